import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

/** Runs the real server entry as `npm start` does (after the build), in its own process. */
function startServer(env: Record<string, string>) {
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], {
    env: { ...process.env, NODE_ENV: "production", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

async function waitFor(check: () => boolean, what: string, ms = 30_000) {
  const until = Date.now() + ms;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe("server process", () => {
  let dataDir: string;
  const children: ChildProcess[] = [];
  beforeAll(async () => {
    dataDir = path.join(await mkdtemp(path.join(tmpdir(), "site-lifecycle-")), "nested", "data");
  });
  afterAll(async () => {
    for (const c of children) c.kill("SIGKILL");
    await rm(path.dirname(path.dirname(dataDir)), { recursive: true, force: true });
  });

  it("serves, logs one line per request, shuts down on SIGTERM and reopens its data", async () => {
    for (let round = 1; round <= 2; round++) {
      const port = await freePort();
      const server = startServer({ PORT: String(port), DATA_DIR: dataDir });
      children.push(server.child);
      await waitFor(() => server.output().includes("Server listening"), "start-up");

      const response = await fetch(`http://127.0.0.1:${port}/no-such-page`);
      expect(response.status).toBe(404);
      await waitFor(() => /GET \/no-such-page 404 \d+ms/.test(server.output()), "the request log line");
      expect(server.output().match(/GET \/no-such-page/g)).toHaveLength(1);

      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
    }
  }, 90_000);

  it("refuses to start with a clear message when a setting is invalid", async () => {
    const server = startServer({ PORT: "not-a-port", DATA_DIR: dataDir });
    children.push(server.child);
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain("PORT: PORT must be a number");
  });
});
