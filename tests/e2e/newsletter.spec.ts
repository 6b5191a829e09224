import { eq } from "drizzle-orm";

import { newsletterSubscribers } from "~/db/schema";

import { expect, test } from "./fixtures";
import { expectToast, liftPublicWriteLimit, uniqueSuffix } from "./public-forms";

liftPublicWriteLimit();

test.use({ viewport: { width: 1280, height: 900 } });

test("the footer subscribes an address once, lower-cased", async ({ page, db }) => {
  const email = `Reader-${uniqueSuffix()}@Example.kz`;
  await page.goto("/about");
  const footer = page.getByRole("contentinfo");
  await footer.getByLabel("Email для рассылки").fill(email);
  await footer.getByRole("button", { name: "Подписаться" }).click();

  await expectToast(page, "success", "Вы подписаны", "Спасибо! Мы будем присылать новости на этот адрес.");
  await expect(footer.getByLabel("Email для рассылки")).toHaveValue("");

  // Subscribing again is still a success, and still one row.
  await footer.getByLabel("Email для рассылки").fill(email);
  await footer.getByRole("button", { name: "Подписаться" }).click();
  await expect(footer.getByLabel("Email для рассылки")).toHaveValue("");
  const rows = await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email.toLowerCase()));
  expect(rows).toHaveLength(1);
});

test("a bad address gets a clear Russian error and nothing is stored", async ({ page, db }) => {
  const before = (await db.select().from(newsletterSubscribers)).length;
  await page.goto("/about");
  const footer = page.getByRole("contentinfo");
  await footer.getByLabel("Email для рассылки").fill("reader@");
  await footer.getByRole("button", { name: "Подписаться" }).click();
  await expectToast(page, "error", "Ошибка", "Введите корректный email, например name@company.kz");
  await expect(footer.getByRole("status")).toHaveText("Введите корректный email, например name@company.kz");
  await expect(footer.getByLabel("Email для рассылки")).toHaveAttribute("aria-invalid", "true");
  expect((await db.select().from(newsletterSubscribers)).length).toBe(before);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts, comes back to the same page and shows the outcome", async ({ page, db }) => {
    const email = `plain-${uniqueSuffix()}@example.kz`;
    await page.goto("/about");
    const footer = page.getByRole("contentinfo");
    await footer.getByLabel("Email для рассылки").fill(email);
    await footer.getByRole("button", { name: "Подписаться" }).click();
    await expect(page).toHaveURL(/\/about\?newsletter=subscribed#newsletter$/);
    await expect(page.getByRole("contentinfo").getByRole("status")).toHaveText(
      "Спасибо! Мы будем присылать новости на этот адрес.",
    );
    expect(await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email))).toHaveLength(1);
  });
});
