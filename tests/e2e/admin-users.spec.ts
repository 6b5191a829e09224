import { eq } from "drizzle-orm";

import { user } from "~/db/auth-schema";
import { userRoles } from "~/db/schema";

import { createStaffUser, login } from "../setup/auth-helpers";
import { expect, test } from "./fixtures";

test("an editor sees the restriction and no staff data", async ({ page, db, baseURL }) => {
  const colleague = await createStaffUser(db, { role: "marketer" });
  await login(page, db, "editor", baseURL!);
  const response = await page.goto("/admin/users");
  expect(response?.status()).toBe(403);
  await expect(page.getByText("Доступ ограничен")).toBeVisible();
  await expect(page.getByText("Только администраторы могут управлять пользователями")).toBeVisible();
  await expect(page.getByText(colleague.email)).toHaveCount(0);

  // The action refuses too, whatever the page shows.
  const forged = await page.request.post("/admin/users", {
    headers: { Origin: baseURL! },
    form: { intent: "change-role", id: colleague.id, role: "admin" },
  });
  expect(forged.status()).toBe(403);
  const [row] = await db.select().from(userRoles).where(eq(userRoles.userId, colleague.id));
  expect(row?.role).toBe("marketer");
});

test("an admin invites a colleague and gets a link to copy", async ({ page, db, baseURL, request }) => {
  await login(page, db, "admin", baseURL!);
  await page.goto("/admin/users");
  await page.getByRole("link", { name: "Пригласить пользователя" }).click();
  const dialog = page.getByRole("dialog", { name: "Приглашение пользователя" });
  await dialog.getByLabel("Email").fill("not-an-email");
  await dialog.getByRole("button", { name: "Создать приглашение" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Введите корректный email");

  const email = `invited-${Date.now()}@test.kz`;
  await dialog.getByLabel("Email").fill(email);
  await dialog.getByLabel("Роль").selectOption("marketer");
  await dialog.getByRole("button", { name: "Создать приглашение" }).click();
  const link = dialog.getByLabel("Ссылка-приглашение");
  await expect(link).toHaveValue(/\/auth\?invite=[\w-]+$/);
  await expect(page.getByText("Приглашение создано")).toBeVisible();
  await expect(dialog.getByRole("button", { name: "Копировать" })).toBeVisible();

  // The link really works: for the invitee (no session) its page knows the invitation and its role.
  const url = new URL(await link.inputValue());
  const invitePage = await request.get(url.pathname + url.search);
  expect(await invitePage.text()).toContain("Маркетолог");
});

test("an admin changes a role, deactivates and reactivates a colleague", async ({ page, db, baseURL }) => {
  const colleague = await createStaffUser(db, { role: "editor", name: "Коллега Смена" });
  await login(page, db, "admin", baseURL!);
  await page.goto(`/admin/users?q=${encodeURIComponent(colleague.email)}`);
  const row = page.getByTestId("user-row").filter({ hasText: colleague.email });
  await expect(page.getByTestId("user-row")).toHaveCount(1);
  await expect(row).toContainText("Активен");

  // With a script the select saves itself; its no-script save button stays out of the way.
  await expect(row.getByRole("button", { name: "Сохранить роль пользователя Коллега Смена" })).toBeHidden();
  await row.getByLabel("Роль пользователя Коллега Смена", { exact: true }).selectOption("marketer");
  await expect(page.getByText("Роль изменена")).toBeVisible();
  await expect
    .poll(async () => (await db.select().from(userRoles).where(eq(userRoles.userId, colleague.id)))[0]?.role)
    .toBe("marketer");

  await row.getByRole("button", { name: "Деактивировать" }).click();
  await expect(page.getByText("Пользователь деактивирован")).toBeVisible();
  await expect(row).toContainText("Неактивен");
  const [account] = await db.select().from(user).where(eq(user.id, colleague.id));
  expect(account?.deactivatedAt).not.toBeNull();

  await page.goto(`/admin/users?status=inactive&q=${encodeURIComponent(colleague.email)}`);
  await expect(page.getByLabel("Статус")).toHaveValue("inactive");
  await row.getByRole("button", { name: "Активировать" }).click();
  await expect(page.getByText("Пользователь активирован")).toBeVisible();
  await expect(page.getByText("Пользователи не найдены")).toBeVisible();
});

test("filters live in the URL and the server applies them", async ({ page, db, baseURL }) => {
  const marker = `filter${Date.now()}`;
  await createStaffUser(db, { role: "editor", email: `${marker}-ed@test.kz` });
  await createStaffUser(db, { role: "marketer", email: `${marker}-mk@test.kz` });
  await login(page, db, "admin", baseURL!);
  await page.goto("/admin/users");
  await page.getByRole("searchbox", { name: "Поиск" }).fill(marker);
  await page.getByRole("button", { name: "Найти" }).click();
  await expect(page).toHaveURL(new RegExp(`q=${marker}`));
  await expect(page.getByTestId("user-row")).toHaveCount(2);
  await page.getByLabel("Роль", { exact: true }).selectOption("marketer");
  await expect(page).toHaveURL(/role=marketer/);
  await expect(page.getByTestId("user-row")).toHaveCount(1);
  await expect(page.getByTestId("user-row")).toContainText(`${marker}-mk@test.kz`);
});

test("deleting asks first, then removes the account", async ({ page, db, baseURL }) => {
  const colleague = await createStaffUser(db, { role: "editor", name: "Коллега Удаление" });
  await login(page, db, "admin", baseURL!);
  await page.goto(`/admin/users?q=${encodeURIComponent(colleague.email)}`);
  await page.getByRole("link", { name: "Удалить Коллега Удаление" }).click();
  const confirm = page.getByRole("alertdialog", { name: "Удалить пользователя?" });
  await expect(confirm).toContainText("Коллега Удаление потеряет доступ");
  await confirm.getByRole("button", { name: "Удалить" }).click();
  await expect(page.getByText("Пользователь удалён")).toBeVisible();
  await expect(page.getByText("Пользователи не найдены")).toBeVisible();
  expect(await db.select().from(user).where(eq(user.id, colleague.id))).toHaveLength(0);
});

test("the last active admin cannot demote themselves: the refusal is a toast", async ({ page, db, baseURL }) => {
  const me = await login(page, db, "admin", baseURL!);
  // Other admins exist in this worker's database; only this one is active for the test.
  const others = await db
    .select({ id: userRoles.userId })
    .from(userRoles)
    .where(eq(userRoles.role, "admin"));
  const otherIds = others.map((o) => o.id).filter((id) => id !== me.id);
  for (const id of otherIds) await db.update(user).set({ deactivatedAt: new Date() }).where(eq(user.id, id));
  try {
    await page.goto(`/admin/users?q=${encodeURIComponent(me.email)}`);
    await page.getByTestId("user-row").getByRole("combobox").selectOption("editor");
    await expect(page.getByText("Нельзя понизить последнего администратора")).toBeVisible();
    const [row] = await db.select().from(userRoles).where(eq(userRoles.userId, me.id));
    expect(row?.role).toBe("admin");
  } finally {
    for (const id of otherIds) await db.update(user).set({ deactivatedAt: null }).where(eq(user.id, id));
  }
});

test("the profile changes the display name", async ({ page, db, baseURL }) => {
  const me = await login(page, db, "editor", baseURL!);
  await page.goto("/admin/profile");
  await expect(page.getByLabel("Email")).toHaveValue(me.email);
  await page.getByLabel("Имя").fill("");
  await page.getByRole("button", { name: "Сохранить" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Введите имя" })).toBeVisible();

  await page.getByLabel("Имя").fill("Новое Имя Редактора");
  await page.getByRole("button", { name: "Сохранить" }).click();
  await expect(page.getByText("Имя обновлено")).toBeVisible();
  await expect(page.getByRole("button", { name: "Меню пользователя" })).toContainText("Новое Имя Редактора");
  const [row] = await db.select().from(user).where(eq(user.id, me.id));
  expect(row?.name).toBe("Новое Имя Редактора");
});

test("the profile changes the password after checking the current one", async ({ page, db, baseURL }) => {
  const me = await login(page, db, "marketer", baseURL!);
  await page.goto("/admin/profile");
  await page.getByLabel("Текущий пароль").fill("wrong-password");
  await page.getByLabel("Новый пароль").fill("12345");
  await page.getByRole("button", { name: "Изменить пароль" }).click();
  await expect(page.getByText("Пароль должен содержать не менее 6 символов")).toBeVisible();

  await page.getByLabel("Новый пароль").fill("brand-new-pass");
  await page.getByRole("button", { name: "Изменить пароль" }).click();
  await expect(page.getByText("Неверный текущий пароль")).toBeVisible();

  await page.getByLabel("Текущий пароль").fill(me.password);
  await page.getByRole("button", { name: "Изменить пароль" }).click();
  await expect(page.getByText("Пароль изменён")).toBeVisible();
  await expect(page.getByLabel("Текущий пароль")).toHaveValue("");

  const signIn = await page.request.post("/api/auth/sign-in/email", {
    headers: { Origin: baseURL! },
    data: { email: me.email, password: "brand-new-pass" },
  });
  expect(signIn.ok()).toBe(true);
});

test("a colleague who is deactivated is thrown out of the panel at once", async ({ browser, page, db, baseURL }) => {
  const colleagueContext = await browser.newContext({ baseURL });
  const colleaguePage = await colleagueContext.newPage();
  const colleague = await login(colleaguePage, db, "editor", baseURL!);
  await colleaguePage.goto("/admin");
  await expect(colleaguePage.getByText("Панель управления")).toBeVisible();

  await login(page, db, "admin", baseURL!);
  await page.goto(`/admin/users?q=${encodeURIComponent(colleague.email)}`);
  await page.getByTestId("user-row").filter({ hasText: colleague.email }).getByRole("button", { name: "Деактивировать" }).click();
  await expect(page.getByText("Пользователь деактивирован")).toBeVisible();

  // The colleague's next step in the panel lands on the sign-in page, and signing in again is refused.
  await colleaguePage.reload();
  await expect(colleaguePage).toHaveURL(/\/auth$/);
  await expect(colleaguePage.getByRole("tab", { name: "Вход" })).toBeVisible();
  const again = await colleaguePage.request.post("/api/auth/sign-in/email", {
    headers: { Origin: baseURL! },
    data: { email: colleague.email, password: colleague.password },
  });
  expect(again.ok()).toBe(false);
  await colleagueContext.close();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an admin invites, changes a role, deactivates and deletes with plain forms", async ({ page, db, baseURL }) => {
    const colleague = await createStaffUser(db, { role: "editor", name: "Коллега Без Скриптов" });
    await login(page, db, "admin", baseURL!);
    await page.goto(`/admin/users?q=${encodeURIComponent(colleague.email)}`);

    await page.getByRole("link", { name: "Пригласить пользователя" }).click();
    const invite = page.getByRole("main");
    await invite.getByLabel("Email").fill("not-an-email");
    await invite.getByRole("button", { name: "Создать приглашение" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Введите корректный email" })).toBeVisible();
    await expect(invite.getByLabel("Email")).toHaveValue("not-an-email");
    await invite.getByLabel("Email").fill(`nojs-${Date.now()}@test.kz`);
    await invite.getByRole("button", { name: "Создать приглашение" }).click();
    await expect(page.getByLabel("Ссылка-приглашение")).toHaveValue(/\/auth\?invite=[\w-]+$/);
    await page.getByRole("link", { name: "Готово" }).click();

    const row = page.getByTestId("user-row").filter({ hasText: colleague.email });
    await row.getByLabel("Роль пользователя Коллега Без Скриптов", { exact: true }).selectOption("marketer");
    await row.getByRole("button", { name: "Сохранить роль пользователя Коллега Без Скриптов" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Роль изменена" })).toBeVisible();
    // Back to the filtered list it was sent from.
    await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(colleague.email).replace(/\./g, "\\.")}`));
    const [role] = await db.select().from(userRoles).where(eq(userRoles.userId, colleague.id));
    expect(role?.role).toBe("marketer");

    await row.getByRole("button", { name: "Деактивировать" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Пользователь деактивирован" })).toBeVisible();
    await expect(row).toContainText("Неактивен");

    await row.getByRole("link", { name: "Удалить Коллега Без Скриптов" }).click();
    const question = page.getByRole("alertdialog", { name: "Удалить пользователя?" });
    await expect(question).toContainText("Коллега Без Скриптов потеряет доступ к админ-панели");
    await question.getByRole("button", { name: "Удалить" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Пользователь удалён" })).toBeVisible();
    expect(await db.select().from(user).where(eq(user.id, colleague.id))).toHaveLength(0);
  });
});
