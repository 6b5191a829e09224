/**
 * The settings screen's languages tab (ADR 0055): SPEC.md's languages, Russian the default, and
 * which of them the public site has content in. Nothing here is saved.
 */
import { data } from "react-router";
import { z } from "zod";

import { SITE_LANGUAGES, type SiteLanguage } from "~/lib/constants";
import type { LanguagesTabData } from "~/schemas/admin/settings-languages";
import { parseAdminForm } from "~/server/admin-form.server";
import type { SessionUser } from "~/server/session-user.server";

/** ISO 639-1, what lang and hreflang say; 'kz' is a country code and only appears in addresses. */
const ISO_CODES: Record<SiteLanguage, string> = { ru: "ru", kz: "kk", en: "en" };

/**
 * Every public page exists in Russian only until the Kazakh and English versions are built
 * (issue 24), which will count each language's reviewed translations here instead.
 */
const LANGUAGES_WITH_CONTENT: readonly SiteLanguage[] = ["ru"];

export async function loadLanguagesTab(_request: Request): Promise<LanguagesTabData> {
  return {
    languages: SITE_LANGUAGES.map((code, index) => ({
      code,
      isoCode: ISO_CODES[code],
      addressPrefix: index === 0 ? "/" : `/${code}/`,
      isDefault: index === 0,
      hasContent: LANGUAGES_WITH_CONTENT.includes(code),
    })),
  };
}

/**
 * The tab has no form (yet: issue 24 adds its glossary), so no post to it is well-formed. The body is
 * still read as every admin form's is, so hostile field names get the same answer as anywhere else.
 */
export async function languagesTabAction(request: Request, _user: SessionUser): Promise<never> {
  await parseAdminForm(request, z.object({}));
  throw data({ message: "Bad Request" }, { status: 400 });
}
