/**
 * What PGlite (0.5.x, a data folder on disk) does with a commit, and the setting that makes a
 * commit reach the disk (ADR 0071).
 *
 * PGlite mounts the folder through Emscripten's NODEFS: every write PostgreSQL makes is a
 * `fs.writeSync` into the operating system at once, so a commit is in the OS page cache when the
 * query returns, and a killed process (kill -9, a crash) loses nothing that was acknowledged. But
 * PGlite starts PostgreSQL with `-F` (fsync off), and NODEFS has no `fsync` of its own (the call
 * is a no-op), so nothing is ever forced to the disk: a power cut or a kernel crash can lose the
 * commits of the last seconds and can leave a checkpoint half on disk.
 *
 * Durable mode: PostgreSQL starts without `-F` and writes the WAL with `open_datasync`, which it
 * opens with O_DSYNC; NODEFS maps that flag to Node's O_SYNC, so each commit's WAL write returns
 * only once it is on the disk. The `fsync` calls a checkpoint makes for the data files are routed to
 * `fs.fsyncSync`, so a checkpoint never lets PostgreSQL recycle WAL whose pages are not yet on disk.
 */
import { fsyncSync } from "node:fs";

import type { PGliteOptions } from "@electric-sql/pglite";

/** The part of Emscripten's NODEFS this touches: one stream operation table shared by every file. */
type NodeFsStreamOps = { fsync?: (stream: { nfd?: number }) => number };
type EmscriptenModule = { NODEFS?: { stream_ops?: NodeFsStreamOps } };

/** Gives NODEFS's streams a real fsync; run before PostgreSQL opens a file. */
function routeFsyncToTheDisk(module: EmscriptenModule) {
  const ops = module.NODEFS?.stream_ops;
  if (!ops) throw new Error("PGlite's NODEFS was not found: durable commits cannot be set up with this PGlite version");
  ops.fsync = (stream) => {
    if (stream.nfd !== undefined) fsyncSync(stream.nfd);
    return 0;
  };
}

/**
 * The PGlite options for a data folder. `durable` trades write speed for commits that survive a
 * power cut (ADR 0071 measures it); without it, commits survive a killed process only.
 */
export async function pgliteDurabilityOptions(dataDir: string, durable: boolean): Promise<Pick<PGliteOptions, "startParams" | "fs">> {
  if (!durable) return {};
  const [{ PGlite }, { NodeFS }] = await Promise.all([import("@electric-sql/pglite"), import("@electric-sql/pglite/nodefs")]);
  class DurableNodeFS extends NodeFS {
    override async init(...[pg, opts]: Parameters<InstanceType<typeof NodeFS>["init"]>) {
      const { emscriptenOpts } = await super.init(pg, opts);
      // After NODEFS's own hook, which mounts the folder; before PostgreSQL starts.
      // PGlite's types do not describe NODEFS's stream table, the one thing touched here.
      const preRun = [...(emscriptenOpts.preRun ?? []), (module: object) => routeFsyncToTheDisk(module as EmscriptenModule)];
      return { emscriptenOpts: { ...emscriptenOpts, preRun } };
    }
  }
  return {
    fs: new DurableNodeFS(dataDir),
    startParams: [...PGlite.defaultStartParams.filter((param) => param !== "-F"), "-c", "wal_sync_method=open_datasync"],
  };
}
