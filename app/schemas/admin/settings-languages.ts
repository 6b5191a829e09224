/**
 * The settings screen's languages tab (ADR 0055). Each language counts the fixed public pages that
 * exist in it (app/lib/languages.ts pageLanguages); the content translation of issue 24 raises it.
 */
import type { SiteLanguage } from "~/lib/constants";

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

export type LanguagesTabData = { languages: LanguageRow[] };
