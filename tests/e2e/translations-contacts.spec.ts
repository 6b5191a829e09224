/**
 * The contacts screen's translations (issue 24 points 5–7, ADR 0078): the seeded English address
 * is complete, and a Kazakh address saved in the contacts screen's translation editor appears on
 * /kz/contact and in its footer; the phone and email stay as typed.
 */
import { and, eq } from "drizzle-orm";

import { contentTranslations } from "~/db/schema";
import { seedDocuments } from "~/db/seed/documents";

import { login } from "../setup/auth-helpers";
import { expect, test } from "./fixtures";

type Page = import("@playwright/test").Page;

const toasts = (page: Page) => page.getByRole("region", { name: /Уведомления/ });

test("an editor saves a Kazakh address in the contacts screen's translation editor, and /kz/contact shows it", async ({ page, db, baseURL }) => {
  const address = "Алматы қаласы, Әл-Фараби даңғылы, 17";
  try {
    await login(page, db, "editor", baseURL!);
    await page.goto("/admin/contacts");
    const switcher = page.getByRole("navigation", { name: "Язык редактирования" });
    await expect(switcher.getByRole("link", { name: "Русский" })).toHaveAttribute("aria-current", "page");
    await switcher.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\/admin\/contacts\?lang=en$/);
    await expect(page.getByRole("form", { name: "Перевод (English): Тексты контактов" })).toBeVisible();
    await expect(page.getByText("Страница «Контакты» показывается на сайте на этом языке.")).toBeVisible();

    await switcher.getByRole("link", { name: "Қазақша" }).click();
    const form = page.getByRole("form", { name: "Перевод (Қазақша): Тексты контактов" });
    const field = form.getByRole("region", { name: "Адрес: Текст" });
    await expect(field.getByTestId("translation-state")).toHaveText("Проверено");
    await expect(field.getByText("Алматы, Казахстан")).toBeVisible();
    await field.getByRole("textbox", { name: "Перевод (Қазақша): Адрес: Текст" }).fill(address);
    await form.getByRole("button", { name: "Сохранить перевод" }).click();
    await expect(toasts(page).getByText("Перевод сохранён")).toBeVisible();
    await expect(field.getByTestId("translation-state")).toHaveText("Проверено");

    const shown = await page.goto("/kz/contact");
    expect(shown!.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "kk");
    const main = page.getByRole("main");
    await expect(main.getByText(address, { exact: true })).toBeVisible();
    await expect(page.getByRole("contentinfo").getByText(address)).toBeVisible();
    await expect(main.getByRole("link", { name: "+7 (727) 355-01-25" })).toHaveAttribute("href", "tel:+77273550125");
    await expect(page.getByText("Алматы, Казахстан")).toHaveCount(0);
    // The Russian page keeps its Russian address.
    await page.goto("/contact");
    await expect(page.getByRole("main").getByText("Алматы, Казахстан", { exact: true })).toBeVisible();
  } finally {
    // The seeded Kazakh address back, for the other tests of this worker.
    await db.delete(contentTranslations).where(and(eq(contentTranslations.entity, "setting"), eq(contentTranslations.entityId, "address")));
    await seedDocuments.find((document) => document.name === "contacts-translations")!.run(db);
  }
});
