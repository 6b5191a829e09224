/**
 * Issue 23 points 7 and 10 (ADR 0057) in the browser: an admin sets up SMTP on the notifications
 * tab (the password write-only), a test e-mail and a new lead's e-mail arrive at a local SMTP
 * server, a given-up delivery is dismissed and retried from the log; both of this helper's tabs pass
 * axe at 390 px in light and dark.
 */
import { mkdirSync } from "node:fs";

import type { Page } from "@playwright/test";
import { inArray } from "drizzle-orm";

import { outbox, siteSettings } from "~/db/schema";
import { deliverPendingOutbox } from "~/server/outbox.server";

import { startFakeSmtp, type FakeSmtp } from "../fakes/smtp-server";
import { login } from "../setup/auth-helpers";
import { wcagViolations } from "./axe";
import { expect, test } from "./fixtures";

const PATH = "/admin/settings/notifications";
const PASSWORD = "smtp-pass-Секрет-4242";
const MY_KEYS = ["lead_email_roles", "lead_email_users", "email_provider", "email_from", "smtp_host", "smtp_port", "smtp_secure", "smtp_user", "smtp_password", "sendgrid_api_key", "mailchimp_api_key", "google_analytics_id", "yandex_metrica_id"];

const toasts = (page: Page) => page.getByRole("region", { name: /Уведомления/ });

let smtp: FakeSmtp;

test.beforeAll(async () => {
  smtp = await startFakeSmtp();
});

test.afterAll(async () => {
  await smtp.close();
});

test.afterEach(async ({ db }) => {
  await db.delete(outbox);
  await db.delete(siteSettings).where(inArray(siteSettings.key, MY_KEYS));
});

async function setUpSmtp(page: Page) {
  await page.goto(PATH);
  await page.getByLabel("Сервис", { exact: true }).selectOption("smtp");
  await page.getByLabel("Адрес отправителя").fill("no-reply@ai-solutions.kz");
  await page.getByLabel("SMTP-сервер").fill("127.0.0.1");
  await page.getByLabel("Порт", { exact: true }).fill(new URL(smtp.url).port);
  await page.getByLabel("Пароль SMTP", { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: "Сохранить сервис" }).click();
  await expect(toasts(page).getByText("Настройки обновлены")).toBeVisible();
}

test("an admin sets up SMTP: the password never comes back, and a test e-mail arrives", async ({ page, db, baseURL }) => {
  const admin = await login(page, db, "admin", baseURL!);
  await page.goto(PATH);
  await expect(page.getByRole("heading", { name: "Уведомления о заявках", level: 2 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Отправить тестовое письмо" })).toBeDisabled();
  await expect(page.getByText("Почтовый сервис не выбран")).toBeVisible();
  // The SMTP fields show once SMTP is chosen.
  await expect(page.getByLabel("SMTP-сервер")).toBeHidden();

  await setUpSmtp(page);
  await expect(page.getByLabel("Пароль SMTP", { exact: true })).toHaveValue("");
  await expect(page.getByLabel("Пароль SMTP", { exact: true })).toHaveAttribute("type", "password");
  await expect(page.getByText("Сохранен. Оставьте поле пустым, чтобы не менять.")).toBeVisible();
  await expect(page.getByLabel("Удалить сохраненный: Пароль SMTP")).not.toBeChecked();
  expect(await page.content()).not.toContain(PASSWORD);

  // Saving again with the field blank keeps the password. (Each save's toast is awaited once the
  // last one has gone, so it is this save's.)
  await expect(toasts(page).getByText("Настройки обновлены")).toHaveCount(0, { timeout: 10_000 });
  await page.getByRole("button", { name: "Сохранить сервис" }).click();
  await expect(toasts(page).getByText("Настройки обновлены")).toBeVisible();
  await expect(page.getByText("Сохранен. Оставьте поле пустым, чтобы не менять.")).toBeVisible();

  // The signed-in admin's address is the default; another may be typed.
  await expect(page.getByLabel("Кому")).toHaveValue(admin.email);
  await page.getByLabel("Кому").fill("owner@example.kz");
  const arriving = smtp.waitForMail("owner@example.kz");
  await page.getByRole("button", { name: "Отправить тестовое письмо" }).click();
  await expect(toasts(page).getByText("Тестовое письмо отправлено на owner@example.kz")).toBeVisible();
  const mail = await arriving;
  expect(mail.from).toBe("no-reply@ai-solutions.kz");
  expect(mail.text).toContain("Это тестовое письмо. Если вы его читаете, письма о новых заявках будут доставляться.");

  // A tick clears the password.
  await page.getByLabel("Удалить сохраненный: Пароль SMTP").check();
  await expect(toasts(page).getByText("Настройки обновлены")).toHaveCount(0, { timeout: 10_000 });
  await page.getByRole("button", { name: "Сохранить сервис" }).click();
  await expect(toasts(page).getByText("Настройки обновлены")).toBeVisible();
  await expect(page.getByLabel("Пароль SMTP", { exact: true })).toBeVisible();
  await expect(page.locator('[data-slot="field"]').filter({ has: page.getByLabel("Пароль SMTP", { exact: true }) })).toContainText("Не задан");
});

test("a new lead's e-mail reaches the chosen staff member, and shows in the log", async ({ page, db, baseURL }) => {
  const admin = await login(page, db, "admin", baseURL!);
  await setUpSmtp(page);
  await page.getByTestId("recipient-member").filter({ hasText: admin.email }).getByRole("checkbox").check();
  // The service's toast must go first, or it would pass for this save's while the save is still on
  // its way, and the lead below would find no recipient.
  await expect(toasts(page).getByText("Настройки обновлены")).toHaveCount(0, { timeout: 10_000 });
  await page.getByRole("button", { name: "Сохранить получателей" }).click();
  await expect(toasts(page).getByText("Настройки обновлены")).toBeVisible();
  await expect(page.getByTestId("recipient-member").filter({ hasText: admin.email }).getByRole("checkbox")).toBeChecked();

  const response = await page.request.post("/api/leads", { data: { name: "Жанар Письмова", phone: "+7 (701) 555-44-33" } });
  expect(response.status()).toBe(201);
  const arriving = smtp.waitForMail(admin.email.toLowerCase());
  expect(await deliverPendingOutbox()).toEqual({ sent: 1, failed: 0 });
  const mail = await arriving;
  expect(mail.text).toContain("Имя: Жанар Письмова");
  expect(mail.text).toContain("Телефон: +7 (701) 555-44-33");

  await page.goto(PATH);
  const log = page.getByRole("list", { name: "Журнал писем о заявках" });
  await expect(log.getByTestId("delivery").filter({ hasText: "Новая заявка: Жанар Письмова" })).toContainText("Доставлено");
});

test("a given-up e-mail is dismissed, then retried, from the log", async ({ page, db, baseURL }) => {
  await db.insert(outbox).values({
    kind: "email",
    payload: { to: "gone@example.kz", subject: "Новая заявка: Потерянная", text: "Текст" },
    attempts: 80,
    lastError: "Сервис ответил кодом 401",
    givenUpAt: new Date(),
  });
  await login(page, db, "admin", baseURL!);
  await page.goto(PATH);
  const entry = page.getByTestId("delivery").filter({ hasText: "Потерянная" });
  await expect(entry).toContainText("Не доставлено");
  await expect(entry).toContainText("Последняя ошибка: Сервис ответил кодом 401");
  await entry.getByRole("button", { name: "Скрыть ошибку: gone@example.kz · Новая заявка: Потерянная" }).click();
  await expect(toasts(page).getByText("Ошибка скрыта")).toBeVisible();
  await expect(entry).toContainText("Скрыто");
  await expect(entry).toContainText("Ошибка скрыта: в состоянии сайта не учитывается");
  await expect(entry.getByRole("button", { name: /Скрыть/ })).toHaveCount(0);
  await entry.getByRole("button", { name: "Повторить отправку: gone@example.kz · Новая заявка: Потерянная" }).click();
  await expect(toasts(page).getByText("Отправка поставлена в очередь")).toBeVisible();
  await expect(entry).toContainText("Ждет повтора");
});

test("the notifications and integrations tabs pass axe at 390 px, light and dark", async ({ page, db, baseURL, context }) => {
  test.setTimeout(120_000);
  await db.insert(outbox).values([
    { kind: "email", payload: { to: "a@example.kz", subject: "Новая заявка: Айгерим", text: "т" }, attempts: 1, sentAt: new Date() },
    { kind: "email", payload: { to: "b@example.kz", subject: "Новая заявка: Ерлан", text: "т" }, attempts: 80, lastError: "Сервис ответил кодом 401", givenUpAt: new Date() },
    { kind: "webhook", payload: { webhookId: "x", body: "{}" }, attempts: 80, lastError: "CRM ответила кодом 500", givenUpAt: new Date() },
  ]);
  await login(page, db, "admin", baseURL!);
  await setUpSmtp(page);
  const shots = process.env.H4_SHOTS;
  if (shots) mkdirSync(shots, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const theme of ["light", "dark"]) {
      await context.addCookies([{ name: "admin_theme", value: theme, url: baseURL! }]);
      for (const [name, path] of [
        ["notifications", PATH],
        ["integrations", "/admin/settings/integrations"],
      ] as const) {
        expect((await page.goto(path))?.status(), path).toBe(200);
        if (width === 390) {
          expect(await wcagViolations(page), `${theme} ${path}`).toEqual([]);
          expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
        }
        if (shots) await page.screenshot({ path: `${shots}/${name}-${width}-${theme}.png`, fullPage: true });
      }
    }
  }
});
