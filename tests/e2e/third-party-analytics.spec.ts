/**
 * Issue 23 point 6 (ADR 0057) in Chromium: Google Analytics and Yandex Metrica load on public pages
 * only when their identifiers are set, only after the page has loaded and gone idle, under a policy
 * that names exactly their hosts, and the browser reports no violation of it; without them nothing
 * goes to their hosts and the policy is the old one; staff's pages never load them. There is no
 * internet here: their scripts are answered by page.route with small bodies that mark they ran.
 */
import type { Page } from "@playwright/test";
import { inArray } from "drizzle-orm";

import { siteSettings } from "~/db/schema";

import { documentPolicy } from "../../server/security-headers";
import { login } from "../setup/auth-helpers";
import { expect, test } from "./fixtures";

const THEIR_HOSTS = /^https:\/\/([a-z0-9-]+\.)*(googletagmanager\.com|google-analytics\.com|analytics\.google\.com|yandex\.(ru|com|kz)|yastatic\.net)\//;
const KEYS = ["google_analytics_id", "yandex_metrica_id"];

test.afterEach(async ({ db }) => {
  await db.delete(siteSettings).where(inArray(siteSettings.key, KEYS));
});

async function setIds(db: import("~/db/types").Db) {
  await db.insert(siteSettings).values([
    { key: "google_analytics_id", value: JSON.stringify("G-E2ETEST123"), category: "integrations", description: "Google Analytics" },
    { key: "yandex_metrica_id", value: JSON.stringify("87654321"), category: "integrations", description: "Яндекс Метрика" },
  ]);
}

/** Every request to their hosts, answered locally; CSP violations and console errors, recorded. */
async function watch(page: Page) {
  const requested: string[] = [];
  const errors: string[] = [];
  await page.route(THEIR_HOSTS, async (route) => {
    requested.push(route.request().url());
    const url = route.request().url();
    const body = url.includes("googletagmanager.com/gtag/js")
      ? "window.__gaRan = Array.isArray(window.dataLayer) && window.dataLayer.length > 0;"
      : url.includes("mc.yandex.ru/metrika/tag.js")
        ? "window.__ymRan = Array.isArray(window.ym && window.ym.a);"
        : "";
    await route.fulfill({ status: 200, contentType: "text/javascript", body });
  });
  await page.addInitScript(() => {
    const w = window as unknown as { __violations: string[] };
    w.__violations = [];
    document.addEventListener("securitypolicyviolation", (event) => {
      w.__violations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on("console", (message) => {
    if (message.type() === "error" || /Content Security Policy/i.test(message.text())) errors.push(message.text());
  });
  const violations = () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
  return { requested, errors, violations };
}

const withoutNonce = (policy: string | undefined) => (policy ?? "").replace(/'nonce-[^']+'/, "'nonce-N'");

test("with no identifier set, nothing goes to their hosts and the policy is the old one", async ({ page }) => {
  const { requested, violations } = await watch(page);
  const response = await page.goto("/");
  expect(withoutNonce(response?.headers()["content-security-policy"])).toBe(withoutNonce(documentPolicy({ nonce: "N", https: false })));
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 300))));
  expect(requested).toEqual([]);
  expect(await page.locator("#third-party-analytics").count()).toBe(0);
  expect(await page.content()).not.toMatch(/G-E2ETEST|87654321|mc\.yandex|googletagmanager/);
  expect(await violations()).toEqual([]);
});

test("with both set, their tags load after the page is idle, under a policy naming their hosts, with no violation", async ({ page, db }) => {
  await setIds(db);
  const { requested, errors, violations } = await watch(page);
  const response = await page.goto("/services");
  const policy = response?.headers()["content-security-policy"] ?? "";
  expect(policy).toContain("https://*.googletagmanager.com");
  expect(policy).toContain("https://mc.yandex.ru");
  expect(policy).not.toContain("'unsafe-inline' https://"); // scripts: by hash, never unsafe-inline
  expect(policy.split("; ").find((d) => d.startsWith("script-src"))).not.toContain("unsafe-inline");

  await expect.poll(() => page.evaluate(() => (window as unknown as { __gaRan?: boolean }).__gaRan)).toBe(true);
  await expect.poll(() => page.evaluate(() => (window as unknown as { __ymRan?: boolean }).__ymRan)).toBe(true);
  expect(requested.sort()).toEqual(["https://mc.yandex.ru/metrika/tag.js", "https://www.googletagmanager.com/gtag/js?id=G-E2ETEST123"]);
  // Requested only after the load event had finished.
  const timing = await page.evaluate(() => {
    const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
    const theirs = performance
      .getEntriesByType("resource")
      .filter((entry) => /googletagmanager|mc\.yandex/.test(entry.name))
      .map((entry) => entry.startTime);
    return { loadEnd: navigation.loadEventEnd, theirs };
  });
  expect(timing.theirs).toHaveLength(2);
  for (const start of timing.theirs) expect(start).toBeGreaterThanOrEqual(timing.loadEnd);
  expect(await page.evaluate(() => document.getElementById("third-party-analytics")?.textContent)).toContain('"G-E2ETEST123"');
  expect(await violations()).toEqual([]);
  expect(errors.filter((e) => /Content Security Policy|Refused/i.test(e))).toEqual([]);
});

test("staff's pages never load them, even when set", async ({ page, db, baseURL }) => {
  await setIds(db);
  await login(page, db, "admin", baseURL!);
  const { requested, violations } = await watch(page);
  for (const path of ["/admin/telegram", "/admin/settings/integrations"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    expect(withoutNonce(response?.headers()["content-security-policy"]), path).toBe(withoutNonce(documentPolicy({ nonce: "N", https: false })));
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 300))));
    expect(await page.locator("#third-party-analytics").count(), path).toBe(0);
  }
  expect(requested).toEqual([]);
  expect((await violations()).filter((v) => THEIR_HOSTS.test(v.split(" ")[1] ?? ""))).toEqual([]);
  // The tab shows what is set.
  await expect(page.getByLabel("Идентификатор Google Analytics")).toHaveValue("G-E2ETEST123");
  await expect(page.getByLabel("Номер счетчика Яндекс Метрики")).toHaveValue("87654321");
});
