/**
 * A service as its translation editor and the public page read it (ADR 0073). Its features and
 * benefits are lists: each is translated as one text, an item a line, so the Kazakh list is read
 * and reviewed as a whole beside the Russian one. The editing itself is
 * app/server/item-translations.server.ts; the services' place in the translations overview and
 * 'Перевести все с помощью AI' is SERVICE_TRANSLATION_SCREEN (ADR 0076).
 */
import { eq } from "drizzle-orm";

import { services } from "~/db/schema";
import * as ru from "~/i18n/ru";
import { ADMIN_SCREENS } from "~/lib/permissions";
import { translationEditorHref } from "~/lib/translatable";
import type { TranslatableItem, TranslatableKind } from "~/server/item-translations.server";
import { serviceSources } from "~/server/service-sources.server";
import { SERVICE_ORDER } from "~/server/services.server";
import type { TranslationScreen } from "~/server/translation-screens.server";

type ServiceRow = typeof services.$inferSelect;

function serviceItem(row: ServiceRow): TranslatableItem {
  return { id: row.id, title: row.title, status: row.isVisible ? "visible" : "hidden", sources: serviceSources(row), parts: new Map() };
}

export const SERVICE_TRANSLATIONS: TranslatableKind = {
  auditEntity: "service",
  async load(database, id) {
    const [row] = await database.select().from(services).where(eq(services.id, id));
    return row ? serviceItem(row) : null;
  },
};

export const SERVICE_TRANSLATION_SCREEN: TranslationScreen = {
  screen: "services",
  name: ru.adminServices.title,
  kind: SERVICE_TRANSLATIONS,
  // One query, in the services screen's order.
  list: async (database) => (await database.select().from(services).orderBy(...SERVICE_ORDER.orderBy)).map(serviceItem),
  editorHref: (id, language) => `${ADMIN_SCREENS.services.path}${translationEditorHref(id, language)}`,
};
