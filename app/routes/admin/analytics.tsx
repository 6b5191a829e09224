import { PauseIcon, PowerOffIcon } from "lucide-react";

import { AnalyticsTabContent, EMPTY_ICON } from "~/components/admin/analytics/analytics-tabs";
import { LinkTabs } from "~/components/admin/link-tabs";
import { adminMeta } from "~/components/admin/meta";
import { Notice } from "~/components/admin/notice";
import { PageHeader } from "~/components/admin/page-header";
import { AdminRouteErrorBoundary } from "~/components/admin/route-error-boundary";
import * as ru from "~/i18n/ru";
import { ANALYTICS_PERIODS } from "~/lib/constants";
import { ADMIN_SCREENS } from "~/lib/permissions";
import { ANALYTICS_TABS, analyticsAddress, parseAnalyticsView } from "~/schemas/admin/analytics";
import { countingOffOnServer } from "~/server/analytics-config.server";
import { loadAnalyticsScreen } from "~/server/analytics-screen.server";
import { readSiteSetting } from "~/server/settings.server";
import { requireScreen } from "~/server/permissions.server";

import type { Route } from "./+types/analytics";

const t = ru.adminAnalytics;
const PATH = ADMIN_SCREENS.analytics.path;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(t.title, PATH, matches);

export async function loader({ request }: Route.LoaderArgs) {
  await requireScreen(request, "analytics");
  const [screen, counting] = await Promise.all([loadAnalyticsScreen(parseAnalyticsView(new URL(request.url).searchParams)), readSiteSetting("analytics_counting")]);
  // The operator's off (the environment) is said apart from the staff's pause: only the operator can lift it.
  const countingStopped: "offOnServer" | "paused" | null = countingOffOnServer() ? "offOnServer" : counting ? null : "paused";
  return { ...screen, countingStopped };
}

export default function AnalyticsScreen({ loaderData }: Route.ComponentProps) {
  const { view, range, hasData, data, countingStopped } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t.title} description={t.lead} />
      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <LinkTabs
          label={t.tabsLabel}
          current={view.tab}
          tabs={ANALYTICS_TABS.map((tab) => ({ key: tab, label: t.tabs[tab], href: analyticsAddress(PATH, { ...view, tab }) }))}
        />
        {view.tab === "realtime" ? null : (
          <LinkTabs
            label={t.periodLabel}
            current={view.period}
            tabs={ANALYTICS_PERIODS.map((period) => ({ key: period, label: t.periods[period], href: analyticsAddress(PATH, { ...view, period }) }))}
          />
        )}
      </div>
      {countingStopped ? (
        <Notice icon={countingStopped === "paused" ? PauseIcon : PowerOffIcon} tone="warning" title={t[countingStopped].title} text={t[countingStopped].text} />
      ) : null}
      {hasData ? (
        <AnalyticsTabContent data={data} period={view.period} range={range} />
      ) : (
        <Notice icon={EMPTY_ICON} title={t.empty.title} text={t.empty.text} />
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary />;
}
