import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";

import { BENCH_ADMIN } from "./hero-image";

export type BenchServer = { url: string; pid: number; stop: () => Promise<void> };

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => (typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port"))));
    });
  });
}

async function waitUntilUp(url: string, child: ChildProcess, log: () => string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Server exited with code ${child.exitCode}:\n${log()}`);
    try {
      const response = await fetch(`${url}/`);
      await response.arrayBuffer();
      // The first request also warms the database and the route modules.
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Server did not answer within ${timeoutMs / 1000}s:\n${log()}`);
}

/**
 * The production entry (build/server/start.js) in its own process, as `npm start` runs it, so the load
 * generator and the browser do not share its event loop. Its own empty PGlite folder each run;
 * `cpu` keeps it on one core.
 */
export async function startBenchServer(buildDir: string, env: Record<string, string> = {}, options: { cpu?: number } = {}): Promise<BenchServer> {
  const port = await freePort();
  const dataRoot = mkdtempSync(path.join(os.tmpdir(), "bench-data-"));
  const entry = [process.execPath, path.join(buildDir, "server/start.js")];
  // taskset runs the server in its own place (same pid), every thread of it on that one core.
  const command = options.cpu === undefined ? entry : ["taskset", "-c", String(options.cpu), ...entry];
  const child = spawn(command[0]!, command.slice(1), {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: path.join(dataRoot, "db"),
      SITE_URL: `http://127.0.0.1:${port}`,
      // The staff account bench/hero-image.ts uploads with.
      ADMIN_EMAIL: BENCH_ADMIN.email,
      ADMIN_PASSWORD: BENCH_ADMIN.password,
      ...env,
    },
    // Production logs one line per request; under load that output is discarded, not buffered.
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const url = `http://127.0.0.1:${port}`;
  const cleanUp = () => rmSync(dataRoot, { recursive: true, force: true });
  try {
    await waitUntilUp(url, child, () => stderr, 120_000);
  } catch (error) {
    child.kill("SIGKILL");
    cleanUp();
    throw error;
  }
  return {
    url,
    pid: child.pid ?? 0,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
        await exited;
        clearTimeout(timer);
      }
      cleanUp();
    },
  };
}
