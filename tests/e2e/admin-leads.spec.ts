/**
 * The leads screen (issue 10 points 15-17): stat cards, search and filters in the address, the
 * status change and its toast, the lead detail with its duplicates and sum, the chats tab with the
 * dialog viewer, the CSV download, and the status change without JavaScript. Every lead and chat
 * session a test inserts is deleted after it: the worker's database is shared by the spec files.
 */
import { readFile } from "node:fs/promises";


import { and, count, desc, eq, inArray } from "drizzle-orm";

import { auditLog, chatSessions, leads } from "~/db/schema";

import { login } from "../setup/auth-helpers";
import { seedChat } from "../setup/chat-seed";
import { wcagViolations } from "./axe";
import { expect, pressEscapeIn, test } from "./fixtures";

type Page = import("@playwright/test").Page;
type Db = import("~/db/types").Db;

const toasts = (page: Page) => page.getByRole("region", { name: /Уведомления/ });
const row = (page: Page, name: string) => page.getByTestId("lead-row").filter({ hasText: name });

const insertedLeads: string[] = [];
const insertedChats: string[] = [];

test.afterEach(async ({ db }) => {
  if (insertedLeads.length > 0) await db.delete(leads).where(inArray(leads.id, insertedLeads.splice(0)));
  if (insertedChats.length > 0) await db.delete(chatSessions).where(inArray(chatSessions.id, insertedChats.splice(0)));
});

/** Leads of this test's own, told apart from any other by a tag in their names. */
async function insertLeads(db: Db, tag: string) {
  const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
  const rows = await db
    .insert(leads)
    .values([
      {
        name: `Айгерим ${tag}`,
        phone: "+7 701 555-44-33",
        email: "aigerim@example.kz",
        source: "website_form",
        status: "new",
        message: "Нужен AI-агент",
        createdAt: minutesAgo(1),
      },
      {
        name: `Борис ${tag}`,
        phone: "+77015554433",
        email: "boris@example.kz",
        company: "ТОО Ромашка",
        source: "ai_widget",
        status: "in-progress",
        createdAt: minutesAgo(2),
      },
      {
        name: `Вера ${tag}`,
        phone: "+77019998877",
        email: "",
        source: "telegram",
        status: "completed",
        message: "=1+1",
        createdAt: minutesAgo(3),
      },
    ])
    .returning();
  insertedLeads.push(...rows.map((r) => r.id));
  return rows;
}

async function countStatus(db: Db, status: string) {
  const [r] = await db.select({ n: count() }).from(leads).where(eq(leads.status, status));
  return r!.n;
}

test("stat cards count the database; search, status and source filters live in the address", async ({ page, db, baseURL }) => {
  await login(page, db, "marketer", baseURL!);
  const tag = `Фильтр${Date.now()}`;
  await insertLeads(db, tag);
  const [total] = await db.select({ n: count() }).from(leads);
  const [dialogs] = await db.select({ n: count() }).from(chatSessions);
  const completed = await countStatus(db, "completed");
  await page.goto("/admin/leads");
  await expect(page.getByRole("heading", { name: "Лиды и диалоги AI", level: 1 })).toBeVisible();
  const stat = (label: string) => page.locator("[data-slot=stat-card]").filter({ hasText: label }).getByTestId("stat-value");
  await expect(stat("Новые заявки")).toHaveText(String(await countStatus(db, "new")));
  await expect(stat("В работе")).toHaveText(String(await countStatus(db, "in-progress")));
  await expect(stat("Выполнено")).toHaveText(String(completed));
  await expect(stat("Диалоги AI")).toHaveText(String(dialogs!.n));
  await expect(stat("Конверсия")).toHaveText(`${Math.round((completed / total!.n) * 100)}%`);

  await page.getByRole("searchbox", { name: "Поиск заявок" }).fill(tag);
  await page.getByRole("button", { name: "Найти" }).click();
  await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(tag)}$`));
  await expect(page.getByTestId("lead-row")).toHaveCount(3);
  await expect(page.getByTestId("leads-export")).toHaveText("Экспорт (3)");

  await page.getByRole("combobox", { name: "Статус", exact: true }).selectOption("in-progress");
  await expect(page).toHaveURL(/status=in-progress/);
  await expect(page.getByTestId("lead-row")).toHaveCount(1);
  await expect(row(page, `Борис ${tag}`)).toBeVisible();

  await page.getByRole("combobox", { name: "Статус", exact: true }).selectOption("");
  await page.getByRole("combobox", { name: "Источник" }).selectOption("telegram");
  await expect(page).toHaveURL(/source=telegram/);
  await expect(page.getByTestId("lead-row")).toHaveCount(1);
  await expect(row(page, `Вера ${tag}`)).toBeVisible();

  await page.getByRole("combobox", { name: "Источник" }).selectOption("email");
  await expect(page.getByText("Нет заявок, соответствующих фильтрам")).toBeVisible();
  // Every source and 'all' are offered.
  await expect(page.getByRole("combobox", { name: "Источник" }).locator("option")).toHaveText([
    "Все источники",
    "Форма контактов",
    "Заявка с сайта",
    "AI-виджет",
    "Telegram",
    "Email",
    "LinkedIn",
  ]);
});

test("the status dropdown changes any status, with the approved toast, on the same filtered list", async ({ page, db, baseURL }) => {
  const marketer = await login(page, db, "marketer", baseURL!);
  const tag = `Статус${Date.now()}`;
  const [aigerim] = await insertLeads(db, tag);
  await page.goto(`/admin/leads?q=${encodeURIComponent(tag)}`);
  const select = row(page, `Айгерим ${tag}`).getByRole("combobox", { name: `Статус заявки: Айгерим ${tag}` });
  await expect(select).toHaveValue("new");
  await expect(select.locator("option")).toHaveText(["Новая", "В работе", "Выполнена", "Отклонена"]);
  // The no-script button is hidden once the select submits itself.
  await expect(row(page, `Айгерим ${tag}`).getByRole("button", { name: /Сохранить статус/ })).toBeHidden();
  await select.selectOption("rejected");
  await expect(toasts(page).getByText("Статус заявки изменен")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/admin/leads\\?q=${encodeURIComponent(tag)}$`));
  await expect(select).toHaveValue("rejected");
  const [stored] = await db.select().from(leads).where(eq(leads.id, aigerim!.id));
  expect(stored!.status).toBe("rejected");
  expect(stored!.updatedAt.getTime()).toBeGreaterThan(aigerim!.updatedAt.getTime());
  const [entry] = await db.select().from(auditLog).where(eq(auditLog.entityId, aigerim!.id)).orderBy(desc(auditLog.createdAt));
  expect(entry).toMatchObject({ entity: "lead", actorId: marketer.id, changedFields: ["status"] });
  await db.delete(auditLog).where(eq(auditLog.entityId, aigerim!.id));
});

test("a lead opens in a dialog named in the address: its fields, duplicates by phone digits, its sum", async ({ page, db, baseURL }) => {
  await login(page, db, "editor", baseURL!);
  const tag = `Детали${Date.now()}`;
  const [aigerim, boris] = await insertLeads(db, tag);
  await page.goto(`/admin/leads?q=${encodeURIComponent(tag)}`);
  await row(page, `Айгерим ${tag}`)
    .getByRole("link", { name: `Подробнее о заявке: Айгерим ${tag}` })
    .click();
  await expect(page).toHaveURL(new RegExp(`lead=${aigerim!.id}`));
  const dialog = page.getByRole("dialog", { name: `Заявка: Айгерим ${tag}` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText("+7 701 555-44-33");
  await expect(dialog).toContainText("aigerim@example.kz");
  await expect(dialog).toContainText("Нужен AI-агент");
  await expect(dialog).toContainText("Заявка с сайта");
  const duplicates = dialog.getByTestId("lead-duplicates");
  await expect(duplicates).toContainText("Возможные дубликаты");
  await expect(duplicates.getByRole("link")).toHaveText([`Борис ${tag}`]);

  await dialog.getByLabel("Потенциальная сумма, ₸").fill("-1");
  await dialog.getByRole("button", { name: "Сохранить сумму" }).click();
  await expect(dialog.getByText("Введите неотрицательное число")).toBeVisible();
  await dialog.getByLabel("Потенциальная сумма, ₸").fill("750000");
  await dialog.getByRole("button", { name: "Сохранить сумму" }).click();
  await expect(toasts(page).getByText("Сумма сохранена")).toBeVisible();
  await expect(dialog.getByLabel("Потенциальная сумма, ₸")).toHaveValue("750000");
  const [stored] = await db.select().from(leads).where(eq(leads.id, aigerim!.id));
  expect(stored!.potentialValue).toBe(750000);
  await db.delete(auditLog).where(eq(auditLog.entityId, aigerim!.id));

  // The duplicate opens in its turn; Escape goes back to the list with its search.
  await duplicates.getByRole("link", { name: `Борис ${tag}` }).click();
  await expect(page.getByRole("dialog", { name: `Заявка: Борис ${tag}` })).toContainText("ТОО Ромашка");
  await expect(page).toHaveURL(new RegExp(`lead=${boris!.id}`));
  await pressEscapeIn(page.getByRole("dialog", { name: `Заявка: Борис ${tag}` }));
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/admin/leads\\?q=${encodeURIComponent(tag)}$`));
});

test("the chats tab lists the dialogs and shows them; a dialog without messages says 'Нет сообщений в диалоге'", async ({
  page,
  db,
  baseURL,
}) => {
  await login(page, db, "marketer", baseURL!);
  const tag = `Чат${Date.now()}`;
  const chats = [
    await seedChat(db, { sessionId: `ok-${tag}`, clientName: `Клиент ${tag}`, clientPhone: "+77010001122", leadCollected: true }, [
      { role: "user", content: "Сколько стоит AI-агент?" },
      { role: "assistant", content: "От 500 000 тенге." },
    ]),
    // A conversation stored before its first message was (or one whose messages were deleted).
    await seedChat(db, { sessionId: `empty-${tag}`, clientName: `Пустой ${tag}` }),
  ];
  insertedChats.push(...chats.map((c) => c.id));
  await page.goto("/admin/leads");
  await page.getByRole("link", { name: "Диалоги AI" }).click();
  await expect(page).toHaveURL(/\?tab=chats$/);
  await page.getByRole("searchbox", { name: "Поиск диалогов" }).fill(tag);
  await page.getByRole("button", { name: "Найти" }).click();
  await expect(page.getByTestId("chat-row")).toHaveCount(2);
  await expect(page.getByTestId("chat-row").filter({ hasText: `Клиент ${tag}` })).toContainText("Сообщений: 2");
  await expect(page.getByTestId("chat-row").filter({ hasText: `Пустой ${tag}` })).toContainText("Сообщений: 0");

  await page.getByRole("link", { name: `Открыть диалог: Клиент ${tag}` }).click();
  const dialog = page.getByRole("dialog", { name: `Диалог: Клиент ${tag}` });
  await expect(dialog).toContainText("Сколько стоит AI-агент?");
  await expect(dialog).toContainText("От 500 000 тенге.");
  await pressEscapeIn(dialog);
  await expect(dialog).toBeHidden();

  await page.getByRole("link", { name: `Открыть диалог: Пустой ${tag}` }).click();
  await expect(page.getByRole("dialog", { name: `Диалог: Пустой ${tag}` })).toContainText("Нет сообщений в диалоге");
});

test("the export downloads the filtered list as CSV for Russian Excel", async ({ page, db, baseURL }) => {
  await login(page, db, "editor", baseURL!);
  const tag = `Экспорт${Date.now()}`;
  await insertLeads(db, tag);
  await page.goto(`/admin/leads?q=${encodeURIComponent(tag)}&status=completed`);
  const button = page.getByTestId("leads-export");
  await expect(button).toHaveText("Экспорт (1)");
  const [download] = await Promise.all([page.waitForEvent("download"), button.click()]);
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString("utf8").split("\r\n").filter(Boolean);
  expect(lines[0]).toBe(
    "Дата;Имя;Телефон;Email;Компания;Источник;Статус;Потенциальная сумма;Сообщение;Изменена;Страница;Источник перехода;utm_source;utm_medium;utm_campaign;Язык страницы",
  );
  expect(lines).toHaveLength(2);
  // Visitor-typed cells that Excel would run as formulas, phones included, start with a quote.
  expect(lines[1]).toContain(`;Вера ${tag};'+77019998877;;;Telegram;Выполнена;;'=1+1;`);
});

test("an export is in the audit log: who, with which filter, how many rows", async ({ page, db, baseURL }) => {
  const admin = await login(page, db, "admin", baseURL!);
  const tag = `Журнал${Date.now()}`;
  await insertLeads(db, tag);
  await page.goto(`/admin/leads?q=${encodeURIComponent(tag)}&status=new`);
  await Promise.all([page.waitForEvent("download"), page.getByTestId("leads-export").click()]);
  await page.goto("/admin/audit?entity=lead");
  const entry = page.getByTestId("audit-entry").filter({ hasText: tag });
  await expect(entry).toContainText(`Экспорт заявок (CSV): 1 строка, фильтр: статус «Новая», поиск «${tag}»`);
  await expect(entry).toContainText(`Автор: ${admin.name}`);
});

test("a new lead appears without a reload while the screen is open and visible", async ({ page, db, baseURL }) => {
  await login(page, db, "marketer", baseURL!);
  await page.clock.install();
  const tag = `Живой${Date.now()}`;
  await page.goto(`/admin/leads?q=${encodeURIComponent(tag)}`);
  await expect(page.getByText("Нет заявок, соответствующих фильтрам")).toBeVisible();
  const [lead] = await db
    .insert(leads)
    .values({ name: `Новый ${tag}`, phone: "+77010000001", source: "website_form" })
    .returning();
  insertedLeads.push(lead!.id);
  await page.clock.fastForward(31_000);
  await expect(row(page, `Новый ${tag}`)).toBeVisible();
  await expect(page.getByTestId("leads-export")).toHaveText("Экспорт (1)");
});

test("'Обновить' shows a new lead at once and keeps the filters", async ({ page, db, baseURL }) => {
  await login(page, db, "marketer", baseURL!);
  // The clock stands still, so only the button can bring the lead in.
  await page.clock.install();
  const tag = `Обновление${Date.now()}`;
  const address = `/admin/leads?q=${encodeURIComponent(tag)}&source=telegram`;
  await page.goto(address);
  await expect(page.getByText("Нет заявок, соответствующих фильтрам")).toBeVisible();
  const inserted = await db
    .insert(leads)
    .values([
      { name: `Из телеграма ${tag}`, phone: "+77010000002", source: "telegram" },
      { name: `С сайта ${tag}`, phone: "+77010000003", source: "website" },
    ])
    .returning();
  insertedLeads.push(...inserted.map((lead) => lead.id));
  await expect(row(page, `Из телеграма ${tag}`)).toHaveCount(0);

  await page.getByRole("link", { name: "Обновить" }).click();
  await expect(row(page, `Из телеграма ${tag}`)).toBeVisible();
  await expect(row(page, `С сайта ${tag}`)).toHaveCount(0);
  expect(page.url()).toBe(`${baseURL}${address}`);
  await expect(page.getByTestId("leads-export")).toHaveText("Экспорт (1)");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the status changes with the row's own button; the lead detail is a card on the page", async ({ page, db, baseURL }) => {
    await login(page, db, "admin", baseURL!);
    const tag = `БезСкриптов${Date.now()}`;
    const [aigerim] = await insertLeads(db, tag);
    await page.goto(`/admin/leads?q=${encodeURIComponent(tag)}&source=website_form`);
    const lead = row(page, `Айгерим ${tag}`);
    await lead.getByRole("combobox", { name: `Статус заявки: Айгерим ${tag}` }).selectOption("completed");
    await lead.getByRole("button", { name: `Сохранить статус заявки: Айгерим ${tag}` }).click();
    await expect(page.getByRole("status").filter({ hasText: "Статус заявки изменен" })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(tag)}&source=website_form$`));
    const [stored] = await db
      .select()
      .from(leads)
      .where(and(eq(leads.id, aigerim!.id), eq(leads.status, "completed")));
    expect(stored).toBeDefined();
    await db.delete(auditLog).where(eq(auditLog.entityId, aigerim!.id));

    await lead.getByRole("link", { name: `Подробнее о заявке: Айгерим ${tag}` }).click();
    const card = page.getByRole("dialog", { name: `Заявка: Айгерим ${tag}` });
    await expect(card).toContainText("Возможные дубликаты");
    await card.getByRole("link", { name: "Закрыть" }).click();
    await expect(page.getByRole("dialog")).toHaveCount(0);
  });
});

for (const theme of ["light", "dark"] as const) {
  test(`the list, the lead dialog and the chat viewer pass axe (${theme})`, async ({ page, db, baseURL, context }) => {
    // Several full-page axe passes: more than the default 30 s on a 2-core machine, as the other screens' axe tests allow.
    test.setTimeout(90_000);
    await context.addCookies([{ name: "admin_theme", value: theme, url: baseURL! }]);
    await login(page, db, "admin", baseURL!);
    const tag = `Axe${Date.now()}`;
    const [aigerim] = await insertLeads(db, tag);
    const chat = await seedChat(db, { sessionId: `axe-${tag}`, clientName: `Клиент ${tag}` }, [
      { role: "user", content: "Привет" },
      { role: "assistant", content: "Здравствуйте!" },
    ]);
    insertedChats.push(chat.id);
    const views: [string, boolean][] = [
      [`/admin/leads?q=${encodeURIComponent(tag)}`, false],
      [`/admin/leads?lead=${aigerim!.id}`, true],
      [`/admin/leads?tab=chats&chat=${chat.id}`, true],
    ];
    for (const [address, dialog] of views) {
      await page.goto(address);
      if (dialog) await expect(page.getByRole("dialog")).toBeVisible();
      expect(await wcagViolations(page), address).toEqual([]);
    }
  });
}
