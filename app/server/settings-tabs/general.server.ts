/**
 * The settings screen's general tab (ADR 0055): the site's name, public address, icon and
 * presentation file in one form, and the open-registration switch.
 */
import * as ru from "~/i18n/ru";
import { SETTINGS_TAB_PATHS } from "~/lib/settings-tabs";
import { GENERAL_FORM_KEYS, generalTabSchema, type GeneralTabData } from "~/schemas/admin/settings-general";
import { invalidForm, parseAdminForm } from "~/server/admin-form.server";
import { db } from "~/server/db.server";
import { getEnv } from "~/server/env.server";
import { findMedia } from "~/server/media.server";
import type { SessionUser } from "~/server/session-user.server";
import { readSiteSettings, saveSiteSettings, SettingsValidationError } from "~/server/settings.server";
import { countPendingAccounts } from "~/server/sign-up-policy.server";
import { redirectWithToast } from "~/server/toast.server";

const t = ru.adminSettings;
const PATH = SETTINGS_TAB_PATHS.general;

/** The uploaded name of a file of this site's media library, which the download keeps. */
async function uploadedName(url: string): Promise<string | null> {
  const id = /^\/media\/([^/?#]+)\//.exec(url)?.[1];
  return id ? ((await findMedia(id))?.originalName ?? null) : null;
}

export async function loadGeneralTab(_request: Request): Promise<{ loadFailed: true } | ({ loadFailed: false } & GeneralTabData)> {
  try {
    const [settings, pendingAccounts] = await Promise.all([
      readSiteSettings([...GENERAL_FORM_KEYS, "company_name", "staff_open_registration"]),
      countPendingAccounts(await db()),
    ]);
    const { company_name: companyName, staff_open_registration: openRegistration, ...values } = settings;
    return {
      loadFailed: false,
      values,
      companyName,
      envSiteUrl: getEnv().SITE_URL,
      presentationName: values.presentation_url ? await uploadedName(values.presentation_url) : null,
      openRegistration,
      pendingAccounts,
    };
  } catch (error) {
    console.error("The general settings could not be loaded:", error);
    return { loadFailed: true };
  }
}

export async function generalTabAction(request: Request, user: SessionUser) {
  const submission = await parseAdminForm(request, generalTabSchema);
  if (submission.status !== "success") return invalidForm(submission);
  const input = submission.value;
  if (input.intent === "registration") {
    try {
      await saveSiteSettings({ staff_open_registration: input.value }, user);
    } catch (error) {
      console.error("Open registration could not be switched:", error);
      return redirectWithToast(PATH, { kind: "error", title: t.saveOneFailed });
    }
    return redirectWithToast(PATH, { kind: "success", title: t.savedOne });
  }
  const { intent: _intent, ...values } = input;
  try {
    await saveSiteSettings(values, user);
  } catch (error) {
    if (error instanceof SettingsValidationError) return invalidForm(submission, { fieldErrors: error.fieldErrors });
    console.error("The general settings could not be saved:", error);
    return invalidForm(submission, { formError: t.saveFailed, status: 500 });
  }
  return redirectWithToast(PATH, { kind: "success", title: t.saved });
}
