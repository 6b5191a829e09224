/**
 * The settings screen's general, languages and advanced tabs in Chromium (issue 23 points 3, 4, 8
 * and 9; ADR 0055): saving and refusing, the favicon, the presentation on /cases and its download,
 * open registration and the self-registered account kept from leads, the subscribers and their
 * one-click unsubscribe, the maintenance page, and axe at 390 px in light and dark.
 */
import { eq } from "drizzle-orm";

import { user } from "~/db/auth-schema";
import { newsletterSubscribers, siteSettings, userRoles } from "~/db/schema";
import type { Db } from "~/db/types";

import * as files from "../fixtures/media-files";
import { login } from "../setup/auth-helpers";
import { wcagViolations } from "./axe";
import { expect, test, waitForHydration } from "./fixtures";

const toasts = (page: import("@playwright/test").Page) => page.getByRole("region", { name: /Уведомления/ });

async function setting(db: Db, key: string): Promise<unknown> {
  const [row] = await db.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, key));
  return row ? JSON.parse(row.value) : undefined;
}

async function resetSettings(db: Db) {
  for (const key of ["site_name", "public_url", "favicon_url", "presentation_url", "staff_open_registration", "maintenance_mode", "analytics_counting"]) {
    await db.delete(siteSettings).where(eq(siteSettings.key, key));
  }
}

test.afterEach(async ({ db }) => {
  await resetSettings(db);
});

test("the general tab saves the site's name and address, and refuses an address with a path in Russian", async ({ page, db, baseURL }) => {
  await login(page, db, "admin", baseURL!);
  await page.goto("/admin/settings/general");
  await expect(page.getByRole("heading", { level: 2, name: "Общие" })).toBeVisible();

  await page.getByLabel("Публичный адрес сайта").fill("https://example.kz/o-nas");
  await page.getByLabel("Название сайта").fill("Не сохранится");
  await page.getByRole("button", { name: "Сохранить" }).click();
  await expect(page.getByText("Укажите адрес сайта без пути и параметров, например https://example.kz")).toBeVisible();
  expect(await setting(db, "public_url")).toBeUndefined();
  expect(await setting(db, "site_name")).toBeUndefined();

  await page.getByLabel("Публичный адрес сайта").fill("https://example.kz/");
  await page.getByLabel("Название сайта").fill("AI Solutions Казахстан");
  await page.getByRole("button", { name: "Сохранить" }).click();
  await expect(toasts(page).getByText("Настройки обновлены")).toBeVisible();
  expect(await setting(db, "public_url")).toBe("https://example.kz");
  expect(await setting(db, "site_name")).toBe("AI Solutions Казахстан");
  await expect(page.getByLabel("Публичный адрес сайта")).toHaveValue("https://example.kz");
});

test("an uploaded favicon is linked from the pages and served at /favicon.ico", async ({ page, db, baseURL }) => {
  await login(page, db, "admin", baseURL!);
  await page.goto("/admin/settings/general");
  await expect(page.getByText("PNG, рекомендуемый размер 32×32 пикселя.", { exact: false })).toBeVisible();
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Загрузить: Иконка сайта (favicon)" }).click();
  await (await chooser).setFiles({ name: "icon.png", mimeType: "image/png", buffer: await files.png(32, 32) });
  await expect(page.getByLabel("Иконка сайта (favicon)", { exact: true })).toHaveValue(/^\/media\/[0-9a-f-]{36}\/original\.png$/);
  const iconUrl = await page.getByLabel("Иконка сайта (favicon)", { exact: true }).inputValue();
  await page.getByRole("button", { name: "Сохранить" }).click();
  await expect(toasts(page).getByText("Настройки обновлены")).toBeVisible();

  await page.goto("/");
  await expect(page.locator('head link[rel="icon"]')).toHaveAttribute("href", iconUrl);
  const icon = await page.request.get("/favicon.ico");
  expect(icon.status()).toBe(200);
  expect(icon.headers()["content-type"]).toBe("image/png");
  expect((await icon.body()).equals(await (await page.request.get(iconUrl)).body())).toBe(true);
});

test("the presentation uploaded here appears on /cases and downloads under its own name", async ({ page, db, baseURL }) => {
  await login(page, db, "admin", baseURL!);
  await page.goto("/cases");
  await expect(page.getByRole("link", { name: "Скачать презентацию" })).toHaveCount(0);

  await page.goto("/admin/settings/general");
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: "Загрузить файл презентации" }).click();
  await (await chooser).setFiles({ name: "Презентация AI Solutions.pdf", mimeType: "application/pdf", buffer: files.pdf() });
  await expect(toasts(page).getByText("Файл загружен")).toBeVisible();
  await expect(page.getByRole("textbox", { name: "Файл презентации" })).toHaveValue(/^\/media\/[0-9a-f-]{36}\//);
  await page.getByRole("button", { name: "Сохранить" }).click();
  await expect(toasts(page).getByText("Настройки обновлены")).toBeVisible();
  await expect(page.getByText("Презентация AI Solutions.pdf")).toBeVisible();

  await page.goto("/cases");
  const download = page.waitForEvent("download");
  await page.getByRole("link", { name: "Скачать презентацию" }).click();
  expect((await download).suggestedFilename()).toBe("Презентация AI Solutions.pdf");
});

test("under open registration a self-registered account reads no leads until an admin assigns its role", async ({ page, db, baseURL, browser }) => {
  await login(page, db, "admin", baseURL!);
  await page.goto("/admin/settings/general");
  const toggle = page.getByRole("switch", { name: "Открытая регистрация" });
  await expect(toggle).toHaveAttribute("aria-checked", "false");
  await expect(page.getByText("Зарегистрироваться можно только по приглашению администратора.")).toBeVisible();
  await expect(page.getByText("Самостоятельно зарегистрированная учётная запись может только войти в панель", { exact: false })).toBeVisible();
  await toggle.click();
  await expect(toasts(page).getByText("Настройка обновлена")).toBeVisible();
  await expect(page.getByRole("switch", { name: "Открытая регистрация" })).toHaveAttribute("aria-checked", "true");
  expect(await setting(db, "staff_open_registration")).toBe(true);

  const newcomer = await browser.newContext({ baseURL });
  try {
    const their = await newcomer.newPage();
    const signedUp = await their.request.post("/api/auth/sign-up/email", {
      headers: { Origin: baseURL! },
      data: { name: "Новичок Самозапись", email: "self-signup@example.kz", password: "tulpar-2026" },
    });
    expect(signedUp.ok()).toBe(true);
    await their.goto("/admin");
    await expect(their.getByText("Вам назначена роль редактора")).toHaveCount(0);
    const leadsPage = await their.goto("/admin/leads");
    expect(leadsPage?.status()).toBe(403);
    await expect(their.getByRole("heading", { name: "Доступ запрещен" })).toBeVisible();
    expect((await their.request.get("/api/leads")).status()).toBe(403);
    // The user menu's 'Настройки' leads it to its profile, which it may open.
    await their.goto("/admin");
    await waitForHydration(their);
    // The top bar says it waits, not the editor role it is not given.
    await expect(their.getByRole("banner")).toContainText("Ожидает назначения роли");
    await expect(their.getByRole("banner")).not.toContainText("Редактор");
    await their.getByRole("button", { name: "Меню пользователя" }).click();
    await expect(their.getByRole("menuitem", { name: "Настройки" })).toHaveAttribute("href", "/admin/profile");

    await page.goto("/admin/settings/general");
    await expect(page.getByText("Ожидают назначения роли: 1 учётная запись.")).toBeVisible();
    await page.getByRole("link", { name: "Открыть «Пользователи»" }).click();
    await page.getByRole("combobox", { name: "Роль пользователя Новичок Самозапись", exact: true }).selectOption("editor");
    await expect(toasts(page).getByText("Роль изменена")).toBeVisible();

    expect((await their.goto("/admin/leads"))?.status()).toBe(200);
    await expect(their.getByRole("banner")).toContainText("Редактор");
    expect((await their.request.get("/api/leads")).status()).toBe(200);
  } finally {
    await newcomer.close();
    const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, "self-signup@example.kz"));
    if (row) {
      await db.delete(userRoles).where(eq(userRoles.userId, row.id));
      await db.delete(user).where(eq(user.id, row.id));
    }
    await db.delete(siteSettings).where(eq(siteSettings.key, "staff_pending_accounts"));
  }
});

test("the languages tab says how many pages each language has: all in Russian, the six interface-only pages in Kazakh and English", async ({
  page,
  db,
  baseURL,
}) => {
  await login(page, db, "admin", baseURL!);
  await page.goto("/admin/settings/language");
  const list = page.getByTestId("site-languages").getByRole("listitem");
  await expect(list).toHaveCount(3);
  await expect(list.nth(0)).toContainText("Русский");
  await expect(list.nth(0)).toContainText("Основной");
  await expect(list.nth(0)).toContainText("Страниц: 14 из 14");
  await expect(list.nth(1)).toContainText("Казахский");
  await expect(list.nth(1)).toContainText("Страниц: 6 из 14");
  await expect(list.nth(1)).toContainText("/kz/");
  await expect(list.nth(2)).toContainText("Английский");
  await expect(list.nth(2)).toContainText("Страниц: 6 из 14");
});

test("the advanced tab lists subscribers, unsubscribes one, exports them, and a subscriber unsubscribes in one click", async ({ page, db, baseURL }) => {
  await db.delete(newsletterSubscribers);
  await db.insert(newsletterSubscribers).values([{ email: "reader@example.kz" }, { email: "fan@example.kz" }]);
  try {
    await login(page, db, "admin", baseURL!);
    await page.goto("/admin/settings/advanced");
    await expect(page.getByRole("link", { name: "Открыть журнал изменений" })).toHaveAttribute("href", "/admin/audit");
    await expect(page.getByRole("link", { name: "Скачать все заявки (CSV)" })).toHaveAttribute("href", "/admin/leads/export.csv");
    await expect(page.getByText("Активных: 2, отписались: 0")).toBeVisible();

    await page.getByRole("button", { name: "Отписать reader@example.kz" }).click();
    await expect(toasts(page).getByText("Подписчик отписан")).toBeVisible();
    await expect(page.getByText("Активных: 1, отписались: 1")).toBeVisible();
    await expect(page.getByRole("button", { name: "Отписать reader@example.kz" })).toHaveCount(0);

    const download = page.waitForEvent("download");
    await page.getByRole("link", { name: "Скачать подписчиков (CSV)" }).click();
    const csv = await (await download).path();
    const text = (await import("node:fs/promises")).readFile(csv!, "utf8");
    const lines = (await text).replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toBe("Email;Дата подписки;Статус;Дата отписки;Ссылка для отписки");
    const fan = lines.find((line) => line.startsWith("fan@example.kz;"))!;
    const link = fan.split(";")[4]!;
    expect(link).toMatch(/\/newsletter\/unsubscribe\?token=[0-9a-f]{64}$/);

    // The subscriber's own link, opened in a browser: a question first, then the button.
    const visitor = await page.context().browser()!.newContext({ baseURL });
    try {
      const their = await visitor.newPage();
      await their.goto(new URL(link).pathname + new URL(link).search);
      await waitForHydration(their);
      await expect(their.getByRole("heading", { level: 1, name: "Отписаться от рассылки?" })).toBeVisible();
      await expect(their.getByText("Адрес fan@example.kz больше не будет получать наши письма.")).toBeVisible();
      await their.getByRole("button", { name: "Отписаться" }).click();
      await expect(their.getByRole("heading", { level: 1, name: "Вы отписались от рассылки" })).toBeVisible();
    } finally {
      await visitor.close();
    }
    const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, "fan@example.kz"));
    expect(row?.unsubscribedAt).not.toBeNull();
  } finally {
    await db.delete(newsletterSubscribers);
  }
});

test("maintenance mode shows visitors a 503 page while the signed-in admin and the lead API keep working", async ({ page, db, baseURL, browser }) => {
  await login(page, db, "admin", baseURL!);
  await page.goto("/admin/settings/advanced");
  await page.getByRole("switch", { name: "Режим обслуживания" }).click();
  await expect(toasts(page).getByText("Настройка обновлена")).toBeVisible();
  await expect(page.getByText("Сейчас посетители видят страницу обслуживания.")).toBeVisible();

  const visitor = await browser.newContext({ baseURL });
  try {
    const their = await visitor.newPage();
    const response = await their.goto("/");
    expect(response?.status()).toBe(503);
    expect(response?.headers()["retry-after"]).toBe("1800");
    expect(response?.headers()["x-robots-tag"]).toBe("noindex");
    await expect(their.getByRole("heading", { level: 1, name: "Сайт временно на обслуживании" })).toBeVisible();
    await expect(their.getByText("Мы обновляем сайт и скоро вернёмся. Пожалуйста, зайдите чуть позже.")).toBeVisible();
    expect(await wcagViolations(their)).toEqual([]);
    const lead = await their.request.post("/api/leads", { data: { name: "Во время обслуживания", phone: "+77771234567" } });
    expect(lead.status()).toBe(201);

    // The admin still works, and sees the site itself.
    expect((await page.goto("/admin"))?.status()).toBe(200);
    expect((await page.goto("/"))?.status()).toBe(200);

    await page.goto("/admin/settings/advanced");
    await page.getByRole("switch", { name: "Режим обслуживания" }).click();
    await expect(toasts(page).getByText("Настройка обновлена")).toBeVisible();
    expect((await their.goto("/"))?.status()).toBe(200);
  } finally {
    await visitor.close();
  }
});

test("the general, languages and advanced tabs and the unsubscribe page pass axe at 390 px, light and dark", async ({ page, db, baseURL, context }) => {
  test.setTimeout(90_000);
  await db.insert(newsletterSubscribers).values([{ email: "axe@example.kz" }]);
  try {
    await login(page, db, "admin", baseURL!);
    await page.setViewportSize({ width: 390, height: 844 });
    for (const theme of ["light", "dark"]) {
      await context.addCookies([{ name: "admin_theme", value: theme, url: baseURL! }]);
      for (const path of ["/admin/settings/general", "/admin/settings/language", "/admin/settings/advanced"]) {
        expect((await page.goto(path))?.status(), path).toBe(200);
        expect(await wcagViolations(page), `${theme} ${path}`).toEqual([]);
        // Nothing wider than the phone.
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
      }
    }
    const [row] = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, "axe@example.kz"));
    for (const colorScheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme });
      await page.goto(`/newsletter/unsubscribe?token=${row!.unsubscribeToken}`);
      expect(await wcagViolations(page), `unsubscribe ${colorScheme}`).toEqual([]);
    }
  } finally {
    await db.delete(newsletterSubscribers);
  }
});
