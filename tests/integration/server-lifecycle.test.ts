import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { freePort, removeServerData, spawnServer, waitFor } from "../setup/server-process";

/** As `npm start` runs it, on PGlite in a folder the test chooses. */
const startServer = (env: Record<string, string>) =>
  spawnServer({ ...process.env, NODE_ENV: "production", DATABASE_URL: undefined, ...env });

describe("server process", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = path.join(await mkdtemp(path.join(tmpdir(), "site-lifecycle-")), "nested", "data");
  });
  afterAll(async () => {
    await removeServerData();
    await rm(path.dirname(path.dirname(dataDir)), { recursive: true, force: true });
  });

  it("serves, logs one line per request, shuts down on SIGTERM and reopens its data", async () => {
    for (let round = 1; round <= 2; round++) {
      const port = await freePort();
      const server = startServer({ PORT: String(port), DATA_DIR: dataDir });
      await waitFor(() => server.output().includes("Server listening"), "start-up", 60_000);

      // A new folder is initialised, migrated and seeded by a child process, whose memory leaves
      // with it (ADR 0072); the server opens the folder as on any later start.
      const lines = server
        .output()
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as { pid: number; reqId: string; msg: string });
      const prepared = lines.filter((line) => line.msg === "The data folder is initialised, migrated and seeded");
      const listening = lines.find((line) => line.msg.startsWith("Server listening"));
      expect(listening?.pid).toBe(server.child.pid);
      if (round === 1) {
        expect(prepared).toHaveLength(1);
        expect(prepared[0]).toMatchObject({ reqId: "prepare" });
        expect(prepared[0]!.pid).not.toBe(server.child.pid);
        expect(lines.indexOf(prepared[0]!)).toBeLessThan(lines.indexOf(listening!));
      } else {
        expect(prepared).toEqual([]);
      }
      expect(await (await fetch(`http://127.0.0.1:${port}/team`)).text()).toContain("Арман Жумабеков");

      const response = await fetch(`http://127.0.0.1:${port}/no-such-page`);
      expect(response.status).toBe(404);
      await waitFor(() => /"msg":"GET \/no-such-page 404"/.test(server.output()), "the request log line");
      expect(server.output().match(/GET \/no-such-page/g)).toHaveLength(1);

      server.child.kill("SIGTERM");
      expect(await server.exited).toBe(0);
    }
  }, 150_000);

  it("refuses to start with a clear message when a setting is invalid", async () => {
    const server = startServer({ PORT: "not-a-port", DATA_DIR: dataDir });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain("PORT: PORT must be a number");
  });
});
