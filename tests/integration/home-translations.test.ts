/**
 * The home page in Kazakh and English (issue 24 points 3, 5–8; ADR 0077) over HTTP: the seeded site
 * has a hero slide and reviewed advantages in each language, so /kz and /en exist, with their own
 * words, in hreflang and sitemap.xml; a slide shows on its own language's site only; a language
 * without an active slide has no home; the advantages screen translates an advantage, which the
 * Kazakh home shows once every field is reviewed; a marketer reads but cannot translate.
 */
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { advantages, contentTranslations, heroContent } from "~/db/schema";
import { subscribeContentChanges } from "~/server/content-changes.server";

import { flashToast } from "../setup/expected-failures";
import type { TestApp } from "../setup/test-app";
import { keyedFields, translationForm, translationSite } from "../setup/translation-tests";

const site = translationSite({ screen: "/admin/advantages", roles: ["editor", "marketer"] });
const { cookies, post, html } = site;
let app: TestApp;

beforeAll(async () => {
  app = await site.start();
});
afterAll(site.stop);

const translateForm = (id: string, values: Record<string, string>) => translationForm(id, "kz", keyedFields("advantage", id, values));

describe("the seeded site", () => {
  it("has a home page in each language, with its own slide and the advantages in its words", async () => {
    const kz = await html("/kz");
    expect(kz.status).toBe(200);
    expect(kz.body).toContain('<html lang="kk"');
    expect(kz.body).toContain("Бизнесіңізге арналған AI-агенттер мен AI-кеңесшілер");
    expect(kz.body).toContain("Шығындарды 40%-ға дейін азайту");
    expect(kz.body).toContain("шығындардың азаюы");
    expect(kz.body).not.toContain("Снижение затрат до 40%");
    expect(kz.body).not.toContain("AI-агенты и AI-консультанты для вашего бизнеса");

    const en = await html("/en");
    expect(en.status).toBe(200);
    expect(en.body).toContain("AI agents and AI consultants for your business");
    expect(en.body).toContain("Customer support 24/7");

    // The Russian home shows the Russian slide only, and names its two other versions.
    const ru = await html("/");
    expect(ru.body).toContain("AI-агенты и AI-консультанты для вашего бизнеса");
    expect(ru.body).not.toContain("AI agents and AI consultants for your business");
    expect(ru.body).not.toContain("Бизнесіңізге арналған");
    expect(ru.body).toContain('hrefLang="kk" href="http://localhost:3000/kz"');
    expect(ru.body).toContain('hrefLang="en" href="http://localhost:3000/en"');

    const sitemap = (await html("/sitemap.xml")).body;
    expect(sitemap).toContain("<loc>http://localhost:3000/kz</loc>");
    expect(sitemap).toContain("<loc>http://localhost:3000/en</loc>");
  });

  it("comes with every seeded advantage reviewed in Kazakh and English", async () => {
    const rows = await app.db.select().from(contentTranslations).where(eq(contentTranslations.entity, "advantage"));
    // Six advantages, three fields, two languages.
    expect(rows).toHaveLength(36);
    expect(rows.every((row) => row.state === "reviewed")).toBe(true);
  });

  it("points a page that exists in Russian only to the Kazakh home from its switcher, saying so", async () => {
    // The cases list: no seeded case is translated.
    const cases = await html("/cases");
    expect(cases.body).toContain('href="/kz"');
    expect(cases.body).toContain("Қазақша: этой страницы пока нет на этом языке, откроется главная страница");
    // The page itself has no Kazakh version to name.
    expect(cases.body).not.toContain('<link rel="alternate" hrefLang="kk"');
  });
});

describe("hero slides by language", () => {
  it("shows a slide marked English on the English site only; a language without an active slide has no home", async () => {
    const [slide] = await app.db
      .insert(heroContent)
      .values({ title: "Only for English readers", language: "en", isActive: true, slideOrder: 2 })
      .returning({ id: heroContent.id });
    expect((await html("/en")).body).toContain("Only for English readers");
    expect((await html("/")).body).not.toContain("Only for English readers");
    expect((await html("/kz")).body).not.toContain("Only for English readers");
    await app.db.delete(heroContent).where(eq(heroContent.id, slide!.id));

    // Switching off the Kazakh slide through the hero screen's own code takes the Kazakh home away,
    // and drops every cached page: every page's switcher linked to it.
    const [kazakh] = await app.db.select().from(heroContent).where(eq(heroContent.language, "kz"));
    const { setHeroSlideActive } = await import("~/server/hero.server");
    const heard: string[][] = [];
    const unsubscribe = subscribeContentChanges((tags) => heard.push([...tags]));
    await setHeroSlideActive(kazakh!.id, false, { id: "test" });
    unsubscribe();
    expect(heard.flat()).toContain("site");
    expect((await html("/kz")).status).toBe(404);
    expect((await html("/")).body).not.toContain('<link rel="alternate" hrefLang="kk"');
    expect((await html("/sitemap.xml")).body).not.toContain("<loc>http://localhost:3000/kz</loc>");
    expect((await html("/cases")).body).not.toContain('href="/kz"');
    await setHeroSlideActive(kazakh!.id, true, { id: "test" });
    expect((await html("/kz")).status).toBe(200);
  });
});

describe("an advantage translated on the advantages screen", () => {
  it("shows on the Kazakh home once every field is reviewed, never as a draft, and stays when its Russian changes", async () => {
    const [row] = await app.db
      .insert(advantages)
      .values({ title: "Интеграция с 1С", description: "Подключаем агента к вашей учётной системе.", icon: "🔗", displayOrder: 7 })
      .returning({ id: advantages.id });
    const id = row!.id;
    expect((await html("/kz")).body).not.toContain("1С-пен біріктіру");

    // The title alone is not enough: the description is still missing.
    expect((await post(cookies.editor, translateForm(id, { title: "1С-пен біріктіру" }))).status).toBe(302);
    expect((await html("/kz")).body).not.toContain("1С-пен біріктіру");
    const saved = await post(cookies.editor, translateForm(id, { title: "1С-пен біріктіру", description: "Агентті есеп жүйеңізге қосамыз." }));
    expect(flashToast(saved).title).toBe("Перевод сохранён");
    expect(saved.headers.get("location")).toBe(`/admin/advantages?edit=${id}&lang=kz`);
    const kz = (await html("/kz")).body;
    expect(kz).toContain("1С-пен біріктіру");
    expect(kz).toContain("Агентті есеп жүйеңізге қосамыз.");
    // The Russian is untouched.
    const [russian] = await app.db.select().from(advantages).where(eq(advantages.id, id));
    expect(russian!.title).toBe("Интеграция с 1С");

    // An edited Russian keeps the reviewed Kazakh on the page, marked outdated in the editor.
    await app.db.update(advantages).set({ title: "Интеграция с 1С и Bitrix24" }).where(eq(advantages.id, id));
    expect((await html("/kz")).body).toContain("1С-пен біріктіру");
    const editor = await (await app.request(`/admin/advantages?edit=${id}&lang=kz`, { headers: { Cookie: cookies.editor } })).text();
    expect(editor).toContain("Устарел");
    expect(editor).toContain("Интеграция с 1С и Bitrix24");

    // A draft is not shown: a field made a draft hides the advantage on the Kazakh home.
    await app.db
      .update(contentTranslations)
      .set({ state: "draft" })
      .where(and(eq(contentTranslations.entityId, id), eq(contentTranslations.field, "description")));
    expect((await html("/kz")).body).not.toContain("1С-пен біріктіру");
    await app.db.delete(advantages).where(eq(advantages.id, id));
  });

  it("is read by a marketer, who cannot change it", async () => {
    const [first] = await app.db.select().from(advantages).limit(1);
    const read = await app.request(`/admin/advantages?edit=${first!.id}&lang=en`, { headers: { Cookie: cookies.marketer } });
    const screen = await read.text();
    expect(read.status).toBe(200);
    expect(screen).toContain("Вы можете читать переводы, но менять их могут только редакторы и администраторы.");
    expect(screen).toContain("Проверено");
    expect((await post(cookies.marketer, translateForm(first!.id, { title: "x" }))).status).toBe(403);
  });

  it("goes with its advantage when the advantage is deleted", async () => {
    const [row] = await app.db.insert(advantages).values({ title: "Временное", icon: "⏳", displayOrder: 8 }).returning({ id: advantages.id });
    await post(cookies.editor, translateForm(row!.id, { title: "Уақытша" }));
    expect(await app.db.select().from(contentTranslations).where(eq(contentTranslations.entityId, row!.id))).toHaveLength(1);
    const deleted = await post(cookies.editor, { intent: "delete", id: row!.id });
    expect(deleted.status).toBe(302);
    expect(await app.db.select().from(contentTranslations).where(eq(contentTranslations.entityId, row!.id))).toEqual([]);
  });
});
