/**
 * A PostgreSQL server of its own (initdb into a temporary folder), for the fault tests that stop and
 * start it (ADR 0071): the machine's shared server on 5432 serves other tests and must not be touched.
 * Debian's binaries in /usr/lib/postgresql/<version>/bin; run as the postgres user when this process
 * is root, since initdb and postgres refuse root.
 */
import { execFile, execFileSync } from "node:child_process";
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";

export type PrivatePostgres = {
  url: string;
  port: number;
  start: () => Promise<void>;
  /** `fast`: open connections are ended, as a restart by an operator or a failover does. */
  stop: () => Promise<void>;
  remove: () => void;
};

/** The newest Debian PostgreSQL's bin folder, or null when none is installed. */
export function postgresBinaries(): string | null {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((version) => existsSync(path.join(root, version, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], "bin") : null;
}

export function createPrivatePostgres(port: number): PrivatePostgres {
  const bin = postgresBinaries();
  if (!bin) throw new Error("No PostgreSQL binaries in /usr/lib/postgresql (apt-get install postgresql)");
  const root = mkdtempSync(path.join(tmpdir(), "faults-pg-"));
  const dataDir = path.join(root, "data");
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    // The postgres user must reach the folder through the temporary directory and own it.
    chmodSync(root, 0o755);
    chownSync(root, Number(execFileSync("id", ["-u", "postgres"]).toString()), Number(execFileSync("id", ["-g", "postgres"]).toString()));
  }
  const commandLine = (command: string, args: string[]): [string, string[]] =>
    asRoot ? ["runuser", ["-u", "postgres", "--", path.join(bin, command), ...args]] : [path.join(bin, command), args];
  const run = (command: string, args: string[]) => execFileSync(...commandLine(command, args), { stdio: "pipe" });
  // Asynchronous where it runs during a test's load, so the load's clients keep going meanwhile.
  const runAsync = async (command: string, args: string[]) => {
    await promisify(execFile)(...commandLine(command, args));
  };
  run("initdb", ["-D", dataDir, "-U", "postgres", "--auth=trust", "--no-sync", "-E", "UTF8", "--locale=C.UTF-8"]);
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=on`;
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start: () => runAsync("pg_ctl", ["-D", dataDir, "-o", options, "-l", path.join(root, "log"), "-w", "start"]),
    stop: () => runAsync("pg_ctl", ["-D", dataDir, "-m", "fast", "-w", "stop"]),
    remove: () => {
      try {
        run("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
      } catch {
        // Not running.
      }
      rmSync(root, { recursive: true, force: true });
    },
  };
}
