/**
 * What a translation is of (ADR 0066): one translatable field of one item with its Russian. A
 * module free of the database, so seed documents (which the database module runs) can use it.
 */
import { TRANSLATABLE, type TranslatableEntity } from "~/lib/translatable";

/** One translatable field of one item, with its Russian value. */
export type Source = { entity: TranslatableEntity; entityId: string; field: string; russian: string };

/** The Russian fields of a row that need translating (blank ones do not). */
export function sourcesOf(entity: TranslatableEntity, row: { id: string } & Record<string, unknown>): Source[] {
  return TRANSLATABLE[entity].flatMap(({ name }) => {
    const value = row[name];
    return typeof value === "string" && value.trim() ? [{ entity, entityId: row.id, field: name, russian: value }] : [];
  });
}
