/**
 * The blog editor (issue 9 points 8 and 19): create with the validation messages, a slug from the
 * Russian title and a taken slug refused on its field, the Markdown preview, edit, unpublish to a
 * draft and publish again (the change on /blog), delete after the confirmation (admin only), tabs
 * and category filter as plain links, previews for staff and a 404 for visitors, the same without
 * JavaScript, and forged writes refused by the server.
 */
import { and, desc, eq } from "drizzle-orm";

import { auditLog, blogPosts } from "~/db/schema";

import { login } from "../setup/auth-helpers";
import { withWritesRefused } from "../setup/broken-tables";
import { wcagViolations } from "./axe";
import { expect, test } from "./fixtures";
import { rebuiltElements, recordRemovedElements } from "./removed-elements";

// Spec files in one worker share a database, and the public pages' own tests expect the seeded
// posts: each test puts the table back as it found it.
let postsBefore: (typeof blogPosts.$inferSelect)[] = [];
test.beforeEach(async ({ db }) => {
  postsBefore = await db.select().from(blogPosts);
});
test.afterEach(async ({ db }) => {
  await db.delete(blogPosts);
  if (postsBefore.length > 0) await db.insert(blogPosts).values(postsBefore);
});

type Page = import("@playwright/test").Page;
type Db = import("~/db/types").Db;

const toasts = (page: Page) => page.getByRole("region", { name: /Уведомления/ });
/** A field's message under it (role="alert"), not the select's placeholder option of the same words. */
const fieldError = (scope: import("@playwright/test").Locator, text: string) => scope.getByRole("alert").filter({ hasText: text });
const row = (page: Page, title: string) => page.getByTestId("admin-blog-post").filter({ hasText: title });

let serial = 0;
/** A post of this test's own, so tests depend neither on each other nor on the seed. */
async function insertPost(db: Db, values: Partial<typeof blogPosts.$inferInsert> = {}) {
  serial += 1;
  const stamp = `${Date.now()}-${serial}`;
  const [created] = await db
    .insert(blogPosts)
    .values({
      slug: `test-post-${stamp}`,
      title: `Тестовая статья ${stamp}`,
      category: "Новости",
      excerpt: "Анонс тестовой статьи.",
      content: "## Раздел\n\nТекст тестовой статьи.",
      ...values,
    })
    .returning();
  return created!;
}

async function auditOf(db: Db, entityId: string) {
  return db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.entity, "blog_post"), eq(auditLog.entityId, entityId)))
    .orderBy(desc(auditLog.createdAt));
}

test("an editor writes a post: the messages, the preview, a slug from the Russian title; it is on /blog", async ({ page, db, baseURL }) => {
  const editor = await login(page, db, "editor", baseURL!);
  await page.goto("/admin/blog");
  await page.getByRole("link", { name: "Новая статья" }).click();
  const form = page.getByRole("form", { name: "Новая статья" });
  await expect(form).toBeVisible();
  await expect(form.getByLabel("Автор")).toHaveValue(editor.name);

  await form.getByRole("button", { name: "Сохранить" }).click();
  await expect(fieldError(form, "Заполните это поле")).toBeVisible();
  await expect(fieldError(form, "Выберите категорию")).toBeVisible();

  const stamp = Date.now();
  const title = `Голосовые агенты в ритейле ${stamp}`;
  await form.getByLabel("Заголовок").fill(title);
  await expect(form.getByText(`Латиницей, через дефис. Пусто — из заголовка: golosovye-agenty-v-riteyle-${stamp}`)).toBeVisible();
  await form.getByLabel("Категория").selectOption("Технологии");
  await form.getByLabel("Статус").selectOption({ label: "Опубликована" });
  await form.getByRole("button", { name: "Сохранить" }).click();
  await expect(fieldError(form, "Добавьте текст статьи перед публикацией")).toBeVisible();

  await form.getByLabel("Анонс").fill("Как голосовой агент принимает заказы.");
  await form.getByLabel("Текст статьи").fill("## Что умеет агент\n\nПринимает **заказы** круглосуточно.\n\n- звонки\n- чаты");
  await form.getByLabel("Теги").fill("AI, ритейл");
  await form.getByRole("button", { name: "Предпросмотр текста" }).click();
  const preview = form.getByRole("region", { name: "Предпросмотр" });
  await expect(preview.getByRole("heading", { name: "Что умеет агент", level: 2 })).toBeVisible();
  await expect(preview.locator("strong")).toHaveText("заказы");
  // The preview saved nothing.
  expect(await db.select().from(blogPosts).where(eq(blogPosts.title, title))).toEqual([]);

  await form.getByRole("button", { name: "Сохранить" }).click();
  await expect(toasts(page).getByText("Статья создана")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/blog$/);
  await expect(row(page, title)).toContainText("Опубликована");

  const [saved] = await db.select().from(blogPosts).where(eq(blogPosts.title, title));
  expect(saved).toMatchObject({
    slug: `golosovye-agenty-v-riteyle-${stamp}`,
    status: "published",
    category: "Технологии",
    tags: ["AI", "ритейл"],
    author: editor.name,
    createdBy: editor.id,
  });
  expect(await auditOf(db, saved!.id)).toMatchObject([{ action: "create", actorId: editor.id, entityLabel: title }]);

  await page.goto("/blog");
  await page.getByRole("link", { name: title }).click();
  await expect(page).toHaveURL(new RegExp(`/blog/golosovye-agenty-v-riteyle-${stamp}$`));
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Что умеет агент", level: 2 })).toBeVisible();
  await expect(page.locator("article strong")).toHaveText("заказы");
});

test("a slug another post has is refused on the slug field; an edit shows on the public page", async ({ page, db, baseURL }) => {
  await login(page, db, "editor", baseURL!);
  const taken = await insertPost(db);
  const post = await insertPost(db, { status: "published", publishDate: new Date(Date.now() - 3_600_000) });
  await page.goto("/admin/blog");
  await row(page, post.title).getByRole("link", { name: `Изменить: ${post.title}` }).click();
  const form = page.getByRole("form", { name: `Редактирование: ${post.title}` });
  await expect(form.getByLabel("Адрес статьи")).toHaveValue(post.slug);
  await expect(form.getByLabel("Статус")).toHaveValue("published");

  await form.getByLabel("Адрес статьи").fill(taken.slug);
  await form.getByRole("button", { name: "Сохранить" }).click();
  const slugField = form.getByLabel("Адрес статьи");
  await expect(slugField).toHaveAccessibleDescription(/Этот адрес уже занят другой статьёй/);
  await expect(slugField).toHaveAttribute("aria-invalid", "true");

  const title = `Обновлённый заголовок ${Date.now()}`;
  await form.getByLabel("Адрес статьи").fill(post.slug);
  await form.getByLabel("Заголовок").fill(title);
  await form.getByRole("button", { name: "Сохранить" }).click();
  await expect(toasts(page).getByText("Статья обновлена")).toBeVisible();
  await expect(row(page, title)).toBeVisible();
  expect((await auditOf(db, post.id))[0]).toMatchObject({ action: "update", changedFields: ["title"] });

  await page.goto(`/blog/${post.slug}`);
  await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
});

test("unpublishing takes a post off /blog as a draft; publishing brings it back", async ({ page, db, baseURL }) => {
  await login(page, db, "editor", baseURL!);
  const post = await insertPost(db, { status: "published", publishDate: new Date(Date.now() - 3_600_000) });
  await page.goto("/admin/blog");
  await row(page, post.title).getByRole("button", { name: `Снять с публикации: ${post.title}` }).click();
  await expect(toasts(page).getByText("Статья снята с публикации и сохранена как черновик")).toBeVisible();
  await expect(row(page, post.title)).toContainText("Черновик");

  await page.goto("/blog");
  await expect(page.getByRole("link", { name: post.title })).toHaveCount(0);
  expect((await page.goto(`/blog/${post.slug}`))?.status()).toBe(404);

  await page.goto("/admin/blog?status=draft");
  await row(page, post.title).getByRole("button", { name: `Опубликовать: ${post.title}` }).click();
  await expect(toasts(page).getByText("Статья опубликована")).toBeVisible();
  await page.goto("/blog");
  await expect(page.getByRole("link", { name: post.title })).toBeVisible();
});

test("deleting asks first and is the admin's; an editor sees no delete and is refused by the server", async ({ page, db, baseURL, browser }) => {
  const post = await insertPost(db);

  const editorContext = await browser.newContext({ baseURL });
  const editorPage = await editorContext.newPage();
  await login(editorPage, db, "editor", baseURL!);
  await editorPage.goto("/admin/blog");
  await expect(row(editorPage, post.title)).toBeVisible();
  await expect(editorPage.getByRole("link", { name: `Удалить: ${post.title}` })).toHaveCount(0);
  const forged = await editorPage.request.post("/admin/blog", {
    headers: { Origin: baseURL! },
    form: { intent: "delete", id: post.id },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(403);
  await editorContext.close();

  const admin = await login(page, db, "admin", baseURL!);
  await page.goto("/admin/blog");
  await page.getByRole("link", { name: `Удалить: ${post.title}` }).click();
  const dialog = page.getByRole("alertdialog", { name: "Удалить статью?" });
  await expect(dialog).toContainText(`Статья «${post.title}» будет удалена без возможности восстановления.`);
  await dialog.getByRole("button", { name: "Отмена" }).click();
  await expect(dialog).toBeHidden();
  expect(await db.select().from(blogPosts).where(eq(blogPosts.id, post.id))).toHaveLength(1);

  await page.getByRole("link", { name: `Удалить: ${post.title}` }).click();
  await dialog.getByRole("button", { name: "Удалить" }).click();
  await expect(toasts(page).getByText("Статья удалена")).toBeVisible();
  await expect(row(page, post.title)).toHaveCount(0);
  expect(await db.select().from(blogPosts).where(eq(blogPosts.id, post.id))).toEqual([]);
  expect(await auditOf(db, post.id)).toMatchObject([{ action: "delete", actorId: admin.id }]);
});

test("a post the database refuses to store: 'Не удалось сохранить статью' with the text kept, 'Не удалось удалить статью'", async ({
  page,
  db,
  baseURL,
}) => {
  const post = await insertPost(db);
  await login(page, db, "admin", baseURL!);
  await page.goto(`/admin/blog?edit=${post.id}`);
  await page.getByLabel("Текст статьи").fill("Новый текст, который не сохранится.");
  await withWritesRefused(db, "blog_posts", async () => {
    await page.getByRole("button", { name: "Сохранить" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Не удалось сохранить статью" })).toBeVisible();
  });
  await expect(page.getByLabel("Текст статьи")).toHaveValue("Новый текст, который не сохранится.");

  await page.goto("/admin/blog");
  await page.getByRole("link", { name: `Удалить: ${post.title}` }).click();
  await withWritesRefused(db, "blog_posts", async () => {
    await page.getByRole("alertdialog", { name: "Удалить статью?" }).getByRole("button", { name: "Удалить" }).click();
    await expect(toasts(page).getByText("Не удалось удалить статью")).toBeVisible();
  });
  await expect(row(page, post.title)).toBeVisible();
  expect((await db.select().from(blogPosts).where(eq(blogPosts.id, post.id)))[0]!.content).toBe(post.content);
});

test("staff preview a draft as the public page; a visitor gets the 404 page", async ({ page, db, baseURL, browser }) => {
  const post = await insertPost(db, { content: "## Раздел черновика\n\nЕщё **не готово**." });
  await login(page, db, "editor", baseURL!);
  await page.goto("/admin/blog");
  const popup = page.waitForEvent("popup");
  await row(page, post.title).getByRole("link", { name: `Предпросмотр на сайте: ${post.title} (откроется в новой вкладке)` }).click();
  const previewPage = await popup;
  const response = await previewPage.waitForLoadState().then(() => previewPage.request.get(`/blog/${post.slug}?preview=1`));
  expect(response.status()).toBe(200);
  expect(response.headers()["cache-control"]).toBe("no-store");
  expect(response.headers()["x-robots-tag"]).toBe("noindex");
  await expect(previewPage.getByRole("complementary", { name: "Предпросмотр" })).toContainText(
    "Черновик: статья не опубликована и видна только сотрудникам.",
  );
  await expect(previewPage.getByRole("heading", { name: post.title, level: 1 })).toBeVisible();
  await expect(previewPage.getByRole("heading", { name: "Раздел черновика", level: 2 })).toBeVisible();

  const visitor = await browser.newContext({ baseURL });
  const anonymous = await visitor.newPage();
  const answer = await anonymous.goto(`/blog/${post.slug}?preview=1`);
  expect(answer?.status()).toBe(404);
  await expect(anonymous.getByText("Oops! Page not found")).toBeVisible();
  await expect(anonymous.getByText(post.title)).toHaveCount(0);
  await visitor.close();
});

test("a marketer reads the list without controls, and every forged write is refused with 403", async ({ page, db, baseURL }) => {
  const post = await insertPost(db);
  await login(page, db, "marketer", baseURL!);
  await page.goto("/admin/blog");
  await expect(row(page, post.title)).toBeVisible();
  await expect(page.getByRole("link", { name: "Новая статья" })).toHaveCount(0);
  await expect(row(page, post.title).getByRole("link", { name: /^Изменить/ })).toHaveCount(0);
  await expect(row(page, post.title).getByRole("button")).toHaveCount(0);
  const attempts: Record<string, string>[] = [
    { intent: "save", title: "Маркетолог", category: "Новости" },
    { intent: "publish", id: post.id },
    { intent: "delete", id: post.id },
  ];
  for (const form of attempts) {
    const forged = await page.request.post("/admin/blog", { headers: { Origin: baseURL! }, form, maxRedirects: 0 });
    expect(forged.status(), form.intent).toBe(403);
  }
  expect(await db.select().from(blogPosts).where(eq(blogPosts.id, post.id))).toMatchObject([{ status: "draft" }]);
});

test("the list, the forms with a preview, the delete question and a preview page hydrate cleanly and pass axe, light and dark", async ({ page, db, baseURL, context }) => {
  test.setTimeout(120_000);
  await login(page, db, "admin", baseURL!);
  const item = await insertPost(db, { featured: true, content: "## Раздел\n\n> Цитата\n\n- пункт\n\n`код` и [ссылка](/contact)" });
  await page.addInitScript(recordRemovedElements);
  const axe = async (label: string) => expect(await wcagViolations(page), label).toEqual([]);
  for (const theme of ["light", "dark"]) {
    await context.addCookies([{ name: "admin_theme", value: theme, url: baseURL! }]);
    for (const search of ["", "?status=draft&category=%D0%9D%D0%BE%D0%B2%D0%BE%D1%81%D1%82%D0%B8", "?new", `?edit=${item.id}`, `?delete=${item.id}`]) {
      const path = `/admin/blog${search}`;
      expect((await page.goto(path))?.status(), path).toBe(200);
      expect(await rebuiltElements(page), path).toEqual([]);
      if (search === `?edit=${item.id}`) {
        await page.getByRole("button", { name: "Предпросмотр текста" }).click();
        await expect(page.getByRole("region", { name: "Предпросмотр" }).getByRole("heading", { name: "Раздел" })).toBeVisible();
      }
      await axe(`${theme} ${path}`);
    }
  }
  await page.goto(`/blog/${item.slug}?preview=1`);
  await axe("public preview");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("tabs and the category filter are links; the preview and a refused save keep what was typed", async ({ page, db, baseURL }) => {
    await login(page, db, "editor", baseURL!);
    const draft = await insertPost(db, { category: "Обучение" });
    const live = await insertPost(db, { status: "published", publishDate: new Date(Date.now() - 3_600_000), category: "Обучение" });
    await page.goto("/admin/blog");
    await page.getByRole("navigation", { name: "Статьи по статусу" }).getByRole("link", { name: /Черновики/ }).click();
    await expect(page).toHaveURL(/\?status=draft$/);
    await expect(row(page, draft.title)).toBeVisible();
    await expect(row(page, live.title)).toHaveCount(0);
    await page.getByRole("navigation", { name: "Категория" }).getByRole("link", { name: "Обучение" }).click();
    await expect(page).toHaveURL(/\?status=draft&category=/);
    await expect(page.getByRole("navigation", { name: "Категория" }).getByRole("link", { name: "Обучение" })).toHaveAttribute("aria-current", "page");
    await expect(row(page, draft.title)).toBeVisible();

    await page.goto("/admin/blog?new");
    const form = page.getByRole("form", { name: "Новая статья" });
    await form.getByLabel("Заголовок").fill("Статья без JavaScript");
    await form.getByLabel("Текст статьи").fill("## Подзаголовок без скриптов\n\nТекст.");
    await form.getByRole("button", { name: "Предпросмотр текста" }).click();
    await expect(form.getByRole("region", { name: "Предпросмотр" }).getByRole("heading", { name: "Подзаголовок без скриптов" })).toBeVisible();
    await expect(form.getByLabel("Заголовок")).toHaveValue("Статья без JavaScript");
    await expect(fieldError(form, "Выберите категорию")).toHaveCount(0);

    await form.getByRole("button", { name: "Сохранить" }).click();
    await expect(fieldError(form, "Выберите категорию")).toBeVisible();
    await expect(form.getByLabel("Заголовок")).toHaveValue("Статья без JavaScript");
    await form.getByLabel("Категория").selectOption("Новости");
    await form.getByRole("button", { name: "Сохранить" }).click();
    await expect(page).toHaveURL(/\/admin\/blog$/);
    await expect(page.getByText("Статья создана")).toBeVisible();
    expect(await db.select().from(blogPosts).where(eq(blogPosts.slug, "statya-bez-javascript"))).toMatchObject([{ status: "draft" }]);
  });
});
