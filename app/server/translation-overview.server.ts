/**
 * How far each language's translation has come (issue 24 point 9, ADR 0076): per language and per
 * item of every screen of TRANSLATION_SCREENS, how many fields are reviewed, AI drafts, outdated and
 * missing. Each screen lists its items in a few queries and each language's states are one query over
 * content_translations (without the words themselves), so the overview costs the same for ten items
 * as for a thousand.
 */
import { and, eq, inArray } from "drizzle-orm";

import { contentTranslations } from "~/db/schema";
import type { Db } from "~/db/types";
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from "~/lib/constants";
import { fieldKey, type FieldState, type TranslatableEntity } from "~/lib/translatable";
import { db } from "~/server/db.server";
import { needsDraft, type TranslatableItem } from "~/server/item-translations.server";
import { stateOf, type Source } from "~/server/translatable.server";
import { TRANSLATION_SCREENS, type TranslationScreen } from "~/server/translation-screens.server";

import type { LanguageOverview, OverviewItem, OverviewScreen, StateCounts } from "~/lib/translation-overview";

export type { LanguageOverview, OverviewItem, OverviewScreen, StateCounts };

type StateRow = { entity: string; entityId: string; field: string; state: "draft" | "reviewed"; sourceHash: string; updatedBy: string | null };

const noCounts = (): StateCounts => ({ reviewed: 0, draft: 0, outdated: 0, missing: 0 });

const keyOf = (source: Source) => fieldKey(source.entity, source.entityId, source.field);

/** The state of every stored field of these entities in the language, keyed by fieldKey: one query. */
async function statesIn(database: Db, language: TranslationLanguage, items: readonly TranslatableItem[]): Promise<Map<string, StateRow>> {
  const entities = [...new Set(items.flatMap((item) => item.sources.map((source) => source.entity)))] as TranslatableEntity[];
  if (entities.length === 0) return new Map();
  const rows = await database
    .select({
      entity: contentTranslations.entity,
      entityId: contentTranslations.entityId,
      field: contentTranslations.field,
      state: contentTranslations.state,
      sourceHash: contentTranslations.sourceHash,
      updatedBy: contentTranslations.updatedBy,
    })
    .from(contentTranslations)
    .where(and(eq(contentTranslations.language, language), inArray(contentTranslations.entity, entities)));
  return new Map(rows.map((row) => [fieldKey(row.entity, row.entityId, row.field), row]));
}

function countsOf(item: TranslatableItem, states: ReadonlyMap<string, StateRow>): StateCounts {
  const counts = noCounts();
  for (const source of item.sources) counts[stateOf(source, states.get(keyOf(source)))] += 1;
  return counts;
}

function add(total: StateCounts, counts: StateCounts): void {
  for (const state of Object.keys(total) as FieldState[]) total[state] += counts[state];
}

/** Every screen's items with their counts, per language, «Кейсы» first as the registry orders them. */
export async function translationOverview(
  screens: readonly TranslationScreen[] = TRANSLATION_SCREENS,
  languages: readonly TranslationLanguage[] = TRANSLATION_LANGUAGES,
): Promise<LanguageOverview[]> {
  const database = await db();
  const listed = await Promise.all(screens.map((screen) => screen.list(database)));
  const states = await Promise.all(languages.map((language) => statesIn(database, language, listed.flat())));
  return languages.map((language, index) => {
    const totals = noCounts();
    const overviewScreens = screens.map((screen, screenIndex): OverviewScreen => ({
      screen: screen.screen,
      name: screen.name,
      items: listed[screenIndex]!.map((item) => {
        const counts = countsOf(item, states[index]!);
        add(totals, counts);
        return { id: item.id, title: item.title, href: screen.editorHref(item.id, language), counts };
      }),
    }));
    return { language, totals, screens: overviewScreens };
  });
}

/** The ids of the screen's items that have a field the model may draft in the language, in the screen's order. */
export async function itemsToDraft(screen: TranslationScreen, language: TranslationLanguage): Promise<string[]> {
  const database = await db();
  const items = await screen.list(database);
  const states = await statesIn(database, language, items);
  return items.filter((item) => item.sources.some((source) => needsDraft(source, states.get(keyOf(source))))).map((item) => item.id);
}
