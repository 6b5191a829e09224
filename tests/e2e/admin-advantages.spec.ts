/**
 * The advantages editor, persisted and open to editors: create and edit with the stat stored only
 * when both its parts are filled, hide, reorder, delete after the confirmation, the approved
 * toasts, the change in the home page's why-us block, the same without JavaScript, and a marketer's
 * forged posts refused by the server.
 */
import { and, desc, eq } from "drizzle-orm";

import { advantages, auditLog } from "~/db/schema";

import { login } from "../setup/auth-helpers";
import { wcagViolations } from "./axe";
import { expect, test } from "./fixtures";
import { rebuiltElements, recordRemovedElements } from "./removed-elements";

// Spec files in one worker share a database, and the public pages' own tests expect the seeded
// advantages: each test puts the table back as it found it.
let advantagesBefore: (typeof advantages.$inferSelect)[] = [];
test.beforeEach(async ({ db }) => {
  advantagesBefore = await db.select().from(advantages);
});
test.afterEach(async ({ db }) => {
  await db.delete(advantages);
  if (advantagesBefore.length > 0) await db.insert(advantages).values(advantagesBefore);
});

type Page = import("@playwright/test").Page;
type Db = import("~/db/types").Db;

const toasts = (page: Page) => page.getByRole("region", { name: /Уведомления/ });
const card = (page: Page, title: string) => page.getByTestId("admin-advantage").filter({ hasText: title });
const publicCard = (page: Page, title: string) => page.getByTestId("advantage").filter({ hasText: title });

let serial = 0;
/** An advantage of this test's own, so tests depend neither on each other nor on the seed. */
async function insertAdvantage(db: Db, values: Partial<typeof advantages.$inferInsert> = {}) {
  serial += 1;
  const [row] = await db
    .insert(advantages)
    .values({
      title: `Тестовое преимущество ${Date.now()}-${serial}`,
      description: "Описание тестового преимущества.",
      icon: "🧪",
      displayOrder: 1000 + serial,
      ...values,
    })
    .returning();
  return row!;
}

async function auditOf(db: Db, entityId: string) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, "advantage"), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.createdAt));
}

test("an editor creates an advantage: a stat with only its value is not stored; with both parts it shows on the home page", async ({ page, db, baseURL }) => {
  const editor = await login(page, db, "editor", baseURL!);
  await page.goto("/admin/advantages");
  await page.getByRole("link", { name: "Добавить преимущество" }).click();
  const form = page.getByRole("form", { name: "Новое преимущество" });
  const title = `Внедрение за две недели ${Date.now()}`;
  await form.getByLabel("Заголовок").fill(title);
  await form.getByLabel("Категория").fill("Скорость");
  await form.getByLabel("Описание").fill("Запускаем первого агента за 14 дней.");
  await form.getByLabel("Иконка (эмодзи)").fill("🚀");
  await form.getByLabel("Значение").fill("×2");
  await form.getByRole("button", { name: "Сохранить" }).click();
  await expect(toasts(page).getByText("Преимущество сохранено")).toBeVisible();

  const [row] = await db.select().from(advantages).where(eq(advantages.title, title));
  expect(row).toMatchObject({ category: "Скорость", icon: "🚀", statValue: null, statLabel: null, isVisible: true });
  expect((await auditOf(db, row!.id))[0]).toMatchObject({ action: "create", actorId: editor.id, entityLabel: title });
  await expect(card(page, title).getByTestId("admin-advantage-stat")).toHaveCount(0);

  await page.goto("/");
  const published = publicCard(page, title);
  await expect(published).toContainText("Запускаем первого агента за 14 дней.");
  await expect(published).toContainText("🚀");
  await expect(published).not.toContainText("×2");

  // Both parts: the stat is stored and shown.
  await page.goto("/admin/advantages");
  await page.getByRole("link", { name: `Изменить: ${title}` }).click();
  const edit = page.getByRole("form", { name: `Редактирование: ${title}` });
  await expect(edit.getByLabel("Значение")).toHaveValue("");
  await edit.getByLabel("Значение").fill("14 дней");
  await edit.getByLabel("Подпись").fill("до запуска");
  await edit.getByRole("button", { name: "Сохранить" }).click();
  await expect(toasts(page).getByText("Преимущество сохранено")).toBeVisible();
  await expect(card(page, title).getByTestId("admin-advantage-stat")).toHaveText(/14 дней\s*до запуска/);
  const [saved] = await db.select().from(advantages).where(eq(advantages.id, row!.id));
  expect(saved).toMatchObject({ statValue: "14 дней", statLabel: "до запуска" });
  expect((await auditOf(db, row!.id))[0]).toMatchObject({ action: "update", changedFields: ["stat"] });
  await page.goto("/");
  await expect(publicCard(page, title)).toContainText("14 дней");
  await expect(publicCard(page, title)).toContainText("до запуска");

  // Clearing the label drops the whole stat.
  await page.goto(`/admin/advantages?edit=${row!.id}`);
  await page.getByLabel("Подпись").fill("");
  await page.getByRole("button", { name: "Сохранить" }).click();
  await expect(toasts(page).getByText("Преимущество сохранено")).toBeVisible();
  const [cleared] = await db.select().from(advantages).where(eq(advantages.id, row!.id));
  expect(cleared).toMatchObject({ statValue: null, statLabel: null });
});

test("an edit shows its field's message when the title is emptied, and the home page shows the new text", async ({ page, db, baseURL }) => {
  await login(page, db, "editor", baseURL!);
  const advantage = await insertAdvantage(db, { displayOrder: -1 });
  await page.goto(`/admin/advantages?edit=${advantage.id}`);
  const form = page.getByRole("form", { name: `Редактирование: ${advantage.title}` });
  await expect(form.getByLabel("Иконка (эмодзи)")).toHaveValue("🧪");
  await form.getByLabel("Заголовок").fill("");
  await form.getByRole("button", { name: "Сохранить" }).click();
  await expect(form.getByRole("alert").filter({ hasText: "Заполните это поле" })).toBeVisible();
  const renamed = `${advantage.title} (обновлено)`;
  await form.getByLabel("Заголовок").fill(renamed);
  await form.getByLabel("Описание").fill("Новое описание преимущества.");
  await form.getByRole("button", { name: "Сохранить" }).click();
  await expect(toasts(page).getByText("Преимущество сохранено")).toBeVisible();
  expect((await auditOf(db, advantage.id))[0]).toMatchObject({ action: "update", changedFields: ["description", "title"] });
  await page.goto("/");
  await expect(publicCard(page, renamed)).toContainText("Новое описание преимущества.");
});

test("hiding takes an advantage out of the why-us block; showing brings it back", async ({ page, db, baseURL }) => {
  await login(page, db, "editor", baseURL!);
  const advantage = await insertAdvantage(db);
  await page.goto("/");
  await expect(publicCard(page, advantage.title)).toHaveCount(1);

  await page.goto("/admin/advantages");
  await page.getByRole("button", { name: `Скрыть с сайта: ${advantage.title}` }).click();
  await expect(toasts(page).getByText("Преимущество скрыто с сайта")).toBeVisible();
  await expect(card(page, advantage.title).getByText("Скрыто", { exact: true })).toBeVisible();
  expect((await db.select().from(advantages).where(eq(advantages.id, advantage.id)))[0]?.isVisible).toBe(false);
  expect((await auditOf(db, advantage.id))[0]).toMatchObject({ action: "update", changedFields: ["is_visible"] });
  await page.goto("/");
  await expect(publicCard(page, advantage.title)).toHaveCount(0);

  await page.goto("/admin/advantages");
  await page.getByRole("button", { name: `Показать на сайте: ${advantage.title}` }).click();
  await expect(toasts(page).getByText("Преимущество снова на сайте")).toBeVisible();
  await page.goto("/");
  await expect(publicCard(page, advantage.title)).toHaveCount(1);
});

test("moving an advantage changes its place in the why-us block", async ({ page, db, baseURL }) => {
  await login(page, db, "editor", baseURL!);
  const first = await insertAdvantage(db, { displayOrder: 5000 });
  const second = await insertAdvantage(db, { displayOrder: 5001 });
  const publicOrder = async () => {
    await page.goto("/");
    const titles = await page.getByTestId("advantage").locator("h3").allTextContents();
    return titles.filter((t) => t === first.title || t === second.title);
  };
  expect(await publicOrder()).toEqual([first.title, second.title]);
  await page.goto("/admin/advantages");
  await page.getByRole("button", { name: `Ниже: ${first.title}` }).click();
  await expect(toasts(page).getByText("Порядок преимуществ изменён")).toBeVisible();
  expect(await publicOrder()).toEqual([second.title, first.title]);
  expect((await auditOf(db, first.id))[0]).toMatchObject({ action: "update", changedFields: ["display_order"] });
});

test("delete asks first: cancel keeps the advantage, confirming deletes it with 'Преимущество удалено'", async ({ page, db, baseURL }) => {
  await login(page, db, "editor", baseURL!);
  const advantage = await insertAdvantage(db);
  await page.goto("/admin/advantages");
  await page.getByRole("link", { name: `Удалить: ${advantage.title}` }).click();
  const dialog = page.getByRole("alertdialog", { name: "Удалить преимущество?" });
  await expect(dialog).toContainText(advantage.title);
  await dialog.getByRole("button", { name: "Отмена" }).click();
  await expect(dialog).toBeHidden();
  expect(await db.select().from(advantages).where(eq(advantages.id, advantage.id))).toHaveLength(1);

  // Only deleting blog posts, cases, team members and media is the admin's alone: an editor deletes an advantage.
  await page.getByRole("link", { name: `Удалить: ${advantage.title}` }).click();
  await dialog.getByRole("button", { name: "Удалить" }).click();
  await expect(toasts(page).getByText("Преимущество удалено")).toBeVisible();
  await expect(card(page, advantage.title)).toHaveCount(0);
  expect(await db.select().from(advantages).where(eq(advantages.id, advantage.id))).toHaveLength(0);
  expect((await auditOf(db, advantage.id))[0]).toMatchObject({ action: "delete", entityLabel: advantage.title });
  await page.goto("/");
  await expect(publicCard(page, advantage.title)).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("create, a refused save keeping what was typed, and delete asked on the page", async ({ page, db, baseURL }) => {
    await login(page, db, "editor", baseURL!);
    await page.goto("/admin/advantages?new");
    await page.getByLabel("Описание").fill("Без заголовка не сохранится.");
    await page.getByRole("button", { name: "Сохранить" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Заполните это поле" })).toBeVisible();
    await expect(page.getByLabel("Описание")).toHaveValue("Без заголовка не сохранится.");
    const title = `Преимущество без скриптов ${Date.now()}`;
    await page.getByLabel("Заголовок").fill(title);
    await page.getByLabel("Подпись").fill("подпись без значения");
    await page.getByRole("button", { name: "Сохранить" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Преимущество сохранено" })).toBeVisible();
    const [row] = await db.select().from(advantages).where(eq(advantages.title, title));
    // No icon typed: the default one; a label without a value: no stat.
    expect(row).toMatchObject({ icon: "✨", statValue: null, statLabel: null });

    await page.getByRole("link", { name: `Удалить: ${title}` }).click();
    const question = page.getByRole("alertdialog", { name: "Удалить преимущество?" });
    await question.getByRole("button", { name: "Удалить" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Преимущество удалено" })).toBeVisible();
    expect(await db.select().from(advantages).where(eq(advantages.id, row!.id))).toHaveLength(0);
  });
});

test("a marketer reads the advantages without controls, and the server refuses every forged change with 403", async ({ page, db, baseURL }) => {
  await login(page, db, "marketer", baseURL!);
  const advantage = await insertAdvantage(db);
  await page.goto("/admin/advantages");
  await expect(card(page, advantage.title)).toBeVisible();
  await expect(page.getByRole("link", { name: "Добавить преимущество" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: `Удалить: ${advantage.title}` })).toHaveCount(0);

  const forms: Record<string, string>[] = [
    { intent: "save", title: "Подделка" },
    { intent: "save", id: advantage.id, title: "Подделка" },
    { intent: "visibility", id: advantage.id, visible: "false" },
    { intent: "move", id: advantage.id, direction: "up" },
    { intent: "delete", id: advantage.id },
  ];
  for (const form of forms) {
    const forged = await page.request.post("/admin/advantages", { headers: { Origin: baseURL! }, form, maxRedirects: 0 });
    expect(forged.status(), form.intent).toBe(403);
  }
  const [row] = await db.select().from(advantages).where(eq(advantages.id, advantage.id));
  expect(row).toMatchObject({ title: advantage.title, isVisible: true, displayOrder: advantage.displayOrder });
  expect(await db.select().from(advantages).where(eq(advantages.title, "Подделка"))).toHaveLength(0);
  expect(await auditOf(db, advantage.id)).toHaveLength(0);
});

test("the list, the create and edit forms and the delete question hydrate cleanly and pass axe, light and dark", async ({ page, db, baseURL, context }) => {
  test.setTimeout(90_000);
  await login(page, db, "editor", baseURL!);
  const item = await insertAdvantage(db);
  await page.addInitScript(recordRemovedElements);
  for (const theme of ["light", "dark"]) {
    await context.addCookies([{ name: "admin_theme", value: theme, url: baseURL! }]);
    for (const search of ["", "?new", `?edit=${item.id}`, `?delete=${item.id}`]) {
      const path = `/admin/advantages${search}`;
      expect((await page.goto(path))?.status(), path).toBe(200);
      expect(await rebuiltElements(page), path).toEqual([]);
      expect(await wcagViolations(page), `${theme} ${path}`).toEqual([]);
    }
  }
});
