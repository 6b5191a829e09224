/**
 * First-party analytics (issue 23 points 11–13, ADR 0058): counting through the real server,
 * exclusions, the beacon, the salt, the roll-up, expiry, the period queries, conversions and CSV.
 */
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import {
  analyticsAudienceDaily,
  analyticsDaily,
  analyticsEvents,
  analyticsExcludedDaily,
  analyticsSalts,
  analyticsSourcesDaily,
  leads,
  pageViewsDaily,
  siteSettings,
} from "~/db/schema";
import { companyToday } from "~/lib/dates";
import { rollUpAnalytics } from "~/server/analytics-rollup.server";
import { conversions, dailyTraffic, periodRange, topPages, trafficSources } from "~/server/analytics-report.server";
import { analyticsCsv } from "~/server/analytics-screen.server";
import { countPageView, deviceClass, exclusionOf, flushAnalytics, saltOf, shiftDay, visitorHash } from "~/server/analytics.server";
import { COUNTING_SWITCH_CHECK_MS, isCountingOn, rememberCountingSwitch } from "~/server/counting-switch.server";
import { getDashboardStats } from "~/server/dashboard.server";
import { readSiteSetting, saveSiteSettings } from "~/server/settings.server";

import { staffSession } from "../setup/auth-helpers";
import { TEST_ORIGIN, startTestApp, type TestApp } from "../setup/test-app";

const CHROME = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36";
const IPHONE = "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1";
const GOOGLEBOT = "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)";

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp({ seed: false });
});
afterAll(async () => {
  await flushAnalytics();
  await app?.close();
});
beforeEach(async () => {
  await flushAnalytics();
  for (const table of [analyticsEvents, analyticsDaily, pageViewsDaily, analyticsSourcesDaily, analyticsAudienceDaily, analyticsExcludedDaily, analyticsSalts, leads]) {
    await app.db.delete(table);
  }
});

function page(path: string, headers: Record<string, string> = {}, method = "GET") {
  return app.request(path, { method, headers: { "user-agent": CHROME, "x-forwarded-for": "203.0.113.7", ...headers } });
}

async function events() {
  await flushAnalytics();
  return app.db.select().from(analyticsEvents).orderBy(analyticsEvents.id);
}

async function excluded() {
  await flushAnalytics();
  const rows = await app.db.select().from(analyticsExcludedDaily);
  return Object.fromEntries(rows.map((r) => [r.reason, r.count]));
}

describe("counting on the server", () => {
  it("counts a public page with its referrer host, utm_* and device, and stores no address", async () => {
    const response = await page("/services?utm_source=google&utm_medium=cpc&utm_campaign=spring", { referer: "https://www.google.com/search?q=ai" });
    expect(response.status).toBe(200);
    await page("/about", { "user-agent": IPHONE, referer: `${TEST_ORIGIN}/services` });
    const rows = await events();
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      path: "/services",
      day: companyToday(),
      entry: true,
      referrerHost: "google.com",
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "spring",
      device: "desktop",
      country: null,
    });
    // From another page of the site: no referral, no new visit.
    expect(rows[1]).toMatchObject({ path: "/about", entry: false, referrerHost: null, device: "mobile" });
    // Another browser on the same address is another visitor; only the hash is kept.
    expect(rows[0]!.visitor).toMatch(/^[0-9a-f]{32}$/);
    expect(rows[1]!.visitor).not.toBe(rows[0]!.visitor);
    const stored = JSON.stringify(await app.db.execute(sql`select * from analytics_events`));
    expect(stored).not.toContain("203.0.113");
  });

  it("stores identical views of one flush as one row with their number, and every report counts each view", async () => {
    for (let i = 0; i < 3; i += 1) expect((await page("/team")).status).toBe(200);
    await page("/team", { "user-agent": IPHONE });
    const rows = await events();
    expect(rows.map((r) => [r.path, r.device, r.views])).toEqual([
      ["/team", "desktop", 3],
      ["/team", "mobile", 1],
    ]);
    const today = companyToday();
    const range = { from: today, to: today };
    expect((await dailyTraffic(range)).at(-1)).toMatchObject({ views: 4, visitors: 2, visits: 4 });
    expect(await topPages(range)).toEqual([{ path: "/team", views: 4, visitors: 2, entries: 4 }]);
    await rollUpAnalytics({ now: new Date(Date.now() + 2 * 86_400_000) });
    const [rolled] = await app.db.select().from(pageViewsDaily);
    expect(rolled).toMatchObject({ path: "/team", views: 4, visitors: 2, entries: 4 });
  });

  it("leaves out the admin, the API, .data requests, 404s and non-GET requests", async () => {
    await page("/admin");
    await page("/auth");
    await page("/api/openapi.json");
    await page("/services.data");
    await page("/no-such-page");
    expect(await events()).toEqual([]);
  });

  it("counts each excluded request by reason: bots, prefetches, staff, health checks", async () => {
    await page("/", { "user-agent": GOOGLEBOT });
    await page("/", { "sec-purpose": "prefetch" });
    await page("/", { purpose: "prefetch" });
    await page("/", { "user-agent": "UptimeRobot/2.0" });
    await page("/", {}, "HEAD");
    const { cookie } = await staffSession(app.db, app.request, TEST_ORIGIN, "editor");
    await page("/", { cookie });
    expect(await events()).toEqual([]);
    expect(await excluded()).toEqual({ bot: 1, prefetch: 2, staff: 1, health: 2 });
  });

  it("classifies requests and devices", () => {
    const h = (init: Record<string, string>) => new Headers(init);
    expect(exclusionOf("GET", h({ "user-agent": CHROME }))).toBeNull();
    expect(exclusionOf("GET", h({}))).toBe("health");
    expect(exclusionOf("GET", h({ "user-agent": CHROME, "sec-purpose": "prefetch;prerender" }))).toBe("prefetch");
    expect(exclusionOf("GET", h({ "user-agent": CHROME, cookie: "a=1; __Secure-better-auth.session_token=x" }))).toBe("staff");
    expect(deviceClass(IPHONE)).toBe("mobile");
    expect(deviceClass("Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1")).toBe("tablet");
    expect(deviceClass(CHROME)).toBe("desktop");
  });
});

describe("the beacon", () => {
  const beacon = (body: string, headers: Record<string, string> = {}) =>
    app.request("/api/analytics", {
      method: "POST",
      headers: { "content-type": "text/plain;charset=UTF-8", origin: TEST_ORIGIN, "user-agent": CHROME, ...headers },
      body,
    });

  it("counts a client-side navigation, never as an entry", async () => {
    const response = await beacon(JSON.stringify({ path: "/cases?utm_campaign=x" }));
    expect(response.status).toBe(204);
    expect(await events()).toMatchObject([{ path: "/cases", entry: false, utmCampaign: "x", referrerHost: null }]);
  });

  it("refuses staff and API paths and malformed bodies; counts a bot's as excluded", async () => {
    expect((await beacon(JSON.stringify({ path: "/admin/leads" }))).status).toBe(400);
    expect((await beacon(JSON.stringify({ path: "//evil.example" }))).status).toBe(400);
    expect((await beacon("not json")).status).toBe(400);
    expect((await beacon(JSON.stringify({ path: "/" }), { "user-agent": GOOGLEBOT })).status).toBe(204);
    expect(await events()).toEqual([]);
    expect(await excluded()).toEqual({ bot: 1 });
    expect((await beacon(JSON.stringify({ path: "/", pad: "x".repeat(4000) }))).status).toBe(413);
  });
});

describe("the staff switch (settings, advanced tab)", () => {
  const switchTo = async (cookie: string, on: boolean) =>
    app.request("/admin/settings/advanced", {
      method: "POST",
      headers: { cookie, origin: TEST_ORIGIN, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "counting", value: String(on) }),
      redirect: "manual",
    });
  const beacon = () =>
    app.request("/api/analytics", {
      method: "POST",
      headers: { "content-type": "text/plain;charset=UTF-8", origin: TEST_ORIGIN, "user-agent": CHROME },
      body: JSON.stringify({ path: "/cases" }),
    });
  let admin = "";

  beforeAll(async () => {
    ({ cookie: admin } = await staffSession(app.db, app.request, TEST_ORIGIN, "admin"));
  });
  // A test that fails half-way must not leave counting paused for the next.
  afterEach(async () => {
    await saveSiteSettings({ analytics_counting: true }, null);
    rememberCountingSwitch(true);
  });

  it("pauses counting of pages, beacons and exclusions at once, says so on the analytics screen, and resumes", async () => {
    expect((await switchTo(admin, false)).status).toBe(302);
    expect(await readSiteSetting("analytics_counting")).toBe(false);
    await page("/team");
    await page("/", { "user-agent": GOOGLEBOT });
    await page("/", {}, "HEAD");
    expect((await beacon()).status).toBe(204);
    expect(await events()).toEqual([]);
    expect(await excluded()).toEqual({});
    const screen = await (await app.request("/admin/analytics", { headers: { cookie: admin } })).text();
    expect(screen).toContain("Учёт посещений приостановлен");

    expect((await switchTo(admin, true)).status).toBe(302);
    await page("/team");
    expect((await beacon()).status).toBe(204);
    expect((await events()).map((e) => e.path)).toEqual(["/team", "/cases"]);
    expect(await (await app.request("/admin/analytics", { headers: { cookie: admin } })).text()).not.toContain("Учёт посещений приостановлен");
  });

  it("is switched by admins only", async () => {
    const { cookie: marketer } = await staffSession(app.db, app.request, TEST_ORIGIN, "marketer");
    expect((await switchTo(marketer, false)).status).toBe(403);
    expect(await readSiteSetting("analytics_counting")).toBe(true);
    await page("/team");
    expect(await events()).toHaveLength(1);
  });

  it("follows a change no process heard of (another copy's, its notice lost) within a few seconds", async () => {
    await app.db
      .insert(siteSettings)
      .values({ key: "analytics_counting", value: "false" })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: "false" } });
    const now = Date.now();
    expect(isCountingOn(now)).toBe(true);
    await vi.waitFor(() => expect(isCountingOn(now + COUNTING_SWITCH_CHECK_MS)).toBe(false));
    await page("/team");
    expect(await events()).toEqual([]);
  });
});

describe("the operator's off (ANALYTICS_COUNTING=off)", () => {
  afterEach(() => {
    delete process.env.ANALYTICS_COUNTING;
  });

  it("is said on the analytics screen and the advanced tab, apart from the staff's pause, whatever the switch says", async () => {
    const { cookie: admin } = await staffSession(app.db, app.request, TEST_ORIGIN, "admin");
    const screen = async () => (await app.request("/admin/analytics", { headers: { cookie: admin } })).text();
    const tab = async () => (await app.request("/admin/settings/advanced", { headers: { cookie: admin } })).text();
    const serverOff = "Учёт выключен в настройках сервера (ANALYTICS_COUNTING=off): посещения не считаются при любом положении переключателя.";

    process.env.ANALYTICS_COUNTING = "off";
    const paused = await screen();
    expect(paused).toContain("Учёт посещений выключен на сервере");
    expect(paused).toContain("Новые посещения не считаются: так задано в настройках сервера (ANALYTICS_COUNTING=off). Включить учёт может тот, кто обслуживает сервер.");
    expect(paused).not.toContain("Учёт посещений приостановлен");
    expect(await tab()).toContain(serverOff);

    delete process.env.ANALYTICS_COUNTING;
    expect(await screen()).not.toContain("Учёт посещений выключен на сервере");
    expect(await tab()).not.toContain(serverOff);
  });
});

describe("salts, roll-up and expiry", () => {
  const at = (day: string, hour = 12) => new Date(`${day}T${String(hour).padStart(2, "0")}:00:00+05:00`);
  const view = (path: string, day: string, ip: string, extra: Partial<Parameters<typeof countPageView>[0]> = {}) =>
    countPageView({ url: new URL(path, TEST_ORIGIN), referrer: null, siteHosts: () => ["localhost:3000"], clientIp: ip, userAgent: CHROME, at: at(day), ...extra });

  it("makes one salt per day, keeps today's and yesterday's only, and hashes differently each day", async () => {
    const database = app.db;
    // Days of their own, so no salt another test made is involved.
    const today = shiftDay(companyToday(), 40);
    const days = [shiftDay(today, -3), shiftDay(today, -2), shiftDay(today, -1), today];
    const salts = [];
    for (const day of days) salts.push(await saltOf(database, day));
    expect(new Set(salts).size).toBe(4);
    expect((await app.db.select().from(analyticsSalts)).map((r) => r.day).sort()).toEqual([shiftDay(today, -1), today]);
    expect(visitorHash(salts[2]!, "198.51.100.1", CHROME)).not.toBe(visitorHash(salts[3]!, "198.51.100.1", CHROME));
    // IPv6 addresses of one /64 are one visitor.
    expect(visitorHash(salts[3]!, "2001:db8::1", CHROME)).toBe(visitorHash(salts[3]!, "2001:db8::2", CHROME));
  });

  it("rolls each completed day up once, with the same figures as the live query, and expires old events", async () => {
    const today = companyToday();
    const d1 = shiftDay(today, -2);
    const d2 = shiftDay(today, -1);
    view("/", d1, "198.51.100.1", { referrer: "https://t.me/channel" });
    view("/services", d1, "198.51.100.1", { referrer: `${TEST_ORIGIN}/` });
    view("/", d1, "198.51.100.2");
    view("/?utm_source=insta&utm_campaign=sale", d2, "198.51.100.3");
    view("/", today, "198.51.100.4");
    await flushAnalytics();
    const range = { from: d1, to: today };
    const live = { days: await dailyTraffic(range), pages: await topPages(range), sources: await trafficSources(range) };

    const [first, second] = await Promise.all([rollUpAnalytics(), rollUpAnalytics()]);
    expect([...first.rolledUp, ...second.rolledUp].sort()).toEqual([d1, d2]);
    expect((await rollUpAnalytics()).rolledUp).toEqual([]);
    expect(await app.db.select().from(analyticsDaily).orderBy(analyticsDaily.day)).toEqual([
      { day: d1, views: 3, visitors: 2, visits: 2 },
      { day: d2, views: 1, visitors: 1, visits: 1 },
    ]);
    expect(await dailyTraffic(range)).toEqual(live.days);
    expect(await topPages(range)).toEqual(live.pages);
    expect(await trafficSources(range)).toEqual(live.sources);
    expect(live.sources).toEqual([
      { referrerHost: "", utmSource: "", utmMedium: "", utmCampaign: "", visits: 2, visitors: 2 },
      { referrerHost: "", utmSource: "insta", utmMedium: "", utmCampaign: "sale", visits: 1, visitors: 1 },
      { referrerHost: "t.me", utmSource: "", utmMedium: "", utmCampaign: "", visits: 1, visitors: 1 },
    ]);
    expect(await app.db.select().from(analyticsAudienceDaily).where(sql`day = ${d1}`)).toEqual([
      { day: d1, device: "desktop", country: "", views: 3, visitors: 2 },
    ]);

    // Expiry: only raw events of rolled-up days older than the retention go.
    const report = await rollUpAnalytics({ retentionDays: 1 });
    expect(report.expired).toBe(3);
    expect((await app.db.select().from(analyticsEvents)).map((e) => e.day).sort()).toEqual([d2, today]);
    expect(await dailyTraffic(range)).toEqual(live.days);
  });

  it("credits leads to sources, campaigns and landing pages, and exports every table as CSV", async () => {
    const today = companyToday();
    view("/?utm_source=insta&utm_campaign=sale", today, "198.51.100.5");
    view("/services", today, "198.51.100.6", { referrer: "https://google.com/" });
    view("/", today, "198.51.100.7");
    view("/", today, "198.51.100.8");
    await flushAnalytics();
    await app.db.insert(leads).values([
      { name: "А", phone: "+77010000001", source: "website_form", utmSource: "insta", utmCampaign: "sale", landingPath: "/" },
      { name: "Б", phone: "+77010000002", source: "website_form", referrer: "https://www.google.com/search", landingPath: "/services" },
    ]);
    const result = await conversions(periodRange("7d"));
    expect(result).toMatchObject({ visits: 4, leads: 2, rate: 50 });
    expect(result.bySource).toEqual([
      { key: "google.com", visits: 1, leads: 1, rate: 100 },
      { key: "insta", visits: 1, leads: 1, rate: 100 },
      { key: "", visits: 2, leads: 0, rate: 0 },
    ]);
    expect(result.byCampaign).toEqual([{ key: "sale", visits: 1, leads: 1, rate: 100 }]);
    expect(result.byLandingPage).toEqual([
      { key: "/", visits: 3, leads: 1, rate: 33.3 },
      { key: "/services", visits: 1, leads: 1, rate: 100 },
    ]);

    const csv = await analyticsCsv("conversion-pages", "7d");
    expect(csv.startsWith("\uFEFFСтраница входа;Визиты;Заявки;Конверсия, %\r\n")).toBe(true);
    expect(csv).toContain("/;3;1;33,3\r\n");
    const sources = await analyticsCsv("conversion-sources", "7d");
    expect(sources).toContain("Прямые заходы;2;0;0");

    const { cookie } = await staffSession(app.db, app.request, TEST_ORIGIN, "marketer");
    for (const table of ["days", "sources", "excluded", "pages", "devices", "countries", "conversion-sources", "conversion-campaigns", "conversion-pages", "realtime"]) {
      const response = await app.request(`/admin/analytics/export.csv?table=${table}&period=1y`, { headers: { cookie } });
      expect(response.status, table).toBe(200);
      expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    }
    const editor = await staffSession(app.db, app.request, TEST_ORIGIN, "editor");
    expect((await app.request("/admin/analytics/export.csv?table=days", { headers: { cookie: editor.cookie } })).status).toBe(403);

    // The dashboard: the same visits and leads, against nothing in the 30 days before.
    const stats = await getDashboardStats({ analytics: true, leads: true });
    expect(stats.analytics).toEqual({ visitors: { current: 4, previous: 0 }, conversion: { current: 50, previous: 0 } });
    expect(stats.leads).toEqual({ total: { current: 2, previous: 0 }, fresh: 2 });
  });
});

describe("the analytics screen", () => {
  it("says so honestly on a new site, then shows what was counted on every tab", async () => {
    const { cookie } = await staffSession(app.db, app.request, TEST_ORIGIN, "marketer");
    const empty = await (await app.request("/admin/analytics", { headers: { cookie } })).text();
    expect(empty).toContain("Пока нет данных");
    await page("/services", { referer: "https://t.me/x" });
    await flushAnalytics();
    const traffic = await (await app.request("/admin/analytics?tab=traffic&period=7d", { headers: { cookie } })).text();
    expect(traffic).not.toContain("Пока нет данных");
    expect(traffic).toContain("Просмотры и посетители по дням");
    expect(traffic).toContain("t.me");
    expect(traffic).toContain("<svg");
    const pages = await (await app.request("/admin/analytics?tab=pages&period=1y", { headers: { cookie } })).text();
    expect(pages).toContain("/services");
    const realtime = await (await app.request("/admin/analytics?tab=realtime", { headers: { cookie } })).text();
    expect(realtime).toMatch(/data-testid="realtime-visitors"[^>]*>1</);
    for (const tab of ["audience", "conversions"]) {
      expect((await app.request(`/admin/analytics?tab=${tab}&period=90d`, { headers: { cookie } })).status).toBe(200);
    }
  });
});
