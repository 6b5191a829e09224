import { count, desc, eq, gt, sql, sum } from "drizzle-orm";

import { blogPosts, cases, leads, pageViewsDaily } from "~/db/schema";
import * as ru from "~/i18n/ru";
import { formatActivityDate } from "~/lib/dates";
import { sharePercent } from "~/lib/format";
import { roleLabel } from "~/lib/permissions";
import { PUBLIC_PAGE_PATHS } from "~/lib/public-pages";
import { describeChange, listRecentChanges } from "~/server/audit.server";
import { isPublicPost } from "~/server/blog.server";
import { db } from "~/server/db.server";
import { userCan } from "~/server/permissions.server";
import type { SessionUser } from "~/server/session-user.server";
import { checkSiteHealth, type HealthCheck } from "~/server/site-health.server";
import { listStaff } from "~/server/users.server";

const VISITOR_WINDOW_DAYS = 30;
const ACTIVITY_LIMIT = 6;
const STAFF_IN_ACTIVITY = 3;

/**
 * The dashboard's figures. A part the role may not read is null, not zero: it is neither
 * computed nor sent, and the page leaves its card out.
 */
export type DashboardStats = {
  /** analytics.read: page views of the last 30 days, and completed leads among all leads in whole percent. */
  analytics: { visitors: number; conversion: number } | null;
  /** leads.read */
  leads: { total: number; fresh: number } | null;
  /** Public pages, published posts and completed cases: what any visitor can count. */
  publishedPages: number;
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

export async function getDashboardStats(scope: Pick<DashboardScope, "analytics" | "leads">): Promise<DashboardStats> {
  const database = await db();
  const [views, leadCounts, posts, completedCases] = await Promise.all([
    scope.analytics
      ? database
          .select({ total: sum(pageViewsDaily.views) })
          .from(pageViewsDaily)
          .where(gt(pageViewsDaily.day, sql`current_date - ${VISITOR_WINDOW_DAYS}::int`))
      : null,
    scope.analytics || scope.leads
      ? database
          .select({
            total: count(),
            fresh: count(sql`case when ${leads.status} = 'new' then 1 end`),
            completed: count(sql`case when ${leads.status} = 'completed' then 1 end`),
          })
          .from(leads)
      : null,
    // Same rule as the public blog: published, and its date (or creation) has come.
    database
      .select({ n: count() })
      .from(blogPosts)
      // The blog's own rule: a scheduled post counts from its time, as it appears on /blog then.
      .where(isPublicPost()),
    database.select({ n: count() }).from(cases).where(eq(cases.status, "completed")),
  ]);
  const total = leadCounts?.[0]?.total ?? 0;
  return {
    analytics: scope.analytics
      ? {
          visitors: Number(views?.[0]?.total ?? 0),
          conversion: sharePercent(leadCounts?.[0]?.completed ?? 0, total),
        }
      : null,
    leads: scope.leads ? { total, fresh: leadCounts?.[0]?.fresh ?? 0 } : null,
    publishedPages: PUBLIC_PAGE_PATHS.length + (posts[0]?.n ?? 0) + (completedCases[0]?.n ?? 0),
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
