import { ANALYTICS_PERIODS, type AnalyticsPeriod } from "~/lib/constants";

/** The analytics screen's tabs, in the order it shows them. */
export const ANALYTICS_TABS = ["traffic", "pages", "audience", "conversions", "realtime"] as const;
export type AnalyticsTab = (typeof ANALYTICS_TABS)[number];

/** Every table the screen shows, each one downloadable as CSV. */
export const ANALYTICS_TABLES = [
  "days",
  "sources",
  "excluded",
  "pages",
  "devices",
  "countries",
  "conversion-sources",
  "conversion-campaigns",
  "conversion-pages",
  "realtime",
] as const;
export type AnalyticsTable = (typeof ANALYTICS_TABLES)[number];

/** Which tab shows each table. */
export const TABLE_TAB: Record<AnalyticsTable, AnalyticsTab> = {
  days: "traffic",
  sources: "traffic",
  excluded: "traffic",
  pages: "pages",
  devices: "audience",
  countries: "audience",
  "conversion-sources": "conversions",
  "conversion-campaigns": "conversions",
  "conversion-pages": "conversions",
  realtime: "realtime",
};

export const DEFAULT_PERIOD: AnalyticsPeriod = "30d";

function oneOf<T extends string>(values: readonly T[], value: string | null, fallback: T): T {
  return values.includes(value as T) ? (value as T) : fallback;
}

/** What the screen shows, all of it in the address (?tab=…&period=…); anything unknown is the default. */
export type AnalyticsView = { tab: AnalyticsTab; period: AnalyticsPeriod };

export function parseAnalyticsView(params: URLSearchParams): AnalyticsView {
  return { tab: oneOf(ANALYTICS_TABS, params.get("tab"), "traffic"), period: oneOf(ANALYTICS_PERIODS, params.get("period"), DEFAULT_PERIOD) };
}

/** The export's table, or null when the address names none the screen has. */
export function parseAnalyticsTable(params: URLSearchParams): AnalyticsTable | null {
  const table = params.get("table");
  return ANALYTICS_TABLES.includes(table as AnalyticsTable) ? (table as AnalyticsTable) : null;
}

export function analyticsAddress(path: string, view: AnalyticsView): string {
  return `${path}?${new URLSearchParams({ tab: view.tab, period: view.period })}`;
}
