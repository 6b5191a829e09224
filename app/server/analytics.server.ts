/**
 * First-party page-view counting (issue 23 point 11, ADR 0058): no cookie, no IP address stored,
 * nothing sent to a third party. A visitor is a hash of the company day's secret salt with the
 * client's address key and user agent; only the hash is kept, and the salt is deleted after two
 * days, so nobody (the company included) can recompute a hash or follow a visitor across days.
 *
 * Counting never slows a page: views wait in memory and are inserted in batches (every second, or
 * at BATCH_SIZE distinct rows; identical views of a batch are one row with their number), and
 * flushAnalytics() empties the buffer on shutdown. A view costs a few microseconds: the day's salt,
 * the visitor's hash and the user agent's verdicts are remembered, so pages served from the page
 * cache stay cheap to count. Several server copies share
 * the salt through the database, so a visitor balanced across copies is still one visitor.
 */
import { createHash, randomBytes } from "node:crypto";

import Bowser from "bowser";
import { lt, sql } from "drizzle-orm";
import { isbot } from "isbot";

import { analyticsEvents, analyticsExcludedDaily, analyticsSalts } from "~/db/schema";
import type { Db } from "~/db/types";
import type { AnalyticsExclusion, DeviceClass } from "~/lib/constants";
import { companyToday } from "~/lib/dates";
import { addressKey } from "~/server/address-key.server";
import { countryNow, lookupCountry, openedGeoReader, type OpenedReader } from "~/server/analytics-geo.server";
import { db } from "~/server/db.server";

const FLUSH_MS = 1000;
const BATCH_SIZE = 500;
const INSERT_ROWS = 1000;
const PATH_MAX = 300;
const UTM_MAX = 200;
const HOST_MAX = 255;

/** One calendar day before or after a 'YYYY-MM-DD' day (plain calendar arithmetic, no time zone). */
export function shiftDay(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

// ---------------------------------------------------------------------------------------------
// What is not counted

/** Uptime monitors, load balancers and probes: the site's own health checks, not visitors. */
const HEALTH_CHECK_AGENTS =
  /uptime|monitor|pingdom|statuscake|health.?check|kube-probe|elb-healthchecker|googlehc|nagios|zabbix|check_http|blackbox.?exporter|site24x7|betteruptime|hetrixtools|gatus/i;

/** better-auth's session cookie, with the __Secure- prefix it gets on https. */
const STAFF_SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

const agentCache = new Map<string, AnalyticsExclusion | null>();

/** A health check's or a bot's user agent; remembered per agent, since isbot's pattern is long. */
function agentExclusion(agent: string): AnalyticsExclusion | null {
  const cached = agentCache.get(agent);
  if (cached !== undefined) return cached;
  const verdict: AnalyticsExclusion | null = agent.trim() === "" || HEALTH_CHECK_AGENTS.test(agent) ? "health" : isbot(agent) ? "bot" : null;
  // A busy site sees a few hundred distinct agents; the bound keeps a flood of odd ones from growing it.
  if (agentCache.size >= 1000) agentCache.clear();
  agentCache.set(agent, verdict);
  return verdict;
}

/** The headers a browser's or a proxy's prefetch or preview names itself in. */
const PURPOSE_HEADERS = ["sec-purpose", "purpose", "x-purpose", "x-moz"] as const;
const PREFETCH = /prefetch|prerender|preview/i;

/** What exclusionOf reads a request's headers through: a Headers object, or a cheaper reader of the same. */
export type HeaderReader = Pick<Headers, "get">;

/**
 * Why a request for a page is not a visitor's view, or null when it is one. Health checks first (a
 * HEAD, no user agent at all, or a monitor's), then bots, then prefetches (the page may never be
 * seen), then staff: a browser holding a staff session cookie, checked by its presence alone so
 * counting costs no database read (a signed-out staff member's browser drops the cookie).
 */
export function exclusionOf(method: string, headers: HeaderReader): AnalyticsExclusion | null {
  if (method === "HEAD") return "health";
  const byAgent = agentExclusion(headers.get("user-agent") ?? "");
  if (byAgent) return byAgent;
  if (PURPOSE_HEADERS.some((name) => PREFETCH.test(headers.get(name) ?? ""))) return "prefetch";
  if (STAFF_SESSION_COOKIE.test(headers.get("cookie") ?? "")) return "staff";
  return null;
}

// ---------------------------------------------------------------------------------------------
// Who and from where

const deviceCache = new Map<string, DeviceClass>();

/** desktop, mobile or tablet by the user agent (bowser); anything else (TVs, unknown) is desktop. */
export function deviceClass(userAgent: string): DeviceClass {
  const cached = deviceCache.get(userAgent);
  if (cached) return cached;
  const type = Bowser.parse(userAgent).platform.type;
  const device: DeviceClass = type === "mobile" || type === "tablet" ? type : "desktop";
  // A busy site sees a few hundred distinct agents; the bound keeps a flood of odd ones from growing it.
  if (deviceCache.size >= 1000) deviceCache.clear();
  deviceCache.set(userAgent, device);
  return device;
}

/** The visitor of one day: sha256 of the day's salt, the address key and the user agent; 32 hex digits. */
export function visitorHash(salt: string, clientIp: string, userAgent: string): string {
  return createHash("sha256").update(`${salt}\n${addressKey(clientIp)}\n${userAgent}`).digest("hex").slice(0, 32);
}

/**
 * visitorHash, remembered for the visitors of the moment (a visitor views several pages), by
 * address and then agent: the strings the request already holds are the keys, where one key joined
 * from salt, address and agent cost a new string and its hash on every view of a cached page.
 */
const visitorCache = { salt: "", size: 0, byAddress: new Map<string, Map<string, string>>() };

function rememberedVisitor(salt: string, clientIp: string, userAgent: string): string {
  if (visitorCache.salt !== salt || visitorCache.size >= 10_000) {
    visitorCache.byAddress.clear();
    visitorCache.salt = salt;
    visitorCache.size = 0;
  }
  let byAgent = visitorCache.byAddress.get(clientIp);
  if (!byAgent) visitorCache.byAddress.set(clientIp, (byAgent = new Map()));
  let visitor = byAgent.get(userAgent);
  if (visitor === undefined) {
    visitor = visitorHash(salt, clientIp, userAgent);
    byAgent.set(userAgent, visitor);
    visitorCache.size += 1;
  }
  return visitor;
}

/** The referrer's host when it is another site, lower-cased without 'www.'; null for this site or none. */
export function externalReferrerHost(referrer: string | null | undefined, siteHosts: readonly string[]): string | null {
  if (!referrer) return null;
  try {
    const url = new URL(referrer);
    if (url.protocol !== "http:" && url.protocol !== "https:") return null;
    if (siteHosts.includes(url.host.toLowerCase())) return null;
    return url.hostname.toLowerCase().replace(/^www\./, "").slice(0, HOST_MAX) || null;
  } catch {
    return null;
  }
}

function utm(query: URLSearchParams, name: string): string | null {
  const value = query.get(name)?.replace(/[\p{Cc}]/gu, "").trim();
  return value ? value.slice(0, UTM_MAX) : null;
}

// ---------------------------------------------------------------------------------------------
// The salt of the day

const SALTS = Symbol.for("ai-site.analytics-salts");
const KNOWN_SALTS = Symbol.for("ai-site.analytics-known-salts");
type GlobalWithSalts = typeof globalThis & {
  [SALTS]?: WeakMap<Db, Map<string, Promise<string>>>;
  /** The salts already read, so that a page view needs no promise once its day's salt is known. */
  [KNOWN_SALTS]?: WeakMap<Db, Map<string, string>>;
};
const saltStore = globalThis as GlobalWithSalts;

function knownSalt(database: Db, day: string): string | undefined {
  return saltStore[KNOWN_SALTS]?.get(database)?.get(day);
}

/**
 * The day's salt, created by whichever server copy needs it first (the others read that one) and
 * remembered per database. Creating a day's salt also deletes those older than yesterday's.
 */
export function saltOf(database: Db, day: string): Promise<string> {
  const byDatabase = (saltStore[SALTS] ??= new WeakMap());
  let salts = byDatabase.get(database);
  if (!salts) byDatabase.set(database, (salts = new Map()));
  let salt = salts.get(day);
  if (!salt) {
    salt = (async () => {
      // The no-op update makes the insert answer the stored salt when another copy made it first.
      const [row] = await database
        .insert(analyticsSalts)
        .values({ day, salt: randomBytes(32).toString("base64url") })
        .onConflictDoUpdate({ target: analyticsSalts.day, set: { day: sql`excluded.day` } })
        .returning({ salt: analyticsSalts.salt });
      if (!row) throw new Error(`The analytics salt of ${day} could not be stored`);
      await database.delete(analyticsSalts).where(lt(analyticsSalts.day, shiftDay(day, -1)));
      return row.salt;
    })();
    salt.then(
      (value) => {
        const known = (saltStore[KNOWN_SALTS] ??= new WeakMap());
        let days = known.get(database);
        if (!days) known.set(database, (days = new Map()));
        for (const old of days.keys()) if (old < shiftDay(day, -1)) days.delete(old);
        days.set(day, value);
      },
      () => salts.delete(day),
    );
    // Only today's and yesterday's are ever needed.
    for (const known of salts.keys()) if (known < shiftDay(day, -1)) salts.delete(known);
    salts.set(day, salt);
  }
  return salt;
}

// ---------------------------------------------------------------------------------------------
// The buffer

type PendingEvent = Omit<typeof analyticsEvents.$inferInsert, "id">;

/** An event as the buffer holds it: its time as a number, which a repeated view updates without a new Date. */
type BufferedEvent = Omit<PendingEvent, "at"> & { at: number };

type Buffer = {
  database: Promise<Db> | null;
  /** What `database` resolved to, once it has: a page view then needs no promise. */
  resolved: Db | null;
  /** The country reader of the batch, taken with its database. */
  geo: OpenedReader | null;
  /**
   * Identical views (all but their time) → one event with their number, by visitor and then by the
   * rest of the view (viewKey). The visitor's string is the remembered one, whose hash the map
   * already knows; one key joining all of it was a new long string to hash on every view.
   */
  events: Map<string, Map<string, BufferedEvent>>;
  /** How many events `events` holds. */
  eventCount: number;
  /** `${day} ${reason}` → count. */
  excluded: Map<string, number>;
  recording: Set<Promise<void>>;
  timer: ReturnType<typeof setTimeout> | null;
  flushing: Promise<void>;
};

// The server entry and the route bundle each load this module (request-context.server.ts says
// why); both must fill one buffer.
const BUFFER = Symbol.for("ai-site.analytics-buffer");
type GlobalWithBuffer = typeof globalThis & { [BUFFER]?: Buffer };
const buffer: Buffer = ((globalThis as GlobalWithBuffer)[BUFFER] ??= {
  database: null,
  resolved: null,
  geo: null,
  events: new Map(),
  eventCount: 0,
  excluded: new Map(),
  recording: new Set(),
  timer: null,
  flushing: Promise.resolve(),
});

/**
 * The database a batch goes to is the one in use when its first item arrived: a batch never
 * follows a closed database to a new one (tests open one per file). The country reader is taken
 * then too, once a batch rather than once a view.
 */
function bufferDatabase(): Promise<Db> {
  if (!buffer.database) {
    const pending = db();
    buffer.database = pending;
    buffer.resolved = null;
    buffer.geo = openedGeoReader();
    pending.then(
      (database) => {
        if (buffer.database === pending) buffer.resolved = database;
      },
      // flushAnalytics reports it.
      () => undefined,
    );
  }
  return buffer.database;
}

function scheduleFlush() {
  if (buffer.eventCount >= BATCH_SIZE) {
    void flushAnalytics();
    return;
  }
  if (buffer.timer) return;
  buffer.timer = setTimeout(() => void flushAnalytics(), FLUSH_MS);
  buffer.timer.unref();
}

export type PageView = {
  /** The page's path as requested, with its query (utm_* are read from it, then it is dropped). */
  url: URL;
  /** The Referer header; only another site's host is kept. */
  referrer: string | null;
  /**
   * This site's hosts ('example.kz', 'localhost:3000'): a referrer from them is no referral. Read
   * only when there is a referrer.
   */
  siteHosts: () => readonly string[];
  clientIp: string;
  userAgent: string;
  /** A client-side navigation (the beacon) never begins a visit. */
  navigation?: boolean;
  at?: Date;
};

let dayCache = { from: 0, until: 0, day: "" };

/** companyToday, remembered for the minute (a time zone's day always turns on a whole minute). */
function companyDayOf(time: number): string {
  if (time < dayCache.from || time >= dayCache.until) {
    const from = time - (time % 60_000);
    dayCache = { from, until: from + 60_000, day: companyToday(new Date(time)) };
  }
  return dayCache.day;
}

/**
 * The part of an event's identity besides its visitor. Most views carry no referrer, campaign or
 * country: their key is the path behind a one-character mark of whether the view began a visit;
 * the others' joins every field behind a mark of its own, so the two forms never meet.
 */
function viewKey(path: string, entry: boolean, referrerHost: string | null, utmSource: string | null, utmMedium: string | null, utmCampaign: string | null, country: string | null): string {
  if (referrerHost === null && utmSource === null && utmMedium === null && utmCampaign === null && country === null) return (entry ? "1" : "0") + path;
  return `*${path}\t${entry}\t${referrerHost}\t${utmSource}\t${utmMedium}\t${utmCampaign}\t${country}`;
}

function add(view: PageView, at: number, day: string, salt: string, country: string | null) {
  const search = view.url.search ? view.url.searchParams : null;
  const path = view.url.pathname.slice(0, PATH_MAX);
  const visitor = rememberedVisitor(salt, view.clientIp, view.userAgent);
  // A visit begins with a page reached from outside the site or from nowhere (typed, bookmarked).
  const entry = !view.navigation && isDirect(view);
  const referrerHost = view.navigation || !view.referrer ? null : externalReferrerHost(view.referrer, view.siteHosts());
  const utmSource = search && utm(search, "utm_source");
  const utmMedium = search && utm(search, "utm_medium");
  const utmCampaign = search && utm(search, "utm_campaign");
  // The day and the device are not in the key: the visitor's hash already differs by day (its salt)
  // and by user agent.
  let ofVisitor = buffer.events.get(visitor);
  if (!ofVisitor) buffer.events.set(visitor, (ofVisitor = new Map()));
  const key = viewKey(path, entry, referrerHost, utmSource, utmMedium, utmCampaign, country);
  const same = ofVisitor.get(key);
  if (same) {
    same.views = (same.views ?? 1) + 1;
    // The latest view's time, so the real-time tab sees the visitor as present.
    same.at = at;
  } else {
    const device = deviceClass(view.userAgent);
    ofVisitor.set(key, { at, day, path, visitor, entry, referrerHost, utmSource, utmMedium, utmCampaign, device, country, views: 1 });
    buffer.eventCount += 1;
  }
  scheduleFlush();
}

/**
 * Records a view at once when its day's salt and the country reader are known (every view but the
 * first of a day and of a flush), otherwise once they are.
 */
function record(view: PageView): Promise<void> | null {
  const at = view.at?.getTime() ?? Date.now();
  const day = companyDayOf(at);
  const pending = bufferDatabase();
  const salt = buffer.resolved ? knownSalt(buffer.resolved, day) : undefined;
  const country = countryNow(buffer.geo ?? openedGeoReader(), view.clientIp);
  // While an earlier view waits, this one waits too, so rows keep the order the views came in.
  if (salt !== undefined && country !== undefined && buffer.recording.size === 0) {
    add(view, at, day, salt, country);
    return null;
  }
  return (async () => {
    const database = await pending;
    const [daySalt, found] = await Promise.all([saltOf(database, day), country === undefined ? lookupCountry(view.clientIp) : country]);
    add(view, at, day, daySalt, found);
  })();
}

/** No referrer, or one that is not an http(s) page of this site. */
function isDirect(view: PageView): boolean {
  if (!view.referrer) return true;
  try {
    return !view.siteHosts().includes(new URL(view.referrer).host.toLowerCase());
  } catch {
    return true;
  }
}

function track(work: Promise<void>) {
  const tracked = work.catch((error: unknown) => console.warn("A page view could not be counted:", error));
  buffer.recording.add(tracked);
  void tracked.finally(() => buffer.recording.delete(tracked));
}

/** Counts a visitor's page view, after the answer is sent; never throws, never waits for the database. */
export function countPageView(view: PageView): void {
  try {
    const work = record(view);
    if (work) track(work);
  } catch (error) {
    console.warn("A page view could not be counted:", error);
  }
}

/** Counts a request that was not a visitor's view, by reason and company day. */
export function countExclusion(reason: AnalyticsExclusion, at = new Date()): void {
  const key = `${companyDayOf(at.getTime())} ${reason}`;
  buffer.excluded.set(key, (buffer.excluded.get(key) ?? 0) + 1);
  void bufferDatabase();
  scheduleFlush();
}

/**
 * One statement with the rows as one JSON parameter. Drizzle's multi-row VALUES binds eleven
 * parameters per row, and parsing and binding them cost 4–8 times the insert itself (200 rows:
 * 36 ms against 4.2 ms on PGlite, measured 2026-11-27), which on a busy site served from the page
 * cache was most of what counting cost.
 */
async function insertEvents(database: Db, events: PendingEvent[]): Promise<void> {
  await database.execute(sql`
    insert into ${analyticsEvents} (at, day, path, visitor, entry, referrer_host, utm_source, utm_medium, utm_campaign, device, country, views)
    select at, day, path, visitor, entry, "referrerHost", "utmSource", "utmMedium", "utmCampaign", device, country, views
    from json_to_recordset(${JSON.stringify(events)}::json) as event(
      at timestamptz, day date, path text, visitor text, entry boolean, "referrerHost" text,
      "utmSource" text, "utmMedium" text, "utmCampaign" text, device text, country text, views integer)`);
}

/**
 * Writes everything buffered: events in batches, exclusions as increments. Called by the timer,
 * when a batch is full, and on shutdown (server/main.ts). A failed write is logged and dropped:
 * analytics must never take the site down with it.
 */
export function flushAnalytics(): Promise<void> {
  buffer.flushing = buffer.flushing.then(async () => {
    await Promise.all(buffer.recording);
    if (buffer.timer) clearTimeout(buffer.timer);
    buffer.timer = null;
    const events: PendingEvent[] = [];
    for (const ofVisitor of buffer.events.values()) for (const event of ofVisitor.values()) events.push({ ...event, at: new Date(event.at) });
    buffer.events.clear();
    buffer.eventCount = 0;
    const excluded = [...buffer.excluded];
    buffer.excluded.clear();
    const pending = buffer.database;
    buffer.database = null;
    buffer.resolved = null;
    if (!pending || (events.length === 0 && excluded.length === 0)) return;
    try {
      const database = await pending;
      for (let i = 0; i < events.length; i += INSERT_ROWS) await insertEvents(database, events.slice(i, i + INSERT_ROWS));
      if (excluded.length > 0) {
        await database
          .insert(analyticsExcludedDaily)
          .values(
            excluded.map(([key, count]) => {
              const [day, reason] = key.split(" ") as [string, AnalyticsExclusion];
              return { day, reason, count };
            }),
          )
          .onConflictDoUpdate({
            target: [analyticsExcludedDaily.day, analyticsExcludedDaily.reason],
            set: { count: sql`${analyticsExcludedDaily.count} + excluded.count` },
          });
      }
    } catch (error) {
      console.warn(`${events.length} page views and ${excluded.length} exclusion counts could not be stored:`, error);
    }
  });
  return buffer.flushing;
}
