/**
 * The settings screen's languages tab (ADR 0055). Issue 24 adds, per language, how much of the
 * content is translated; `hasContent` then comes from that count instead of a fixed list.
 */
import type { SiteLanguage } from "~/lib/constants";

export type LanguageRow = {
  code: SiteLanguage;
  /** What the page's lang attribute and hreflang say (ISO 639-1: kk for Kazakh). */
  isoCode: string;
  /** Where the language's pages live: '/' for Russian, '/kz/' and '/en/' for the others. */
  addressPrefix: string;
  isDefault: boolean;
  hasContent: boolean;
};

export type LanguagesTabData = { languages: LanguageRow[] };
