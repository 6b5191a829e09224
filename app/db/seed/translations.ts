/**
 * Seeded translations (issue 24 point 6, ADR 0066 point 8): reviewed Kazakh and English words for
 * the demo content, so a fresh site is complete in three languages. A field is written only where
 * today's Russian is still the seeded one: a document that runs on a site whose staff have changed
 * the Russian since leaves that field missing rather than translating words that are gone.
 */
import { contentTranslations } from "~/db/schema";
import type { Db } from "~/db/types";
import type { TranslationLanguage } from "~/lib/constants";
import type { TranslatableEntity } from "~/lib/translatable";
import { sourceHash } from "~/server/source-hash.server";

/** One item's seeded Russian and its words in each language, field by field. */
export type SeededWords = { ru: Record<string, string> } & Record<TranslationLanguage, Record<string, string>>;

export async function seedTranslations(tx: Db, entity: TranslatableEntity, entityId: string, current: Record<string, unknown>, words: SeededWords): Promise<void> {
  const rows = (["kz", "en"] as const).flatMap((language) =>
    Object.entries(words[language]).flatMap(([field, value]) => {
      const russian = words.ru[field];
      if (russian === undefined || current[field] !== russian) return [];
      return [{ entity, entityId, field, language, value, state: "reviewed" as const, sourceHash: sourceHash(russian) }];
    }),
  );
  if (rows.length > 0) await tx.insert(contentTranslations).values(rows).onConflictDoNothing();
}
