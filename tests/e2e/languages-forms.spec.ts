/**
 * The visitor's forms on a Kazakh and an English page (issue 24 point 4, ADR 0060): the lead
 * dialog's checks and the server's answers in the page's language, the Russian ones still SPEC.md's
 * words, and none of the Russian ones downloaded by a page in another language; a lead from an
 * English page reaching the leads screen and Telegram with its language (point 10).
 */
import type { Page } from "@playwright/test";
import { eq } from "drizzle-orm";

import { leads, outbox, telegramSettings } from "~/db/schema";
import { deliverPendingOutbox } from "~/server/outbox.server";

import { login } from "../setup/auth-helpers";
import { expect, test } from "./fixtures";
import { expectToast, liftPublicWriteLimit, uniqueSuffix } from "./public-forms";

liftPublicWriteLimit();

test.use({ viewport: { width: 1280, height: 900 } });

const WORDS = {
  ru: {
    leaveRequest: "Оставить заявку",
    name: "Имя *",
    phone: "Телефон *",
    submit: "Отправить заявку",
    error: "Ошибка",
    fillAll: "Пожалуйста, заполните все поля",
    plus: "Номер телефона должен начинаться с + (например: +77771234567)",
    invalid: "Введите корректный номер телефона",
  },
  en: {
    leaveRequest: "Leave a request",
    name: "Name *",
    phone: "Phone *",
    submit: "Send request",
    sent: "Thank you!",
    error: "Error",
    fillAll: "Please fill in all fields",
    plus: "The phone number must start with + (for example: +77771234567)",
    invalid: "Please enter a valid phone number",
  },
  kz: {
    leaveRequest: "Өтінім қалдыру",
    name: "Аты *",
    phone: "Телефон *",
    submit: "Өтінімді жіберу",
    error: "Қате",
    fillAll: "Барлық өрістерді толтырыңыз",
    plus: "Телефон нөмірі + белгісінен басталуы керек (мысалы: +77771234567)",
    invalid: "Дұрыс телефон нөмірін енгізіңіз",
  },
} as const;

/** Opens the header's lead dialog on `path` and makes it fail each of its three checks in turn. */
async function failEachCheck(page: Page, path: string, t: (typeof WORDS)[keyof typeof WORDS]) {
  await page.goto(path);
  await page.getByRole("banner").getByRole("button", { name: t.leaveRequest }).click();
  const dialog = page.getByRole("dialog", { name: t.leaveRequest });
  const submit = dialog.getByRole("button", { name: t.submit });

  await dialog.getByLabel(t.phone).fill("+77771234567");
  await submit.click();
  await expectToast(page, "error", t.error, t.fillAll);

  await dialog.getByLabel(t.name).fill("Aigerim");
  await dialog.getByLabel(t.phone).fill("8 777 123 45 67");
  await submit.click();
  await expectToast(page, "error", t.error, t.plus);

  await dialog.getByLabel(t.phone).fill("+7 777 12");
  await submit.click();
  await expectToast(page, "error", t.error, t.invalid);
}

for (const [language, path] of [
  ["en", "/en/faq"],
  ["kz", "/kz/faq"],
  ["ru", "/faq"],
] as const) {
  test(`the lead dialog's checks speak the page's language (${language})`, async ({ page }) => {
    let posted = 0;
    await page.route("**/api/leads", (route) => {
      posted += 1;
      return route.continue();
    });
    await failEachCheck(page, path, WORDS[language]);
    expect(posted).toBe(0);
  });
}

test("an English page downloads none of the Russian validation messages", async ({ page }) => {
  const scripts: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.text().catch(() => ""));
  });
  await failEachCheck(page, "/en/faq", WORDS.en);
  const downloaded = await Promise.all(scripts);
  expect(downloaded.length).toBeGreaterThan(0);
  for (const russian of [WORDS.ru.fillAll, "Номер телефона должен начинаться с +", WORDS.ru.invalid]) {
    expect(downloaded.filter((text) => text.includes(russian)), russian).toEqual([]);
  }
});

test("the server answers in the language of the page the request came from", async ({ page, baseURL }) => {
  const answer = async (referer: string | null) => {
    const response = await page.request.post("/api/leads", {
      headers: referer ? { referer: `${baseURL}${referer}` } : {},
      data: { name: "Aigerim", phone: "87771234567" },
    });
    expect(response.status()).toBe(400);
    return ((await response.json()) as { error: string }).error;
  };
  expect(await answer("/en/support")).toBe(WORDS.en.plus);
  expect(await answer("/kz/support")).toBe(WORDS.kz.plus);
  expect(await answer("/support")).toBe(WORDS.ru.plus);
  // An API client that names no page is answered in the site's source language.
  expect(await answer(null)).toBe(WORDS.ru.plus);
});

test("the footer's newsletter shows the server's refusal in the page's language", async ({ page }) => {
  const refusals = {
    "/en/terms": ["Error", "Please enter a valid email, for example name@company.kz"],
    "/kz/terms": ["Қате", "Дұрыс email енгізіңіз, мысалы name@company.kz"],
    "/terms": ["Ошибка", "Введите корректный email, например name@company.kz"],
  } as const;
  for (const [path, [title, message]] of Object.entries(refusals)) {
    await page.goto(path);
    const footer = page.getByRole("contentinfo");
    await footer.locator("#newsletter-email").fill("reader@");
    await footer.locator("#newsletter").getByRole("button").click();
    await expectToast(page, "error", title, message);
    await expect(footer.getByRole("status")).toHaveText(message);
  }
});

test("the chat widget on an English page: its suggestions and its own error texts in English", async ({ page }) => {
  await page.goto("/en/faq");
  await page.getByTestId("chat-launcher").click();
  const window = page.getByTestId("chat-window");
  await expect(window.getByRole("button", { name: "What services do you offer?" })).toBeVisible();
  // Failures the real server cannot be made to give from here: the browser is handed their answers.
  const answers: ((route: import("@playwright/test").Route) => Promise<void>)[] = [
    (route) => route.fulfill({ status: 503, json: { error: "AI-консультант недоступен", code: "unavailable" } }),
    (route) => route.abort("connectionreset"),
  ];
  await page.route("**/api/chat", async (route) => answers.shift()!(route));
  const input = window.getByLabel("Your message");
  const replies = window.getByTestId("chat-assistant-message");
  for (const [index, text] of [
    "The service is temporarily unavailable. Our manager will contact you shortly.",
    "We couldn't reach the AI service. Please check your internet connection and try again.",
  ].entries()) {
    await input.fill(`Question ${index + 1}`);
    await input.press("Enter");
    await expect(replies.nth(index + 1)).toContainText(text);
  }
});

test("a lead from an English page carries en to the leads screen, its language filter and the staff's Telegram message", async ({
  page,
  db,
  baseURL,
  telegram,
}) => {
  const name = `Emma ${uniqueSuffix()}`;
  await db.delete(outbox);
  await db.insert(telegramSettings).values({ botToken: "123456:E2E-language", chatId: "-100500", isActive: true, notificationTemplate: "Заявка: {name}" });
  telegram.messages.length = 0;
  try {
    await page.goto("/en/faq");
    await page.getByRole("banner").getByRole("button", { name: WORDS.en.leaveRequest }).click();
    const dialog = page.getByRole("dialog", { name: WORDS.en.leaveRequest });
    await dialog.getByLabel(WORDS.en.name).fill(name);
    await dialog.getByLabel(WORDS.en.phone).fill("+7 777 123 45 67");
    await dialog.getByRole("button", { name: WORDS.en.submit }).click();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: WORDS.en.sent })).toBeVisible();
    await expect.poll(async () => (await db.select().from(leads).where(eq(leads.name, name))).map((l) => l.language)).toEqual(["en"]);

    await deliverPendingOutbox();
    expect(telegram.messages.map((m) => m.text)).toEqual([`Заявка: ${name}\n\nЯзык страницы: English`]);

    await login(page, db, "marketer", baseURL!);
    await page.goto(`/admin/leads?q=${encodeURIComponent(name)}`);
    const row = page.getByTestId("lead-row").filter({ hasText: name });
    await expect(row.getByTestId("lead-language")).toContainText("EN");
    await expect(row.getByText("Язык страницы: English")).toBeAttached();

    const filter = page.getByRole("combobox", { name: "Язык", exact: true });
    await expect(filter.locator("option")).toHaveText(["Все языки", "Русский", "Қазақша", "English"]);
    await filter.selectOption("kz");
    await expect(page).toHaveURL(/language=kz/);
    await expect(page.getByText("Нет заявок, соответствующих фильтрам")).toBeVisible();
    await filter.selectOption("en");
    await expect(page).toHaveURL((url) => url.search === `?${new URLSearchParams({ q: name, language: "en" })}`);
    await expect(page.getByTestId("lead-row")).toHaveCount(1);

    await row.getByRole("link", { name: `Подробнее о заявке: ${name}` }).click();
    const detail = page.getByTestId("lead-detail");
    await expect(detail.locator("xpath=.//dt[normalize-space()='Язык страницы']/following-sibling::dd[1]")).toHaveText("English");
  } finally {
    await db.delete(leads).where(eq(leads.name, name));
    await db.delete(telegramSettings);
    await db.delete(outbox);
  }
});

test("a lead sent by the contact page's own form on /en/contact carries en to the leads screen and to Telegram", async ({ page, db, baseURL, telegram }) => {
  const name = `Oliver ${uniqueSuffix()}`;
  const email = `oliver-${uniqueSuffix()}@example.com`;
  await db.delete(outbox);
  await db.insert(telegramSettings).values({ botToken: "123456:E2E-language", chatId: "-100500", isActive: true, notificationTemplate: "Заявка: {name}" });
  telegram.messages.length = 0;
  try {
    await page.goto("/en/contact");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Contact us");
    await expect(page.getByRole("main").getByText("Almaty, Kazakhstan", { exact: true })).toBeVisible();
    const form = page.locator("form#contact-form");
    await form.getByLabel("Name *").fill(name);
    await form.getByLabel("Email *").fill(email);
    await form.getByLabel("Service").selectOption({ label: "AI agents for business" });
    await form.getByLabel("Message *").fill("We need an AI consultant for our store");
    await form.getByLabel("I consent to the processing of my personal data and to receiving commercial offers").check();
    await form.getByRole("button", { name: "Send request" }).click();
    await expectToast(page, "success", "Thank you!", "Your request has been sent. We will contact you shortly.");
    await expect.poll(async () => (await db.select().from(leads).where(eq(leads.name, name))).map((l) => [l.language, l.source])).toEqual([["en", "website"]]);

    await deliverPendingOutbox();
    expect(telegram.messages.map((m) => m.text)).toEqual([
      `Заявка: ${name}\n\nЗаявка с формы на странице «Контакты»\nЯзык страницы: English\nEmail: ${email}\nСообщение:\n> Услуга: AI-агенты для бизнеса\n>\n> We need an AI consultant for our store`,
    ]);

    await login(page, db, "marketer", baseURL!);
    await page.goto(`/admin/leads?q=${encodeURIComponent(name)}`);
    const row = page.getByTestId("lead-row").filter({ hasText: name });
    await expect(row.getByTestId("lead-language")).toContainText("EN");
    await row.getByRole("link", { name: `Подробнее о заявке: ${name}` }).click();
    const detail = page.getByTestId("lead-detail");
    await expect(detail.locator("xpath=.//dt[normalize-space()='Язык страницы']/following-sibling::dd[1]")).toHaveText("English");
  } finally {
    await db.delete(leads).where(eq(leads.name, name));
    await db.delete(telegramSettings);
    await db.delete(outbox);
  }
});
