import { eq } from "drizzle-orm";

import { leads } from "~/db/schema";

import { expect, test } from "./fixtures";
import { expectToast, liftPublicWriteLimit, uniqueSuffix } from "./public-forms";

liftPublicWriteLimit();

test.use({ viewport: { width: 1280, height: 900 } });

async function openFromContactPage(page: import("@playwright/test").Page) {
  await page.goto("/contact");
  await page.getByRole("button", { name: "Заказать звонок" }).click();
  const dialog = page.getByRole("dialog", { name: "Оставить заявку" });
  await expect(dialog).toBeVisible();
  return dialog;
}

test("the header's 'Оставить заявку' opens the dialog; Esc closes it", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Оставить заявку" }).click();
  const dialog = page.getByRole("dialog", { name: "Оставить заявку" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Имя *")).toBeFocused();
  await expect(dialog.getByLabel("Телефон *")).toHaveAttribute("placeholder", "+7 (XXX) XXX-XX-XX");
  await expect(dialog.getByRole("button", { name: "Отправить заявку" })).toBeEnabled();

  // Focus stays inside the modal.
  for (let i = 0; i < 6; i += 1) await page.keyboard.press("Tab");
  expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
});

test("shows the three validation messages in order, as 'Ошибка' toasts, and sends nothing", async ({ page }) => {
  let posted = 0;
  await page.route("**/api/leads", (route) => {
    posted += 1;
    return route.continue();
  });
  const dialog = await openFromContactPage(page);
  const submit = dialog.getByRole("button", { name: "Отправить заявку" });

  await dialog.getByLabel("Телефон *").fill("+77771234567");
  await submit.click();
  await expectToast(page, "error", "Ошибка", "Пожалуйста, заполните все поля");

  await dialog.getByLabel("Имя *").fill("Айгерим");
  await dialog.getByLabel("Телефон *").fill("8 777 123 45 67");
  await submit.click();
  await expectToast(page, "error", "Ошибка", "Номер телефона должен начинаться с + (например: +77771234567)");

  await dialog.getByLabel("Телефон *").fill("+7 777 12");
  await submit.click();
  await expectToast(page, "error", "Ошибка", "Введите корректный номер телефона");

  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Имя *")).toHaveValue("Айгерим");
  expect(posted).toBe(0);
});

test("sends: 'Отправка...' with buttons disabled, then 'Спасибо!', the dialog closes and the lead is stored", async ({
  page,
  db,
}) => {
  const name = `Тест ${uniqueSuffix()}`;
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/leads", async (route) => {
    await held;
    await route.continue();
  });

  const dialog = await openFromContactPage(page);
  await dialog.getByLabel("Имя *").fill(name);
  await dialog.getByLabel("Телефон *").fill("+7 (777) 123-45-67");
  await dialog.getByRole("button", { name: "Отправить заявку" }).click();

  const sending = dialog.getByRole("button", { name: "Отправка..." });
  await expect(sending).toBeVisible();
  await expect(sending).toBeDisabled();
  await expect(dialog.getByRole("button", { name: "Отмена" })).toBeDisabled();
  release();

  await expectToast(page, "success", "Спасибо!", "Ваша заявка отправлена. Мы свяжемся с вами в ближайшее время.");
  await expect(dialog).toBeHidden();

  await expect
    .poll(async () => (await db.select().from(leads).where(eq(leads.name, name))).length)
    .toBe(1);
  const [row] = await db.select().from(leads).where(eq(leads.name, name));
  expect(row).toMatchObject({
    phone: "+7 (777) 123-45-67",
    email: "",
    message: `WhatsApp request from ${name}`,
    source: "website_form",
    status: "new",
  });

  // Reopened, the dialog starts empty.
  await page.getByRole("button", { name: "Заказать звонок" }).click();
  await expect(page.getByRole("dialog").getByLabel("Имя *")).toHaveValue("");
  await expect(page.getByRole("dialog").getByLabel("Телефон *")).toHaveValue("");
});

test("when the server cannot store the lead, says so and keeps what was typed", async ({ page }) => {
  await page.route("**/api/leads", (route) =>
    route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: "boom" }) }),
  );
  const dialog = await openFromContactPage(page);
  await dialog.getByLabel("Имя *").fill("Айгерим");
  await dialog.getByLabel("Телефон *").fill("+77771234567");
  await dialog.getByRole("button", { name: "Отправить заявку" }).click();

  await expectToast(page, "error", "Ошибка", "Произошла ошибка при отправке заявки. Попробуйте еще раз.");
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Имя *")).toHaveValue("Айгерим");
  await expect(dialog.getByLabel("Телефон *")).toHaveValue("+77771234567");
  await expect(dialog.getByRole("button", { name: "Отправить заявку" })).toBeEnabled();
});
