/**
 * First-party analytics end to end (issue 23 points 11–14): a visitor's server-rendered views and a
 * client-side navigation's beacon appear on /admin/analytics and on the dashboard; a bot's do not
 * (it is counted under 'Не учтено'); an admin pauses counting and resumes it (ADR 0058 addendum
 * 2026-11-29); periods and tabs are addresses; the screen reads without JavaScript; at 390 px,
 * light and dark, it is axe clean.
 */
import { login } from "../setup/auth-helpers";
import { wcagViolations } from "./axe";
import { expect, test, waitForHydration } from "./fixtures";

type Page = import("@playwright/test").Page;

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

/** Buffered views reach the database within a second. */
const flushed = () => new Promise((resolve) => setTimeout(resolve, 1600));

async function statValue(page: Page, label: string): Promise<number> {
  const card = page.locator('[data-slot="stat-card"]').filter({ hasText: label });
  return Number((await card.getByTestId("stat-value").innerText()).replace(/\D/g, ""));
}

test("a visitor's views and navigation beacon appear in analytics and on the dashboard; a bot's do not", async ({ page, browser, db, baseURL }) => {
  test.setTimeout(240_000);
  await login(page, db, "marketer", baseURL!);
  await page.goto("/admin");
  const visitorsBefore = await statValue(page, "Посетители");

  const tag = `e2e${Date.now()}`;
  // A visitor with a browser of its own (a unique agent: a new visitor today), arriving from a campaign.
  const visitor = await browser.newContext({ userAgent: `${CHROME} ${tag}` });
  const visit = await visitor.newPage();
  await visit.goto(`/services?utm_source=${tag}&utm_campaign=spring`);
  // A click before hydration would load the next page as a document, which the server counts itself.
  await waitForHydration(visit);
  const beacon = visit.waitForRequest((r) => r.url().endsWith("/api/analytics") && r.method() === "POST");
  await visit.getByRole("banner").getByRole("link", { name: "Кейсы" }).first().click();
  await expect(visit).toHaveURL(/\/cases$/);
  expect(JSON.parse((await beacon).postData() ?? "{}")).toEqual({ path: "/cases" });
  await visitor.close();

  const bot = await browser.newContext({ userAgent: GOOGLEBOT });
  await (await bot.newPage()).goto(`/about?utm_source=bot-${tag}`);
  await bot.close();
  await flushed();

  await page.goto("/admin/analytics?tab=traffic&period=7d");
  await expect(page.getByRole("heading", { level: 1, name: "Аналитика" })).toBeVisible();
  const sources = page.getByTestId("analytics-sources");
  await expect(sources.getByRole("cell", { name: tag, exact: true })).toBeVisible();
  await expect(sources.getByText(`bot-${tag}`)).toHaveCount(0);
  const excluded = page.getByTestId("analytics-excluded");
  const botRow = excluded.getByRole("row").filter({ hasText: "Боты" });
  expect(Number((await botRow.getByRole("cell").nth(1).innerText()).replace(/\D/g, ""))).toBeGreaterThanOrEqual(1);

  // Tabs and periods are addresses.
  await page.getByRole("navigation", { name: "Разделы аналитики" }).getByRole("link", { name: "Страницы" }).click();
  await expect(page).toHaveURL(/tab=pages&period=7d/);
  await page.getByRole("navigation", { name: "Период" }).getByRole("link", { name: "Год" }).click();
  await expect(page).toHaveURL(/tab=pages&period=1y/);
  const pages = page.getByTestId("analytics-pages");
  await expect(pages.getByRole("cell", { name: "/cases", exact: true })).toBeVisible();
  await expect(pages.getByRole("cell", { name: "/services", exact: true })).toBeVisible();

  await page.goto("/admin/analytics?tab=realtime");
  expect(Number(await page.getByTestId("realtime-visitors").innerText())).toBeGreaterThanOrEqual(1);
  for (const [tab, heading] of [
    ["audience", "Устройства"],
    ["conversions", "Заявки по источникам"],
  ] as const) {
    await page.goto(`/admin/analytics?tab=${tab}&period=30d`);
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }

  await page.goto("/admin");
  expect(await statValue(page, "Посетители")).toBeGreaterThanOrEqual(visitorsBefore + 1);
  await expect(page.locator('[data-slot="stat-card"]').filter({ hasText: "Посетители" })).toContainText("За 30 дней");
});

test("an admin pauses counting in the settings: a visit is not counted, the screen says so, and counting resumes", async ({ page, browser, baseURL, db }) => {
  test.setTimeout(120_000);
  await login(page, db, "admin", baseURL!);
  const counting = () => page.getByRole("switch", { name: "Считать посещения" });
  const visitWith = async (source: string) => {
    const visitor = await browser.newContext({ userAgent: `${CHROME} ${source}` });
    await (await visitor.newPage()).goto(`/services?utm_source=${source}`);
    await visitor.close();
  };
  const tag = `paused${Date.now()}`;

  await page.goto("/admin/settings/advanced");
  await expect(counting()).toHaveAttribute("aria-checked", "true");
  await counting().click();
  await expect(page.getByRole("region", { name: /Уведомления/ }).getByText("Настройка обновлена")).toBeVisible();
  await expect(page.getByText("Учёт приостановлен: новые посещения не попадают в аналитику.")).toBeVisible();
  try {
    await visitWith(tag);
    await flushed();
    await page.goto("/admin/analytics?tab=traffic&period=7d");
    await expect(page.getByText("Учёт посещений приостановлен", { exact: true })).toBeVisible();
    await expect(page.getByText("Новые посещения не считаются, пока администратор не включит учёт в настройках сайта, на вкладке «Дополнительно».")).toBeVisible();
    await expect(page.getByText(tag)).toHaveCount(0);
  } finally {
    await page.goto("/admin/settings/advanced");
    await counting().click();
    await expect(counting()).toHaveAttribute("aria-checked", "true");
  }

  await visitWith(`${tag}-on`);
  await flushed();
  await page.goto("/admin/analytics?tab=traffic&period=7d");
  await expect(page.getByText("Учёт посещений приостановлен", { exact: true })).toHaveCount(0);
  await expect(page.getByTestId("analytics-sources").getByRole("cell", { name: `${tag}-on`, exact: true })).toBeVisible();
  await expect(page.getByText(tag, { exact: true })).toHaveCount(0);
});

test("the screen reads without JavaScript: tabs, the chart and its table", async ({ browser, db, baseURL }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  // A view of this test's own, so the screen has data whichever test ran before.
  expect((await page.request.get("/about", { headers: { "user-agent": CHROME } })).status()).toBe(200);
  await flushed();
  await login(page, db, "admin", baseURL!);
  await page.goto("/admin/analytics?tab=traffic&period=30d");
  await expect(page.getByRole("img", { name: /Просмотры и посетители по дням/ })).toBeVisible();
  await page.getByText("Показать таблицей").click();
  await expect(page.getByTestId("analytics-days").getByRole("columnheader", { name: "Посетители" })).toBeVisible();
  await page.getByRole("link", { name: "Аудитория" }).click();
  await expect(page).toHaveURL(/tab=audience&period=30d/);
  await expect(page.getByRole("heading", { level: 2, name: "Устройства" })).toBeVisible();
  await context.close();
});

for (const theme of ["light", "dark"] as const) {
  test(`every tab at 390 px (${theme}) is axe clean`, async ({ page, context, db, baseURL }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await context.addCookies([{ name: "admin_theme", value: theme, url: baseURL! }]);
    await login(page, db, "admin", baseURL!);
    for (const tab of ["traffic", "pages", "audience", "conversions", "realtime"]) {
      await page.goto(`/admin/analytics?tab=${tab}&period=30d`);
      expect(await wcagViolations(page), tab).toEqual([]);
    }
  });
}
