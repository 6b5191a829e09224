/**
 * The admin kit's promises, on the profile screen (the first screen built on it): the server's
 * field errors in Russian beside the field with what was typed kept, and the toast after a save
 * surviving the redirect — with JavaScript, and as a message on the page without it.
 */
import { eq } from "drizzle-orm";

import { user } from "~/db/auth-schema";

import { login } from "../setup/auth-helpers";
import { expect, test } from "./fixtures";

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a refused save shows the field's error and keeps what was typed; a save shows its message after the redirect", async ({ page, db, baseURL }) => {
    const me = await login(page, db, "editor", baseURL!);
    await page.goto("/admin/profile");
    const tooLong = "Я".repeat(101);
    await page.getByLabel("Имя").fill(tooLong);
    const refused = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: "Сохранить" }).click();
    expect((await refused).status()).toBe(400);
    await expect(page.getByRole("alert").filter({ hasText: "Имя не длиннее 100 символов" })).toBeVisible();
    await expect(page.getByLabel("Имя")).toHaveValue(tooLong);
    await expect(page.getByLabel("Имя")).toHaveAttribute("aria-invalid", "true");
    expect((await db.select().from(user).where(eq(user.id, me.id)))[0]?.name).toBe(me.name);

    await page.getByLabel("Имя").fill("Имя без скриптов");
    await page.getByRole("button", { name: "Сохранить" }).click();
    await expect(page).toHaveURL(/\/admin\/profile$/);
    await expect(page.getByRole("status").filter({ hasText: "Имя обновлено" })).toBeVisible();
    expect((await db.select().from(user).where(eq(user.id, me.id)))[0]?.name).toBe("Имя без скриптов");

    // Shown once: the next page no longer carries it.
    await page.reload();
    await expect(page.getByText("Имя обновлено")).toHaveCount(0);
  });

  test("a refused password change never sends the passwords back in the page", async ({ page, db, baseURL }) => {
    await login(page, db, "marketer", baseURL!);
    await page.goto("/admin/profile");
    await page.getByLabel("Текущий пароль").fill("wrong-password-typed");
    await page.getByLabel("Новый пароль").fill("another-secret-typed");
    const refused = page.waitForResponse((r) => r.request().method() === "POST");
    await page.getByRole("button", { name: "Изменить пароль" }).click();
    const response = await refused;
    expect(response.status()).toBe(400);
    await expect(page.getByRole("alert").filter({ hasText: "Неверный текущий пароль" })).toBeVisible();
    const html = await response.text();
    expect(html).not.toContain("wrong-password-typed");
    expect(html).not.toContain("another-secret-typed");
  });
});

test("with JavaScript, the toast of a save arrives after the redirect, once", async ({ page, db, baseURL }) => {
  await login(page, db, "admin", baseURL!);
  await page.goto("/admin/profile");
  await page.getByLabel("Имя").fill("Администратор Сайта");
  await page.getByRole("button", { name: "Сохранить" }).click();
  const toasts = page.getByRole("region", { name: /Уведомления/ }).getByText("Имя обновлено");
  await expect(toasts).toHaveCount(1);
  await expect(page.getByTestId("flash-toast")).toHaveCount(0);
});
