/**
 * The chat in the visitor's language (issue 24 point 10, ADR 0064): the widget on a Kazakh or
 * English page greets with that language's greeting from the settings, or the catalog's when staff
 * left it empty; the model is told to answer in the language of the page the message came from
 * (its Referer), whatever the articles are written in; without a model the answer quotes an
 * article in the visitor's language where one matches, framed in the visitor's words. Migration
 * 0015 makes existing articles Russian and leaves the new greetings empty. On PGlite, and on
 * PostgreSQL with DATABASE_URL.
 */
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { aiAssistantSettings, knowledgeArticles } from "~/db/schema";
import { chat as en } from "~/i18n/en/chat";
import { chat as kz } from "~/i18n/kz/chat";
import { resetEnvForTests } from "~/server/env.server";

import { startFakeOpenAi, type FakeOpenAi } from "../fakes/openai-server";
import { setEnv, useFakeModel, useNoModel } from "../setup/env";
import { migrateAcross } from "../setup/migrations";
import { startTestApp, TEST_ORIGIN, type TestApp } from "../setup/test-app";

const savedEnv = { ...process.env };
let app: TestApp;
let llm: FakeOpenAi;


/** A new conversation's first message, sent by the widget on the page at `from` (a path), or from nowhere. */
async function ask(message: string, from?: string): Promise<string> {
  const response = await app.request("/api/chat", {
    method: "POST",
    headers: { "content-type": "application/json", ...(from ? { referer: `${TEST_ORIGIN}${from}` } : {}) },
    body: JSON.stringify({ message }),
  });
  expect(response.status).toBe(200);
  const lines = (await response.text())
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { type: string; text?: string });
  return lines.flatMap((line) => (line.type === "delta" ? [line.text] : [])).join("");
}

/** The layout's data for a public page, as a client navigation fetches it: the widget's settings are in it. */
async function pageData(path: string): Promise<string> {
  const response = await app.request(`${path}.data`);
  expect(response.status).toBe(200);
  return response.text();
}

beforeAll(async () => {
  llm = await startFakeOpenAi();
  setEnv({ RATE_LIMIT_PUBLIC_POINTS: "100000", RATE_LIMIT_CHAT_POINTS: "100000" });
  app = await startTestApp();
});

afterAll(async () => {
  await app?.close();
  await llm?.close();
  process.env = savedEnv;
  resetEnvForTests();
});

beforeEach(async () => {
  llm.reset();
  useFakeModel(llm);
  await app.db.update(aiAssistantSettings).set({ isActive: true });
  await app.db.delete(knowledgeArticles);
});

describe("the greeting", () => {
  it("is the page language's from the settings, the catalog's default in that language when empty; the seed writes all three", async () => {
    const [seeded] = await app.db.select().from(aiAssistantSettings);
    expect(seeded).toMatchObject({
      greetingMessage: "Здравствуйте! Я AI-консультант компании. Расскажу об услугах, сроках и ценах и помогу оставить заявку. Чем могу помочь?",
      greetingMessageKz: kz.greeting,
      greetingMessageEn: en.greeting,
    });
    try {
      await app.db
        .update(aiAssistantSettings)
        .set({ greetingMessage: "Добрый день из Алматы!", greetingMessageKz: "  ", greetingMessageEn: "Good afternoon from Almaty!" });
      const [ru, kazakh, english] = await Promise.all([pageData("/faq"), pageData("/kz/faq"), pageData("/en/faq")]);
      expect(ru).toContain("Добрый день из Алматы!");
      expect(ru).not.toContain("Good afternoon from Almaty!");
      expect(english).toContain("Good afternoon from Almaty!");
      expect(english).not.toContain("Добрый день из Алматы!");
      // Blank: the catalog's Kazakh greeting.
      expect(kazakh).toContain(kz.greeting);
      expect(kazakh).not.toContain("Добрый день из Алматы!");
    } finally {
      await app.db.update(aiAssistantSettings).set({
        greetingMessage: seeded!.greetingMessage,
        greetingMessageKz: seeded!.greetingMessageKz,
        greetingMessageEn: seeded!.greetingMessageEn,
      });
    }
  });
});

describe("the model", () => {
  it("is told to answer in the language of the page the message came from, with the articles whatever their language", async () => {
    await app.db.insert(knowledgeArticles).values({ title: "Оплата через Kaspi", content: "Принимаем оплату через Kaspi по счёту." });
    llm.queue({ content: "We accept Kaspi payments." }, { content: "Kaspi арқылы төлем қабылдаймыз." }, { content: "Принимаем Kaspi." });

    expect(await ask("Do you accept Kaspi?", "/en/faq")).toBe("We accept Kaspi payments.");
    expect(await ask("Kaspi арқылы төлеуге бола ма?", "/kz/faq")).toBe("Kaspi арқылы төлем қабылдаймыз.");
    expect(await ask("Можно оплатить через Kaspi?")).toBe("Принимаем Kaspi.");

    const systems = llm.requests.map((request) => request.messages[0]!);
    expect(systems.map((message) => message.role)).toEqual(["system", "system", "system"]);
    const [english, kazakh, russian] = systems.map((message) => message.content);
    expect(english).toContain("Отвечай на английском языке (in English)");
    expect(kazakh).toContain("Отвечай на казахском языке (қазақ тілінде)");
    expect(russian).toContain("Отвечай на русском языке");
    for (const content of [english, kazakh]) {
      expect(content).not.toContain("Отвечай на русском языке");
      // The Russian article still grounds the English and the Kazakh answers.
      expect(content).toContain("### Оплата через Kaspi");
    }
    expect(russian).not.toContain("in English");
  });
});

describe("the answer without a model", () => {
  beforeEach(useNoModel);

  it("quotes an article in the visitor's language before a closer match in another, framed in the visitor's words", async () => {
    await app.db.insert(knowledgeArticles).values([
      // The closer match by rank: Kaspi in the title and twice in the text.
      { title: "Kaspi: оплата", content: "Оплата через Kaspi Pay и переводом Kaspi по счёту.", language: "ru" },
      { title: "Paying by card", content: "We accept Kaspi and bank cards.", language: "en" },
    ]);

    const english = await ask("Kaspi?", "/en/faq");
    expect(english).toBe(`${en.server.fallbackIntro}\n\nPaying by card\nWe accept Kaspi and bank cards.\n\n${en.server.fallbackOffer}`);

    // The SPEC's Russian words on a Russian page, and the Russian article.
    const russian = await ask("Kaspi?", "/faq");
    expect(russian).toBe(
      "Вот что я нашёл в нашей базе знаний:\n\nKaspi: оплата\nОплата через Kaspi Pay и переводом Kaspi по счёту.\n\nЧтобы обсудить детали, оставьте контакты: наш менеджер свяжется с вами.",
    );
  });

  it("quotes an article in another language when none matches in the visitor's, and says it found nothing in the visitor's words", async () => {
    await app.db.insert(knowledgeArticles).values({ title: "Halyk Bank", content: "Работаем с Halyk Bank.", language: "ru" });
    const kazakh = await ask("Halyk?", "/kz/faq");
    expect(kazakh).toBe(`${kz.server.fallbackIntro}\n\nHalyk Bank\nРаботаем с Halyk Bank.\n\n${kz.server.fallbackOffer}`);
    expect(await ask("Weather in Astana tomorrow?", "/en/faq")).toBe(en.server.noAnswer);
    expect(await ask("Какая погода в Астане?")).toBe(
      "К сожалению, я не нашёл ответа на этот вопрос. Оставьте контакты, и наш менеджер ответит вам лично.",
    );
  });
});

describe("migration 0015", () => {
  it("makes existing articles Russian, refuses other languages, and leaves the new greetings empty for the catalog's", async () => {
    await migrateAcross("0015", {
      before: async (database) => {
        await database.execute(sql`INSERT INTO knowledge_articles (title, content) VALUES ('Старая статья', 'Текст')`);
        await database.execute(sql`INSERT INTO ai_assistant_settings (name, greeting_message) VALUES ('AI', 'Здравствуйте!')`);
      },
      after: async (database) => {
        const [article] = await database.select().from(knowledgeArticles);
        expect(article).toMatchObject({ title: "Старая статья", language: "ru" });
        const [settings] = await database.select().from(aiAssistantSettings);
        expect(settings).toMatchObject({ greetingMessage: "Здравствуйте!", greetingMessageKz: "", greetingMessageEn: "" });
        await expect(database.execute(sql`UPDATE knowledge_articles SET language = 'de'`)).rejects.toThrow();
      },
    });
  });
});
