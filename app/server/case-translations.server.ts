/**
 * A case as its translation editor reads it (ADR 0070): the case's own fields, then each result's,
 * headed «Результат N» in the results' order. The editing itself is app/server/item-translations.server.ts;
 * the cases' place in the translations overview and 'Перевести все с помощью AI' is
 * CASE_TRANSLATION_SCREEN (ADR 0076).
 */
import { asc, desc, eq } from "drizzle-orm";

import { caseResults, cases } from "~/db/schema";
import * as ru from "~/i18n/ru";
import { ADMIN_SCREENS } from "~/lib/permissions";
import type { TranslatableItem, TranslatableKind } from "~/server/item-translations.server";
import { sourcesOf } from "~/server/translatable.server";
import type { TranslationScreen } from "~/server/translation-screens.server";

type CaseRow = typeof cases.$inferSelect;
type ResultRow = typeof caseResults.$inferSelect;

const RESULTS_ORDER = [asc(caseResults.sortOrder), asc(caseResults.metricName)] as const;

/** A case and its results (in the results' order) as the editor reads them. */
function caseItem(row: CaseRow, results: readonly ResultRow[]): TranslatableItem {
  return {
    id: row.id,
    title: row.title,
    status: row.status,
    sources: [...sourcesOf("case", row), ...results.flatMap((result) => sourcesOf("case_result", result))],
    parts: new Map(results.map((result, index) => [result.id, ru.adminTranslations.result(index + 1)])),
    partAuditName: { case_result: "results" },
  };
}

export const CASE_TRANSLATIONS: TranslatableKind = {
  auditEntity: "case",
  async load(database, id) {
    const [row] = await database.select().from(cases).where(eq(cases.id, id));
    if (!row) return null;
    const results = await database
      .select()
      .from(caseResults)
      .where(eq(caseResults.caseId, id))
      .orderBy(...RESULTS_ORDER);
    return caseItem(row, results);
  },
};

export const CASE_TRANSLATION_SCREEN: TranslationScreen = {
  screen: "cases",
  name: ru.adminCases.title,
  kind: CASE_TRANSLATIONS,
  // Every case and every result in two queries, in the cases screen's order.
  async list(database) {
    const [rows, results] = await Promise.all([
      database.select().from(cases).orderBy(desc(cases.createdAt), asc(cases.id)),
      database.select().from(caseResults).orderBy(...RESULTS_ORDER),
    ]);
    const byCase = new Map<string, ResultRow[]>();
    for (const result of results) byCase.set(result.caseId, [...(byCase.get(result.caseId) ?? []), result]);
    return rows.map((row) => caseItem(row, byCase.get(row.id) ?? []));
  },
  editorHref: (id, language) => `${ADMIN_SCREENS.cases.path}?edit=${id}&lang=${language}`,
};
