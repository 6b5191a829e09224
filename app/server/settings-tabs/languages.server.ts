/**
 * The settings screen's languages tab (ADR 0055, 0059): SPEC.md's languages, Russian the default,
 * and how many of the site's fixed pages exist in each. Nothing here is saved.
 */
import { data } from "react-router";
import { z } from "zod";

import { LANGUAGE_ISO, localizedPath, pageLanguages, SITE_LANGUAGES } from "~/lib/languages";
import { PUBLIC_PAGE_PATHS } from "~/lib/public-pages";
import type { LanguagesTabData } from "~/schemas/admin/settings-languages";
import { parseAdminForm } from "~/server/admin-form.server";
import type { SessionUser } from "~/server/session-user.server";

export async function loadLanguagesTab(_request: Request): Promise<LanguagesTabData> {
  return {
    languages: SITE_LANGUAGES.map((code) => ({
      code,
      isoCode: LANGUAGE_ISO[code],
      addressPrefix: code === "ru" ? "/" : `${localizedPath(code, "/")}/`,
      isDefault: code === "ru",
      pages: PUBLIC_PAGE_PATHS.filter((path) => pageLanguages(path).includes(code)).length,
      totalPages: PUBLIC_PAGE_PATHS.length,
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
