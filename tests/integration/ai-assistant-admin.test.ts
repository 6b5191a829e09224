/**
 * The AI assistant screen (issue 10 point 14) through its real loader and action: the settings
 * saved into the latest row with Russian field errors for bad values, the articles added with their
 * defaults, edited and deleted, an unanswered question turned into an article, the stat cards
 * counted by the database, and who may.
 */
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { aiAssistantSettings, auditLog, chatSessions, knowledgeArticles, unansweredQuestions } from "~/db/schema";
import { chat as en } from "~/i18n/en/chat";
import { assistantStats } from "~/server/ai-assistant-admin.server";

import { expectLogged, flashToast } from "../setup/expected-failures";
import { withTableAway } from "../setup/broken-tables";
import { seedChat } from "../setup/chat-seed";
import { TEST_ORIGIN, startTestApp, staffCookies, type TestApp } from "../setup/test-app";

const PATH = "/admin/ai-assistant";
let app: TestApp;
const cookies: Record<"admin" | "editor" | "marketer", string> = { admin: "", editor: "", marketer: "" };

beforeAll(async () => {
  app = await startTestApp({ seed: false });
  Object.assign(cookies, await staffCookies(app, ["admin", "editor", "marketer"]));
});

afterAll(async () => {
  await app?.close();
});

beforeEach(async () => {
  await app.db.delete(unansweredQuestions);
  await app.db.delete(chatSessions);
  await app.db.delete(knowledgeArticles);
  await app.db.delete(aiAssistantSettings);
  await app.db.delete(auditLog);
});

function post(fields: Record<string, string>, { cookie = cookies.admin, query = "" } = {}) {
  return app.request(`${PATH}${query}`, {
    method: "POST",
    headers: { Cookie: cookie, Origin: TEST_ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

async function page(query = "", cookie = cookies.admin) {
  const response = await app.request(`${PATH}${query}`, { headers: { Cookie: cookie } });
  return { status: response.status, html: await response.text() };
}

const SETTINGS = {
  intent: "settings",
  name: "Айгерим",
  isActive: "on",
  greetingMessage: "Здравствуйте!",
  systemPrompt: "Отвечай кратко.",
  model: "gpt-4o",
  temperature: "1.3",
  maxTokens: "800",
  collectName: "on",
  collectEmail: "on",
  sessionDailyTokens: "30000",
  siteDailyTokens: "2000000",
  maxConversationMessages: "60",
  maxConversationBytes: "150000",
};

describe("the settings", () => {
  it("creates the row on the first save, then updates the latest row, with the audit log naming the fields", async () => {
    const first = await post(SETTINGS);
    expect(first.status).toBe(302);
    expect(first.headers.get("Location")).toBe(PATH);
    let rows = await app.db.select().from(aiAssistantSettings);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: "Айгерим",
      isActive: true,
      greetingMessage: "Здравствуйте!",
      systemPrompt: "Отвечай кратко.",
      model: "gpt-4o",
      temperature: 1.3,
      maxTokens: 800,
      collectName: true,
      collectPhone: false,
      collectEmail: true,
      collectCompany: false,
      sessionDailyTokens: 30000,
      siteDailyTokens: 2000000,
      maxConversationMessages: 60,
      maxConversationBytes: 150000,
      widgetColor: "#6366f1",
      widgetPosition: "bottom-right",
    });

    // An older row must not be the one changed: saving updates the latest row.
    await app.db.insert(aiAssistantSettings).values({ name: "Старые", createdAt: new Date("2020-01-01T00:00:00Z") });
    const appearance = await post({ intent: "appearance", widgetColor: "#0EA5E9", widgetPosition: "bottom-left" });
    expect(appearance.headers.get("Location")).toBe(`${PATH}?tab=appearance`);
    rows = await app.db.select().from(aiAssistantSettings).where(eq(aiAssistantSettings.name, "Айгерим"));
    expect(rows[0]).toMatchObject({ widgetColor: "#0ea5e9", widgetPosition: "bottom-left", model: "gpt-4o", isActive: true });
    const [old] = await app.db.select().from(aiAssistantSettings).where(eq(aiAssistantSettings.name, "Старые"));
    expect(old).toMatchObject({ widgetColor: "#6366f1", widgetPosition: "bottom-right" });

    const changes = await app.db.select().from(auditLog).where(eq(auditLog.entity, "ai_assistant_settings"));
    expect(changes.map((c) => [c.action, c.changedFields])).toEqual(
      expect.arrayContaining([["update", ["widget_color", "widget_position"]]]),
    );
    expect(changes.map((c) => c.action)).toContain("create");

    const { html } = await page();
    expect(html).toContain("Активен");
    expect(html).toContain("Модель не подключена: ассистент отвечает статьями базы знаний и предлагает оставить контакты");
  });

  it("refuses a bad colour, temperature 2.1 and max tokens 0 with Russian field errors, changing nothing", async () => {
    await post(SETTINGS);
    const [before] = await app.db.select().from(aiAssistantSettings);

    const badColour = await post(
      { intent: "appearance", widgetColor: "#12345", widgetPosition: "bottom-left" },
      { query: "?tab=appearance" },
    );
    expect(badColour.status).toBe(400);
    expect(await badColour.text()).toContain("Цвет — в формате #RRGGBB, например #6366f1");

    for (const temperature of ["2.1", "-0.1", "0.75"]) {
      const badTemperature = await post({ ...SETTINGS, temperature, name: "Другое" });
      expect(badTemperature.status, temperature).toBe(400);
      expect(await badTemperature.text()).toContain("Температура — число от 0 до 2 с шагом 0,1");
    }

    const badTokens = await post({ ...SETTINGS, maxTokens: "0", name: "Другое" });
    expect(badTokens.status).toBe(400);
    expect(await badTokens.text()).toContain("Введите целое число больше 0");

    const noName = await post({ ...SETTINGS, name: "  " });
    expect(noName.status).toBe(400);
    expect(await noName.text()).toContain("Заполните это поле");

    const badModel = await post({ ...SETTINGS, model: "gpt-5" });
    expect(await badModel.text()).toContain("Выберите модель из списка");

    const [after] = await app.db.select().from(aiAssistantSettings);
    expect(after).toEqual(before);
  });

  it("keeps a greeting per language: the Russian required, the Kazakh and English optional (blank: the catalog's default, shown in the field)", async () => {
    expect((await post({ ...SETTINGS, greetingMessageKz: "Сәлеметсіз бе!", greetingMessageEn: "Hello there!" })).status).toBe(302);
    let [row] = await app.db.select().from(aiAssistantSettings);
    expect(row).toMatchObject({ greetingMessage: "Здравствуйте!", greetingMessageKz: "Сәлеметсіз бе!", greetingMessageEn: "Hello there!" });

    const { html } = await page();
    for (const text of ["Приветствие", "Приветствие на казахском", "Приветствие на английском", "Hello there!", "Сәлеметсіз бе!"]) {
      expect(html).toContain(text);
    }

    // Blanked: the widget greets with the catalog's default, which the empty field shows.
    expect((await post({ ...SETTINGS, greetingMessageKz: "Сәлеметсіз бе!", greetingMessageEn: "  " })).status).toBe(302);
    [row] = await app.db.select().from(aiAssistantSettings);
    expect(row).toMatchObject({ greetingMessageKz: "Сәлеметсіз бе!", greetingMessageEn: "" });
    expect((await page()).html).toContain(`placeholder="${en.greeting.replaceAll("'", "&#x27;")}"`);
    const changes = await app.db.select().from(auditLog).where(eq(auditLog.entity, "ai_assistant_settings"));
    expect(changes.map((c) => c.changedFields)).toContainEqual(["greeting_message_en"]);

    const noRussian = await post({ ...SETTINGS, greetingMessage: " ", greetingMessageEn: "Hi" });
    expect(noRussian.status).toBe(400);
    expect(await noRussian.text()).toContain("Заполните это поле");
    const tooLong = await post({ ...SETTINGS, greetingMessageKz: "ә".repeat(1001) });
    expect(tooLong.status).toBe(400);
    expect(await tooLong.text()).toContain("Не более 1000 символов");
    const [after] = await app.db.select().from(aiAssistantSettings);
    expect(after).toEqual(row);
  });

  it("lets a marketer save, and refuses an editor the screen and every action", async () => {
    expect((await page("", cookies.marketer)).status).toBe(200);
    expect((await post(SETTINGS, { cookie: cookies.marketer })).status).toBe(302);

    expect((await page("", cookies.editor)).status).toBe(403);
    expect((await post({ ...SETTINGS, name: "Редактор" }, { cookie: cookies.editor })).status).toBe(403);
    expect((await post({ intent: "add-article" }, { cookie: cookies.editor })).status).toBe(403);
    const [row] = await app.db.select().from(aiAssistantSettings);
    expect(row!.name).toBe("Айгерим");
    expect(await app.db.select().from(knowledgeArticles)).toHaveLength(0);
  });
});

describe("the knowledge base", () => {
  it("adds an article with the new-article defaults and opens it, edits it and deletes it", async () => {
    await app.db.insert(knowledgeArticles).values({ title: "Важная", priority: 5 });
    const added = await post({ intent: "add-article" }, { query: "?tab=knowledge" });
    expect(added.status).toBe(302);
    const [article] = await app.db.select().from(knowledgeArticles).where(eq(knowledgeArticles.title, "Новая статья"));
    expect(article).toMatchObject({ content: "Содержание статьи...", category: "general", isActive: true, priority: 1, tags: [] });
    expect(added.headers.get("Location")).toBe(`${PATH}?tab=knowledge&article=${article!.id}`);

    // By priority, highest first.
    const list = (await page("?tab=knowledge")).html;
    expect(list.indexOf("Важная")).toBeLessThan(list.indexOf("Новая статья"));
    expect((await page(`?tab=knowledge&article=${article!.id}`)).html).toContain("Содержание статьи...");

    const refused = await post(
      { intent: "article", id: article!.id, title: "", content: "Текст", category: "prices", priority: "-1", tags: "", language: "de" },
      { query: `?tab=knowledge&article=${article!.id}` },
    );
    expect(refused.status).toBe(400);
    const refusedText = await refused.text();
    expect(refusedText).toContain("Заполните это поле");
    expect(refusedText).toContain("Приоритет — целое число от 0");
    expect(refusedText).toContain("Выберите язык статьи");
    // The editor offers the three languages, the article's own chosen.
    expect((await page(`?tab=knowledge&article=${article!.id}`)).html).toMatch(/<option value="ru" selected="">Русский<\/option>/);

    const saved = await post({
      intent: "article",
      id: article!.id,
      title: "Цены",
      content: "AI-агент стоит от 500 000 тенге.",
      category: "prices",
      priority: "7",
      tags: "цены, стоимость, цены",
      language: "en",
    });
    expect(saved.headers.get("Location")).toBe(`${PATH}?tab=knowledge`);
    const [edited] = await app.db.select().from(knowledgeArticles).where(eq(knowledgeArticles.id, article!.id));
    expect(edited).toMatchObject({
      title: "Цены",
      category: "prices",
      priority: 7,
      isActive: false,
      tags: ["цены", "стоимость"],
      language: "en",
    });
    // An English article among Russian ones carries its language in the list.
    expect((await page("?tab=knowledge")).html).toContain("Язык статьи: English");

    const deleted = await post({ intent: "delete", id: article!.id }, { query: "?tab=knowledge" });
    expect(deleted.headers.get("Location")).toBe(`${PATH}?tab=knowledge`);
    expect(await app.db.select().from(knowledgeArticles).where(eq(knowledgeArticles.id, article!.id))).toHaveLength(0);

    const audit = await app.db.select().from(auditLog).where(eq(auditLog.entity, "knowledge_article"));
    expect(audit.map((a) => a.action).sort()).toEqual(["create", "delete", "update"]);
  });

  it("turns an unanswered question into an article and marks it resolved; or only marks it", async () => {
    const [asked, other] = await app.db
      .insert(unansweredQuestions)
      .values([
        { question: "Работаете ли вы с Казпочтой?", createdAt: new Date("2026-11-20T10:00:00Z") },
        { question: "Есть ли скидки для НКО?", createdAt: new Date("2026-11-21T10:00:00Z") },
      ])
      .returning();
    const { html } = await page("?tab=knowledge");
    expect(html).toContain("Вопросы без ответа");
    // Newest first.
    expect(html.indexOf("Есть ли скидки для НКО?")).toBeLessThan(html.indexOf("Работаете ли вы с Казпочтой?"));

    const created = await post({ intent: "question-article", id: asked!.id }, { query: "?tab=knowledge" });
    const [article] = await app.db.select().from(knowledgeArticles);
    expect(article).toMatchObject({ title: "Работаете ли вы с Казпочтой?", content: "Содержание статьи...", priority: 1 });
    expect(created.headers.get("Location")).toBe(`${PATH}?tab=knowledge&article=${article!.id}`);

    await post({ intent: "question-resolve", id: other!.id }, { query: "?tab=knowledge" });
    const questions = await app.db.select().from(unansweredQuestions);
    expect(questions.every((q) => q.resolved)).toBe(true);
    expect(await app.db.select().from(knowledgeArticles)).toHaveLength(1);
    expect((await page("?tab=knowledge")).html).not.toContain("Создать статью");

    await app.db.delete(unansweredQuestions);
    expect((await page("?tab=knowledge")).html).toContain("Вопросов без ответа нет");
  });
});

describe("the stat cards and sessions", () => {
  it("counts sessions, leads and active chats in the database, with conversion to one decimal", async () => {
    expect(await assistantStats()).toEqual({ sessions: 0, leads: 0, active: 0, conversion: "0,0%" });
    await app.db.insert(chatSessions).values([
      { sessionId: "s1", leadCollected: true, status: "finished" },
      { sessionId: "s2", status: "active" },
      { sessionId: "s3", status: "active" },
    ]);
    expect(await assistantStats()).toEqual({ sessions: 3, leads: 1, active: 2, conversion: "33,3%" });
    const { html } = await page();
    expect(html).toContain("33,3%");
  });

  it("does not count a conversation idle for 30 minutes as active", async () => {
    await app.db.insert(chatSessions).values([
      { sessionId: "idle-1", status: "active", updatedAt: new Date(Date.now() - 31 * 60_000) },
      { sessionId: "fresh-1", status: "active" },
    ]);
    const stats = await assistantStats();
    const [idle] = await app.db.select().from(chatSessions).where(eq(chatSessions.sessionId, "idle-1"));
    expect(idle!.status).toBe("finished");
    expect(stats.active).toBe((await app.db.select().from(chatSessions).where(eq(chatSessions.status, "active"))).length);
    await app.db.delete(chatSessions).where(inArray(chatSessions.sessionId, ["idle-1", "fresh-1"]));
  });

  it("lists at most the last 50 sessions and opens one in the viewer", async () => {
    const start = Date.UTC(2026, 10, 1);
    for (let i = 0; i < 52; i++) {
      await seedChat(
        app.db,
        { sessionId: `s${i}`, clientName: `Клиент №${i}`, createdAt: new Date(start + i * 60_000) },
        i === 51 ? [{ role: "user", content: "Сколько стоит бот?", at: new Date(start) }] : [],
      );
    }
    const { html } = await page("?tab=sessions");
    expect(html.match(/data-testid="chat-row"/g)).toHaveLength(50);
    expect(html).toContain("Клиент №51");
    expect(html).not.toContain("Клиент №1<");
    const [newest] = await app.db.select().from(chatSessions).where(eq(chatSessions.sessionId, "s51"));
    expect((await page(`?tab=sessions&chat=${newest!.id}`)).html).toContain("Сколько стоит бот?");

    await app.db.delete(chatSessions);
    expect((await page("?tab=sessions")).html).toContain("Пока нет диалогов с AI консультантом");
  });
});

describe("when the database refuses a write", () => {
  const withoutTable = <T>(table: string, request: () => Promise<T>) => withTableAway(app.db, table, request);


  it("saving the settings says 'Не удалось сохранить настройки' and stores nothing", async () => {
    const response = await withoutTable("ai_assistant_settings", () => post(SETTINGS));
    expect(response.status).toBe(500);
    expect(await response.text()).toContain("Не удалось сохранить настройки");
    // Rendering the screen after the failed save, its data could not be read either.
    expectLogged(/^AI assistant settings could not be saved:/, /^AI assistant (settings could not be saved|data could not be loaded):/);
    expect(await app.db.select().from(aiAssistantSettings)).toEqual([]);
  });

  it("adding an article says 'Не удалось добавить статью' and stores nothing", async () => {
    const response = await withoutTable("knowledge_articles", () => post({ intent: "add-article" }));
    expect(response.status).toBe(302);
    expect(flashToast(response)).toEqual({ kind: "error", title: "Ошибка", description: "Не удалось добавить статью" });
    expectLogged(/^Knowledge article could not be added:/);
    expect(await app.db.select().from(knowledgeArticles)).toEqual([]);
  });
});

