/**
 * Issue 10 point 9: the articles that go into the assistant's prompt. PostgreSQL's Russian
 * full-text search (PGlite has it too) finds an article whatever the form of its words, only
 * active articles count, those in the visitor's language come first (issue 24 point 10), and the
 * prompt takes them by priority within a token budget.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { knowledgeArticles } from "~/db/schema";
import { articlesWithinBudget, estimateTokens, searchKnowledge, type KnowledgeHit } from "~/server/knowledge-search.server";

import { startTestApp, type TestApp } from "../setup/test-app";

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ seed: false });
});

afterAll(async () => {
  await app?.close();
});

beforeEach(async () => {
  await app.db.delete(knowledgeArticles);
});

describe("searchKnowledge", () => {
  it("finds an article by the stems of the question's words, not their exact form", async () => {
    await app.db.insert(knowledgeArticles).values([
      { title: "Сроки внедрения", content: "Мы внедряем голосовых агентов за две недели.", priority: 1 },
      { title: "Оплата", content: "Счёт выставляется после подписания договора.", priority: 1 },
    ]);
    // 'агента' and 'внедрение' share their stems with 'агентов' and 'внедряем'/'внедрения'.
    const hits = await searchKnowledge("Как быстро пройдёт внедрение агента?", { executor: app.db });
    expect(hits.map((hit) => hit.title)).toEqual(["Сроки внедрения"]);
    expect(await searchKnowledge("Какая погода в Астане?", { executor: app.db })).toEqual([]);
  });

  it("leaves out switched-off articles, and ranks the closer match first, priority breaking ties", async () => {
    await app.db.insert(knowledgeArticles).values([
      { title: "Чат-боты для магазинов", content: "Чат-бот отвечает покупателям и принимает заказы.", priority: 1 },
      { title: "Интеграции", content: "Бот подключается к CRM.", priority: 5 },
      { title: "Архив", content: "Старый бот для магазинов и заказов.", priority: 9, isActive: false },
    ]);
    const hits = await searchKnowledge("бот для магазина с заказами", { executor: app.db });
    expect(hits.map((hit) => hit.title)).toEqual(["Чат-боты для магазинов", "Интеграции"]);
  });

  it("puts the articles in the visitor's language first, then the rest by rank; Russian by default", async () => {
    await app.db.insert(knowledgeArticles).values([
      { title: "Kaspi Kaspi", content: "Оплата через Kaspi.", language: "ru" },
      { title: "Kaspi payments", content: "We accept Kaspi.", language: "en" },
      { title: "Kaspi төлемі", content: "Kaspi арқылы төлем.", language: "kz" },
    ]);
    const titles = async (language?: "ru" | "kz" | "en") =>
      (await searchKnowledge("Kaspi", { language, executor: app.db })).map((hit) => [hit.language, hit.title]);
    expect((await titles("en"))[0]).toEqual(["en", "Kaspi payments"]);
    expect((await titles("kz"))[0]).toEqual(["kz", "Kaspi төлемі"]);
    expect((await titles())[0]).toEqual(["ru", "Kaspi Kaspi"]);
    expect(await titles("en")).toHaveLength(3);
  });
});

describe("articlesWithinBudget", () => {
  const hit = (title: string, priority: number, content: string, rank = 0.1): KnowledgeHit => ({
    id: title,
    title,
    content,
    priority,
    rank,
    language: "ru",
  });

  it("takes the articles by priority and stops when the budget is spent, cutting the last one to fit", () => {
    const long = "Очень подробный ответ. ".repeat(100);
    const chosen = articlesWithinBudget([hit("Низкий", 1, long, 0.9), hit("Высокий", 10, long, 0.2), hit("Средний", 5, long, 0.5)], 700);
    expect(chosen.map((article) => article.title)).toEqual(["Высокий", "Средний"]);
    expect(chosen[0]!.content).toBe(long);
    expect(chosen[1]!.content.length).toBeLessThan(long.length);
    const spent = chosen.reduce((total, article) => total + estimateTokens(article.title) + estimateTokens(article.content), 0);
    expect(spent).toBeLessThanOrEqual(700);
  });
});
