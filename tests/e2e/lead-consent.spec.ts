/**
 * Consent that can be proven (issue 21 point 10), from the visitor's form to the staff's lead
 * detail: the contact form's lead shows the moment and, word for word, the text the page showed
 * beside its box; an older wording stays with the lead that agreed to it; the lead dialog, which
 * asks no consent, says none was asked. What each test inserts is deleted after it: the worker's
 * database is shared by the spec files.
 */
import { randomBytes } from "node:crypto";

import { eq, inArray } from "drizzle-orm";

import { consentTexts, leads } from "~/db/schema";
import { formatConsentMoment } from "~/server/consent.server";

import { login } from "../setup/auth-helpers";
import { expect, test } from "./fixtures";
import { expectToast, liftPublicWriteLimit, uniqueSuffix } from "./public-forms";

liftPublicWriteLimit();

test.use({ viewport: { width: 1280, height: 900 } });

type Page = import("@playwright/test").Page;
type Browser = import("@playwright/test").Browser;
type Db = import("~/db/types").Db;

const insertedLeads: string[] = [];
const insertedVersions: string[] = [];

test.afterEach(async ({ db }) => {
  if (insertedLeads.length > 0) await db.delete(leads).where(inArray(leads.id, insertedLeads.splice(0)));
  if (insertedVersions.length > 0) await db.delete(consentTexts).where(inArray(consentTexts.id, insertedVersions.splice(0)));
});

/** The lead detail as a staff member sees it, in a browser of their own. */
async function openDetail(browser: Browser, db: Db, baseURL: string, lead: { id: string; name: string }) {
  const staff = await browser.newPage();
  await login(staff, db, "marketer", baseURL);
  await staff.goto(`/admin/leads?lead=${lead.id}`);
  const consent = staff.getByRole("dialog", { name: `Заявка: ${lead.name}` }).getByTestId("lead-consent");
  return { staff, consent };
}

async function storedLead(db: Db, where: ReturnType<typeof eq>) {
  await expect.poll(async () => (await db.select().from(leads).where(where)).length).toBe(1);
  const [lead] = await db.select().from(leads).where(where);
  insertedLeads.push(lead!.id);
  return lead!;
}

async function sendContactForm(page: Page, name: string, email: string): Promise<string> {
  await page.goto("/contact");
  const form = page.locator("form#contact-form");
  const box = form.getByRole("checkbox");
  // What the visitor reads beside the box, exactly.
  const shown = await box.evaluate((el) => (el as HTMLInputElement).labels?.[0]?.textContent ?? "");
  await form.getByLabel("Имя *").fill(name);
  await form.getByLabel("Email *").fill(email);
  await form.getByLabel("Сообщение *").fill("Нужен AI-консультант");
  await box.check();
  await form.getByRole("button", { name: "Отправить заявку" }).click();
  await expectToast(page, "success", "Спасибо!", "Ваша заявка отправлена. Мы свяжемся с вами в ближайшее время.");
  return shown;
}

test("the contact form's lead shows when its visitor agreed and, word for word, to what the page showed", async ({
  page,
  db,
  baseURL,
  browser,
}) => {
  const name = `Согласие ${uniqueSuffix()}`;
  const before = Date.now();
  const shown = await sendContactForm(page, name, `consent-${uniqueSuffix()}@example.kz`);
  expect(shown).toBe("Согласен на обработку персональных данных и получение коммерческих предложений");

  const lead = await storedLead(db, eq(leads.name, name));
  expect(lead.consentAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
  expect(lead.consentAt!.getTime()).toBeLessThanOrEqual(Date.now());
  const [version] = await db.select().from(consentTexts).where(eq(consentTexts.id, lead.consentTextId!));
  expect(version).toMatchObject({ form: "contact", language: "ru", text: shown });

  const { staff, consent } = await openDetail(browser, db, baseURL!, lead);
  await expect(consent).toHaveText(`Согласие на обработку данных: ${formatConsentMoment(lead.consentAt!)} — «${shown}»`);
  await staff.close();
});

test("an older wording stays with its lead; the lead dialog asks none and its lead says so", async ({
  page,
  db,
  baseURL,
  browser,
}) => {
  const oldWording = "Согласен на обработку персональных данных";
  const versionId = randomBytes(8).toString("hex");
  await db.insert(consentTexts).values({ id: versionId, form: "contact", language: "ru", text: oldWording });
  insertedVersions.push(versionId);
  const [older] = await db
    .insert(leads)
    .values({
      name: `Прошлогодний ${uniqueSuffix()}`,
      email: "old@example.kz",
      source: "website",
      consentAt: new Date("2025-06-01T04:00:00Z"),
      consentTextId: versionId,
    })
    .returning();
  insertedLeads.push(older!.id);

  const olderDetail = await openDetail(browser, db, baseURL!, older!);
  await expect(olderDetail.consent).toHaveText(`Согласие на обработку данных: 1 июня 2025 г. в 09:00:00 — «${oldWording}»`);
  await olderDetail.staff.close();

  const name = `Звонок ${uniqueSuffix()}`;
  await page.goto("/contact");
  await page.getByRole("button", { name: "Заказать звонок" }).click();
  const dialog = page.getByRole("dialog", { name: "Оставить заявку" });
  await expect(dialog.getByRole("checkbox")).toHaveCount(0);
  await dialog.getByLabel("Имя *").fill(name);
  await dialog.getByLabel("Телефон *").fill("+7 (777) 123-45-67");
  await dialog.getByRole("button", { name: "Отправить заявку" }).click();
  await expectToast(page, "success", "Спасибо!", "Ваша заявка отправлена. Мы свяжемся с вами в ближайшее время.");

  const lead = await storedLead(db, eq(leads.name, name));
  expect(lead).toMatchObject({ source: "website_form", consentAt: null, consentTextId: null });
  const dialogDetail = await openDetail(browser, db, baseURL!, lead);
  await expect(dialogDetail.consent).toHaveText("Согласие не запрашивалось");
  await dialogDetail.staff.close();
});
