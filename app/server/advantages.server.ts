import { asc, eq, max } from "drizzle-orm";

import { advantages } from "~/db/schema";
import type { SiteLanguage } from "~/lib/languages";
import { fieldKey } from "~/lib/translatable";
import type { AdvantageColumns } from "~/schemas/admin/advantages";
import type { AdvantageItem } from "~/schemas/home";
import { changedFields, recordChange, type AuditActor } from "~/server/audit.server";
import { db, inTransaction } from "~/server/db.server";
import { lockOrder, moveInOrder, type OrderedTable } from "~/server/display-order.server";
import { deleteTranslations, isComplete, readTranslations, sourcesOf, visibleValues } from "~/server/translatable.server";

/**
 * The why-us block's advantages: the visible ones, in the order staff gave them. In Kazakh or
 * English, those whose words are all reviewed there, in them (ADR 0077).
 */
export async function listAdvantages(language: SiteLanguage = "ru"): Promise<AdvantageItem[]> {
  const rows = await (await db())
    .select()
    .from(advantages)
    .where(eq(advantages.isVisible, true))
    .orderBy(asc(advantages.displayOrder), asc(advantages.createdAt));
  if (language === "ru") return rows.map((row) => advantageItem(row, new Map()));
  const translations = await readTranslations([{ entity: "advantage", ids: rows.map((row) => row.id) }], language);
  return rows.flatMap((row) => {
    const sources = sourcesOf("advantage", row);
    return isComplete(sources, translations, language) ? [advantageItem(row, visibleValues(sources, translations, language))] : [];
  });
}

function advantageItem(row: typeof advantages.$inferSelect, words: ReadonlyMap<string, string>): AdvantageItem {
  const word = (field: "title" | "description" | "statLabel", russian: string) => words.get(fieldKey("advantage", row.id, field)) ?? russian;
  return {
    id: row.id,
    title: word("title", row.title),
    description: word("description", row.description),
    icon: row.icon,
    stat: row.statValue && row.statLabel ? { value: row.statValue, label: word("statLabel", row.statLabel) } : null,
  };
}

export type AdminAdvantage = typeof advantages.$inferSelect;

/** Every advantage, hidden ones too, in the home page's order. */
export async function listAdvantagesForAdmin(): Promise<AdminAdvantage[]> {
  return (await db()).select().from(advantages).orderBy(asc(advantages.displayOrder), asc(advantages.createdAt));
}

type EditableAdvantage = Pick<AdminAdvantage, "title" | "category" | "icon" | "statValue" | "statLabel"> & {
  description: string | null;
};

/** What the audit log compares: the columns staff edit, the stat as one field. */
function editable(row: EditableAdvantage) {
  return {
    title: row.title,
    category: row.category,
    description: row.description || null,
    icon: row.icon,
    stat: row.statValue === null ? null : [row.statValue, row.statLabel],
  };
}

function toRow(input: AdvantageColumns) {
  return { ...input, description: input.description ?? "" };
}

/** A new advantage, last in the why-us block. */
export async function createAdvantage(input: AdvantageColumns, actor: AuditActor): Promise<{ id: string }> {
  return inTransaction(async (tx) => {
    await lockOrder(tx, ADVANTAGE_ORDER);
    const [last] = await tx.select({ max: max(advantages.displayOrder) }).from(advantages);
    const [created] = await tx
      .insert(advantages)
      .values({ ...toRow(input), displayOrder: (last?.max ?? 0) + 1 })
      .returning({ id: advantages.id });
    if (!created) throw new Error("advantages insert returned no row");
    const fields = Object.entries(editable(input))
      .filter(([, value]) => value !== null)
      .map(([key]) => key)
      .sort();
    await recordChange(tx, { actor, action: "create", entity: "advantage", entityId: created.id, label: input.title, fields });
    return created;
  });
}

/** False: no such advantage. */
export async function updateAdvantage(id: string, input: AdvantageColumns, actor: AuditActor): Promise<boolean> {
  return inTransaction(async (tx) => {
    const [before] = await tx.select().from(advantages).where(eq(advantages.id, id)).for("update");
    if (!before) return false;
    const fields = changedFields(editable(before), editable(input));
    if (fields.length === 0) return true;
    await tx.update(advantages).set(toRow(input)).where(eq(advantages.id, id));
    await recordChange(tx, { actor, action: "update", entity: "advantage", entityId: id, label: input.title, fields });
    return true;
  });
}

export async function deleteAdvantage(id: string, actor: AuditActor): Promise<boolean> {
  return inTransaction(async (tx) => {
    const [deleted] = await tx.delete(advantages).where(eq(advantages.id, id)).returning({ title: advantages.title });
    if (!deleted) return false;
    await deleteTranslations(tx, "advantage", [id]);
    await recordChange(tx, { actor, action: "delete", entity: "advantage", entityId: id, label: deleted.title });
    return true;
  });
}

/** Shows or hides the advantage in the home page's why-us block. */
export async function setAdvantageVisible(id: string, visible: boolean, actor: AuditActor): Promise<boolean> {
  return inTransaction(async (tx) => {
    const [before] = await tx.select().from(advantages).where(eq(advantages.id, id)).for("update");
    if (!before) return false;
    if (before.isVisible === visible) return true;
    await tx.update(advantages).set({ isVisible: visible }).where(eq(advantages.id, id));
    await recordChange(tx, { actor, action: "update", entity: "advantage", entityId: id, label: before.title, fields: ["is_visible"] });
    return true;
  });
}

export const ADVANTAGE_ORDER: OrderedTable = {
  table: advantages,
  id: advantages.id,
  displayOrder: advantages.displayOrder,
  label: advantages.title,
  orderBy: [asc(advantages.displayOrder), asc(advantages.createdAt)],
  first: 1,
  lock: "advantages-order",
  entity: "advantage",
};

/** One place up or down in the why-us block. False: no such advantage. */
export async function moveAdvantage(id: string, direction: "up" | "down", actor: AuditActor): Promise<boolean> {
  return moveInOrder(ADVANTAGE_ORDER, id, direction, actor);
}
