/**
 * A case drafted from a website (issue 10 point 22, docs/decisions/0036): the page read with its
 * title, description, Open Graph tags and visible text; the fake OpenAI API's JSON turned into the
 * case form's fields, its industry kept to the admin's nine industries; the page's own tags when no
 * model is configured, or the model fails, is slow or answers nonsense; the cases screen's action
 * answering with the create form filled, saving nothing, for staff who may create cases only.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { eq } from "drizzle-orm";
import { parse } from "parse5";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { aiAssistantSettings, aiTokenUsage, cases } from "~/db/schema";
import { resetEnvForTests } from "~/server/env.server";
import { analyzeWebsite, PAGE_TEXT_MAX, readPage } from "~/server/website-analysis.server";

import { startFakeOpenAi, type FakeOpenAi } from "../fakes/openai-server";
import { startTestApp, TEST_ORIGIN, staffCookies, type TestApp } from "../setup/test-app";

// The page reader, as is, except where a test makes it fail the way a bug in it would.
vi.mock("parse5", async (importOriginal) => {
  const actual = await importOriginal<typeof import("parse5")>();
  return { ...actual, parse: vi.fn(actual.parse) };
});

const SHOP = `<!doctype html>
<html lang="ru"><head>
  <title>Цветы Алматы — доставка за 2 часа</title>
  <meta name="description" content="Интернет-магазин цветов с доставкой по Алматы.">
  <meta property="og:title" content="Цветы Алматы">
  <meta property="og:description" content="Букеты и композиции с доставкой за 2 часа.">
  <meta property="og:site_name" content="ТОО «Цветы Алматы»">
  <style>body { color: red }</style>
  <script>window.secret = "не читать";</script>
</head><body>
  <h1>Свежие букеты каждый день</h1>
  <p>Более 300 заказов в неделю, оплата Kaspi.</p>
  <script>console.log("скрипт")</script>
  <noscript>Включите JavaScript</noscript>
</body></html>`;

const PLAIN = "<html><head><title>Просто страница</title></head><body><p>Текст</p></body></html>";

const MODEL_DRAFT = {
  title: "AI-консультант для цветочного магазина",
  client: "ТОО «Цветы Алматы»",
  industry: "e-commerce",
  description: "Магазин цветов с доставкой по Алматы.",
  challenge: "Менеджеры не успевали отвечать на заказы.",
  solution: "AI-консультант в WhatsApp принимает заказы круглосуточно.",
  technologies: ["GPT-4o", "WhatsApp API", "GPT-4o", " Kaspi "],
  duration: "6 недель",
  team_size: 3,
  estimated_results: [
    { metric: "Время ответа", before: "2 часа", after: "1 минута", improvement_percentage: 99.2 },
    { metric: "", before: "x", after: "y", improvement_percentage: null },
  ],
};

// Staff model calls are limited per person; these tests call as one.
const STAFF_ID = "website-analysis-test";
const savedEnv = { ...process.env };
let site: Server;
let siteUrl: string;
let llm: FakeOpenAi;
let app: TestApp;
const cookies = { editor: "", marketer: "" };

function useLlm(on: boolean) {
  if (on) {
    process.env.OPENAI_BASE_URL = llm.url;
    process.env.OPENAI_API_KEY = "sk-test";
  } else {
    delete process.env.OPENAI_BASE_URL;
    delete process.env.OPENAI_API_KEY;
  }
  resetEnvForTests();
}

beforeAll(async () => {
  site = createServer((req, res) => {
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(req.url === "/plain" ? PLAIN : SHOP);
  });
  await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
  const { port } = site.address() as AddressInfo;
  siteUrl = `http://127.0.0.1:${port}`;
  llm = await startFakeOpenAi();
  process.env.OUTBOUND_ALLOW_HOSTS = `127.0.0.1:${port}`;
  process.env.OPENAI_TIMEOUT_MS = "500";
  useLlm(true);
  // The server build reads the same environment the first time it needs it.
  app = await startTestApp({ seed: false });
  Object.assign(cookies, await staffCookies(app, ["editor", "marketer"]));
  await app.db.insert(aiAssistantSettings).values({ name: "Ассистент", model: "gpt-4o" });
});

afterAll(async () => {
  await app?.close();
  await llm?.close();
  site?.closeAllConnections();
  await new Promise<void>((resolve) => site?.close(() => resolve()));
  process.env = savedEnv;
  resetEnvForTests();
});

beforeEach(() => {
  llm.reset();
  useLlm(true);
});

describe("reading the page", () => {
  it("takes the title, description, Open Graph tags and visible text, never scripts or styles", () => {
    const facts = readPage(SHOP, "https://flowers.example.kz/");
    expect(facts).toMatchObject({
      title: "Цветы Алматы — доставка за 2 часа",
      description: "Интернет-магазин цветов с доставкой по Алматы.",
      siteName: "ТОО «Цветы Алматы»",
      openGraph: { title: "Цветы Алматы", description: "Букеты и композиции с доставкой за 2 часа.", site_name: "ТОО «Цветы Алматы»" },
      text: "Свежие букеты каждый день Более 300 заказов в неделю, оплата Kaspi.",
    });
  });

  it("keeps a bounded amount of text", () => {
    const facts = readPage(`<p>${"слово ".repeat(5000)}</p>`, "https://example.kz/");
    expect(facts.text.length).toBeLessThanOrEqual(PAGE_TEXT_MAX);
  });
});

describe("with a model", () => {
  it("asks the settings' model for the case draft's fields as JSON and fills the draft from its answer", async () => {
    llm.queue({ content: JSON.stringify(MODEL_DRAFT) });
    const draft = await analyzeWebsite(`${siteUrl}/`, STAFF_ID);
    expect(draft).toEqual({
      title: "AI-консультант для цветочного магазина",
      client: "ТОО «Цветы Алматы»",
      industry: "E-commerce",
      description: "Магазин цветов с доставкой по Алматы.",
      challenge: "Менеджеры не успевали отвечать на заказы.",
      solution: "AI-консультант в WhatsApp принимает заказы круглосуточно.",
      technologies: ["GPT-4o", "WhatsApp API", "Kaspi"],
      duration: "6 недель",
      teamSize: "3",
      projectUrl: `${siteUrl}/`,
      estimatedResults: [{ metricName: "Время ответа", beforeValue: "2 часа", afterValue: "1 минута", improvementPercentage: 99.2 }],
      source: "llm",
    });
    const [request] = llm.requests;
    expect(request!.model).toBe("gpt-4o");
    expect((request as unknown as { response_format: unknown }).response_format).toEqual({ type: "json_object" });
    const prompt = request!.messages.map((m) => m.content).join("\n");
    expect(prompt).toContain("Свежие букеты каждый день");
    expect(prompt).toContain("og:site_name: ТОО «Цветы Алматы»");
    expect(prompt).not.toContain("не читать");
  });

  it("leaves an industry outside the admin's nine empty, and missing fields blank", async () => {
    llm.queue({ content: "```json\n" + JSON.stringify({ title: "Кейс", industry: "Цветы", technologies: "GPT" }) + "\n```" });
    const draft = await analyzeWebsite(`${siteUrl}/`, STAFF_ID);
    expect(draft).toMatchObject({
      title: "Кейс",
      client: "ТОО «Цветы Алматы»",
      industry: "",
      technologies: [],
      challenge: "",
      source: "llm",
    });
  });

  it.each([
    ["answers nonsense", { content: "Извините, не могу." }],
    ["fails", { status: 500 }],
    ["is too slow", { delayMs: 1500 }],
  ])("falls back to the page's own tags when the model %s", async (_name, reply) => {
    llm.queue(reply);
    expect(await analyzeWebsite(`${siteUrl}/`, STAFF_ID)).toMatchObject({
      title: "Цветы Алматы",
      client: "ТОО «Цветы Алматы»",
      description: "Букеты и композиции с доставкой за 2 часа.",
      projectUrl: `${siteUrl}/`,
      source: "page",
    });
  });

  it("spends the site's daily token budget, refuses past it, and limits each staff member", async () => {
    await app.db.delete(aiTokenUsage);
    llm.queue({ content: JSON.stringify(MODEL_DRAFT) });
    expect(await analyzeWebsite(`${siteUrl}/`, "budget-staff")).toMatchObject({ source: "llm" });
    const [site] = await app.db.select().from(aiTokenUsage).where(eq(aiTokenUsage.bucket, "site"));
    // The model's own count for the call (the fake reports prompt and answer).
    expect(Number(site!.tokens)).toBeGreaterThan(100);

    await app.db.update(aiAssistantSettings).set({ siteDailyTokens: Number(site!.tokens) + 100 });
    try {
      expect(await analyzeWebsite(`${siteUrl}/`, "budget-staff")).toEqual({
        error: "Дневной лимит токенов AI на сайт исчерпан. Попробуйте завтра или увеличьте лимит в настройках AI-ассистента.",
      });
    } finally {
      await app.db.update(aiAssistantSettings).set({ siteDailyTokens: 1000000 });
    }
    expect(llm.requests).toHaveLength(1);

    process.env.RATE_LIMIT_STAFF_AI_POINTS = "2";
    resetEnvForTests();
    try {
      llm.queue({ content: JSON.stringify(MODEL_DRAFT) }, { content: JSON.stringify(MODEL_DRAFT) }, { content: JSON.stringify(MODEL_DRAFT) });
      for (let i = 0; i < 2; i++) expect(await analyzeWebsite(`${siteUrl}/`, "busy-staff")).toMatchObject({ source: "llm" });
      expect(await analyzeWebsite(`${siteUrl}/`, "busy-staff")).toEqual({
        error: "Слишком много запросов к AI. Подождите несколько минут и попробуйте снова.",
      });
      // The limit is the person's.
      expect(await analyzeWebsite(`${siteUrl}/`, "another-staff")).toMatchObject({ source: "llm" });
    } finally {
      delete process.env.RATE_LIMIT_STAFF_AI_POINTS;
      resetEnvForTests();
    }
  });
});

describe("without a model", () => {
  it("fills title, client, description and the address from the page's tags; the host names the client when no og:site_name", async () => {
    useLlm(false);
    expect(await analyzeWebsite(`${siteUrl}/`, STAFF_ID)).toEqual({
      title: "Цветы Алматы",
      client: "ТОО «Цветы Алматы»",
      industry: "",
      description: "Букеты и композиции с доставкой за 2 часа.",
      challenge: "",
      solution: "",
      technologies: [],
      duration: "",
      teamSize: "",
      projectUrl: `${siteUrl}/`,
      estimatedResults: [],
      source: "page",
    });
    expect(await analyzeWebsite(`${siteUrl}/plain`, STAFF_ID)).toMatchObject({ title: "Просто страница", client: "127.0.0.1", description: "" });
    expect(llm.requests).toHaveLength(0);
  });
});

it("a refused address comes back as its reason", async () => {
  expect(await analyzeWebsite("http://169.254.169.254/latest/meta-data/", STAFF_ID)).toEqual({
    error: "Адрес недоступен: внутренние адреса запрещены",
  });
  expect(await analyzeWebsite("ftp://example.kz/", STAFF_ID)).toEqual({ error: "Поддерживаются только адреса http:// и https://" });
  // A public site on a port other than 80 and 443 (issue 21 point 8).
  expect(await analyzeWebsite("http://93.184.216.34:8080/", STAFF_ID)).toEqual({ error: "Адрес недоступен: разрешены только порты 80 и 443" });
});

it("a page the server fails to read for a reason of its own says 'Не удалось проанализировать сайт', and the cause is logged", async () => {
  vi.mocked(parse).mockImplementationOnce(() => {
    throw new RangeError("Maximum call stack size exceeded");
  });
  expect(await analyzeWebsite(`${siteUrl}/`, STAFF_ID)).toEqual({ error: "Не удалось проанализировать сайт" });
  expect(console.error).toHaveBeenCalledWith("Website analysis failed:", expect.any(RangeError));
  vi.mocked(console.error).mockClear();
  expect(llm.requests).toHaveLength(0);
});

describe("the cases screen's AI creation", () => {
  const analyze = (cookie: string, url: string) =>
    app.request("/admin/cases?ai", {
      method: "POST",
      headers: { Origin: TEST_ORIGIN, Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "analyze", url }),
      redirect: "manual",
    });

  it("answers with the create form filled with the draft, and saves nothing", async () => {
    llm.queue({ content: JSON.stringify(MODEL_DRAFT) });
    const response = await analyze(cookies.editor, `${siteUrl}/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('value="AI-консультант для цветочного магазина"');
    expect(html).toContain("Менеджеры не успевали отвечать на заказы.");
    expect(html).toContain('value="GPT-4o, WhatsApp API, Kaspi"');
    expect(html).toContain('value="Время ответа"');
    expect(html).toContain('value="99,2"');
    expect(html).toMatch(/<option value="E-commerce" selected="">/);
    expect(html).toContain(`AI заполнил поля по сайту ${siteUrl}/. Проверьте их, дополните и сохраните кейс.`);
    expect(await app.db.select().from(cases)).toHaveLength(0);
  });

  it("says 'Введите URL сайта' without an address, and the fetch's reason for a refused one", async () => {
    const empty = await analyze(cookies.editor, "");
    expect(empty.status).toBe(400);
    expect(await empty.text()).toContain("Введите URL сайта");
    const refused = await analyze(cookies.editor, "http://127.0.0.1:1/");
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain("Адрес недоступен: внутренние адреса запрещены");
    expect(llm.requests).toHaveLength(0);
  });

  it("is refused to a marketer, who cannot create cases", async () => {
    const response = await analyze(cookies.marketer, `${siteUrl}/`);
    expect(response.status).toBe(403);
    expect(llm.requests).toHaveLength(0);
  });
});
