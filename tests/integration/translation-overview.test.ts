/**
 * The translations overview and 'Перевести все с помощью AI' (issue 24 points 8 and 9, ADR 0076)
 * through the real screens over HTTP: the languages tab counts each language's fields per state after
 * saves, AI drafts and Russian edits, per item with a link to its editor, every translated screen
 * under its sidebar name; the screens' bulk action drafts every item one after another with the
 * glossary, never over a reviewed field, reports its progress as a stream or, without JavaScript, as a
 * toast, and stops when the budget refuses.
 */
import { and, asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { advantages, aiAssistantSettings, aiTokenUsage, blogPosts, caseResults, cases, contentTranslations, services, siteSettings, teamMembers } from "~/db/schema";
import type { TranslationLanguage } from "~/lib/constants";
import { fieldKey } from "~/lib/translatable";
import { SITE_SETTINGS } from "~/schemas/site-settings";

import type { FakeOpenAi } from "../fakes/openai-server";
import { flashToast } from "../setup/expected-failures";
import type { TestApp } from "../setup/test-app";
import { translationForm, translationSite } from "../setup/translation-tests";

const site = translationSite({ screen: "/admin/cases", roles: ["admin", "editor", "marketer"], seed: false, model: "fake" });
const { cookies, post } = site;
let app: TestApp;
let llm: FakeOpenAi;

beforeAll(async () => {
  app = await site.start();
  llm = site.llm;
});
afterAll(site.stop);

/** Three cases, newest first on the screen: A (four fields and a result), B (two fields), C (one). */
const ids = { a: "", b: "", c: "", result: "" };

/**
 * The about and contacts screens' texts, blank (the hours as the default, which is not translated):
 * neither has anything to translate until a test writes some.
 */
const BLANK_COMPANY = {
  address: "",
  working_hours: SITE_SETTINGS.working_hours.default,
  company_description: "",
  company_mission: "",
  company_vision: "",
  company_values: "",
  company_history: "",
  company_achievements: "",
  team_info: "",
  company_timeline: [],
  company_partners: [],
};

async function setCompany(values: Partial<Record<keyof typeof BLANK_COMPANY, unknown>>) {
  for (const [key, value] of Object.entries({ ...BLANK_COMPANY, ...values })) {
    await app.db
      .insert(siteSettings)
      .values({ key, value: JSON.stringify(value), category: SITE_SETTINGS[key as keyof typeof SITE_SETTINGS].category })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: JSON.stringify(value) } });
  }
}

beforeEach(async () => {
  llm.reset();
  // Only the cases are translated unless a test adds items of the other screens.
  await Promise.all([app.db.delete(services), app.db.delete(advantages), app.db.delete(teamMembers), app.db.delete(blogPosts)]);
  await setCompany({});
  await app.db.delete(cases);
  await app.db.delete(contentTranslations);
  await app.db.delete(aiTokenUsage);
  await app.db.update(aiAssistantSettings).set({ siteDailyTokens: 1_000_000 });
  await app.db.delete(siteSettings).where(eq(siteSettings.key, "translation_glossary"));
  const insert = async (values: typeof cases.$inferInsert) => (await app.db.insert(cases).values(values).returning({ id: cases.id }))[0]!.id;
  ids.a = await insert({
    title: "AI-консультант для клиники",
    client: "ТОО «Здоровье»",
    industry: "Медицина",
    description: "Запись пациентов круглосуточно.",
    status: "completed",
    createdAt: new Date("2026-03-03T10:00:00Z"),
  });
  ids.b = await insert({ title: "Бот для магазина", client: "", industry: "", description: "Отвечает покупателям.", createdAt: new Date("2026-03-02T10:00:00Z") });
  ids.c = await insert({ title: "Склад", client: "", industry: "", description: "", createdAt: new Date("2026-03-01T10:00:00Z") });
  const [result] = await app.db.insert(caseResults).values({ caseId: ids.a, metricName: "Время ответа" }).returning({ id: caseResults.id });
  ids.result = result!.id;
});

const translate = (id: string, language: TranslationLanguage, values: Record<string, string>, screen?: string) =>
  post(cookies.editor, translationForm(id, language, values), screen);

const caseKey = (id: string, field: string) => fieldKey("case", id, field);
const resultKey = (field: string) => fieldKey("case_result", ids.result, field);

async function languagesTab(): Promise<string> {
  const response = await app.request("/admin/settings/language", { headers: { Cookie: cookies.admin } });
  expect(response.status).toBe(200);
  return response.text();
}

/** One language's part of the overview: its totals and each item's badges, as the page shows them. */
function overviewOf(html: string, language: "kz" | "en") {
  const start = html.indexOf(`data-language="${language}"`);
  expect(start, `the ${language} section`).toBeGreaterThan(-1);
  const section = html.slice(start, html.indexOf("</section>", start));
  const totals = Object.fromEntries(
    [...section.matchAll(/data-state="(\w+)"[^>]*><dt[^>]*>[^<]*<\/dt><dd[^>]*>(\d+)<\/dd>/g)].map((m) => [m[1], Number(m[2])]),
  );
  const items = [...section.matchAll(/<li[^>]*data-testid="translation-overview-item"[^>]*>([\s\S]*?)<\/li>/g)].map((m) => ({
    href: /href="([^"]*)"/.exec(m[1]!)![1]!.replaceAll("&amp;", "&"),
    badges: [...m[1]!.matchAll(/data-state="\w+"[^>]*>([^<]*)<\/span>/g)].map((b) => b[1]),
  }));
  return { totals, items };
}

/** One language's screens as the overview heads them (h5), each with its items' links and badges. */
function screensOf(html: string, language: "kz" | "en") {
  const start = html.indexOf(`data-language="${language}"`);
  const section = html.slice(start, html.indexOf("</section>", start));
  return section
    .split('data-screen="')
    .slice(1)
    .map((block) => ({
      name: /<h5[^>]*>([^<]*)<\/h5>/.exec(block)![1],
      items: [...block.matchAll(/<li[^>]*data-testid="translation-overview-item"[^>]*>([\s\S]*?)<\/li>/g)].map((m) => ({
        title: /<a[^>]*>([^<]*)<\/a>/.exec(m[1]!)![1],
        href: /href="([^"]*)"/.exec(m[1]!)![1]!.replaceAll("&amp;", "&"),
        badges: [...m[1]!.matchAll(/data-state="\w+"[^>]*>([^<]*)<\/span>/g)].map((b) => b[1]),
      })),
      empty: block.includes("В этом разделе пока нет материалов."),
    }));
}

/** One item of each other screen: a service (3 fields), an advantage (2), a member (2), a post (3). */
async function otherScreens() {
  const [service] = await app.db
    .insert(services)
    .values({ slug: "chat-bots", title: "Чат-боты", description: "Боты для сайта и мессенджеров.", features: ["Интеграция с CRM", "Ответы 24/7"], priceAmount: 150_000 })
    .returning({ id: services.id });
  const [advantage] = await app.db.insert(advantages).values({ title: "Быстрый запуск", description: "Первый бот за неделю." }).returning({ id: advantages.id });
  const [member] = await app.db.insert(teamMembers).values({ name: "Айгерим Садыкова", position: "Руководитель проектов" }).returning({ id: teamMembers.id });
  const [post] = await app.db
    .insert(blogPosts)
    .values({ slug: "ai-v-biznese", title: "AI в бизнесе", excerpt: "Коротко о главном.", content: "Текст статьи.", category: "Технологии" })
    .returning({ id: blogPosts.id });
  return { service: service!.id, advantage: advantage!.id, member: member!.id, post: post!.id };
}

describe("the translations overview", () => {
  it("says honestly that there is nothing to translate yet", async () => {
    await app.db.delete(cases);
    const html = await languagesTab();
    expect(html).toContain("Переводы содержимого");
    expect(html).toContain("Переводить пока нечего");
    expect(html).toContain("В разделах с переводами ещё нет ни одного материала: добавленные материалы появятся здесь.");
  });

  it("counts each language's fields per state after saves, AI drafts and Russian edits, with each case's link to its editor", async () => {
    const fresh = overviewOf(await languagesTab(), "kz");
    // A: title, client, industry, description and the result's metric; B: two; C: one.
    expect(fresh.totals).toEqual({ reviewed: 0, draft: 0, outdated: 0, missing: 8 });
    expect(fresh.items.map((item) => item.href)).toEqual([ids.a, ids.b, ids.c].map((id) => `/admin/cases?edit=${id}&lang=kz`));
    expect(fresh.items[0]!.badges).toEqual(["Нет перевода: 5"]);

    // A person writes A's title and client in Kazakh, and B's title in English.
    expect((await translate(ids.a, "kz", { [caseKey(ids.a, "title")]: "Емхана үшін AI-кеңесші", [caseKey(ids.a, "client")]: "«Денсаулық» ЖШС" })).status).toBe(302);
    expect((await translate(ids.b, "en", { [caseKey(ids.b, "title")]: "A shop bot" })).status).toBe(302);
    // The model drafts A's description only (its answer has nothing for the other fields).
    llm.queue({ content: JSON.stringify({ [caseKey(ids.a, "description")]: "Пациенттерді тәулік бойы жазу." }) });
    expect((await post(cookies.editor, { intent: "translate-ai", id: ids.a, language: "kz" })).status).toBe(302);
    // The Russian title changes: its reviewed Kazakh is outdated.
    await app.db.update(cases).set({ title: "AI-консультант для частной клиники" }).where(eq(cases.id, ids.a));

    const html = await languagesTab();
    const kz = overviewOf(html, "kz");
    expect(kz.totals).toEqual({ reviewed: 1, draft: 1, outdated: 1, missing: 5 });
    expect(kz.items[0]!.badges).toEqual(["Проверено: 1", "Черновик AI: 1", "Устарел: 1", "Нет перевода: 2"]);
    expect(kz.items[1]!.badges).toEqual(["Нет перевода: 2"]);
    const en = overviewOf(html, "en");
    expect(en.totals).toEqual({ reviewed: 1, draft: 0, outdated: 0, missing: 7 });
    expect(en.items.map((item) => item.href)).toEqual([ids.a, ids.b, ids.c].map((id) => `/admin/cases?edit=${id}&lang=en`));
    expect(en.items[1]!.badges).toEqual(["Проверено: 1", "Нет перевода: 1"]);
    // Grouped by screen, the language named in its own script.
    expect(html).toContain("<h5");
    expect(html).toMatch(/<h4[^>]*lang="kk"[^>]*>Қазақша<\/h4>/);
    expect(html).toContain("Всего полей: 8");
  });

  it("lists every translated screen under its sidebar name, in the sidebar's order, with each item's counts and its editor in the language", async () => {
    const other = await otherScreens();
    await setCompany({
      company_mission: "Помогаем бизнесу внедрять AI.",
      company_timeline: [{ period: "2020", title: "Основание", description: "" }],
      address: "г. Алматы, ул. Абая 10",
    });
    // A person writes the service's Kazakh title on the services screen; the member's English name on the team's.
    expect((await translate(other.service, "kz", { [fieldKey("service", other.service, "title")]: "Чат-боттар" }, "/admin/services")).status).toBe(302);
    expect((await translate(other.member, "en", { [fieldKey("team_member", other.member, "name")]: "Aigerim Sadykova" }, "/admin/team")).status).toBe(302);

    const html = await languagesTab();
    const kz = screensOf(html, "kz");
    expect(kz.map((screen) => screen.name)).toEqual(["О компании", "Услуги", "Преимущества", "Кейсы", "Команда", "Блог", "Контакты"]);
    const [about, servicesScreen, advantagesScreen, casesScreen, team, blog, contacts] = kz;
    expect(about!.items).toEqual([{ title: "Тексты компании", href: "/admin/about?lang=kz", badges: ["Нет перевода: 3"] }]);
    expect(servicesScreen!.items).toEqual([{ title: "Чат-боты", href: `/admin/services?edit=${other.service}&lang=kz`, badges: ["Проверено: 1", "Нет перевода: 2"] }]);
    expect(advantagesScreen!.items).toEqual([{ title: "Быстрый запуск", href: `/admin/advantages?edit=${other.advantage}&lang=kz`, badges: ["Нет перевода: 2"] }]);
    expect(casesScreen!.items.map((item) => item.href)).toEqual([ids.a, ids.b, ids.c].map((id) => `/admin/cases?edit=${id}&lang=kz`));
    expect(team!.items).toEqual([{ title: "Айгерим Садыкова", href: `/admin/team?member=${other.member}&lang=kz`, badges: ["Нет перевода: 2"] }]);
    expect(blog!.items).toEqual([{ title: "AI в бизнесе", href: `/admin/blog?edit=${other.post}&lang=kz`, badges: ["Нет перевода: 3"] }]);
    expect(contacts!.items).toEqual([{ title: "Тексты контактов", href: "/admin/contacts?lang=kz", badges: ["Нет перевода: 1"] }]);
    // Cases 8, company 3, service 3, advantage 2, member 2, post 3, contacts 1.
    expect(overviewOf(html, "kz").totals).toEqual({ reviewed: 1, draft: 0, outdated: 0, missing: 21 });

    const en = screensOf(html, "en");
    expect(en[0]!.items[0]!.href).toBe("/admin/about?lang=en");
    expect(en[4]!.items).toEqual([{ title: "Айгерим Садыкова", href: `/admin/team?member=${other.member}&lang=en`, badges: ["Проверено: 1", "Нет перевода: 1"] }]);
    expect(overviewOf(html, "en").totals).toEqual({ reviewed: 1, draft: 0, outdated: 0, missing: 21 });

    // Each link opens that item's translation editor in the language.
    for (const item of kz.flatMap((screen) => screen.items)) {
      const editor = await app.request(item.href, { headers: { Cookie: cookies.admin } });
      expect(editor.status, item.href).toBe(200);
      expect(await editor.text(), item.href).toContain(`Перевод (Қазақша): ${item.title}`);
    }
  });

  it("says which screen has nothing yet while another has items", async () => {
    await app.db.delete(cases);
    await app.db.insert(services).values({ slug: "chat-bots", title: "Чат-боты", priceAmount: 150_000 });
    const kz = screensOf(await languagesTab(), "kz");
    expect(kz.map((screen) => [screen.name, screen.empty])).toEqual([
      ["О компании", true],
      ["Услуги", false],
      ["Преимущества", true],
      ["Кейсы", true],
      ["Команда", true],
      ["Блог", true],
      ["Контакты", true],
    ]);
  });
});

describe("'Перевести все с помощью AI'", () => {
  /** One answer naming every field of every case: each request takes its own fields from it. */
  const everything = () =>
    JSON.stringify({
      [caseKey(ids.a, "title")]: "МОДЕЛЬДІҢ АТАУЫ",
      [caseKey(ids.a, "client")]: "«Densaulyq» ЖШС",
      [caseKey(ids.a, "industry")]: "Медицина",
      [caseKey(ids.a, "description")]: "Пациенттерді тәулік бойы жазу.",
      [resultKey("metricName")]: "Жауап беру уақыты",
      [caseKey(ids.b, "title")]: "Дүкенге арналған бот",
      [caseKey(ids.b, "description")]: "Сатып алушыларға жауап береді.",
      [caseKey(ids.c, "title")]: "Қойма",
    });

  const glossary = {
    intent: "glossary",
    "translation_glossary[0].ru": "Здоровье",
    "translation_glossary[0].kz": "Densaulyq",
    "translation_glossary[0].en": "Zdorovye",
  };

  it("drafts every case one after another with the glossary, skips what is reviewed, and reports the count", async () => {
    expect(flashToast(await post(cookies.admin, glossary, "/admin/settings/language")).title).toBe("Глоссарий сохранён");
    // A's title is reviewed; C is wholly reviewed, so it is not even sent.
    await translate(ids.a, "kz", { [caseKey(ids.a, "title")]: "Емхана үшін AI-кеңесші" });
    await translate(ids.c, "kz", { [caseKey(ids.c, "title")]: "Қойма" });
    llm.queue({ content: everything() }, { content: everything() }, { content: everything() });

    const response = await post(cookies.editor, { language: "kz" }, "/admin/cases/translate-all");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/cases");
    expect(flashToast(response)).toMatchObject({ kind: "success", title: "Готово: переведено 2 из 2", description: "Проверьте черновики и отметьте их проверенными." });

    expect(llm.requests).toHaveLength(2);
    for (const request of llm.requests) {
      expect(request.messages[0]!.content).toContain("Здоровье → Densaulyq");
      expect(request.messages[0]!.content).toContain("казахский");
    }
    const asked = llm.requests.map((request) => Object.keys(JSON.parse(request.messages[1]!.content) as object).sort());
    expect(asked).toEqual([
      [caseKey(ids.a, "client"), caseKey(ids.a, "description"), caseKey(ids.a, "industry"), resultKey("metricName")].sort(),
      [caseKey(ids.b, "description"), caseKey(ids.b, "title")].sort(),
    ]);

    const rows = await app.db.select().from(contentTranslations).where(eq(contentTranslations.language, "kz")).orderBy(asc(contentTranslations.field));
    const title = (id: string) => rows.find((row) => row.entityId === id && row.field === "title");
    expect(title(ids.a)).toMatchObject({ value: "Емхана үшін AI-кеңесші", state: "reviewed" });
    expect(title(ids.c)).toMatchObject({ value: "Қойма", state: "reviewed" });
    expect(title(ids.b)).toMatchObject({ value: "Дүкенге арналған бот", state: "draft" });
    expect(rows.filter((row) => row.state === "draft")).toHaveLength(6);
    expect(await app.db.select().from(contentTranslations).where(eq(contentTranslations.language, "en"))).toEqual([]);

    // Nothing left to draft: no request, and it says so.
    const again = await post(cookies.editor, { language: "kz" }, "/admin/cases/translate-all");
    expect(flashToast(again).title).toBe("Переводить нечего: все поля уже переведены.");
    expect(llm.requests).toHaveLength(2);
  });

  it("streams «Переведено N из M» as each case is drafted when the browser asks for it", async () => {
    llm.queue({ content: everything() }, { content: everything() }, { content: everything() });
    const response = await post(cookies.editor, { language: "kz" }, "/admin/cases/translate-all", { Accept: "application/x-ndjson" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/x-ndjson; charset=utf-8");
    const lines = (await response.text()).trim().split("\n").map((line) => JSON.parse(line) as unknown);
    expect(lines).toEqual([
      { done: 0, total: 3 },
      { done: 1, total: 3 },
      { done: 2, total: 3 },
      { done: 3, total: 3 },
      { done: 3, total: 3, end: { kind: "success", title: "Готово: переведено 3 из 3", description: "Проверьте черновики и отметьте их проверенными." } },
    ]);
    expect(llm.requests).toHaveLength(3);
  });

  it("stops when the site's token budget refuses, says so, and keeps what was drafted", async () => {
    llm.queue({ content: everything(), delayMs: 300 }, { content: everything() }, { content: everything() });
    const running = post(cookies.editor, { language: "kz" }, "/admin/cases/translate-all");
    // While the model writes the first case, the site's budget is lowered below any request.
    await expect.poll(() => llm.requests.length).toBe(1);
    await app.db.update(aiAssistantSettings).set({ siteDailyTokens: 1 });
    const response = await running;
    expect(flashToast(response)).toMatchObject({
      kind: "error",
      title: "Остановлено: переведено 1 из 3",
      description: "Дневной лимит токенов AI на сайт исчерпан. Попробуйте завтра или увеличьте лимит в настройках AI-ассистента.",
    });
    expect(llm.requests).toHaveLength(1);
    const drafted = await app.db.select().from(contentTranslations).where(and(eq(contentTranslations.language, "kz"), eq(contentTranslations.state, "draft")));
    expect(new Set(drafted.map((row) => row.entityId))).toEqual(new Set([ids.a, ids.result]));
  });

  it("drafts every service on the services screen, leaving a reviewed title, and comes back to it", async () => {
    const insert = async (slug: string, title: string, description: string) =>
      (await app.db.insert(services).values({ slug, title, description, priceAmount: 150_000, displayOrder: slug === "bots" ? 1 : 2 }).returning({ id: services.id }))[0]!.id;
    const bots = await insert("bots", "Чат-боты", "Боты для сайта.");
    const audit = await insert("audit", "AI-аудит", "Где AI окупится.");
    const key = (id: string, field: string) => fieldKey("service", id, field);
    await translate(bots, "kz", { [key(bots, "title")]: "Чат-боттар" }, "/admin/services");
    const answer = JSON.stringify({
      [key(bots, "title")]: "МОДЕЛЬДІҢ АТАУЫ",
      [key(bots, "description")]: "Сайтқа арналған боттар.",
      [key(audit, "title")]: "AI-аудит",
      [key(audit, "description")]: "AI қай жерде өзін ақтайды.",
    });
    llm.queue({ content: answer }, { content: answer });

    const response = await post(cookies.editor, { language: "kz" }, "/admin/services/translate-all");
    expect(response.headers.get("location")).toBe("/admin/services");
    expect(flashToast(response)).toMatchObject({ kind: "success", title: "Готово: переведено 2 из 2" });
    // In the screen's order, each asked only for what is not reviewed.
    expect(llm.requests.map((request) => Object.keys(JSON.parse(request.messages[1]!.content) as object).sort())).toEqual([
      [key(bots, "description")],
      [key(audit, "description"), key(audit, "title")],
    ]);
    const rows = await app.db.select().from(contentTranslations).where(and(eq(contentTranslations.entity, "service"), eq(contentTranslations.language, "kz")));
    const row = (id: string, field: string) => rows.find((r) => r.entityId === id && r.field === field);
    expect(row(bots, "title")).toMatchObject({ value: "Чат-боттар", state: "reviewed" });
    expect(row(bots, "description")).toMatchObject({ value: "Сайтқа арналған боттар.", state: "draft" });
    expect(row(audit, "description")).toMatchObject({ value: "AI қай жерде өзін ақтайды.", state: "draft" });
  });

  it("drafts every team member in English, streaming «Переведено N из M»", async () => {
    const insert = async (name: string, position: string, displayOrder: number) =>
      (await app.db.insert(teamMembers).values({ name, position, displayOrder }).returning({ id: teamMembers.id }))[0]!.id;
    const first = await insert("Айгерим Садыкова", "Руководитель проектов", 0);
    const second = await insert("Тимур Ахметов", "ML-инженер", 1);
    const key = (id: string, field: string) => fieldKey("team_member", id, field);
    const answer = JSON.stringify({
      [key(first, "name")]: "Aigerim Sadykova",
      [key(first, "position")]: "Project lead",
      [key(second, "name")]: "Timur Akhmetov",
      [key(second, "position")]: "ML engineer",
    });
    llm.queue({ content: answer }, { content: answer });
    const response = await post(cookies.editor, { language: "en" }, "/admin/team/translate-all", { Accept: "application/x-ndjson" });
    const lines = (await response.text()).trim().split("\n").map((line) => JSON.parse(line) as unknown);
    expect(lines).toEqual([
      { done: 0, total: 2 },
      { done: 1, total: 2 },
      { done: 2, total: 2 },
      { done: 2, total: 2, end: { kind: "success", title: "Готово: переведено 2 из 2", description: "Проверьте черновики и отметьте их проверенными." } },
    ]);
    expect(llm.requests[0]!.messages[0]!.content).toContain("английский");
    const rows = await app.db.select().from(contentTranslations).where(eq(contentTranslations.language, "en"));
    expect(rows.map((row) => [row.entityId, row.field, row.value, row.state]).sort()).toEqual(
      [
        [first, "name", "Aigerim Sadykova", "draft"],
        [first, "position", "Project lead", "draft"],
        [second, "name", "Timur Akhmetov", "draft"],
        [second, "position", "ML engineer", "draft"],
      ].sort(),
    );
  });

  it("is refused to a marketer, who may only read, on every screen that offers it", async () => {
    for (const screen of ["about", "services", "advantages", "cases", "team", "blog"]) {
      expect((await post(cookies.marketer, { language: "kz" }, `/admin/${screen}/translate-all`)).status, screen).toBe(403);
      const page = await (await app.request(`/admin/${screen}`, { headers: { Cookie: cookies.marketer } })).text();
      expect(page, screen).not.toContain("Перевести все с помощью AI");
      const editor = await (await app.request(`/admin/${screen}`, { headers: { Cookie: cookies.editor } })).text();
      expect(editor, screen).toContain("Перевести все с помощью AI");
      expect(editor, screen).toContain(`action="/admin/${screen}/translate-all"`);
    }
    expect(llm.requests).toHaveLength(0);
  });
});
