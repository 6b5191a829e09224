/**
 * What content is translated, and the state of each translation (ADR 0066, 0070). Russian stays in
 * the content tables; Kazakh and English words live in content_translations, one row per item,
 * field and language. A field's state is computed: no row is *missing*; a row is a *draft* (the
 * model's) or *reviewed* (a person wrote or approved it); a reviewed row whose source hash is not
 * the SHA-256 of today's Russian is *outdated*, still shown to visitors and listed for review.
 */
import { and, eq, inArray } from "drizzle-orm";

import { contentTranslations } from "~/db/schema";
import type { Db } from "~/db/types";
import { TRANSLATION_LANGUAGES, type TranslationLanguage } from "~/lib/constants";
import type { SiteLanguage } from "~/lib/languages";
import { fieldKey, TRANSLATABLE, type FieldState, type TranslatableEntity } from "~/lib/translatable";
import { db } from "~/server/db.server";
import { sourceHash } from "~/server/source-hash.server";
import { sourcesOf, type Source } from "~/server/translation-sources.server";

export { sourcesOf, type Source };

export { sourceHash, TRANSLATABLE, type FieldState, type TranslatableEntity };


export type TranslationRow = typeof contentTranslations.$inferSelect;



export function stateOf(source: Source, row: Pick<TranslationRow, "state" | "sourceHash"> | undefined): FieldState {
  if (!row) return "missing";
  if (row.state === "draft") return "draft";
  return row.sourceHash === sourceHash(source.russian) ? "reviewed" : "outdated";
}

/** Visitors read a field a person wrote or approved, also when its Russian changed since. */
export const visible = (state: FieldState) => state === "reviewed" || state === "outdated";

/** The stored translations of these items in one language (or both), keyed by fieldKey. */
export async function readTranslations(
  items: readonly { entity: TranslatableEntity; ids: readonly string[] }[],
  language?: TranslationLanguage,
  database?: Db,
): Promise<Map<string, TranslationRow[]>> {
  const byKey = new Map<string, TranslationRow[]>();
  const wanted = items.filter((item) => item.ids.length > 0);
  if (wanted.length === 0) return byKey;
  const connection = database ?? (await db());
  const rows = (
    await Promise.all(
      wanted.map((item) =>
        connection
          .select()
          .from(contentTranslations)
          .where(
            and(
              eq(contentTranslations.entity, item.entity),
              inArray(contentTranslations.entityId, [...item.ids]),
              language ? eq(contentTranslations.language, language) : undefined,
            ),
          ),
      ),
    )
  ).flat();
  for (const row of rows) {
    const key = fieldKey(row.entity, row.entityId, row.field);
    byKey.set(key, [...(byKey.get(key) ?? []), row]);
  }
  return byKey;
}

/** The row of one field in one language among those readTranslations returned. */
export function rowOf(rows: ReadonlyMap<string, TranslationRow[]>, source: Source, language: TranslationLanguage): TranslationRow | undefined {
  return rows.get(fieldKey(source.entity, source.entityId, source.field))?.find((row) => row.language === language);
}

/** Every required field is reviewed (or outdated) in the language: the item exists in it. */
export function isComplete(sources: readonly Source[], rows: ReadonlyMap<string, TranslationRow[]>, language: TranslationLanguage): boolean {
  return sources.every((source) => visible(stateOf(source, rowOf(rows, source, language))));
}

/** The languages an item exists in: Russian, and each in which every required field is reviewed (or outdated). */
export function itemLanguages(sources: readonly Source[], rows: ReadonlyMap<string, TranslationRow[]>): SiteLanguage[] {
  return ["ru", ...TRANSLATION_LANGUAGES.filter((language) => isComplete(sources, rows, language))];
}

/** A list page's languages: Russian, and each in which at least one of its items exists. */
export function listPageLanguages(items: readonly (readonly Source[])[], rows: ReadonlyMap<string, TranslationRow[]>): SiteLanguage[] {
  return ["ru", ...TRANSLATION_LANGUAGES.filter((language) => items.some((sources) => isComplete(sources, rows, language)))];
}

/** The words visitors read for one item's fields: the reviewed translation where there is one. */
export function visibleValues(sources: readonly Source[], rows: ReadonlyMap<string, TranslationRow[]>, language: TranslationLanguage): Map<string, string> {
  const values = new Map<string, string>();
  for (const source of sources) {
    const row = rowOf(rows, source, language);
    if (row && visible(stateOf(source, row))) values.set(fieldKey(source.entity, source.entityId, source.field), row.value);
  }
  return values;
}

/** An item's translations go with it (the table has no foreign keys: entity_id names any table's row). */
export async function deleteTranslations(tx: Db, entity: TranslatableEntity, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.delete(contentTranslations).where(and(eq(contentTranslations.entity, entity), inArray(contentTranslations.entityId, [...ids])));
}
