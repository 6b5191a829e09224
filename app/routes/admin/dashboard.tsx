import {
  ArrowRightIcon,
  EyeIcon,
  FileCheckIcon,
  GaugeIcon,
  InboxIcon,
  PencilIcon,
  PercentIcon,
  SearchIcon,
  ShieldCheckIcon,
  UserPlusIcon,
} from "lucide-react";
import type { ReactElement } from "react";
import { Link } from "react-router";

import { AdminRouteErrorBoundary } from "~/components/admin/route-error-boundary";
import { adminMeta } from "~/components/admin/meta";
import { PageHeader } from "~/components/admin/page-header";
import { quickActionsFor } from "~/components/admin/quick-actions";
import { StatCard } from "~/components/admin/stat-card";
import { useAdminShell } from "~/components/admin/use-admin-data";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import * as ru from "~/i18n/ru";
import { ADMIN_SCREENS } from "~/lib/permissions";
import { cn } from "~/lib/utils";
import { getDashboard } from "~/server/dashboard.server";
import { requireScreen } from "~/server/permissions.server";

import type { Route } from "./+types/dashboard";

const t = ru.admin.dashboard;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(t.title, ADMIN_SCREENS.dashboard.path, matches);

// Also the loader of every admin path no other screen serves (the "admin-fallback" route).
export async function loader({ request }: Route.LoaderArgs) {
  return getDashboard(await requireScreen(request, "dashboard"));
}

const number = new Intl.NumberFormat("ru-RU");

const HEALTH = [
  { label: t.healthSpeed, score: 92, icon: GaugeIcon },
  { label: t.healthSeo, score: 78, icon: SearchIcon },
  { label: t.healthSecurity, score: 95, icon: ShieldCheckIcon },
] as const;

/** Only the cards the role may read; the grid keeps them evenly sized however many there are. */
const STAT_GRID = {
  1: "sm:grid-cols-2",
  2: "sm:grid-cols-2",
  3: "sm:grid-cols-3",
  4: "sm:grid-cols-2 xl:grid-cols-4",
} as const;

function StatCards({ stats }: { stats: Route.ComponentProps["loaderData"]["stats"] }) {
  const cards: ReactElement[] = [];
  if (stats.analytics) {
    cards.push(
      <StatCard
        key="visitors"
        label={t.visitors}
        value={number.format(stats.analytics.visitors)}
        hint={t.visitorsHint}
        icon={EyeIcon}
      />,
    );
  }
  if (stats.leads) {
    cards.push(
      <StatCard
        key="leads"
        label={t.leads}
        value={number.format(stats.leads.total)}
        hint={t.leadsHint(stats.leads.fresh)}
        icon={InboxIcon}
        tone="emerald"
      />,
    );
  }
  if (stats.analytics) {
    cards.push(
      <StatCard
        key="conversion"
        label={t.conversion}
        value={`${stats.analytics.conversion}%`}
        hint={t.conversionHint}
        icon={PercentIcon}
        tone="amber"
      />,
    );
  }
  cards.push(
    <StatCard
      key="pages"
      label={t.pages}
      value={number.format(stats.publishedPages)}
      hint={t.pagesHint}
      icon={FileCheckIcon}
      tone="violet"
    />,
  );
  return (
    <section aria-label={t.title} className={cn("grid gap-4", STAT_GRID[cards.length as keyof typeof STAT_GRID])}>
      {cards}
    </section>
  );
}

function ActivityIcon({ kind }: { kind: "lead" | "staff" | "change" }) {
  const Icon = kind === "lead" ? InboxIcon : kind === "staff" ? UserPlusIcon : PencilIcon;
  return <Icon aria-hidden="true" className="size-4" />;
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { stats, activity } = loaderData;
  const { user } = useAdminShell();
  const actions = quickActionsFor(user.role);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t.title} description={`${t.welcome(user.name || user.email)} ${t.lead}`} />

      <StatCards stats={stats} />

      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle>
              <h2>{t.quickActions}</h2>
            </CardTitle>
            <CardDescription>{t.quickActionsLead}</CardDescription>
          </CardHeader>
          <CardContent>
            <ul className="grid gap-3 sm:grid-cols-2" data-testid="quick-actions">
              {actions.map((action) => (
                <li key={action.id}>
                  <Link
                    to={action.to}
                    className="group flex items-center gap-3 rounded-lg border border-slate-200 p-3 transition-colors hover:border-indigo-300 hover:bg-indigo-50/60 focus-visible:ring-2 focus-visible:ring-primary/40 focus-visible:outline-none dark:border-slate-800 dark:hover:border-indigo-800 dark:hover:bg-indigo-950/40"
                  >
                    <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-indigo-100 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300">
                      <action.icon aria-hidden="true" className="size-4" />
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block text-sm font-medium">{action.title}</span>
                      <span className="block truncate text-xs text-slate-600 dark:text-slate-400">{action.text}</span>
                    </span>
                    <ArrowRightIcon
                      aria-hidden="true"
                      className="size-4 text-slate-400 transition-transform group-hover:translate-x-0.5"
                    />
                  </Link>
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>

        <Card>
          <CardHeader>
            <CardTitle>
              <h2>{t.health}</h2>
            </CardTitle>
            <CardDescription>{t.healthLead}</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            {HEALTH.map((item) => (
              <div key={item.label}>
                <div className="mb-1.5 flex items-center justify-between text-sm">
                  <span className="flex items-center gap-2">
                    <item.icon aria-hidden="true" className="size-4 text-slate-500" />
                    {item.label}
                  </span>
                  <span className="font-semibold tabular-nums">{item.score}/100</span>
                </div>
                <div
                  className="h-2 overflow-hidden rounded-full bg-slate-100 dark:bg-slate-800"
                  role="progressbar"
                  aria-label={item.label}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={item.score}
                >
                  <div
                    className={cn("h-full rounded-full", item.score >= 90 ? "bg-emerald-500" : "bg-amber-500")}
                    style={{ width: `${item.score}%` }}
                  />
                </div>
              </div>
            ))}
          </CardContent>
        </Card>
      </div>

      {activity ? (
        <Card>
          <CardHeader>
            <CardTitle>
              <h2>{t.activity}</h2>
            </CardTitle>
            <CardDescription>{t.activityLead(activity)}</CardDescription>
          </CardHeader>
          <CardContent>
            {activity.items.length === 0 ? (
              <p className="py-6 text-center text-sm text-slate-600 dark:text-slate-400">{t.activityEmpty}</p>
            ) : (
              <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="recent-activity">
                {activity.items.map((item) => (
                  <li key={`${item.kind}-${item.at}-${item.title}`} className="flex items-center gap-3 py-3">
                    <span
                      className={cn(
                        "flex size-8 shrink-0 items-center justify-center rounded-full",
                        item.kind === "lead" && "bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300",
                        item.kind === "staff" && "bg-indigo-100 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300",
                        item.kind === "change" && "bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300",
                      )}
                    >
                      <ActivityIcon kind={item.kind} />
                    </span>
                    <span className="min-w-0 flex-1">
                      <span className="block truncate text-sm font-medium">
                        {item.kind === "lead"
                          ? t.activityLeadItem(item.title)
                          : item.kind === "staff"
                            ? t.activityStaffItem(item.title)
                            : item.title}
                      </span>
                      <span className="block text-xs text-slate-600 dark:text-slate-400">
                        {item.detail}
                        <span className="sm:hidden"> · {item.atLabel}</span>
                      </span>
                    </span>
                    <time
                      dateTime={item.at}
                      className="hidden shrink-0 text-xs text-slate-600 sm:block dark:text-slate-400"
                    >
                      {item.atLabel}
                    </time>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary />;
}
