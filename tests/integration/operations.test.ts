/**
 * The operators' endpoints and request ids, through the whole app in this process (issue 25 points
 * 9 and 10, ADR 0061): /healthz, /readyz, /metrics and X-Request-Id. The server process's own
 * behaviour (logs, SIGTERM) is in operations-process.test.ts.
 */
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";

import { analyticsExcludedDaily, outbox } from "~/db/schema";
import { flushAnalytics } from "~/server/analytics.server";
import { rowsOf } from "~/server/db.server";
import { resetEnvForTests } from "~/server/env.server";
import { forgetMaintenanceMode } from "~/server/maintenance.server";
import { saveSiteSettings } from "~/server/settings.server";

import { createApp } from "../../server/app";
import type { Lifecycle } from "../../server/operations";
import { setEnv } from "../setup/env";
import { loadServerBuild, startTestApp, TEST_ORIGIN, type TestApp } from "../setup/test-app";

const savedEnv = { ...process.env };
const METRICS_TOKEN = "metrics-token-for-tests-0123456789";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let app: TestApp;

/** A fresh app on the same database: settings read at creation (TRUST_PROXY) and a lifecycle of the test's own. */
async function appWith(env: Record<string, string | undefined>, lifecycle?: Lifecycle) {
  setEnv(env);
  const { build, buildDir } = await loadServerBuild();
  const created = createApp({ build, buildDir, mode: "production", lifecycle });
  return (path: string, init?: RequestInit) => created.request(new URL(path, TEST_ORIGIN).toString(), init);
}

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.close();
  process.env = savedEnv;
  resetEnvForTests();
});

describe("/healthz and /readyz", () => {
  afterEach(async () => {
    await saveSiteSettings({ maintenance_mode: false }, null);
    forgetMaintenanceMode();
  });

  it("answer 200 JSON, uncached, and stay up in maintenance mode", async () => {
    await saveSiteSettings({ maintenance_mode: true }, null);
    forgetMaintenanceMode();
    expect((await app.request("/")).status).toBe(503);

    const health = await app.request("/healthz");
    expect(health.status).toBe(200);
    expect(health.headers.get("cache-control")).toBe("no-store");
    expect(await health.json()).toEqual({ status: "ok" });
    const ready = await app.request("/readyz");
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready" });
  });

  it("are never counted as page views or health exclusions, and spend no public write budget", async () => {
    await flushAnalytics();
    await app.db.delete(analyticsExcludedDaily);
    const request = await appWith({ RATE_LIMIT_PUBLIC_POINTS: "1" });
    for (let i = 0; i < 5; i++) {
      for (const method of ["GET", "HEAD"]) {
        expect((await request("/healthz", { method })).status).toBe(200);
        expect((await request("/readyz", { method })).status).toBe(200);
      }
    }
    await flushAnalytics();
    expect(await app.db.select().from(analyticsExcludedDaily)).toEqual([]);
    setEnv({ RATE_LIMIT_PUBLIC_POINTS: savedEnv.RATE_LIMIT_PUBLIC_POINTS });
  });

  it("/readyz says 503 while the server shuts down; /healthz stays 200", async () => {
    const lifecycle = { shuttingDown: false };
    const request = await appWith({}, lifecycle);
    expect((await request("/readyz")).status).toBe(200);
    lifecycle.shuttingDown = true;
    const ready = await request("/readyz");
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: "not-ready", reason: "shutting-down" });
    expect(ready.headers.get("connection")).toBe("close");
    expect((await request("/healthz")).status).toBe(200);
  });

  it("/readyz says 503 while a migration this build knows is not applied to the database", async () => {
    const table = sql`drizzle.__drizzle_migrations`;
    type Applied = { id: number; hash: string; created_at: string };
    const [row] = rowsOf(await app.db.execute(sql`select id, hash, created_at from ${table} order by created_at desc limit 1`)) as Applied[];
    expect(row).toBeDefined();
    await app.db.execute(sql`delete from ${table} where id = ${row!.id}`);
    try {
      const ready = await app.request("/readyz");
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: "not-ready", reason: "migrations-pending" });
    } finally {
      await app.db.execute(sql`insert into ${table} (id, hash, created_at) values (${row!.id}, ${row!.hash}, ${row!.created_at})`);
    }
    expect((await app.request("/readyz")).status).toBe(200);
  });
});

describe("X-Request-Id", () => {
  afterEach(() => setEnv({ TRUST_PROXY: savedEnv.TRUST_PROXY }));

  it("is a new UUID on every answer: pages, files, the API and the operators' endpoints", async () => {
    const ids = new Set<string>();
    for (const path of ["/", "/favicon.ico", "/robots.txt", "/no-such-page", "/api/openapi.json", "/healthz"]) {
      const id = (await app.request(path)).headers.get("x-request-id");
      expect(id, path).toMatch(UUID);
      ids.add(id!);
    }
    expect(ids.size).toBe(6);
  });

  it("keeps an incoming id only from a trusted proxy, and only one that cannot forge a log field", async () => {
    const headers = { "X-Request-Id": "nginx-7f3a9c0d2b1e" };
    const untrusted = await appWith({ TRUST_PROXY: undefined });
    expect((await untrusted("/healthz", { headers })).headers.get("x-request-id")).toMatch(UUID);
    // No socket here: a list of proxy addresses never matches, a count of hops trusts the peer.
    const otherProxy = await appWith({ TRUST_PROXY: "10.0.0.1" });
    expect((await otherProxy("/healthz", { headers })).headers.get("x-request-id")).toMatch(UUID);

    const trusted = await appWith({ TRUST_PROXY: "1" });
    expect((await trusted("/healthz", { headers })).headers.get("x-request-id")).toBe("nginx-7f3a9c0d2b1e");
    for (const forged of ['x" level="fatal', "a".repeat(200), "two words"]) {
      expect((await trusted("/healthz", { headers: { "X-Request-Id": forged } })).headers.get("x-request-id"), forged).toMatch(UUID);
    }
  });
});

describe("/metrics", () => {
  afterEach(() => setEnv({ METRICS_TOKEN: undefined }));

  it("is the site's own 404 while METRICS_TOKEN is unset, whatever is sent", async () => {
    setEnv({ METRICS_TOKEN: undefined });
    for (const authorization of [undefined, "Bearer ", `Bearer ${METRICS_TOKEN}`]) {
      const response = await app.request("/metrics", { headers: authorization ? { Authorization: authorization } : {} });
      expect(response.status).toBe(404);
      expect(await response.text()).not.toContain("http_requests_total");
    }
  });

  it("answers only the right bearer token", async () => {
    setEnv({ METRICS_TOKEN });
    for (const authorization of [undefined, "Bearer wrong", `Basic ${METRICS_TOKEN}`, `Bearer ${METRICS_TOKEN}x`, METRICS_TOKEN]) {
      const response = await app.request("/metrics", { headers: authorization ? { Authorization: authorization } : {} });
      expect(response.status, authorization).toBe(404);
    }
    const response = await app.request("/metrics", { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/plain");
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("counts requests by route pattern, times them, and reads the outbox backlog by kind", async () => {
    setEnv({ METRICS_TOKEN });
    await app.db.delete(outbox);
    await app.db.insert(outbox).values([
      { kind: "telegram", payload: {} },
      { kind: "telegram", payload: {} },
      { kind: "webhook", payload: {}, attempts: 80, givenUpAt: new Date(), lastError: "HTTP 500" },
    ]);
    for (const slug of ["one", "two", "three"]) await app.request(`/cases/${slug}`);
    await app.request("/kz/about");
    await app.request("/healthz");

    const text = await (await app.request("/metrics", { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })).text();
    // One series for every case's address, none per raw path.
    expect(text).toMatch(/^http_requests_total\{method="GET",route="\/cases\/:id",status="404"\} 3$/m);
    expect(text).not.toContain('route="/cases/one"');
    expect(text).toMatch(/^http_requests_total\{method="GET",route="\/kz\/about",status="\d+"\} 1$/m);
    expect(text).toMatch(/^http_request_duration_seconds_count\{method="GET",route="\/cases\/:id"\} 3$/m);
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/cases\/:id"\} \d+$/m);
    // The operators' own endpoints are not visitors' requests.
    expect(text).not.toContain('route="/healthz"');
    expect(text).toMatch(/^outbox_backlog\{kind="telegram",state="pending"\} 2$/m);
    expect(text).toMatch(/^outbox_backlog\{kind="webhook",state="given_up"\} 1$/m);
    for (const name of ["outbox_deliveries_total", "llm_calls_total", "llm_tokens_total", "log_lines_total", "db_pool_connections"]) {
      expect(text).toContain(`# TYPE ${name} `);
    }
    await app.db.delete(outbox);
  });

  it("shows this process's PostgreSQL connections when the site runs on PostgreSQL", async ({ skip }) => {
    if (!process.env.DATABASE_URL) skip();
    setEnv({ METRICS_TOKEN });
    const text = await (await app.request("/metrics", { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })).text();
    expect(text).toMatch(/^db_pool_connections\{state="max"\} 10$/m);
  });
});
