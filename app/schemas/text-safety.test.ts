import { describe, expect, it } from "vitest";

import { hasForbiddenCharacters } from "./text-safety";

describe("hasForbiddenCharacters", () => {
  it("accepts what people type, Cyrillic, Kazakh letters and emoji included", () => {
    for (const value of ["Айгерим Нұрланқызы", "+7 (701) 123-45-67", "ТОО «Қазақ AI» 😀", "a@b.kz", ""]) {
      expect(hasForbiddenCharacters(value)).toBe(false);
    }
  });

  it("refuses NUL, other control characters, DEL and Unicode line breaks in a single-line field", () => {
    for (const value of ["Иван\u0000", "\u0001", "a\u001bb", "x\u007f", "a\nb", "a\rb", "a\tb", "a\u2028b", "a\u2029b", "a\u0085b"]) {
      expect(hasForbiddenCharacters(value), JSON.stringify(value)).toBe(true);
    }
  });

  it("keeps line breaks and tabs in a multi-line field, but not NUL or escape", () => {
    expect(hasForbiddenCharacters("Строка 1\r\nСтрока 2\tконец", { multiline: true })).toBe(false);
    expect(hasForbiddenCharacters("a\u0000b", { multiline: true })).toBe(true);
    expect(hasForbiddenCharacters("a\u001b[31mb", { multiline: true })).toBe(true);
  });

  it("refuses unpaired surrogates but not paired ones", () => {
    expect(hasForbiddenCharacters("a\ud800")).toBe(true);
    expect(hasForbiddenCharacters("\udfffa")).toBe(true);
    expect(hasForbiddenCharacters("\ud83d\ude00")).toBe(false);
  });
});
