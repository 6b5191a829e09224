/**
 * Behind a TLS-terminating reverse proxy (Debian's nginx, started here on 127.0.0.1 with the
 * README's settings), staff sign in, the admin panel loads and `.data` form posts work, because the
 * site takes the visitor's scheme and host from the trusted proxy or from SITE_URL; and a client
 * cannot choose the address the rate limits see by writing X-Forwarded-For (issue 8 points 5 and 9,
 * ADR 0020).
 */
import type { AddressInfo } from "node:net";

import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createApp, serveApp } from "../../server/app";
import { session, user } from "~/db/auth-schema";
import { leads } from "~/db/schema";
import type { Db } from "~/db/types";
import { closeDatabase, setDatabase } from "~/server/db.server";
import { resetEnvForTests } from "~/server/env.server";

import { createStaffUser, type TestStaff } from "../setup/auth-helpers";
import { startReverseProxy, type ProxyResponse, type ReverseProxy } from "../setup/reverse-proxy";
import { loadServerBuild } from "../setup/test-app";
import { createTestDatabase } from "../setup/test-database";

/** The site's public address: what a deployment behind TLS sets. */
const SITE = "https://site.test";
const savedEnv = { ...process.env };
let db: Db;
const sites: ReturnType<typeof serveApp>[] = [];
const proxies: ReverseProxy[] = [];

/** The site with TRUST_PROXY as given, over HTTP on 127.0.0.1, with nginx in front of it. */
async function siteBehindNginx(trustProxy: string | undefined): Promise<ReverseProxy> {
  if (trustProxy === undefined) delete process.env.TRUST_PROXY;
  else process.env.TRUST_PROXY = trustProxy;
  resetEnvForTests();
  const { build, buildDir } = await loadServerBuild();
  const site = serveApp(createApp({ build, buildDir, mode: "production" }), { port: 0, hostname: "127.0.0.1" });
  sites.push(site);
  await new Promise<void>((resolve) => site.once("listening", () => resolve()));
  const proxy = await startReverseProxy((site.address() as AddressInfo).port);
  proxies.push(proxy);
  return proxy;
}

let window = 900;
function freshPublicLimit(points: number) {
  window += 1;
  Object.assign(process.env, { RATE_LIMIT_PUBLIC_POINTS: String(points), RATE_LIMIT_PUBLIC_WINDOW_SECONDS: String(window) });
  resetEnvForTests();
}

beforeAll(async () => {
  Object.assign(process.env, { SITE_URL: SITE });
  freshPublicLimit(100);
  const handle = await createTestDatabase({ seed: true });
  setDatabase(handle);
  db = handle.db;
});

afterAll(async () => {
  for (const proxy of proxies) await proxy.stop();
  for (const site of sites) await new Promise<void>((resolve) => site.close(() => resolve()));
  await closeDatabase();
  process.env = { ...savedEnv };
  resetEnvForTests();
});

function cookieOf(response: ProxyResponse): string {
  return (response.headers["set-cookie"] ?? [])
    .map((line) => line.split(";")[0] ?? "")
    .filter((pair) => pair && !pair.endsWith("="))
    .join("; ");
}

/** What a browser at `origin` does: sign in, open the admin panel, rename itself on the profile screen. */
async function staffFlow(proxy: ReverseProxy, origin: string, extraHeaders: Record<string, string> = {}) {
  const host = new URL(origin).host;
  const staff = await createStaffUser(db, { role: "admin" });
  const signIn = await proxy.request("/api/auth/sign-in/email", {
    method: "POST",
    headers: { host, origin, "content-type": "application/json", ...extraHeaders },
    body: JSON.stringify({ email: staff.email, password: staff.password }),
  });
  expect(signIn.status, signIn.body).toBe(200);
  const cookie = cookieOf(signIn);
  // SITE_URL is https: the session cookie is a Secure one.
  expect(cookie).toContain("__Secure-better-auth.session_token=");

  const admin = await proxy.request("/admin", { headers: { host, cookie } });
  expect(admin.status).toBe(200);
  expect(admin.body).toContain(staff.email);

  const rename = await proxy.request("/admin/profile.data", {
    method: "POST",
    headers: { host, origin, cookie, "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "name", name: "Имя через прокси" }).toString(),
  });
  // Saved: the action answers with data or a redirect back to the screen, never a refusal.
  expect(rename.status, rename.body).toBeLessThan(400);
  const [row] = await db.select({ name: user.name }).from(user).where(eq(user.id, staff.id));
  expect(row?.name).toBe("Имя через прокси");
  return staff;
}

async function sessionAddress(staff: TestStaff): Promise<string | null> {
  const [row] = await db
    .select({ ip: session.ipAddress })
    .from(session)
    .where(eq(session.userId, staff.id))
    .orderBy(desc(session.createdAt))
    .limit(1);
  return row?.ip ?? null;
}

describe("behind nginx with TRUST_PROXY=1", () => {
  let proxy: ReverseProxy;
  beforeAll(async () => {
    proxy = await siteBehindNginx("1");
  });

  it("signs in, loads /admin and saves a .data form post, on a host other than SITE_URL's", async () => {
    // Only X-Forwarded-Proto from the trusted proxy can tell the site that www.site.test is https.
    const staff = await staffFlow(proxy, "https://www.site.test", { "x-forwarded-for": "203.0.113.66" });
    // The address nginx appended (this test's own), not the one the client wrote.
    expect(await sessionAddress(staff)).toBe("127.0.0.1");
  });

  it("takes the contact form's .data post", async () => {
    await db.delete(leads);
    const response = await proxy.request("/contact.data", {
      method: "POST",
      headers: { host: "site.test", origin: SITE, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ name: "Данияр", email: "daniyar@example.kz", message: "Через прокси", consent: "on" }).toString(),
    });
    expect(response.status, response.body).toBe(200);
    expect(await db.select().from(leads)).toHaveLength(1);
  });

  it("does not let a spoofed X-Forwarded-For buy a fresh rate-limit budget", async () => {
    freshPublicLimit(2);
    const postLead = (spoofed: string) =>
      proxy.request("/api/leads", {
        method: "POST",
        headers: { host: "site.test", origin: SITE, "content-type": "application/json", "x-forwarded-for": spoofed },
        body: JSON.stringify({ name: "Айгерим", phone: "+77771234567" }),
      });
    expect((await postLead("198.51.100.1")).status).toBe(201);
    expect((await postLead("198.51.100.2")).status).toBe(201);
    const refused = await postLead("198.51.100.3");
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toEqual({ error: expect.stringMatching(/^Слишком много запросов/) });
  });
});

describe("behind nginx without TRUST_PROXY", () => {
  let proxy: ReverseProxy;
  beforeAll(async () => {
    freshPublicLimit(100);
    proxy = await siteBehindNginx(undefined);
  });

  it("takes the scheme from SITE_URL for SITE_URL's host: sign-in, /admin and .data posts work", async () => {
    await staffFlow(proxy, SITE);
  });

  it("does not believe an untrusted peer's X-Forwarded-Proto for another host", async () => {
    const response = await proxy.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { host: "www.site.test", origin: "https://www.site.test", "content-type": "application/json" },
      body: JSON.stringify({ email: "nobody@example.kz", password: "irrelevant" }),
    });
    expect(response.status).toBe(403);
  });
});
