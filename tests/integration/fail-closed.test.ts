/**
 * The server fails closed: started without NODE_ENV it behaves as in production (no stack traces in
 * answers, no public development secret); development behaviour must be asked for with
 * NODE_ENV=development (issue 8 point 13, ADR 0020). The real server entry in a process of its own,
 * since NODE_ENV decides things at start-up.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createHmac } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { DEV_AUTH_SECRET } from "~/server/env.server";

const ADMIN = { email: "boss@example.kz", password: "fail-closed-42" };
const children: ChildProcess[] = [];
const tempDirs: string[] = [];

afterAll(async () => {
  for (const child of children) child.kill("SIGKILL");
  for (const dir of tempDirs) await rm(dir, { recursive: true, force: true });
});

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** `tsx server/index.ts` as a deployment might run it, with NODE_ENV only when given. */
async function startServer(nodeEnv: string | undefined): Promise<{ url: string; stop: () => Promise<void> }> {
  const dataDir = await mkdtemp(path.join(tmpdir(), "site-fail-closed-"));
  tempDirs.push(dataDir);
  const port = await freePort();
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    SITE_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: path.join(dataDir, "data"),
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
  };
  // Vitest sets NODE_ENV=test. The behaviour under test does not depend on the database, so the
  // embedded one is used even when the suite runs against PostgreSQL.
  delete env.NODE_ENV;
  delete env.BETTER_AUTH_SECRET;
  delete env.DATABASE_URL;
  if (nodeEnv !== undefined) env.NODE_ENV = nodeEnv;
  const child = spawn(process.execPath, ["--import", "tsx", "server/index.ts"], { env, stdio: ["ignore", "pipe", "pipe"] });
  children.push(child);
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const until = Date.now() + 60_000;
  while (!output.includes("Server listening")) {
    if (child.exitCode !== null || Date.now() > until) throw new Error(`server did not start:\n${output}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    stop: async () => {
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/** An error the router itself raises: a POST to a route that has no action. */
async function errorAnswer(url: string): Promise<string> {
  const response = await fetch(`${url}/robots.txt`, { method: "POST", body: "" });
  expect(response.status).toBe(405);
  return response.text();
}

/** The session cookie's token and signature after signing in as the bootstrap admin. */
async function sessionCookie(url: string): Promise<{ token: string; signature: string }> {
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify(ADMIN),
  });
  expect(response.status).toBe(200);
  const cookie = response.headers.getSetCookie().find((line) => line.includes("session_token="));
  const value = decodeURIComponent(cookie!.split(";")[0]!.split("=").slice(1).join("="));
  const dot = value.lastIndexOf(".");
  return { token: value.slice(0, dot), signature: value.slice(dot + 1) };
}

const signedWithDevSecret = ({ token, signature }: { token: string; signature: string }) =>
  createHmac("sha256", DEV_AUTH_SECRET).update(token).digest("base64") === signature;

describe("NODE_ENV", () => {
  it("unset: production behaviour, no stack traces and no development secret", async () => {
    const server = await startServer(undefined);
    try {
      const body = await errorAnswer(server.url);
      expect(body).not.toMatch(/\bat .*\.(js|ts):\d+/);
      expect(body).not.toContain("stack");
      expect(signedWithDevSecret(await sessionCookie(server.url))).toBe(false);
    } finally {
      await server.stop();
    }
  }, 90_000);

  it("development must be asked for, and then shows what production hides", async () => {
    const server = await startServer("development");
    try {
      expect(await errorAnswer(server.url)).toContain("stack");
      expect(signedWithDevSecret(await sessionCookie(server.url))).toBe(true);
    } finally {
      await server.stop();
    }
  }, 90_000);
});
