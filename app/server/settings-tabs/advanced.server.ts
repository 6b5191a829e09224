/**
 * The settings screen's advanced tab (ADR 0055): links to the audit log and the exports, the
 * newsletter's subscribers (paged, each may be unsubscribed by staff), the maintenance switch and
 * the switch that pauses page-view counting.
 */
import * as ru from "~/i18n/ru";
import { formatActivityDate } from "~/lib/dates";
import { ADMIN_SCREENS } from "~/lib/permissions";
import { SETTINGS_TAB_PATHS } from "~/lib/settings-tabs";
import type { SettingKey } from "~/schemas/site-settings";
import { advancedTabSchema, SUBSCRIBERS_PAGE_SIZE, type AdvancedTabData } from "~/schemas/admin/settings-advanced";
import { invalidForm, parseAdminForm } from "~/server/admin-form.server";
import { countingOffOnServer } from "~/server/analytics-config.server";
import { rememberCountingSwitch } from "~/server/counting-switch.server";
import { forgetMaintenanceMode } from "~/server/maintenance.server";
import { listSubscribers, unsubscribeById } from "~/server/newsletter.server";
import { userCan } from "~/server/permissions.server";
import { getSessionUser, type SessionUser } from "~/server/session-user.server";
import { readSiteSettings, saveSiteSettings } from "~/server/settings.server";
import { redirectWithToast } from "~/server/toast.server";

const t = ru.adminSettings;
const PATH = SETTINGS_TAB_PATHS.advanced;

/** Each switch of the tab: its setting, and what this copy does once it is saved. */
const SWITCHES = {
  maintenance: { key: "maintenance_mode", saved: () => forgetMaintenanceMode() },
  counting: { key: "analytics_counting", saved: rememberCountingSwitch },
} as const satisfies Record<string, { key: SettingKey; saved: (on: boolean) => void }>;

/** ?page=N of the subscriber list, 1 when absent or not a page number. */
function pageOf(request: Request): number {
  const page = Number(new URL(request.url).searchParams.get("page"));
  return Number.isInteger(page) && page > 0 ? page : 1;
}

export async function loadAdvancedTab(request: Request): Promise<{ loadFailed: true } | ({ loadFailed: false } & AdvancedTabData)> {
  try {
    const user = await getSessionUser(request);
    const requested = pageOf(request);
    const [switches, first] = await Promise.all([
      readSiteSettings(["maintenance_mode", "analytics_counting"]),
      listSubscribers(requested, SUBSCRIBERS_PAGE_SIZE),
    ]);
    const pages = Math.max(1, Math.ceil(first.total / SUBSCRIBERS_PAGE_SIZE));
    const page = Math.min(requested, pages);
    // A page past the end (the list got shorter) shows the last one.
    const list = page === requested ? first : await listSubscribers(page, SUBSCRIBERS_PAGE_SIZE);
    const leadsExport = ADMIN_SCREENS.leads.resources.export;
    return {
      loadFailed: false,
      maintenance: switches.maintenance_mode,
      counting: switches.analytics_counting,
      countingOffOnServer: countingOffOnServer(),
      links: {
        audit: ADMIN_SCREENS.audit.path,
        leadsExport: user && userCan(user, leadsExport.access) ? leadsExport.path : null,
        subscribersExport: ADMIN_SCREENS.settings.resources.subscribers.path,
      },
      subscribers: {
        rows: list.rows.map((row) => ({
          id: row.id,
          email: row.email,
          subscribedLabel: formatActivityDate(row.createdAt),
          unsubscribedLabel: row.unsubscribedAt ? formatActivityDate(row.unsubscribedAt) : null,
        })),
        page,
        pages,
        total: list.total,
        active: list.active,
        unsubscribed: list.unsubscribed,
      },
    };
  } catch (error) {
    console.error("The advanced settings could not be loaded:", error);
    return { loadFailed: true };
  }
}

export async function advancedTabAction(request: Request, user: SessionUser) {
  const submission = await parseAdminForm(request, advancedTabSchema);
  if (submission.status !== "success") return invalidForm(submission);
  const input = submission.value;
  // Back to the page of the list the button was on.
  const back = `${PATH}${new URL(request.url).search}`;
  if (input.intent !== "unsubscribe") {
    const { key, saved } = SWITCHES[input.intent];
    try {
      await saveSiteSettings({ [key]: input.value }, user);
    } catch (error) {
      console.error(`The ${key} switch could not be saved:`, error);
      return redirectWithToast(back, { kind: "error", title: t.saveOneFailed });
    }
    saved(input.value);
    return redirectWithToast(back, { kind: "success", title: t.savedOne });
  }
  let done = false;
  try {
    done = await unsubscribeById(input.id, user);
  } catch (error) {
    console.error("A subscriber could not be unsubscribed:", error);
  }
  return done
    ? redirectWithToast(back, { kind: "success", title: t.advanced.unsubscribed })
    : redirectWithToast(back, { kind: "error", title: t.advanced.unsubscribeFailed });
}
