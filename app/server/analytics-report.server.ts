/**
 * What the analytics screen and the dashboard read (ADR 0058). Completed days come from the daily
 * roll-ups, so a year is a few hundred rows whatever the traffic; days not rolled up yet (today,
 * and any day the roll-up has not reached) are computed live from the raw events of those days.
 *
 * A period's visitors are the sum of each day's distinct visitors: the salt changes every day on
 * purpose, so the same person on two days cannot be recognised, and is two visitor-days.
 */
import { and, count, gte, inArray, lt, lte, sql } from "drizzle-orm";

import {
  analyticsAudienceDaily,
  analyticsDaily,
  analyticsEvents,
  analyticsExcludedDaily,
  analyticsSourcesDaily,
  leads,
  pageViewsDaily,
} from "~/db/schema";
import type { AnyPgColumn } from "drizzle-orm/pg-core";

import type { Db } from "~/db/types";
import { ANALYTICS_EXCLUSIONS, type AnalyticsExclusion, type AnalyticsPeriod, type DeviceClass } from "~/lib/constants";
import { companyToday, endOfCompanyDay } from "~/lib/dates";
import { shiftDay } from "~/server/analytics.server";
import { db } from "~/server/db.server";

export const PERIOD_DAYS: Record<AnalyticsPeriod, number> = { "7d": 7, "30d": 30, "90d": 90, "1y": 365 };

/** Company days, both ends included. */
export type DayRange = { from: string; to: string };

/** The last `days` company days, today included. */
export function lastDays(days: number, now = new Date()): DayRange {
  const to = companyToday(now);
  return { from: shiftDay(to, -(days - 1)), to };
}

export function periodRange(period: AnalyticsPeriod, now = new Date()): DayRange {
  return lastDays(PERIOD_DAYS[period], now);
}

/** The instant a company day begins. */
function startOf(day: string): Date {
  return endOfCompanyDay(shiftDay(day, -1))!;
}

function daysOf(range: DayRange): string[] {
  const days: string[] = [];
  for (let day = range.from; day <= range.to; day = shiftDay(day, 1)) days.push(day);
  return days;
}

const int = (expression: ReturnType<typeof sql>) => sql<number>`coalesce(${expression}, 0)::int`;

/** The range's days that have no roll-up yet: read from the raw events. */
async function liveDays(database: Db, range: DayRange): Promise<string[]> {
  const rolled = new Set(
    (
      await database
        .select({ day: analyticsDaily.day })
        .from(analyticsDaily)
        .where(and(gte(analyticsDaily.day, range.from), lte(analyticsDaily.day, range.to)))
    ).map((r) => r.day),
  );
  return daysOf(range).filter((day) => !rolled.has(day));
}

function inRange(column: AnyPgColumn, range: DayRange) {
  return and(gte(column, range.from), lte(column, range.to));
}

/** Sums rows that share a key, the way the roll-up and the live part meet. */
function mergeBy<Row extends Record<string, unknown>>(rows: Row[], key: (row: Row) => string, fields: (keyof Row)[]): Row[] {
  const merged = new Map<string, Row>();
  for (const row of rows) {
    const k = key(row);
    const known = merged.get(k);
    if (!known) {
      merged.set(k, { ...row });
      continue;
    }
    for (const field of fields) (known[field] as number) = Number(known[field]) + Number(row[field]);
  }
  return [...merged.values()];
}

// ---------------------------------------------------------------------------------------------

export type DayTotals = { day: string; views: number; visitors: number; visits: number };
export type Totals = { views: number; visitors: number; visits: number };

export async function dailyTraffic(range: DayRange, database?: Db): Promise<DayTotals[]> {
  const d = database ?? (await db());
  const live = await liveDays(d, range);
  const [rolled, fresh] = await Promise.all([
    d
      .select({ day: analyticsDaily.day, views: analyticsDaily.views, visitors: analyticsDaily.visitors, visits: analyticsDaily.visits })
      .from(analyticsDaily)
      .where(inRange(analyticsDaily.day, range)),
    live.length === 0
      ? []
      : d
          .select({
            day: analyticsEvents.day,
            views: int(sql`sum(${analyticsEvents.views})`),
            visitors: int(sql`count(distinct ${analyticsEvents.visitor})`),
            visits: int(sql`sum(${analyticsEvents.views}) filter (where ${analyticsEvents.entry})`),
          })
          .from(analyticsEvents)
          .where(inArray(analyticsEvents.day, live))
          .groupBy(analyticsEvents.day),
  ]);
  const byDay = new Map([...rolled, ...fresh].map((r) => [r.day, r]));
  return daysOf(range).map((day) => byDay.get(day) ?? { day, views: 0, visitors: 0, visits: 0 });
}

export function sumTotals(days: readonly Totals[]): Totals {
  return days.reduce((a, b) => ({ views: a.views + b.views, visitors: a.visitors + b.visitors, visits: a.visits + b.visits }), {
    views: 0,
    visitors: 0,
    visits: 0,
  });
}

export type SourceRow = { referrerHost: string; utmSource: string; utmMedium: string; utmCampaign: string; visits: number; visitors: number };

export async function trafficSources(range: DayRange, database?: Db): Promise<SourceRow[]> {
  const d = database ?? (await db());
  const live = await liveDays(d, range);
  const s = analyticsSourcesDaily;
  const e = analyticsEvents;
  const [rolled, fresh] = await Promise.all([
    d
      .select({
        referrerHost: s.referrerHost,
        utmSource: s.utmSource,
        utmMedium: s.utmMedium,
        utmCampaign: s.utmCampaign,
        visits: int(sql`sum(${s.visits})`),
        visitors: int(sql`sum(${s.visitors})`),
      })
      .from(s)
      .where(inRange(s.day, range))
      .groupBy(s.referrerHost, s.utmSource, s.utmMedium, s.utmCampaign),
    live.length === 0
      ? []
      : d
          .select({
            referrerHost: sql<string>`coalesce(${e.referrerHost}, '')`,
            utmSource: sql<string>`coalesce(${e.utmSource}, '')`,
            utmMedium: sql<string>`coalesce(${e.utmMedium}, '')`,
            utmCampaign: sql<string>`coalesce(${e.utmCampaign}, '')`,
            visits: int(sql`sum(${e.views})`),
            // Per day, as the roll-up counts them.
            visitors: int(sql`count(distinct (${e.day}, ${e.visitor}))`),
          })
          .from(e)
          .where(and(inArray(e.day, live), sql`${e.entry}`))
          .groupBy(sql`1, 2, 3, 4`),
  ]);
  return mergeBy([...rolled, ...fresh], (r) => [r.referrerHost, r.utmSource, r.utmMedium, r.utmCampaign].join("\n"), ["visits", "visitors"]).sort(
    (a, b) => b.visits - a.visits || a.referrerHost.localeCompare(b.referrerHost),
  );
}

export type ExcludedRow = { reason: AnalyticsExclusion; count: number };

export async function excludedRequests(range: DayRange, database?: Db): Promise<ExcludedRow[]> {
  const d = database ?? (await db());
  const rows = await d
    .select({ reason: analyticsExcludedDaily.reason, count: int(sql`sum(${analyticsExcludedDaily.count})`) })
    .from(analyticsExcludedDaily)
    .where(inRange(analyticsExcludedDaily.day, range))
    .groupBy(analyticsExcludedDaily.reason);
  const byReason = new Map(rows.map((r) => [r.reason, r.count]));
  return ANALYTICS_EXCLUSIONS.map((reason) => ({ reason, count: byReason.get(reason) ?? 0 }));
}

export type PageRow = { path: string; views: number; visitors: number; entries: number };

export async function topPages(range: DayRange, database?: Db): Promise<PageRow[]> {
  const d = database ?? (await db());
  const live = await liveDays(d, range);
  const p = pageViewsDaily;
  const e = analyticsEvents;
  const [rolled, fresh] = await Promise.all([
    d
      .select({ path: p.path, views: int(sql`sum(${p.views})`), visitors: int(sql`sum(${p.visitors})`), entries: int(sql`sum(${p.entries})`) })
      .from(p)
      .where(inRange(p.day, range))
      .groupBy(p.path),
    live.length === 0
      ? []
      : d
          .select({
            path: e.path,
            views: int(sql`sum(${e.views})`),
            visitors: int(sql`count(distinct (${e.day}, ${e.visitor}))`),
            entries: int(sql`sum(${e.views}) filter (where ${e.entry})`),
          })
          .from(e)
          .where(inArray(e.day, live))
          .groupBy(e.path),
  ]);
  return mergeBy([...rolled, ...fresh], (r) => r.path, ["views", "visitors", "entries"]).sort((a, b) => b.views - a.views || a.path.localeCompare(b.path));
}

export type AudienceRow = { device: DeviceClass; country: string; views: number; visitors: number };

export async function audience(range: DayRange, database?: Db): Promise<AudienceRow[]> {
  const d = database ?? (await db());
  const live = await liveDays(d, range);
  const a = analyticsAudienceDaily;
  const e = analyticsEvents;
  const [rolled, fresh] = await Promise.all([
    d
      .select({ device: a.device, country: a.country, views: int(sql`sum(${a.views})`), visitors: int(sql`sum(${a.visitors})`) })
      .from(a)
      .where(inRange(a.day, range))
      .groupBy(a.device, a.country),
    live.length === 0
      ? []
      : d
          .select({
            device: e.device,
            country: sql<string>`coalesce(${e.country}, '')`,
            views: int(sql`sum(${e.views})`),
            visitors: int(sql`count(distinct (${e.day}, ${e.visitor}))`),
          })
          .from(e)
          .where(inArray(e.day, live))
          .groupBy(sql`1, 2`),
  ]);
  return mergeBy([...rolled, ...fresh], (r) => `${r.device}\n${r.country}`, ["views", "visitors"])
    .map((r) => ({ ...r, device: r.device as DeviceClass }))
    .sort((x, y) => y.views - x.views);
}

// ---------------------------------------------------------------------------------------------
// Conversions

/** Which source a visit or a lead is credited to: the campaign's utm_source, else the referring site, else '' (direct). */
export function sourceKey(utmSource: string | null, referrerHost: string | null): string {
  return utmSource || referrerHost || "";
}

function hostOf(url: string | null): string | null {
  if (!url) return null;
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, "") || null;
  } catch {
    return null;
  }
}

export type ConversionRow = { key: string; visits: number; leads: number; rate: number };
export type Conversions = {
  visits: number;
  leads: number;
  /** Leads per hundred visits, one decimal. */
  rate: number;
  bySource: ConversionRow[];
  byCampaign: ConversionRow[];
  byLandingPage: ConversionRow[];
};

/** Leads per hundred visits with one decimal; 0 without visits. */
export function conversionRate(leadCount: number, visits: number): number {
  return visits > 0 ? Math.round((leadCount * 1000) / visits) / 10 : 0;
}

function joinCounts(visits: Map<string, number>, leadCounts: Map<string, number>): ConversionRow[] {
  const keys = new Set([...visits.keys(), ...leadCounts.keys()]);
  return [...keys]
    .map((key) => {
      const v = visits.get(key) ?? 0;
      const l = leadCounts.get(key) ?? 0;
      return { key, visits: v, leads: l, rate: conversionRate(l, v) };
    })
    .sort((a, b) => b.leads - a.leads || b.visits - a.visits || a.key.localeCompare(b.key));
}

function add(map: Map<string, number>, key: string, n: number) {
  map.set(key, (map.get(key) ?? 0) + n);
}

/** Leads of the range and the visits they came from, by source, campaign and landing page. */
export async function conversions(range: DayRange, database?: Db): Promise<Conversions> {
  const d = database ?? (await db());
  const end = endOfCompanyDay(range.to)!;
  const [sources, pages, leadRows] = await Promise.all([
    trafficSources(range, d),
    topPages(range, d),
    d
      .select({
        referrer: leads.referrer,
        utmSource: leads.utmSource,
        utmCampaign: leads.utmCampaign,
        landingPath: leads.landingPath,
        n: count(),
      })
      .from(leads)
      .where(and(gte(leads.createdAt, startOf(range.from)), lt(leads.createdAt, end)))
      .groupBy(leads.referrer, leads.utmSource, leads.utmCampaign, leads.landingPath),
  ]);
  const visitsBySource = new Map<string, number>();
  const visitsByCampaign = new Map<string, number>();
  for (const s of sources) {
    add(visitsBySource, sourceKey(s.utmSource, s.referrerHost), s.visits);
    if (s.utmCampaign) add(visitsByCampaign, s.utmCampaign, s.visits);
  }
  const visitsByLanding = new Map(pages.filter((p) => p.entries > 0).map((p) => [p.path, p.entries]));
  const leadsBySource = new Map<string, number>();
  const leadsByCampaign = new Map<string, number>();
  const leadsByLanding = new Map<string, number>();
  let leadTotal = 0;
  for (const row of leadRows) {
    leadTotal += row.n;
    add(leadsBySource, sourceKey(row.utmSource, hostOf(row.referrer)), row.n);
    if (row.utmCampaign) add(leadsByCampaign, row.utmCampaign, row.n);
    if (row.landingPath) add(leadsByLanding, row.landingPath, row.n);
  }
  // Every visit has exactly one source row: their sum is the period's visits.
  const visits = sources.reduce((n, s) => n + s.visits, 0);
  return {
    visits,
    leads: leadTotal,
    rate: conversionRate(leadTotal, visits),
    bySource: joinCounts(visitsBySource, leadsBySource),
    byCampaign: joinCounts(visitsByCampaign, leadsByCampaign),
    byLandingPage: joinCounts(visitsByLanding, leadsByLanding),
  };
}

/** Leads stored in the range. */
export async function countLeads(range: DayRange, database?: Db): Promise<number> {
  const d = database ?? (await db());
  const [row] = await d
    .select({ n: count() })
    .from(leads)
    .where(and(gte(leads.createdAt, startOf(range.from)), lt(leads.createdAt, endOfCompanyDay(range.to)!)));
  return row?.n ?? 0;
}

// ---------------------------------------------------------------------------------------------
// Real time

export const REAL_TIME_MINUTES = 5;

export type RealTime = { visitors: number; pages: { path: string; visitors: number }[] };

/** Distinct visitors of the last five minutes, and the pages they looked at. */
export async function realTime(now = new Date(), database?: Db): Promise<RealTime> {
  const d = database ?? (await db());
  const since = new Date(now.getTime() - REAL_TIME_MINUTES * 60_000);
  const e = analyticsEvents;
  const recent = and(gte(e.at, since), lte(e.at, now));
  const [total, pages] = await Promise.all([
    d.select({ visitors: int(sql`count(distinct ${e.visitor})`) }).from(e).where(recent),
    d
      .select({ path: e.path, visitors: int(sql`count(distinct ${e.visitor})`) })
      .from(e)
      .where(recent)
      .groupBy(e.path)
      .orderBy(sql`2 desc`, e.path)
      .limit(20),
  ]);
  return { visitors: total[0]?.visitors ?? 0, pages };
}
