import { describe, expect, it } from "vitest";

import { localizedPath, pageHref, pageLanguage, pageLanguages, pathWithoutLanguage, preferredLanguage, routeIdWithoutLanguage } from "./languages";

describe("the site's languages in its addresses", () => {
  it("reads a page's language and its Russian path from the address", () => {
    expect([pageLanguage("/"), pageLanguage("/kz"), pageLanguage("/en/faq"), pageLanguage("/kazakh"), pageLanguage("/ru/faq")]).toEqual([
      "ru",
      "kz",
      "en",
      "ru",
      "ru",
    ]);
    expect([pathWithoutLanguage("/kz"), pathWithoutLanguage("/en/blog/x"), pathWithoutLanguage("/faq"), pathWithoutLanguage("/kazakh")]).toEqual([
      "/",
      "/blog/x",
      "/faq",
      "/kazakh",
    ]);
  });

  it("writes a Russian path in a language, keeping its query and fragment; leaves other addresses alone", () => {
    expect(localizedPath("kz", "/")).toBe("/kz");
    expect(localizedPath("en", "/faq")).toBe("/en/faq");
    expect(localizedPath("en", "/?a=1")).toBe("/en?a=1");
    expect(localizedPath("kz", "/services#ai-agents")).toBe("/kz/services#ai-agents");
    expect(localizedPath("ru", "/faq")).toBe("/faq");
    expect(localizedPath("kz", "https://example.kz/x")).toBe("https://example.kz/x");
    expect(localizedPath("kz", "//example.kz/x")).toBe("//example.kz/x");
  });

  it("links to a page's version where it exists, else to the Russian page", () => {
    expect(pageLanguages("/faq")).toEqual(["ru", "kz", "en"]);
    expect(pageLanguages("/services")).toEqual(["ru"]);
    expect(pageHref("kz", "/privacy")).toBe("/kz/privacy");
    expect(pageHref("kz", "/services#ai-agents")).toBe("/services#ai-agents");
    expect(pageHref("en", "/")).toBe("/");
  });

  it("names a language copy's route by the Russian route's id", () => {
    expect(routeIdWithoutLanguage("kz:routes/_public/layout")).toBe("routes/_public/layout");
    expect(routeIdWithoutLanguage("routes/_public/layout")).toBe("routes/_public/layout");
    expect(routeIdWithoutLanguage("admin-settings-general")).toBe("admin-settings-general");
  });

  it("finds the first of the site's languages a browser asks for", () => {
    expect(preferredLanguage(["kk-KZ", "ru"])).toBe("kz");
    expect(preferredLanguage(["de-DE", "en-GB", "ru"])).toBe("en");
    expect(preferredLanguage(["ru-RU", "en"])).toBe("ru");
    expect(preferredLanguage(["de", "fr"])).toBeNull();
    expect(preferredLanguage([])).toBeNull();
  });
});
