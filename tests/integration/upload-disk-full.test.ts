/**
 * Issue 25 point 14 (ADR 0071): an upload onto a full disk gives a clear Russian error and changes
 * nothing. The upload folder is a real 64 KB tmpfs (the test runs as root, as CI does), so the
 * operating system itself answers ENOSPC partway through writing the image's sizes.
 */
import { execFileSync } from "node:child_process";
import { mkdir, mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { auditLog, mediaFiles } from "~/db/schema";

import { upload } from "../fixtures/media-api";
import * as files from "../fixtures/media-files";
import { expectLogged } from "../setup/expected-failures";
import { startTestApp, staffCookies, type TestApp } from "../setup/test-app";

let app: TestApp;
let dataDir: string;
let uploads: string;
let editor = "";
const saved = { ...process.env };

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "upload-disk-full-"));
  uploads = path.join(dataDir, "uploads");
  await mkdir(uploads);
  execFileSync("mount", ["-t", "tmpfs", "-o", "size=64k", "tmpfs", uploads]);
  process.env.DATA_DIR = dataDir;
  app = await startTestApp();
  ({ editor } = await staffCookies(app, ["editor"]));
});

afterAll(async () => {
  await app?.close();
  if (uploads) execFileSync("umount", [uploads]);
  await rm(dataDir, { recursive: true, force: true });
  process.env = { ...saved };
});

describe("an upload onto a full disk", () => {
  it("is refused with a Russian message that says so, and leaves no file and no record behind", async () => {
    const mediaBefore = await app.db.select().from(mediaFiles);
    const auditBefore = await app.db.select().from(auditLog);

    const response = await upload(app, editor, await files.jpeg(1200, 900), { name: "фото.jpg", type: "image/jpeg" });

    // The operator finds the cause (ENOSPC) in the log.
    expectLogged(/^Upload could not be stored:/);
    expect(response.status).toBe(507);
    expect(await response.json()).toEqual({
      error: "Не удалось сохранить файл: на диске сервера закончилось место. Ничего не изменено. Освободите место на сервере или обратитесь к администратору.",
    });
    const left = (await readdir(uploads, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
    expect(left.map((entry) => entry.name)).toEqual([]);
    expect(await app.db.select().from(mediaFiles)).toEqual(mediaBefore);
    expect(await app.db.select().from(auditLog)).toEqual(auditBefore);
  });
});
