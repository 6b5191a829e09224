/**
 * An item's Kazakh and English words as its editor shows and saves them (ADR 0066 point 6, ADR
 * 0070): each translatable field with its Russian, its translation and its state. Saving writes
 * only content_translations, never the item, each write in one transaction with its audit entry
 * (which also tells the page cache, ADR 0067).
 *
 * Every content screen translates through these functions with its own `TranslatableKind`: how to
 * read one item's Russian fields (its own and its parts', such as a case's results) and the audit
 * log's name for it. The case's is in app/server/case-translations.server.ts.
 */
import { and, eq } from "drizzle-orm";

import { contentTranslations } from "~/db/schema";
import type { Db } from "~/db/types";
import type { TranslationLanguage } from "~/lib/constants";
import { fieldKey, parseFieldKey, translatableField, type FieldState, type TranslatableEntity } from "~/lib/translatable";
import { fieldLabel } from "~/schemas/admin/translations";
import { recordChange, type AuditActor } from "~/server/audit.server";
import { db, inTransaction } from "~/server/db.server";
import { noteContentChange } from "~/server/content-changes.server";
import { SITE_TAG } from "~/server/page-cache-tags.server";
import { isComplete, readTranslations, rowOf, sourceHash, stateOf, visible, type Source, type TranslationRow } from "~/server/translatable.server";

/** One item's Russian as a screen reads it for translating. */
export type TranslatableItem = {
  id: string;
  /** How staff name the item: the editor's heading and the audit log's label. */
  title: string;
  status: string;
  /** Its own fields first, then its parts' (blank Russian needs no translation). */
  sources: Source[];
  /** The heading of each part's fields (`Результат 2`), by the part's id. */
  parts: ReadonlyMap<string, string>;
  /** The audit log's name of each part entity's fields (`results` for a case's results). */
  partAuditName?: Partial<Record<TranslatableEntity, string>>;
};

export type TranslatableKind = {
  /** The audit log's entity, as the screen's own changes are logged. */
  auditEntity: string;
  load(database: Db, id: string): Promise<TranslatableItem | null>;
};

export type TranslationFieldView = {
  key: string;
  label: string;
  /** null: one of the item's own fields; else the heading of its part (`Результат 2`). */
  part: string | null;
  russian: string;
  value: string;
  state: FieldState;
  multiline: boolean;
  max: number;
};

export type ItemTranslationView = {
  item: { id: string; title: string; status: string };
  language: TranslationLanguage;
  fields: TranslationFieldView[];
  /** Every field is reviewed or outdated: the item exists in the language. */
  complete: boolean;
  /** Changes whenever a stored word or state does, so the form starts again from the stored words. */
  version: string;
};

function fieldOf(source: Source) {
  return translatableField(source.entity, source.field)!;
}

const keyOf = (source: Source) => fieldKey(source.entity, source.entityId, source.field);

/** The editor's view of an item in one language, or null when the item does not exist. */
export async function loadItemTranslation(kind: TranslatableKind, id: string, language: TranslationLanguage): Promise<ItemTranslationView | null> {
  const database = await db();
  const loaded = await kind.load(database, id);
  if (!loaded) return null;
  const rows = await readTranslations(idsOf(loaded), language, database);
  const fields = loaded.sources.map((source): TranslationFieldView => {
    const row = rowOf(rows, source, language);
    const field = fieldOf(source);
    return {
      key: keyOf(source),
      label: fieldLabel(source.entity, source.field),
      part: loaded.parts.get(source.entityId) ?? null,
      russian: source.russian,
      value: row?.value ?? "",
      state: stateOf(source, row),
      multiline: field.multiline,
      max: field.max,
    };
  });
  return {
    item: { id: loaded.id, title: loaded.title, status: loaded.status },
    language,
    fields,
    complete: fields.every((field) => visible(field.state)),
    version: sourceHash(JSON.stringify(fields.map((field) => [field.value, field.state]))).slice(0, 16),
  };
}

/** The item's rows to read translations of, per entity. */
function idsOf(loaded: TranslatableItem): { entity: TranslatableEntity; ids: string[] }[] {
  const ids = new Map<TranslatableEntity, Set<string>>();
  for (const source of loaded.sources) ids.set(source.entity, (ids.get(source.entity) ?? new Set()).add(source.entityId));
  return [...ids].map(([entity, set]) => ({ entity, ids: [...set] }));
}

/**
 * An item that appears in or leaves a language may add or remove a page of that language (its
 * list), which every page in it may link to from its header: such a change drops every cached page
 * (ADR 0067).
 */
async function noteAvailability(tx: Db, loaded: TranslatableItem, language: TranslationLanguage, before: boolean): Promise<void> {
  const after = isComplete(loaded.sources, await readTranslations(idsOf(loaded), language, tx), language);
  if (after !== before) noteContentChange([SITE_TAG]);
}

export type SaveOutcome = { ok: true; changed: number } | { ok: false; reason: "not-found" | "unknown-field" };

/** One field's translation written as the given state, against today's Russian. */
async function writeTranslation(
  tx: Db,
  source: Source,
  language: TranslationLanguage,
  value: string,
  state: "draft" | "reviewed",
  by: AuditActor | null,
): Promise<void> {
  const row = {
    entity: source.entity,
    entityId: source.entityId,
    field: source.field,
    language,
    value,
    state,
    sourceHash: sourceHash(source.russian),
    updatedBy: by?.id ?? null,
    updatedAt: new Date(),
  };
  await tx
    .insert(contentTranslations)
    .values(row)
    .onConflictDoUpdate({
      target: [contentTranslations.entity, contentTranslations.entityId, contentTranslations.field, contentTranslations.language],
      set: { value: row.value, state: row.state, sourceHash: row.sourceHash, updatedBy: row.updatedBy, updatedAt: row.updatedAt },
    });
}

async function deleteTranslation(tx: Db, source: Source, language: TranslationLanguage): Promise<void> {
  await tx
    .delete(contentTranslations)
    .where(
      and(
        eq(contentTranslations.entity, source.entity),
        eq(contentTranslations.entityId, source.entityId),
        eq(contentTranslations.field, source.field),
        eq(contentTranslations.language, language),
      ),
    );
}

/**
 * Saves what a person typed. A field whose words changed (or that had none) becomes reviewed, by
 * them, against today's Russian; a field left as it was keeps its state (a draft stays a draft until
 * marked reviewed); a field emptied loses its translation. The Russian is never written.
 */
export async function saveItemTranslation(
  kind: TranslatableKind,
  id: string,
  language: TranslationLanguage,
  submitted: readonly { key: string; value: string }[],
  by: AuditActor,
): Promise<SaveOutcome> {
  return inTransaction(async (tx) => {
    const loaded = await kind.load(tx, id);
    if (!loaded) return { ok: false, reason: "not-found" } as const;
    const byKey = new Map(loaded.sources.map((source) => [keyOf(source), source]));
    if (submitted.some((field) => !byKey.has(field.key))) return { ok: false, reason: "unknown-field" } as const;
    const rows = await readTranslations(idsOf(loaded), language, tx);
    const changed: string[] = [];
    for (const { key, value } of submitted) {
      const source = byKey.get(key)!;
      const stored = rowOf(rows, source, language);
      if ((stored?.value ?? "") === value) continue;
      if (value) await writeTranslation(tx, source, language, value, "reviewed", by);
      else await deleteTranslation(tx, source, language);
      changed.push(auditField(loaded, source, language));
    }
    if (changed.length > 0) {
      await recordChange(tx, { actor: by, action: "update", entity: kind.auditEntity, entityId: id, label: loaded.title, fields: changed.sort() });
      await noteAvailability(tx, loaded, language, isComplete(loaded.sources, rows, language));
    }
    return { ok: true, changed: changed.length } as const;
  });
}

/** 'kz.title', 'en.results.metric_name': the audit log's names, as the item's own changes are named. */
function auditField(loaded: TranslatableItem, source: Source, language: TranslationLanguage): string {
  const column = source.field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
  const part = loaded.partAuditName?.[source.entity];
  return part ? `${language}.${part}.${column}` : `${language}.${column}`;
}

/** Marks one field's translation reviewed as it stands (an AI draft, or an outdated one still right). */
export async function reviewItemField(kind: TranslatableKind, id: string, language: TranslationLanguage, key: string, by: AuditActor): Promise<SaveOutcome> {
  return inTransaction(async (tx) => {
    const loaded = await kind.load(tx, id);
    if (!loaded) return { ok: false, reason: "not-found" } as const;
    const parsed = parseFieldKey(key);
    const source = loaded.sources.find((candidate) => keyOf(candidate) === key);
    if (!parsed || !source) return { ok: false, reason: "unknown-field" } as const;
    const rows = await readTranslations(idsOf(loaded), language, tx);
    const stored = rowOf(rows, source, language);
    // Nothing to approve: a missing field is translated by typing it.
    if (!stored) return { ok: false, reason: "unknown-field" } as const;
    await writeTranslation(tx, source, language, stored.value, "reviewed", by);
    await recordChange(tx, { actor: by, action: "update", entity: kind.auditEntity, entityId: id, label: loaded.title, fields: [auditField(loaded, source, language)] });
    await noteAvailability(tx, loaded, language, isComplete(loaded.sources, rows, language));
    return { ok: true, changed: 1 } as const;
  });
}

/**
 * Whether the model may draft a field: missing, outdated, or its own draft of a Russian that changed
 * since. Never a reviewed, current field, nor anything a person wrote that is current.
 */
export function needsDraft(source: Source, row: Pick<TranslationRow, "state" | "sourceHash" | "updatedBy"> | undefined): boolean {
  const state = stateOf(source, row);
  if (state === "missing" || state === "outdated") return true;
  return state === "draft" && row!.updatedBy === null && row!.sourceHash !== sourceHash(source.russian);
}

/** The fields of an item the model may draft (needsDraft). */
export async function fieldsToDraft(kind: TranslatableKind, id: string, language: TranslationLanguage): Promise<{ title: string; sources: Source[] } | null> {
  const database = await db();
  const loaded = await kind.load(database, id);
  if (!loaded) return null;
  const rows = await readTranslations(idsOf(loaded), language, database);
  const sources = loaded.sources.filter((source) => needsDraft(source, rowOf(rows, source, language)));
  return { title: loaded.title, sources };
}

/**
 * Stores the model's drafts, re-checking each field inside the transaction: a person who saved or
 * reviewed a field while the model was writing keeps their words.
 */
export async function storeDrafts(
  kind: TranslatableKind,
  id: string,
  language: TranslationLanguage,
  drafts: ReadonlyMap<string, string>,
  by: AuditActor,
): Promise<number> {
  return inTransaction(async (tx) => {
    const loaded = await kind.load(tx, id);
    if (!loaded) return 0;
    const rows = await readTranslations(idsOf(loaded), language, tx);
    let stored = 0;
    for (const source of loaded.sources) {
      const value = drafts.get(keyOf(source));
      if (!value) continue;
      if (!needsDraft(source, rowOf(rows, source, language))) continue;
      await writeTranslation(tx, source, language, value, "draft", null);
      stored += 1;
    }
    if (stored > 0) {
      await recordChange(tx, { actor: by, action: "update", entity: kind.auditEntity, entityId: id, label: loaded.title, fields: [`${language}.ai_draft`] });
      await noteAvailability(tx, loaded, language, isComplete(loaded.sources, rows, language));
    }
    return stored;
  });
}
