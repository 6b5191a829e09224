/**
 * The daily roll-up and expiry of first-party analytics (ADR 0058). Each completed company day's raw
 * events become rows of the daily tables once; raw events older than ANALYTICS_RETENTION_DAYS go.
 *
 * Several server copies may run the pass at the same moment: inserting the day's analytics_daily row
 * with ON CONFLICT DO NOTHING is the claim, in the same transaction as the day's other rows. The
 * copy that inserts it rolls the day up; a second copy waits on the first one's uncommitted row,
 * then finds it and skips the day. Every insert is ON CONFLICT DO NOTHING too, so a day is never
 * counted twice.
 */
import { and, gte, lt, min, sql } from "drizzle-orm";

import { analyticsDaily, analyticsEvents, analyticsSalts } from "~/db/schema";
import type { Db } from "~/db/types";
import { companyToday } from "~/lib/dates";
import { analyticsEnv } from "~/server/analytics-config.server";
import { shiftDay } from "~/server/analytics.server";
import { db, rowsOf } from "~/server/db.server";

/** Events of a day may still sit in a server's buffer for a second after midnight: wait a little. */
const GRACE_MS = 5 * 60_000;

export type RollupReport = { rolledUp: string[]; expired: number };

async function rollUpDay(database: Db, day: string): Promise<boolean> {
  return database.transaction(async (tx) => {
    const claimed = await tx.execute(sql`
      insert into analytics_daily (day, views, visitors, visits)
      select ${day}::date, coalesce(sum(views), 0), count(distinct visitor), coalesce(sum(views) filter (where entry), 0)
      from analytics_events where day = ${day}::date
      on conflict do nothing
      returning day`);
    if (rowsOf(claimed).length === 0) return false;
    await tx.execute(sql`
      insert into page_views_daily (path, day, views, visitors, entries)
      select path, day, sum(views), count(distinct visitor), coalesce(sum(views) filter (where entry), 0)
      from analytics_events where day = ${day}::date
      group by path, day
      on conflict do nothing`);
    // Sources are the visits': the first view of each.
    await tx.execute(sql`
      insert into analytics_sources_daily (day, referrer_host, utm_source, utm_medium, utm_campaign, visits, visitors)
      select day, coalesce(referrer_host, ''), coalesce(utm_source, ''), coalesce(utm_medium, ''), coalesce(utm_campaign, ''),
        sum(views), count(distinct visitor)
      from analytics_events where day = ${day}::date and entry
      group by 1, 2, 3, 4, 5
      on conflict do nothing`);
    await tx.execute(sql`
      insert into analytics_audience_daily (day, device, country, views, visitors)
      select day, device, coalesce(country, ''), sum(views), count(distinct visitor)
      from analytics_events where day = ${day}::date
      group by 1, 2, 3
      on conflict do nothing`);
    return true;
  });
}

/**
 * Rolls up every completed day that has raw events and no roll-up yet, then deletes expired raw
 * events (only of rolled-up days) and salts older than yesterday's. `now` lets tests step through time.
 */
export async function rollUpAnalytics(options: { now?: Date; retentionDays?: number } = {}): Promise<RollupReport> {
  const database = await db();
  const now = options.now ?? new Date();
  const retentionDays = options.retentionDays ?? analyticsEnv().ANALYTICS_RETENTION_DAYS;
  const today = companyToday(now);
  const lastComplete = shiftDay(companyToday(new Date(now.getTime() - GRACE_MS)), -1);

  const [first] = await database.select({ day: min(analyticsEvents.day) }).from(analyticsEvents);
  const rolledUp: string[] = [];
  if (first?.day && first.day <= lastComplete) {
    const done = new Set(
      (
        await database
          .select({ day: analyticsDaily.day })
          .from(analyticsDaily)
          .where(and(gte(analyticsDaily.day, first.day), lt(analyticsDaily.day, shiftDay(lastComplete, 1))))
      ).map((r) => r.day),
    );
    for (let day = first.day; day <= lastComplete; day = shiftDay(day, 1)) {
      if (!done.has(day) && (await rollUpDay(database, day))) rolledUp.push(day);
    }
  }

  const cutoff = shiftDay(today, -retentionDays);
  const expired = await database.execute(sql`
    delete from analytics_events e
    where e.day < ${cutoff}::date and exists (select 1 from analytics_daily d where d.day = e.day)
    returning 1`);
  await database.delete(analyticsSalts).where(lt(analyticsSalts.day, shiftDay(today, -1)));
  return { rolledUp, expired: rowsOf(expired).length };
}

export type AnalyticsWorker = { stop: () => Promise<void> };

/** A pass at start and every ANALYTICS_ROLLUP_INTERVAL_MS; one at a time; stop() waits for the one in flight. */
export function startAnalyticsWorker(intervalMs = analyticsEnv().ANALYTICS_ROLLUP_INTERVAL_MS): AnalyticsWorker {
  let inFlight: Promise<void> | null = null;
  const tick = () => {
    if (inFlight) return;
    inFlight = rollUpAnalytics()
      .then(() => undefined)
      .catch((error: unknown) => console.error("Analytics roll-up failed:", error))
      .finally(() => {
        inFlight = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  tick();
  return {
    stop: async () => {
      clearInterval(timer);
      await inFlight;
    },
  };
}
