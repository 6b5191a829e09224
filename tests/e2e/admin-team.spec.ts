/**
 * The team screen: add with the dialog's defaults and an uploaded photo, edit, hide, reorder,
 * delete after the confirmation, every message and toast, the change on /team, the editor's missing
 * right to delete enforced by the server, and the same without JavaScript.
 */
import { and, asc, desc, eq, sql } from "drizzle-orm";

import { auditLog, teamMembers } from "~/db/schema";

import * as files from "../fixtures/media-files";
import { login } from "../setup/auth-helpers";
import { wcagViolations } from "./axe";
import { expect, test } from "./fixtures";

type Page = import("@playwright/test").Page;
type Db = import("~/db/types").Db;

const toasts = (page: Page) => page.getByRole("region", { name: /Уведомления/ });
const card = (page: Page, name: string) => page.getByTestId("team-card").filter({ hasText: name });

let serial = 0;
/** A member of this test's own, so tests do not depend on each other or on the seed. */
async function insertMember(db: Db, values: Partial<typeof teamMembers.$inferInsert> = {}) {
  serial += 1;
  const [row] = await db
    .insert(teamMembers)
    .values({ name: `Сотрудник ${Date.now()}-${serial}`, position: "Аналитик", department: "Маркетинг", displayOrder: 1000 + serial, ...values })
    .returning();
  return row!;
}

async function lastAudit(db: Db, entityId: string) {
  return db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(desc(auditLog.createdAt));
}

test("an admin adds a member: the dialog's defaults, an uploaded photo, every field; /team shows it last with its sizes", async ({ page, db, baseURL }) => {
  const admin = await login(page, db, "admin", baseURL!);
  const before = (await db.select({ id: teamMembers.id }).from(teamMembers)).length;
  await page.goto("/admin/team");
  await page.getByRole("link", { name: "Добавить сотрудника" }).click();
  const dialog = page.getByRole("dialog", { name: "Новый сотрудник" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Отдел *")).toHaveValue("Технический отдел");
  await expect(dialog.getByLabel("Языки")).toHaveValue("Русский");
  const add = dialog.getByRole("button", { name: "Добавить", exact: true });
  await expect(add).toBeDisabled();
  const name = `Алия Новая ${Date.now()}`;
  await dialog.getByLabel("Имя *").fill(name);
  await expect(add).toBeDisabled();
  await dialog.getByLabel("Должность *").fill("Data Scientist");
  await expect(add).toBeEnabled();

  // A text file renamed to .jpg is refused by its content; a real photo is uploaded at once.
  await dialog.getByLabel("Загрузить фото").setInputFiles({ name: "photo.jpg", mimeType: "image/jpeg", buffer: files.text() });
  await expect(dialog.getByRole("alert").filter({ hasText: "Пожалуйста, выберите изображение" })).toBeVisible();
  // The connection lost mid-upload: 'Не удалось загрузить изображение'.
  await page.route("**/api/media", (route) => route.abort("connectionreset"), { times: 1 });
  await dialog.getByLabel("Загрузить фото").setInputFiles({ name: "Алия.jpg", mimeType: "image/jpeg", buffer: await files.jpeg(900, 900) });
  await expect(dialog.getByRole("alert").filter({ hasText: "Не удалось загрузить изображение" })).toBeVisible();
  await expect(toasts(page).getByText("Не удалось загрузить изображение")).toBeVisible();
  await dialog.getByLabel("Загрузить фото").setInputFiles({ name: "Алия.jpg", mimeType: "image/jpeg", buffer: await files.jpeg(900, 900) });
  await expect(toasts(page).getByText("Изображение загружено")).toBeVisible();
  await expect(dialog.getByTestId("avatar-preview")).toBeVisible();

  await dialog.getByLabel("Отдел *").selectOption("Продажи");
  await dialog.getByLabel("О сотруднике").fill("Строит модели прогнозирования спроса.");
  await dialog.getByLabel("Email").fill("aliya@example.kz");
  await dialog.getByLabel("Телефон").fill("+7 701 000 00 00");
  await dialog.getByLabel("Ссылка на профиль").fill("https://www.linkedin.com/in/aliya");
  await dialog.getByLabel("Навыки").fill("Python, , SQL ,Python");
  await dialog.getByLabel("Опыт").fill("4 года в анализе данных");
  await dialog.getByLabel("Образование").fill("НУ, математика");
  await dialog.getByLabel("Дата прихода в команду").fill("2025-03-01");
  await add.click();

  await expect(toasts(page).getByText("Сотрудник добавлен в команду")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/team$/);
  await expect(dialog).toBeHidden();
  await expect(card(page, name)).toContainText("Data Scientist");

  const [row] = await db.select().from(teamMembers).where(eq(teamMembers.name, name));
  expect(row).toMatchObject({
    position: "Data Scientist",
    department: "Продажи",
    bio: "Строит модели прогнозирования спроса.",
    email: "aliya@example.kz",
    phone: "+7 701 000 00 00",
    linkedin: "https://www.linkedin.com/in/aliya",
    skills: ["Python", "SQL"],
    languages: ["Русский"],
    experience: "4 года в анализе данных",
    education: "НУ, математика",
    joinDate: "2025-03-01",
    hiringStatus: null,
    isVisible: true,
    displayOrder: before,
    createdBy: admin.id,
  });
  expect(row!.avatar).toMatch(/^\/media\/[0-9a-f-]{36}\/original\.jpg$/);
  const [entry] = await lastAudit(db, row!.id);
  expect(entry).toMatchObject({ action: "create", entity: "team_member", actorId: admin.id, entityLabel: name });
  expect(entry!.changedFields).toEqual(expect.arrayContaining(["name", "position", "department", "avatar", "skills", "languages"]));

  await page.goto("/team");
  const members = page.getByTestId("team-member");
  await expect(members.last()).toContainText(name);
  const photo = members.last().locator("img");
  await expect(photo).toHaveAttribute("srcset", /\/media\/[0-9a-f-]{36}\/320\.webp 320w, .*640\.webp 640w/);
  await expect(photo).toHaveAttribute("sizes", "80px");
  // The browser picked a small size, never the original.
  expect(await photo.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.webp$/);
});

test("the required fields: one approved message, nothing stored, what was typed kept", async ({ page, db, baseURL }) => {
  await login(page, db, "editor", baseURL!);
  const count = async () => (await db.select({ id: teamMembers.id }).from(teamMembers)).length;
  const before = await count();
  await page.goto("/admin/team?member=new");
  const dialog = page.getByRole("dialog", { name: "Новый сотрудник" });
  // Spaces are not a name: the button lets it through, the form does not.
  await dialog.getByLabel("Имя *").fill("   ");
  await dialog.getByLabel("Должность *").fill("Дизайнер");
  await dialog.getByRole("button", { name: "Добавить", exact: true }).click();
  await expect(dialog.getByRole("alert").filter({ hasText: "Name, position, and department are required" })).toBeVisible();
  await expect(toasts(page).getByText("Name, position, and department are required")).toBeVisible();
  await expect(dialog.getByLabel("Должность *")).toHaveValue("Дизайнер");
  expect(await count()).toBe(before);

  // The server says the same to a request that skips the form, and refuses an unsafe profile link.
  const forged = await page.request.post("/admin/team", {
    headers: { Origin: baseURL! },
    form: { intent: "save", name: "Без отдела", position: "Тестировщик" },
  });
  expect(forged.status()).toBe(400);
  expect(await forged.text()).toContain("Name, position, and department are required");
  const script = await page.request.post("/admin/team", {
    headers: { Origin: baseURL! },
    form: { intent: "save", name: "Ссылка", position: "Тестировщик", department: "HR", linkedin: "javascript:alert(1)" },
  });
  expect(script.status()).toBe(400);
  const foreignAvatar = await page.request.post("/admin/team", {
    headers: { Origin: baseURL! },
    form: { intent: "save", name: "Фото", position: "Тестировщик", department: "HR", avatar: "https://tracker.example/p.png" },
  });
  expect(foreignAvatar.status()).toBe(400);
  expect(await count()).toBe(before);
});

test("an editor edits a member and makes them an upcoming hire; /team lists them under 'Скоро в команде'", async ({ page, db, baseURL }) => {
  const editor = await login(page, db, "editor", baseURL!);
  const member = await insertMember(db);
  await page.goto("/admin/team");
  await card(page, member.name).getByRole("link", { name: `Изменить: ${member.name}` }).click();
  const dialog = page.getByRole("dialog", { name: "Редактирование сотрудника" });
  await expect(dialog.getByLabel("Имя *")).toHaveValue(member.name);
  await expect(dialog.getByLabel("Отдел *")).toHaveValue("Маркетинг");
  await dialog.getByLabel("Должность *").fill("Ведущий аналитик");
  await dialog.getByLabel("Статус найма").fill("Присоединится в IV квартале 2025");
  await dialog.getByRole("button", { name: "Сохранить" }).click();
  await expect(toasts(page).getByText("Данные сотрудника обновлены")).toBeVisible();
  await expect(card(page, member.name)).toContainText("Ведущий аналитик");
  await expect(card(page, member.name)).toContainText("Скоро в команде");

  const [entry] = await lastAudit(db, member.id);
  expect(entry).toMatchObject({ action: "update", entity: "team_member", actorId: editor.id });
  expect(entry!.changedFields).toEqual(["hiring_status", "position"]);

  await page.goto("/team");
  await expect(page.getByTestId("team-member").filter({ hasText: member.name })).toHaveCount(0);
  const upcoming = page.getByTestId("upcoming-member").filter({ hasText: member.name });
  await expect(upcoming).toContainText("Присоединится в IV квартале 2025");
  await expect(upcoming).toContainText("Ведущий аналитик");
});

test("hide and show: the 'Скрыт' badge in the admin, gone from /team and back", async ({ page, db, baseURL }) => {
  await login(page, db, "editor", baseURL!);
  const member = await insertMember(db);
  await page.goto("/admin/team");
  const hiddenStat = page.locator("[data-slot=stat-card]").filter({ hasText: "Скрыты" }).getByTestId("stat-value");
  const hiddenBefore = Number(await hiddenStat.textContent());
  await expect(card(page, member.name).getByText("Скрыт", { exact: true })).toHaveCount(0);
  await card(page, member.name).getByRole("button", { name: `Скрыть с сайта: ${member.name}` }).click();
  await expect(toasts(page).getByText("Данные сотрудника обновлены")).toBeVisible();
  await expect(card(page, member.name).getByText("Скрыт", { exact: true })).toBeVisible();
  await expect(hiddenStat).toHaveText(String(hiddenBefore + 1));
  expect((await lastAudit(db, member.id))[0]!.changedFields).toEqual(["is_visible"]);

  const publicPage = await page.context().newPage();
  await publicPage.goto("/team");
  await expect(publicPage.getByTestId("team-member").first()).toBeVisible();
  await expect(publicPage.getByText(member.name)).toHaveCount(0);

  await card(page, member.name).getByRole("button", { name: `Показать на сайте: ${member.name}` }).click();
  await expect(card(page, member.name).getByText("Скрыт", { exact: true })).toHaveCount(0);
  await publicPage.reload();
  await expect(publicPage.getByTestId("team-member").filter({ hasText: member.name })).toHaveCount(1);
});

test("reordering by keyboard: up and down swap neighbours in the admin and on /team", async ({ page, db, baseURL }) => {
  await login(page, db, "editor", baseURL!);
  const first = await insertMember(db);
  const second = await insertMember(db);
  await page.goto("/admin/team");
  const names = () => page.getByTestId("team-card").evaluateAll((cards) => cards.map((c) => c.getAttribute("data-name")));
  const order = (list: (string | null)[]) => list.filter((n) => n === first.name || n === second.name);
  expect(order(await names())).toEqual([first.name, second.name]);
  // The last card cannot move further down.
  const lastCard = page.getByTestId("team-card").last();
  await expect(lastCard.getByRole("button", { name: /^Переместить ниже/ })).toBeDisabled();
  await expect(page.getByTestId("team-card").first().getByRole("button", { name: /^Переместить выше/ })).toBeDisabled();

  await card(page, second.name).getByRole("button", { name: `Переместить выше: ${second.name}` }).focus();
  await page.keyboard.press("Enter");
  await expect(toasts(page).getByText("Данные сотрудника обновлены")).toBeVisible();
  await expect.poll(async () => order(await names())).toEqual([second.name, first.name]);
  expect((await lastAudit(db, second.id))[0]!.changedFields).toEqual(["display_order"]);

  await page.goto("/team");
  const publicNames = await page.getByTestId("team-member").getByRole("heading", { level: 2 }).allTextContents();
  expect(publicNames.filter((n) => n === first.name || n === second.name)).toEqual([second.name, first.name]);

  await page.goto("/admin/team");
  await card(page, second.name).getByRole("button", { name: `Переместить ниже: ${second.name}` }).click();
  await expect.poll(async () => order(await names())).toEqual([first.name, second.name]);
});

test("an admin deletes after the confirmation; cancelling keeps the member", async ({ page, db, baseURL }) => {
  const admin = await login(page, db, "admin", baseURL!);
  const member = await insertMember(db);
  await page.goto("/admin/team");
  await card(page, member.name).getByRole("link", { name: `Удалить: ${member.name}` }).click();
  const confirm = page.getByRole("alertdialog", { name: "Удалить сотрудника?" });
  await expect(confirm).toContainText(member.name);
  await confirm.getByRole("button", { name: "Отмена" }).click();
  await expect(confirm).toBeHidden();
  await expect(card(page, member.name)).toBeVisible();
  expect(await db.select().from(teamMembers).where(eq(teamMembers.id, member.id))).toHaveLength(1);

  await card(page, member.name).getByRole("link", { name: `Удалить: ${member.name}` }).click();
  await confirm.getByRole("button", { name: "Удалить" }).click();
  await expect(toasts(page).getByText("Сотрудник удален из команды")).toBeVisible();
  await expect(card(page, member.name)).toHaveCount(0);
  expect(await db.select().from(teamMembers).where(eq(teamMembers.id, member.id))).toHaveLength(0);
  expect((await lastAudit(db, member.id))[0]).toMatchObject({ action: "delete", actorId: admin.id, entityLabel: member.name });

  await page.goto("/team");
  await expect(page.getByText(member.name)).toHaveCount(0);
});

test("an editor has no delete button, and a forged delete is refused with 403", async ({ page, db, baseURL }) => {
  await login(page, db, "editor", baseURL!);
  const member = await insertMember(db);
  await page.goto(`/admin/team?delete=${member.id}`);
  await expect(card(page, member.name)).toBeVisible();
  await expect(card(page, member.name).getByRole("link", { name: /^Удалить/ })).toHaveCount(0);
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  const forged = await page.request.post("/admin/team", {
    headers: { Origin: baseURL! },
    form: { intent: "delete", id: member.id },
  });
  expect(forged.status()).toBe(403);
  // Not even a malformed delete gets past the check first.
  const malformed = await page.request.post("/admin/team", { headers: { Origin: baseURL! }, form: { intent: "delete" } });
  expect(malformed.status()).toBe(403);
  expect(await db.select().from(teamMembers).where(eq(teamMembers.id, member.id))).toHaveLength(1);
});

test("a marketer sees the team but cannot change it", async ({ page, db, baseURL }) => {
  await login(page, db, "marketer", baseURL!);
  const member = await insertMember(db);
  await page.goto(`/admin/team?member=${member.id}`);
  await expect(card(page, member.name)).toBeVisible();
  // Reading only: no control that would fail, and no dialog even when the address asks for one.
  await expect(page.getByRole("link", { name: "Добавить сотрудника" })).toHaveCount(0);
  await expect(card(page, member.name).getByRole("button")).toHaveCount(0);
  // Only the translations, which a marketer reads (ADR 0074).
  await expect(card(page, member.name).getByRole("link")).toHaveText(["Переводы"]);
  await expect(card(page, member.name).getByRole("link")).toHaveAttribute("href", `/admin/team?member=${member.id}&lang=kz`);
  await expect(page.getByRole("dialog")).toHaveCount(0);
  // content.read without content.write: every change is refused by the server.
  const forged = await page.request.post("/admin/team", {
    headers: { Origin: baseURL! },
    form: { intent: "toggle", id: member.id, visible: "false" },
  });
  expect(forged.status()).toBe(403);
  const [row] = await db.select().from(teamMembers).where(eq(teamMembers.id, member.id));
  expect(row!.isVisible).toBe(true);
});

test.describe("failures show the approved team messages", () => {
  test("adding, updating, deleting and loading fail with their own message", async ({ page, db, baseURL }) => {
    await login(page, db, "admin", baseURL!);
    const member = await insertMember(db);
    // The database refuses writes to the table, as a broken connection would.
    await db.execute(sql`CREATE FUNCTION refuse_team_write() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$`);
    await db.execute(sql`CREATE TRIGGER refuse_team_write BEFORE INSERT OR UPDATE ON team_members FOR EACH ROW EXECUTE FUNCTION refuse_team_write()`);
    try {
      await page.goto("/admin/team?member=new");
      const dialog = page.getByRole("dialog", { name: "Новый сотрудник" });
      await dialog.getByLabel("Имя *").fill("Не сохранится");
      await dialog.getByLabel("Должность *").fill("Никто");
      await dialog.getByRole("button", { name: "Добавить", exact: true }).click();
      await expect(dialog.getByRole("alert").filter({ hasText: "Не удалось добавить сотрудника" })).toBeVisible();
      await expect(toasts(page).getByText("Не удалось добавить сотрудника")).toBeVisible();
      await expect(dialog.getByLabel("Имя *")).toHaveValue("Не сохранится");

      await page.goto(`/admin/team?member=${member.id}`);
      const edit = page.getByRole("dialog", { name: "Редактирование сотрудника" });
      await edit.getByLabel("Должность *").fill("Другая должность");
      await edit.getByRole("button", { name: "Сохранить" }).click();
      await expect(edit.getByRole("alert").filter({ hasText: "Не удалось обновить данные сотрудника" })).toBeVisible();

      await page.goto("/admin/team");
      await card(page, member.name).getByRole("button", { name: `Скрыть с сайта: ${member.name}` }).click();
      await expect(toasts(page).getByText("Не удалось обновить данные сотрудника")).toBeVisible();
    } finally {
      await db.execute(sql`DROP TRIGGER refuse_team_write ON team_members`);
      await db.execute(sql`DROP FUNCTION refuse_team_write()`);
    }
    expect((await db.select().from(teamMembers).where(eq(teamMembers.id, member.id)))[0]).toMatchObject({
      position: "Аналитик",
      isVisible: true,
    });

    // Deleted meanwhile by someone else: the confirmation's delete has nothing to remove.
    await page.goto(`/admin/team?delete=${member.id}`);
    await db.delete(teamMembers).where(eq(teamMembers.id, member.id));
    await page.getByRole("alertdialog").getByRole("button", { name: "Удалить" }).click();
    await expect(toasts(page).getByText("Не удалось удалить сотрудника")).toBeVisible();

    await db.execute(sql`ALTER TABLE team_members RENAME TO team_members_away`);
    try {
      const response = await page.goto("/admin/team");
      expect(response?.status()).toBe(500);
      await expect(page.getByText("Не удалось загрузить данные команды")).toBeVisible();
    } finally {
      await db.execute(sql`ALTER TABLE team_members_away RENAME TO team_members`);
    }
  });

  test("an empty team shows 'Команда пуста'", async ({ page, db, baseURL }) => {
    await login(page, db, "editor", baseURL!);
    const everyone = await db.select().from(teamMembers).orderBy(asc(teamMembers.displayOrder));
    await db.delete(teamMembers);
    try {
      await page.goto("/admin/team");
      await expect(page.getByRole("heading", { name: "Команда пуста" })).toBeVisible();
      await expect(page.getByTestId("team-card")).toHaveCount(0);
    } finally {
      if (everyone.length > 0) await db.insert(teamMembers).values(everyone);
    }
  });
});

for (const theme of ["light", "dark"] as const) {
  test(`the dialog with its errors and the confirmation pass axe (${theme})`, async ({ page, db, baseURL, context }) => {
    // Several full-page axe passes: more than the default 30 s on a 2-core machine, as the other screens' axe tests allow.
    test.setTimeout(90_000);
    await context.addCookies([{ name: "admin_theme", value: theme, url: baseURL! }]);
    await login(page, db, "admin", baseURL!);
    const member = await insertMember(db, { avatar: null, skills: ["SQL", "Python", "BI", "ETL", "dbt"] });
    await page.goto("/admin/team?member=new");
    const dialog = page.getByRole("dialog", { name: "Новый сотрудник" });
    await dialog.getByLabel("Имя *").fill(" ");
    await dialog.getByLabel("Должность *").fill("Тест");
    await dialog.getByLabel("Email").fill("not-an-email");
    await dialog.getByRole("button", { name: "Добавить", exact: true }).click();
    await expect(dialog.getByRole("alert").filter({ hasText: "Введите корректный email" })).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);
    await page.goto(`/admin/team?delete=${member.id}`);
    await expect(page.getByRole("alertdialog")).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the dialog and the confirmation are forms on the page; add, hide, move and delete work", async ({ page, db, baseURL }) => {
    const admin = await login(page, db, "admin", baseURL!);
    await page.goto("/admin/team");
    await page.getByRole("link", { name: "Добавить сотрудника" }).click();
    await expect(page).toHaveURL(/\?member=new$/);
    await expect(page.getByText("Чтобы загрузить фото, включите JavaScript в браузере.")).toBeVisible();
    await page.getByLabel("Должность *").fill("Без имени");
    await page.getByRole("button", { name: "Добавить", exact: true }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Name, position, and department are required" })).toBeVisible();
    await expect(page.getByLabel("Должность *")).toHaveValue("Без имени");

    const name = `Без скриптов ${Date.now()}`;
    await page.getByLabel("Имя *").fill(name);
    await page.getByRole("button", { name: "Добавить", exact: true }).click();
    await expect(page).toHaveURL(/\/admin\/team$/);
    await expect(page.getByRole("status").filter({ hasText: "Сотрудник добавлен в команду" })).toBeVisible();
    const [row] = await db.select().from(teamMembers).where(and(eq(teamMembers.name, name), eq(teamMembers.createdBy, admin.id)));
    expect(row).toMatchObject({ department: "Технический отдел", languages: ["Русский"], position: "Без имени" });

    await card(page, name).getByRole("button", { name: `Скрыть с сайта: ${name}` }).click();
    await expect(card(page, name).getByText("Скрыт", { exact: true })).toBeVisible();
    const names = () => page.getByTestId("team-card").evaluateAll((cards) => cards.map((c) => c.getAttribute("data-name")));
    const before = (await names()).indexOf(name);
    await card(page, name).getByRole("button", { name: `Переместить выше: ${name}` }).click();
    await expect(page.getByRole("status").filter({ hasText: "Данные сотрудника обновлены" })).toBeVisible();
    expect((await names()).indexOf(name)).toBe(before - 1);

    await card(page, name).getByRole("link", { name: `Удалить: ${name}` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Удалить сотрудника?" });
    await expect(confirm).toContainText(name);
    await confirm.getByRole("button", { name: "Удалить" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Сотрудник удален из команды" })).toBeVisible();
    await expect(card(page, name)).toHaveCount(0);
  });
});
