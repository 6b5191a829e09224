import { asc, eq } from "drizzle-orm";

import type { AdvantageItem } from "~/components/home/types";
import { advantages } from "~/db/schema";
import { db } from "~/server/db.server";

/** The why-us block's advantages: the visible ones, in the order staff gave them. */
export async function listAdvantages(): Promise<AdvantageItem[]> {
  const rows = await (await db())
    .select()
    .from(advantages)
    .where(eq(advantages.isVisible, true))
    .orderBy(asc(advantages.displayOrder), asc(advantages.createdAt));
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    description: row.description,
    icon: row.icon,
    stat: row.statValue && row.statLabel ? { value: row.statValue, label: row.statLabel } : null,
  }));
}
