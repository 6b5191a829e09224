/**
 * PGlite's memory (issue 25 point 7, ADR 0072). Measured on a fresh DATA_DIR: 862 MB RSS idle, of
 * which ~480 MB stayed behind from initdb (PGlite 0.5 runs it as a WebAssembly module of its own and
 * keeps a copy of the whole PostgreSQL heap while doing so), and PostgreSQL's own default of
 * `shared_buffers = 128MB` grew the WebAssembly memory to 189 MB. The site's database is small and
 * NODEFS reads go through the operating system's page cache, so a few megabytes of buffers do.
 */
import { execFile } from "node:child_process";
import { access } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";

import type { PGliteOptions } from "@electric-sql/pglite";

/** PostgreSQL's buffer cache inside the WebAssembly memory (PostgreSQL's default: 128MB). */
const MEMORY_START_PARAMS = ["-c", "shared_buffers=16MB"];

/** The memory settings on top of the start parameters PGlite would otherwise use. */
export function pgliteMemoryOptions(startParams: readonly string[]): Pick<PGliteOptions, "startParams"> {
  // PGlite's initialMemory stays at its 128 MB: the module refuses less, and untouched pages cost no RSS.
  return { startParams: [...startParams, ...MEMORY_START_PARAMS] };
}

/** A data folder PostgreSQL has not been initialised in yet: opening it runs initdb. */
export async function isNewDataFolder(dataDir: string): Promise<boolean> {
  if (dataDir.startsWith("memory://")) return false;
  return access(path.join(dataDir, "PG_VERSION")).then(
    () => false,
    () => true,
  );
}

/**
 * Runs initdb in a data folder from a short-lived child process, so that the memory it takes
 * leaves with that process: dropped in this one, the closed instance's WebAssembly memories were
 * still held a while after start (717 MB RSS idle instead of 282 MB, ADR 0072).
 */
export async function initialiseDataFolder(dataDir: string): Promise<void> {
  const pglite = createRequire(import.meta.url).resolve("@electric-sql/pglite");
  const script = `const { PGlite } = require(process.argv[1]);
PGlite.create(process.argv[2], { startParams: [...PGlite.defaultStartParams, ...JSON.parse(process.argv[3])] }).then((pg) => pg.close());`;
  await promisify(execFile)(process.execPath, ["-e", script, pglite, dataDir, JSON.stringify(MEMORY_START_PARAMS)]);
}
