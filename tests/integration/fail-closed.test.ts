/**
 * The server fails closed: started without NODE_ENV it behaves as in production (no stack traces in
 * answers, no public development secret); development behaviour must be asked for with
 * NODE_ENV=development (issue 8 point 13, ADR 0020). The real server entry in a process of its own,
 * since NODE_ENV decides things at start-up.
 */
import { createHmac } from "node:crypto";

import { afterAll, describe, expect, it } from "vitest";

import { DEV_AUTH_SECRET } from "~/server/env.server";

import { removeServerData, startServerProcess } from "../setup/server-process";

const ADMIN = { email: "boss@example.kz", password: "fail-closed-42" };
afterAll(removeServerData);

/** `node build/server/start.js` as a deployment might run it, with NODE_ENV only when given. */
function startServer(nodeEnv: string | undefined) {
  // Vitest sets NODE_ENV=test. The behaviour under test does not depend on the database, so the
  // embedded one is used even when the suite runs against PostgreSQL.
  return startServerProcess(
    { NODE_ENV: nodeEnv, BETTER_AUTH_SECRET: undefined, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password },
    { embedded: true },
  );
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
