/**
 * Service translations (issue 24 points 5–8; ADR 0073) through the services screen's real action
 * over HTTP and the public pages: /kz/services exists once one visible service is reviewed in
 * Kazakh, lists only such services with their reviewed words, and is named by the switcher,
 * hreflang, the Kazakh header and sitemap.xml; a draft is hidden until approved; an edited Russian
 * makes the translation outdated but keeps it on the page; a marketer reads but cannot translate;
 * deleting a service deletes its words; the seeded services come translated.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { contentTranslations, services } from "~/db/schema";
import { servicesSeed, SERVICE_SEED } from "~/db/seed/documents/services";
import { servicesTranslationsSeed } from "~/db/seed/documents/services-translations";
import { runSeed } from "~/db/seed/run.server";
import { fieldKey } from "~/lib/translatable";
import { sourceHash } from "~/server/translatable.server";

import type { FakeOpenAi } from "../fakes/openai-server";
import { flashToast } from "../setup/expected-failures";
import type { TestApp } from "../setup/test-app";
import { keyedFields, translationForm, translationSite } from "../setup/translation-tests";

const site = translationSite({ screen: "/admin/services", roles: ["admin", "editor", "marketer"], seed: false, model: "fake" });
const { cookies, post, html, stored } = site;
let app: TestApp;
let llm: FakeOpenAi;

const RUSSIAN = {
  slug: "chat-bot",
  kind: "main",
  title: "Чат-бот для сайта",
  category: "AI-решения",
  description: "Отвечает посетителям круглосуточно.",
  features: ["Обучение на базе знаний", "Передача диалога менеджеру"],
  benefits: ["Ответ за секунды"],
  priceAmount: 500000,
  duration: "2 недели",
};
const KAZAKH = {
  title: "Сайтқа арналған чат-бот",
  category: "AI-шешімдер",
  description: "Келушілерге тәулік бойы жауап береді.",
  features: "Білім базасы бойынша оқыту\nДиалогты менеджерге беру",
  benefits: "Бірнеше секундта жауап",
  duration: "2 апта",
};
/** A second visible service nobody translated: never on the Kazakh page. */
const UNTRANSLATED = { slug: "audit", kind: "extra", title: "Аудит безопасности", description: "Проверяем защиту данных.", priceLabel: "Бесплатно" };

beforeAll(async () => {
  app = await site.start();
  llm = site.llm;
});
afterAll(site.stop);

let serviceId = "";

beforeEach(async () => {
  llm.reset();
  await app.db.delete(services);
  await app.db.delete(contentTranslations);
  const [row] = await app.db.insert(services).values(RUSSIAN).returning({ id: services.id });
  serviceId = row!.id;
  await app.db.insert(services).values(UNTRANSLATED);
});

const key = (field: string) => fieldKey("service", serviceId, field);

/** The translate form's fields: every Kazakh value keyed as the editor names it. */
const translateForm = (values: Partial<typeof KAZAKH>) => translationForm(serviceId, "kz", keyedFields("service", serviceId, values));

describe("the services page in Kazakh", () => {
  it("does not exist until a service is reviewed in Kazakh, then lists it alone in its words, everywhere", async () => {
    const { duration: _left, ...partial } = KAZAKH;
    expect((await post(cookies.editor, translateForm(partial))).status).toBe(302);
    expect((await html("/kz/services")).status).toBe(404);
    expect((await html("/services")).body).not.toContain('<link rel="alternate" hrefLang="kk"');
    expect((await html("/sitemap.xml")).body).not.toContain("/kz/services");
    expect((await html("/kz/faq")).body).not.toContain('href="/kz/services"');

    const saved = await post(cookies.editor, translateForm(KAZAKH));
    expect(saved.status).toBe(302);
    expect(flashToast(saved).title).toBe("Перевод сохранён");
    const rows = await stored();
    expect(rows).toHaveLength(6);
    expect(rows.every((row) => row.state === "reviewed")).toBe(true);
    expect(rows.find((row) => row.field === "features")!.sourceHash).toBe(sourceHash(RUSSIAN.features.join("\n")));
    const [russian] = await app.db.select().from(services).where(eq(services.id, serviceId));
    expect(russian).toMatchObject({ title: RUSSIAN.title, features: RUSSIAN.features });

    const page = await html("/kz/services");
    expect(page.status).toBe(200);
    expect(page.body).toContain('lang="kk"');
    for (const words of [KAZAKH.title, KAZAKH.category, KAZAKH.description, KAZAKH.duration, KAZAKH.benefits]) expect(page.body).toContain(words);
    // The list is read an item a line, each item its own row; the price in tenge, in Kazakh.
    expect(page.body).toContain("Білім базасы бойынша оқыту</li>");
    expect(page.body).toContain("Диалогты менеджерге беру</li>");
    expect(page.body).toContain("500\u00a0000\u00a0₸\u00a0бастап");
    // The page's own words come from the catalog.
    expect(page.body).toContain("Бизнесіңіздің міндеттеріне арналған AI-шешімдер");
    expect(page.body).not.toContain(RUSSIAN.description);
    expect(page.body).not.toContain(UNTRANSLATED.title);
    expect(page.body.match(/data-testid="service"/g)).toHaveLength(1);

    const ruPage = await html("/services");
    expect(ruPage.body).toContain('hrefLang="kk" href="http://localhost:3000/kz/services"');
    expect(ruPage.body).toContain(UNTRANSLATED.title);
    expect(page.body).toContain('hrefLang="ru" href="http://localhost:3000/services"');
    // English does not exist, and nothing links to it.
    expect((await html("/en/services")).status).toBe(404);
    expect(ruPage.body).not.toContain("/en/services");
    // Every Kazakh page's header now links to the Kazakh services page.
    expect((await html("/kz/faq")).body).toContain('href="/kz/services"');
    const sitemap = (await html("/sitemap.xml")).body;
    expect(sitemap).toContain("<loc>http://localhost:3000/kz/services</loc>");
    expect(sitemap).not.toContain("/en/services");
  });

  it("hides a hidden service's words and the page with it", async () => {
    await post(cookies.editor, translateForm(KAZAKH));
    expect((await post(cookies.editor, { intent: "visibility", id: serviceId, visible: "false" })).status).toBe(302);
    expect((await html("/kz/services")).status).toBe(404);
    const screen = await (await app.request(`/admin/services?edit=${serviceId}&lang=kz`, { headers: { Cookie: cookies.editor } })).text();
    expect(screen).toContain("Все поля проверены; услуга появится на сайте на этом языке, когда её снова покажут.");
    expect((await html("/sitemap.xml")).body).not.toContain("/kz/services");
  });

  it("keeps an outdated translation on the page after the Russian changes, and says it is outdated", async () => {
    await post(cookies.editor, translateForm(KAZAKH));
    const edited = await post(cookies.editor, {
      intent: "save",
      id: serviceId,
      title: RUSSIAN.title,
      kind: "main",
      category: RUSSIAN.category,
      description: "Отвечает посетителям и клиентам круглосуточно.",
      "features[0]": RUSSIAN.features[0]!,
      "features[1]": RUSSIAN.features[1]!,
      "benefits[0]": RUSSIAN.benefits[0]!,
      priceKind: "from",
      priceAmount: "500 000",
      duration: RUSSIAN.duration,
    });
    expect(flashToast(edited).title).toBe("Услуга сохранена");
    const page = await html("/kz/services");
    expect(page.status).toBe(200);
    expect(page.body).toContain(KAZAKH.description);
    const screen = await (await app.request(`/admin/services?edit=${serviceId}&lang=kz`, { headers: { Cookie: cookies.editor } })).text();
    expect(screen).toContain('data-state="outdated"');
    expect(screen).toContain("Устарел");
    expect(screen).toContain("Услуга показывается на сайте на этом языке.");
  });

  it("refuses a marketer's translation, lets them read it, and checks a field in Russian", async () => {
    expect((await post(cookies.marketer, translateForm(KAZAKH))).status).toBe(403);
    expect(await stored()).toEqual([]);
    const read = await (await app.request(`/admin/services?edit=${serviceId}&lang=kz`, { headers: { Cookie: cookies.marketer } })).text();
    expect(read).toContain("Вы можете читать переводы, но менять их могут только редакторы и администраторы.");
    expect(read).toContain("Перевод (Қазақша): Чат-бот для сайта");

    const long = await post(cookies.editor, translateForm({ title: "ы".repeat(201) }));
    expect(long.status).toBe(400);
    expect(await long.text()).toContain("«Название»: не более 200 символов");
    const other = await post(cookies.editor, translationForm(serviceId, "kz", { [fieldKey("service", crypto.randomUUID(), "title")]: "x" }));
    expect(other.status).toBe(400);
    expect(await other.text()).toContain("Такого поля у услуги нет: обновите страницу");
    expect(await stored()).toEqual([]);
  });

  it("shows an AI draft to no visitor until a person approves it", async () => {
    llm.queue({ content: JSON.stringify(keyedFields("service", serviceId, KAZAKH)) });
    const drafted = await post(cookies.editor, { intent: "translate-ai", id: serviceId, language: "kz" });
    expect(flashToast(drafted).title).toBe("AI перевёл полей: 6. Проверьте черновики и отметьте их проверенными.");
    expect((await stored()).every((row) => row.state === "draft")).toBe(true);
    expect((await html("/kz/services")).status).toBe(404);

    for (const field of Object.keys(KAZAKH)) {
      expect((await post(cookies.editor, { intent: "review", id: serviceId, language: "kz", key: key(field) })).status).toBe(302);
    }
    const page = await html("/kz/services");
    expect(page.status).toBe(200);
    expect(page.body).toContain(KAZAKH.title);
  });

  it("deletes a service's translations with it", async () => {
    await post(cookies.editor, translateForm(KAZAKH));
    expect(flashToast(await post(cookies.editor, { intent: "delete", id: serviceId })).title).toBe("Услуга удалена");
    expect(await stored()).toEqual([]);
  });
});

describe("the seeded services", () => {
  it("come with reviewed Kazakh and English words, so both pages list every one of them", async () => {
    await app.db.delete(services);
    await runSeed(app.db, [servicesSeed, servicesTranslationsSeed]);
    const rows = await stored();
    expect(rows.every((row) => row.state === "reviewed")).toBe(true);
    const visible = SERVICE_SEED.length;
    for (const language of ["kz", "en"] as const) {
      const page = await html(`/${language}/services`);
      expect(page.status).toBe(200);
      expect(page.body.match(/data-testid="service"/g)).toHaveLength(visible);
      // No Russian word of the content is left on the page's cards.
      for (const seeded of SERVICE_SEED) expect(page.body).not.toContain(seeded.title);
    }
    const kz = (await html("/kz/services")).body;
    expect(kz).toContain("Бизнеске арналған AI-агенттер");
    expect(kz).toContain("Тегін");
    expect(kz).toContain("айына 100\u00a0000\u00a0₸\u00a0бастап");
    const en = (await html("/en/services")).body;
    expect(en).toContain("AI agents for business");
    expect(en).toContain("On request");
    expect(en).toContain("from\u00a0100,000\u00a0₸/month");
  });
});
