/**
 * The media library and the content that uses its files (issue 9 points 8, 10 and 15; ADR 0038):
 * blog covers filed under their own category (and migration 0009 moving the old ones there), a
 * delete refused while a hero slide, case, team member, blog post, gallery card or the logo shows
 * the file, and an unused file deleted as before. On PGlite, and on PostgreSQL with DATABASE_URL.
 */
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { auditLog, blogPosts, cases, galleryItems, heroContent, mediaFiles, siteSettings, teamMembers } from "~/db/schema";

import { uploaded } from "../fixtures/media-api";
import * as files from "../fixtures/media-files";
import { flashToast } from "../setup/expected-failures";
import { migrateAcross } from "../setup/migrations";
import { bodyCancelled, startTestApp, TEST_ORIGIN, staffCookies, type TestApp } from "../setup/test-app";

let app: TestApp;
let dataDir: string;
const cookies = { admin: "", editor: "" };
const saved = { ...process.env };

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "media-in-use-"));
  process.env.DATA_DIR = dataDir;
  app = await startTestApp({ seed: false });
  Object.assign(cookies, await staffCookies(app, ["admin", "editor"]));
});
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
  process.env = { ...saved };
});
beforeEach(async () => {
  for (const table of [galleryItems, heroContent, cases, teamMembers, blogPosts, siteSettings, mediaFiles, auditLog])
    await app.db.delete(table);
});

async function storedKeys(id: string): Promise<string[]> {
  const root = path.join(dataDir, "uploads", id);
  return (await readdir(root).catch(() => [])).sort();
}

async function page(search = ""): Promise<string> {
  const response = await app.request(`/admin/media${search}`, { headers: { Cookie: cookies.admin } });
  expect(response.status).toBe(200);
  return response.text();
}

function names(html: string): string[] {
  return [...html.matchAll(/data-testid="media-item".*?title="([^"]+)"/gs)].map((m) => m[1]!);
}

function deleteOnScreen(id: string) {
  return app.request("/admin/media", {
    method: "POST",
    headers: { Origin: TEST_ORIGIN, Cookie: cookies.admin },
    body: new URLSearchParams({ intent: "delete", id }),
    redirect: "manual",
  });
}

function deleteByApi(id: string) {
  return app.request(`/api/media/${id}`, { method: "DELETE", headers: { Origin: TEST_ORIGIN, Cookie: cookies.admin } });
}

const photo = async (name: string, category?: string) =>
  uploaded(app, cookies.editor, await files.jpeg(800, 600), { name, type: "image/jpeg", ...(category ? { category } : {}) });

describe("blog covers", () => {
  it("a cover uploaded as the blog editor sends it is filed under 'Блог', and the category filter lists it", async () => {
    const cover = await photo("Обложка статьи.jpg", "blog");
    await photo("О нас.jpg", "about");
    expect(cover.category).toBe("blog");
    expect(await app.db.select({ category: mediaFiles.category }).from(mediaFiles).where(eq(mediaFiles.id, cover.id))).toEqual([
      { category: "blog" },
    ]);

    const html = await page("?category=blog");
    expect(html).toMatch(/<option value="blog"[^>]*>Блог<\/option>/);
    expect(names(html)).toEqual(["Обложка статьи.jpg"]);
    expect(names(await page("?category=about"))).toEqual(["О нас.jpg"]);
    const api = (await (await app.request("/api/media?category=blog", { headers: { Cookie: cookies.editor } })).json()) as {
      items: { id: string }[];
    };
    expect(api.items.map((item) => item.id)).toEqual([cover.id]);
  });

  it("migration 0009 moves the covers filed under 'about' to 'blog', and nothing else", async () => {
    const ids = { cover: crypto.randomUUID(), aboutPhoto: crypto.randomUUID(), heroCover: crypto.randomUUID() };
    await migrateAcross("0009", {
      before: async (database) => {
        const row = (id: string, category: string) => ({
          id,
          name: id,
          originalName: `${id}.jpg`,
          type: "image",
          category,
          storageKey: `${id}/original.jpg`,
          mimeType: "image/jpeg",
          size: 1,
        });
        await database.insert(mediaFiles).values([row(ids.cover, "about"), row(ids.aboutPhoto, "about"), row(ids.heroCover, "hero")]);
        await database.insert(blogPosts).values([
          { slug: "a", title: "Статья", category: "Новости", coverImage: `/media/${ids.cover}/original.jpg` },
          { slug: "b", title: "Другая", category: "Новости", coverImage: `/media/${ids.heroCover}/640.webp` },
        ]);
      },
      after: async (database) => {
        const categories = Object.fromEntries((await database.select().from(mediaFiles)).map((m) => [m.id, m.category]));
        expect(categories).toEqual({ [ids.cover]: "blog", [ids.aboutPhoto]: "about", [ids.heroCover]: "hero" });
      },
    });
  });
});

describe("a file still in use", () => {
  it("is not deleted from the screen: the toast names where it is used, and nothing changes", async () => {
    const background = await photo("Фон.jpg", "hero");
    await app.db.insert(heroContent).values({ title: "Главный слайд", backgroundImage: background.url });
    const keys = await storedKeys(background.id);
    expect(keys.length).toBeGreaterThan(1);

    const html = await page();
    expect(html).toContain("Используется: 1");
    expect(await page(`?delete=${background.id}`)).toContain(
      "Файл «Фон.jpg» используется: Hero-слайд «Главный слайд». Пока его там не заменят, удалить его нельзя.",
    );

    const response = await deleteOnScreen(background.id);
    expect(response.status).toBe(302);
    expect(flashToast(response)).toEqual({
      kind: "error",
      title: "Ошибка",
      description: "Файл используется: Hero-слайд «Главный слайд». Сначала замените его там.",
    });
    expect(await app.db.select({ id: mediaFiles.id }).from(mediaFiles)).toEqual([{ id: background.id }]);
    expect(await storedKeys(background.id)).toEqual(keys);
    expect((await bodyCancelled(app.request(background.url))).status).toBe(200);
    expect(await app.db.select().from(auditLog).where(eq(auditLog.action, "delete"))).toEqual([]);
  });

  it("finds every kind of use, by any of the file's URLs; the API answers 409 with where", async () => {
    const file = await photo("Везде.jpg", "about");
    const size = file.variants[0]!.url;
    await app.db.insert(siteSettings).values({ key: "site_logo", value: JSON.stringify(file.url), category: "branding" });
    await app.db.insert(heroContent).values({ title: "Слайд", founderImage: size });
    await app.db
      .insert(cases)
      .values({ title: "Магазин", client: "Клиент", industry: "Ритейл", description: "Кейс", images: ["/other.jpg", file.url] });
    await app.db.insert(teamMembers).values({ name: "Анна", position: "Дизайнер", avatar: file.url });
    await app.db.insert(blogPosts).values([
      { slug: "cover", title: "С обложкой", category: "Новости", coverImage: file.url },
      { slug: "inline", title: "С картинкой в тексте", category: "Новости", content: `Текст\n\n![схема](https://example.kz${size})` },
    ]);
    await app.db.insert(galleryItems).values({ title: "Витрина", type: "image", url: file.url, category: "Проекты", mediaId: file.id });

    const response = await deleteByApi(file.id);
    expect(response.status).toBe(409);
    const body = (await response.json()) as { error: string; usedIn: { kind: string; label: string }[] };
    expect(body.error).toBe("Файл используется: логотип сайта, Hero-слайд «Слайд», кейс «Магазин» и ещё 4. Сначала замените его там.");
    expect(body.usedIn.map((use) => [use.kind, use.label])).toEqual([
      ["logo", ""],
      ["hero", "Слайд"],
      ["case", "Магазин"],
      ["team", "Анна"],
      ["blog", "С картинкой в тексте"],
      ["blog", "С обложкой"],
      ["gallery", "Витрина"],
    ]);
    expect(body.usedIn).toHaveLength(7);
    expect(await page()).toContain("Используется: 7");
    expect(await app.db.select({ id: mediaFiles.id }).from(mediaFiles)).toEqual([{ id: file.id }]);
  });

  it("deletes as before once it is used nowhere, and an unused file beside it at once", async () => {
    const used = await photo("Аватар.jpg", "team");
    const unused = await photo("Лишний.jpg", "team");
    const [member] = await app.db.insert(teamMembers).values({ name: "Борис", position: "Инженер", avatar: used.url }).returning();

    const first = await deleteOnScreen(unused.id);
    expect(flashToast(first)).toEqual({ kind: "success", title: "Файл удален" });
    expect(await storedKeys(unused.id)).toEqual([]);
    expect((await app.request(unused.url)).status).toBe(404);

    expect(flashToast(await deleteOnScreen(used.id)).description).toBe("Файл используется: сотрудник «Борис». Сначала замените его там.");
    await app.db.update(teamMembers).set({ avatar: null }).where(eq(teamMembers.id, member!.id));
    expect(await page()).not.toContain("Используется:");
    const response = await deleteByApi(used.id);
    expect(response.status).toBe(200);
    expect(await app.db.select().from(mediaFiles)).toEqual([]);
    expect(await storedKeys(used.id)).toEqual([]);
    expect((await deleteByApi(used.id)).status).toBe(404);
  });
});
