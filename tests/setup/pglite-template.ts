/**
 * Vitest's global setup: one migrated PGlite data directory, dumped to a file that every test
 * database of the run starts from (createTestDatabase). A new PGlite runs initdb, ~2.5 s on a
 * 2-core machine; loading the dump takes ~1.2 s, and the tests open a database in some fifty
 * places (each test file at least once). With DATABASE_URL the tests use PostgreSQL and no
 * template is made.
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

/** Where the dump is; the test workers inherit this process's environment. */
export const PGLITE_TEMPLATE_ENV = "TEST_PGLITE_TEMPLATE";

export async function setup() {
  if (process.env.DATABASE_URL) return;
  const { openDatabase } = await import("~/server/db.server");
  const handle = await openDatabase({ dataDir: "memory://" });
  const client = (handle.db as unknown as { $client: import("@electric-sql/pglite").PGlite }).$client;
  const dump = await client.dumpDataDir("none");
  await handle.close();
  const folder = await mkdtemp(path.join(tmpdir(), "pglite-template-"));
  const file = path.join(folder, "migrated.tar");
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  process.env[PGLITE_TEMPLATE_ENV] = file;
  return async () => {
    delete process.env[PGLITE_TEMPLATE_ENV];
    await rm(folder, { recursive: true, force: true });
  };
}
