/**
 * Uploads through the real server into DATA_DIR/uploads (issue 9 points 13–15): the image rules
 * (JPG, PNG or WEBP, at most 5 MB) by content, the sizes, how files are served, the media list,
 * deletion and the role rules. tests/integration/media-s3.test.ts runs the store's part against S3.
 */
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { imageAttributes } from "~/lib/media";
import { findResponsiveImages, type MediaList } from "~/server/media.server";
import { createLocalFileStore } from "~/server/storage/local-store.server";

import { fileStoreBehaviour, upload, uploaded } from "../fixtures/media-api";
import * as files from "../fixtures/media-files";
import { bodyCancelled, startTestApp, TEST_ORIGIN, staffCookies, type TestApp } from "../setup/test-app";

let app: TestApp;
let dataDir: string;
const cookies = { admin: "", editor: "", marketer: "" };
const saved = { ...process.env };

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "media-upload-"));
  process.env.DATA_DIR = dataDir;
  app = await startTestApp();
  Object.assign(cookies, await staffCookies(app, ["admin", "editor", "marketer"]));
});
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
  process.env = { ...saved };
});

/** Every file under DATA_DIR/uploads, as store keys. */
async function storedKeys(): Promise<string[]> {
  const root = path.join(dataDir, "uploads");
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join("/"))
    .sort();
}

describe("files in DATA_DIR/uploads", () => {
  fileStoreBehaviour(() => ({
    app,
    admin: cookies.admin,
    editor: cookies.editor,
    storedKeys,
    store: createLocalFileStore(path.join(dataDir, "uploads")),
  }));
});

describe("images are checked by their content", () => {
  it("accepts PNG and WEBP, and a small image gets one size at its own width", async () => {
    const png = await uploaded(app, cookies.editor, await files.png(800, 600), { name: "схема.png", type: "image/png" });
    expect(png).toMatchObject({ mimeType: "image/png", width: 800, height: 600 });
    expect(png.variants.map((v) => v.width)).toEqual([320, 640, 800]);
    const webp = await uploaded(app, cookies.editor, await files.webp(300, 150), { name: "баннер.webp", type: "image/webp" });
    expect(webp).toMatchObject({ mimeType: "image/webp", width: 300, height: 150 });
    expect(webp.variants.map((v) => [v.width, v.height])).toEqual([[300, 150]]);
    expect((await bodyCancelled(app.request(webp.url))).headers.get("content-type")).toBe("image/webp");
  });

  it("refuses an image over 5 MB with the approved message, and stores nothing", async () => {
    const before = await storedKeys();
    const big = await files.largeJpeg(5 * 1024 * 1024 + 1);
    const response = await upload(app, cookies.editor, big, { name: "большое.jpg", type: "image/jpeg" });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "Размер файла не должен превышать 5MB" });
    expect(await storedKeys()).toEqual(before);
  });

  it("refuses a text, HTML or executable file renamed to .jpg and declared as a JPEG", async () => {
    for (const bytes of [files.text(), files.html(), files.elf()]) {
      const response = await upload(app, cookies.editor, bytes, { name: "photo.jpg", type: "image/jpeg" });
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({ error: "Пожалуйста, выберите изображение" });
    }
  });

  it("refuses an SVG as an image (only the logo takes SVG), and another image format", async () => {
    for (const [bytes, name] of [[files.svgWithScript(), "logo.svg"], [await files.gif(), "anim.gif"]] as const) {
      const response = await upload(app, cookies.editor, bytes, { name, type: "image/svg+xml" });
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({ error: "Поддерживаются только JPG, PNG и WEBP форматы" });
    }
  });

  it("asks for a file when none is sent", async () => {
    const response = await upload(app, cookies.admin, null, { name: "", kind: "logo" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "Пожалуйста, выберите файл" });
  });

  it("takes MP4 and WEBM as videos and refuses a renamed executable as a document", async () => {
    const video = await uploaded(app, cookies.editor, files.mp4(), { name: "демо.mp4", kind: "video", type: "video/mp4" });
    expect(video).toMatchObject({ type: "video", mimeType: "video/mp4", variants: [] });
    const served = await app.request(video.url, { headers: { Range: "bytes=4-11" } });
    expect(served.status).toBe(206);
    expect(served.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect(await served.text()).toBe("ftypmp42");
    expect(await uploaded(app, cookies.editor, files.webm(), { name: "фон.webm", kind: "video" })).toMatchObject({ mimeType: "video/webm" });

    const exe = await upload(app, cookies.editor, files.elf(), { name: "договор.pdf", kind: "document", type: "application/pdf" });
    expect(exe.status).toBe(415);
    expect(await exe.json()).toEqual({ error: "Поддерживаются только документы PDF, DOCX, XLSX, PPTX и TXT" });
  });

  it("refuses a video over 50 MB and a document over 20 MB with their own messages, and stores nothing", async () => {
    const before = await storedKeys();
    const video = Buffer.concat([files.mp4(), Buffer.alloc(50 * 1024 * 1024 + 1 - files.mp4().byteLength)]);
    const tooLongVideo = await upload(app, cookies.editor, video, { name: "длинное.mp4", kind: "video", type: "video/mp4" });
    expect(tooLongVideo.status).toBe(413);
    expect(await tooLongVideo.json()).toEqual({ error: "Размер видео не должен превышать 50MB" });

    const document = Buffer.concat([files.text(), Buffer.alloc(20 * 1024 * 1024 + 1 - files.text().byteLength, 0x20)]);
    const tooLongDocument = await upload(app, cookies.editor, document, { name: "отчёт.txt", kind: "document", type: "text/plain" });
    expect(tooLongDocument.status).toBe(413);
    expect(await tooLongDocument.json()).toEqual({ error: "Размер документа не должен превышать 20MB" });
    expect(await storedKeys()).toEqual(before);
  });

  it("refuses an unknown kind or category", async () => {
    const photo = await files.jpeg(100, 100);
    for (const options of [{ kind: "script" }, { category: "secret" }]) {
      const response = await upload(app, cookies.editor, photo, { name: "a.jpg", ...options });
      expect(response.status).toBe(400);
    }
  });
});

describe("serving", () => {
  it("answers 404 for unknown ids and files, and never reads outside a record", async () => {
    const media = await uploaded(app, cookies.editor, await files.jpeg(400, 300), { name: "a.jpg" });
    const paths = [
      "/media/00000000-0000-0000-0000-000000000000/original.jpg",
      `/media/${media.id}/original.png`,
      `/media/${media.id}/1920.webp`,
      `/media/${media.id}/..%2F..%2Fpackage.json`,
      "/media/..%2F..%2Fpackage.json/original.jpg",
      "/media/not-a-uuid/original.jpg",
    ];
    for (const pathname of paths) {
      const response = await app.request(pathname);
      expect(response.status, pathname).toBe(404);
      expect(await response.text(), pathname).not.toContain("ai-company-site");
    }
    expect((await app.request(`/media/${media.id}/original.jpg`, { method: "HEAD" })).status).toBe(200);
  });
});

describe("public pages", () => {
  it("turn the image URLs content holds into srcset sources that the site serves", async () => {
    const photo = await uploaded(app, cookies.editor, await files.jpeg(2400, 1600), { name: "кейс.jpg", category: "cases" });
    const pdf = await uploaded(app, cookies.editor, files.pdf(), { name: "a.pdf", kind: "document" });
    const external = "https://images.example.kz/hero.jpg";
    const found = await findResponsiveImages([photo.url, pdf.url, external]);
    expect([...found.keys()]).toEqual([photo.url]);
    const attributes = imageAttributes(found.get(photo.url)!, "100vw");
    expect(attributes.srcSet).toBe(photo.variants.map((v) => `${v.url} ${v.width}w`).join(", "));
    expect([attributes.width, attributes.height]).toEqual([1920, 1280]);
    for (const url of [attributes.src, ...photo.variants.map((v) => v.url)]) {
      expect((await bodyCancelled(app.request(url))).status, url).toBe(200);
    }
  });
});

describe("GET /api/media", () => {
  it("lists newest first, filters by type, category and search, and counts the whole library", async () => {
    const hero = await uploaded(app, cookies.editor, await files.jpeg(1200, 600), { name: "Главный баннер.jpg", category: "hero" });
    const list = async (query: string) => {
      const response = await app.request(`/api/media${query}`, { headers: { Cookie: cookies.marketer } });
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      return (await response.json()) as MediaList;
    };
    const all = await list("");
    expect(all.items[0]!.id).toBe(hero.id);
    expect(all.total).toBe(all.items.length);
    expect(all.counts.image).toBe(all.items.filter((i) => i.type === "image").length);
    expect(all.counts.document).toBe(all.items.filter((i) => i.type === "document").length);
    expect(all.storageBytes).toBe(all.items.reduce((sum, item) => sum + item.storedBytes, 0));
    expect(hero.storedBytes).toBe(hero.size + hero.variants.reduce((sum, v) => sum + v.size, 0));

    expect((await list("?category=hero")).items.map((i) => i.id)).toEqual([hero.id]);
    // Case-insensitive in Cyrillic too.
    expect((await list("?search=главный")).items.map((i) => i.id)).toEqual([hero.id]);
    expect((await list("?search=%25")).items).toEqual([]);
    const videos = await list("?type=video");
    expect(videos.items.every((i) => i.type === "video")).toBe(true);
    expect(videos.counts).toEqual(all.counts);
    expect((await list("?limit=1")).items).toHaveLength(1);
    expect((await app.request("/api/media?type=exe", { headers: { Cookie: cookies.admin } })).status).toBe(400);
  });
});

describe("role rules (deleting media is the admin's alone), enforced by the server", () => {
  it("an editor uploads but cannot delete (403); an admin can", async () => {
    const media = await uploaded(app, cookies.editor, await files.jpeg(500, 500), { name: "a.jpg" });
    const remove = (cookie: string) =>
      app.request(`/api/media/${media.id}`, { method: "DELETE", headers: { Origin: TEST_ORIGIN, Cookie: cookie } });
    expect((await remove(cookies.editor)).status).toBe(403);
    expect((await remove(cookies.marketer)).status).toBe(403);
    expect((await bodyCancelled(app.request(media.url))).status).toBe(200);
    expect((await remove(cookies.admin)).status).toBe(200);
    expect((await remove(cookies.admin)).status).toBe(404);
  });

  it("a marketer cannot upload (403), nobody anonymous can (401), and the logo is the admin's alone", async () => {
    const before = await storedKeys();
    const photo = await files.jpeg(200, 200);
    expect((await upload(app, cookies.marketer, photo, { name: "a.jpg" })).status).toBe(403);
    expect((await upload(app, null, photo, { name: "a.jpg" })).status).toBe(401);
    const logo = await upload(app, cookies.editor, photo, { name: "logo.jpg", kind: "logo" });
    expect(logo.status).toBe(403);
    expect(await logo.json()).toEqual({ error: "Доступ запрещен. Только администраторы могут управлять логотипом." });
    expect((await app.request("/api/media")).status).toBe(401);
    expect(await storedKeys()).toEqual(before);
  });
});
