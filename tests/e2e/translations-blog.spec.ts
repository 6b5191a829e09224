/**
 * A blog post translated into English (issue 24 points 5, 7, 8 and 11; ADR 0075): the editor's
 * ru / kz / en switch, the AI's drafts (the fake model) keep the English post off /en/blog and its
 * page a 404 until an editor approves them; then the post is listed on /en/blog and
 * /en/blog/<slug> shows its English words with lang="en". A marketer reads the translations and
 * cannot change them.
 */
import { eq } from "drizzle-orm";

import { blogPosts } from "~/db/schema";

import { login } from "../setup/auth-helpers";
import { expectTranslationsReadOnly, keyedFields } from "../setup/translation-tests";
import { expect, test } from "./fixtures";

type Page = import("@playwright/test").Page;

const STAMP = Date.now();
const SLUG = `ai-v-roznice-${STAMP}`;
const TITLE = `AI в рознице: первые итоги ${STAMP}`;
const ENGLISH = {
  title: `AI in retail: first results ${STAMP}`,
  excerpt: "What changed in a quarter of an AI consultant's work in a shop.",
  content: "## Results\n\nIn a quarter, the AI answered **two thirds** of shoppers' questions.",
  author: "AI Solutions team",
  tags: "retail, results",
};

const toasts = (page: Page) => page.getByRole("region", { name: /Уведомления/ });

let postId = "";

test.beforeEach(async ({ db }) => {
  const [row] = await db
    .insert(blogPosts)
    .values({
      slug: SLUG,
      title: TITLE,
      excerpt: "Что изменилось за квартал работы AI-консультанта в магазине.",
      content: "## Итоги\n\nЗа квартал AI ответил на **две трети** вопросов покупателей.",
      author: "Команда AI Solutions",
      tags: ["розница", "итоги"],
      category: "Новости",
      status: "published",
      publishDate: new Date("2025-06-02T12:00:00+05:00"),
    })
    .returning({ id: blogPosts.id });
  postId = row!.id;
});

test.afterEach(async ({ db }) => {
  await db.delete(blogPosts).where(eq(blogPosts.id, postId));
});

test("an AI-translated post stays off the English blog until reviewed, then appears on /en/blog and its own page", async ({ page, db, baseURL, llm }) => {
  // A visitor's whole path and the editor's five approvals: longer than one screen's test.
  test.setTimeout(90_000);
  await login(page, db, "editor", baseURL!);
  await page.goto("/admin/blog");
  await page.getByRole("link", { name: `Переводы: ${TITLE}` }).click();
  const switcher = page.getByRole("navigation", { name: "Язык редактирования" });
  await expect(switcher.getByRole("link", { name: "Қазақша" })).toHaveAttribute("aria-current", "page");
  await switcher.getByRole("link", { name: "English" }).click();
  await expect(switcher.getByRole("link", { name: "English" })).toHaveAttribute("aria-current", "page");
  const form = page.getByRole("form", { name: `Перевод (English): ${TITLE}` });
  await expect(form.getByTestId("translation-state")).toHaveText(["Нет перевода", "Нет перевода", "Нет перевода", "Нет перевода", "Нет перевода"]);
  await expect(page.getByText("Статья не показывается на сайте на этом языке, пока не проверены все поля.")).toBeVisible();
  // The Russian body stands beside its field, Markdown and all.
  await expect(form.getByRole("region", { name: "Текст статьи" }).getByText("За квартал AI ответил на **две трети** вопросов покупателей.")).toBeVisible();

  llm.reset();
  llm.queue({
    content: JSON.stringify(keyedFields("blog_post", postId, ENGLISH)),
    delayMs: 800,
  });
  await page.getByRole("button", { name: "Перевести с помощью AI" }).click();
  await expect(page.getByRole("button", { name: "Переводим…" })).toBeDisabled();
  await expect(toasts(page).getByText("AI перевёл полей: 5. Проверьте черновики и отметьте их проверенными.")).toBeVisible();
  await expect(form.getByTestId("translation-state")).toHaveText(["Черновик AI", "Черновик AI", "Черновик AI", "Черновик AI", "Черновик AI"]);
  await expect(form.getByRole("textbox", { name: "Перевод (English): Заголовок" })).toHaveValue(ENGLISH.title);

  // Drafts are not shown: the English blog does not list the post, and its page is not there.
  await page.goto("/en/blog");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByText(ENGLISH.title)).toHaveCount(0);
  const hidden = await page.goto(`/en/blog/${SLUG}`);
  expect(hidden!.status()).toBe(404);
  await expect(page.getByText(ENGLISH.title)).toHaveCount(0);
  await page.goto(`/blog/${SLUG}`);
  await expect(page.locator('link[hreflang="en"]')).toHaveCount(0);

  // The editor approves each draft.
  await page.goto(`/admin/blog?edit=${postId}&lang=en`);
  for (let left = 5; left > 0; left--) {
    await expect(form.getByRole("button", { name: /^Отметить поле/ })).toHaveCount(left);
    await form.getByRole("button", { name: /^Отметить поле/ }).first().click();
    await expect(form.getByRole("button", { name: /^Отметить поле/ })).toHaveCount(left - 1);
  }
  await expect(form.getByTestId("translation-state")).toHaveText(["Проверено", "Проверено", "Проверено", "Проверено", "Проверено"]);
  await expect(page.getByText("Статья показывается на сайте на этом языке.")).toBeVisible();

  await page.goto("/en/blog");
  const card = page.getByRole("article").filter({ hasText: ENGLISH.title });
  await expect(card).toContainText("June 2, 2025");
  await expect(card).toContainText("News");
  await card.getByRole("link", { name: ENGLISH.title }).click();
  await expect(page).toHaveURL(new RegExp(`/en/blog/${SLUG}$`));
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.getByRole("heading", { level: 1, name: ENGLISH.title })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Results" })).toBeVisible();
  await expect(page.getByText("By AI Solutions team")).toBeVisible();
  await expect(page.getByText("#retail")).toBeVisible();
  await expect(page.locator('link[hreflang="ru"]')).toHaveAttribute("href", new RegExp(`/blog/${SLUG}$`));
  await page.goto(`/blog/${SLUG}`);
  await expect(page.getByRole("group", { name: "Язык сайта" }).first().getByRole("link", { name: "EN" })).toHaveAttribute("href", `/en/blog/${SLUG}`);
  expect(await (await page.request.get("/sitemap.xml")).text()).toContain(`/en/blog/${SLUG}</loc>`);
});

test("the editor's switch goes from the post's Russian form to its translations and back", async ({ page, db, baseURL }) => {
  await login(page, db, "editor", baseURL!);
  await page.goto("/admin/blog");
  await page.getByRole("link", { name: `Изменить: ${TITLE}` }).click();
  const switcher = page.getByRole("navigation", { name: "Язык редактирования" });
  await expect(switcher.getByRole("link", { name: "Русский" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("form", { name: `Редактирование: ${TITLE}` })).toBeVisible();
  await switcher.getByRole("link", { name: "Қазақша" }).click();
  await expect(page.getByRole("form", { name: `Перевод (Қазақша): ${TITLE}` })).toBeVisible();
  await expect(page.getByRole("form", { name: `Редактирование: ${TITLE}` })).toHaveCount(0);
  await switcher.getByRole("link", { name: "Русский" }).click();
  await expect(page.getByRole("form", { name: `Редактирование: ${TITLE}` })).toBeVisible();
});

test("a marketer reads a post's translations and cannot change them", async ({ page, db, baseURL }) => {
  await login(page, db, "marketer", baseURL!);
  await page.goto("/admin/blog");
  await page.getByRole("link", { name: `Переводы: ${TITLE}` }).click();
  await expectTranslationsReadOnly(page, baseURL!, {
    screen: "/admin/blog",
    entity: "blog_post",
    id: postId,
    title: TITLE,
    titleField: "Перевод (Қазақша): Заголовок",
  });
});
