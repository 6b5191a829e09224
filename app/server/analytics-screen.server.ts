/**
 * The analytics screen's data per tab and its CSV downloads (issue 23 point 12, ADR 0058). Only the
 * tab on screen is computed: each tab is its own address, so the screen works without JavaScript.
 */
import { sql } from "drizzle-orm";

import { analyticsDaily, analyticsEvents } from "~/db/schema";
import * as ru from "~/i18n/ru";
import type { AnalyticsPeriod, DeviceClass } from "~/lib/constants";
import { DEVICE_CLASSES } from "~/lib/constants";
import { formatCompanyDay } from "~/lib/dates";
import type { AnalyticsTable, AnalyticsView } from "~/schemas/admin/analytics";
import { analyticsEnv } from "~/server/analytics-config.server";
import {
  audience,
  conversions,
  dailyTraffic,
  excludedRequests,
  periodRange,
  realTime,
  sumTotals,
  topPages,
  trafficSources,
  type AudienceRow,
  type Conversions,
  type DayRange,
  type DayTotals,
  type ExcludedRow,
  type PageRow,
  type RealTime,
  type SourceRow,
  type Totals,
} from "~/server/analytics-report.server";
import { db } from "~/server/db.server";
import { excelCsv } from "~/server/excel-csv.server";

const t = ru.adminAnalytics;

export type DeviceRow = { device: DeviceClass; views: number; visitors: number };
export type CountryRow = { country: string; views: number; visitors: number };

export type TabData =
  | { tab: "traffic"; days: DayTotals[]; totals: Totals; sources: SourceRow[]; excluded: ExcludedRow[] }
  | { tab: "pages"; pages: PageRow[] }
  | { tab: "audience"; devices: DeviceRow[]; countries: CountryRow[]; geo: boolean }
  | { tab: "conversions"; conversions: Conversions }
  | { tab: "realtime"; realtime: RealTime };

export type AnalyticsScreen = {
  view: AnalyticsView;
  range: DayRange & { fromLabel: string; toLabel: string };
  /** False on a new site with nothing counted yet: the screen says so instead of drawing zeros. */
  hasData: boolean;
  data: TabData;
};

function labelOf(day: string): string {
  return formatCompanyDay(new Date(`${day}T12:00:00Z`));
}

async function anythingCounted(): Promise<boolean> {
  const database = await db();
  const [row] = await database.execute<{ any: boolean }>(
    sql`select exists (select 1 from ${analyticsEvents}) or exists (select 1 from ${analyticsDaily}) as any`,
  ).then((r) => (Array.isArray(r) ? r : (r as { rows: { any: boolean }[] }).rows));
  return Boolean(row?.any);
}

function devicesOf(rows: AudienceRow[]): DeviceRow[] {
  return DEVICE_CLASSES.map((device) => {
    const mine = rows.filter((r) => r.device === device);
    return { device, views: mine.reduce((n, r) => n + r.views, 0), visitors: mine.reduce((n, r) => n + r.visitors, 0) };
  }).sort((a, b) => b.views - a.views);
}

function countriesOf(rows: AudienceRow[]): CountryRow[] {
  const byCountry = new Map<string, CountryRow>();
  for (const r of rows) {
    const known = byCountry.get(r.country) ?? { country: r.country, views: 0, visitors: 0 };
    known.views += r.views;
    known.visitors += r.visitors;
    byCountry.set(r.country, known);
  }
  return [...byCountry.values()].sort((a, b) => b.views - a.views);
}

export async function loadTab(view: AnalyticsView, now = new Date()): Promise<TabData> {
  const range = periodRange(view.period, now);
  switch (view.tab) {
    case "traffic": {
      const [days, sources, excluded] = await Promise.all([dailyTraffic(range), trafficSources(range), excludedRequests(range)]);
      return { tab: "traffic", days, totals: sumTotals(days), sources, excluded };
    }
    case "pages":
      return { tab: "pages", pages: await topPages(range) };
    case "audience": {
      const rows = await audience(range);
      return { tab: "audience", devices: devicesOf(rows), countries: countriesOf(rows), geo: Boolean(analyticsEnv().GEOIP_DB_PATH) };
    }
    case "conversions":
      return { tab: "conversions", conversions: await conversions(range) };
    case "realtime":
      return { tab: "realtime", realtime: await realTime(now) };
  }
}

export async function loadAnalyticsScreen(view: AnalyticsView, now = new Date()): Promise<AnalyticsScreen> {
  const range = periodRange(view.period, now);
  const [hasData, data] = await Promise.all([anythingCounted(), loadTab(view, now)]);
  return { view, range: { ...range, fromLabel: labelOf(range.from), toLabel: labelOf(range.to) }, hasData, data };
}

// ---------------------------------------------------------------------------------------------
// CSV

/** A source as people read it: the campaign's utm_source, the referring site, or direct. */
export function sourceLabel(key: string): string {
  return key || t.direct;
}

const c = t.columns;

/** Each table's header and rows, as the screen shows them. */
async function tableRows(table: AnalyticsTable, period: AnalyticsPeriod, now: Date): Promise<(string | number)[][]> {
  const range = periodRange(period, now);
  switch (table) {
    case "days":
      return [[c.day, c.views, c.visitors, c.visits], ...(await dailyTraffic(range)).map((d) => [d.day, d.views, d.visitors, d.visits])];
    case "sources":
      return [
        [c.referrer, c.utmSource, c.utmMedium, c.utmCampaign, c.visits, c.visitors],
        ...(await trafficSources(range)).map((s) => [s.referrerHost || t.direct, s.utmSource, s.utmMedium, s.utmCampaign, s.visits, s.visitors]),
      ];
    case "excluded":
      return [[c.reason, c.count], ...(await excludedRequests(range)).map((e) => [t.exclusions[e.reason], e.count])];
    case "pages":
      return [[c.page, c.views, c.visitors, c.entries], ...(await topPages(range)).map((p) => [p.path, p.views, p.visitors, p.entries])];
    case "devices":
      return [[c.device, c.views, c.visitors], ...devicesOf(await audience(range)).map((d) => [t.devices[d.device], d.views, d.visitors])];
    case "countries":
      return [
        [c.country, c.views, c.visitors],
        ...countriesOf(await audience(range)).map((r) => [r.country || t.unknownCountry, r.views, r.visitors]),
      ];
    case "conversion-sources":
    case "conversion-campaigns":
    case "conversion-pages": {
      const all = await conversions(range);
      const [first, rows] =
        table === "conversion-sources"
          ? [c.source, all.bySource.map((r) => ({ ...r, key: sourceLabel(r.key) }))]
          : table === "conversion-campaigns"
            ? [c.campaign, all.byCampaign]
            : [c.landing, all.byLandingPage];
      // Russian Excel reads a decimal comma.
      return [[first, c.visits, c.leads, `${c.rate}, %`], ...rows.map((r) => [r.key, r.visits, r.leads, String(r.rate).replace(".", ",")])];
    }
    case "realtime":
      return [[c.page, c.visitors], ...(await realTime(now)).pages.map((p) => [p.path, p.visitors])];
  }
}

/** Opens in Russian Excel like the leads export. */
export async function analyticsCsv(table: AnalyticsTable, period: AnalyticsPeriod, now = new Date()): Promise<string> {
  const [header, ...rows] = await tableRows(table, period, now);
  return excelCsv(header!.map(String), rows);
}
