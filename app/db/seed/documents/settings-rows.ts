import { siteSettings } from "~/db/schema";
import type { Db } from "~/server/db.server";

export async function insertSettings(
  tx: Db,
  category: string,
  values: Record<string, { value: unknown; description: string }>,
) {
  await tx
    .insert(siteSettings)
    .values(
      Object.entries(values).map(([key, v]) => ({
        key,
        value: JSON.stringify(v.value),
        category,
        description: v.description,
      })),
    )
    .onConflictDoNothing();
}
