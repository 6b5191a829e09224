/**
 * A new embedded data folder is prepared by a child process of the server's own entry (ADR 0072
 * addendum 2026-11-28): initdb (itself a further child, app/server/pglite-memory.server.ts), the
 * migrations and the seed run there, and the memory they made PostgreSQL's WebAssembly module and
 * V8's compiler take leaves with that process. The server then opens a folder as it does on every
 * later start: measured idle, 257 MB RSS instead of 273-296 MB on the first start.
 */
import { spawn } from "node:child_process";

import { closeDatabase, getDatabase } from "~/server/db.server";
import type { Env } from "~/server/env.server";
import { log } from "~/server/log.server";
import { isNewDataFolder } from "~/server/pglite-memory.server";

/** Set in the child's environment: the entry prepares the folder and exits instead of serving. */
export const PREPARE_DATA_FOLDER = "SITE_PREPARE_DATA_FOLDER";

/** In the server, before it opens its database: prepares a new PGlite folder in a child process. */
export async function prepareNewDataFolder(env: Env): Promise<void> {
  if (env.DATABASE_URL || env.DATA_DIR.startsWith("memory://") || !(await isNewDataFolder(env.DATA_DIR))) return;
  log().info("A new data folder: preparing it in a child process");
  const entry = process.argv[1];
  if (!entry) throw new Error("The server's entry file is unknown, so the data folder cannot be prepared");
  const child = spawn(process.execPath, [...process.execArgv, entry], {
    env: { ...process.env, [PREPARE_DATA_FOLDER]: "1" },
    // Its log lines are the server's, on the same output.
    stdio: "inherit",
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", resolve);
  });
  if (code !== 0) throw new Error(`The new data folder could not be prepared (the child process exited with ${code}; its lines are above)`);
}

/** In the child: opening the database initialises, migrates and seeds it. */
export async function prepareDataFolderHere(): Promise<void> {
  await getDatabase();
  await closeDatabase();
  log().info("The data folder is initialised, migrated and seeded");
}
