import { and, count, desc, eq, gt, lte, sql, sum } from "drizzle-orm";

import { blogPosts, cases, leads, pageViewsDaily } from "~/db/schema";
import { db } from "~/server/db.server";
import { PUBLIC_PAGE_PATHS } from "~/lib/public-pages";


const VISITOR_WINDOW_DAYS = 30;
const ACTIVITY_LIMIT = 6;

export type DashboardStats = {
  visitors: number;
  leadsTotal: number;
  leadsNew: number;
  /** Completed leads among all leads, in whole percent (SPEC.md section 4). */
  conversion: number;
  publishedPages: number;
};

export type ActivityItem = {
  kind: "lead" | "staff";
  title: string;
  detail: string;
  at: string;
  /** Formatted on the server so the browser renders the same text. */
  atLabel: string;
};

export function conversionPercent(completed: number, total: number): number {
  return total === 0 ? 0 : Math.round((completed / total) * 100);
}

export async function countNewLeads(): Promise<number> {
  const [row] = await (await db()).select({ n: count() }).from(leads).where(eq(leads.status, "new"));
  return row?.n ?? 0;
}

export async function getDashboardStats(): Promise<DashboardStats> {
  const database = await db();
  const [views, leadCounts, posts, completedCases] = await Promise.all([
    database
      .select({ total: sum(pageViewsDaily.views) })
      .from(pageViewsDaily)
      .where(gt(pageViewsDaily.day, sql`current_date - ${VISITOR_WINDOW_DAYS}::int`)),
    database
      .select({
        total: count(),
        fresh: count(sql`case when ${leads.status} = 'new' then 1 end`),
        completed: count(sql`case when ${leads.status} = 'completed' then 1 end`),
      })
      .from(leads),
    // Same rule as the public blog: published, and its date (or creation) has come.
    database
      .select({ n: count() })
      .from(blogPosts)
      .where(
        and(
          eq(blogPosts.status, "published"),
          lte(sql`coalesce(${blogPosts.publishDate}, ${blogPosts.createdAt})`, sql`now()`),
        ),
      ),
    database.select({ n: count() }).from(cases).where(eq(cases.status, "completed")),
  ]);
  const l = leadCounts[0];
  const total = l?.total ?? 0;
  return {
    visitors: Number(views[0]?.total ?? 0),
    leadsTotal: total,
    leadsNew: l?.fresh ?? 0,
    conversion: conversionPercent(l?.completed ?? 0, total),
    publishedPages: PUBLIC_PAGE_PATHS.length + (posts[0]?.n ?? 0) + (completedCases[0]?.n ?? 0),
  };
}

const activityDate = new Intl.DateTimeFormat("ru-RU", {
  day: "numeric",
  month: "long",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Asia/Almaty",
});

export function formatActivityDate(date: Date): string {
  return activityDate.format(date);
}

const SOURCE_LABELS: Record<string, string> = {
  website: "Форма контактов",
  website_form: "Заявка с сайта",
  ai_widget: "AI-виджет",
  telegram: "Telegram",
  email: "Email",
  linkedin: "LinkedIn",
};

export type StaffEvent = { name: string; roleLabel: string; createdAt: Date };

/** Newest leads and newly added staff, most recent first. */
export async function getRecentActivity(staff: readonly StaffEvent[]): Promise<ActivityItem[]> {
  const rows = await (await db())
    .select({ name: leads.name, source: leads.source, createdAt: leads.createdAt })
    .from(leads)
    .orderBy(desc(leads.createdAt))
    .limit(ACTIVITY_LIMIT);
  const items = [
    ...rows.map((r) => ({
      kind: "lead" as const,
      title: r.name,
      detail: SOURCE_LABELS[r.source] ?? r.source,
      date: r.createdAt,
    })),
    ...staff.map((s) => ({ kind: "staff" as const, title: s.name, detail: s.roleLabel, date: s.createdAt })),
  ];
  return items
    .sort((a, b) => b.date.getTime() - a.date.getTime())
    .slice(0, ACTIVITY_LIMIT)
    .map(({ date, ...rest }) => ({ ...rest, at: date.toISOString(), atLabel: formatActivityDate(date) }));
}
