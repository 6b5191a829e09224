import { describe, expect, it } from "vitest";

import { ATTRIBUTION_FIELDS } from "~/lib/attribution";

import { AttributionField, AttributionSchema } from "./attribution";

describe("AttributionSchema (ADR 0035)", () => {
  it("keeps site paths, http(s) referrers and utm values, trimmed", () => {
    expect(
      AttributionSchema.parse({
        pageUrl: " /services?utm_source=google ",
        referrer: "https://www.google.com/search?q=ai",
        utmSource: " google ",
        utmMedium: "cpc",
        utmCampaign: "весна 2026",
        utmTerm: "ai агент",
        utmContent: "banner-1",
      }),
    ).toEqual({
      pageUrl: "/services?utm_source=google",
      referrer: "https://www.google.com/search?q=ai",
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "весна 2026",
      utmTerm: "ai агент",
      utmContent: "banner-1",
    });
  });

  it("drops what is not a page address instead of failing", () => {
    for (const odd of [
      "javascript:alert(1)",
      "data:text/html,x",
      "//evil.example/x",
      "/\\evil.example",
      "mailto:a@b.kz",
      "#top",
      "services",
      "https://",
      "/a b",
      "/a\u0000",
    ]) {
      expect(AttributionSchema.parse({ pageUrl: odd, referrer: odd }), odd).toEqual({});
    }
  });

  it("drops empty, multi-line, over-long and non-string values", () => {
    expect(
      AttributionSchema.parse({
        pageUrl: 42,
        referrer: ["https://a.kz"],
        utmSource: "   ",
        utmMedium: "cpc\nИмя: подделка",
        utmCampaign: "x".repeat(201),
        utmTerm: null,
        utmContent: "\u2028",
      }),
    ).toEqual({});
  });

  it("caps addresses at 2000 characters and utm values at 200", () => {
    const path = `/${"a".repeat(1999)}`;
    expect(AttributionSchema.parse({ pageUrl: path, utmSource: "s".repeat(200) })).toEqual({ pageUrl: path, utmSource: "s".repeat(200) });
    expect(AttributionSchema.parse({ pageUrl: `${path}a`, referrer: `https://a.kz/${"b".repeat(1990)}` })).toEqual({});
  });

  it("has exactly the fields the browser module and the leads columns know", () => {
    expect(Object.keys(AttributionSchema.shape)).toEqual([...ATTRIBUTION_FIELDS]);
  });

  it("ignores unknown keys, and a form's attribution that is no object is dropped whole", () => {
    expect(AttributionSchema.parse({ utmSource: "google", sessionId: "x" })).toEqual({ utmSource: "google" });
    expect(AttributionField.parse("utm_source=google")).toBeUndefined();
    expect(AttributionField.parse(null)).toBeUndefined();
    expect(AttributionField.parse(undefined)).toBeUndefined();
  });
});
