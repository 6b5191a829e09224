import { describe, expect, it } from "vitest";

import { CASE_INDUSTRIES_ADMIN } from "./constants";
import { DEFAULT_INDUSTRY_EMOJI, industryEmoji } from "./industry";

describe("industryEmoji", () => {
  it("gives each industry of the admin list its own emoji", () => {
    expect(Object.fromEntries(CASE_INDUSTRIES_ADMIN.map((name) => [name, industryEmoji(name)]))).toEqual({
      "E-commerce": "🛒",
      Образование: "🎓",
      "Юридические услуги": "⚖️",
      Медицина: "🩺",
      "IT-услуги": "💻",
      "Финансовые услуги": "💰",
      "Общественное питание": "🍽️",
      "Туризм и отдых": "✈️",
      "Бизнес-консалтинг": "💼",
    });
  });

  it("knows banking, logistics and healthcare by their Russian names", () => {
    expect(industryEmoji("Банки")).toBe("🏦");
    expect(industryEmoji("Банковское дело")).toBe("🏦");
    expect(industryEmoji("Логистика")).toBe("🚚");
    expect(industryEmoji("Здравоохранение")).toBe("🏥");
  });

  it("knows the English names too, ignoring case and surrounding spaces", () => {
    expect(industryEmoji("banking")).toBe("🏦");
    expect(industryEmoji("  e-COMMERCE ")).toBe("🛒");
    expect(industryEmoji("Healthcare")).toBe("🏥");
    expect(industryEmoji("Legal services")).toBe("⚖️");
    expect(industryEmoji("логистика")).toBe("🚚");
  });

  it("falls back to the office emoji for an unknown or empty industry", () => {
    expect(DEFAULT_INDUSTRY_EMOJI).toBe("🏢");
    expect(industryEmoji("Космонавтика")).toBe("🏢");
    expect(industryEmoji("")).toBe("🏢");
    expect(industryEmoji(null)).toBe("🏢");
  });
});
