import { request as httpRequest } from "node:http";

import type { Page } from "@playwright/test";

import { createStaffUser, login, TEST_PASSWORD } from "../setup/auth-helpers";
import { expect, test } from "./fixtures";

const TOO_COMMON = "Этот пароль слишком распространён, его легко подобрать. Придумайте другой.";

/**
 * A sign-in sent from another loopback address (127.0.0.x): a guesser elsewhere, with an address
 * allowance of their own, so only the account's limit can stop them.
 */
function signInFrom(localAddress: string, baseURL: string, body: { email: string; password: string }): Promise<number> {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const sent = httpRequest(
      new URL("/api/auth/sign-in/email", baseURL),
      {
        method: "POST",
        localAddress,
        headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(payload), Origin: baseURL },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    sent.on("error", reject);
    sent.end(payload);
  });
}

/** Collects CSP violations and console errors the page reports. */
function watchForViolations(page: Page): string[] {
  const problems: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" || /Content Security Policy/i.test(message.text())) problems.push(message.text());
  });
  page.on("pageerror", (error) => problems.push(error.message));
  return problems;
}

test.describe("/auth", () => {
  test("has both tabs, a way back home, and no CSP violations", async ({ page }) => {
    const problems = watchForViolations(page);
    const response = await page.goto("/auth");
    expect(response?.headers()["content-security-policy"]).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(response?.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
    await expect(page.getByRole("tab", { name: "Вход" })).toHaveAttribute("aria-selected", "true");
    await page.getByRole("tab", { name: "Регистрация" }).click();
    await expect(page.getByLabel("Имя")).toBeVisible();
    await page.getByRole("link", { name: "На главную" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(problems).toEqual([]);
  });

  test("a wrong password says 'Ошибка входа' without telling whether the address exists", async ({ page, db }) => {
    const staff = await createStaffUser(db, { role: "editor" });
    await page.goto("/auth");
    // Hold the answer back a moment so the submitting state can be seen.
    await page.route("**/auth.data*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await route.continue();
    });
    await page.getByLabel("Email").fill(staff.email);
    await page.getByLabel("Пароль").fill("not-the-password");
    await page.getByRole("button", { name: "Войти" }).click();
    await expect(page.getByRole("button", { name: "Входим..." })).toBeDisabled();
    const toast = page.getByRole("listitem").filter({ hasText: "Ошибка входа" });
    await expect(toast).toContainText("Неверный email или пароль");

    await page.getByLabel("Email").fill("nobody-at-all@example.kz");
    await page.getByRole("button", { name: "Войти" }).click();
    await expect(page.getByRole("listitem").filter({ hasText: "Ошибка входа" }).last()).toContainText("Неверный email или пароль");
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("checks the fields before sending", async ({ page }) => {
    await page.goto("/auth");
    await page.getByRole("button", { name: "Войти" }).click();
    await expect(page.getByText("Введите корректный email")).toBeVisible();
    await expect(page.getByText("Введите пароль")).toBeVisible();

    await page.getByRole("tab", { name: "Регистрация" }).click();
    await page.getByLabel("Имя").fill("Асель");
    await page.getByLabel("Email").fill("asel@example.kz");
    await page.getByLabel("Пароль").fill("12345");
    await page.getByRole("button", { name: "Зарегистрироваться" }).click();
    await expect(page.getByText("Пароль должен содержать не менее 6 символов")).toBeVisible();
  });

  test("signs in, greets, and opens the admin panel; a signed-in visit to /auth goes straight there", async ({ page, db }) => {
    const staff = await createStaffUser(db, { role: "admin" });
    await page.goto("/auth");
    await page.getByLabel("Email").fill(staff.email);
    await page.getByLabel("Пароль").fill(staff.password);
    await page.getByRole("button", { name: "Войти" }).click();
    await expect(page.getByText("Успешный вход")).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);

    await page.goto("/auth");
    await expect(page).toHaveURL(/\/admin$/);
  });

  test("a stranger's sign-up is refused with the reason", async ({ page, db }) => {
    await createStaffUser(db, { role: "admin" });
    await page.goto("/auth");
    await page.getByRole("tab", { name: "Регистрация" }).click();
    await page.getByLabel("Имя").fill("Незнакомец");
    await page.getByLabel("Email").fill(`stranger-${Date.now()}@example.kz`);
    await page.getByLabel("Пароль").fill("secret-password");
    await page.getByRole("button", { name: "Зарегистрироваться" }).click();
    const toast = page.getByRole("listitem").filter({ hasText: "Ошибка регистрации" });
    await expect(toast).toContainText("только по приглашению администратора");
  });

  test("an invitation link signs the new colleague up with the invited role", async ({ page, db }) => {
    const { inviteStaff } = await import("~/server/users.server");
    const admin = await createStaffUser(db, { role: "admin" });
    const email = `invited-${Date.now()}@example.kz`;
    const { url } = await inviteStaff({ email, role: "marketer" }, admin);
    await page.goto(url);
    await expect(page.getByRole("tab", { name: "Регистрация" })).toHaveAttribute("aria-selected", "true");
    await expect(page.getByText("с ролью «Маркетолог»")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue(email);
    await page.getByLabel("Имя").fill("Марат");
    await page.getByLabel("Пароль").fill("secret-password");
    await page.getByRole("button", { name: "Зарегистрироваться" }).click();
    await expect(page.getByText("Регистрация успешна")).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
  });

  test("an account locked after wrong passwords tells the person when to try again", async ({ page, db, baseURL }) => {
    const staff = await createStaffUser(db, { role: "editor" });
    // RATE_LIMIT_ACCOUNT_POINTS is 10 by default: ten guesses from ten addresses lock the account.
    for (let i = 0; i < 10; i++) {
      expect(await signInFrom(`127.0.0.${20 + i}`, baseURL!, { email: staff.email, password: `guess-${i}` })).toBe(401);
    }
    await page.goto("/auth");
    await page.getByLabel("Email").fill(staff.email);
    await page.getByLabel("Пароль").fill(staff.password);
    await page.getByRole("button", { name: "Войти" }).click();
    const toast = page.getByRole("listitem").filter({ hasText: "Ошибка входа" });
    await expect(toast).toContainText(
      /Слишком много неудачных попыток ввести пароль этой учётной записи\. Попробуйте снова через 1[0-5] мин\./,
    );
    await expect(page).toHaveURL(/\/auth$/);
  });

  test("a common password is refused with the reason, on sign-up and on the profile", async ({ page, db, baseURL }) => {
    const { inviteStaff } = await import("~/server/users.server");
    const admin = await createStaffUser(db, { role: "admin" });
    const { url } = await inviteStaff({ email: `common-${Date.now()}@example.kz`, role: "editor" }, admin);
    await page.goto(url);
    await page.getByLabel("Имя").fill("Ерлан");
    await page.getByLabel("Пароль").fill("qwerty123");
    await page.getByRole("button", { name: "Зарегистрироваться" }).click();
    await expect(page.getByRole("alert").filter({ hasText: TOO_COMMON })).toBeVisible();
    await expect(page.getByLabel("Пароль")).toHaveAttribute("aria-invalid", "true");
    await expect(page).toHaveURL(/\/auth\?invite=/);

    await login(page, db, "editor", baseURL!);
    await page.goto("/admin/profile");
    await page.getByLabel("Текущий пароль").fill(TEST_PASSWORD);
    // From deep in the list (rank ~40,000), not just the famous few.
    await page.getByLabel("Новый пароль").fill("escaflowne");
    await page.getByRole("button", { name: "Изменить пароль" }).click();
    await expect(page.getByRole("alert").filter({ hasText: TOO_COMMON })).toBeVisible();
  });

  test("changing the password signs out the other browser and keeps this one signed in", async ({ browser, page, db, baseURL }) => {
    const me = await login(page, db, "editor", baseURL!);
    const elsewhere = await browser.newContext({ baseURL });
    try {
      const otherPage = await elsewhere.newPage();
      const signedIn = await otherPage.request.post("/api/auth/sign-in/email", {
        headers: { Origin: baseURL! },
        data: { email: me.email, password: me.password },
      });
      expect(signedIn.ok()).toBe(true);
      await otherPage.goto("/admin");
      await expect(otherPage).toHaveURL(/\/admin$/);

      await page.goto("/admin/profile");
      await page.getByLabel("Текущий пароль").fill(me.password);
      await page.getByLabel("Новый пароль").fill("kettle-orbit-77");
      await page.getByRole("button", { name: "Изменить пароль" }).click();
      await expect(page.getByText("Пароль изменён")).toBeVisible();

      await page.goto("/admin");
      await expect(page).toHaveURL(/\/admin$/);
      await otherPage.goto("/admin");
      await expect(otherPage).toHaveURL(/\/auth$/);
    } finally {
      await elsewhere.close();
    }
  });

  test("a staff member without a role is made editor and told so", async ({ page, db, baseURL }) => {
    await login(page, db, null, baseURL!);
    await page.goto("/admin");
    await expect(page.getByText("Вам назначена роль редактора")).toBeVisible();
  });
});

// Each test starts with an empty page cache (tests/e2e/fixtures.ts): a page's first answer is rendered with its nonce.
test("public pages and /auth run under the CSP without violations", async ({ page }) => {
  const problems = watchForViolations(page);
  for (const path of ["/", "/contact", "/cases", "/auth"]) {
    const response = await page.goto(path);
    expect(response?.headers()["content-security-policy"], path).toContain("'nonce-");
    expect(response?.headers()["x-content-type-options"], path).toBe("nosniff");
    expect(response?.headers()["referrer-policy"], path).toBe("strict-origin-when-cross-origin");
    await page.waitForLoadState("networkidle");
  }
  // Again, now from the page cache (ADR 0067): the same page for everyone, its scripts allowed by hash.
  for (const path of ["/", "/cases"]) {
    const response = await page.goto(path);
    const policy = response?.headers()["content-security-policy"] ?? "";
    expect(policy, path).not.toContain("'nonce-");
    expect(policy, path).toMatch(/script-src 'self' 'sha256-/);
    await page.waitForLoadState("networkidle");
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
  }
  expect(problems).toEqual([]);
});
