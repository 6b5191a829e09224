import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";
import type { z } from "zod";

import { leads } from "~/i18n/ru/leads";

import { HOSTILE_LINKS } from "../../tests/setup/hostile-links";

import {
  blankAs,
  boundedNumber,
  commaList,
  commaListItems,
  email,
  fetchedUrl,
  integer,
  link,
  LINK_MAX,
  mediaUrl,
  optionalText,
  patterned,
  phone,
  requiredText,
  searchParam,
  slug,
  text,
  typedNumber,
} from "./fields";

const MESSAGES = { tooLong: "long", invalidCharacters: "chars", missing: "missing", required: "required" };
const EXTERNAL_ERROR = "Ссылка должна начинаться с http://, https://, mailto: или tel:";
const SITE_ERROR =
  "Ссылка должна начинаться с http://, https://, mailto:, tel:, / (страница сайта) или # (раздел страницы)";

function messagesOf(schema: z.ZodType, value: unknown): string[] {
  const parsed = schema.safeParse(value);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
}

describe("text", () => {
  it("trims, and keeps what people type", () => {
    expect(text(20, MESSAGES).parse("  Айгерим Нұрланқызы 😀 ")).toBe("Айгерим Нұрланқызы 😀");
  });

  it("bounds the length with the field's own message", () => {
    expect(text(3, MESSAGES).parse("abc")).toBe("abc");
    expect(messagesOf(text(3, MESSAGES), "abcd")).toEqual(["long"]);
    // Counted after trimming.
    expect(text(3, MESSAGES).parse("  abc  ")).toBe("abc");
  });

  it("refuses characters nobody types, line breaks only in a single-line field", () => {
    expect(messagesOf(text(20, MESSAGES), "a\u0000b")).toEqual(["chars"]);
    expect(messagesOf(text(20, MESSAGES), "a\nb")).toEqual(["chars"]);
    expect(messagesOf(text(20, MESSAGES), "a\ud800")).toEqual(["chars"]);
    expect(text(20, MESSAGES, { multiline: true }).parse("a\r\nb")).toBe("a\r\nb");
    expect(messagesOf(text(20, MESSAGES, { multiline: true }), "a\u001bb")).toEqual(["chars"]);
  });

  it("requires a filled value when told the message, and names a missing one", () => {
    expect(messagesOf(text(20, MESSAGES), undefined)).toEqual(["missing"]);
    expect(messagesOf(text(20, MESSAGES), "   ")).toEqual(["required"]);
    expect(text(20, { tooLong: "long", invalidCharacters: "chars" }).parse("")).toBe("");
  });

  it("reports a too long value once when asked to", () => {
    expect(messagesOf(text(3, MESSAGES), "abc\u0000")).toEqual(["long", "chars"]);
    expect(messagesOf(text(3, MESSAGES, { stopIfTooLong: true }), "abc\u0000")).toEqual(["long"]);
  });

  it("keeps a password as typed, with a shortest length after 'required'", () => {
    const password = text(128, MESSAGES, { untrimmed: true, minLength: { length: 6, message: "short" } });
    expect(password.parse(" secret ")).toBe(" secret ");
    expect(messagesOf(password, "")).toEqual(["required"]);
    expect(messagesOf(password, "abc")).toEqual(["short"]);
  });

  it("lower-cases when asked to", () => {
    expect(text(20, MESSAGES, { lowerCase: true }).parse(" ABC ")).toBe("abc");
  });
});

describe("blankAs and the admin shortcuts", () => {
  it("reads a missing or blank field as the blank value", () => {
    const schema = blankAs(text(20, { tooLong: "long", invalidCharacters: "chars" }), null);
    expect(schema.parse(undefined)).toBeNull();
    expect(schema.parse("  ")).toBeNull();
    expect(schema.parse(" x ")).toBe("x");
  });

  it("words admin texts as every admin screen does", () => {
    expect(messagesOf(requiredText(5), undefined)).toEqual(["Заполните это поле"]);
    expect(messagesOf(requiredText(5, { required: "Введите заголовок" }), "")).toEqual(["Введите заголовок"]);
    expect(messagesOf(requiredText(5), "abcdef")).toEqual(["Не более 5 символов"]);
    expect(messagesOf(optionalText(5), "a\u0000")).toEqual(["Поле содержит недопустимые символы"]);
    expect(optionalText(5).parse("")).toBeNull();
  });
});

describe("comma lists", () => {
  it("splits, trims and drops blanks and repeats", () => {
    expect(commaList({ itemMax: 10, itemsMax: 5, itemTooLong: "item" }).parse("AI, поддержка , ,AI")).toEqual(["AI", "поддержка"]);
    expect(commaListItems({ itemMax: 10, itemsMax: 5, tooMany: "many" }).parse("Python, LLM и RAG , ,SQL")).toEqual([
      "Python",
      "LLM и RAG",
      "SQL",
    ]);
  });

  it("bounds the items and their number", () => {
    expect(messagesOf(commaList({ itemMax: 3, itemsMax: 2, itemTooLong: "item" }), "abcd, b, c")).toEqual([
      "item",
      "Не более 2 элементов в списке",
    ]);
    expect(messagesOf(commaListItems({ itemMax: 3, itemsMax: 2, tooMany: "many" }), "a, b, c")).toEqual(["many"]);
    expect(messagesOf(commaListItems({ itemMax: 3, itemsMax: 2, tooMany: "many" }), "abcd")).toEqual(["Не более 3 символов"]);
  });
});

describe("link", () => {
  it("keeps a web, mail or phone link, trimmed; blank is ''", () => {
    expect(link("external").parse("  https://www.linkedin.com/in/arman  ")).toBe("https://www.linkedin.com/in/arman");
    expect(link("external").parse("mailto:info@aisolutions.kz")).toBe("mailto:info@aisolutions.kz");
    expect(link("external").parse("tel:+77273550125")).toBe("tel:+77273550125");
    expect(link("external").parse("   ")).toBe("");
  });

  it.each(HOSTILE_LINKS)("refuses %j with a Russian message", (value) => {
    expect(messagesOf(link("external"), value)[0]).toBe(EXTERNAL_ERROR);
    expect(messagesOf(link("site"), value)[0]).toBe(SITE_ERROR);
  });

  it("takes a path on this site and an anchor only where the field allows them", () => {
    expect(messagesOf(link("external"), "/services")).toEqual([EXTERNAL_ERROR]);
    expect(link("site").parse("#demo")).toBe("#demo");
    expect(link("site").parse("/services")).toBe("/services");
    expect(messagesOf(mediaUrl("file"), "#demo")).toEqual(["file"]);
    expect(mediaUrl("file").parse("/media/x/a.webp")).toBe("/media/x/a.webp");
    expect(messagesOf(link("web", { invalid: "web" }), "mailto:a@b.kz")).toEqual(["web"]);
    expect(link("web", { invalid: "web" }).parse("https://example.kz/about")).toBe("https://example.kz/about");
  });

  it("refuses an overlong link", () => {
    const value = `https://example.kz/${"a".repeat(LINK_MAX)}`;
    expect(messagesOf(link("external"), value)).toEqual([`Ссылка слишком длинная (не более ${LINK_MAX} символов)`]);
  });
});

describe("fetchedUrl", () => {
  it("takes only http(s) addresses, or guesses https for a bare host", () => {
    expect(fetchedUrl({ invalid: "url" }).parse(" https://crm.example.kz/hook ")).toBe("https://crm.example.kz/hook");
    expect(messagesOf(fetchedUrl({ invalid: "url" }), "ftp://crm.example.kz")).toEqual(["url"]);
    expect(fetchedUrl({ invalid: "url" }, { guessScheme: true }).parse("example.kz/about")).toBe("https://example.kz/about");
    expect(messagesOf(fetchedUrl({ invalid: "url", required: "required" }, { guessScheme: true }), "")).toEqual(["required"]);
  });
});

describe("email", () => {
  const schema = email({ invalid: "email", required: "required", invalidCharacters: "chars" });

  it("trims and checks the format, lower-casing only when asked to", () => {
    expect(schema.parse(" Aigerim@Example.kz ")).toBe("Aigerim@Example.kz");
    expect(email({ invalid: "email" }, { lowerCase: true }).parse(" Aigerim@Example.kz ")).toBe("aigerim@example.kz");
    expect(messagesOf(schema, "not-an-email")).toEqual(["email"]);
    expect(messagesOf(schema, "")).toEqual(["required"]);
  });

  it("refuses an address over 254 characters with the format's message alone", () => {
    expect(messagesOf(schema, `${"a".repeat(250)}@b.kz\u0000`)).toEqual(["email"]);
  });

  it("names characters nobody types", () => {
    expect(messagesOf(schema, "a\u0000@b.kz")).toEqual(["chars"]);
    expect(messagesOf(email({ invalid: "email" }), "a\u0000@b.kz")).toEqual(["email"]);
  });
});

describe("phone", () => {
  const schema = phone({ tooLong: "long", invalidCharacters: "chars" }, leads, undefined, { stopIfTooLong: true });

  it("takes a leading '+' and ten digits; blank is the blank value", () => {
    expect(schema.parse(" +7 (701) 123-45-67 ")).toBe("+7 (701) 123-45-67");
    expect(schema.parse("")).toBeUndefined();
    expect(phone({ tooLong: "long", invalidCharacters: "chars" }, leads, "").parse(undefined)).toBe("");
  });

  it("tells how to write the number", () => {
    expect(messagesOf(schema, "87011234567")).toEqual(["Номер телефона должен начинаться с + (например: +77011234567)"]);
    expect(messagesOf(schema, "+7 701")).toEqual(["Введите корректный номер телефона"]);
    expect(messagesOf(schema, `+${"7".repeat(40)}`)).toEqual(["long"]);
    expect(messagesOf(schema, "+7701\u00011234567")).toEqual(["chars"]);
  });
});

describe("patterned and slug", () => {
  it("matches a trimmed text against its shape", () => {
    expect(patterned(/^#[0-9a-f]{6}$/i, "colour").parse(" #AABBCC ")).toBe("#AABBCC");
    expect(messagesOf(patterned(/^#[0-9a-f]{6}$/i, "colour"), "#abc")).toEqual(["colour"]);
    expect(patterned(/^[a-z]{5,}$/, "name", { strip: /^@/ }).parse(" @mybot ")).toBe("mybot");
    expect(messagesOf(patterned((v) => v.startsWith("/media/"), "upload"), "/x")).toEqual(["upload"]);
  });

  it("lower-cases a slug and reads blank as null", () => {
    const schema = slug(10, { tooLong: "long", invalid: "slug" });
    expect(schema.parse(" AI-News ")).toBe("ai-news");
    expect(schema.parse("")).toBeNull();
    expect(messagesOf(schema, "a--b")).toEqual(["slug"]);
    expect(messagesOf(schema, "a".repeat(11))).toEqual(["long"]);
  });
});

describe("numbers", () => {
  it("bounds whole numbers with one message", () => {
    const schema = integer({ min: 1, max: 10, message: "n" });
    expect(schema.parse(10)).toBe(10);
    for (const value of [0, 11, 1.5, "5", undefined]) expect(messagesOf(schema, value), String(value)).toContain("n");
    expect(integer({ min: 0, coerce: true }).parse("12")).toBe(12);
  });

  it("bounds decimal numbers with one message", () => {
    const schema = boundedNumber({ min: 0, max: 2, message: "t" });
    expect(schema.parse(0.7)).toBe(0.7);
    expect(messagesOf(schema, 2.1)).toEqual(["t"]);
  });

  it("reads a number typed into a text box", () => {
    const amount = typedNumber({ ignore: /[\s\u00a0₸]/g, pattern: /^\d+$/, max: 1000, invalid: "amount", outOfRange: "range" });
    expect(amount.parse("1 000 ₸")).toBe(1000);
    expect(amount.parse(" ")).toBeNull();
    expect(amount.parse(undefined)).toBeNull();
    expect(messagesOf(amount, "12a")).toEqual(["amount"]);
    expect(messagesOf(amount, "1001")).toEqual(["range"]);
    const percent = typedNumber({ ignore: /\s|%/g, pattern: /^[+-]?\d+(\.\d+)?$/, min: -100, max: 100, invalid: "percent" });
    expect(percent.parse("-12,5 %")).toBe(-12.5);
    expect(messagesOf(percent, "1e3")).toEqual(["percent"]);
  });
});

describe("searchParam", () => {
  it("trims the address's search text and cuts it to size", () => {
    expect(searchParam("  x  ", 100)).toBe("x");
    expect(searchParam(null, 100)).toBe("");
    expect(searchParam("abcdef", 3)).toBe("abc");
  });
});

/**
 * The modules that write the rules themselves: the field helpers and the zod-free primitives they
 * (and the chat widget) are made of. Every other schema module builds its fields from them.
 */
const RULE_MODULES = new Set(["fields.ts", "text-safety.ts", "phone.ts", "contact-rules.ts"]);

/** What a hand-written field rule looks like. */
const HAND_WRITTEN = [
  /\.trim\(\)/,
  /hasForbiddenCharacters\(/,
  /isSafeLink\(/,
  /phoneProblem\(/,
  /z\.email\(/,
  /z\.coerce\.number\(/,
  /z\.number\(/,
];

function schemaModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return schemaModules(file);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".test.ts") ? [file] : [];
  });
}

describe("schema modules", () => {
  const root = path.dirname(new URL(import.meta.url).pathname);
  const modules = schemaModules(root).filter((file) => !RULE_MODULES.has(path.relative(root, file)));

  it("are found", () => {
    expect(modules.length).toBeGreaterThan(20);
  });

  it.each(modules.map((file) => path.relative(root, file)))("%s builds its fields from app/schemas/fields.ts", (file) => {
    const source = readFileSync(path.join(root, file), "utf8");
    const found = HAND_WRITTEN.filter((rule) => rule.test(source)).map(String);
    expect(found, `${file} writes a field rule itself; use (or add) a helper in app/schemas/fields.ts`).toEqual([]);
  });
});
