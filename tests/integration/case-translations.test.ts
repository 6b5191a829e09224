/**
 * Case translations (issue 24 points 5, 7 and 8; ADR 0066, 0070) through the cases screen's real
 * action over HTTP and the public pages: the Kazakh page exists only once every required field is
 * reviewed, with the reviewed words and in the switcher, hreflang and sitemap.xml; an edited Russian
 * makes the translation outdated but keeps the page; the AI drafts reach the model with the glossary
 * and never overwrite a reviewed field; a marketer cannot translate; the form's checks in Russian.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { caseResults, cases, contentTranslations, siteSettings } from "~/db/schema";
import { fieldKey } from "~/lib/translatable";
import { subscribeContentChanges } from "~/server/content-changes.server";
import { sourceHash } from "~/server/translatable.server";

import type { FakeOpenAi } from "../fakes/openai-server";
import { useFakeModel, useNoModel } from "../setup/env";
import { flashToast } from "../setup/expected-failures";
import type { TestApp } from "../setup/test-app";
import { translationForm, translationSite } from "../setup/translation-tests";

const site = translationSite({ screen: "/admin/cases", roles: ["admin", "editor", "marketer"], seed: false, model: "fake" });
const { cookies, post, html, stored } = site;
let app: TestApp;
let llm: FakeOpenAi;

const RUSSIAN = {
  title: "AI-консультант для клиники",
  client: "ТОО «Здоровье»",
  industry: "Медицина",
  description: "Запись пациентов круглосуточно.",
  status: "completed",
};
const KAZAKH = {
  title: "Емхана үшін AI-кеңесші",
  client: "«Денсаулық» ЖШС",
  industry: "Медицина",
  description: "Пациенттерді тәулік бойы жазу.",
  metricName: "Жауап беру уақыты",
};

beforeAll(async () => {
  app = await site.start();
  llm = site.llm;
});
afterAll(site.stop);

let caseId = "";
let resultId = "";

beforeEach(async () => {
  llm.reset();
  await app.db.delete(cases);
  await app.db.delete(contentTranslations);
  await app.db.delete(siteSettings).where(eq(siteSettings.key, "translation_glossary"));
  const [row] = await app.db.insert(cases).values(RUSSIAN).returning({ id: cases.id });
  caseId = row!.id;
  const [result] = await app.db.insert(caseResults).values({ caseId, metricName: "Время ответа" }).returning({ id: caseResults.id });
  resultId = result!.id;
});

const translateForm = (values: Record<string, string>) => translationForm(caseId, "kz", values);

const caseKey = (field: string) => fieldKey("case", caseId, field);
const resultKey = (field: string) => fieldKey("case_result", resultId, field);

function fullKazakh(): Record<string, string> {
  return {
    [caseKey("title")]: KAZAKH.title,
    [caseKey("client")]: KAZAKH.client,
    [caseKey("industry")]: KAZAKH.industry,
    [caseKey("description")]: KAZAKH.description,
    [resultKey("metricName")]: KAZAKH.metricName,
  };
}

describe("a case in Kazakh", () => {
  it("does not exist until every required field is reviewed, then shows the reviewed words everywhere", async () => {
    const partial = fullKazakh();
    delete partial[resultKey("metricName")];
    expect((await post(cookies.editor, translateForm(partial))).status).toBe(302);
    expect((await html(`/kz/cases/${caseId}`)).status).toBe(404);
    expect((await html(`/cases/${caseId}`)).body).not.toContain('<link rel="alternate" hrefLang="kk"');
    expect((await html("/kz/cases")).status).toBe(404);
    expect((await html("/sitemap.xml")).body).not.toContain(`/kz/cases/${caseId}`);

    // The case appearing in Kazakh adds the Kazakh cases list, which every Kazakh page's header
    // links to: the whole page cache is dropped, not only the case's pages.
    const heard: string[][] = [];
    const unsubscribe = subscribeContentChanges((tags) => heard.push([...tags]));
    const saved = await post(cookies.editor, translateForm(fullKazakh()));
    unsubscribe();
    expect(heard.flat()).toContain("site");
    expect(saved.status).toBe(302);
    expect(flashToast(saved).title).toBe("Перевод сохранён");
    // Every field a person saved is reviewed, against today's Russian; the Russian is untouched.
    const rows = await stored();
    expect(rows).toHaveLength(5);
    expect(rows.every((row) => row.state === "reviewed")).toBe(true);
    expect(rows.find((row) => row.field === "title")!.sourceHash).toBe(sourceHash(RUSSIAN.title));
    const [russian] = await app.db.select().from(cases).where(eq(cases.id, caseId));
    expect(russian).toMatchObject({ title: RUSSIAN.title, client: RUSSIAN.client });

    const page = await html(`/kz/cases/${caseId}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('lang="kk"');
    expect(page.body).toContain(KAZAKH.title);
    expect(page.body).toContain(KAZAKH.metricName);
    expect(page.body).not.toContain(RUSSIAN.description);
    // Both versions name each other, and the switcher offers Kazakh on the Russian page.
    expect(page.body).toContain(`hrefLang="ru" href="http://localhost:3000/cases/${caseId}"`);
    const ruPage = await html(`/cases/${caseId}`);
    expect(ruPage.body).toContain(`hrefLang="kk" href="http://localhost:3000/kz/cases/${caseId}"`);
    expect(ruPage.body).toContain(`href="/kz/cases/${caseId}"`);
    // The English version does not exist, and nothing links to it.
    expect((await html(`/en/cases/${caseId}`)).status).toBe(404);
    expect(ruPage.body).not.toContain(`/en/cases/${caseId}`);
    const list = await html("/kz/cases");
    expect(list.status).toBe(200);
    expect(list.body).toContain(KAZAKH.title);
    expect(list.body).toContain(`href="/kz/cases/${caseId}"`);
    const sitemap = (await html("/sitemap.xml")).body;
    expect(sitemap).toContain(`<loc>http://localhost:3000/kz/cases/${caseId}</loc>`);
    expect(sitemap).toContain(`<loc>http://localhost:3000/kz/cases</loc>`);
    expect(sitemap).not.toContain(`/en/cases/${caseId}`);
  });

  it("keeps an outdated translation on the page after the Russian changes, and says it is outdated", async () => {
    await post(cookies.editor, translateForm(fullKazakh()));
    await app.db.update(cases).set({ description: "Запись пациентов и напоминания круглосуточно." }).where(eq(cases.id, caseId));
    const page = await html(`/kz/cases/${caseId}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(KAZAKH.description);
    const editor = await app.request(`/admin/cases?edit=${caseId}&lang=kz`, { headers: { Cookie: cookies.editor } });
    const screen = await editor.text();
    expect(screen).toContain('data-state="outdated"');
    expect(screen).toContain("Устарел");
  });

  it("refuses a marketer's translation, and a field too long or of another case, in Russian", async () => {
    expect((await post(cookies.marketer, translateForm(fullKazakh()))).status).toBe(403);
    expect(await stored()).toEqual([]);
    // A marketer reads the translations.
    const read = await app.request(`/admin/cases?edit=${caseId}&lang=kz`, { headers: { Cookie: cookies.marketer } });
    expect(await read.text()).toContain("Вы можете читать переводы, но менять их могут только редакторы и администраторы.");

    const long = await post(cookies.editor, translateForm({ [caseKey("title")]: "ы".repeat(201) }));
    expect(long.status).toBe(400);
    expect(await long.text()).toContain("«Название»: не более 200 символов");
    const other = await post(cookies.editor, translateForm({ [fieldKey("case", crypto.randomUUID(), "title")]: "x" }));
    expect(other.status).toBe(400);
    expect(await other.text()).toContain("Такого поля здесь нет: обновите страницу");
    expect(await stored()).toEqual([]);
  });
});

describe("'Перевести с помощью AI'", () => {
  it("sends the glossary to the model, stores drafts only where nothing reviewed is, and a draft is hidden until approved", async () => {
    // The glossary as the languages tab saves it: a blank row is dropped, a half-filled one refused.
    const glossary = (rows: string[][]) =>
      Object.fromEntries([
        ["intent", "glossary"],
        ...rows.flatMap((row, i) => ["ru", "kz", "en"].map((language, j) => [`translation_glossary[${i}].${language}`, row[j]!])),
      ]);
    const refused = await post(cookies.admin, glossary([["Здоровье", "", "Zdorovye"]]), "/admin/settings/language");
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Заполните это поле");
    const saved = await post(cookies.admin, glossary([["Здоровье", "Densaulyq", "Zdorovye"], ["", "", ""]]), "/admin/settings/language");
    expect(flashToast(saved).title).toBe("Глоссарий сохранён");
    const [setting] = await app.db.select().from(siteSettings).where(eq(siteSettings.key, "translation_glossary"));
    expect(JSON.parse(setting!.value)).toEqual([{ ru: "Здоровье", kz: "Densaulyq", en: "Zdorovye" }]);
    const tab = await (await app.request("/admin/settings/language", { headers: { Cookie: cookies.admin } })).text();
    expect(tab).toContain('value="Densaulyq"');
    // A person already wrote the title: the model must not touch it.
    await post(cookies.editor, translateForm({ [caseKey("title")]: KAZAKH.title }));
    llm.queue({
      content: JSON.stringify({
        [caseKey("title")]: "МОДЕЛЬДІҢ АТАУЫ",
        [caseKey("client")]: "«Densaulyq» ЖШС",
        [caseKey("industry")]: KAZAKH.industry,
        [caseKey("description")]: KAZAKH.description,
        [resultKey("metricName")]: KAZAKH.metricName,
      }),
    });
    const response = await post(cookies.editor, { intent: "translate-ai", id: caseId, language: "kz" });
    expect(response.status).toBe(302);
    expect(flashToast(response).title).toBe("AI перевёл полей: 4. Проверьте черновики и отметьте их проверенными.");

    expect(llm.requests).toHaveLength(1);
    const [system, user] = llm.requests[0]!.messages;
    expect(system!.content).toContain("Здоровье → Densaulyq");
    expect(system!.content).toContain("казахский");
    // Only the fields without a reviewed translation were asked for.
    const asked = JSON.parse(user!.content) as Record<string, string>;
    expect(Object.keys(asked).sort()).toEqual([caseKey("client"), caseKey("description"), caseKey("industry"), resultKey("metricName")].sort());

    const rows = await stored();
    expect(rows.find((row) => row.field === "title")).toMatchObject({ value: KAZAKH.title, state: "reviewed" });
    expect(rows.filter((row) => row.state === "draft")).toHaveLength(4);
    // Drafts are not shown: the page does not exist in Kazakh yet.
    expect((await html(`/kz/cases/${caseId}`)).status).toBe(404);

    for (const key of [caseKey("client"), caseKey("industry"), caseKey("description"), resultKey("metricName")]) {
      expect((await post(cookies.editor, { intent: "review", id: caseId, language: "kz", key })).status).toBe(302);
    }
    const page = await html(`/kz/cases/${caseId}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain("«Densaulyq» ЖШС");
    expect(page.body).not.toContain("МОДЕЛЬДІҢ АТАУЫ");

    // Everything is reviewed now: a second request has nothing to ask and leaves every word alone.
    const again = await post(cookies.editor, { intent: "translate-ai", id: caseId, language: "kz" });
    expect(flashToast(again).title).toBe("Переводить нечего: все поля уже переведены.");
    expect(llm.requests).toHaveLength(1);
  });

  it("without a model says AI translation needs one and asks nothing", async () => {
    useNoModel();
    try {
      const response = await post(cookies.editor, { intent: "translate-ai", id: caseId, language: "kz" });
      expect(flashToast(response).description).toBe(
        "Для перевода с помощью AI нужна модель: укажите OPENAI_API_KEY или OPENAI_BASE_URL в настройках сервера.",
      );
      const screen = await (await app.request(`/admin/cases?edit=${caseId}&lang=kz`, { headers: { Cookie: cookies.editor } })).text();
      expect(screen).toContain("Для перевода с помощью AI нужна модель");
    } finally {
      useFakeModel(llm);
    }
    expect(llm.requests).toHaveLength(0);
    expect(await app.db.select().from(contentTranslations).where(and(eq(contentTranslations.entityId, caseId)))).toEqual([]);
  });
});
