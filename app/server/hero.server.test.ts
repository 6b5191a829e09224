import { describe, expect, it } from "vitest";

import type { heroContent } from "~/db/schema";

import { publicHeroSlides, toHeroSlide } from "./hero.server";

type HeroRow = typeof heroContent.$inferSelect;

let seq = 0;
function row(overrides: Partial<HeroRow>): HeroRow {
  seq += 1;
  return {
    id: `id-${seq}`,
    title: `Слайд ${seq}`,
    subtitle: null,
    description: null,
    badgeText: null,
    ctaText: null,
    ctaLink: null,
    backgroundImage: null,
    backgroundVideo: null,
    founderImage: null,
    animationType: "fade-in",
    language: "ru",
    isActive: true,
    showFounder: true,
    stats: null,
    slideOrder: 1,
    createdBy: null,
    createdAt: new Date("2025-01-01T00:00:00Z"),
    updatedAt: new Date("2025-01-01T00:00:00Z"),
    ...overrides,
  };
}

describe("publicHeroSlides", () => {
  it("keeps only active slides, sorted by slide_order", () => {
    const slides = publicHeroSlides([
      row({ title: "C", slideOrder: 3 }),
      row({ title: "hidden", slideOrder: 1, isActive: false }),
      row({ title: "A", slideOrder: 1 }),
      row({ title: "B", slideOrder: 2 }),
    ]);
    expect(slides.map((s) => s.title)).toEqual(["A", "B", "C"]);
  });

  it("puts the older of two slides with the same order first", () => {
    const slides = publicHeroSlides([
      row({ title: "newer", slideOrder: 1, createdAt: new Date("2025-03-01T00:00:00Z") }),
      row({ title: "older", slideOrder: 1, createdAt: new Date("2025-02-01T00:00:00Z") }),
    ]);
    expect(slides.map((s) => s.title)).toEqual(["older", "newer"]);
  });

  it("is empty when no slide is active", () => {
    expect(publicHeroSlides([row({ isActive: false })])).toEqual([]);
  });
});

describe("toHeroSlide", () => {
  it("fills the defaults for an empty badge and CTA target", () => {
    const slide = toHeroSlide(row({ badgeText: "  ", ctaText: "Демо", ctaLink: "" }));
    expect(slide.badgeText).toBe("Технологический лидер в области AI в Центральной Азии");
    expect(slide.ctaLink).toBe("#demo");
    expect(slide.ctaText).toBe("Демо");
  });

  it("keeps what staff set and turns blank optional texts into nothing", () => {
    const slide = toHeroSlide(
      row({ badgeText: "Свой бейдж", ctaLink: "/services", subtitle: "", description: " ", ctaText: "" }),
    );
    expect(slide).toMatchObject({
      badgeText: "Свой бейдж",
      ctaLink: "/services",
      subtitle: null,
      description: null,
      ctaText: null,
    });
  });

  it("drops malformed stats and keeps well-formed ones", () => {
    const stats = [
      { icon: "Zap", value: "90%", label: "быстрее" },
      { value: "24/7", label: "поддержка" },
      { icon: "Bot", value: 5, label: "агентов" },
      null,
      "text",
    ] as unknown as HeroRow["stats"];
    expect(toHeroSlide(row({ stats })).stats).toEqual([
      { icon: "Zap", value: "90%", label: "быстрее" },
      { icon: "", value: "24/7", label: "поддержка" },
    ]);
    expect(toHeroSlide(row({ stats: null })).stats).toEqual([]);
  });
});
