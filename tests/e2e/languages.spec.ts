/**
 * The Kazakh and English site (issue 24, ADR 0059), in Chromium: addresses, `lang`, hreflang and
 * canonical links, the switcher, the offer, and a page that does not exist in a language. The pages
 * whose every word is in the interface catalogs exist in all three languages, and so does every page
 * the seeded content is translated for (the home page: a hero slide of each language, ADR 0077; services, ADR 0073; team and about, ADR 0074; the blog, ADR 0075;
 * contact and partners, ADR 0078); the others in Russian only, until their content is translated.
 */
import type { Page } from "@playwright/test";

import { CATALOG_PAGES } from "~/lib/languages";
import { PUBLIC_PAGE_PATHS } from "~/lib/public-pages";
import { getEnv } from "~/server/env.server";

import { expect, test } from "./fixtures";

const ISO = { ru: "ru", kz: "kk", en: "en" } as const;
const PREFIX = { ru: "", kz: "/kz", en: "/en" } as const;
/** A page whose content nobody has translated yet: Russian only (no seeded case is translated). */
const RUSSIAN_ONLY = "/cases";
const RUSSIAN_ONLY_HEADING = "Успешные внедрения";
const at = (language: keyof typeof PREFIX, path: string) => (language !== "ru" && path === "/" ? PREFIX[language] : PREFIX[language] + path);

/** The public address the pages name themselves by (SITE_URL, as no setting overrides it here). */
const SITE = getEnv().SITE_URL.replace(/\/$/, "");

/** The pages that exist in Kazakh and English on the seeded site: the catalog pages and those the seeded content is translated for. */
const TRANSLATED_PAGES: readonly string[] = [...CATALOG_PAGES, "/", "/services", "/team", "/about", "/blog", "/contact", "/partners"];

/** The page's hreflang links as "code url" lines, sorted, and its canonical URL. */
async function headLinks(page: Page) {
  return page.evaluate(() => ({
    alternates: [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"][hreflang]')]
      .map((link) => `${link.hreflang} ${link.href}`)
      .sort(),
    canonical: document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href ?? null,
  }));
}

test("the privacy policy in three languages: its lang, heading and head links", async ({ page }) => {
  const headings = { ru: "Политика конфиденциальности", kz: "Құпиялылық саясаты", en: "Privacy Policy" };
  for (const language of ["ru", "kz", "en"] as const) {
    const response = await page.goto(at(language, "/privacy"));
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", ISO[language]);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(headings[language]);
    const { alternates, canonical } = await headLinks(page);
    expect(canonical).toBe(`${SITE}${at(language, "/privacy")}`);
    expect(alternates).toEqual([`en ${SITE}/en/privacy`, `kk ${SITE}/kz/privacy`, `ru ${SITE}/privacy`, `x-default ${SITE}/privacy`]);
  }
});

test("every public address in every language: the versions each names exist, and name it back", async ({ page }) => {
  test.setTimeout(120_000);
  const seen = new Map<string, string[]>();
  for (const path of PUBLIC_PAGE_PATHS) {
    for (const language of ["ru", "kz", "en"] as const) {
      const url = at(language, path);
      const response = await page.request.get(url);
      const exists = language === "ru" || TRANSLATED_PAGES.includes(path);
      expect(response.status(), url).toBe(exists ? 200 : 404);
      if (!exists) continue;
      const html = await response.text();
      const alternates = [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map(([, code, href]) => `${code} ${href}`).sort();
      seen.set(`${SITE}${url}`, alternates);
    }
  }
  for (const [url, alternates] of seen) {
    const named = alternates.filter((line) => !line.startsWith("x-default")).map((line) => line.split(" ")[1]!);
    if (named.length === 0) continue;
    expect(named, `${url} names itself`).toContain(url);
    for (const other of named) expect(seen.get(other), `${other}, named by ${url}, names the same versions`).toEqual(alternates);
  }
  // A Russian-only page names no other version; the home page names its three.
  expect(seen.get(`${SITE}${RUSSIAN_ONLY}`)).toEqual([]);
  expect(seen.get(`${SITE}/`)).toEqual([`en ${SITE}/en`, `kk ${SITE}/kz`, `ru ${SITE}/`, `x-default ${SITE}/`]);
});

test("sitemap.xml lists each language's version with its alternates, and no version that does not exist", async ({ page }) => {
  const xml = await (await page.request.get("/sitemap.xml")).text();
  expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  const urls = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(.*?)<\/url>/g)].map(([, loc, rest]) => ({
    loc: loc!.replace(/^https?:\/\/[^/]+/, ""),
    alternates: [...rest!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, code, href]) => `${code} ${href!.replace(/^https?:\/\/[^/]+/, "")}`),
  }));
  const faq = urls.filter((url) => url.alternates.some((line) => line === "ru /faq"));
  expect(faq.map((url) => url.loc).sort()).toEqual(["/en/faq", "/faq", "/kz/faq"]);
  for (const url of faq) expect(url.alternates.sort()).toEqual(["en /en/faq", "kk /kz/faq", "ru /faq", "x-default /faq"]);
  expect(urls.map((url) => url.loc)).not.toContain(`/kz${RUSSIAN_ONLY}`);
  expect(urls.find((url) => url.loc === RUSSIAN_ONLY)?.alternates).toEqual([]);
  expect(urls.filter((url) => url.alternates.includes("ru /")).map((url) => url.loc).sort()).toEqual(["/", "/en", "/kz"]);
});

test("a page not yet in Kazakh answers 404 in Kazakh and points to the Russian one", async ({ page }) => {
  const response = await page.goto(`/kz${RUSSIAN_ONLY}`);
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "kk");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Бұл бет әзірге тек орыс тілінде бар.");
  await page.getByRole("link", { name: "Орысша ашу" }).click();
  await expect(page).toHaveURL(new RegExp(`${RUSSIAN_ONLY}$`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(RUSSIAN_ONLY_HEADING);
});

test.describe("the switcher", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("goes to the same page in the other language, or to that language's home saying so", async ({ page, context }) => {
    await page.goto("/faq");
    const switcher = page.getByRole("banner").getByRole("group", { name: "Язык сайта" });
    await expect(switcher.getByText("RU")).toHaveAttribute("aria-current", "true");
    await switcher.getByRole("link", { name: "KZ" }).click();
    await expect(page).toHaveURL(/\/kz\/faq$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "kk");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Жиі қойылатын сұрақтар");
    expect((await context.cookies()).find((cookie) => cookie.name === "site_language")?.value).toBe("kz");

    await page.getByRole("contentinfo").getByRole("group", { name: "Сайт тілі" }).getByRole("link", { name: "EN" }).click();
    await expect(page).toHaveURL(/\/en\/faq$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Frequently asked questions");

    // A page not in Kazakh: the switcher's KZ opens the Kazakh home page and says so first.
    await page.goto(RUSSIAN_ONLY);
    const fallback = page.getByRole("banner").getByRole("group", { name: "Язык сайта" }).getByRole("link", {
      name: "Қазақша: этой страницы пока нет на этом языке, откроется главная страница",
    });
    // Seen as «KZ», with the tooltip; a screen reader hears the rest of the name.
    await expect(fallback).toHaveText(/^KZ /);
    await expect(fallback).toHaveAttribute("title", "Қазақша: этой страницы пока нет на этом языке, откроется главная страница");
    await fallback.click();
    await expect(page).toHaveURL(/\/kz$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "kk");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Бизнесіңізге арналған AI-агенттер мен AI-кеңесшілер");
    expect((await context.cookies()).find((cookie) => cookie.name === "site_language")?.value).toBe("kz");
    // The Kazakh home exists in English too: the same page there, named plainly.
    await page.getByRole("banner").getByRole("group", { name: "Сайт тілі" }).getByRole("link", { name: "EN" }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI agents and AI consultants for your business");
  });

  test("links stay in the page's language where they can: a Kazakh page's footer to another Kazakh page, its header to a Russian-only page and to the Kazakh contact page", async ({
    page,
  }) => {
    await page.goto("/kz/faq");
    await page.getByRole("contentinfo").getByRole("link", { name: "Құпиялылық саясаты" }).click();
    await expect(page).toHaveURL(/\/kz\/privacy$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Құпиялылық саясаты");
    await expect(page.locator("html")).toHaveAttribute("lang", "kk");

    await page.getByRole("banner").getByRole("navigation").getByRole("link", { name: "Кейстер" }).click();
    await expect(page).toHaveURL(new RegExp(`${RUSSIAN_ONLY}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(RUSSIAN_ONLY_HEADING);
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");

    // The contact page exists in Kazakh (ADR 0078): the header's 'Байланыс' stays in Kazakh.
    await page.goto("/kz/faq");
    await page.getByRole("banner").getByRole("navigation").getByRole("link", { name: "Байланыс" }).click();
    await expect(page).toHaveURL(/\/kz\/contact$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "kk");
    await expect(page.getByRole("main").getByText("Алматы, Қазақстан", { exact: true })).toBeVisible();

    // The Kazakh home exists: the header's 'Басты бет' of a Kazakh page stays in Kazakh.
    await page.goto("/kz/faq");
    await page.getByRole("banner").getByRole("navigation").getByRole("link", { name: "Басты бет" }).click();
    await expect(page).toHaveURL(/\/kz$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "kk");
  });
});

test.describe("a browser that prefers English", () => {
  test.use({ locale: "en-US" });

  test("is offered the English page, never sent there; closing the offer remembers the choice", async ({ page, context }) => {
    const response = await page.goto("/faq");
    expect(response?.status()).toBe(200);
    expect(page.url()).toMatch(/\/faq$/);
    const offer = page.getByRole("region", { name: "This page is also available in English." });
    await expect(offer).toBeVisible();
    await offer.getByRole("button", { name: "Close" }).click();
    await expect(offer).toHaveCount(0);
    expect((await context.cookies()).find((cookie) => cookie.name === "site_language")?.value).toBe("ru");
    await page.goto("/privacy");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Политика конфиденциальности");
    await expect(page.getByRole("region", { name: "This page is also available in English." })).toHaveCount(0);
  });

  test("opens it from the offer; a page that exists in Russian only offers nothing", async ({ page }) => {
    await page.goto("/docs");
    await page.getByRole("link", { name: "Open in English" }).click();
    await expect(page).toHaveURL(/\/en\/docs$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.goto(RUSSIAN_ONLY);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(RUSSIAN_ONLY_HEADING);
    await expect(page.getByRole("region", { name: /available in English/ })).toHaveCount(0);
  });
});

test("a crawler asking for English gets the page it asked for, with no redirect", async ({ page }) => {
  const response = await page.request.get("/faq", {
    headers: { "accept-language": "en-US,en;q=0.9", "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(200);
  expect(await response.text()).toContain('<html lang="ru"');
});
