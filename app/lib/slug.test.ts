import { describe, expect, it } from "vitest";

import { SLUG_MAX_LENGTH, slugFromTitle } from "./slug";

describe("slugFromTitle", () => {
  it("transliterates Russian and Kazakh titles into lower-case words joined by dashes", () => {
    expect(slugFromTitle("AI-агенты для бизнеса")).toBe("ai-agenty-dlya-biznesa");
    expect(slugFromTitle("Интеграция с CRM и мессенджерами")).toBe("integratsiya-s-crm-i-messendzherami");
    expect(slugFromTitle("Қазақ тілі: Әлем")).toBe("qazaq-tili-alem");
    expect(slugFromTitle("  Щука & ёжик №1  ")).toBe("schuka-and-yozhik-1");
  });

  it("is empty when nothing can be transliterated, and cut at a word boundary when long", () => {
    expect(slugFromTitle("🙂 !!!")).toBe("");
    const long = slugFromTitle("длинное ".repeat(20));
    expect(long.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(long).toMatch(/^dlinnoe(-dlinnoe)+$/);
  });
});
