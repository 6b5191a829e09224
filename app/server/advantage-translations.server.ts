/**
 * An advantage as its translation editor reads it: its title, description and the stat's caption;
 * and the advantages' place in the translations overview and 'Перевести все с помощью AI' (ADR 0076).
 */
import { eq } from "drizzle-orm";

import { advantages } from "~/db/schema";
import * as ru from "~/i18n/ru";
import { ADMIN_SCREENS } from "~/lib/permissions";
import { translationEditorHref } from "~/lib/translatable";
import { ADVANTAGE_ORDER } from "~/server/advantages.server";
import type { TranslatableItem, TranslatableKind } from "~/server/item-translations.server";
import { sourcesOf } from "~/server/translatable.server";
import type { TranslationScreen } from "~/server/translation-screens.server";

type AdvantageRow = typeof advantages.$inferSelect;

function advantageItem(row: AdvantageRow): TranslatableItem {
  return { id: row.id, title: row.title, status: row.isVisible ? "visible" : "hidden", sources: sourcesOf("advantage", row), parts: new Map() };
}

export const ADVANTAGE_TRANSLATIONS: TranslatableKind = {
  auditEntity: "advantage",
  async load(database, id) {
    const [row] = await database.select().from(advantages).where(eq(advantages.id, id));
    return row ? advantageItem(row) : null;
  },
};

export const ADVANTAGE_TRANSLATION_SCREEN: TranslationScreen = {
  screen: "advantages",
  name: ru.adminAdvantages.title,
  kind: ADVANTAGE_TRANSLATIONS,
  // One query, in the advantages screen's order.
  list: async (database) => (await database.select().from(advantages).orderBy(...ADVANTAGE_ORDER.orderBy)).map(advantageItem),
  editorHref: (id, language) => `${ADMIN_SCREENS.advantages.path}${translationEditorHref(id, language)}`,
};
