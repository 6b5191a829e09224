/**
 * A migration's data change, tested on rows written before it: a fresh database migrated up to the
 * migration before `tag`, the rows written by `before`, then every migration of the real folder.
 * On PGlite, or on a fresh PostgreSQL database when DATABASE_URL is set.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { PGlite } from "@electric-sql/pglite";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePostgres } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";

import * as schema from "~/db/schema";
import type { Db } from "~/db/types";
import { MIGRATIONS_FOLDER } from "~/server/db.server";

import { createPostgresDatabase } from "./test-database";

export async function migrateAcross(
  tag: string,
  steps: { before: (database: Db) => Promise<void>; after: (database: Db) => Promise<void> },
) {
  const earlier = await mkdtemp(path.join(tmpdir(), `migrations-before-${tag}-`));
  await cp(MIGRATIONS_FOLDER, earlier, { recursive: true });
  const journalPath = path.join(earlier, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalPath, "utf8")) as { entries: { tag: string }[] };
  journal.entries = journal.entries.filter((entry) => entry.tag < tag);
  await writeFile(journalPath, JSON.stringify(journal));

  const serverUrl = process.env.DATABASE_URL;
  const pg = serverUrl ? await createPostgresDatabase(serverUrl) : null;
  const client = pg ? postgres(pg.url, { max: 1, onnotice: () => {} }) : null;
  const lite = pg ? null : new PGlite("memory://");
  const database = client ? drizzlePostgres(client, { schema }) : drizzlePglite(lite!, { schema });
  const migrateTo = (folder: string) =>
    client
      ? migratePostgres(database as ReturnType<typeof drizzlePostgres>, { migrationsFolder: folder })
      : migratePglite(database as ReturnType<typeof drizzlePglite>, { migrationsFolder: folder });
  try {
    await migrateTo(earlier);
    await steps.before(database as Db);
    await migrateTo(MIGRATIONS_FOLDER);
    await steps.after(database as Db);
  } finally {
    await client?.end();
    await lite?.close();
    await pg?.drop();
    await rm(earlier, { recursive: true, force: true });
  }
}
