/**
 * The same file-store behaviour as media-upload.test.ts, with S3_* set: files go to an
 * S3-compatible server (s3rver) this test starts on 127.0.0.1, and are still served by the site.
 */
import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { FileStore } from "~/server/storage/index.server";
import { createS3FileStore } from "~/server/storage/s3-store.server";

import { fileStoreBehaviour, uploaded } from "../fixtures/media-api";
import * as files from "../fixtures/media-files";
import { startFakeS3, type FakeS3 } from "../fakes/s3-server";
import { startTestApp, staffCookies, type TestApp } from "../setup/test-app";

let s3: FakeS3;
/** The bucket as the server sees it, for what only the server itself does. */
let store: FileStore;
let app: TestApp;
let dataDir: string;
const cookies = { admin: "", editor: "" };
const saved = { ...process.env };

beforeAll(async () => {
  s3 = await startFakeS3();
  store = createS3FileStore({
    bucket: s3.env.S3_BUCKET,
    endpoint: s3.env.S3_ENDPOINT,
    region: s3.env.S3_REGION,
    accessKeyId: s3.env.S3_ACCESS_KEY_ID,
    secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY,
  });
  dataDir = await mkdtemp(path.join(tmpdir(), "media-s3-"));
  Object.assign(process.env, s3.env, { DATA_DIR: dataDir });
  app = await startTestApp();
  Object.assign(cookies, await staffCookies(app, ["admin", "editor"]));
});
afterAll(async () => {
  await app?.close();
  await s3?.close();
  await rm(dataDir, { recursive: true, force: true });
  process.env = { ...saved };
});

describe("files in an S3-compatible bucket", () => {
  fileStoreBehaviour(() => ({
    app,
    admin: cookies.admin,
    editor: cookies.editor,
    storedKeys: s3.keys,
    store,
  }));

  it("writes nothing to DATA_DIR/uploads, and the URLs stay the site's own", async () => {
    const media = await uploaded(app, cookies.editor, await files.jpeg(700, 500), { name: "офис.jpg" });
    expect(media.url).toBe(`/media/${media.id}/original.jpg`);
    expect(await s3.keys()).toContain(`${media.id}/640.webp`);
    expect(await readdir(dataDir)).toEqual([]);
  });
});
