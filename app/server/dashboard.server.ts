import { and, count, desc, eq, gte, sql } from "drizzle-orm";

import { blogPosts, cases, leads } from "~/db/schema";
import * as ru from "~/i18n/ru";
import { formatActivityDate } from "~/lib/dates";
import { roleLabel } from "~/lib/permissions";
import { PUBLIC_PAGE_PATHS } from "~/lib/public-pages";
import { shiftDay } from "~/server/analytics.server";
import { conversionRate, countLeads, dailyTraffic, lastDays, sumTotals } from "~/server/analytics-report.server";
import { describeChange, listRecentChanges } from "~/server/audit.server";
import { isPublicPost } from "~/server/blog-order.server";
import { db } from "~/server/db.server";
import { userCan } from "~/server/permissions.server";
import type { SessionUser } from "~/server/session-user.server";
import { checkSiteHealth, type HealthCheck } from "~/server/site-health.server";
import { listStaff } from "~/server/users.server";

const WINDOW_DAYS = 30;
const ACTIVITY_LIMIT = 6;
const STAFF_IN_ACTIVITY = 3;

/** A figure of the last 30 days and the same figure of the 30 days before them. */
export type Trend = { current: number; previous: number };

/**
 * The dashboard's figures, each for the last 30 company days (today included) against the 30 days
 * before. A part the role may not read is null, not zero: it is neither computed nor sent, and the
 * page leaves its card out.
 */
export type DashboardStats = {
  /** analytics.read: visitors (daily distinct, summed; ADR 0058) and leads per hundred visits, one decimal. */
  analytics: { visitors: Trend; conversion: Trend } | null;
  /** leads.read: leads stored in the window; `fresh` is every lead still new, whenever it came. */
  leads: { total: Trend; fresh: number } | null;
  /** Public pages, published posts and completed cases: what any visitor can count; `previous` as it was 30 days ago. */
  publishedPages: Trend;
};

/** What the dashboard may include for one user, from the matrix (ADR 0019). */
export type DashboardScope = { analytics: boolean; leads: boolean; staff: boolean };

function dashboardScope(user: SessionUser): DashboardScope {
  return {
    analytics: userCan(user, "analytics.read"),
    leads: userCan(user, "leads.read"),
    staff: userCan(user, "users.manage"),
  };
}

export type ActivityItem = {
  /** "change": a staff change from the audit log, its title already in words. */
  kind: "lead" | "staff" | "change";
  title: string;
  detail: string;
  at: string;
  /** Formatted on the server so the browser renders the same text. */
  atLabel: string;
};

export async function countNewLeads(): Promise<number> {
  const [row] = await (await db()).select({ n: count() }).from(leads).where(eq(leads.status, "new"));
  return row?.n ?? 0;
}

/** Published posts and completed cases that went public in the last 30 days. */
async function recentlyPublished(since: Date): Promise<number> {
  const database = await db();
  const [[posts], [done]] = await Promise.all([
    database
      .select({ n: count() })
      .from(blogPosts)
      .where(and(isPublicPost(), sql`coalesce(${blogPosts.publishDate}, ${blogPosts.createdAt}) >= ${since.toISOString()}::timestamptz`)),
    database
      .select({ n: count() })
      .from(cases)
      .where(and(eq(cases.status, "completed"), gte(cases.createdAt, since))),
  ]);
  return (posts?.n ?? 0) + (done?.n ?? 0);
}

export async function getDashboardStats(scope: Pick<DashboardScope, "analytics" | "leads">, now = new Date()): Promise<DashboardStats> {
  const database = await db();
  const current = lastDays(WINDOW_DAYS, now);
  const previous = { from: shiftDay(current.from, -WINDOW_DAYS), to: shiftDay(current.from, -1) };
  const wantsLeads = scope.analytics || scope.leads;
  const [traffic, leadsNow, leadsBefore, fresh, posts, completedCases, published] = await Promise.all([
    scope.analytics ? dailyTraffic({ from: previous.from, to: current.to }) : null,
    wantsLeads ? countLeads(current) : 0,
    wantsLeads ? countLeads(previous) : 0,
    scope.leads ? countNewLeads() : 0,
    // The blog's own rule: a scheduled post counts from its time, as it appears on /blog then.
    database.select({ n: count() }).from(blogPosts).where(isPublicPost()),
    database.select({ n: count() }).from(cases).where(eq(cases.status, "completed")),
    recentlyPublished(new Date(now.getTime() - WINDOW_DAYS * 86_400_000)),
  ]);
  const pages = PUBLIC_PAGE_PATHS.length + (posts[0]?.n ?? 0) + (completedCases[0]?.n ?? 0);
  let analytics: DashboardStats["analytics"] = null;
  if (traffic) {
    const before = sumTotals(traffic.filter((d) => d.day < current.from));
    const after = sumTotals(traffic.filter((d) => d.day >= current.from));
    analytics = {
      visitors: { current: after.visitors, previous: before.visitors },
      conversion: { current: conversionRate(leadsNow, after.visits), previous: conversionRate(leadsBefore, before.visits) },
    };
  }
  return {
    analytics,
    leads: scope.leads ? { total: { current: leadsNow, previous: leadsBefore }, fresh } : null,
    publishedPages: { current: pages, previous: pages - published },
  };
}

export type StaffEvent = { name: string; roleLabel: string; createdAt: Date };

/**
 * Newest leads (when the scope includes them), newly added staff and the latest staff changes (for
 * those who manage users: the audit log names colleagues), most recent first.
 */
export async function getRecentActivity(
  scope: Pick<DashboardScope, "leads" | "staff">,
  staff: readonly StaffEvent[],
): Promise<ActivityItem[]> {
  const changes = scope.staff ? await listRecentChanges(ACTIVITY_LIMIT) : [];
  const rows = scope.leads
    ? await (
        await db()
      )
        .select({ name: leads.name, source: leads.source, createdAt: leads.createdAt })
        .from(leads)
        .orderBy(desc(leads.createdAt))
        .limit(ACTIVITY_LIMIT)
    : [];
  const items = [
    ...rows.map((r) => ({
      kind: "lead" as const,
      title: r.name,
      detail: ru.adminLeads.sources[r.source] ?? r.source,
      date: r.createdAt,
    })),
    ...staff.map((s) => ({ kind: "staff" as const, title: s.name, detail: s.roleLabel, date: s.createdAt })),
    ...changes.map((c) => ({ kind: "change" as const, ...describeChange(c), date: c.createdAt })),
  ];
  return items
    .sort((a, b) => b.date.getTime() - a.date.getTime())
    .slice(0, ACTIVITY_LIMIT)
    .map(({ date, ...rest }) => ({ ...rest, at: date.toISOString(), atLabel: formatActivityDate(date) }));
}

export type Dashboard = {
  stats: DashboardStats;
  /** null when the role may read neither leads nor staff: the page leaves the card out. */
  activity: { items: ActivityItem[]; leads: boolean; staff: boolean } | null;
  health: HealthCheck[];
};

/**
 * Everything the dashboard shows this user, and nothing more: the dashboard is also every unknown
 * admin path, so it must not be a way around the screens' own rules.
 */
export async function getDashboard(user: SessionUser): Promise<Dashboard> {
  const scope = dashboardScope(user);
  const staff = scope.staff
    ? (await listStaff())
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
        .slice(0, STAFF_IN_ACTIVITY)
        .map((s) => ({ name: s.name || s.email, roleLabel: roleLabel(s.role), createdAt: s.createdAt }))
    : [];
  const [stats, items, health] = await Promise.all([
    getDashboardStats(scope),
    scope.leads || scope.staff ? getRecentActivity(scope, staff) : null,
    checkSiteHealth(user),
  ]);
  return { stats, activity: items && { items, leads: scope.leads, staff: scope.staff }, health };
}
