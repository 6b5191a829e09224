/**
 * The settings screen's languages tab (ADR 0055, 0059, 0070, 0076): SPEC.md's languages, Russian the
 * default, how many of the site's fixed pages exist in each, the translation glossary and the
 * translations overview.
 */
import * as ru from "~/i18n/ru";
import { LANGUAGE_ISO, localizedPath, pageLanguages, SITE_LANGUAGES } from "~/lib/languages";
import { PUBLIC_PAGE_PATHS } from "~/lib/public-pages";
import { SETTINGS_TAB_PATHS } from "~/lib/settings-tabs";
import { glossaryFormSchema, type LanguagesTabData } from "~/schemas/admin/settings-languages";
import { invalidForm, parseAdminForm } from "~/server/admin-form.server";
import type { SessionUser } from "~/server/session-user.server";
import { readSiteSetting, saveSiteSettings, SettingsValidationError } from "~/server/settings.server";
import { redirectWithToast } from "~/server/toast.server";
import { translationOverview } from "~/server/translation-overview.server";

const t = ru.adminTranslations.glossary;

export async function loadLanguagesTab(_request: Request): Promise<LanguagesTabData> {
  const [glossary, translations] = await Promise.all([readSiteSetting("translation_glossary"), translationOverview()]);
  return {
    languages: SITE_LANGUAGES.map((code) => ({
      code,
      isoCode: LANGUAGE_ISO[code],
      addressPrefix: code === "ru" ? "/" : `${localizedPath(code, "/")}/`,
      isDefault: code === "ru",
      pages: PUBLIC_PAGE_PATHS.filter((path) => pageLanguages(path).includes(code)).length,
      totalPages: PUBLIC_PAGE_PATHS.length,
    })),
    glossary,
    translations,
  };
}

/** Saves the glossary, audited like every setting. */
export async function languagesTabAction(request: Request, user: SessionUser) {
  const submission = await parseAdminForm(request, glossaryFormSchema);
  if (submission.status !== "success") return invalidForm(submission);
  try {
    await saveSiteSettings({ translation_glossary: submission.value.translation_glossary }, user);
  } catch (error) {
    if (error instanceof SettingsValidationError) return invalidForm(submission, { fieldErrors: error.fieldErrors });
    console.error("The translation glossary could not be saved:", error);
    return invalidForm(submission, { formError: t.saveFailed, status: 500 });
  }
  return redirectWithToast(SETTINGS_TAB_PATHS.languages, { kind: "success", title: t.saved });
}
