/**
 * The blog editor (issue 9 points 8 and 19) through the whole server: the form's validation in
 * Russian, slugs made from Russian titles and kept unique, a scheduled post going public at its
 * time with no restart, Markdown bodies sanitised, the role rules (delete is the admin's, a
 * marketer writes nothing), the audit log, and staff previews of unpublished posts.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { auditLog, blogPosts, mediaFiles } from "~/db/schema";
import { toCompanyLocalInput } from "~/lib/dates";
import { blogActionSchema } from "~/schemas/admin/blog";

import { staffSession, type TestStaff } from "../setup/auth-helpers";
import { expectLogged, flashToast } from "../setup/expected-failures";
import { withWritesRefused } from "../setup/broken-tables";
import { startTestApp, TEST_ORIGIN, type TestApp } from "../setup/test-app";

let app: TestApp;
const cookies = { admin: "", editor: "", marketer: "" };
const staff: Partial<Record<keyof typeof cookies, TestStaff>> = {};

beforeAll(async () => {
  app = await startTestApp({ seed: false });
  for (const role of ["admin", "editor", "marketer"] as const) {
    const session = await staffSession(app.db, app.request, TEST_ORIGIN, role);
    cookies[role] = session.cookie;
    staff[role] = session.staff;
  }
});
afterAll(async () => {
  await app.close();
});
beforeEach(async () => {
  await app.db.delete(blogPosts);
  await app.db.delete(auditLog);
});

const rows = () => app.db.select().from(blogPosts).orderBy(asc(blogPosts.createdAt));
const audit = () => app.db.select().from(auditLog).where(eq(auditLog.entity, "blog_post")).orderBy(asc(auditLog.createdAt));
const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000);

function post(cookie: string, fields: Record<string, string>, path = "/admin/blog") {
  return app.request(path, {
    method: "POST",
    headers: { Origin: TEST_ORIGIN, Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

const page = (path: string, cookie?: string) => app.request(path, { headers: cookie ? { Cookie: cookie } : {} });

async function insertPost(values: Partial<typeof blogPosts.$inferInsert> = {}) {
  const [row] = await app.db
    .insert(blogPosts)
    .values({ slug: `post-${Math.random().toString(36).slice(2, 8)}`, title: "Статья", category: "Новости", content: "Текст.", ...values })
    .returning();
  return row!;
}

describe("the form's schema", () => {
  const errors = (fields: Record<string, string>) => {
    const data = new FormData();
    for (const [name, value] of Object.entries({ intent: "save", ...fields })) data.append(name, value);
    return parseWithZod(data, { schema: blogActionSchema }).reply().error;
  };

  it("names every missing or wrong field in Russian in one go", () => {
    expect(errors({})).toEqual({ title: ["Заполните это поле"], category: ["Выберите категорию"] });
    expect(errors({ title: "Т", category: "Спорт" })).toEqual({ category: ["Выберите категорию"] });
    expect(errors({ title: "Т", category: "Новости", slug: "Моя статья" })).toEqual({
      slug: ["Только латинские строчные буквы, цифры и дефисы"],
    });
    expect(errors({ title: "Т", category: "Новости", publishDate: "завтра" })).toEqual({ publishDate: ["Введите дату и время публикации"] });
    expect(errors({ title: "Т", category: "Новости", coverImage: "javascript:alert(1)" })).toEqual({
      coverImage: ["Укажите адрес изображения: /media/… или https://…"],
    });
    expect(errors({ title: "Т", category: "Новости", tags: Array.from({ length: 11 }, (_, i) => `тег${i}`).join(",") })).toEqual({
      tags: ["Не более 10 элементов в списке"],
    });
    expect(errors({ title: "Т\u0000", category: "Новости" })).toEqual({ title: ["Поле содержит недопустимые символы"] });
  });

  it("wants a text to publish, and a future date to schedule", () => {
    expect(errors({ title: "Т", category: "Новости", status: "published" })).toEqual({ content: ["Добавьте текст статьи перед публикацией"] });
    expect(errors({ title: "Т", category: "Новости", status: "scheduled", content: "Текст" })).toEqual({
      publishDate: ["Укажите дату и время публикации для запланированной статьи"],
    });
    expect(
      errors({ title: "Т", category: "Новости", status: "scheduled", content: "Текст", publishDate: toCompanyLocalInput(inMinutes(-60)) }),
    ).toEqual({ publishDate: ["Дата запланированной публикации должна быть в будущем"] });
    expect(
      errors({ title: "Т", category: "Новости", status: "scheduled", content: "Текст", publishDate: toCompanyLocalInput(inMinutes(60)) }),
    ).toBeUndefined();
  });
});

describe("saving through the screen", () => {
  it("creates a post with a slug from the Russian title, made unique, the creator and an audit entry", async () => {
    const fields = { intent: "save", title: "Как AI-консультант снижает затраты", category: "Аналитика", content: "## Итог\n\nТекст.", tags: "AI, поддержка, AI" };
    const first = await post(cookies.editor, fields);
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe("/admin/blog");
    expect(first.headers.get("set-cookie")).toContain("admin_toast=");
    expect((await post(cookies.editor, fields)).status).toBe(302);

    const [one, two] = await rows();
    expect(one).toMatchObject({
      slug: "kak-ai-konsultant-snizhaet-zatraty",
      status: "draft",
      tags: ["AI", "поддержка"],
      createdBy: staff.editor!.id,
      publishDate: null,
    });
    expect(two!.slug).toBe("kak-ai-konsultant-snizhaet-zatraty-2");
    const entries = await audit();
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      action: "create",
      entityId: one!.id,
      entityLabel: "Как AI-консультант снижает затраты",
      actorId: staff.editor!.id,
      changedFields: ["category", "content", "slug", "status", "tags", "title"],
    });
  });

  it("refuses a slug another post has, on the slug field in Russian, and stores nothing", async () => {
    await insertPost({ slug: "zanyatyy-adres" });
    // Posted from the open form (?new), as the browser does, so the answer shows the form again.
    const response = await post(cookies.editor, { intent: "save", title: "Новая", category: "Новости", slug: "zanyatyy-adres" }, "/admin/blog?new");
    expect(response.status).toBe(409);
    const html = await response.text();
    expect(html).toContain("Этот адрес уже занят другой статьёй");
    // What was typed comes back.
    expect(html).toContain('value="Новая"');
    expect(await rows()).toHaveLength(1);
    expect(await audit()).toEqual([]);
  });

  it("answers 400 with the messages and changes nothing on bad input", async () => {
    const response = await post(cookies.editor, { intent: "save", title: "", category: "" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Заполните это поле");
    expect(html).toContain("Выберите категорию");
    expect(await rows()).toEqual([]);
    expect(await audit()).toEqual([]);
  });

  it("edits: the slug stays unless it is cleared, then it is made from the new title; the audit names the fields", async () => {
    const row = await insertPost({ slug: "staryy-adres", title: "Старый заголовок" });
    const base = { intent: "save", id: row.id, category: "Новости", content: "Текст." };
    expect((await post(cookies.editor, { ...base, title: "Новый заголовок", slug: "staryy-adres" })).status).toBe(302);
    expect((await rows())[0]).toMatchObject({ title: "Новый заголовок", slug: "staryy-adres" });
    expect((await post(cookies.editor, { ...base, title: "Новый заголовок", slug: "" })).status).toBe(302);
    expect((await rows())[0]!.slug).toBe("noviy-zagolovok");
    expect((await audit()).map((e) => e.changedFields)).toEqual([["title"], ["slug"]]);
  });

  it("a scheduled post reaches /blog, its page and the sitemap at its time, with no restart", async () => {
    const publishDate = toCompanyLocalInput(inMinutes(30));
    const saved = await post(cookies.editor, {
      intent: "save",
      title: "Запланированный анонс",
      category: "Новости",
      content: "Скоро.",
      status: "scheduled",
      publishDate,
    });
    expect(saved.status).toBe(302);
    const [row] = await rows();
    expect(row).toMatchObject({ status: "scheduled", slug: "zaplanirovanniy-anons" });
    expect(toCompanyLocalInput(row!.publishDate!)).toBe(publishDate);

    expect(await (await page("/blog")).text()).not.toContain("Запланированный анонс");
    expect((await page("/blog/zaplanirovanniy-anons")).status).toBe(404);
    expect(await (await page("/sitemap.xml")).text()).not.toContain("/blog/zaplanirovanniy-anons");

    // Its time comes (the clock is the database's now(): the date is moved instead of the clock).
    await app.db.update(blogPosts).set({ publishDate: new Date(Date.now() - 1000) }).where(eq(blogPosts.id, row!.id));
    expect(await (await page("/blog")).text()).toContain("Запланированный анонс");
    expect((await page("/blog/zaplanirovanniy-anons")).status).toBe(200);
    expect(await (await page("/sitemap.xml")).text()).toContain("/blog/zaplanirovanniy-anons");
  });

  it("publishes now and unpublishes to a draft: the post comes to /blog and leaves it", async () => {
    const row = await insertPost({ slug: "chernovik", title: "Черновик для публикации" });
    expect((await post(cookies.editor, { intent: "publish", id: row.id })).status).toBe(302);
    const [published] = await rows();
    expect(published!.status).toBe("published");
    expect(Math.abs(published!.publishDate!.getTime() - Date.now())).toBeLessThan(60_000);
    expect(await (await page("/blog")).text()).toContain("Черновик для публикации");

    expect((await post(cookies.editor, { intent: "unpublish", id: row.id })).status).toBe(302);
    expect((await rows())[0]!.status).toBe("draft");
    expect(await (await page("/blog")).text()).not.toContain("Черновик для публикации");
    expect((await page("/blog/chernovik")).status).toBe(404);
    expect((await audit()).map((e) => [e.action, e.changedFields])).toEqual([
      ["update", ["publish_date", "status"]],
      ["update", ["status"]],
    ]);
  });

  it("does not publish a post with no text", async () => {
    const row = await insertPost({ content: "" });
    const response = await post(cookies.editor, { intent: "publish", id: row.id });
    expect(response.status).toBe(302);
    expect(flashToast(response)).toEqual({ kind: "error", title: "Ошибка", description: "Добавьте текст статьи перед публикацией" });
    expect((await rows())[0]!.status).toBe("draft");
  });

  it("returns the body's preview without saving anything", async () => {
    const response = await post(cookies.editor, { intent: "save", preview: "1", title: "", content: "## Заголовок\n\n<script>alert(1)</script>" });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Заголовок");
    expect(html).not.toContain("<script>alert(1)");
    expect(html).not.toContain("Заполните это поле");
    expect(await rows()).toEqual([]);
    expect(await audit()).toEqual([]);
  });
});

describe("the public page's body", () => {
  it("renders Markdown and removes scripts, event handlers and javascript: links", async () => {
    await insertPost({
      slug: "opasnaya",
      status: "published",
      publishDate: new Date("2025-02-01T07:00:00Z"),
      content:
        '## Подзаголовок\n\n**Жирный** текст и [ссылка](javascript:alert(1)).\n\n<script>alert("x")</script>\n\n<img src=x onerror=alert(1)>\n\n[Контакты](/contact)',
    });
    const html = await (await page("/blog/opasnaya")).text();
    expect(html).toMatch(/<h2>Подзаголовок<\/h2>/);
    expect(html).toContain("<strong>Жирный</strong>");
    expect(html).toContain('<a href="/contact">Контакты</a>');
    expect(html).not.toContain('<script>alert("x")');
    expect(html).not.toMatch(/<img[^>]*onerror/i);
    expect(html).not.toMatch(/<a[^>]*href="javascript:/i);
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
  });
});

describe("the cover image", () => {
  it("an uploaded cover is served in its web sizes (srcset) on /blog and the post's page; the featured mark shows", async () => {
    const key = "5f1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b";
    const [media] = await app.db
      .insert(mediaFiles)
      .values({
        name: "cover.jpg",
        originalName: "cover.jpg",
        type: "image",
        category: "about",
        storageKey: `${key}/original.jpg`,
        mimeType: "image/jpeg",
        size: 1000,
        width: 1920,
        height: 1008,
        variants: [
          { width: 640, height: 336, key: `${key}/640.webp`, size: 100 },
          { width: 1280, height: 672, key: `${key}/1280.webp`, size: 200 },
        ],
      })
      .returning();
    await insertPost({
      slug: "s-oblozhkoy",
      title: "Статья с обложкой",
      status: "published",
      featured: true,
      publishDate: inMinutes(-10),
      coverImage: `/media/${media!.id}/original.jpg`,
    });
    // React's server renderer writes the attribute as srcSet; HTML attribute names are case-insensitive.
    const srcset = `srcSet="/media/${key}/640.webp 640w, /media/${key}/1280.webp 1280w"`;
    const list = await (await page("/blog")).text();
    expect(list).toContain(srcset);
    expect(list).toContain("Рекомендуем");
    const article = await (await page("/blog/s-oblozhkoy")).text();
    expect(article).toContain(srcset);
    expect(article).toContain('sizes="(min-width: 48rem) 48rem, 100vw"');
  });
});

describe("who may do what", () => {
  it("each tab lists only its posts: published (a scheduled one whose time has come too), draft, scheduled, archived", async () => {
    await insertPost({ title: "Вышедшая статья", status: "published", publishDate: inMinutes(-60) });
    await insertPost({ title: "Запланированная, уже вышла", status: "scheduled", publishDate: inMinutes(-5) });
    await insertPost({ title: "Черновик статьи", status: "draft" });
    await insertPost({ title: "Запланированная статья", status: "scheduled", publishDate: inMinutes(60) });
    await insertPost({ title: "Архивная статья", status: "archived" });
    const titles = ["Вышедшая статья", "Запланированная, уже вышла", "Черновик статьи", "Запланированная статья", "Архивная статья"];
    const listed = async (query: string) => {
      const html = await (await page(`/admin/blog${query}`, cookies.editor)).text();
      return titles.filter((title) => html.includes(title));
    };
    expect(await listed("")).toEqual(titles);
    expect(await listed("?status=published")).toEqual(["Вышедшая статья", "Запланированная, уже вышла"]);
    expect(await listed("?status=draft")).toEqual(["Черновик статьи"]);
    expect(await listed("?status=scheduled")).toEqual(["Запланированная статья"]);
    expect(await listed("?status=archived")).toEqual(["Архивная статья"]);
  });

  it("deleting is the admin's: 403 for an editor, done for an admin and audited", async () => {
    const row = await insertPost();
    expect((await post(cookies.editor, { intent: "delete", id: row.id })).status).toBe(403);
    expect(await rows()).toHaveLength(1);
    expect((await post(cookies.admin, { intent: "delete", id: row.id })).status).toBe(302);
    expect(await rows()).toEqual([]);
    expect(await audit()).toMatchObject([{ action: "delete", entityId: row.id, actorId: staff.admin!.id }]);
  });

  it("a marketer reads the screen and writes nothing (403)", async () => {
    const row = await insertPost();
    expect((await page("/admin/blog", cookies.marketer)).status).toBe(200);
    const attempts: Record<string, string>[] = [
      { intent: "save", title: "Маркетолог", category: "Новости" },
      { intent: "save", id: row.id, title: "Маркетолог", category: "Новости" },
      { intent: "publish", id: row.id },
      { intent: "unpublish", id: row.id },
      { intent: "delete", id: row.id },
    ];
    for (const fields of attempts) {
      expect((await post(cookies.marketer, fields)).status, fields.intent).toBe(403);
    }
    expect(await rows()).toMatchObject([{ title: "Статья", status: "draft" }]);
    expect(await audit()).toEqual([]);
  });

  it("anonymous visitors are sent away from the screen and its action", async () => {
    expect((await page("/admin/blog")).status).toBe(302);
    expect((await post("", { intent: "save", title: "Аноним", category: "Новости" })).status).toBe(302);
    expect(await rows()).toEqual([]);
  });
});

describe("previews (?preview=1)", () => {
  it("shows staff a draft or a scheduled post as visitors will see it, never cached or indexed", async () => {
    await insertPost({ slug: "draft-preview", title: "Черновик в предпросмотре", content: "**Готовим** текст." });
    await insertPost({ slug: "scheduled-preview", title: "Будущая статья", status: "scheduled", publishDate: inMinutes(120) });
    for (const cookie of [cookies.editor, cookies.marketer]) {
      const response = await page("/blog/draft-preview?preview=1", cookie);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(response.headers.get("x-robots-tag")).toBe("noindex");
      const html = await response.text();
      expect(html).toContain("Черновик в предпросмотре");
      expect(html).toContain("<strong>Готовим</strong>");
      expect(html).toContain("Черновик: статья не опубликована и видна только сотрудникам.");
      expect(html).toMatch(/<meta name="robots" content="noindex/);
    }
    const scheduled = await page("/blog/scheduled-preview?preview=1", cookies.editor);
    expect(scheduled.status).toBe(200);
    expect(await scheduled.text()).toContain("Запланирована на");
  });

  it("is a 404 for anyone else, as for any unpublished post; the same page without the parameter is a 404 for staff too", async () => {
    await insertPost({ slug: "secret-draft", title: "Секретный черновик" });
    const anonymous = await page("/blog/secret-draft?preview=1");
    expect(anonymous.status).toBe(404);
    expect(anonymous.headers.get("cache-control")).toBe("no-store");
    expect(await anonymous.text()).not.toContain("Секретный черновик");
    expect((await page("/blog/secret-draft", cookies.editor)).status).toBe(404);
    expect((await page("/blog/no-such-post?preview=1", cookies.editor)).status).toBe(404);
  });

  it("a published post with the parameter is the public page for anyone, marked noindex", async () => {
    await insertPost({ slug: "live-post", title: "Опубликованная", status: "published", publishDate: inMinutes(-60) });
    const response = await page("/blog/live-post?preview=1");
    expect(response.status).toBe(200);
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    expect(await response.text()).not.toContain("Предпросмотр.");
  });
});

describe("when the posts table cannot be written", () => {
  const withoutTable = <T>(request: () => Promise<T>) => withWritesRefused(app.db, "blog_posts", request);

  it("saving says 'Не удалось сохранить статью', keeps what was typed, and stores nothing", async () => {
    const typed = { intent: "save", title: "Статья, которую не сохранить", category: "Новости", content: "Набранный текст." };
    const created = await withoutTable(() => post(cookies.editor, typed, "/admin/blog?new"));
    expect(created.status).toBe(500);
    const html = await created.text();
    expect(html).toContain("Не удалось сохранить статью");
    expect(html).toContain('value="Статья, которую не сохранить"');
    expect(html).toContain("Набранный текст.");
    expectLogged(/^Blog post could not be saved:/);
    expect(await rows()).toEqual([]);

    const row = await insertPost({ title: "Старый заголовок" });
    const updated = await withoutTable(() => post(cookies.editor, { ...typed, id: row.id, title: "Новый заголовок" }, `/admin/blog?edit=${row.id}`));
    expect(updated.status).toBe(500);
    const editHtml = await updated.text();
    expect(editHtml).toContain("Не удалось сохранить статью");
    expect(editHtml).toContain('value="Новый заголовок"');
    expectLogged(/^Blog post could not be saved:/);
    expect(await rows()).toMatchObject([{ id: row.id, title: "Старый заголовок" }]);
    expect(await audit()).toEqual([]);
  });

  it("publishing and deleting say their failure toasts, and the post stays as it was", async () => {
    const row = await insertPost({ title: "Черновик" });
    const published = await withoutTable(() => post(cookies.editor, { intent: "publish", id: row.id }));
    expect(published.status).toBe(302);
    expect(flashToast(published)).toEqual({ kind: "error", title: "Ошибка", description: "Не удалось сохранить статью" });
    expectLogged(/^Blog post status could not be changed:/);

    const deleted = await withoutTable(() => post(cookies.admin, { intent: "delete", id: row.id }));
    expect(deleted.status).toBe(302);
    expect(flashToast(deleted)).toEqual({ kind: "error", title: "Ошибка", description: "Не удалось удалить статью" });
    expectLogged(/^Blog post could not be deleted:/);
    expect(await rows()).toMatchObject([{ id: row.id, status: "draft" }]);
    expect(await audit()).toEqual([]);
  });
});

describe("the editor's choices", () => {
  it("offers the five blog categories", async () => {
    const html = await (await page("/admin/blog?new", cookies.editor)).text();
    const select = /<select[^>]*name="category"[^>]*>(.*?)<\/select>/s.exec(html)?.[1] ?? "";
    expect([...select.matchAll(/<option value="[^"]+"[^>]*>([^<]*)<\/option>/g)].map((m) => m[1])).toEqual([
      "Аналитика",
      "Кейсы",
      "Технологии",
      "Новости",
      "Обучение",
    ]);
  });
});
