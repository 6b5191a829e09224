import { describe, expect, it } from "vitest";

import { parseArticle } from "./article-body";

describe("parseArticle", () => {
  it("splits paragraphs on blank lines and joins wrapped lines", () => {
    expect(parseArticle("Первая строка\nпродолжение\n\nВторой абзац")).toEqual([
      { kind: "p", text: "Первая строка продолжение" },
      { kind: "p", text: "Второй абзац" },
    ]);
  });

  it("reads headings and lists, including a list right under a heading", () => {
    expect(parseArticle("## Шаги\n1. Аудит\n2. Запуск\n\n### Итог\n\n- один\n- два")).toEqual([
      { kind: "h2", text: "Шаги" },
      { kind: "ol", items: ["Аудит", "Запуск"] },
      { kind: "h3", text: "Итог" },
      { kind: "ul", items: ["один", "два"] },
    ]);
  });

  it("keeps markup-looking text as text", () => {
    expect(parseArticle("<script>alert(1)</script>")).toEqual([{ kind: "p", text: "<script>alert(1)</script>" }]);
  });
});
