import { eq } from "drizzle-orm";

import { leads } from "~/db/schema";

import { expect, test } from "./fixtures";
import { expectToast, liftPublicWriteLimit, uniqueSuffix } from "./public-forms";

liftPublicWriteLimit();

test.use({ viewport: { width: 1280, height: 900 } });

test("the contact page shows the form, contacts, hours, social links, quick actions and the FAQ", async ({ page }) => {
  await page.goto("/contact");
  await expect(page).toHaveTitle("Контакты | AI Solutions");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Свяжитесь с нами");

  const form = page.locator("form#contact-form");
  for (const label of ["Имя *", "Компания", "Email *", "Телефон", "Услуга", "Сообщение *"]) {
    await expect(form.getByLabel(label, { exact: true })).toBeVisible();
  }
  await expect(
    form.getByLabel("Согласен на обработку персональных данных и получение коммерческих предложений"),
  ).not.toBeChecked();
  const options = form.getByLabel("Услуга").locator("option");
  await expect(options.first()).toHaveText("Выберите услугу");
  await expect(options).toHaveCount(12);
  await expect(options.nth(1)).toHaveText("AI-агенты для бизнеса");

  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "info@aisolutions.kz" })).toHaveAttribute(
    "href",
    "mailto:info@aisolutions.kz",
  );
  await expect(main.getByRole("link", { name: "+7 (727) 355-01-25" })).toHaveAttribute("href", "tel:+77273550125");
  await expect(main.getByText("Алматы, Казахстан", { exact: true })).toBeVisible();
  await expect(main.getByText("Пн-Пт: 9:00-18:00", { exact: true })).toBeVisible();
  await expect(main.getByText("Выходные: по договоренности", { exact: true })).toBeVisible();

  await expect(main.getByRole("link", { name: "Instagram" })).toHaveAttribute(
    "href",
    "https://instagram.com/aisolutions.kz",
  );
  await expect(main.getByRole("link", { name: "Telegram-бот" })).toHaveAttribute(
    "href",
    "https://t.me/aisolutions_kz_bot",
  );
  await expect(main.getByRole("link", { name: "Попробовать демо в Telegram" })).toHaveAttribute(
    "href",
    "https://t.me/aisolutions_kz_bot",
  );

  const faq = page.locator("details");
  await expect(faq).toHaveCount(4);
  await expect(faq.nth(0)).toContainText("2 до 8 недель");
  await faq.nth(1).locator("summary").click();
  await expect(faq.nth(1).getByText("от 150 000 ₸", { exact: false })).toBeVisible();
});

test("with JavaScript: field errors from the server, then a success toast without a reload", async ({ page, db }) => {
  const email = `contact-${uniqueSuffix()}@example.kz`;
  await page.goto("/contact");
  const form = page.locator("form#contact-form");
  await form.getByRole("button", { name: "Отправить заявку" }).click();
  await expect(form.getByText("Укажите ваше имя")).toBeVisible();
  await expect(form.getByText("Укажите email")).toBeVisible();
  await expect(form.getByText("Напишите сообщение")).toBeVisible();
  await expect(form.getByText("Необходимо согласие на обработку персональных данных")).toBeVisible();
  await expect(form.getByLabel("Имя *")).toHaveAttribute("aria-invalid", "true");

  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
  await form.getByLabel("Имя *").fill("Айгерим");
  await form.getByLabel("Компания").fill("ТОО «Пример»");
  await form.getByLabel("Email *").fill(email);
  await form.getByLabel("Телефон", { exact: true }).fill("+7 777 123 45 67");
  await form.getByLabel("Услуга").selectOption({ label: "AI-агенты для бизнеса" });
  await form.getByLabel("Сообщение *").fill("Нужен AI-консультант");
  await form.getByLabel("Согласен на обработку персональных данных и получение коммерческих предложений").check();
  await form.getByRole("button", { name: "Отправить заявку" }).click();

  await expectToast(page, "success", "Спасибо!", "Ваша заявка отправлена. Мы свяжемся с вами в ближайшее время.");
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  await expect(form.getByText("Укажите ваше имя")).toBeHidden();
  await expect(form.getByLabel("Имя *")).toHaveValue("");

  const [row] = await db.select().from(leads).where(eq(leads.email, email));
  expect(row).toMatchObject({
    name: "Айгерим",
    company: "ТОО «Пример»",
    phone: "+7 777 123 45 67",
    source: "website",
    message: "Услуга: AI-агенты для бизнеса\n\nНужен AI-консультант",
  });
});

test("'Заказать звонок' opens the lead dialog", async ({ page }) => {
  await page.goto("/contact");
  await page.getByRole("button", { name: "Заказать звонок" }).click();
  await expect(page.getByRole("dialog", { name: "Оставить заявку" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form shows server-rendered errors, then stores the lead and shows the success message", async ({
    page,
    db,
  }) => {
    const email = `nojs-${uniqueSuffix()}@example.kz`;
    await page.goto("/contact");
    const form = page.locator("form#contact-form");
    await form.getByLabel("Имя *").fill("Данияр");
    await form.getByLabel("Email *").fill("not-an-email");
    await form.getByRole("button", { name: "Отправить заявку" }).click();
    await expect(form.getByText("Введите корректный email")).toBeVisible();
    await expect(form.getByText("Напишите сообщение")).toBeVisible();
    await expect(form.getByLabel("Имя *")).toHaveValue("Данияр");

    await form.getByLabel("Email *").fill(email);
    await form.getByLabel("Сообщение *").fill("Хотим обучить отдел продаж");
    await form.getByLabel("Согласен на обработку персональных данных и получение коммерческих предложений").check();
    await form.getByRole("button", { name: "Отправить заявку" }).click();

    await expect(page.getByRole("status").filter({ hasText: "Ваша заявка отправлена" })).toBeVisible();
    const [row] = await db.select().from(leads).where(eq(leads.email, email));
    expect(row).toMatchObject({ name: "Данияр", source: "website", message: "Хотим обучить отдел продаж" });
  });
});
