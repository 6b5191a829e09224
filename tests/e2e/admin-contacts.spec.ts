/**
 * The contacts screen (issue 9 point 9): every contacts setting with one save button, the
 * registry's Russian messages for bad input (nothing saved), the approved toast, and the header's
 * WhatsApp link, the footer, /contact and the Organization data showing the saved values on the
 * next request. Role rules through the server.
 */
import { desc, eq } from "drizzle-orm";

import { auditLog } from "~/db/schema";
import type { Db } from "~/db/types";

import { login } from "../setup/auth-helpers";
import { withWritesRefused } from "../setup/broken-tables";
import { restoreSettings, storedSettings } from "../setup/site-settings";
import { expect, test } from "./fixtures";

const KEYS = [
  "company_name",
  "company_description",
  "address",
  "phone",
  "email",
  "website",
  "working_hours",
  "social_instagram",
  "social_telegram_bot",
] as const;

const NEW = {
  company_name: "Нейросфера",
  company_description: "Внедряем AI-агентов для бизнеса Центральной Азии.",
  address: "Астана, пр. Мангилик Ел, 55/20",
  phone: "+7 (701) 234-56-78",
  email: "hello@neurosfera.kz",
  website: "https://neurosfera.kz",
  working_hours: "Пн-Сб: 10:00-19:00",
  social_instagram: "https://instagram.com/neurosfera",
  social_telegram_bot: "https://t.me/neurosfera_bot",
};

const LABELS: Record<(typeof KEYS)[number], string> = {
  company_name: "Название компании",
  company_description: "Описание компании",
  address: "Адрес",
  phone: "Телефон",
  email: "Email",
  website: "Веб-сайт",
  working_hours: "Часы работы",
  social_instagram: "Instagram",
  social_telegram_bot: "Telegram-бот",
};

test.afterEach(async ({ db }) => {
  await restoreSettings(db, KEYS);
});

async function savedContacts(db: Db) {
  return storedSettings(db, KEYS);
}

test("an editor saves every contact field with one button; the header, footer, /contact and the Organization data show them at once", async ({
  page,
  db,
  baseURL,
}) => {
  const editor = await login(page, db, "editor", baseURL!);
  await page.goto("/admin/contacts");
  await expect(page.getByRole("heading", { name: "Контакты", level: 1 })).toBeVisible();
  // The map stays a placeholder until a map is integrated.
  await expect(page.getByText("Интеграция с картой будет добавлена позже")).toBeVisible();
  // The form shows what is stored.
  await expect(page.getByLabel("Email")).toHaveValue("info@aisolutions.kz");
  await expect(page.getByRole("button", { name: "Сохранить" })).toHaveCount(1);

  for (const key of KEYS) await page.getByLabel(LABELS[key], { exact: true }).fill(NEW[key]);
  await page.getByRole("button", { name: "Сохранить" }).click();
  await expect(page.getByRole("region", { name: /Уведомления/ }).getByText("Настройки обновлены")).toBeVisible();
  expect(await savedContacts(db)).toEqual(NEW);
  const [entry] = await db.select().from(auditLog).where(eq(auditLog.actorId, editor.id)).orderBy(desc(auditLog.createdAt));
  expect(entry).toMatchObject({ action: "update", entity: "site_settings", changedFields: [...KEYS].sort() });

  // After the redirect the form shows the saved values.
  await expect(page.getByLabel("Адрес")).toHaveValue(NEW.address);

  await page.goto("/");
  const header = page.getByRole("banner");
  await expect(header.getByRole("link", { name: "WhatsApp" })).toHaveAttribute("href", "https://wa.me/77012345678");
  await expect(header.getByText("Нейросфера")).toBeVisible();
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByText(NEW.company_description)).toBeVisible();
  await expect(footer.getByRole("link", { name: NEW.email })).toHaveAttribute("href", `mailto:${NEW.email}`);
  await expect(footer.getByRole("link", { name: NEW.phone })).toHaveAttribute("href", "tel:+77012345678");
  await expect(footer.getByText(NEW.address)).toBeVisible();
  await expect(footer.getByRole("link", { name: "Instagram" })).toHaveAttribute("href", NEW.social_instagram);
  await expect(footer.getByRole("link", { name: "Telegram-бот" })).toHaveAttribute("href", NEW.social_telegram_bot);
  await expect(footer.getByText("© 2025 Нейросфера")).toBeVisible();

  const organization = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "null");
  expect(organization).toEqual({
    "@context": "https://schema.org",
    "@type": "Organization",
    name: NEW.company_name,
    url: NEW.website,
    // Absolute, on the configured SITE_URL.
    logo: expect.stringMatching(/^https?:\/\/[^/]+\/logo\.svg$/),
    description: NEW.company_description,
    email: NEW.email,
    telephone: NEW.phone,
    address: NEW.address,
    sameAs: [NEW.social_instagram, NEW.social_telegram_bot],
  });

  await page.goto("/contact");
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: NEW.email })).toHaveAttribute("href", `mailto:${NEW.email}`);
  await expect(main.getByRole("link", { name: NEW.phone })).toHaveAttribute("href", "tel:+77012345678");
  await expect(main.getByText(NEW.address)).toBeVisible();
  await expect(main.getByText(NEW.working_hours)).toBeVisible();
  await expect(main.getByRole("link", { name: "Попробовать демо в Telegram" })).toHaveAttribute("href", NEW.social_telegram_bot);
});

test("settings the database refuses to store: 'Не удалось обновить настройки', with what was typed kept", async ({ page, db, baseURL }) => {
  await login(page, db, "admin", baseURL!);
  await page.goto("/admin/contacts");
  const before = await savedContacts(db);
  await page.getByLabel("Email").fill("new-sales@aisolutions.kz");
  await withWritesRefused(db, "site_settings", async () => {
    await page.getByRole("button", { name: "Сохранить" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Не удалось обновить настройки" })).toBeVisible();
  });
  await expect(page.getByLabel("Email")).toHaveValue("new-sales@aisolutions.kz");
  expect(await savedContacts(db)).toEqual(before);
});

test("a bad email, a phone without + and a javascript: link are refused in Russian; what was typed stays and nothing is saved", async ({
  page,
  db,
  baseURL,
}) => {
  await login(page, db, "admin", baseURL!);
  await page.goto("/admin/contacts");
  const before = await savedContacts(db);
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByLabel("Телефон").fill("8 701 234 56 78");
  await page.getByLabel("Instagram").fill("javascript:alert(document.cookie)");
  await page.getByLabel("Название компании").fill("");
  await page.getByRole("button", { name: "Сохранить" }).click();

  await expect(page.getByRole("alert").filter({ hasText: "Введите корректный email" })).toBeVisible();
  await expect(
    page.getByRole("alert").filter({ hasText: "Номер телефона должен начинаться с + (например: +77012345678)" }),
  ).toBeVisible();
  await expect(
    page.getByRole("alert").filter({ hasText: "Ссылка должна начинаться с http://, https://, mailto: или tel:" }),
  ).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Заполните это поле" })).toBeVisible();
  await expect(page.getByLabel("Instagram")).toHaveValue("javascript:alert(document.cookie)");
  await expect(page.getByLabel("Instagram")).toHaveAttribute("aria-invalid", "true");
  expect(await savedContacts(db)).toEqual(before);

  // The server holds the same line when the browser's check is skipped.
  const forged = await page.request.post("/admin/contacts", {
    headers: { Origin: baseURL! },
    form: { ...NEW, social_telegram_bot: "javascript:alert(1)", email: "nobody" },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(400);
  const html = await forged.text();
  expect(html).toContain("Ссылка должна начинаться с http://, https://, mailto: или tel:");
  expect(html).toContain("Введите корректный email");
  expect(await savedContacts(db)).toEqual(before);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the server refuses a bad link with the field's message and keeps the form; a save shows 'Настройки обновлены'", async ({
    page,
    db,
    baseURL,
  }) => {
    await login(page, db, "editor", baseURL!);
    await page.goto("/admin/contacts");
    const before = await savedContacts(db);
    await page.getByLabel("Telegram-бот").fill("javascript:alert(1)");
    await page.getByLabel("Адрес").fill("Шымкент, ул. Тауке хана, 1");
    const refused = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: "Сохранить" }).click();
    expect((await refused).status()).toBe(400);
    await expect(
      page.getByRole("alert").filter({ hasText: "Ссылка должна начинаться с http://, https://, mailto: или tel:" }),
    ).toBeVisible();
    await expect(page.getByLabel("Адрес")).toHaveValue("Шымкент, ул. Тауке хана, 1");
    expect(await savedContacts(db)).toEqual(before);

    await page.getByLabel("Telegram-бот").fill("https://t.me/new_bot");
    await page.getByRole("button", { name: "Сохранить" }).click();
    await expect(page).toHaveURL(/\/admin\/contacts$/);
    await expect(page.getByRole("status").filter({ hasText: "Настройки обновлены" })).toBeVisible();
    expect(await savedContacts(db)).toMatchObject({ address: "Шымкент, ул. Тауке хана, 1", social_telegram_bot: "https://t.me/new_bot" });

    await page.goto("/contact");
    await expect(page.getByRole("main").getByText("Шымкент, ул. Тауке хана, 1")).toBeVisible();
  });
});

test("without a phone the header offers no WhatsApp link, and /contact leaves out the empty cards", async ({ page, db, baseURL }) => {
  await login(page, db, "editor", baseURL!);
  await page.goto("/admin/contacts");
  await page.getByLabel("Телефон").fill("");
  await page.getByLabel("Адрес").fill("");
  await page.getByRole("button", { name: "Сохранить" }).click();
  await expect(page.getByRole("region", { name: /Уведомления/ }).getByText("Настройки обновлены")).toBeVisible();
  expect(await savedContacts(db)).toMatchObject({ phone: "", address: "" });

  await page.goto("/contact");
  await expect(page.getByRole("banner").getByRole("link", { name: "WhatsApp" })).toHaveCount(0);
  await expect(page.getByRole("main").getByRole("heading", { name: "Телефон" })).toHaveCount(0);
  await expect(page.getByRole("main").getByRole("heading", { name: "Адрес" })).toHaveCount(0);
});

test("a marketer may read the screen but a forged save is refused with 403 and changes nothing", async ({ page, db, baseURL }) => {
  await login(page, db, "marketer", baseURL!);
  await page.goto("/admin/contacts");
  await expect(page.getByLabel("Email")).toHaveValue("info@aisolutions.kz");
  await expect(page.getByLabel("Email")).toBeDisabled();
  await expect(page.getByRole("button", { name: "Сохранить" })).toHaveCount(0);
  const before = await savedContacts(db);
  const forged = await page.request.post("/admin/contacts", { headers: { Origin: baseURL! }, form: NEW, maxRedirects: 0 });
  expect(forged.status()).toBe(403);
  expect(await savedContacts(db)).toEqual(before);
});
