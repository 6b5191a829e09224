/**
 * Backup and restore of a whole site (ADR 0065): one gzipped tar holding manifest.json, the rows of
 * every table as JSON lines (db/{table}.jsonl) and every uploaded file (uploads/{key}). The rows
 * are written by PostgreSQL itself (row_to_json) and read back by it (json_populate_recordset),
 * so an archive made on PGlite restores on PostgreSQL and back, whatever the column types.
 */
import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { chmod, cp, mkdir, mkdtemp, open, readdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import { createServer, request, type Server } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { createInterface } from "node:readline";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";

import { sql, type SQL } from "drizzle-orm";
import * as tar from "tar";

import type { Db } from "~/db/types";
import { MIGRATIONS_FOLDER, migrateDatabase, openDatabase, rowsOf, type DatabaseHandle } from "~/server/db.server";
import type { FileStore } from "~/server/storage/index.server";

const FORMAT = "ai-site-backup";
const FORMAT_VERSION = 1;
/** Rows fetched from the snapshot's cursor, and inserted by one statement on restore, at a time. */
const BATCH_ROWS = 1000;
/** A restore batch also ends at this many characters of JSON, so a table of large rows stays in bounds. */
const BATCH_CHARS = 4 * 1024 * 1024;

export type BackupManifest = {
  format: typeof FORMAT;
  version: number;
  createdAt: string;
  source: { database: DatabaseHandle["kind"]; uploads: FileStore["kind"] };
  /** The last migration applied to the database the rows come from: a restore applies up to it before loading them. */
  migrations: { count: number; when: number; tag: string | null };
  tables: { name: string; columns: string[]; rows: number }[];
  files: { key: string; size: number; sha256: string }[];
  /** Keys listed but deleted by the running site before they could be copied. */
  vanishedFiles: string[];
};

/** A refusal the operator can act on (a non-empty target, an archive from a newer build), as opposed to a failure. */
export class BackupRefusal extends Error {
  override name = "BackupRefusal";
}

type JournalEntry = { idx: number; when: number; tag: string };

async function readJournal(folder: string): Promise<JournalEntry[]> {
  const journal = JSON.parse(await readFile(path.join(folder, "meta", "_journal.json"), "utf8")) as { entries: JournalEntry[] };
  return journal.entries;
}

async function query<T>(db: Db, statement: SQL): Promise<T[]> {
  return rowsOf(await db.execute(statement)) as T[];
}

/** The tables of the public schema from the catalog, so a table a later migration adds is backed up without a change here. */
async function listTables(db: Db): Promise<Map<string, string[]>> {
  const rows = await query<{ table: string; column: string }>(
    db,
    sql`SELECT c.relname AS "table", a.attname AS "column"
        FROM pg_class c
        JOIN pg_namespace n ON n.oid = c.relnamespace
        JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = ''
        WHERE n.nspname = 'public' AND c.relkind = 'r' AND NOT c.relispartition
        ORDER BY c.relname, a.attnum`,
  );
  const tables = new Map<string, string[]>();
  for (const row of rows) tables.set(row.table, [...(tables.get(row.table) ?? []), row.column]);
  return tables;
}

async function migrationLevel(db: Db): Promise<BackupManifest["migrations"]> {
  const [row] = await query<{ count: number | string; when: number | string | null }>(
    db,
    sql`SELECT count(*) AS "count", max(created_at) AS "when" FROM drizzle.__drizzle_migrations`,
  );
  const when = Number(row?.when ?? 0);
  const entry = (await readJournal(MIGRATIONS_FOLDER)).find((candidate) => candidate.when === when);
  return { count: Number(row?.count ?? 0), when, tag: entry?.tag ?? null };
}

const columnList = (columns: readonly string[]) => sql.join(columns.map((column) => sql.identifier(column)), sql`, `);

/**
 * Every table's rows from one REPEATABLE READ, read-only transaction: the same snapshot for all,
 * so a lead stored meanwhile is wholly in the archive or not at all. On PGlite the one connection
 * is the server's too, so the site's queries wait until the rows are copied.
 */
async function dumpTables(db: Db, folder: string): Promise<Pick<BackupManifest, "migrations" | "tables">> {
  await mkdir(folder, { recursive: true });
  return db.transaction(
    async (tx) => {
      const migrations = await migrationLevel(tx);
      const tables: BackupManifest["tables"] = [];
      for (const [name, columns] of await listTables(tx)) {
        const file = await open(path.join(folder, `${name}.jsonl`), "w");
        let rows = 0;
        try {
          await tx.execute(
            sql`DECLARE backup_rows NO SCROLL CURSOR FOR SELECT row_to_json(r)::text AS line FROM (SELECT ${columnList(columns)} FROM ${sql.identifier(name)}) r`,
          );
          for (;;) {
            const batch = await query<{ line: string }>(tx, sql.raw(`FETCH ${BATCH_ROWS} FROM backup_rows`));
            // row_to_json escapes line breaks inside strings, so each row is one line.
            if (batch.length > 0) await file.write(batch.map((row) => `${row.line}\n`).join(""));
            rows += batch.length;
            if (batch.length < BATCH_ROWS) break;
          }
          await tx.execute(sql`CLOSE backup_rows`);
        } finally {
          await file.close();
        }
        tables.push({ name, columns, rows });
      }
      return { migrations, tables };
    },
    { isolationLevel: "repeatable read", accessMode: "read only" },
  );
}

function sha256Counter() {
  const hash = createHash("sha256");
  let size = 0;
  const transform = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      hash.update(chunk);
      size += chunk.length;
      callback(null, chunk);
    },
  });
  return { transform, result: () => ({ size, sha256: hash.digest("hex") }) };
}

/** Copies the store's files after the rows: a file deleted in between is recorded, not an error. */
async function copyFiles(store: FileStore, folder: string): Promise<Pick<BackupManifest, "files" | "vanishedFiles">> {
  const files: BackupManifest["files"] = [];
  const vanishedFiles: string[] = [];
  for await (const key of store.list()) {
    const body = await store.read(key);
    if (!body) {
      vanishedFiles.push(key);
      continue;
    }
    const target = path.join(folder, ...key.split("/"));
    await mkdir(path.dirname(target), { recursive: true });
    const counter = sha256Counter();
    await pipeline(Readable.fromWeb(body as import("node:stream/web").ReadableStream<Uint8Array>), counter.transform, createWriteStream(target));
    files.push({ key, ...counter.result() });
  }
  return { files, vanishedFiles };
}

/** Writes the site's archive to `file` (through a neighbouring temporary file, so a failed backup leaves no half archive). */
export async function writeBackup(options: { database: DatabaseHandle; store: FileStore; file: string }): Promise<BackupManifest> {
  const file = path.resolve(options.file);
  const staging = await mkdtemp(path.join(path.dirname(file), ".backup-"));
  const partial = `${file}.partial`;
  try {
    const database = await dumpTables(options.database.db, path.join(staging, "db"));
    const uploads = await copyFiles(options.store, path.join(staging, "uploads"));
    await mkdir(path.join(staging, "uploads"), { recursive: true });
    const manifest: BackupManifest = {
      format: FORMAT,
      version: FORMAT_VERSION,
      createdAt: new Date().toISOString(),
      source: { database: options.database.kind, uploads: options.store.kind },
      ...database,
      ...uploads,
    };
    await writeFile(path.join(staging, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
    await tar.create({ gzip: true, portable: true, cwd: staging, file: partial }, ["manifest.json", "db", "uploads"]);
    await rename(partial, file);
    return manifest;
  } finally {
    await rm(partial, { force: true });
    await rm(staging, { recursive: true, force: true });
  }
}

// --- A running embedded site ---------------------------------------------------------------------

/**
 * Only one process may open a PGlite folder, so while the site runs, `npm run backup` asks the
 * server for the archive over a Unix socket in DATA_DIR. Whoever may open the socket may read the
 * folder anyway, so the file's permissions are the whole access rule.
 */
export function backupSocketPath(dataDir: string): string {
  return path.join(path.resolve(dataDir), ".backup.sock");
}

/** Serves archives of this process's database and store on the socket; the server calls it on PGlite. */
export async function serveBackups(socketPath: string, source: () => Promise<{ database: DatabaseHandle; store: FileStore }>): Promise<Server> {
  // A socket file left by a killed server would make listen fail; no live server can own it, since it would hold the same PGlite folder.
  await rm(socketPath, { force: true });
  const server = createServer((req, res) => {
    if (req.method !== "POST" || req.url !== "/backup") {
      res.writeHead(404).end();
      return;
    }
    void (async () => {
      const folder = await mkdtemp(path.join(tmpdir(), "site-backup-"));
      try {
        const file = path.join(folder, "backup.tar.gz");
        await writeBackup({ ...(await source()), file });
        res.writeHead(200, { "Content-Type": "application/gzip" });
        await pipeline(createReadStream(file), res);
      } catch (error) {
        if (res.headersSent) res.destroy(error as Error);
        else res.writeHead(500, { "Content-Type": "text/plain; charset=utf-8" }).end(String((error as Error).message ?? error));
      } finally {
        await rm(folder, { recursive: true, force: true });
      }
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(socketPath, () => resolve());
  });
  await chmod(socketPath, 0o600);
  return server;
}

/**
 * Asks a running server for the archive. Resolves false when no server listens there (no socket,
 * or one left by a server that was killed): the caller may then open the folder itself.
 */
export async function backupFromRunningServer(socketPath: string, file: string): Promise<boolean> {
  const target = path.resolve(file);
  const partial = `${target}.partial`;
  const answer = await new Promise<import("node:http").IncomingMessage | null>((resolve, reject) => {
    // No keep-alive agent: a pooled connection to a server that has since stopped would fail with EPIPE instead of ENOENT.
    const req = request({ socketPath, method: "POST", path: "/backup", agent: false }, resolve);
    req.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT" || error.code === "ECONNREFUSED") resolve(null);
      else reject(error);
    });
    req.end();
  });
  if (!answer) return false;
  if (answer.statusCode !== 200) {
    const chunks: Buffer[] = [];
    for await (const chunk of answer) chunks.push(chunk as Buffer);
    throw new Error(`The running server could not write the backup: ${Buffer.concat(chunks).toString("utf8")}`);
  }
  try {
    await pipeline(answer, createWriteStream(partial));
    await rename(partial, target);
  } finally {
    await rm(partial, { force: true });
  }
  return true;
}

// --- Restore -------------------------------------------------------------------------------------

export type RestoreTarget = {
  /** A PostgreSQL database, else a PGlite folder (`dataDir`). */
  databaseUrl?: string;
  dataDir: string;
  store: FileStore;
};

export type RestoreReport = {
  manifest: BackupManifest;
  /** Rows each table holds after loading, against the archive's count. */
  tables: { name: string; expected: number; restored: number }[];
  files: number;
};

async function readManifest(folder: string): Promise<BackupManifest> {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(await readFile(path.join(folder, "manifest.json"), "utf8")) as BackupManifest;
  } catch {
    throw new BackupRefusal("This file is not a site backup: it has no readable manifest.json.");
  }
  if (manifest.format !== FORMAT) throw new BackupRefusal("This file is not a site backup (its manifest names another format).");
  if (manifest.version > FORMAT_VERSION) {
    throw new BackupRefusal(`The archive has format version ${manifest.version}; this build reads up to ${FORMAT_VERSION}. Restore it with the build that made it, or a newer one.`);
  }
  return manifest;
}

/** A copy of this build's migrations folder that ends at the archive's level, so its rows load into the schema they were read from. */
async function migrationsUpTo(manifest: BackupManifest, work: string): Promise<string> {
  const entries = await readJournal(MIGRATIONS_FOLDER);
  const last = entries.at(-1);
  if (!entries.some((entry) => entry.when === manifest.migrations.when)) {
    const known = last ? `${last.tag}` : "none";
    const newer = !last || manifest.migrations.when > last.when;
    throw new BackupRefusal(
      newer
        ? `The archive comes from a newer version of the site (migration ${manifest.migrations.tag ?? manifest.migrations.when}; this build knows up to ${known}). Update the site, then restore.`
        : `The archive's migration level (${manifest.migrations.tag ?? manifest.migrations.when}) is not one of this build's migrations.`,
    );
  }
  const folder = path.join(work, "migrations");
  await cp(MIGRATIONS_FOLDER, folder, { recursive: true });
  const journalPath = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalPath, "utf8")) as { entries: JournalEntry[] };
  journal.entries = journal.entries.filter((entry) => entry.when <= manifest.migrations.when);
  await writeFile(journalPath, JSON.stringify(journal));
  return folder;
}

async function assertEmptyFolder(folder: string, what: string): Promise<void> {
  let entries: string[];
  try {
    entries = await readdir(folder);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return;
    throw error;
  }
  if (entries.length > 0) {
    throw new BackupRefusal(`${what} ${folder} is not empty (${entries.length} entries). A restore never overwrites a site: point it at an empty or new folder.`);
  }
}

async function assertEmptyDatabase(database: DatabaseHandle): Promise<void> {
  const [row] = await query<{ tables: number | string }>(
    database.db,
    sql`SELECT count(*) AS "tables" FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind IN ('r', 'p') AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%'`,
  );
  const tables = Number(row?.tables ?? 0);
  if (tables > 0) {
    throw new BackupRefusal(
      `The database DATABASE_URL names is not empty (${tables} tables). A restore never overwrites a site: create a new database (createdb) and point DATABASE_URL at it.`,
    );
  }
}

async function assertEmptyStore(store: FileStore): Promise<void> {
  for await (const key of store.list()) {
    throw new BackupRefusal(
      `The file store is not empty (it holds ${key}, perhaps more): ${store.kind === "s3" ? "use a new, empty bucket" : "point DATA_DIR at an empty folder"}.`,
    );
  }
}

async function* batchesOf(file: string): AsyncGenerator<string[]> {
  let batch: string[] = [];
  let chars = 0;
  for await (const line of createInterface({ input: createReadStream(file), crlfDelay: Infinity })) {
    if (!line) continue;
    batch.push(line);
    chars += line.length;
    if (batch.length >= BATCH_ROWS || chars >= BATCH_CHARS) {
      yield batch;
      batch = [];
      chars = 0;
    }
  }
  if (batch.length > 0) yield batch;
}

/**
 * Loads the rows in one transaction. Foreign keys are dropped for the load and added again at the
 * end, which checks every row at once and needs no order of tables (nor of rows in a table that
 * refers to itself); identity sequences then continue after the largest restored id.
 */
async function loadTables(db: Db, manifest: BackupManifest, folder: string): Promise<RestoreReport["tables"]> {
  return db.transaction(async (tx) => {
    const target = await listTables(tx);
    const missing = manifest.tables.filter((table) => !target.has(table.name)).map((table) => table.name);
    if (missing.length > 0) throw new Error(`The migrations did not create these tables of the archive: ${missing.join(", ")}`);

    const foreignKeys = await query<{ table: string; name: string; definition: string }>(
      tx,
      sql`SELECT c.relname AS "table", k.conname AS name, pg_get_constraintdef(k.oid) AS definition
          FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
          WHERE k.contype = 'f' AND n.nspname = 'public'`,
    );
    for (const key of foreignKeys) {
      await tx.execute(sql`ALTER TABLE ${sql.identifier(key.table)} DROP CONSTRAINT ${sql.identifier(key.name)}`);
    }

    const report: RestoreReport["tables"] = [];
    for (const table of manifest.tables) {
      const targetColumns = new Set(target.get(table.name));
      const unknown = table.columns.filter((column) => !targetColumns.has(column));
      if (unknown.length > 0) throw new Error(`Table ${table.name} has no columns ${unknown.join(", ")} at the archive's migration level`);
      const columns = columnList(table.columns);
      const name = sql.identifier(table.name);
      for await (const batch of batchesOf(path.join(folder, `${table.name}.jsonl`))) {
        // OVERRIDING SYSTEM VALUE keeps the ids of GENERATED ALWAYS identity columns as they were.
        await tx.execute(
          sql`INSERT INTO ${name} (${columns}) OVERRIDING SYSTEM VALUE SELECT ${columns} FROM json_populate_recordset(NULL::${name}, ${`[${batch.join(",")}]`}::json)`,
        );
      }
      const [row] = await query<{ rows: number | string }>(tx, sql`SELECT count(*) AS "rows" FROM ${name}`);
      report.push({ name: table.name, expected: table.rows, restored: Number(row?.rows ?? 0) });
    }

    for (const key of foreignKeys) {
      await tx.execute(sql`ALTER TABLE ${sql.identifier(key.table)} ADD CONSTRAINT ${sql.identifier(key.name)} ${sql.raw(key.definition)}`);
    }
    const sequences = await query<{ table: string; column: string; sequence: string }>(
      tx,
      sql`SELECT c.relname AS "table", a.attname AS "column", pg_get_serial_sequence(quote_ident(c.relname), a.attname) AS sequence
          FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
          JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
          WHERE n.nspname = 'public' AND c.relkind = 'r' AND pg_get_serial_sequence(quote_ident(c.relname), a.attname) IS NOT NULL`,
    );
    for (const { table, column, sequence } of sequences) {
      const id = sql.identifier(column);
      await tx.execute(sql`SELECT setval(${sequence}::regclass, COALESCE(max(${id}), 1), max(${id}) IS NOT NULL) FROM ${sql.identifier(table)}`);
    }

    const wrong = report.filter((table) => table.restored !== table.expected);
    if (wrong.length > 0) {
      throw new Error(`Row counts differ from the archive's: ${wrong.map((t) => `${t.name} ${t.restored}/${t.expected}`).join(", ")}`);
    }
    return report;
  });
}

/** Reads each file of the archive, checked against the manifest's checksum; `put` stores it (or nothing, to verify only). */
async function checkFiles(manifest: BackupManifest, folder: string, put?: (key: string, body: Uint8Array) => Promise<void>): Promise<number> {
  for (const file of manifest.files) {
    const body = await readFile(path.join(folder, ...file.key.split("/")));
    if (createHash("sha256").update(body).digest("hex") !== file.sha256) throw new Error(`The archive's copy of ${file.key} is damaged (checksum differs).`);
    await put?.(file.key, body);
  }
  return manifest.files.length;
}

/**
 * Brings a site back from an archive into an empty target, or (`verify`) into an in-memory scratch
 * database only, checking every row count and file checksum and changing nothing else.
 * Rows load at the archive's migration level; this build's later migrations run afterwards, so an
 * older archive's data is carried forward exactly as an upgrade would carry it.
 */
export async function restoreBackup(options: { file: string; target: RestoreTarget | "verify"; workDir?: string }): Promise<RestoreReport> {
  const work = await mkdtemp(path.join(options.workDir ?? tmpdir(), "site-restore-"));
  try {
    const extracted = path.join(work, "archive");
    await mkdir(extracted);
    try {
      await tar.extract({ file: options.file, cwd: extracted, strict: true });
    } catch (error) {
      throw new BackupRefusal(`${options.file} cannot be read as a backup archive: ${(error as Error).message}`);
    }
    const manifest = await readManifest(extracted);
    const migrations = await migrationsUpTo(manifest, work);
    const target = options.target;

    if (target === "verify") {
      const scratch = await openDatabase({ dataDir: "memory://", migrations });
      try {
        const tables = await loadTables(scratch.db, manifest, path.join(extracted, "db"));
        const files = await checkFiles(manifest, path.join(extracted, "uploads"));
        return { manifest, tables, files };
      } finally {
        await scratch.close();
      }
    }

    if (!target.databaseUrl) await assertEmptyFolder(path.resolve(target.dataDir), "DATA_DIR");
    await assertEmptyStore(target.store);
    const database = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir, migrations: false });
    try {
      if (target.databaseUrl) await assertEmptyDatabase(database);
      await migrateDatabase(database, migrations);
      const tables = await loadTables(database.db, manifest, path.join(extracted, "db"));
      await migrateDatabase(database);
      // The site serves each file with the type its database row records, so the store's own type is not needed.
      const files = await checkFiles(manifest, path.join(extracted, "uploads"), (key, body) => target.store.put(key, body, "application/octet-stream"));
      return { manifest, tables, files };
    } finally {
      await database.close();
    }
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
