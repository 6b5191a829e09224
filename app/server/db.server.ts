import { mkdir } from "node:fs/promises";
import { hostname } from "node:os";
import path from "node:path";

import type { PgliteDatabase } from "drizzle-orm/pglite";
import { drizzle as drizzlePostgres, type PostgresJsDatabase } from "drizzle-orm/postgres-js";
import { migrate as migratePostgres } from "drizzle-orm/postgres-js/migrator";
import postgres from "postgres";

import * as schema from "~/db/schema";
import { runSeed } from "~/db/seed/run.server";
import type { Db } from "~/db/types";
import { getEnv } from "~/server/env.server";
import { pgliteDurabilityOptions } from "~/server/pglite-durability.server";
import { initialiseDataFolder, isNewDataFolder, pgliteMemoryOptions } from "~/server/pglite-memory.server";

export type DatabaseHandle = {
  db: Db;
  kind: "pglite" | "postgres";
  close: () => Promise<void>;
};

/** Resolved from the working directory: the server bundle and the sources live in different folders. */
export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "app/db/migrations");

/** Connections each server process may hold open to PostgreSQL. */
export const POOL_MAX = 10;
/** A PostgreSQL server that has not answered a connection attempt by then is taken as down. */
const CONNECT_TIMEOUT_SECONDS = 5;
/** The longest wait between connection attempts while it is down. */
const RECONNECT_AT_MOST_SECONDS = 1;

/**
 * How this process names its connections to PostgreSQL, so that pg_stat_activity (and the metrics'
 * pool gauge, metrics.server.ts) can tell them from other copies' connections.
 */
export const CONNECTION_NAME = `ai-site ${hostname()}:${process.pid}`.slice(0, 63);

/** postgres.js answers a raw query (`execute`) with a list of rows, PGlite with an object holding `rows`. */
export function rowsOf(result: unknown): unknown[] {
  if (Array.isArray(result)) return result;
  return (result as { rows?: unknown[] }).rows ?? [];
}

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  /** PGlite only: a dumped data directory to start from (still migrated to date), instead of initdb. */
  template?: Blob;
  /** PGlite only: commits forced to the disk, so that a power cut loses none (ADR 0071). */
  durable?: boolean;
  /** Which migrations to apply on opening: this build's (the default), another folder's, or none (backups read as found). */
  migrations?: string | false;
}): Promise<DatabaseHandle> {
  const migrationsFolder = options.migrations ?? MIGRATIONS_FOLDER;
  if (options.databaseUrl) {
    const client = postgres(options.databaseUrl, {
      max: POOL_MAX,
      onnotice: () => {},
      connection: { application_name: CONNECTION_NAME },
      // While the server is unreachable (a restart, a failover) queries wait for the next connection
      // attempt: by default up to 20 s apart and 30 s each, so visitors' requests hung for as long.
      // Here they fail within about a second and are answered 503 (ADR 0071).
      connect_timeout: CONNECT_TIMEOUT_SECONDS,
      backoff: (retries: number) => Math.min(0.05 * 2 ** retries, RECONNECT_AT_MOST_SECONDS),
    });
    const db = drizzlePostgres(client, { schema });
    if (migrationsFolder) await migratePostgres(db, { migrationsFolder });
    return { db, kind: "postgres", close: () => client.end({ timeout: 5 }) };
  }
  if (!options.dataDir.startsWith("memory://")) {
    // PGlite does not create the parent folders of its data directory.
    await mkdir(path.dirname(path.resolve(options.dataDir)), { recursive: true });
  }
  // Loaded only here: PGlite's modules alone add ~60 MB to a server that runs on PostgreSQL.
  const [{ PGlite }, { drizzle: drizzlePglite }] = await Promise.all([import("@electric-sql/pglite"), import("drizzle-orm/pglite")]);
  const durability = options.dataDir.startsWith("memory://") ? {} : await pgliteDurabilityOptions(options.dataDir, options.durable ?? false);
  const settings = { ...durability, ...pgliteMemoryOptions(durability.startParams ?? PGlite.defaultStartParams) };
  // initdb's memory stays with the process that ran it (ADR 0072).
  if (!options.template && (await isNewDataFolder(options.dataDir))) await initialiseDataFolder(options.dataDir);
  const client = new PGlite(options.dataDir, { ...settings, ...(options.template ? { loadDataDir: options.template } : {}) });
  const handle: DatabaseHandle = { db: drizzlePglite(client, { schema }), kind: "pglite", close: () => client.close() };
  if (migrationsFolder) await migrateDatabase(handle, migrationsFolder);
  return handle;
}

/** Applies the folder's migrations that the database lacks (restore applies an archive's level first, then the rest). */
export async function migrateDatabase(handle: DatabaseHandle, migrationsFolder = MIGRATIONS_FOLDER): Promise<void> {
  // The handle's kind says which driver made its db; Db is their common supertype.
  if (handle.kind === "postgres") {
    await migratePostgres(handle.db as unknown as PostgresJsDatabase<typeof schema>, { migrationsFolder });
    return;
  }
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  await migrate(handle.db as unknown as PgliteDatabase<typeof schema>, { migrationsFolder });
}

// The tests load this module from source beside the built route bundle, which holds its own copy;
// keeping the handle on globalThis makes them share one connection, which matters because only one
// process-wide PGlite instance may open a data directory. (Production runs one bundle, ADR 0040.)
const HANDLE = Symbol.for("ai-site.database");
type GlobalWithDb = typeof globalThis & { [HANDLE]?: Promise<DatabaseHandle> };
const globalWithDb = globalThis as GlobalWithDb;

/** The process-wide database: migrated and seeded on first use. */
export function getDatabase(): Promise<DatabaseHandle> {
  globalWithDb[HANDLE] ??= (async () => {
    const env = getEnv();
    const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR, durable: env.PGLITE_DURABLE });
    await runSeed(handle.db);
    return handle;
  })();
  return globalWithDb[HANDLE];
}

export async function db(): Promise<Db> {
  return (await getDatabase()).db;
}

/**
 * Runs `work` in one transaction of the process-wide database: a throw rolls back every write it
 * made. The transaction is handed over as a Db, so the entity modules' helpers take either.
 */
export async function inTransaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
  return (await db()).transaction(work);
}

/** Installs an already opened database as the process-wide one (tests, the server entry). */
export function setDatabase(handle: DatabaseHandle) {
  globalWithDb[HANDLE] = Promise.resolve(handle);
}

export async function closeDatabase() {
  const pending = globalWithDb[HANDLE];
  globalWithDb[HANDLE] = undefined;
  if (pending) await (await pending).close();
}
