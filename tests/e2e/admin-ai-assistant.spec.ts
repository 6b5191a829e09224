/**
 * The AI assistant screen in Chromium on the production build (issue 10 point 14): the four tabs
 * with their texts, the stat cards, the settings save and its refusal, the appearance preview
 * following the colour picker and the corner, articles added, edited and deleted, an unanswered
 * question turned into an article, a session opened in the viewer, and the screen without
 * JavaScript. The worker's seeded settings are put back after every test.
 */
import { count, eq, inArray } from "drizzle-orm";

import { aiAssistantSettings, chatSessions, knowledgeArticles, unansweredQuestions } from "~/db/schema";

import { login } from "../setup/auth-helpers";
import { seedChat } from "../setup/chat-seed";
import { wcagViolations } from "./axe";
import { expect, pressEscapeIn, test } from "./fixtures";

type Page = import("@playwright/test").Page;
type Db = import("~/db/types").Db;

const PATH = "/admin/ai-assistant";
const toasts = (page: Page) => page.getByRole("region", { name: /Уведомления/ });
const stat = (page: Page, label: string) => page.locator("[data-slot=stat-card]").filter({ hasText: label }).getByTestId("stat-value");
const insertedChats: string[] = [];
let seeded: typeof aiAssistantSettings.$inferSelect | undefined;
// The seeded knowledge base, put back after each test: the chat widget's tests in this worker read it.
let seededArticles: (typeof knowledgeArticles.$inferSelect)[] = [];

test.beforeEach(async ({ db }) => {
  [seeded] = await db.select().from(aiAssistantSettings);
  seededArticles = await db.select().from(knowledgeArticles);
});

test.afterEach(async ({ db }) => {
  if (seeded) {
    const { id, ...values } = seeded;
    await db.update(aiAssistantSettings).set(values).where(eq(aiAssistantSettings.id, id));
  }
  await db.delete(knowledgeArticles);
  if (seededArticles.length > 0) await db.insert(knowledgeArticles).values(seededArticles);
  await db.delete(unansweredQuestions);
  if (insertedChats.length > 0) await db.delete(chatSessions).where(inArray(chatSessions.id, insertedChats.splice(0)));
});

async function insertSessions(db: Db, tag: string) {
  const now = Date.now();
  const rows = [
    await seedChat(
      db,
      {
        sessionId: `lead-${tag}`,
        clientName: `Айгерим ${tag}`,
        clientPhone: "+77010001122",
        leadCollected: true,
        status: "finished",
        createdAt: new Date(now - 60_000),
      },
      [
        { role: "user", content: "Сколько стоит AI-агент?", at: new Date(now - 60_000) },
        { role: "assistant", content: "От 500 000 тенге, срок 4-8 недель.", at: new Date(now - 50_000) },
      ],
    ),
    await seedChat(db, { sessionId: `open-${tag}`, clientName: `Борис ${tag}`, status: "active", createdAt: new Date(now) }),
  ];
  insertedChats.push(...rows.map((r) => r.id));
  return rows;
}

test("the header, the stat cards and the four tabs; the settings are saved, or refused with the reason", async ({ page, db, baseURL }) => {
  const tag = `Сессия${Date.now()}`;
  await insertSessions(db, tag);
  const [counted] = await db.select({ sessions: count() }).from(chatSessions);
  const [leads] = await db.select({ n: count() }).from(chatSessions).where(eq(chatSessions.leadCollected, true));
  const [active] = await db.select({ n: count() }).from(chatSessions).where(eq(chatSessions.status, "active"));
  await login(page, db, "marketer", baseURL!);
  await page.goto(PATH);

  await expect(page.getByRole("heading", { name: "AI-ассистент", level: 1 })).toBeVisible();
  await expect(page.getByTestId("assistant-status")).toHaveText("Активен");
  // The e2e server talks to the fake OpenAI API (tests/e2e/fixtures.ts).
  await expect(page.getByTestId("assistant-mode")).toHaveText("Ответы формирует модель gpt-4o-mini");
  await expect(stat(page, "Всего сессий")).toHaveText(String(counted!.sessions));
  await expect(stat(page, "Собрано лидов")).toHaveText(String(leads!.n));
  await expect(stat(page, "Активные чаты")).toHaveText(String(active!.n));
  await expect(stat(page, "Конверсия")).toHaveText(`${(Math.round((leads!.n * 1000) / counted!.sessions) / 10).toFixed(1).replace(".", ",")}%`);

  const tabs = page.getByRole("navigation", { name: "Разделы AI-ассистента" });
  await expect(tabs.getByRole("link")).toHaveText(["Настройки", "Внешний вид", "База знаний", "Сессии"]);
  await expect(tabs.getByRole("link", { name: "Настройки" })).toHaveAttribute("aria-current", "page");

  await expect(page.getByRole("heading", { name: "Основные настройки" })).toBeVisible();
  await expect(page.getByLabel("Имя ассистента")).toHaveValue("AI-консультант");
  await expect(page.getByLabel("Модель")).toHaveValue("gpt-4o-mini");
  await expect(page.getByLabel("Лимит токенов на посетителя в сутки")).toHaveValue("20000");
  await expect(page.getByLabel("Лимит токенов на сайт в сутки")).toHaveValue("1000000");

  await page.getByLabel("Температура").fill("2.1");
  await page.getByLabel("Максимум токенов в ответе").fill("0");
  await page.getByRole("button", { name: "Сохранить настройки" }).click();
  await expect(page.getByText("Температура — число от 0 до 2 с шагом 0,1")).toBeVisible();
  await expect(page.getByText("Введите целое число больше 0")).toBeVisible();

  await page.getByLabel("Имя ассистента").fill("Алия");
  await page.getByLabel("Температура").fill("0.4");
  await page.getByLabel("Максимум токенов в ответе").fill("700");
  await page.getByLabel("Модель").selectOption("gpt-4.1-2025-04-14");
  await page.getByLabel("Компания").check();
  await page.getByLabel("Ассистент включен").uncheck();
  await page.getByRole("button", { name: "Сохранить настройки" }).click();
  await expect(toasts(page).getByText("Настройки сохранены")).toBeVisible();
  await expect(page.getByTestId("assistant-status")).toHaveText("Выключен");
  await expect(page.getByTestId("assistant-mode")).toHaveText("Ответы формирует модель gpt-4.1-2025-04-14");
  await expect(page.getByLabel("Имя ассистента")).toHaveValue("Алия");
  const [row] = await db.select().from(aiAssistantSettings);
  expect(row).toMatchObject({
    name: "Алия",
    temperature: 0.4,
    maxTokens: 700,
    model: "gpt-4.1-2025-04-14",
    collectCompany: true,
    isActive: false,
  });
});

test("the appearance preview follows the colour picker, the typed colour and the corner", async ({ page, db, baseURL }) => {
  await login(page, db, "admin", baseURL!);
  await page.goto(PATH);
  await page.getByRole("link", { name: "Внешний вид" }).click();
  await expect(page).toHaveURL(`${PATH}?tab=appearance`);
  await expect(page.getByRole("heading", { name: "Внешний вид виджета" })).toBeVisible();
  const button = page.getByTestId("widget-preview-button");
  await expect(button).toHaveCSS("background-color", "rgb(99, 102, 241)");
  await expect(button).toHaveAttribute("data-position", "bottom-right");

  await page.getByLabel("Выбрать цвет").fill("#10b981");
  await expect(page.getByLabel("Цвет виджета")).toHaveValue("#10b981");
  await expect(button).toHaveCSS("background-color", "rgb(16, 185, 129)");
  await page.getByLabel("Цвет виджета").fill("#ff0000");
  await expect(button).toHaveCSS("background-color", "rgb(255, 0, 0)");
  await expect(page.getByLabel("Выбрать цвет")).toHaveValue("#ff0000");
  await page.getByLabel("Слева внизу").check();
  await expect(button).toHaveAttribute("data-position", "bottom-left");
  await expect(page.getByRole("img", { name: "Кнопка чата: Слева внизу" })).toBeVisible();

  await page.getByLabel("Цвет виджета").fill("#12g");
  await page.getByRole("button", { name: "Сохранить оформление" }).click();
  await expect(page.getByText("Цвет — в формате #RRGGBB, например #6366f1")).toBeVisible();
  await page.getByLabel("Цвет виджета").fill("#FF0000");
  await page.getByRole("button", { name: "Сохранить оформление" }).click();
  await expect(toasts(page).getByText("Настройки сохранены")).toBeVisible();
  const [row] = await db.select().from(aiAssistantSettings);
  expect(row).toMatchObject({ widgetColor: "#ff0000", widgetPosition: "bottom-left" });
});

test("knowledge articles are added with the defaults, edited and deleted; a question without an answer becomes an article", async ({
  page,
  db,
  baseURL,
}) => {
  const [question, other] = await db
    .insert(unansweredQuestions)
    .values([{ question: "Работаете ли вы с 1С?" }, { question: "Есть ли скидки для НКО?" }])
    .returning();
  // From an empty knowledge base (the seeded one is put back after the test).
  await db.delete(knowledgeArticles);
  await login(page, db, "admin", baseURL!);
  await page.goto(`${PATH}?tab=knowledge`);
  await expect(page.getByRole("heading", { name: "Статьи базы знаний" })).toBeVisible();
  await expect(page.getByText("В базе знаний пока нет статей")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Вопросы без ответа" })).toBeVisible();

  await page.getByRole("button", { name: "Добавить статью" }).click();
  await expect(toasts(page).getByText("Новая статья добавлена")).toBeVisible();
  const dialog = page.getByRole("dialog", { name: "Статья базы знаний" });
  await expect(dialog.getByLabel("Заголовок")).toHaveValue("Новая статья");
  await expect(dialog.getByLabel("Содержание")).toHaveValue("Содержание статьи...");
  await expect(dialog.getByLabel("Категория")).toHaveValue("general");
  await expect(dialog.getByLabel("Приоритет")).toHaveValue("1");
  await expect(dialog.getByLabel("Статья используется ассистентом")).toBeChecked();
  await dialog.getByLabel("Заголовок").fill("");
  await dialog.getByRole("button", { name: "Сохранить статью" }).click();
  await expect(dialog.getByText("Заполните это поле")).toBeVisible();
  await dialog.getByLabel("Заголовок").fill("Цены на AI-агентов");
  await dialog.getByLabel("Содержание").fill("AI-агент стоит от 500 000 тенге, срок 4-8 недель.");
  await dialog.getByLabel("Приоритет").fill("5");
  await dialog.getByLabel("Теги").fill("цены, сроки");
  await dialog.getByRole("button", { name: "Сохранить статью" }).click();
  await expect(toasts(page).getByText("Статья сохранена")).toBeVisible();
  await expect(dialog).toBeHidden();
  const row = page.getByTestId("article-row").filter({ hasText: "Цены на AI-агентов" });
  await expect(row).toContainText("Приоритет: 5");
  await expect(row).toContainText("цены, сроки");

  const questionRow = page.getByTestId("question-row").filter({ hasText: "Работаете ли вы с 1С?" });
  await questionRow.getByRole("button", { name: "Создать статью" }).click();
  // The first add's toast may still be up.
  await expect(toasts(page).getByText("Новая статья добавлена").last()).toBeVisible();
  await expect(dialog.getByLabel("Заголовок")).toHaveValue("Работаете ли вы с 1С?");
  await pressEscapeIn(dialog);
  await expect(dialog).toBeHidden();
  await expect(questionRow).toContainText("Решён");
  await expect(page.getByTestId("article-row")).toHaveText([/Цены на AI-агентов/, /Работаете ли вы с 1С\?/]);

  await page
    .getByTestId("question-row")
    .filter({ hasText: "Есть ли скидки для НКО?" })
    .getByRole("button", { name: "Отметить решённым" })
    .click();
  await expect(toasts(page).getByText("Вопрос отмечен решённым")).toBeVisible();
  const resolved = await db
    .select()
    .from(unansweredQuestions)
    .where(inArray(unansweredQuestions.id, [question!.id, other!.id]));
  expect(resolved.map((q) => q.resolved)).toEqual([true, true]);

  await page.getByRole("link", { name: "Удалить статью: Цены на AI-агентов" }).click();
  await expect(page.getByRole("alertdialog", { name: "Удалить статью?" })).toContainText("Статья «Цены на AI-агентов» будет удалена");
  await page.getByRole("alertdialog").getByRole("button", { name: "Удалить" }).click();
  await expect(toasts(page).getByText("Статья удалена")).toBeVisible();
  await expect(page.getByTestId("article-row")).toHaveCount(1);
  await expect(page).toHaveURL(`${PATH}?tab=knowledge`);
});

test("a session opens in the dialog viewer", async ({ page, db, baseURL }) => {
  const tag = `Диалог${Date.now()}`;
  await insertSessions(db, tag);
  await login(page, db, "marketer", baseURL!);
  await page.goto(`${PATH}?tab=sessions`);
  await expect(page.getByRole("heading", { name: "Последние диалоги" })).toBeVisible();
  await expect(page.getByTestId("chat-row").first()).toContainText(`Борис ${tag}`);
  await page.getByRole("link", { name: `Открыть диалог: Айгерим ${tag}` }).click();
  const dialog = page.getByRole("dialog", { name: `Диалог: Айгерим ${tag}` });
  await expect(dialog).toContainText("Сколько стоит AI-агент?");
  await expect(dialog).toContainText("От 500 000 тенге, срок 4-8 недель.");
  await pressEscapeIn(dialog);
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(`${PATH}?tab=sessions`);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the preview is drawn from the saved values, and the settings save with the flash toast", async ({ page, db, baseURL }) => {
    await db.update(aiAssistantSettings).set({ widgetColor: "#0ea5e9", widgetPosition: "bottom-left" });
    await login(page, db, "admin", baseURL!);
    await page.goto(`${PATH}?tab=appearance`);
    const button = page.getByTestId("widget-preview-button");
    await expect(button).toHaveCSS("background-color", "rgb(14, 165, 233)");
    await expect(button).toHaveAttribute("data-position", "bottom-left");

    await page.getByRole("link", { name: "Настройки" }).click();
    await page.getByLabel("Лимит токенов на посетителя в сутки").fill("15000");
    // The conversation's length, with the defaults a new site starts from.
    const length = page.getByRole("group", { name: "Длина диалога" });
    await expect(length.getByLabel("Максимум сообщений в диалоге")).toHaveValue("80");
    await expect(length.getByLabel("Максимальный объём диалога, байт")).toHaveValue("200000");
    await length.getByLabel("Максимум сообщений в диалоге").fill("40");
    await length.getByLabel("Максимальный объём диалога, байт").fill("120000");
    await page.getByRole("button", { name: "Сохранить настройки" }).click();
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    await expect(page.getByRole("status").filter({ hasText: "Настройки сохранены" })).toBeVisible();
    const [row] = await db.select().from(aiAssistantSettings);
    expect(row).toMatchObject({ sessionDailyTokens: 15000, maxConversationMessages: 40, maxConversationBytes: 120000 });
    await expect(page.getByLabel("Максимум сообщений в диалоге")).toHaveValue("40");
    await expect(page.getByLabel("Максимальный объём диалога, байт")).toHaveValue("120000");
  });
});

for (const theme of ["light", "dark"] as const) {
  test(`every tab, the article editor and the session viewer pass axe (${theme})`, async ({ page, db, baseURL, context }) => {
    // Several full-page axe passes: more than the default 30 s on a 2-core machine, as the other screens' axe tests allow.
    test.setTimeout(90_000);
    await context.addCookies([{ name: "admin_theme", value: theme, url: baseURL! }]);
    const [session] = await insertSessions(db, `Axe${Date.now()}`);
    const [article] = await db
      .insert(knowledgeArticles)
      .values({ title: "Сроки", tags: ["сроки"] })
      .returning();
    await db.insert(unansweredQuestions).values({ question: "Можно ли оплатить в рассрочку?" });
    await login(page, db, "admin", baseURL!);
    const views: [string, boolean][] = [
      [PATH, false],
      [`${PATH}?tab=appearance`, false],
      [`${PATH}?tab=knowledge`, false],
      [`${PATH}?tab=knowledge&article=${article!.id}`, true],
      [`${PATH}?tab=sessions&chat=${session!.id}`, true],
    ];
    for (const [address, dialog] of views) {
      await page.goto(address);
      if (dialog) await expect(page.getByRole("dialog")).toBeVisible();
      expect(await wcagViolations(page), address).toEqual([]);
    }
  });
}

test("staff try the assistant before switching it on: a streamed answer, nothing stored", async ({ page, db, baseURL, llm }) => {
  await db.update(aiAssistantSettings).set({ isActive: false });
  await login(page, db, "marketer", baseURL!);
  await page.goto(PATH);
  const panel = page.getByTestId("ai-try-panel");
  await expect(panel.getByRole("heading", { name: "Проверить ассистента" })).toBeVisible();
  await expect(panel).toContainText("Задайте вопрос так, как его задал бы посетитель сайта.");
  const [before] = await db.select({ n: count() }).from(chatSessions);

  llm.reset();
  llm.queue({ content: "Здравствуйте! Внедрение занимает от 2 до 8 недель." }, { content: "Стоимость — от 500 000 ₸." });
  await panel.getByLabel("Ваше сообщение").fill("Сколько длится внедрение?");
  await panel.getByLabel("Ваше сообщение").press("Enter");
  await expect(panel.getByTestId("try-assistant-message")).toHaveText(["AI-консультант: Здравствуйте! Внедрение занимает от 2 до 8 недель."]);
  await panel.getByLabel("Ваше сообщение").fill("А цена?");
  await panel.getByRole("button", { name: "Отправить" }).click();
  await expect(panel.getByTestId("try-assistant-message").nth(1)).toContainText("Стоимость — от 500 000 ₸.");
  await expect(panel.getByTestId("try-assistant-message").nth(1)).toContainText("Здесь посетитель увидел бы форму для контактов.");
  // The saved prompt and the conversation so far went to the model.
  expect(llm.requests[1]!.messages.map((m) => m.role)).toEqual(["system", "user", "assistant", "user"]);
  expect(llm.requests[1]!.messages[0]!.content).toContain("Ты — вежливый AI-консультант");

  await panel.getByRole("button", { name: "Начать заново" }).click();
  await expect(panel.getByTestId("try-assistant-message")).toHaveCount(0);
  const [after] = await db.select({ n: count() }).from(chatSessions);
  expect(after!.n).toBe(before!.n);
});
