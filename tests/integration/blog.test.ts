import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { blogPosts } from "~/db/schema";

import { startTestApp, type TestApp } from "../setup/test-app";

describe("public blog", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(async () => {
    await app.close();
  });

  it("server-renders the published articles and none of the others", async () => {
    const inAnHour = new Date(Date.now() + 60 * 60 * 1000);
    await app.db.insert(blogPosts).values([
      { slug: "future-post", title: "Запланированная статья", category: "Новости", status: "published", publishDate: inAnHour },
      { slug: "scheduled-post", title: "Статья со статусом scheduled", category: "Новости", status: "scheduled", publishDate: inAnHour },
      { slug: "archived-post", title: "Архивная статья", category: "Новости", status: "archived", publishDate: new Date("2025-01-10") },
    ]);

    const response = await app.request("/blog");
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Как AI-консультант снижает затраты на поддержку клиентов до 40%");
    expect(html).toContain("Как подготовить базу знаний для AI-консультанта");
    expect(html).toContain("Чек-лист: как выбрать подрядчика по внедрению AI в Казахстане");
    expect(html).toContain("12 марта 2025 г.");
    for (const hidden of ["Итоги первого полугодия", "Запланированная статья", "Статья со статусом scheduled", "Архивная статья"]) {
      expect(html).not.toContain(hidden);
    }

    expect((await app.request("/blog/future-post")).status).toBe(404);
    expect((await app.request("/blog/scheduled-post")).status).toBe(404);
  });

  it("answers 404, not 500, for a slug no post can have", async () => {
    for (const slug of ["%00", "a%00b", "%1B", "я".repeat(300)]) {
      expect((await app.request(`/blog/${slug}`)).status, slug).toBe(404);
    }
  });

  it("shows a scheduled article once its date has come", async () => {
    await app.db.update(blogPosts).set({ publishDate: new Date(Date.now() - 1000) }).where(eq(blogPosts.slug, "future-post"));
    const html = await (await app.request("/blog")).text();
    expect(html).toContain("Запланированная статья");
    const post = await app.request("/blog/future-post");
    expect(post.status).toBe(200);
  });

  it("renders stored markup as text, never as HTML", async () => {
    await app.db.insert(blogPosts).values({
      slug: "markup-post",
      title: "Статья с разметкой",
      category: "Технологии",
      status: "published",
      publishDate: new Date("2025-02-01T07:00:00Z"),
      content: "Абзац <img src=x onerror=alert(1)>\n\n## Подзаголовок",
    });
    const html = await (await app.request("/blog/markup-post")).text();
    expect(html).not.toContain("<img src=x");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).toMatch(/<h2[^>]*>Подзаголовок<\/h2>/);
  });

  it("filters by category on the server", async () => {
    const html = await (await app.request(`/blog?category=${encodeURIComponent("Обучение")}`)).text();
    expect(html).toContain("Как подготовить базу знаний для AI-консультанта");
    expect(html).not.toContain("Чек-лист: как выбрать подрядчика");
  });
});
