/**
 * The services editor, persisted and open to editors: create with feature rows added and removed
 * and blank rows dropped, edit, hide, reorder, delete after the confirmation, the approved toasts,
 * the change on /services and the home page's teaser, the same without JavaScript, and a marketer's
 * forged posts refused by the server.
 */
import { and, desc, eq } from "drizzle-orm";

import { auditLog, services } from "~/db/schema";

import { login } from "../setup/auth-helpers";
import { wcagViolations } from "./axe";
import { expect, test } from "./fixtures";
import { rebuiltElements, recordRemovedElements } from "./removed-elements";

// Spec files in one worker share a database, and the public pages' own tests expect the seeded
// services: each test puts the table back as it found it.
let servicesBefore: (typeof services.$inferSelect)[] = [];
test.beforeEach(async ({ db }) => {
  servicesBefore = await db.select().from(services);
});
test.afterEach(async ({ db }) => {
  await db.delete(services);
  if (servicesBefore.length > 0) await db.insert(services).values(servicesBefore);
});

type Page = import("@playwright/test").Page;
type Db = import("~/db/types").Db;

const NBSP = "\u00a0";
const toasts = (page: Page) => page.getByRole("region", { name: /Уведомления/ });
const card = (page: Page, title: string) => page.getByTestId("admin-service").filter({ hasText: title });
const publicCard = (page: Page, title: string) => page.getByTestId("service").filter({ hasText: title });

let serial = 0;
/** A service of this test's own, so tests depend neither on each other nor on the seed. */
async function insertService(db: Db, values: Partial<typeof services.$inferInsert> = {}) {
  serial += 1;
  const stamp = `${Date.now()}-${serial}`;
  const [row] = await db
    .insert(services)
    .values({
      slug: `test-service-${stamp}`,
      title: `Тестовая услуга ${stamp}`,
      kind: "main",
      description: "Описание тестовой услуги.",
      features: ["Первый пункт"],
      priceAmount: 250000,
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
    .where(and(eq(auditLog.entity, "service"), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.createdAt));
}

test("an editor creates a service: feature rows are added and removed, blank rows dropped; /services shows it", async ({ page, db, baseURL }) => {
  const editor = await login(page, db, "editor", baseURL!);
  await page.goto("/admin/services");
  await page.getByRole("link", { name: "Добавить услугу" }).click();
  const form = page.getByRole("form", { name: "Новая услуга" });
  await expect(form).toBeVisible();

  const features = form.getByRole("group", { name: "Что входит" });
  const removeButtons = features.getByRole("button", { name: /^Удалить:/ });
  // One row, and no removal while it is the only one.
  await expect(features.getByRole("textbox")).toHaveCount(1);
  await expect(removeButtons).toHaveCount(0);
  await features.getByRole("button", { name: "Добавить пункт" }).click();
  await features.getByRole("button", { name: "Добавить пункт" }).click();
  await features.getByRole("button", { name: "Добавить пункт" }).click();
  await expect(features.getByRole("textbox")).toHaveCount(4);
  await expect(removeButtons).toHaveCount(4);
  await features.getByRole("textbox", { name: "Пункт «Что входит» 1", exact: true }).fill("Запись клиентов по телефону");
  await features.getByRole("textbox", { name: "Пункт «Что входит» 2", exact: true }).fill("Удалю этот пункт");
  // Row 3 stays blank.
  await features.getByRole("textbox", { name: "Пункт «Что входит» 4", exact: true }).fill("Отчёты по звонкам");
  await features.getByRole("button", { name: "Удалить: Пункт «Что входит» 2" }).click();
  await expect(features.getByRole("textbox")).toHaveCount(3);
  await expect(features.getByRole("textbox").nth(1)).toHaveValue("");
  await expect(features.getByRole("textbox").nth(2)).toHaveValue("Отчёты по звонкам");

  const title = `Голосовой AI-ассистент ${Date.now()}`;
  await form.getByLabel("Название").fill(title);
  await form.getByLabel("Категория").fill("AI-решения");
  await form.getByLabel("Описание").fill("Принимает звонки и записывает клиентов.");
  await form.getByLabel("Сумма, ₸").fill("350 000");
  await form.getByLabel("Срок").fill("3-5 недель");
  await form.getByRole("group", { name: "Преимущества" }).getByRole("textbox", { name: "Преимущество 1", exact: true }).fill("Ни одного пропущенного звонка");
  await form.getByRole("button", { name: "Сохранить" }).click();

  await expect(toasts(page).getByText("Услуга сохранена")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/services$/);
  await expect(card(page, title)).toContainText(`от${NBSP}350${NBSP}000${NBSP}₸`);

  const [row] = await db.select().from(services).where(eq(services.title, title));
  expect(row).toMatchObject({
    kind: "main",
    category: "AI-решения",
    features: ["Запись клиентов по телефону", "Отчёты по звонкам"],
    benefits: ["Ни одного пропущенного звонка"],
    priceAmount: 350000,
    priceLabel: null,
    pricePeriod: null,
    duration: "3-5 недель",
    isVisible: true,
  });
  expect(row!.slug).toMatch(/^golosovoy-ai-assistent-\d+$/);
  const [entry] = await auditOf(db, row!.id);
  expect(entry).toMatchObject({ action: "create", actorId: editor.id, entityLabel: title });

  await page.goto("/services");
  const published = publicCard(page, title);
  await expect(published).toContainText("Запись клиентов по телефону");
  await expect(published).toContainText("Отчёты по звонкам");
  await expect(published.getByRole("listitem")).toHaveCount(3);
  await expect(published.getByTestId("service-price")).toHaveText(`от${NBSP}350${NBSP}000${NBSP}₸`);
  await expect(published).toHaveAttribute("id", row!.slug);
});

test("a save without a price is refused at the field; an edit keeps the slug and the page shows the new title and price", async ({ page, db, baseURL }) => {
  await login(page, db, "editor", baseURL!);
  const service = await insertService(db, { kind: "extra" });
  await page.goto("/admin/services");
  await page.getByRole("link", { name: `Изменить: ${service.title}` }).click();
  const form = page.getByRole("form", { name: `Редактирование: ${service.title}` });
  await expect(form.getByLabel("Название")).toHaveValue(service.title);
  await expect(form.getByLabel("Сумма, ₸")).toHaveValue("250 000");
  await expect(form.getByLabel("Раздел")).toHaveValue("extra");

  // The price given in words: the sum field gives way to the text field.
  await form.getByRole("radio", { name: "Текстом" }).check();
  await expect(form.getByLabel("Сумма, ₸")).toBeHidden();
  await form.getByRole("button", { name: "Сохранить" }).click();
  await expect(form.getByRole("alert").filter({ hasText: "Заполните это поле" })).toBeVisible();
  const renamed = `${service.title} (обновлено)`;
  await form.getByLabel("Название").fill(renamed);
  await form.getByLabel("Цена текстом").fill("По запросу");
  await form.getByRole("button", { name: "Сохранить" }).click();
  await expect(toasts(page).getByText("Услуга сохранена")).toBeVisible();

  const [row] = await db.select().from(services).where(eq(services.id, service.id));
  expect(row).toMatchObject({ title: renamed, slug: service.slug, priceAmount: null, priceLabel: "По запросу" });
  const [entry] = await auditOf(db, service.id);
  expect(entry).toMatchObject({ action: "update", changedFields: ["price", "title"] });

  await page.goto("/services");
  await expect(publicCard(page, renamed).getByTestId("service-price")).toHaveText("По запросу");

  // A monthly price reads 'от … ₸/мес'.
  await page.goto(`/admin/services?edit=${service.id}`);
  await page.getByRole("radio", { name: "От суммы в месяц" }).check();
  await page.getByLabel("Сумма, ₸").fill("120000");
  await page.getByRole("button", { name: "Сохранить" }).click();
  await expect(toasts(page).getByText("Услуга сохранена")).toBeVisible();
  await page.goto("/services");
  await expect(publicCard(page, renamed).getByTestId("service-price")).toHaveText(`от${NBSP}120${NBSP}000${NBSP}₸/мес`);
});

test("hiding takes a service off /services and the home page; showing brings it back", async ({ page, db, baseURL }) => {
  await login(page, db, "editor", baseURL!);
  // First in display order, so the home page's teaser of four shows it.
  const service = await insertService(db, { displayOrder: -1 });
  await page.goto("/");
  await expect(page.getByText(service.title)).toBeVisible();

  await page.goto("/admin/services");
  await page.getByRole("button", { name: `Скрыть с сайта: ${service.title}` }).click();
  await expect(toasts(page).getByText("Услуга скрыта с сайта")).toBeVisible();
  await expect(card(page, service.title).getByText("Скрыта", { exact: true })).toBeVisible();
  expect((await auditOf(db, service.id))[0]).toMatchObject({ action: "update", changedFields: ["is_visible"] });

  await page.goto("/services");
  await expect(publicCard(page, service.title)).toHaveCount(0);
  await page.goto("/");
  await expect(page.getByText(service.title)).toHaveCount(0);

  await page.goto("/admin/services");
  await page.getByRole("button", { name: `Показать на сайте: ${service.title}` }).click();
  await expect(toasts(page).getByText("Услуга снова на сайте")).toBeVisible();
  await page.goto("/services");
  await expect(publicCard(page, service.title)).toHaveCount(1);
});

test("moving a service up and down changes its place on /services", async ({ page, db, baseURL }) => {
  await login(page, db, "editor", baseURL!);
  const first = await insertService(db, { kind: "extra", displayOrder: 5000 });
  const second = await insertService(db, { kind: "extra", displayOrder: 5001 });
  const publicOrder = async () => {
    await page.goto("/services");
    const titles = await page.getByTestId("service").locator("h2, h3").allTextContents();
    return titles.filter((t) => t === first.title || t === second.title);
  };
  expect(await publicOrder()).toEqual([first.title, second.title]);

  await page.goto("/admin/services");
  await expect(page.getByRole("button", { name: `Ниже: ${second.title}` })).toBeDisabled();
  await page.getByRole("button", { name: `Выше: ${second.title}` }).click();
  await expect(toasts(page).getByText("Порядок услуг изменён")).toBeVisible();
  expect(await publicOrder()).toEqual([second.title, first.title]);
  expect((await auditOf(db, second.id))[0]).toMatchObject({ action: "update", changedFields: ["display_order"] });
});

test("delete asks first: cancel keeps the service, confirming deletes it with 'Услуга удалена'", async ({ page, db, baseURL }) => {
  await login(page, db, "editor", baseURL!);
  const service = await insertService(db);
  await page.goto("/admin/services");
  await page.getByRole("link", { name: `Удалить: ${service.title}` }).click();
  const dialog = page.getByRole("alertdialog", { name: "Удалить услугу?" });
  await expect(dialog).toContainText(service.title);
  await dialog.getByRole("button", { name: "Отмена" }).click();
  await expect(dialog).toBeHidden();
  expect(await db.select().from(services).where(eq(services.id, service.id))).toHaveLength(1);

  // Only deleting blog posts, cases, team members and media is the admin's alone: an editor deletes a service.
  await page.getByRole("link", { name: `Удалить: ${service.title}` }).click();
  await dialog.getByRole("button", { name: "Удалить" }).click();
  await expect(toasts(page).getByText("Услуга удалена")).toBeVisible();
  await expect(card(page, service.title)).toHaveCount(0);
  expect(await db.select().from(services).where(eq(services.id, service.id))).toHaveLength(0);
  expect((await auditOf(db, service.id))[0]).toMatchObject({ action: "delete", entityLabel: service.title });
  await page.goto("/services");
  await expect(publicCard(page, service.title)).toHaveCount(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("rows are added and removed by the server, blank rows dropped, and delete asks on the page", async ({ page, db, baseURL }) => {
    await login(page, db, "editor", baseURL!);
    await page.goto("/admin/services?new");
    const features = page.getByRole("group", { name: "Что входит" });
    await expect(features.getByRole("button", { name: /^Удалить:/ })).toHaveCount(0);
    const title = `Услуга без скриптов ${Date.now()}`;
    await page.getByLabel("Название").fill(title);
    await features.getByRole("textbox", { name: "Пункт «Что входит» 1", exact: true }).fill("Пункт один");
    await features.getByRole("button", { name: "Добавить пункт" }).click();
    await features.getByRole("button", { name: "Добавить пункт" }).click();
    await expect(features.getByRole("textbox")).toHaveCount(3);
    // What was typed survives the round trip.
    await expect(page.getByLabel("Название")).toHaveValue(title);
    await features.getByRole("textbox", { name: "Пункт «Что входит» 2", exact: true }).fill("Лишний пункт");
    await features.getByRole("button", { name: "Удалить: Пункт «Что входит» 2" }).click();
    await expect(features.getByRole("textbox")).toHaveCount(2);
    await expect(features.getByRole("textbox").nth(0)).toHaveValue("Пункт один");
    await expect(features.getByRole("textbox").nth(1)).toHaveValue("");
    await page.getByLabel("Сумма, ₸").fill("abc");
    await page.getByRole("button", { name: "Сохранить" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Введите сумму числом, например 500 000" })).toBeVisible();
    await expect(page.getByLabel("Название")).toHaveValue(title);
    await expect(features.getByRole("textbox").nth(0)).toHaveValue("Пункт один");
    await page.getByLabel("Сумма, ₸").fill("90 000");
    await page.getByRole("button", { name: "Сохранить" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Услуга сохранена" })).toBeVisible();
    const [row] = await db.select().from(services).where(eq(services.title, title));
    expect(row).toMatchObject({ features: ["Пункт один"], priceAmount: 90000 });

    await page.getByRole("link", { name: `Удалить: ${title}` }).click();
    const question = page.getByRole("alertdialog", { name: "Удалить услугу?" });
    await expect(question).toContainText(title);
    await question.getByRole("button", { name: "Удалить" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Услуга удалена" })).toBeVisible();
    expect(await db.select().from(services).where(eq(services.id, row!.id))).toHaveLength(0);
  });
});

test("a marketer reads the services without controls, and the server refuses every forged change with 403", async ({ page, db, baseURL }) => {
  await login(page, db, "marketer", baseURL!);
  const service = await insertService(db);
  await page.goto("/admin/services");
  await expect(card(page, service.title)).toBeVisible();
  await expect(page.getByRole("link", { name: "Добавить услугу" })).toHaveCount(0);
  await expect(page.getByRole("link", { name: `Изменить: ${service.title}` })).toHaveCount(0);

  const forms: Record<string, string>[] = [
    { intent: "save", title: "Подделка", priceAmount: "1" },
    { intent: "save", id: service.id, title: "Подделка", priceAmount: "1" },
    { intent: "visibility", id: service.id, visible: "false" },
    { intent: "move", id: service.id, direction: "up" },
    { intent: "delete", id: service.id },
  ];
  for (const form of forms) {
    const forged = await page.request.post("/admin/services", { headers: { Origin: baseURL! }, form, maxRedirects: 0 });
    expect(forged.status(), form.intent).toBe(403);
  }
  const [row] = await db.select().from(services).where(eq(services.id, service.id));
  expect(row).toMatchObject({ title: service.title, isVisible: true, displayOrder: service.displayOrder });
  expect(await db.select().from(services).where(eq(services.title, "Подделка"))).toHaveLength(0);
  expect(await auditOf(db, service.id)).toHaveLength(0);
});

test("the list, the create and edit forms and the delete question hydrate cleanly and pass axe, light and dark", async ({ page, db, baseURL, context }) => {
  test.setTimeout(180_000);
  await login(page, db, "editor", baseURL!);
  const item = await insertService(db);
  await page.addInitScript(recordRemovedElements);
  for (const theme of ["light", "dark"]) {
    await context.addCookies([{ name: "admin_theme", value: theme, url: baseURL! }]);
    for (const search of ["", "?new", `?edit=${item.id}`, `?delete=${item.id}`]) {
      const path = `/admin/services${search}`;
      expect((await page.goto(path))?.status(), path).toBe(200);
      expect(await rebuiltElements(page), path).toEqual([]);
      expect(await wcagViolations(page), `${theme} ${path}`).toEqual([]);
    }
  }
});
