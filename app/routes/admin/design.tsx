import { DesignForm } from "~/components/admin/design/design-form";
import { DesignHistory } from "~/components/admin/design/design-history";
import { DesignPreview } from "~/components/admin/design/design-preview";
import { LinkTabs } from "~/components/admin/link-tabs";
import { adminMeta } from "~/components/admin/meta";
import { PageHeader } from "~/components/admin/page-header";
import { AdminRouteErrorBoundary } from "~/components/admin/route-error-boundary";
import { sectionOf } from "~/components/admin/screen-section";
import * as ru from "~/i18n/ru";
import { formatActivityDate } from "~/lib/dates";
import { DESIGN_FONT_IDS } from "~/lib/design-fonts";
import { designActionSchema, type DesignVersionView } from "~/schemas/admin/design";
import { invalidForm, parseAdminForm } from "~/server/admin-form.server";
import { fontFaceCss } from "~/server/design-fonts.server";
import { listDesignVersions, readCurrentDesign, restoreDesignVersion, saveDesign } from "~/server/design.server";
import { requireScreen } from "~/server/permissions.server";
import { redirectWithError, redirectWithToast } from "~/server/toast.server";

import type { Route } from "./+types/design";

const t = ru.adminDesign;

/** One screen serves every /admin/design/* path; the last segment names the tab (ADR 0054). */
const TABS = ["theme", "colors", "typography", "animations"] as const;
type Tab = (typeof TABS)[number];
const tabPath = (tab: Tab) => `/admin/design/${tab}`;

function tabOf(request: Request): Tab {
  return sectionOf(request.url, TABS, "colors");
}

export const meta: Route.MetaFunction = ({ matches, location }) => adminMeta(t.title, location.pathname, matches);

export async function loader({ request }: Route.LoaderArgs) {
  await requireScreen(request, "design");
  const tab = tabOf(request);
  const [current, versions] = await Promise.all([readCurrentDesign(), tab === "theme" ? listDesignVersions() : Promise.resolve([])]);
  const history: DesignVersionView[] = versions.map((version) => ({
    id: version.id,
    values: version.values,
    createdByName: version.createdByName,
    createdAtLabel: formatActivityDate(version.createdAt),
    restoredFromLabel: version.restoredFromAt ? formatActivityDate(version.restoredFromAt) : null,
  }));
  // The typography tab shows each font's sample in that font, from the site's own files.
  const fontFaces = tab === "typography" ? DESIGN_FONT_IDS.map(fontFaceCss).join("") : "";
  return { tab, current, history, fontFaces };
}

/** Every tab's form posts to its own address and answers there. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireScreen(request, "design", "edit");
  const back = tabPath(tabOf(request));
  const submission = await parseAdminForm(request, designActionSchema);
  if (submission.status !== "success") return invalidForm(submission);
  const input = submission.value;
  if (input.intent === "restore") {
    let restored = false;
    try {
      restored = await restoreDesignVersion(input.versionId, user);
    } catch (error) {
      console.error("The design version could not be restored:", error);
      return redirectWithError(back, ru.adminSettings.saveFailed);
    }
    if (!restored) return redirectWithError(back, t.history.notFound);
    return redirectWithToast(back, { kind: "success", title: ru.adminSettings.saved });
  }
  const { intent: _intent, confirmLowContrast: _confirmed, ...values } = input;
  try {
    await saveDesign(values, user);
  } catch (error) {
    console.error("The design could not be saved:", error);
    return invalidForm(submission, { formError: ru.adminSettings.saveFailed, status: 500 });
  }
  return redirectWithToast(back, { kind: "success", title: ru.adminSettings.saved });
}

export default function DesignScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { tab, current, history, fontFaces } = loaderData;
  return (
    <div className="flex max-w-5xl flex-col gap-6">
      <PageHeader title={t.title} description={t.lead} />
      <LinkTabs label={t.tabsLabel} current={tab} tabs={TABS.map((key) => ({ key, label: t.tabs[key], href: tabPath(key) }))} />
      {fontFaces ? <style dangerouslySetInnerHTML={{ __html: fontFaces }} /> : null}
      {tab === "theme" ? (
        <>
          <DesignHistory current={current} versions={history} />
          <DesignPreview values={current} description={t.preview.saved} />
        </>
      ) : (
        // A new saved design starts the form afresh from it.
        <DesignForm key={JSON.stringify(current)} tab={tab} saved={current} lastResult={actionData?.result} />
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary />;
}
