/**
 * The team and about pages in Kazakh and English (issue 24 points 5–8, ADR 0074), on a freshly
 * seeded site, through the team and company screens' real actions and the public pages: the seeded
 * translations make all four pages complete; /kz/team lists only the members complete in Kazakh
 * and exists while one is; /kz/about exists while every text it shows is reviewed; drafts are never
 * shown, outdated words are; a marketer reads but cannot translate; deleting a member deletes its
 * translations; the sitemap and hreflang agree with the pages.
 */
import { and, eq, inArray, notInArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { contentTranslations, siteSettings, teamMembers } from "~/db/schema";
import { TEAM_SEED } from "~/db/seed/documents/team";
import { teamAboutTranslationsSeed } from "~/db/seed/documents/team-about-translations";
import { COMPANY_TEXTS_ID, fieldKey } from "~/lib/translatable";
import { COMPANY_DEFAULTS } from "~/schemas/defaults/company";

import { flashToast } from "../setup/expected-failures";
import type { TestApp } from "../setup/test-app";
import { translationForm, translationSite } from "../setup/translation-tests";

const site = translationSite({ screen: "/admin/team", roles: ["admin", "editor", "marketer"], model: "none" });
const { cookies, post, html } = site;
let app: TestApp;

const SEEDED_NAMES = TEAM_SEED.map((member) => member.name);
const KAZAKH_MISSION_START = "Жасанды интеллектіні Қазақстан мен Орталық Азиядағы";

beforeAll(async () => {
  app = await site.start();
});
afterAll(site.stop);

// Each test starts from the seeded site: its team, its company texts and their translations.
beforeEach(async () => {
  await app.db.delete(teamMembers).where(notInArray(teamMembers.name, SEEDED_NAMES));
  await app.db.delete(siteSettings).where(eq(siteSettings.key, "company_mission"));
  await app.db.delete(contentTranslations);
  await teamAboutTranslationsSeed.run(app.db);
});

async function addMember(): Promise<string> {
  const [row] = await app.db
    .insert(teamMembers)
    .values({ name: "Сауле Ахметова", position: "Аналитик данных", bio: "Готовит отчёты по качеству ответов.", skills: ["SQL", "Отчётность"], displayOrder: 9 })
    .returning({ id: teamMembers.id });
  return row!.id;
}

const SAULE_KAZAKH = (id: string) => ({
  [fieldKey("team_member", id, "name")]: "Сәуле Ахметова",
  [fieldKey("team_member", id, "position")]: "Деректер талдаушысы",
  [fieldKey("team_member", id, "bio")]: "Жауаптар сапасы бойынша есептер дайындайды.",
  [fieldKey("team_member", id, "skills")]: "SQL, Есептілік",
});

describe("the seeded site", () => {
  it("shows complete Kazakh and English team and about pages, in the sitemap and hreflang", async () => {
    const kzAbout = await html("/kz/about");
    expect(kzAbout.status).toBe(200);
    expect(kzAbout.body).toContain(KAZAKH_MISSION_START);
    expect(kzAbout.body).toContain("Компанияның құрылуы");
    expect(kzAbout.body).toContain("Алматы университеттік консорциумы");
    expect(kzAbout.body).not.toContain(COMPANY_DEFAULTS.company_mission);
    const enAbout = await html("/en/about");
    expect(enAbout.status).toBe(200);
    expect(enAbout.body).toContain("To make artificial intelligence an accessible tool");
    expect(enAbout.body).toContain("Innovation");
    const kzTeam = await html("/kz/team");
    expect(kzTeam.status).toBe(200);
    expect(kzTeam.body).toContain("Арман Жұмабеков");
    expect(kzTeam.body).toContain("Негізін қалаушы және бас директор");
    expect(kzTeam.body).toContain("Машиналық оқыту");
    expect(kzTeam.body).toContain("2025 жылдың II тоқсанында қосылады");
    expect(kzTeam.body).toContain("Біз — әзірлеушілер, талдаушылар");
    const enTeam = await html("/en/team");
    expect(enTeam.status).toBe(200);
    expect(enTeam.body).toContain("Arman Zhumabekov");
    expect(enTeam.body).toContain("Chief Technology Officer");
    expect(enTeam.body).not.toContain("Дмитрий Ким");

    const ruTeam = await html("/team");
    expect(ruTeam.body).toContain('hrefLang="kk" href="http://localhost:3000/kz/team"');
    expect(ruTeam.body).toContain('hrefLang="en" href="http://localhost:3000/en/team"');
    const sitemap = (await html("/sitemap.xml")).body;
    for (const path of ["/kz/about", "/en/about", "/kz/team", "/en/team"]) expect(sitemap).toContain(`<loc>http://localhost:3000${path}</loc>`);
    // The Kazakh pages' header links to the Kazakh team and about pages.
    expect(kzAbout.body).toContain('href="/kz/team"');
    expect(kzTeam.body).toContain('href="/kz/about"');
  });
});

describe("the team page in Kazakh", () => {
  it("lists only the members complete in Kazakh, with their reviewed words, and drafts stay hidden", async () => {
    const id = await addMember();
    const partial = SAULE_KAZAKH(id);
    delete partial[fieldKey("team_member", id, "skills")];
    expect((await post(cookies.editor, translationForm(id, "kz", partial))).status).toBe(302);
    expect((await html("/kz/team")).body).not.toContain("Сәуле Ахметова");
    expect((await html("/kz/team")).body).not.toContain("Сауле Ахметова");

    // A draft of the last field (the model's) does not make the member appear.
    await app.db.insert(contentTranslations).values({
      entity: "team_member",
      entityId: id,
      field: "skills",
      language: "kz",
      value: "SQL, Есеп беру",
      state: "draft",
      sourceHash: "",
    });
    expect((await html("/kz/team")).body).not.toContain("Есеп беру");

    const saved = await post(cookies.editor, translationForm(id, "kz", SAULE_KAZAKH(id)));
    expect(saved.status).toBe(302);
    expect(flashToast(saved).title).toBe("Перевод сохранён");
    const page = await html("/kz/team");
    expect(page.body).toContain("Сәуле Ахметова");
    expect(page.body).toContain("Есептілік");
    expect(page.body).not.toContain("Сауле Ахметова");
    // Not translated into English: the English page lists the seeded members only.
    expect((await html("/en/team")).body).not.toContain("Ахметова");
  });

  it("does not exist while no member is complete in Kazakh, and the sitemap and links agree", async () => {
    await app.db.delete(contentTranslations).where(and(eq(contentTranslations.entity, "team_member"), eq(contentTranslations.language, "kz"), eq(contentTranslations.field, "bio")));
    expect((await html("/kz/team")).status).toBe(404);
    expect((await html("/en/team")).status).toBe(200);
    expect((await html("/team")).body).not.toContain('<link rel="alternate" hrefLang="kk"');
    const sitemap = (await html("/sitemap.xml")).body;
    expect(sitemap).not.toContain("/kz/team<");
    expect(sitemap).toContain("<loc>http://localhost:3000/en/team</loc>");
    expect((await html("/kz/about")).body).not.toContain('href="/kz/team"');
  });

  it("deletes a member's translations with the member", async () => {
    const id = await addMember();
    await post(cookies.editor, translationForm(id, "kz", SAULE_KAZAKH(id)));
    const rowsOf = () => app.db.select().from(contentTranslations).where(eq(contentTranslations.entityId, id));
    expect(await rowsOf()).toHaveLength(4);
    expect((await post(cookies.admin, { intent: "delete", id })).status).toBe(302);
    expect(await rowsOf()).toEqual([]);
  });
});

describe("the about page in Kazakh", () => {
  it("does not exist while one text it shows is not reviewed; the team intro is not one of them", async () => {
    await app.db
      .delete(contentTranslations)
      .where(and(eq(contentTranslations.entityId, "team_info"), eq(contentTranslations.language, "kz")));
    expect((await html("/kz/about")).status).toBe(200);
    // The team page shows no intro rather than the Russian one.
    const team = await html("/kz/team");
    expect(team.body).not.toContain(COMPANY_DEFAULTS.team_info);

    await app.db
      .delete(contentTranslations)
      .where(and(eq(contentTranslations.entityId, "company_timeline"), eq(contentTranslations.field, "items.2.title"), eq(contentTranslations.language, "kz")));
    expect((await html("/kz/about")).status).toBe(404);
    expect((await html("/en/about")).status).toBe(200);
    expect((await html("/about")).body).not.toContain('<link rel="alternate" hrefLang="kk"');
    expect((await html("/sitemap.xml")).body).not.toContain("/kz/about<");

    const saved = await post(
      cookies.editor,
      translationForm(COMPANY_TEXTS_ID, "kz", { [fieldKey("setting", "company_timeline", "items.2.title")]: "Онлайн-сауда серіктестігі" }),
      "/admin/about",
    );
    expect(saved.status).toBe(302);
    const page = await html("/kz/about");
    expect(page.status).toBe(200);
    expect(page.body).toContain("Онлайн-сауда серіктестігі");
  });

  it("keeps an outdated translation on the page after the Russian changes, and the editor says it is outdated", async () => {
    await app.db
      .insert(siteSettings)
      .values({ key: "company_mission", value: JSON.stringify("Сделать AI доступным каждому бизнесу."), category: "about" })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: JSON.stringify("Сделать AI доступным каждому бизнесу.") } });
    const page = await html("/kz/about");
    expect(page.status).toBe(200);
    expect(page.body).toContain(KAZAKH_MISSION_START);
    const screen = (await html("/admin/about?lang=kz", cookies.editor)).body;
    expect(screen).toContain('data-state="outdated"');
    expect(screen).toContain("Устарел");
  });

  it("lets a marketer read the translations but not change them", async () => {
    const form = translationForm(COMPANY_TEXTS_ID, "kz", { [fieldKey("setting", "company_mission", "value")]: "Басқа мәтін" });
    expect((await post(cookies.marketer, form, "/admin/about")).status).toBe(403);
    const [member] = await app.db.select({ id: teamMembers.id }).from(teamMembers).where(inArray(teamMembers.name, ["Дмитрий Ким"]));
    const memberForm = translationForm(member!.id, "kz", { [fieldKey("team_member", member!.id, "position")]: "Басқа лауазым" });
    expect((await post(cookies.marketer, memberForm)).status).toBe(403);
    expect((await html("/kz/about")).body).toContain(KAZAKH_MISSION_START);

    const about = await html("/admin/about?lang=kz", cookies.marketer);
    expect(about.status).toBe(200);
    expect(about.body).toContain("Перевод (Қазақша): Тексты компании");
    expect(about.body).toContain("Вы можете читать переводы, но менять их могут только редакторы и администраторы.");
    const team = await html(`/admin/team?member=${member!.id}&lang=en`, cookies.marketer);
    expect(team.status).toBe(200);
    expect(team.body).toContain("Перевод (English): Дмитрий Ким");
    expect(team.body).toContain("Chief Technology Officer");
  });
});
