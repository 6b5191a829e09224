import { describe, expect, it } from "vitest";

import { HOSTILE_LINKS } from "../../tests/setup/hostile-links";

import { LINK_MAX, SafeLinkSchema, SafeSiteLinkSchema } from "./safe-link";

const EXTERNAL_ERROR = "Ссылка должна начинаться с http://, https://, mailto: или tel:";
const SITE_ERROR =
  "Ссылка должна начинаться с http://, https://, mailto:, tel:, / (страница сайта) или # (раздел страницы)";

function errorOf(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? null : (result.error?.issues[0]?.message ?? null);
}

describe("SafeLinkSchema", () => {
  it("keeps a web, mail or phone link, trimmed", () => {
    expect(SafeLinkSchema.parse("  https://www.linkedin.com/in/arman  ")).toBe("https://www.linkedin.com/in/arman");
    expect(SafeLinkSchema.parse("mailto:info@aisolutions.kz")).toBe("mailto:info@aisolutions.kz");
    expect(SafeLinkSchema.parse("tel:+77273550125")).toBe("tel:+77273550125");
  });

  it("reads a blank field as no link", () => {
    expect(SafeLinkSchema.parse("")).toBeNull();
    expect(SafeLinkSchema.parse("   ")).toBeNull();
  });

  it.each(HOSTILE_LINKS)("refuses %j with a Russian message", (value) => {
    expect(errorOf(SafeLinkSchema.safeParse(value))).toBe(EXTERNAL_ERROR);
  });

  it("refuses a same-site path where only another site makes sense", () => {
    expect(errorOf(SafeLinkSchema.safeParse("/services"))).toBe(EXTERNAL_ERROR);
    expect(errorOf(SafeLinkSchema.safeParse("#demo"))).toBe(EXTERNAL_ERROR);
  });

  it("refuses an overlong link", () => {
    const value = `https://example.kz/${"a".repeat(LINK_MAX)}`;
    expect(errorOf(SafeLinkSchema.safeParse(value))).toBe(`Ссылка слишком длинная (не более ${LINK_MAX} символов)`);
  });
});

describe("SafeSiteLinkSchema", () => {
  it("also takes a path on this site and an anchor, as the hero's call to action does", () => {
    expect(SafeSiteLinkSchema.parse("#demo")).toBe("#demo");
    expect(SafeSiteLinkSchema.parse("/services")).toBe("/services");
    expect(SafeSiteLinkSchema.parse("https://t.me/bot")).toBe("https://t.me/bot");
  });

  it.each(HOSTILE_LINKS)("refuses %j with a Russian message", (value) => {
    expect(errorOf(SafeSiteLinkSchema.safeParse(value))).toBe(SITE_ERROR);
  });
});
