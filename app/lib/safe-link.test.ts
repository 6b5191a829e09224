import { describe, expect, it } from "vitest";

import { HOSTILE_LINKS } from "../../tests/setup/hostile-links";

import { isSafeLink, safeHref } from "./safe-link";

describe("isSafeLink", () => {
  it.each([
    "https://instagram.com/aisolutions.kz",
    "HTTPS://T.ME/aisolutions_kz_bot",
    "http://example.kz/path?x=1#y",
    "https://пример.рф/страница",
    "mailto:info@aisolutions.kz",
    "tel:+77273550125",
  ])("accepts %j anywhere", (value) => {
    expect(isSafeLink(value, "external")).toBe(true);
    expect(isSafeLink(value, "site")).toBe(true);
  });

  it.each(["#demo", "#", "/services", "/", "/cases?x=1#top"])("accepts the site path or anchor %j only where the field takes one", (value) => {
    expect(isSafeLink(value, "site")).toBe(true);
    expect(isSafeLink(value, "external")).toBe(false);
  });

  it.each(HOSTILE_LINKS)("refuses %j", (value) => {
    expect(isSafeLink(value, "external")).toBe(false);
    expect(isSafeLink(value, "site")).toBe(false);
  });
});

describe("safeHref", () => {
  it("passes a good link through unchanged", () => {
    expect(safeHref("https://t.me/bot")).toBe("https://t.me/bot");
    expect(safeHref("#demo", "site")).toBe("#demo");
  });

  it("gives no link for a bad, empty or missing value", () => {
    for (const value of [...HOSTILE_LINKS, "javascript\u0000:alert(1)"]) expect(safeHref(value, "site")).toBeUndefined();
    expect(safeHref("")).toBeUndefined();
    expect(safeHref(null)).toBeUndefined();
    expect(safeHref(undefined)).toBeUndefined();
    expect(safeHref("/services")).toBeUndefined();
  });
});
