/**
 * Page, referrer and UTM of every lead (issue 10 point 16; ADR 0035): a visit that lands from a
 * campaign link and moves on inside the site sends its lead with the landing's utm values and
 * referrer and the page it was sent from, and the admin's lead detail shows them.
 */
import { eq, inArray } from "drizzle-orm";

import { leads } from "~/db/schema";

import { login } from "../setup/auth-helpers";
import { expect, test, waitForHydration } from "./fixtures";
import { expectToast, liftPublicWriteLimit, uniqueSuffix } from "./public-forms";

type Page = import("@playwright/test").Page;
type Db = import("~/db/types").Db;

liftPublicWriteLimit();

test.use({ viewport: { width: 1280, height: 900 } });

const LANDING = "/?utm_source=google&utm_medium=cpc&utm_campaign=spring";
const REFERRER = "https://www.google.com/";

const inserted: string[] = [];
test.afterEach(async ({ db }) => {
  if (inserted.length > 0) await db.delete(leads).where(inArray(leads.id, inserted.splice(0)));
});

/** Lands from the search ad and goes on to `label` through the site's own navigation. */
async function landAndNavigate(page: Page, label: string, path: string) {
  await page.goto(LANDING, { referer: REFERRER });
  await waitForHydration(page);
  await page.getByRole("banner").getByRole("link", { name: label, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
}

/** The lead's detail in the admin, as a marketer opens it. */
async function expectAttributionInAdmin(page: Page, db: Db, baseURL: string, name: string, pagePath: string) {
  const [lead] = await db.select().from(leads).where(eq(leads.name, name));
  expect(lead).toBeDefined();
  inserted.push(lead!.id);
  await login(page, db, "marketer", baseURL);
  await page.goto(`/admin/leads?lead=${lead!.id}`);
  const dialog = page.getByRole("dialog", { name: `Заявка: ${name}` });
  const visit = dialog.getByTestId("lead-attribution");
  await expect(visit.locator("dt")).toHaveText(["Страница", "Источник перехода", "Страница входа", "utm_source", "utm_medium", "utm_campaign"]);
  await expect(visit.locator("dd")).toHaveText([
    `${pagePath} (откроется в новой вкладке)`,
    `${REFERRER} (откроется в новой вкладке)`,
    "/",
    "google",
    "cpc",
    "spring",
  ]);
  const pageLink = visit.getByRole("link", { name: pagePath });
  await expect(pageLink).toHaveAttribute("href", pagePath);
  await expect(pageLink).toHaveAttribute("target", "_blank");
  await expect(pageLink).toHaveAttribute("rel", "noopener noreferrer");
  await expect(visit.getByRole("link", { name: REFERRER })).toHaveAttribute("href", REFERRER);
  await expect(dialog).not.toContainText("Нет данных о переходе");
}

test("the lead dialog sends the page and the landing's utm and referrer; the admin shows them", async ({ page, db, baseURL }) => {
  const name = `Метка ${uniqueSuffix()}`;
  await landAndNavigate(page, "Услуги", "/services");
  await page.getByRole("banner").getByRole("button", { name: "Оставить заявку" }).click();
  const dialog = page.getByRole("dialog", { name: "Оставить заявку" });
  await dialog.getByLabel("Имя *").fill(name);
  await dialog.getByLabel("Телефон *").fill("+77771234567");
  await dialog.getByRole("button", { name: "Отправить заявку" }).click();
  await expectToast(page, "success", "Спасибо!", "Ваша заявка отправлена. Мы свяжемся с вами в ближайшее время.");
  await expect(page.context().cookies()).resolves.toEqual([]);

  await expectAttributionInAdmin(page, db, baseURL!, name, "/services");
});

test("the contact form sends them too", async ({ page, db, baseURL }) => {
  const name = `Контакт ${uniqueSuffix()}`;
  await landAndNavigate(page, "Контакты", "/contact");
  const form = page.locator("form#contact-form");
  await form.getByLabel("Имя *").fill(name);
  await form.getByLabel("Email *").fill(`attr-${uniqueSuffix()}@example.kz`);
  await form.getByLabel("Сообщение *").fill("Нужен AI-консультант");
  await form.getByLabel("Согласен на обработку персональных данных и получение коммерческих предложений").check();
  await form.getByRole("button", { name: "Отправить заявку" }).click();
  await expectToast(page, "success", "Спасибо!", "Ваша заявка отправлена. Мы свяжемся с вами в ближайшее время.");

  await expectAttributionInAdmin(page, db, baseURL!, name, "/contact");
});

test("the chat widget's lead carries them as well", async ({ page, db, baseURL, llm }) => {
  llm.reset();
  const name = `Чат ${uniqueSuffix()}`;
  await landAndNavigate(page, "Кейсы", "/cases");
  await page.getByTestId("chat-launcher").click();
  const chat = page.getByTestId("chat-window");
  llm.queue({ toolCall: { name: "offer_contact_form", arguments: { message: "Оставьте контакты." } } });
  await chat.getByLabel("Ваше сообщение").fill("Хочу консультацию");
  await chat.getByLabel("Ваше сообщение").press("Enter");
  const form = page.getByTestId("chat-lead-form");
  await form.getByLabel("Имя").fill(name);
  await form.getByLabel("Телефон").fill("+77771234568");
  await form.getByRole("button", { name: "Отправить контакты" }).click();
  await expect(chat).toContainText("Спасибо! Ваши контактные данные сохранены.");

  await expectAttributionInAdmin(page, db, baseURL!, name, "/cases");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the contact form sends its own address, utm and the external referrer", async ({ page, db }) => {
    const name = `БезJS ${uniqueSuffix()}`;
    const path = "/contact?utm_source=google&utm_medium=cpc&utm_campaign=spring";
    await page.goto(path, { referer: REFERRER });
    const form = page.locator("form#contact-form");
    await form.getByLabel("Имя *").fill(name);
    await form.getByLabel("Email *").fill(`nojs-attr-${uniqueSuffix()}@example.kz`);
    await form.getByLabel("Сообщение *").fill("Хотим обучить отдел продаж");
    await form.getByLabel("Согласен на обработку персональных данных и получение коммерческих предложений").check();
    await form.getByRole("button", { name: "Отправить заявку" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Ваша заявка отправлена" })).toBeVisible();

    const [lead] = await db.select().from(leads).where(eq(leads.name, name));
    inserted.push(lead!.id);
    expect(lead).toMatchObject({
      pageUrl: path,
      referrer: REFERRER,
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "spring",
      utmTerm: null,
    });
  });
});
