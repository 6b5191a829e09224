import { describe, expect, it } from "vitest";

import { parseTitledLines } from "./company.server";

describe("parseTitledLines", () => {
  it("turns 'Название — описание' lines into titled items and skips blank lines", () => {
    expect(
      parseTitledLines("Инновации — применяем передовые модели\n\n  Качество - тестируем всё  \nРезультат"),
    ).toEqual([
      { title: "Инновации", description: "Применяем передовые модели" },
      { title: "Качество", description: "Тестируем всё" },
      { title: "Результат", description: "" },
    ]);
  });

  it("keeps hyphenated words in the title intact", () => {
    expect(parseTitledLines("AI-агенты — работают 24/7")).toEqual([
      { title: "AI-агенты", description: "Работают 24/7" },
    ]);
  });
});
