import {
  ArrowRightIcon,
  CircleCheckIcon,
  EyeIcon,
  FileCheckIcon,
  InboxIcon,
  PencilIcon,
  PercentIcon,
  TriangleAlertIcon,
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
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "~/components/ui/card";
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
const signed = new Intl.NumberFormat("ru-RU", { signDisplay: "exceptZero", maximumFractionDigits: 1 });
const oneDecimal = new Intl.NumberFormat("ru-RU", { maximumFractionDigits: 1 });

type Trend = { current: number; previous: number };

/** '+25% к прошлым 30 дням'; with nothing before to compare, says so rather than show +∞. */
function percentChange({ current, previous }: Trend): string {
  if (previous === 0) return current === 0 ? t.changePercent("0%") : t.changeNew;
  return t.changePercent(`${signed.format(Math.round(((current - previous) * 100) / previous))}%`);
}

function hint(...parts: string[]): string {
  return parts.join(" · ");
}

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
        value={number.format(stats.analytics.visitors.current)}
        hint={hint(t.visitorsHint, percentChange(stats.analytics.visitors))}
        icon={EyeIcon}
      />,
    );
  }
  if (stats.leads) {
    cards.push(
      <StatCard
        key="leads"
        label={t.leads}
        value={number.format(stats.leads.total.current)}
        hint={hint(t.leadsHint(stats.leads.fresh), percentChange(stats.leads.total))}
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
        value={`${oneDecimal.format(stats.analytics.conversion.current)}%`}
        hint={hint(
          t.conversionHint,
          t.changePoints(signed.format(stats.analytics.conversion.current - stats.analytics.conversion.previous)),
        )}
        icon={PercentIcon}
        tone="amber"
      />,
    );
  }
  cards.push(
    <StatCard
      key="pages"
      label={t.pages}
      value={number.format(stats.publishedPages.current)}
      hint={hint(t.pagesHint, t.changePublished(signed.format(stats.publishedPages.current - stats.publishedPages.previous)))}
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
  const { stats, activity, health } = loaderData;
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

        <SiteHealth checks={health} />
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
          {activity.staff ? (
            <CardFooter>
              <Button asChild variant="outline" size="sm">
                <Link to={ADMIN_SCREENS.audit.path}>
                  {ru.admin.auditLog.openAll}
                  <ArrowRightIcon aria-hidden="true" />
                </Link>
              </Button>
            </CardFooter>
          ) : null}
        </Card>
      ) : null}
    </div>
  );
}

/** The deliveries' checks of the webhooks and e-mails are worded beside the notifications tab's strings. */
const HEALTH_TEXTS = { ...t.healthChecks, ...ru.adminNotifications.health };

function SiteHealth({ checks }: { checks: Route.ComponentProps["loaderData"]["health"] }) {
  const passed = checks.filter((check) => check.ok).length;
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t.health}</h2>
        </CardTitle>
        <CardDescription>{t.healthLead(passed, checks.length)}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-3">
          {checks.map((check) => {
            const texts = HEALTH_TEXTS[check.id];
            const text = check.ok ? texts.ok : texts.problem;
            return (
              <li key={check.id} className="flex items-start gap-3 text-sm">
                {check.ok ? (
                  <CircleCheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400" />
                ) : (
                  <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-600 dark:text-amber-400" />
                )}
                <span className="min-w-0 flex-1">
                  <span className="sr-only">{check.ok ? t.healthOk : t.healthProblem}</span>
                  {text}
                </span>
                {!check.ok && check.fixAt ? (
                  <Link
                    to={check.fixAt}
                    aria-label={t.healthFixNamed(text)}
                    className="shrink-0 font-medium text-primary underline-offset-4 hover:underline dark:text-indigo-300"
                  >
                    {t.healthFix}
                  </Link>
                ) : null}
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary />;
}
