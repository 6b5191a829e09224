/**
 * The client address used for rate limits and recorded on sessions cannot be chosen by the client:
 * X-Forwarded-For is read only as far as TRUST_PROXY trusts the hops that wrote it, from the right
 * (issue 8 point 5, ADR 0020). Over real HTTP, since the socket's peer address is part of the answer.
 */
import type { AddressInfo } from "node:net";

import { desc, eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { createApp, serveApp } from "../../server/app";
import { session } from "~/db/auth-schema";
import { aiAssistantSettings } from "~/db/schema";
import type { Db } from "~/db/types";
import { closeDatabase, setDatabase } from "~/server/db.server";
import { resetEnvForTests } from "~/server/env.server";

import { createStaffUser } from "../setup/auth-helpers";
import { loadServerBuild } from "../setup/test-app";
import { createTestDatabase } from "../setup/test-database";

const savedEnv = { ...process.env };
let db: Db;
const servers: ReturnType<typeof serveApp>[] = [];

beforeAll(async () => {
  const handle = await createTestDatabase({ seed: true });
  setDatabase(handle);
  db = handle.db;
});

afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise<void>((resolve) => server.close(() => resolve()));
  process.env = { ...savedEnv };
  resetEnvForTests();
});

afterAll(async () => {
  await closeDatabase();
});

let window = 300;

/** The production server on 127.0.0.1 with these settings; every request reaches it from 127.0.0.1. */
async function startServer(env: Record<string, string>): Promise<string> {
  window += 1;
  Object.assign(process.env, { RATE_LIMIT_PUBLIC_POINTS: "1", RATE_LIMIT_PUBLIC_WINDOW_SECONDS: String(window), ...env });
  resetEnvForTests();
  const { build, buildDir } = await loadServerBuild();
  const server = serveApp(createApp({ build, buildDir, mode: "production" }), { port: 0, hostname: "127.0.0.1" });
  servers.push(server);
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Signs in with the given X-Forwarded-For and returns the address better-auth recorded on the session. */
async function sessionAddress(url: string, forwardedFor?: string): Promise<string | null> {
  const staff = await createStaffUser(db, { role: "editor" });
  const response = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: url,
      ...(forwardedFor ? { "x-forwarded-for": forwardedFor } : {}),
    },
    body: JSON.stringify({ email: staff.email, password: staff.password }),
  });
  expect(response.status).toBe(200);
  const [row] = await db
    .select({ ip: session.ipAddress })
    .from(session)
    .where(eq(session.userId, staff.id))
    .orderBy(desc(session.createdAt))
    .limit(1);
  return row?.ip ?? null;
}

function postLead(url: string, forwardedFor: string) {
  return fetch(`${url}/api/leads`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": forwardedFor },
    body: JSON.stringify({ name: "Айгерим", phone: "+77771234567" }),
  });
}

describe("the client address behind proxies", () => {
  it("without TRUST_PROXY is the socket's peer: X-Forwarded-For is ignored", async () => {
    const url = await startServer({});
    expect(await sessionAddress(url, "203.0.113.9")).toBe("127.0.0.1");
  });

  it("with TRUST_PROXY=1 is the entry the one trusted proxy appended, not what the client wrote", async () => {
    const url = await startServer({ TRUST_PROXY: "1" });
    expect(await sessionAddress(url, "203.0.113.9, 198.51.100.1")).toBe("198.51.100.1");
    expect(await sessionAddress(url, "198.51.100.2")).toBe("198.51.100.2");
    // No header: the peer itself is the client.
    expect(await sessionAddress(url)).toBe("127.0.0.1");
  });

  it("with TRUST_PROXY=1 a spoofed left-most entry does not buy a fresh rate-limit budget", async () => {
    const url = await startServer({ TRUST_PROXY: "1" });
    expect((await postLead(url, "203.0.113.1, 198.51.100.1")).status).toBe(201);
    expect((await postLead(url, "203.0.113.2, 198.51.100.1")).status).toBe(429);
    expect((await postLead(url, "198.51.100.3")).status).toBe(201);
  });

  it("with TRUST_PROXY=1 twelve addresses of one IPv6 /64 share one allowance of wrong API keys", async () => {
    const url = await startServer({ TRUST_PROXY: "1", RATE_LIMIT_API_KEY_POINTS: "10", RATE_LIMIT_API_KEY_WINDOW_SECONDS: "900" });
    const wrongKey = (forwardedFor: string) =>
      fetch(`${url}/api/leads`, { headers: { authorization: "Bearer ak_wrong", "x-forwarded-for": forwardedFor } });
    const answers: Response[] = [];
    for (let i = 1; i <= 12; i++) answers.push(await wrongKey(`2001:db8:5:6::${i.toString(16)}`));
    expect(answers.map((r) => r.status)).toEqual([...Array<number>(10).fill(401), 429, 429]);
    expect(Number(answers[10]!.headers.get("retry-after"))).toBeGreaterThan(0);
    // The neighbouring /64 is another client.
    expect((await wrongKey("2001:db8:5:7::1")).status).toBe(401);
  });

  it("with TRUST_PROXY=true counts as one proxy", async () => {
    const url = await startServer({ TRUST_PROXY: "true" });
    expect(await sessionAddress(url, "203.0.113.9, 198.51.100.1")).toBe("198.51.100.1");
  });

  it("with TRUST_PROXY=2 skips two hops from the right", async () => {
    const url = await startServer({ TRUST_PROXY: "2" });
    expect(await sessionAddress(url, "192.0.2.66, 203.0.113.9, 10.0.0.7")).toBe("203.0.113.9");
  });

  it("with a list of proxy addresses skips only those, right to left", async () => {
    const url = await startServer({ TRUST_PROXY: "127.0.0.1, 10.0.0.0/8" });
    expect(await sessionAddress(url, "192.0.2.66, 203.0.113.9, 10.1.2.3, 10.0.0.7")).toBe("203.0.113.9");
  });

  it("with a list that does not include the peer ignores X-Forwarded-For", async () => {
    const url = await startServer({ TRUST_PROXY: "10.0.0.0/8" });
    expect(await sessionAddress(url, "203.0.113.9, 10.1.2.3")).toBe("127.0.0.1");
  });

  it("with TRUST_PROXY=loopback trusts a proxy on the same machine", async () => {
    const url = await startServer({ TRUST_PROXY: "loopback" });
    expect(await sessionAddress(url, "192.0.2.66, 203.0.113.9")).toBe("203.0.113.9");
  });
});

describe("every per-address limit counts an IPv6 client by its /64", () => {
  /** Twelve addresses of 2001:db8:<net>::/64, the last written out in full and in capitals. */
  const sameNetwork = (net: string) => [
    ...Array.from({ length: 11 }, (_, i) => `2001:db8:${net}::${(i + 1).toString(16)}`),
    `2001:0DB8:${net.toUpperCase()}:FFFF:ffff:0:fffe`,
  ];

  async function statuses(send: (forwardedFor: string) => Promise<Response>, addresses: string[]) {
    const answers: number[] = [];
    for (const address of addresses) answers.push((await send(address)).status);
    return answers;
  }

  it("public writes: twelve addresses of one /64 share one allowance, the next /64 has its own", async () => {
    const url = await startServer({ TRUST_PROXY: "1", RATE_LIMIT_PUBLIC_POINTS: "10" });
    const subscribe = (forwardedFor: string) =>
      fetch(`${url}/api/newsletter`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: url, "x-forwarded-for": forwardedFor },
        body: JSON.stringify({ email: `reader-${crypto.randomUUID()}@example.kz` }),
      });
    const answers = await statuses(subscribe, sameNetwork("a:1"));
    expect(answers.slice(0, 10).every((s) => s < 300)).toBe(true);
    expect(answers.slice(10)).toEqual([429, 429]);
    expect((await subscribe("2001:db8:a:2::1")).status).toBeLessThan(300);
  });

  it("public writes: an IPv4-mapped IPv6 address is its IPv4 address", async () => {
    const url = await startServer({ TRUST_PROXY: "1" });
    expect((await postLead(url, "::ffff:198.51.100.77")).status).toBe(201);
    expect((await postLead(url, "198.51.100.77")).status).toBe(429);
  });

  it("the chat: twelve addresses of one /64 share one allowance of messages", async () => {
    const url = await startServer({ TRUST_PROXY: "1", RATE_LIMIT_CHAT_POINTS: "10" });
    await db.update(aiAssistantSettings).set({ isActive: true });
    // Each from a fresh browser (no cookie), so only the address can tie them together.
    const ask = (forwardedFor: string) =>
      fetch(`${url}/api/chat`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: url, "x-forwarded-for": forwardedFor },
        body: JSON.stringify({ message: "Какие услуги вы предлагаете?" }),
      });
    const answers = await statuses(async (address) => {
      const response = await ask(address);
      await response.arrayBuffer();
      return response;
    }, sameNetwork("b:1"));
    expect(answers).toEqual([...Array<number>(10).fill(200), 429, 429]);
    expect((await ask("2001:db8:b:2::1")).status).toBe(200);
  });

  it("sign-in: twelve addresses of one /64 share one allowance of attempts", async () => {
    const url = await startServer({ TRUST_PROXY: "1", RATE_LIMIT_SIGNIN_POINTS: "10", RATE_LIMIT_SIGNIN_WINDOW_SECONDS: "600" });
    const guess = (forwardedFor: string) =>
      fetch(`${url}/api/auth/sign-in/email`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: url, "x-forwarded-for": forwardedFor },
        body: JSON.stringify({ email: `guess-${crypto.randomUUID()}@example.kz`, password: "wrong-password-1" }),
      });
    const answers = await statuses(guess, sameNetwork("c:1"));
    expect(answers.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(answers.slice(10)).toEqual([429, 429]);
    expect((await guess("2001:db8:c:2::1")).status).toBe(401);
  });
});
