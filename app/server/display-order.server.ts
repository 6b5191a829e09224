/**
 * Moving an item of an ordered admin list one place up or down (services, advantages, team): one
 * rule for every list, docs/decisions/0052-list-kit.md.
 */
import { sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";

import type { Db } from "~/db/types";
import { recordChange, type AuditActor } from "~/server/audit.server";
import { inTransaction } from "~/server/db.server";

export type OrderedTable = {
  table: PgTable;
  id: AnyPgColumn;
  displayOrder: AnyPgColumn;
  /** What the audit entry names the item by. */
  label: AnyPgColumn;
  /** Items move among those of their own group only (services: main or extra, as the public page splits them). */
  group?: AnyPgColumn;
  /** The list's order as the site shows it: display_order, then the tie-breakers. */
  orderBy: readonly SQL[];
  /** display_order of the first item: 0 where a new item takes the count of those before it (team). */
  first: 0 | 1;
  /** The advisory lock that creation takes too, so a new item and a move never pick the same number. */
  lock: string;
  /** The audit log's entity name. */
  entity: string;
};

/** Takes the list's lock for the rest of the transaction. */
export async function lockOrder(tx: Db, list: Pick<OrderedTable, "lock">) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${list.lock}))`);
}

/**
 * Swaps the item with its neighbour in the list (or its group), then numbers every item from
 * `first` in the new order, so items that shared a number (the seed, a newcomer) cannot make a move
 * do nothing. One audit entry, on the item moved. False: no such item; the first item moved up or
 * the last moved down changes nothing and logs nothing.
 */
export async function moveInOrder(list: OrderedTable, id: string, direction: "up" | "down", actor: AuditActor): Promise<boolean> {
  return inTransaction(async (tx) => {
    await lockOrder(tx, list);
    const rows = await tx
      .select({
        id: sql<string>`${list.id}`,
        label: sql<string>`${list.label}`,
        group: list.group ? sql<string>`${list.group}` : sql<string>`''`,
        displayOrder: sql<number>`${list.displayOrder}`,
      })
      .from(list.table)
      .orderBy(...list.orderBy);
    const moved = rows.find((row) => row.id === id);
    if (!moved) return false;
    const group = rows.filter((row) => row.group === moved.group);
    const at = group.indexOf(moved);
    const neighbour = group[direction === "up" ? at - 1 : at + 1];
    if (!neighbour) return true;
    const order = rows.map((row) => (row === moved ? neighbour : row === neighbour ? moved : row));
    for (const [index, row] of order.entries()) {
      const number = list.first + index;
      if (row.displayOrder === number) continue;
      await tx.execute(sql`UPDATE ${list.table} SET ${sql.identifier(list.displayOrder.name)} = ${number} WHERE ${list.id} = ${row.id}`);
    }
    await recordChange(tx, { actor, action: "update", entity: list.entity, entityId: id, label: moved.label, fields: ["display_order"] });
    return true;
  });
}
