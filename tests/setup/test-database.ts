import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";

import postgres from "postgres";

import { openDatabase, type DatabaseHandle } from "~/server/db.server";
import { runSeed } from "~/db/seed/run.server";

import { PGLITE_TEMPLATE_ENV } from "./pglite-template";

/**
 * The PostgreSQL server that tests needing one run against: DATABASE_URL's, else this machine's
 * (every machine of this project, CI included, runs one on 127.0.0.1:5432 with trust auth), so
 * those tests run in every phase instead of being skipped where DATABASE_URL is unset.
 */
export const POSTGRES_SERVER_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** An empty database of its own on the PostgreSQL server named by serverUrl, and how to drop it. */
export async function createPostgresDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `test_${Date.now()}_${randomBytes(4).toString("hex")}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}

/**
 * A fresh, migrated database of its own for one test file or worker: in-memory PGlite by default,
 * or a new database on the PostgreSQL server named by DATABASE_URL (dropped again on close).
 */
export async function createTestDatabase(options: { seed?: boolean } = {}): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  let handle: DatabaseHandle;
  if (!serverUrl) {
    const template = process.env[PGLITE_TEMPLATE_ENV];
    handle = await openDatabase({ dataDir: "memory://", template: template ? new Blob([await readFile(template)]) : undefined });
  } else {
    const database = await createPostgresDatabase(serverUrl);
    const inner = await openDatabase({ databaseUrl: database.url, dataDir: "" });
    handle = {
      ...inner,
      close: async () => {
        await inner.close();
        await database.drop();
      },
    };
  }
  if (options.seed) await runSeed(handle.db);
  return handle;
}
