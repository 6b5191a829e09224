import { randomBytes } from "node:crypto";

import postgres from "postgres";

import { openDatabase, type DatabaseHandle } from "~/server/db.server";
import { runSeed } from "~/db/seed/run.server";

/**
 * A fresh, migrated database of its own for one test file or worker: in-memory PGlite by default,
 * or a new database on the PostgreSQL server named by DATABASE_URL (dropped again on close).
 */
export async function createTestDatabase(options: { seed?: boolean } = {}): Promise<DatabaseHandle> {
  const serverUrl = process.env.DATABASE_URL;
  let handle: DatabaseHandle;
  if (!serverUrl) {
    handle = await openDatabase({ dataDir: "memory://" });
  } else {
    const name = `test_${Date.now()}_${randomBytes(4).toString("hex")}`;
    const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
    await admin.unsafe(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const inner = await openDatabase({ databaseUrl: url.toString(), dataDir: "" });
    handle = {
      ...inner,
      close: async () => {
        await inner.close();
        await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  if (options.seed) await runSeed(handle.db);
  return handle;
}
