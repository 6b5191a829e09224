import { LinkTabs } from "~/components/admin/link-tabs";
import { adminMeta } from "~/components/admin/meta";
import { PageHeader } from "~/components/admin/page-header";
import { AdminRouteErrorBoundary } from "~/components/admin/route-error-boundary";
import { sectionOf } from "~/components/admin/screen-section";
import { AdvancedTab } from "~/components/admin/settings/advanced-tab";
import { GeneralTab } from "~/components/admin/settings/general-tab";
import { IntegrationsTab } from "~/components/admin/settings/integrations-tab";
import { LanguagesTab } from "~/components/admin/settings/languages-tab";
import { NotificationsTab } from "~/components/admin/settings/notifications-tab";
import { SeoTab } from "~/components/admin/settings/seo-tab";
import * as ru from "~/i18n/ru";
import { SETTINGS_SEGMENTS, SETTINGS_TAB_PATHS, SETTINGS_TABS, type SettingsSegment, type SettingsTab } from "~/lib/settings-tabs";
import { requireScreen } from "~/server/permissions.server";
import { advancedTabAction, loadAdvancedTab } from "~/server/settings-tabs/advanced.server";
import { generalTabAction, loadGeneralTab } from "~/server/settings-tabs/general.server";
import { integrationsTabAction, loadIntegrationsTab } from "~/server/settings-tabs/integrations.server";
import { languagesTabAction, loadLanguagesTab } from "~/server/settings-tabs/languages.server";
import { loadNotificationsTab, notificationsTabAction } from "~/server/settings-tabs/notifications.server";
import { loadSeoTab, seoTabAction } from "~/server/settings-tabs/seo.server";

import type { Route } from "./+types/settings";

const t = ru.adminSettings;

export const meta: Route.MetaFunction = ({ matches, location }) => adminMeta(t.title, location.pathname, matches);

/** One screen serves every /admin/settings/* path; the last segment names the tab. */
function tabOf(request: Request): SettingsTab {
  return SETTINGS_SEGMENTS[sectionOf(request.url, Object.keys(SETTINGS_SEGMENTS) as SettingsSegment[], "seo")];
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireScreen(request, "settings");
  const tab = tabOf(request);
  switch (tab) {
    case "general":
      return { tab, data: await loadGeneralTab(request) } as const;
    case "languages":
      return { tab, data: await loadLanguagesTab(request) } as const;
    case "seo":
      return { tab, data: await loadSeoTab(request) } as const;
    case "integrations":
      return { tab, data: await loadIntegrationsTab(request) } as const;
    case "notifications":
      return { tab, data: await loadNotificationsTab(request) } as const;
    case "advanced":
      return { tab, data: await loadAdvancedTab(request) } as const;
  }
}

/** Each tab's forms post to the tab's own address, so the path says whose action runs. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireScreen(request, "settings", "edit");
  switch (tabOf(request)) {
    case "general":
      return generalTabAction(request, user);
    case "languages":
      return languagesTabAction(request, user);
    case "seo":
      return seoTabAction(request, user);
    case "integrations":
      return integrationsTabAction(request, user);
    case "notifications":
      return notificationsTabAction(request, user);
    case "advanced":
      return advancedTabAction(request, user);
  }
}

export default function SettingsScreen({ loaderData, actionData }: Route.ComponentProps) {
  const view = loaderData;
  // The action that answered is the one of the tab on screen: its forms post to this address.
  const answer = actionData ?? undefined;
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <PageHeader title={t.title} description={t.lead} />
      <LinkTabs
        label={t.tabsLabel}
        current={view.tab}
        tabs={SETTINGS_TABS.map((tab) => ({ key: tab, label: t.tabs[tab], href: SETTINGS_TAB_PATHS[tab] }))}
      />
      {view.tab === "general" ? <GeneralTab data={view.data} actionData={answer} /> : null}
      {view.tab === "languages" ? <LanguagesTab data={view.data} actionData={answer} /> : null}
      {view.tab === "seo" ? <SeoTab data={view.data} actionData={answer} /> : null}
      {view.tab === "integrations" ? <IntegrationsTab data={view.data} actionData={answer as Parameters<typeof IntegrationsTab>[0]["actionData"]} /> : null}
      {view.tab === "notifications" ? <NotificationsTab data={view.data} actionData={answer} /> : null}
      {view.tab === "advanced" ? <AdvancedTab data={view.data} actionData={answer} /> : null}
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary />;
}
