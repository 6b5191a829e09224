/**
 * Backup and restore (issue 25 point 11, ADR 0065): a populated embedded site (seeded content,
 * uploads, leads in three languages with chat transcripts, staff accounts, settings, analytics)
 * is backed up and restored on PGlite, and, with DATABASE_URL set, on PostgreSQL with its files
 * in an S3 bucket, then compared table by table and file by file; a restore refuses what it must.
 */
import { execFile } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import { eq, sql } from "drizzle-orm";
import * as tar from "tar";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { aiAssistantSettings, analyticsDaily, analyticsEvents, leads, siteSettings } from "~/db/schema";
import type { Db } from "~/db/types";
import { backupFromRunningServer, BackupRefusal, restoreBackup, serveBackups, writeBackup, type BackupManifest } from "~/server/backup.server";
import { openDatabase, rowsOf, type DatabaseHandle } from "~/server/db.server";
import type { FileStore } from "~/server/storage/index.server";
import { createLocalFileStore } from "~/server/storage/local-store.server";
import { createS3FileStore } from "~/server/storage/s3-store.server";

import { startFakeS3, type FakeS3 } from "../fakes/s3-server";
import { createStaffUser } from "../setup/auth-helpers";
import { seedChat } from "../setup/chat-seed";
import { PGLITE_TEMPLATE_ENV } from "../setup/pglite-template";
import { createPostgresDatabase } from "../setup/test-database";

const run = promisify(execFile);

let work: string;
let source: DatabaseHandle;
let sourceStore: FileStore;
let archive: string;
const uploaded = new Map<string, Buffer>();

/** Every row of every table of the public schema, as sorted JSON texts in UTC, keyed by table. */
async function snapshot(db: Db): Promise<Record<string, string[]>> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL TIME ZONE 'UTC'`);
    const tables = rowsOf(
      await tx.execute(sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`),
    ) as { tablename: string }[];
    const result: Record<string, string[]> = {};
    for (const { tablename } of tables) {
      const rows = rowsOf(await tx.execute(sql`SELECT row_to_json(t)::text AS j FROM ${sql.identifier(tablename)} t`)) as { j: string }[];
      result[tablename] = rows.map((row) => row.j).sort();
    }
    return result;
  });
}

async function storedFiles(store: FileStore): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for await (const key of store.list()) {
    const body = await store.read(key);
    files.set(key, Buffer.from(await new Response(body).arrayBuffer()));
  }
  return files;
}

async function populate(db: Db, store: FileStore) {
  await createStaffUser(db, { role: "admin", email: "admin@test.kz", name: "Әсел Админ" });
  await createStaffUser(db, { role: "marketer", email: "marketer@test.kz", name: "John Marketer" });
  const chats = [
    { language: "kz" as const, name: "Ерлан", text: "Сәлеметсіз бе! Чат-бот қанша тұрады?", answer: "Сәлеметсіз бе! Баға жобаға байланысты." },
    { language: "en" as const, name: "Emily", text: "Hello, how long does a pilot take?", answer: "About four weeks — \"depends\" on data.\nThanks!" },
    { language: "ru" as const, name: "Ольга", text: "Здравствуйте, нужна интеграция с 1С", answer: "Да, делаем; пришлите ТЗ 📎" },
  ];
  for (const chat of chats) {
    const session = await seedChat(db, { sessionId: `chat_${randomBytes(6).toString("hex")}`, clientName: chat.name }, [
      { role: "user", content: chat.text },
      { role: "assistant", content: chat.answer },
    ]);
    await db.insert(leads).values({
      name: chat.name,
      phone: "+77011234567",
      email: `${chat.language}@example.kz`,
      source: "ai_widget",
      message: chat.text,
      language: chat.language,
      chatSessionId: session.id,
      potentialValue: 1234567.891,
    });
  }
  await db.update(aiAssistantSettings).set({ greetingMessageKz: "Сәлем! Қалай көмектесе аламын?", greetingMessageEn: "Hi! How can I help?" });
  await db
    .insert(siteSettings)
    .values({ key: "backup_test_setting", value: JSON.stringify({ kz: "Алматы", en: "Almaty" }), category: "general" })
    .onConflictDoNothing();
  for (let i = 0; i < 5; i++) {
    await db.insert(analyticsEvents).values({ day: "2026-11-20", path: i % 2 ? "/kz" : "/en/faq", visitor: `v${i}`, device: "mobile" });
  }
  await db.insert(analyticsDaily).values({ day: "2026-11-19", views: 42, visitors: 17, visits: 20 }).onConflictDoNothing();

  const every = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
  for (const [name, body] of [
    ["original.jpg", Buffer.concat([every, randomBytes(70_000)])],
    ["960.webp", randomBytes(3000)],
    ["document.txt", Buffer.from("Қазақша мәтін / English text\n")],
  ] as const) {
    const key = `${randomUUID()}/${name}`;
    await store.put(key, body, "application/octet-stream");
    uploaded.set(key, body);
  }
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "backup-test-"));
  // The source is always an embedded install, whatever database the other tests use.
  const template = process.env[PGLITE_TEMPLATE_ENV];
  source = await openDatabase({ dataDir: "memory://", template: template ? new Blob([await readFile(template)]) : undefined });
  const { runSeed } = await import("~/db/seed/run.server");
  await runSeed(source.db);
  sourceStore = createLocalFileStore(path.join(work, "source-uploads"));
  await populate(source.db, sourceStore);
  archive = path.join(work, "site.tar.gz");
  await writeBackup({ database: source, store: sourceStore, file: archive });
}, 120_000);

afterAll(async () => {
  await source?.close();
  await rm(work, { recursive: true, force: true });
});

describe("an archive", () => {
  it("holds every table of the catalog with its row count, the migration level and every file", async () => {
    const folder = path.join(work, "listing");
    await mkdir(folder);
    await tar.extract({ file: archive, cwd: folder });
    const manifest = JSON.parse(await readFile(path.join(folder, "manifest.json"), "utf8")) as BackupManifest;
    const expected = await snapshot(source.db);
    expect(manifest.tables.map((table) => table.name).sort()).toEqual(Object.keys(expected).sort());
    for (const table of manifest.tables) expect(table.rows, table.name).toBe(expected[table.name]!.length);
    expect(manifest.migrations.tag).toMatch(/^\d{4}_/);
    expect(manifest.files.map((file) => file.key).sort()).toEqual([...uploaded.keys()].sort());
    const lines = (await readFile(path.join(folder, "db", "chat_messages.jsonl"), "utf8")).trim().split("\n");
    expect(lines).toHaveLength(expected.chat_messages!.length);
    expect(lines.some((line) => line.includes("Сәлеметсіз бе! Чат-бот қанша тұрады?"))).toBe(true);
  });

  it("passes --verify: a scratch database gets every row, every file matches its checksum", async () => {
    const report = await restoreBackup({ file: archive, target: "verify" });
    expect(report.tables.every((table) => table.restored === table.expected)).toBe(true);
    expect(report.files).toBe(uploaded.size);
  }, 120_000);

  it("comes from a running embedded server through its socket, the same as one written directly", async () => {
    const socket = path.join(work, ".backup.sock");
    const server = await serveBackups(socket, async () => ({ database: source, store: sourceStore }));
    try {
      const file = path.join(work, "from-server.tar.gz");
      expect(await backupFromRunningServer(socket, file)).toBe(true);
      const report = await restoreBackup({ file, target: "verify" });
      expect(report.files).toBe(uploaded.size);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
    // No server: the caller opens the folder itself.
    expect(await backupFromRunningServer(socket, path.join(work, "none.tar.gz"))).toBe(false);
  }, 120_000);
});

describe("restoring on PGlite", () => {
  it("brings back every table and file into an empty DATA_DIR, and the commands work on the result", async () => {
    const dataDir = path.join(work, "restored-pglite");
    const store = createLocalFileStore(path.join(dataDir, "uploads"));
    await restoreBackup({ file: archive, target: { dataDir, store } });
    const restored = await openDatabase({ dataDir });
    try {
      expect(await snapshot(restored.db)).toEqual(await snapshot(source.db));
      // Identity sequences go on after the restored ids.
      await restored.db.insert(analyticsEvents).values({ day: "2026-11-21", path: "/", visitor: "new", device: "desktop" });
    } finally {
      await restored.close();
    }
    expect(await storedFiles(store)).toEqual(uploaded);

    // The npm scripts on the stopped site: a backup of it, and --verify of that.
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    const again = path.join(work, "again.tar.gz");
    const backup = await run("npx", ["tsx", "scripts/backup.ts", again], { env });
    expect(backup.stdout).toContain(`Backup written to ${again}`);
    const verify = await run("npx", ["tsx", "scripts/restore.ts", "--verify", again], { env });
    expect(verify.stdout).toContain("every row count and all 3 file checksums match");
  }, 180_000);
});

describe("a restore refuses", () => {
  it("a DATA_DIR that is not empty, and says so (the command exits 1)", async () => {
    const dataDir = path.join(work, "occupied");
    await mkdir(dataDir);
    await writeFile(path.join(dataDir, "PG_VERSION"), "18\n");
    const store = createLocalFileStore(path.join(dataDir, "uploads"));
    await expect(restoreBackup({ file: archive, target: { dataDir, store } })).rejects.toThrow(/DATA_DIR .* is not empty/);
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
    delete env.DATABASE_URL;
    const failed = await run("npx", ["tsx", "scripts/restore.ts", archive], { env }).catch((error: { code: number; stderr: string }) => error);
    expect(failed).toMatchObject({ code: 1 });
    expect((failed as { stderr: string }).stderr).toContain("Restore refused: DATA_DIR");
  }, 60_000);

  it("a file store that is not empty", async () => {
    const store = createLocalFileStore(path.join(work, "occupied-uploads"));
    await store.put(`${randomUUID()}/original.jpg`, new Uint8Array([1]), "image/jpeg");
    await expect(restoreBackup({ file: archive, target: { dataDir: path.join(work, "fresh"), store } })).rejects.toThrow(/file store is not empty/);
  });

  it("an archive from a newer migration level, and a file that is no archive", async () => {
    const folder = path.join(work, "newer");
    await mkdir(folder);
    await tar.extract({ file: archive, cwd: folder });
    const manifest = JSON.parse(await readFile(path.join(folder, "manifest.json"), "utf8")) as BackupManifest;
    manifest.migrations = { count: manifest.migrations.count + 1, when: Date.now() + 86_400_000, tag: "9999_future" };
    await writeFile(path.join(folder, "manifest.json"), JSON.stringify(manifest));
    const newer = path.join(work, "newer.tar.gz");
    await tar.create({ gzip: true, cwd: folder, file: newer }, ["manifest.json", "db", "uploads"]);
    const target = { dataDir: path.join(work, "never"), store: createLocalFileStore(path.join(work, "never", "uploads")) };
    const refusal = restoreBackup({ file: newer, target });
    await expect(refusal).rejects.toBeInstanceOf(BackupRefusal);
    await expect(refusal).rejects.toThrow(/newer version of the site \(migration 9999_future/);

    const junk = path.join(work, "junk.tar.gz");
    await writeFile(junk, randomBytes(2048));
    await expect(restoreBackup({ file: junk, target })).rejects.toBeInstanceOf(BackupRefusal);
  });
});

describe.skipIf(!process.env.DATABASE_URL)("moving an embedded site to PostgreSQL and S3", () => {
  let s3: FakeS3;
  let target: { url: string; drop: () => Promise<void> };

  beforeAll(async () => {
    s3 = await startFakeS3();
    target = await createPostgresDatabase(process.env.DATABASE_URL!);
  });
  afterAll(async () => {
    await target?.drop();
    await s3?.close();
  });

  it("restores every table's rows and every file, and the PostgreSQL site backs up and verifies in turn", async () => {
    const store = createS3FileStore({
      bucket: s3.env.S3_BUCKET,
      endpoint: s3.env.S3_ENDPOINT,
      region: s3.env.S3_REGION,
      accessKeyId: s3.env.S3_ACCESS_KEY_ID,
      secretAccessKey: s3.env.S3_SECRET_ACCESS_KEY,
    });
    const report = await restoreBackup({ file: archive, target: { databaseUrl: target.url, dataDir: path.join(work, "pg-data"), store } });
    expect(report.tables.length).toBeGreaterThan(30);
    const restored = await openDatabase({ databaseUrl: target.url, dataDir: "" });
    try {
      const expected = await snapshot(source.db);
      const actual = await snapshot(restored.db);
      expect(Object.keys(actual).sort()).toEqual(Object.keys(expected).sort());
      for (const table of Object.keys(expected)) expect(actual[table], table).toEqual(expected[table]);
      for (const table of ["user", "account", "user_roles", "leads", "chat_sessions", "chat_messages", "site_settings", "analytics_events"]) {
        expect(expected[table]!.length, table).toBeGreaterThan(0);
      }
      const kz = await restored.db.select().from(leads).where(eq(leads.language, "kz"));
      expect(kz[0]?.message).toBe("Сәлеметсіз бе! Чат-бот қанша тұрады?");
      await restored.db.insert(analyticsEvents).values({ day: "2026-11-21", path: "/", visitor: "new", device: "desktop" });

      // Backed up from PostgreSQL and the bucket in turn: the same rows and files come out.
      const second = path.join(work, "from-postgres.tar.gz");
      const manifest = await writeBackup({ database: restored, store, file: second });
      expect(manifest.source).toEqual({ database: "postgres", uploads: "s3" });
      const verified = await restoreBackup({ file: second, target: "verify" });
      expect(verified.files).toBe(uploaded.size);
    } finally {
      await restored.close();
    }
    expect(await storedFiles(store)).toEqual(uploaded);
  }, 180_000);

  it("refuses a database that is not empty", async () => {
    const occupied = await createPostgresDatabase(process.env.DATABASE_URL!);
    try {
      // The site started once on it: migrated, so it has tables.
      await (await openDatabase({ databaseUrl: occupied.url, dataDir: "" })).close();
      const store = createLocalFileStore(path.join(work, "pg-uploads"));
      await expect(restoreBackup({ file: archive, target: { databaseUrl: occupied.url, dataDir: work, store } })).rejects.toThrow(
        /database DATABASE_URL names is not empty/,
      );
    } finally {
      await occupied.drop();
    }
  }, 60_000);
});
