/**
 * The contact and partners pages in Kazakh and English (issue 24 points 5–7, ADR 0078), on a freshly
 * seeded site, through the contacts screen's real actions and the public pages: the seeded address
 * makes /kz/contact and /en/contact complete, and the seeded partners /kz/partners and /en/partners;
 * hours staff typed must be reviewed too, drafts are never shown, a translation never changes the
 * Russian, phones and emails stay as typed, a marketer reads but cannot translate, the footer shows
 * the reviewed address, and the sitemap and hreflang agree with the pages.
 */
import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { contentTranslations, siteSettings } from "~/db/schema";
import { contactsTranslationsSeed } from "~/db/seed/documents/contacts-translations";
import { teamAboutTranslationsSeed } from "~/db/seed/documents/team-about-translations";
import { CONTACT_TEXTS_ID, fieldKey } from "~/lib/translatable";
import { CONTACT_DEFAULTS } from "~/schemas/defaults/contacts";

import { flashToast } from "../setup/expected-failures";
import type { TestApp } from "../setup/test-app";
import { translationForm, translationSite } from "../setup/translation-tests";

const site = translationSite({ screen: "/admin/contacts", roles: ["editor", "marketer"], model: "none" });
const { cookies, post, html } = site;
let app: TestApp;

const HOURS = "Пн-Сб: 10:00-19:00";
const HOURS_KEY = fieldKey("setting", "working_hours", "value");
const ADDRESS_KEY = fieldKey("setting", "address", "value");

beforeAll(async () => {
  app = await site.start();
});
afterAll(site.stop);

// Each test starts from the seeded site: its contact details and every seeded translation.
beforeEach(async () => {
  await app.db.delete(siteSettings).where(inArray(siteSettings.key, ["address", "working_hours"]));
  await app.db.delete(contentTranslations);
  await teamAboutTranslationsSeed.run(app.db);
  await contactsTranslationsSeed.run(app.db);
});

/** The contacts screen's Russian form, as staff send it, with the hours changed. */
const saveHours = (hours: string) => post(cookies.editor, { ...CONTACT_DEFAULTS, working_hours: hours });

describe("the seeded site", () => {
  it("shows complete Kazakh and English contact and partners pages, in the sitemap and hreflang", async () => {
    const kz = await html("/kz/contact");
    expect(kz.status).toBe(200);
    expect(kz.body).toContain('<html lang="kk"');
    expect(kz.body).toContain("Алматы, Қазақстан");
    // Not words: the phone and the email are as staff typed them.
    expect(kz.body).toContain(CONTACT_DEFAULTS.phone);
    expect(kz.body).toContain(CONTACT_DEFAULTS.email);
    const en = await html("/en/contact");
    expect(en.status).toBe(200);
    expect(en.body).toContain("Almaty, Kazakhstan");
    expect(en.body).not.toContain(CONTACT_DEFAULTS.address);
    // The default hours are the interface's own lines in the language, on the support page too.
    expect(en.body).toContain("Mon–Fri: 9:00–18:00");
    const enSupport = (await html("/en/support")).body;
    expect(enSupport).toContain("Mon–Fri: 9:00–18:00");
    expect(enSupport).not.toContain(CONTACT_DEFAULTS.working_hours);
    expect((await html("/support")).body).toContain(CONTACT_DEFAULTS.working_hours);

    const kzPartners = await html("/kz/partners");
    expect(kzPartners.status).toBe(200);
    expect(kzPartners.body).toContain("Алматы университеттік консорциумы");
    const enPartners = await html("/en/partners");
    expect(enPartners.status).toBe(200);
    expect(enPartners.body).toContain("Almaty University Consortium");
    expect(enPartners.body).not.toContain("Университетский консорциум Алматы");

    const ru = await html("/contact");
    expect(ru.body).toContain('hrefLang="kk" href="http://localhost:3000/kz/contact"');
    expect(ru.body).toContain('hrefLang="en" href="http://localhost:3000/en/contact"');
    const sitemap = (await html("/sitemap.xml")).body;
    for (const path of ["/kz/contact", "/en/contact", "/kz/partners", "/en/partners"]) expect(sitemap).toContain(`<loc>http://localhost:3000${path}</loc>`);
    // Every English page's footer carries the English address and the header links the English contact page.
    const enAbout = (await html("/en/about")).body;
    expect(enAbout).toContain("Almaty, Kazakhstan");
    expect(enAbout).toContain('href="/en/contact"');
  });
});

describe("the contact page in Kazakh", () => {
  it("does not exist while hours staff typed are not reviewed; the translation shows once saved, and the Russian stays", async () => {
    const saved = await saveHours(HOURS);
    expect(saved.status).toBe(302);
    expect(flashToast(saved).title).toBe("Настройки обновлены");
    expect((await html("/contact")).body).toContain(HOURS);
    expect((await html("/kz/contact")).status).toBe(404);
    expect((await html("/contact")).body).not.toContain('<link rel="alternate" hrefLang="kk"');
    expect((await html("/sitemap.xml")).body).not.toContain("/kz/contact<");

    // A draft of the hours (the model's) does not make the page appear.
    await app.db.insert(contentTranslations).values({ entity: "setting", entityId: "working_hours", field: "value", language: "kz", value: "Дс-Сн: 10:00-19:00", state: "draft", sourceHash: "" });
    expect((await html("/kz/contact")).status).toBe(404);
    const editor = (await html("/admin/contacts?lang=kz", cookies.editor)).body;
    expect(editor).toContain("Перевод (Қазақша): Тексты контактов");
    expect(editor).toContain("Часы работы");

    const translated = await post(cookies.editor, translationForm(CONTACT_TEXTS_ID, "kz", { [HOURS_KEY]: "Дүйсенбі–сенбі: 10:00–19:00" }));
    expect(translated.status).toBe(302);
    expect(translated.headers.get("Location")).toBe("/admin/contacts?lang=kz");
    expect(flashToast(translated).title).toBe("Перевод сохранён");
    const page = await html("/kz/contact");
    expect(page.status).toBe(200);
    expect(page.body).toContain("Дүйсенбі–сенбі: 10:00–19:00");
    expect(page.body).not.toContain(HOURS);
    // The support page quotes the same reviewed hours; without a reviewed English, the Russian as typed.
    expect((await html("/kz/support")).body).toContain("Дүйсенбі–сенбі: 10:00–19:00");
    expect((await html("/en/support")).body).toContain(HOURS);
    expect((await html("/en/contact")).status).toBe(404);
    const [russian] = await app.db.select().from(siteSettings).where(eq(siteSettings.key, "working_hours"));
    expect(JSON.parse(russian!.value)).toBe(HOURS);
  });

  it("does not exist while the address is a draft, and exists once the draft is marked reviewed", async () => {
    await app.db
      .update(contentTranslations)
      .set({ state: "draft" })
      .where(and(eq(contentTranslations.entityId, "address"), eq(contentTranslations.language, "kz")));
    expect((await html("/kz/contact")).status).toBe(404);
    // The footer shows the Russian address rather than a draft.
    const kzAbout = (await html("/kz/about")).body;
    expect(kzAbout).toContain(CONTACT_DEFAULTS.address);
    expect(kzAbout).not.toContain('href="/kz/contact"');

    const reviewed = await post(cookies.editor, { intent: "review", id: CONTACT_TEXTS_ID, language: "kz", key: ADDRESS_KEY });
    expect(reviewed.status).toBe(302);
    expect(flashToast(reviewed).title).toBe("Поле отмечено проверенным");
    expect((await html("/kz/contact")).body).toContain("Алматы, Қазақстан");
  });

  it("lets a marketer read the translations but not change them", async () => {
    expect((await post(cookies.marketer, translationForm(CONTACT_TEXTS_ID, "kz", { [ADDRESS_KEY]: "Астана" }))).status).toBe(403);
    const screen = await html("/admin/contacts?lang=kz", cookies.marketer);
    expect(screen.status).toBe(200);
    expect(screen.body).toContain("Алматы, Қазақстан");
    expect(screen.body).toContain("Вы можете читать переводы, но менять их могут только редакторы и администраторы.");
    expect((await html("/kz/contact")).body).toContain("Алматы, Қазақстан");
  });
});

describe("the partners page in Kazakh", () => {
  it("does not exist while one partner's words are not reviewed there", async () => {
    await app.db
      .delete(contentTranslations)
      .where(and(eq(contentTranslations.entityId, "company_partners"), eq(contentTranslations.field, "items.3.type"), eq(contentTranslations.language, "kz")));
    expect((await html("/kz/partners")).status).toBe(404);
    expect((await html("/en/partners")).status).toBe(200);
    expect((await html("/partners")).body).not.toContain('<link rel="alternate" hrefLang="kk"');
  });
});
