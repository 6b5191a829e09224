/**
 * The real server entry (build/server/start.js, as `npm start` runs it after the build) in a process of
 * its own, on a free port, with a database of its own: a PGlite folder, or a fresh database on the
 * PostgreSQL server when DATABASE_URL is set.
 */
import { spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

import { count } from "drizzle-orm";

import { session, user } from "~/db/auth-schema";
import { chatSessions, leads, newsletterSubscribers, outbox } from "~/db/schema";
import { openDatabase } from "~/server/db.server";

import { createPostgresDatabase } from "./test-database";

/** Clean-ups of the processes started here, run by removeServerData(). */
const afterProcess: (() => Promise<void>)[] = [];

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

export async function waitFor(check: () => boolean | Promise<boolean>, what: string, ms = 30_000) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The server entry of the build in BUILD_DIR, as `npm start` runs it, with exactly this environment. */
export function spawnServer(env: Record<string, string | undefined>) {
  const entry = path.resolve(process.env.BUILD_DIR ?? "build", "server/start.js");
  const child = spawn(process.execPath, [entry], {
    env: Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined)),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  afterProcess.push(async () => {
    child.kill("SIGKILL");
  });
  return { child, exited, output: () => output };
}

export type ServerProcess = {
  url: string;
  pid: number;
  output: () => string;
  /** SIGTERM, then waits for the exit code; safe to call twice. */
  stop: () => Promise<number | null>;
  /** Where its data is, for reading it after the process has stopped. */
  database: { databaseUrl?: string; dataDir: string };
};

/**
 * Started on a free port with NODE_ENV=production and a database of its own: a fresh PostgreSQL
 * database when DATABASE_URL is set (unless `embedded`), else a PGlite folder. `env` overrides,
 * and a variable set to undefined is removed.
 */
export async function startServerProcess(
  env: Record<string, string | undefined> = {},
  options: { embedded?: boolean } = {},
): Promise<ServerProcess> {
  const tempDir = await mkdtemp(path.join(tmpdir(), "site-process-"));
  const serverUrl = options.embedded ? undefined : process.env.DATABASE_URL;
  const postgresDatabase = serverUrl ? await createPostgresDatabase(serverUrl) : undefined;
  const database = { databaseUrl: postgresDatabase?.url, dataDir: path.join(tempDir, "data") };
  afterProcess.push(async () => {
    await rm(tempDir, { recursive: true, force: true });
    await postgresDatabase?.drop();
  });
  const port = await freePort();
  const server = spawnServer({
    ...process.env,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    SITE_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.databaseUrl,
    ...env,
  });
  const stop = async () => {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill("SIGTERM");
    return server.exited;
  };
  await waitFor(() => server.output().includes("Server listening") || server.child.exitCode !== null, "start-up", 60_000);
  if (server.child.exitCode !== null) throw new Error(`server exited at start-up:\n${server.output()}`);
  return { url: `http://127.0.0.1:${port}`, pid: server.child.pid!, output: server.output, stop, database };
}

/** Ends every server process still running and removes their folders and databases; call from afterAll. */
export async function removeServerData() {
  // Last in, first out: a process is ended before its folder and database go.
  for (const clean of afterProcess.splice(0).reverse()) await clean();
}

/** Rows a visitor's request could have created. Read after the server process has stopped. */
export async function countStoredRows(server: Pick<ServerProcess, "database">) {
  const handle = await openDatabase(server.database);
  try {
    const rows = async (table: Parameters<ReturnType<typeof handle.db.select>["from"]>[0]) =>
      (await handle.db.select({ n: count() }).from(table))[0]?.n ?? 0;
    const stored = await handle.db.select().from(leads).limit(5);
    if (stored.length) console.log("stored leads", JSON.stringify(stored, null, 1).slice(0, 3000));
    const subscribers = await handle.db.select().from(newsletterSubscribers).limit(5);
    if (subscribers.length) console.log("stored subscribers", JSON.stringify(subscribers));
    const accounts = await handle.db.select().from(user).limit(5);
    if (accounts.length) console.log("stored users", JSON.stringify(accounts));
    return {
      leads: await rows(leads),
      newsletter: await rows(newsletterSubscribers),
      users: await rows(user),
      sessions: await rows(session),
      outbox: await rows(outbox),
      chats: await rows(chatSessions),
    };
  } finally {
    await handle.close();
  }
}
