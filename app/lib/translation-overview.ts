/**
 * The translations overview's shape (ADR 0076), as the languages tab's loader hands it to the
 * screen: the server counts (app/server/translation-overview.server.ts), the schema and the
 * component read it.
 */
import type { TranslationLanguage } from "~/lib/constants";
import type { FieldState } from "~/lib/translatable";

export type StateCounts = Record<FieldState, number>;

export type OverviewItem = { id: string; title: string; href: string; counts: StateCounts };
export type OverviewScreen = { screen: string; name: string; items: OverviewItem[] };
export type LanguageOverview = { language: TranslationLanguage; totals: StateCounts; screens: OverviewScreen[] };
