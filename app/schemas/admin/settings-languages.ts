/**
 * The settings screen's languages tab (ADR 0055). Each language counts the fixed public pages that
 * exist in it (app/lib/languages.ts pageLanguages); the content translation of issue 24 raises it.
 */
import { z } from "zod";

import type { SiteLanguage } from "~/lib/constants";
import type { GlossaryTerm } from "~/schemas/settings/languages";
import { SITE_SETTINGS } from "~/schemas/site-settings";
import type { LanguageOverview } from "~/lib/translation-overview";

export type LanguageRow = {
  code: SiteLanguage;
  /** What the page's lang attribute and hreflang say (ISO 639-1: kk for Kazakh). */
  isoCode: string;
  /** Where the language's pages live: '/' for Russian, '/kz/' and '/en/' for the others. */
  addressPrefix: string;
  isDefault: boolean;
  /** The fixed public pages (app/lib/public-pages.ts) that exist in this language, of `totalPages`. */
  pages: number;
  totalPages: number;
};

export type LanguagesTabData = {
  languages: LanguageRow[];
  glossary: GlossaryTerm[];
  /** The translations overview (ADR 0076). */
  translations: LanguageOverview[];
};

type TermInput = { ru?: unknown; kz?: unknown; en?: unknown } | null | undefined;

/** The glossary form (ADR 0070): a row left blank in all three languages is dropped, not refused. */
export const glossaryFormSchema = z.object({
  intent: z.literal("glossary"),
  translation_glossary: z.preprocess(
    (rows) => (Array.isArray(rows) ? rows.filter((row: TermInput) => Boolean(row && (row.ru || row.kz || row.en))) : []),
    SITE_SETTINGS.translation_glossary.schema,
  ),
});

/** The form's fields as typed (the schema's input is unknown before its blank rows are dropped). */
export type GlossaryFormFields = { intent: "glossary"; translation_glossary: { ru?: string; kz?: string; en?: string }[] };
