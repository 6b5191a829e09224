/**
 * The page cache (issue 25 point 4, ADR 0067) through the whole server: a second anonymous GET is
 * answered from memory (seen in page_cache_requests_total) with gzip and brotli variants of the same
 * bytes and a policy that allows exactly its scripts by hash; a case edit through the admin drops
 * that case's page, /cases, / and /sitemap.xml but not /blog or another case's page; staff,
 * previews, the design preview, unknown parameters, HEAD and writes bypass it; pages served from
 * memory are counted as page views (a bot's is not); no visitor sees another's data; a scheduled
 * post shows on time. On PGlite, and on PostgreSQL with DATABASE_URL.
 */
import { createHash, randomBytes } from "node:crypto";
import type { AddressInfo } from "node:net";
import { brotliDecompressSync, gunzipSync } from "node:zlib";

import { and, eq, ne } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { analyticsEvents, analyticsExcludedDaily, blogPosts, cases } from "~/db/schema";
import { flushAnalytics } from "~/server/analytics.server";
import { publishContentChange } from "~/server/content-changes.server";
import { metrics } from "~/server/metrics.server";
import { createPageCache } from "~/server/page-cache.server";

import { createApp, serveApp, type SiteApp } from "../../server/app";
import type { RequestRoute } from "../../server/route-policy";
import { staffSession } from "../setup/auth-helpers";
import { setEnv } from "../setup/env";
import { loadServerBuild, startTestApp, TEST_ORIGIN, type TestApp } from "../setup/test-app";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";

let app: TestApp;
let editorCookie = "";
const saved = { ...process.env };

beforeAll(async () => {
  // The other integration tests run without the cache (vitest.config.ts); this one turns it on.
  setEnv({ PAGE_CACHE_MAX_BYTES: String(32 * 1024 * 1024), PAGE_CACHE_TTL_MS: "60000" });
  app = await startTestApp();
  editorCookie = (await staffSession(app.db, app.request, TEST_ORIGIN, "editor")).cookie;
  const base = { client: "ТОО «Клиент»", industry: "Медицина", description: "Запись пациентов круглосуточно." };
  await app.db.insert(cases).values([
    { ...base, title: "Первый кейс для кэша", status: "completed" },
    { ...base, title: "Второй кейс для кэша", status: "completed" },
    { ...base, title: "Черновик кейса для кэша", status: "draft" },
  ]);
});
afterAll(async () => {
  await flushAnalytics();
  await app?.close();
  process.env = saved;
  setEnv({});
});

async function counted(result: "hit" | "miss" | "bypass"): Promise<number> {
  const { values } = await metrics().pageCache.get();
  return values.find((v) => v.labels.result === result)?.value ?? 0;
}

const get = (path: string, headers: Record<string, string> = {}) =>
  app.request(path, { headers: { "user-agent": CHROME, "x-forwarded-for": "203.0.113.9", ...headers }, redirect: "manual" });

/** Whether this GET was answered from memory, and its answer; sent through app.request() unless told otherwise. */
async function fetchCounting(path: string, headers: Record<string, string> = {}, send = get) {
  const before = { hit: await counted("hit"), miss: await counted("miss"), bypass: await counted("bypass") };
  const response = await send(path, headers);
  const body = Buffer.from(await response.arrayBuffer());
  const after = { hit: await counted("hit"), miss: await counted("miss"), bypass: await counted("bypass") };
  const result = after.hit > before.hit ? "hit" : after.miss > before.miss ? "miss" : after.bypass > before.bypass ? "bypass" : "none";
  return { response, body, result };
}

/** Asks until the page is answered from memory (a miss stores it after its answer has gone out). */
async function warm(path: string) {
  await vi.waitFor(async () => expect((await fetchCounting(path)).result).toBe("hit"), { timeout: 10_000, interval: 50 });
}

const publicCase = async () => {
  const rows = await app.db.select({ id: cases.id, title: cases.title }).from(cases).where(eq(cases.status, "completed")).limit(2);
  expect(rows.length).toBe(2);
  return rows as [{ id: string; title: string }, { id: string; title: string }];
};

describe("answering from memory", () => {
  it("answers a second anonymous GET from memory, with gzip and brotli variants of the same page", async () => {
    expect((await fetchCounting("/services")).result).toBe("miss");
    await warm("/services");
    const plain = await fetchCounting("/services", { "accept-encoding": "identity" });
    const gzipped = await fetchCounting("/services", { "accept-encoding": "gzip" });
    const brotli = await fetchCounting("/services", { "accept-encoding": "gzip, deflate, br" });
    for (const answer of [plain, gzipped, brotli]) {
      expect(answer.result).toBe("hit");
      expect(answer.response.status).toBe(200);
      expect(answer.response.headers.get("vary")).toMatch(/accept-encoding/i);
      expect(Number(answer.response.headers.get("content-length"))).toBe(answer.body.length);
      // The per-request headers are the request's own.
      expect(answer.response.headers.get("x-request-id")).toBeTruthy();
      expect(answer.response.headers.get("x-content-type-options")).toBe("nosniff");
    }
    expect(plain.response.headers.get("content-encoding")).toBeNull();
    expect(gzipped.response.headers.get("content-encoding")).toBe("gzip");
    expect(brotli.response.headers.get("content-encoding")).toBe("br");
    expect(gunzipSync(gzipped.body).equals(plain.body)).toBe(true);
    expect(brotliDecompressSync(brotli.body).equals(plain.body)).toBe(true);
    expect(brotli.body.length).toBeLessThan(plain.body.length / 3);
    expect(plain.response.headers.get("x-request-id")).not.toBe(gzipped.response.headers.get("x-request-id"));
    expect(plain.body.toString("utf8")).toContain("</html>");
  });

  it("compresses a page once while visitors keep missing it: the first render is kept, the others' are not compressed", async () => {
    const cache = createPageCache({ maxBytes: 32 * 1024 * 1024, ttlMs: 60_000 });
    try {
      const rendered = (body: string) => ({
        headers: [["Content-Type", "text/html; charset=utf-8"]] as [string, string][],
        body: Buffer.from(body),
        tags: ["site"],
        page: true,
        route: { routeIds: ["root", "routes/_public/layout"], dataRequest: false, pattern: "/", policy: { maxBodyBytes: 1024 } } satisfies RequestRoute,
      });
      // The first render is small and quick to compress; the ones after it would take far longer,
      // so, were they compressed too, the last of them would be what stays.
      const started = cache.now();
      const first = rendered("<p>первый</p>");
      const later = Array.from({ length: 3 }, (_, i) => rendered(`<p>${i} ${randomBytes(400_000).toString("base64")}</p>`));
      await Promise.all([cache.store("/", started, first), ...later.map((page) => cache.store("/", started, page))]);
      expect(cache.get("/")?.bodies.identity.toString()).toBe("<p>первый</p>");
      // Once stored, a later render (after a drop) is stored as usual.
      cache.drop(["site"]);
      await cache.store("/", cache.now(), later[0]!);
      expect(cache.get("/")?.bodies.identity.equals(later[0]!.body)).toBe(true);
    } finally {
      cache.close();
    }
  });

  it("allows exactly the stored page's inline scripts, by hash, with no nonce shared by every visitor", async () => {
    await warm("/");
    const { response, body, result } = await fetchCounting("/", { "accept-encoding": "identity" });
    expect(result).toBe("hit");
    const policy = response.headers.get("content-security-policy") ?? "";
    const html = body.toString("utf8");
    expect(policy).not.toContain("'nonce-");
    expect(html).not.toMatch(/\snonce=/);
    const scriptSrc = policy.split(";").find((d) => d.trim().startsWith("script-src")) ?? "";
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attrs = "", text = ""]) => !/\ssrc=/.test(attrs) && text !== "" && !/application\/(ld\+)?json/.test(attrs));
    expect(inline.length).toBeGreaterThan(1);
    for (const [, , text = ""] of inline) {
      expect(scriptSrc).toContain(`'sha256-${createHash("sha256").update(text).digest("base64")}'`);
    }
    // The rendered answer of a staff browser keeps its own fresh nonce.
    const staff = await get("/", { cookie: editorCookie });
    expect(staff.headers.get("content-security-policy")).toMatch(/'nonce-[A-Za-z0-9+/=]+'/);
  });
});

describe("dropping pages by tag", () => {
  it("a case edit drops its page, /cases, / and the sitemap, not /blog nor another case's page", async () => {
    const [edited, other] = await publicCase();
    const pages = ["/", "/cases", `/cases/${edited.id}`, `/cases/${other.id}`, "/sitemap.xml", "/blog", "/en/faq"];
    for (const path of pages) await warm(path);

    const form = new URLSearchParams({ intent: "save", id: edited.id });
    const [row] = await app.db.select().from(cases).where(eq(cases.id, edited.id));
    form.set("title", "Кейс после правки в админке");
    form.set("client", row!.client);
    form.set("industry", row!.industry);
    form.set("description", row!.description);
    form.set("status", row!.status);
    const saved = await app.request("/admin/cases", {
      method: "POST",
      headers: { Origin: TEST_ORIGIN, Cookie: editorCookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: form,
      redirect: "manual",
    });
    expect(saved.status).toBe(302);

    const after: Record<string, string> = {};
    for (const path of pages) after[path] = (await fetchCounting(path)).result;
    expect(after).toEqual({
      "/": "miss",
      "/cases": "miss",
      [`/cases/${edited.id}`]: "miss",
      [`/cases/${other.id}`]: "hit",
      "/sitemap.xml": "miss",
      "/blog": "hit",
      "/en/faq": "hit",
    });
    expect((await fetchCounting(`/cases/${edited.id}`)).body.toString("utf8")).toContain("Кейс после правки в админке");
  });

  it("a site setting saved by an admin drops every page", async () => {
    await warm("/blog");
    await warm("/en/faq");
    const admin = (await staffSession(app.db, app.request, TEST_ORIGIN, "admin")).cookie;
    const response = await app.request("/admin/settings/general", {
      method: "POST",
      headers: { Origin: TEST_ORIGIN, Cookie: admin, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "general", site_name: "Сайт после правки", public_url: "", favicon_url: "", presentation_url: "" }),
      redirect: "manual",
    });
    expect(response.status).toBe(302);
    expect((await fetchCounting("/blog")).result).toBe("miss");
    const faq = await fetchCounting("/en/faq");
    expect(faq.result).toBe("miss");
    expect(faq.body.toString("utf8")).toContain("Сайт после правки");
  });
});

describe("what is never answered from memory", () => {
  it("staff, previews, the design preview, unknown parameters and HEAD are rendered", async () => {
    const [one] = await publicCase();
    await warm("/");
    await warm(`/cases/${one.id}`);
    expect((await fetchCounting("/", { cookie: editorCookie })).result).toBe("bypass");
    expect((await fetchCounting("/", { cookie: "__Secure-better-auth.session_token=whatever" })).result).toBe("bypass");
    expect((await fetchCounting(`/cases/${one.id}?preview=1`)).result).toBe("bypass");
    expect((await fetchCounting("/?design-preview=e30")).result).toBe("bypass");
    expect((await fetchCounting("/?newsletter=subscribed")).result).toBe("bypass");
    expect((await fetchCounting("/", { authorization: "Bearer x" })).result).toBe("bypass");
    const head = await app.request("/", { method: "HEAD" });
    expect(head.status).toBe(200);
    const hits = await counted("hit");
    await app.request("/services", { method: "HEAD" });
    // A form post runs the page's action (the contact form refuses an empty one), never a stored page.
    const write = await app.request("/contact", { method: "POST", headers: { Origin: TEST_ORIGIN, "Content-Type": "application/x-www-form-urlencoded" }, body: "" });
    expect(write.status).toBe(400);
    expect(await counted("hit")).toBe(hits);
    expect((await fetchCounting("/")).result).toBe("hit");
  });

  it("a staff preview of a draft is never stored: the next visitor gets the 404", async () => {
    const [draft] = await app.db.select({ id: cases.id }).from(cases).where(ne(cases.status, "completed")).limit(1);
    expect(draft).toBeTruthy();
    const preview = await get(`/cases/${draft!.id}?preview=1`, { cookie: editorCookie });
    expect(preview.status).toBe(200);
    const staffView = await get(`/cases/${draft!.id}`, { cookie: editorCookie });
    expect(staffView.status).toBe(404);
    for (let i = 0; i < 2; i++) expect((await get(`/cases/${draft!.id}`)).status).toBe(404);
  });

  it("no visitor sees another visitor's data: the contact form's attribution, a campaign tag, a cookie", async () => {
    const a = await get("/contact?utm_source=visitor-a-campaign", { referer: "https://visitor-a.example/page" });
    expect(await a.text()).toContain("visitor-a.example");
    expect(a.headers.get("cache-control")).toBe("private");
    for (let i = 0; i < 5; i++) {
      await get("/contact?utm_source=visitor-a-campaign", { referer: "https://visitor-a.example/page" });
      const b = await fetchCounting("/contact");
      expect(b.result).toBe("miss");
      expect(b.body.toString("utf8")).not.toContain("visitor-a");
    }

    await get("/services?utm_source=visitor-a-secret&utm_campaign=visitor-a-campaign");
    await warm("/services?utm_source=visitor-a-secret");
    const other = await fetchCounting("/services");
    expect(other.result).toBe("hit");
    expect(other.body.toString("utf8")).not.toContain("visitor-a");

    // Nothing a response set for one browser is ever replayed to another.
    const first = await get("/about", { cookie: "chat_visitor=visitor-a-token; admin_toast=visitor-a-toast" });
    expect(await first.text()).not.toContain("visitor-a");
    await warm("/about");
    const later = await fetchCounting("/about");
    expect(later.response.headers.get("set-cookie")).toBeNull();
    expect(later.body.toString("utf8")).not.toContain("visitor-a");
  });
});

describe("page views", () => {
  beforeEach(async () => {
    await flushAnalytics();
    await app.db.delete(analyticsEvents);
    await app.db.delete(analyticsExcludedDaily);
  });

  it("counts pages answered from memory as rendered ones; a bot's is excluded", async () => {
    await warm("/team");
    await flushAnalytics();
    await app.db.delete(analyticsEvents);
    expect((await fetchCounting("/team?utm_source=newsletter")).result).toBe("hit");
    expect((await fetchCounting("/team", { "user-agent": GOOGLEBOT })).result).toBe("hit");
    await flushAnalytics();
    const events = await app.db.select().from(analyticsEvents);
    expect(events).toMatchObject([{ path: "/team", utmSource: "newsletter", device: "desktop" }]);
    const excluded = await app.db.select().from(analyticsExcludedDaily).where(eq(analyticsExcludedDaily.reason, "bot"));
    expect(excluded[0]?.count).toBe(1);
  });

  it("reads the headers Node parsed when a socket brought the request, on a rendered page and on one from memory", async () => {
    const server = serveApp(app.site, { port: 0, hostname: "127.0.0.1" });
    await new Promise<void>((resolve) => server.once("listening", () => resolve()));
    const { port } = server.address() as AddressInfo;
    const overSocket = (path: string, headers: Record<string, string> = {}) =>
      fetch(`http://127.0.0.1:${port}${path}`, { headers: { "user-agent": CHROME, ...headers }, redirect: "manual" });
    /** What was counted since the last call, views as [path, device, referrer host, entry, views]. */
    const takeCounts = async () => {
      await flushAnalytics();
      const events = await app.db.select().from(analyticsEvents).orderBy(analyticsEvents.id);
      const excluded = await app.db.select().from(analyticsExcludedDaily);
      await app.db.delete(analyticsEvents);
      await app.db.delete(analyticsExcludedDaily);
      return {
        views: events.map((e) => [e.path, e.device, e.referrerHost, e.entry, e.views]),
        excluded: Object.fromEntries(excluded.map((row) => [row.reason, row.count])),
      };
    };
    try {
      expect((await fetchCounting("/faq", { referer: "https://t.me/channel" }, overSocket)).result).toBe("miss");
      expect(await takeCounts()).toEqual({ views: [["/faq", "desktop", "t.me", true, 1]], excluded: {} });

      await warm("/faq");
      await takeCounts();
      const visits: Record<string, string>[] = [
        { referer: "https://t.me/channel" },
        { "user-agent": IPHONE, referer: `http://127.0.0.1:${port}/about` },
        { "user-agent": GOOGLEBOT },
        { "sec-purpose": "prefetch" },
        { "user-agent": "" },
      ];
      for (const headers of visits) {
        expect((await fetchCounting("/faq", headers, overSocket)).result).toBe("hit");
      }
      expect(await takeCounts()).toEqual({
        views: [
          ["/faq", "desktop", "t.me", true, 1],
          ["/faq", "mobile", null, false, 1],
        ],
        excluded: { bot: 1, prefetch: 1, health: 1 },
      });
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });
});

/** Serves the app on a socket for the test, and closes it after. */
async function onSocket<T>(site: SiteApp, work: (overSocket: (path: string, headers?: Record<string, string>) => Promise<Response>) => Promise<T>): Promise<T> {
  const server = serveApp(site, { port: 0, hostname: "127.0.0.1" });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const { port } = server.address() as AddressInfo;
  try {
    return await work((path, headers = {}) => fetch(`http://127.0.0.1:${port}${path}`, { headers: { "user-agent": CHROME, ...headers }, redirect: "manual" }));
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** The count of answered requests the metrics hold for a route and status. */
async function requestsCounted(route: string, status: number): Promise<number> {
  const { values } = await metrics().httpRequests.get();
  return values.find((v) => v.labels.method === "GET" && v.labels.route === route && v.labels.status === String(status))?.value ?? 0;
}

describe("answering on the socket, before the middleware", () => {
  it("sends a page from memory with the rendered page's headers, a request id of its own, and counts it in the request metrics", async () => {
    await onSocket(app.site, async (overSocket) => {
      const plain = { "accept-encoding": "identity" };
      const rendered = await fetchCounting("/privacy", plain, overSocket);
      expect(rendered.result).toBe("miss");
      await vi.waitFor(async () => expect((await fetchCounting("/privacy", plain, overSocket)).result).toBe("hit"), { timeout: 10_000, interval: 50 });

      const before = await requestsCounted("/privacy", 200);
      const hit = await fetchCounting("/privacy", { ...plain, "x-request-id": "forged-by-the-client" }, overSocket);
      expect(hit.result).toBe("hit");
      expect(await requestsCounted("/privacy", 200)).toBe(before + 1);
      expect(hit.body.toString("utf8")).toContain("</html>");
      expect(Number(hit.response.headers.get("content-length"))).toBe(hit.body.length);
      // Not from a trusted proxy: the id is the server's own, as for a rendered page.
      const id = hit.response.headers.get("x-request-id");
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(id).not.toBe(rendered.response.headers.get("x-request-id"));

      const perAnswer = new Set(["date", "x-request-id", "content-length", "content-security-policy", "vary", "connection", "keep-alive", "transfer-encoding"]);
      const expected = [...rendered.response.headers].filter(([name]) => !perAnswer.has(name));
      expect(expected.map(([name]) => name)).toEqual(expect.arrayContaining(["content-type", "x-content-type-options", "x-frame-options", "referrer-policy", "permissions-policy"]));
      for (const [name, value] of expected) expect([name, hit.response.headers.get(name)]).toEqual([name, value]);
      expect(hit.response.headers.get("vary")).toMatch(/accept-encoding/i);
      expect(hit.response.headers.get("content-security-policy")).toMatch(/script-src [^;]*'sha256-/);
      expect(hit.response.headers.get("content-security-policy")).not.toContain("nonce-");
    });
  });

  it("behind a trusted proxy, keeps its request id and reads the public host as the middleware does: a visit from the site's own page is no referral", async () => {
    setEnv({ TRUST_PROXY: "loopback" });
    const { build, buildDir } = await loadServerBuild();
    const behindProxy = createApp({ build, buildDir, mode: "production" });
    setEnv({ TRUST_PROXY: undefined });
    await onSocket(behindProxy, async (overSocket) => {
      const proxied = { "x-forwarded-host": "ai-solutions.kz", "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.7", "x-request-id": "nginx-req-42" };
      const fromOwnPage = { ...proxied, referer: "https://ai-solutions.kz/about" };
      const counted = async () => {
        await flushAnalytics();
        const events = await app.db.select().from(analyticsEvents);
        await app.db.delete(analyticsEvents);
        return events.map((e) => [e.path, e.referrerHost, e.entry]);
      };
      await counted();

      // Rendered (through the middleware), then from memory (on the socket): the same reading.
      const rendered = await fetchCounting("/careers", fromOwnPage, overSocket);
      expect(rendered.result).toBe("miss");
      expect(await counted()).toEqual([["/careers", null, false]]);
      await vi.waitFor(async () => expect((await fetchCounting("/careers", proxied, overSocket)).result).toBe("hit"), { timeout: 10_000, interval: 50 });
      await counted();

      const hit = await fetchCounting("/careers", fromOwnPage, overSocket);
      expect(hit.result).toBe("hit");
      expect(hit.response.headers.get("x-request-id")).toBe("nginx-req-42");
      expect(await counted()).toEqual([["/careers", null, false]]);
    });
  });

  it("tells a keep-alive client to close its connection while the server drains", async () => {
    const lifecycle = { shuttingDown: false };
    const { build, buildDir } = await loadServerBuild();
    await onSocket(createApp({ build, buildDir, mode: "production", lifecycle }), async (overSocket) => {
      await vi.waitFor(async () => expect((await fetchCounting("/team", {}, overSocket)).result).toBe("hit"), { timeout: 10_000, interval: 50 });
      expect((await fetchCounting("/team", {}, overSocket)).response.headers.get("connection")).toBe("keep-alive");
      lifecycle.shuttingDown = true;
      const draining = await fetchCounting("/team", {}, overSocket);
      expect(draining.result).toBe("hit");
      expect(draining.response.headers.get("connection")).toBe("close");
    });
  });
});

describe("scheduled posts", () => {
  it("a scheduled post shows on /blog at its time, though nothing was written then", async () => {
    const soon = new Date(Date.now() + 1500);
    await warm("/blog");
    await app.db.insert(blogPosts).values({ slug: "cache-scheduled", title: "Статья, вышедшая по расписанию", category: "Новости", status: "scheduled", publishDate: soon, content: "Текст." });
    // What the blog screen's save does through the audit log.
    await publishContentChange(["blog"]);
    await warm("/blog");
    expect((await fetchCounting("/blog")).body.toString("utf8")).not.toContain("Статья, вышедшая по расписанию");
    await vi.waitFor(() => expect(Date.now()).toBeGreaterThan(soon.getTime()), { timeout: 5000, interval: 100 });
    const later = await fetchCounting("/blog");
    expect(later.result).toBe("miss");
    expect(later.body.toString("utf8")).toContain("Статья, вышедшая по расписанию");
    await app.db.delete(blogPosts).where(and(eq(blogPosts.slug, "cache-scheduled")));
  });
});
