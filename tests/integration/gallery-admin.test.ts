/**
 * The gallery screen (issue 9 point 11) over HTTP: an item made from one upload in one step (posted
 * with the form, or first sent to /api/media), the category tabs and real counters rendered by the
 * server, the approved empty text, the download under the original name, deletes for the admin only
 * with the item's file gone unless other content uses it. On PGlite, and on PostgreSQL with
 * DATABASE_URL.
 */
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { auditLog, galleryItems, heroContent, mediaFiles } from "~/db/schema";

import { uploaded } from "../fixtures/media-api";
import * as files from "../fixtures/media-files";
import { expectLogged, flashToast } from "../setup/expected-failures";
import { withWritesRefused } from "../setup/broken-tables";
import { bodyCancelled, startTestApp, TEST_ORIGIN, staffCookies, type TestApp } from "../setup/test-app";

let app: TestApp;
let dataDir: string;
const cookies = { admin: "", editor: "", marketer: "" };
const saved = { ...process.env };

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "gallery-admin-"));
  process.env.DATA_DIR = dataDir;
  app = await startTestApp({ seed: false });
  Object.assign(cookies, await staffCookies(app, ["admin", "editor", "marketer"]));
});
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
  process.env = { ...saved };
});
beforeEach(async () => {
  await app.db.delete(galleryItems);
  await app.db.delete(mediaFiles);
  await app.db.delete(auditLog);
});

async function storedKeys(): Promise<string[]> {
  const root = path.join(dataDir, "uploads");
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join("/"));
}

async function page(cookie: string, search = ""): Promise<string> {
  const response = await app.request(`/admin/gallery${search}`, { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  return response.text();
}

const stats = (html: string) => [...html.matchAll(/data-testid="stat-value"[^>]*>([^<]*)</g)].map((m) => m[1]!);
const titles = (html: string) => [...html.matchAll(/data-testid="gallery-item".*?<h3[^>]*>([^<]*)</gs)].map((m) => m[1]!);

function post(cookie: string, body: FormData | URLSearchParams, search = "") {
  return app.request(`/admin/gallery${search}`, {
    method: "POST",
    headers: { Origin: TEST_ORIGIN, Cookie: cookie },
    body,
    redirect: "manual",
  });
}

function createForm(fields: Record<string, string>, file?: File): FormData {
  const form = new FormData();
  form.set("intent", "create");
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  if (file) form.set("file", file);
  return form;
}

const jpegFile = async (name = "Витрина проекта.jpg") =>
  new File([new Uint8Array(await files.jpeg(1600, 900))], name, { type: "image/jpeg" });

describe("adding an item: one upload, one step", () => {
  it("takes the file with the form (no script): url, type, size and the media record, with audit entries", async () => {
    const file = await jpegFile();
    const response = await post(
      cookies.editor,
      createForm({ title: "Витрина", description: "Главная страница магазина", category: "Проекты" }, file),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/gallery?category=%D0%9F%D1%80%D0%BE%D0%B5%D0%BA%D1%82%D1%8B");
    const [item] = await app.db.select().from(galleryItems);
    const [media] = await app.db.select().from(mediaFiles);
    expect(item).toMatchObject({
      title: "Витрина",
      description: "Главная страница магазина",
      type: "image",
      category: "Проекты",
      url: `/media/${media!.id}/original.jpg`,
      // The stored original's bytes: an image is re-encoded without its metadata (ADR 0047).
      size: media!.size,
      mediaId: media!.id,
    });
    expect(item!.thumbnail).toBe(`/media/${media!.id}/640.webp`);
    expect(media).toMatchObject({ originalName: "Витрина проекта.jpg", type: "image", category: null });
    expect((await app.db.select().from(auditLog)).map((e) => [e.entity, e.action]).sort()).toEqual([
      ["gallery_item", "create"],
      ["media", "create"],
    ]);
  });

  it("takes the id of a file already sent to /api/media (the script's way, with progress)", async () => {
    const doc = await uploaded(app, cookies.editor, files.pdf(), { name: "Руководство.pdf", kind: "document" });
    const response = await post(
      cookies.editor,
      new URLSearchParams({ intent: "create", title: "Руководство", category: "Документация", mediaId: doc.id }),
    );
    expect(response.status).toBe(302);
    expect(await app.db.select().from(galleryItems)).toMatchObject([{ type: "document", url: doc.url, size: doc.size, mediaId: doc.id }]);
  });

  it("answers 400 with the Russian messages and stores nothing on bad input", async () => {
    const before = await storedKeys();
    const noTitle = await post(cookies.editor, createForm({ title: " ", category: "Демо" }, await jpegFile()));
    expect(noTitle.status).toBe(400);
    expect(await noTitle.text()).toContain("Заполните это поле");
    const noFile = await post(
      cookies.editor,
      createForm({ title: "Без файла", category: "Демо" }, new File([], "", { type: "application/octet-stream" })),
    );
    expect(noFile.status).toBe(400);
    expect(await noFile.text()).toContain("Пожалуйста, выберите файл");
    const badCategory = await post(cookies.editor, createForm({ title: "Куда?", category: "Прочее" }, await jpegFile()));
    expect(badCategory.status).toBe(400);
    expect(await badCategory.text()).toContain("Выберите категорию из списка");
    const renamed = await post(
      cookies.editor,
      createForm({ title: "Текст", category: "Демо" }, new File([new Uint8Array(files.text())], "photo.jpg", { type: "image/jpeg" })),
    );
    expect(renamed.status).toBe(415);
    expect(await renamed.text()).toContain("Пожалуйста, выберите изображение");
    const missing = await post(
      cookies.editor,
      new URLSearchParams({ intent: "create", title: "Нет файла", category: "Демо", mediaId: "00000000-0000-4000-8000-000000000000" }),
    );
    expect(missing.status).toBe(400);
    expect(await app.db.select().from(galleryItems)).toEqual([]);
    expect(await app.db.select().from(mediaFiles)).toEqual([]);
    expect(await storedKeys()).toEqual(before);
  });

  it("a marketer adds nothing (403)", async () => {
    expect((await post(cookies.marketer, createForm({ title: "М", category: "Демо" }, await jpegFile()))).status).toBe(403);
    expect(await app.db.select().from(galleryItems)).toEqual([]);
  });
});

describe("the screen", () => {
  async function fill() {
    await post(cookies.editor, createForm({ title: "Фото проекта", category: "Проекты" }, await jpegFile()));
    await post(
      cookies.editor,
      createForm({ title: "Демо-ролик", category: "Демо" }, new File([new Uint8Array(files.mp4())], "ролик.mp4", { type: "video/mp4" })),
    );
    await post(
      cookies.editor,
      createForm(
        { title: "Инструкция", category: "Документация" },
        new File([new Uint8Array(files.pdf())], "Инструкция.pdf", { type: "application/pdf" }),
      ),
    );
  }

  it("shows real counters and the category tabs, and the approved empty text", async () => {
    const empty = await page(cookies.editor);
    expect(stats(empty)).toEqual(["0", "0", "0"]);
    expect(empty).toContain("Нет файлов в выбранной категории");
    await fill();
    const all = await page(cookies.marketer);
    expect(stats(all)).toEqual(["1", "1", "1"]);
    expect(titles(all).sort()).toEqual(["Демо-ролик", "Инструкция", "Фото проекта"].sort());
    expect(titles(await page(cookies.editor, `?category=${encodeURIComponent("Демо")}`))).toEqual(["Демо-ролик"]);
    // Counters are the whole gallery's, whatever the tab.
    expect(stats(await page(cookies.editor, `?category=${encodeURIComponent("Демо")}`))).toEqual(["1", "1", "1"]);
    const today = new Intl.DateTimeFormat("ru-RU", { timeZone: "Asia/Almaty" }).format(new Date());
    expect(all).toContain(today);
    // The marketer reads it and may neither add nor delete.
    expect(all).not.toContain("Добавить файл");
    expect(all).not.toContain("?delete=");
    await app.db.delete(galleryItems).where(eq(galleryItems.category, "Документация"));
    expect(await page(cookies.editor, `?category=${encodeURIComponent("Документация")}`)).toContain("Нет файлов в выбранной категории");
  });

  it("the download button gets the file under its original Cyrillic name, and view opens it in a new tab", async () => {
    await fill();
    const html = await page(cookies.editor, `?category=${encodeURIComponent("Документация")}`);
    const [item] = await app.db.select().from(galleryItems).where(eq(galleryItems.category, "Документация"));
    expect(html).toContain(`href="${item!.url}?download=1" download=""`);
    expect(html).toContain(`href="${item!.url}" target="_blank" rel="noopener"`);
    const response = await bodyCancelled(app.request(`${item!.url}?download=1`));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-disposition")).toContain(`attachment;`);
    expect(response.headers.get("content-disposition")).toContain(`filename*=UTF-8''${encodeURIComponent("Инструкция.pdf")}`);
  });
});

describe("delete", () => {
  it("is the admin's (403 for an editor); the item, its media record and its files go", async () => {
    await post(cookies.editor, createForm({ title: "Удаляемое", category: "Проекты" }, await jpegFile()));
    const [item] = await app.db.select().from(galleryItems);
    const keysOf = async () => (await storedKeys()).filter((key) => key.startsWith(`${item!.mediaId}/`));
    expect((await keysOf()).length).toBeGreaterThan(1);
    const body = () => new URLSearchParams({ intent: "delete", id: item!.id });
    expect((await post(cookies.editor, body())).status).toBe(403);
    expect((await post(cookies.marketer, body())).status).toBe(403);
    expect(await app.db.select().from(galleryItems)).toHaveLength(1);
    const response = await post(cookies.admin, body(), `?category=${encodeURIComponent("Проекты")}`);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe(`/admin/gallery?category=${encodeURIComponent("Проекты")}`);
    expect(await app.db.select().from(galleryItems)).toEqual([]);
    expect(await app.db.select().from(mediaFiles)).toEqual([]);
    expect(await keysOf()).toEqual([]);
    expect((await app.request(item!.url)).status).toBe(404);
    expect((await app.db.select().from(auditLog).where(eq(auditLog.action, "delete"))).map((e) => e.entity).sort()).toEqual([
      "gallery_item",
      "media",
    ]);
  });

  it("the media library refuses to delete the file a card shows (ADR 0038): card and file stay", async () => {
    await post(cookies.editor, createForm({ title: "Карточка", category: "Демо" }, await jpegFile()));
    const [media] = await app.db.select().from(mediaFiles);
    const response = await app.request(`/api/media/${media!.id}`, {
      method: "DELETE",
      headers: { Origin: TEST_ORIGIN, Cookie: cookies.admin },
    });
    expect(response.status).toBe(409);
    expect(((await response.json()) as { error: string }).error).toBe("Файл используется: галерея «Карточка». Сначала замените его там.");
    expect(await app.db.select().from(galleryItems)).toHaveLength(1);
    expect(await app.db.select().from(mediaFiles)).toHaveLength(1);
  });

  it("deleting a card keeps its file when other content has picked it since", async () => {
    await post(cookies.editor, createForm({ title: "Общая", category: "Демо" }, await jpegFile()));
    const [item] = await app.db.select().from(galleryItems);
    await app.db.insert(heroContent).values({ title: "Слайд", backgroundImage: item!.url });
    const response = await post(cookies.admin, new URLSearchParams({ intent: "delete", id: item!.id }));
    expect(response.status).toBe(302);
    expect(await app.db.select().from(galleryItems)).toEqual([]);
    expect(await app.db.select({ id: mediaFiles.id }).from(mediaFiles)).toEqual([{ id: item!.mediaId }]);
    expect((await bodyCancelled(app.request(item!.url))).status).toBe(200);
    await app.db.delete(heroContent);
  });
});

describe("when the gallery table cannot be written", () => {
  const withoutTable = <T>(request: () => Promise<T>) => withWritesRefused(app.db, "gallery_items", request);

  it("adding says 'Не удалось добавить файл в галерею', keeps what was typed, and the file uploaded for it is gone", async () => {
    const before = await storedKeys();
    const response = await withoutTable(async () =>
      post(cookies.editor, createForm({ title: "Несохранённая витрина", category: "Демо" }, await jpegFile()), "?add=1"),
    );
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain("Не удалось добавить файл в галерею");
    expect(html).toContain('value="Несохранённая витрина"');
    expectLogged(/^Gallery item could not be added:/);
    expect(await app.db.select().from(galleryItems)).toEqual([]);
    expect(await app.db.select().from(mediaFiles)).toEqual([]);
    expect(await storedKeys()).toEqual(before);
  });

  it("deleting says 'Не удалось удалить файл из галереи', and the card and its file stay", async () => {
    await post(cookies.editor, createForm({ title: "Остаётся", category: "Проекты" }, await jpegFile()));
    const [item] = await app.db.select().from(galleryItems);
    const response = await withoutTable(() => post(cookies.admin, new URLSearchParams({ intent: "delete", id: item!.id })));
    expect(response.status).toBe(302);
    expect(flashToast(response)).toEqual({ kind: "error", title: "Ошибка", description: "Не удалось удалить файл из галереи" });
    expectLogged(/^Gallery item could not be deleted:/);
    expect(await app.db.select().from(galleryItems)).toHaveLength(1);
    expect((await bodyCancelled(app.request(item!.url))).status).toBe(200);
  });
});
