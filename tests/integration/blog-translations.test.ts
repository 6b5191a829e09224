/**
 * Blog post translations (issue 24 points 5, 7 and 8; ADR 0075) through the blog screen's real
 * action over HTTP and the public pages: a post exists in Kazakh only once every required field is
 * reviewed, with the reviewed words, the language's dates and category names, in the switcher,
 * hreflang and sitemap.xml, and the Kazakh blog lists only such posts; an AI draft is hidden until
 * approved; a draft post stays hidden whatever its translations; an edited Russian makes the
 * translation outdated but keeps the page; a marketer cannot translate; deleting a post deletes its
 * translations; the seeded posts are complete in Kazakh and English.
 */
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { blogPosts, contentTranslations, seedRuns } from "~/db/schema";
import { BLOG_SEED, blogSeed } from "~/db/seed/documents/blog";
import { BLOG_TRANSLATIONS_SEED, blogTranslationsSeed } from "~/db/seed/documents/blog-translations";
import { runSeed } from "~/db/seed/run.server";
import { fieldKey } from "~/lib/translatable";
import { sourceHash } from "~/server/translatable.server";

import { flashToast } from "../setup/expected-failures";
import type { TestApp } from "../setup/test-app";
import { keyedFields, translationForm, translationSite } from "../setup/translation-tests";

const site = translationSite({ screen: "/admin/blog", roles: ["admin", "editor", "marketer"], seed: false });
const { cookies, post, html, stored } = site;
let app: TestApp;

const SLUG = "ai-v-roznice";
const RUSSIAN = {
  slug: SLUG,
  title: "AI в рознице: первые итоги",
  excerpt: "Что изменилось за квартал работы AI-консультанта в магазине.",
  content: "## Итоги\n\nЗа квартал AI ответил на **две трети** вопросов покупателей.",
  author: "Команда AI Solutions",
  tags: ["розница", "итоги"],
  category: "Новости",
  status: "published",
  publishDate: new Date("2025-03-12T12:00:00+05:00"),
};
const KAZAKH = {
  title: "Бөлшек саудадағы AI: алғашқы қорытындылар",
  excerpt: "AI-кеңесшінің дүкендегі бір тоқсандық жұмысында не өзгерді.",
  content: "## Қорытындылар\n\nБір тоқсанда AI сатып алушылар сұрақтарының **үштен екісіне** жауап берді.",
  author: "AI Solutions командасы",
  tags: "бөлшек сауда, қорытындылар",
};

beforeAll(async () => {
  app = await site.start();
});
afterAll(site.stop);

let postId = "";

beforeEach(async () => {
  await app.db.delete(blogPosts);
  await app.db.delete(contentTranslations);
  const [row] = await app.db.insert(blogPosts).values(RUSSIAN).returning({ id: blogPosts.id });
  postId = row!.id;
});

const key = (field: string) => fieldKey("blog_post", postId, field);

const translateForm = (values: Record<string, string>) => translationForm(postId, "kz", values);

const fullKazakh = () => keyedFields("blog_post", postId, KAZAKH);

describe("a blog post in Kazakh", () => {
  it("does not exist until every required field is reviewed, then shows the reviewed words everywhere", async () => {
    const partial = fullKazakh();
    delete partial[key("tags")];
    expect((await post(cookies.editor, translateForm(partial))).status).toBe(302);
    expect((await html(`/kz/blog/${SLUG}`)).status).toBe(404);
    expect((await html("/kz/blog")).status).toBe(404);
    expect((await html(`/blog/${SLUG}`)).body).not.toContain('<link rel="alternate" hrefLang="kk"');
    expect((await html("/sitemap.xml")).body).not.toContain("/kz/blog");

    const saved = await post(cookies.editor, translateForm(fullKazakh()));
    expect(saved.status).toBe(302);
    expect(flashToast(saved).title).toBe("Перевод сохранён");
    const rows = await stored();
    expect(rows).toHaveLength(5);
    expect(rows.every((row) => row.state === "reviewed")).toBe(true);
    expect(rows.find((row) => row.field === "tags")!.sourceHash).toBe(sourceHash("розница, итоги"));
    const [russian] = await app.db.select().from(blogPosts).where(eq(blogPosts.id, postId));
    expect(russian).toMatchObject({ title: RUSSIAN.title, tags: RUSSIAN.tags });

    const page = await html(`/kz/blog/${SLUG}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('lang="kk"');
    expect(page.body).toContain(KAZAKH.title);
    expect(page.body).toContain("<strong>үштен екісіне</strong>");
    expect(page.body).toMatch(/#(<!-- -->)?бөлшек сауда</);
    expect(page.body).toContain("AI Solutions командасы");
    // The category's and the date's words are Kazakh too.
    expect(page.body).toContain("Жаңалықтар");
    expect(page.body).toContain("2025 ж. 12 наурыз");
    expect(page.body).not.toContain(RUSSIAN.excerpt);
    expect(page.body).toContain(`hrefLang="ru" href="http://localhost:3000/blog/${SLUG}"`);
    // The Russian page names the Kazakh one and its switcher links there; English does not exist.
    const ruPage = await html(`/blog/${SLUG}`);
    expect(ruPage.body).toContain(`hrefLang="kk" href="http://localhost:3000/kz/blog/${SLUG}"`);
    expect(ruPage.body).toContain(`href="/kz/blog/${SLUG}"`);
    expect(ruPage.body).not.toContain(`/en/blog/${SLUG}`);
    expect((await html(`/en/blog/${SLUG}`)).status).toBe(404);
    expect((await html("/en/blog")).status).toBe(404);

    const list = await html("/kz/blog");
    expect(list.status).toBe(200);
    expect(list.body).toContain(KAZAKH.title);
    expect(list.body).toContain(`href="/kz/blog/${SLUG}"`);
    // Every Kazakh page's header now links to the Kazakh blog.
    expect((await html("/kz/faq")).body).toContain('href="/kz/blog"');
    const sitemap = (await html("/sitemap.xml")).body;
    expect(sitemap).toContain(`<loc>http://localhost:3000/kz/blog/${SLUG}</loc>`);
    expect(sitemap).toContain("<loc>http://localhost:3000/kz/blog</loc>");
    expect(sitemap).not.toContain("/en/blog");
  });

  it("hides an AI draft until a person marks it reviewed", async () => {
    const partial = fullKazakh();
    delete partial[key("excerpt")];
    await post(cookies.editor, translateForm(partial));
    await app.db.insert(contentTranslations).values({
      entity: "blog_post",
      entityId: postId,
      field: "excerpt",
      language: "kz",
      value: KAZAKH.excerpt,
      state: "draft",
      sourceHash: sourceHash(RUSSIAN.excerpt),
    });
    expect((await html(`/kz/blog/${SLUG}`)).status).toBe(404);
    const editor = await (await app.request(`/admin/blog?edit=${postId}&lang=kz`, { headers: { Cookie: cookies.editor } })).text();
    expect(editor).toContain("Черновик AI");
    expect(editor).toContain("Статья не показывается на сайте на этом языке, пока не проверены все поля.");

    const reviewed = await post(cookies.editor, { intent: "review", id: postId, language: "kz", key: key("excerpt") });
    expect(flashToast(reviewed).title).toBe("Поле отмечено проверенным");
    const page = await html(`/kz/blog/${SLUG}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(KAZAKH.excerpt);
  });

  it("stays hidden while the post is a draft, whatever its translations", async () => {
    await post(cookies.editor, translateForm(fullKazakh()));
    await app.db.update(blogPosts).set({ status: "draft" }).where(eq(blogPosts.id, postId));
    expect((await html(`/kz/blog/${SLUG}`)).status).toBe(404);
    expect((await html("/kz/blog")).status).toBe(404);
    expect((await html("/sitemap.xml")).body).not.toContain(SLUG);
  });

  it("keeps an outdated translation on the page after the Russian changes, and says it is outdated", async () => {
    await post(cookies.editor, translateForm(fullKazakh()));
    await app.db.update(blogPosts).set({ title: "AI в рознице: итоги квартала" }).where(eq(blogPosts.id, postId));
    const page = await html(`/kz/blog/${SLUG}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain(KAZAKH.title);
    const screen = await (await app.request(`/admin/blog?edit=${postId}&lang=kz`, { headers: { Cookie: cookies.editor } })).text();
    expect(screen).toContain('data-state="outdated"');
    expect(screen).toContain("Устарел");
  });

  it("refuses a marketer's translation, and a field too long or of another post, in Russian", async () => {
    expect((await post(cookies.marketer, translateForm(fullKazakh()))).status).toBe(403);
    expect(await stored()).toEqual([]);
    const read = await (await app.request(`/admin/blog?edit=${postId}&lang=kz`, { headers: { Cookie: cookies.marketer } })).text();
    expect(read).toContain("Вы можете читать переводы, но менять их могут только редакторы и администраторы.");
    expect(read).toContain(RUSSIAN.content.split("\n")[0]);

    const long = await post(cookies.editor, translateForm({ [key("title")]: "ы".repeat(201) }));
    expect(long.status).toBe(400);
    expect(await long.text()).toContain("«Заголовок»: не более 200 символов");
    const other = await post(cookies.editor, translateForm({ [fieldKey("blog_post", crypto.randomUUID(), "title")]: "x" }));
    expect(other.status).toBe(400);
    expect(await other.text()).toContain("Такого поля у статьи нет: обновите страницу");
    expect(await stored()).toEqual([]);
  });

  it("loses its translations with the post", async () => {
    await post(cookies.editor, translateForm(fullKazakh()));
    expect(await stored()).toHaveLength(5);
    const deleted = await post(cookies.admin, { intent: "delete", id: postId });
    expect(flashToast(deleted).title).toBe("Статья удалена");
    expect(await stored()).toEqual([]);
  });
});

describe("the seeded blog", () => {
  it("is complete in Kazakh and English, reviewed against the seeded Russian", async () => {
    await app.db.delete(blogPosts);
    await app.db.delete(seedRuns).where(inArray(seedRuns.name, [blogSeed.name, blogTranslationsSeed.name]));
    await runSeed(app.db, [blogSeed, blogTranslationsSeed]);

    const published = BLOG_SEED.filter((seeded) => seeded.status !== "draft");
    expect(Object.keys(BLOG_TRANSLATIONS_SEED).sort()).toEqual(published.map((seeded) => seeded.slug).sort());
    const rows = await stored();
    expect(rows.every((row) => row.state === "reviewed")).toBe(true);
    expect(rows).toHaveLength(published.length * 2 * 5);
    for (const language of ["kz", "en"] as const) {
      const list = await html(`/${language}/blog`);
      expect(list.status).toBe(200);
      for (const seeded of published) {
        const words = BLOG_TRANSLATIONS_SEED[seeded.slug]![language];
        expect(list.body).toContain(words.title);
        const page = await html(`/${language}/blog/${seeded.slug}`);
        expect(page.status).toBe(200);
        expect(page.body).toContain(words.title);
      }
      // The draft is seeded untranslated and stays off every language's blog.
      expect(list.body).not.toContain("itogi-pervogo-polugodiya-2025");
    }
    const english = await html("/en/blog/kak-podgotovit-bazu-znanij-dlya-ai");
    expect(english.body).toContain('lang="en"');
    expect(english.body).toContain("Step 1. Collect your customers");
    expect(english.body).toContain("April 22, 2025");
    expect(english.body).toContain("Learning");
    expect(english.body).not.toContain("Шаг 1");
  });
});
