/**
 * The media library screen (issue 9 point 10) over HTTP: real counters and storage used, the tabs,
 * search and category filter rendered by the server, the no-script upload of several files, deletes
 * for the admin only (403 for an editor) with the files gone, and the download of a file under its
 * original name. On PGlite, and on PostgreSQL with DATABASE_URL.
 */
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { auditLog, mediaFiles } from "~/db/schema";

import { uploaded } from "../fixtures/media-api";
import * as files from "../fixtures/media-files";
import { expectLogged, flashToast } from "../setup/expected-failures";
import { withTableAway } from "../setup/broken-tables";
import { bodyCancelled, startTestApp, TEST_ORIGIN, staffCookies, type TestApp } from "../setup/test-app";

let app: TestApp;
let dataDir: string;
const cookies = { admin: "", editor: "", marketer: "" };
const saved = { ...process.env };

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "media-admin-"));
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
  // Through the admin's deletes would be slower; the files left behind are under a fresh folder per run.
  await app.db.delete(mediaFiles);
  await app.db.delete(auditLog);
});

async function storedKeys(): Promise<string[]> {
  const root = path.join(dataDir, "uploads");
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)).split(path.sep).join("/"));
}

async function page(cookie: string, search = ""): Promise<string> {
  const response = await app.request(`/admin/media${search}`, { headers: { Cookie: cookie } });
  expect(response.status).toBe(200);
  return response.text();
}

/** The four stat cards' values, in order: images, videos, documents, storage used. */
function stats(html: string): string[] {
  return [...html.matchAll(/data-testid="stat-value"[^>]*>([^<]*)</g)].map((m) => m[1]!.replace(/\u00a0/g, " "));
}

function names(html: string): string[] {
  return [...html.matchAll(/data-testid="media-item".*?title="([^"]+)"/gs)].map((m) => m[1]!);
}

function post(cookie: string, body: FormData | URLSearchParams, search = "") {
  return app.request(`/admin/media${search}`, {
    method: "POST",
    headers: { Origin: TEST_ORIGIN, Cookie: cookie },
    body,
    redirect: "manual",
  });
}

async function library() {
  const photo = await uploaded(app, cookies.editor, await files.jpeg(1200, 800), { name: "Команда.jpg", type: "image/jpeg", category: "team" });
  const banner = await uploaded(app, cookies.editor, await files.png(400, 300), { name: "hero-banner.png", type: "image/png", category: "hero" });
  const video = await uploaded(app, cookies.editor, files.mp4(), { name: "демо.mp4", kind: "video", category: "services" });
  const doc = await uploaded(app, cookies.editor, files.pdf(), { name: "Прайс 2025.pdf", kind: "document" });
  return { photo, banner, video, doc };
}

describe("the screen's counters and filters", () => {
  it("counts images, videos and documents and the bytes stored, from the database", async () => {
    expect(stats(await page(cookies.editor))).toEqual(["0", "0", "0", "0 Б"]);
    expect(await page(cookies.editor)).toContain("Файлов пока нет");
    const { photo, banner, video, doc } = await library();
    const bytes = [photo, banner, video, doc].reduce((sum, m) => sum + m.storedBytes, 0);
    const html = await page(cookies.marketer);
    const [images, videos, documents, storage] = stats(html);
    expect([images, videos, documents]).toEqual(["2", "1", "1"]);
    const kib = Math.round((bytes / 1024) * 10) / 10;
    expect(storage).toBe(`${kib.toLocaleString("ru-RU")} КБ`);
    // The marketer reads the library and is offered neither the upload nor a delete.
    expect(html).not.toContain("Загрузка файлов");
    expect(html).not.toContain("?delete=");
  });

  it("the tabs, the search and the category filter are addresses the server answers", async () => {
    await library();
    expect(names(await page(cookies.editor)).sort()).toEqual(["hero-banner.png", "Команда.jpg", "Прайс 2025.pdf", "демо.mp4"].sort());
    expect(names(await page(cookies.editor, "?tab=images")).sort()).toEqual(["hero-banner.png", "Команда.jpg"].sort());
    expect(names(await page(cookies.editor, "?tab=videos"))).toEqual(["демо.mp4"]);
    expect(names(await page(cookies.editor, "?tab=documents"))).toEqual(["Прайс 2025.pdf"]);
    expect(names(await page(cookies.editor, `?search=${encodeURIComponent("команда")}`))).toEqual(["Команда.jpg"]);
    expect(names(await page(cookies.editor, "?category=hero"))).toEqual(["hero-banner.png"]);
    expect(names(await page(cookies.editor, "?tab=videos&category=hero"))).toEqual([]);
    expect(await page(cookies.editor, "?tab=videos&category=hero")).toContain("Нет файлов, соответствующих фильтрам");
    // The list view shows the same files in a table.
    const list = await page(cookies.editor, "?tab=images&view=list");
    expect(list).toContain("<table");
    expect(list.match(/data-testid="media-item"/g)).toHaveLength(2);
    // A hand-typed address falls back to the whole library instead of an error.
    expect(names(await page(cookies.editor, "?tab=nope&category=secret&view=3d"))).toHaveLength(4);
  });
});

describe("the no-script upload", () => {
  it("stores several files from one post, under the chosen category, each checked by content", async () => {
    const form = new FormData();
    form.set("intent", "upload");
    form.set("category", "cases");
    form.append("files", new File([new Uint8Array(await files.jpeg(640, 480))], "кейс.jpg", { type: "image/jpeg" }));
    form.append("files", new File([new Uint8Array(files.pdf())], "отчёт.pdf", { type: "application/pdf" }));
    const response = await post(cookies.editor, form, "?tab=images");
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/media?tab=images");
    expect(flashToast(response)).toEqual({ kind: "success", title: "Загружено файлов: 2" });
    const rows = await app.db.select().from(mediaFiles);
    expect(rows.map((r) => [r.originalName, r.type, r.category]).sort()).toEqual([
      ["кейс.jpg", "image", "cases"],
      ["отчёт.pdf", "document", "cases"],
    ]);
    expect((await app.db.select().from(auditLog)).map((e) => [e.entity, e.action, e.entityLabel]).sort()).toEqual([
      ["media", "create", "кейс.jpg"],
      ["media", "create", "отчёт.pdf"],
    ]);
  });

  it("refuses a text file renamed to .jpg and a file over 5 MB with the approved messages, and stores nothing", async () => {
    const before = await storedKeys();
    const form = new FormData();
    form.set("intent", "upload");
    form.append("files", new File([new Uint8Array(files.text())], "photo.jpg", { type: "image/jpeg" }));
    form.append("files", new File([new Uint8Array(await files.largeJpeg(6 * 1024 * 1024))], "big.jpg", { type: "image/jpeg" }));
    const response = await post(cookies.editor, form);
    expect(response.status).toBe(302);
    expect(flashToast(response)).toEqual({
      kind: "error",
      title: "Ошибка",
      description: "photo.jpg: Пожалуйста, выберите изображение\nbig.jpg: Размер файла не должен превышать 5MB",
    });
    expect(await app.db.select().from(mediaFiles)).toEqual([]);
    expect(await storedKeys()).toEqual(before);
  });

  it("asks for a file when none is chosen (400) and stores nothing", async () => {
    const form = new FormData();
    form.set("intent", "upload");
    form.set("files", new File([], "", { type: "application/octet-stream" }));
    const response = await post(cookies.editor, form);
    expect(response.status).toBe(400);
    expect(await response.text()).toContain("Пожалуйста, выберите файл");
    expect(await app.db.select().from(mediaFiles)).toEqual([]);
  });

  it("a marketer uploads nothing (403)", async () => {
    const form = new FormData();
    form.set("intent", "upload");
    form.append("files", new File([new Uint8Array(files.pdf())], "a.pdf", { type: "application/pdf" }));
    expect((await post(cookies.marketer, form)).status).toBe(403);
    expect(await app.db.select().from(mediaFiles)).toEqual([]);
  });
});

describe("delete", () => {
  it("is the admin's: 403 for an editor and a marketer, then the record and every file go", async () => {
    const { photo } = await library();
    const keysOf = (keys: string[]) => keys.filter((k) => k.startsWith(`${photo.id}/`));
    expect(keysOf(await storedKeys()).length).toBeGreaterThan(1);
    const body = () => new URLSearchParams({ intent: "delete", id: photo.id });
    expect((await post(cookies.editor, body())).status).toBe(403);
    expect((await post(cookies.marketer, body())).status).toBe(403);
    expect(await app.db.select().from(mediaFiles).where(eq(mediaFiles.id, photo.id))).toHaveLength(1);
    const response = await post(cookies.admin, body(), "?tab=images&delete=" + photo.id);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/admin/media?tab=images");
    expect(flashToast(response)).toEqual({ kind: "success", title: "Файл удален" });
    expect(await app.db.select().from(mediaFiles).where(eq(mediaFiles.id, photo.id))).toEqual([]);
    expect(keysOf(await storedKeys())).toEqual([]);
    expect((await app.request(photo.url)).status).toBe(404);
    const [entry] = await app.db.select().from(auditLog).where(eq(auditLog.action, "delete"));
    expect(entry).toMatchObject({ entity: "media", entityId: photo.id, entityLabel: "Команда.jpg" });
  });

  it("offers the delete link to the admin only", async () => {
    await library();
    expect(await page(cookies.admin)).toContain("?delete=");
    expect(await page(cookies.editor)).not.toContain("?delete=");
  });
});

describe("download under the original name", () => {
  it("answers attachment with the Cyrillic name for ?download=1, an image too; inline without", async () => {
    const { photo, doc } = await library();
    const inline = await bodyCancelled(app.request(photo.url));
    expect(inline.headers.get("content-disposition")).toMatch(/^inline;/);
    const download = await bodyCancelled(app.request(`${photo.url}?download=1`));
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toBe(
      `attachment; filename="???????.jpg"; filename*=UTF-8''${encodeURIComponent("Команда.jpg")}`,
    );
    const pdf = await bodyCancelled(app.request(`${doc.url}?download=1`));
    expect(pdf.headers.get("content-disposition")).toContain(`filename*=UTF-8''${encodeURIComponent("Прайс 2025.pdf")}`);
  });
});

describe("when the media table cannot be written", () => {
  it("an upload says 'Произошла ошибка при загрузке' for the file and leaves no file behind", async () => {
    const before = await storedKeys();
    const form = new FormData();
    form.set("intent", "upload");
    form.append("files", new File([new Uint8Array(await files.jpeg(640, 480))], "офис.jpg", { type: "image/jpeg" }));
    const response = await withTableAway(app.db, "media_files", () => post(cookies.editor, form));
    expect(response.status).toBe(302);
    expect(flashToast(response)).toEqual({ kind: "error", title: "Ошибка", description: "офис.jpg: Произошла ошибка при загрузке" });
    expectLogged(/^Upload could not be stored:/);
    expect(await app.db.select().from(mediaFiles)).toEqual([]);
    expect(await storedKeys()).toEqual(before);
  });

  it("a delete says 'Не удалось удалить файл' and the file stays", async () => {
    const { doc } = await library();
    const response = await withTableAway(app.db, "media_files", () => post(cookies.admin, new URLSearchParams({ intent: "delete", id: doc.id })));
    expect(response.status).toBe(302);
    expect(flashToast(response)).toEqual({ kind: "error", title: "Ошибка", description: "Не удалось удалить файл" });
    expectLogged(/^Media could not be deleted:/);
    expect(await app.db.select().from(mediaFiles).where(eq(mediaFiles.id, doc.id))).toHaveLength(1);
    expect((await bodyCancelled(app.request(doc.url))).status).toBe(200);
  });
});
