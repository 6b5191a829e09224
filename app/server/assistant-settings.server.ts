import { desc } from "drizzle-orm";

import { aiAssistantSettings } from "~/db/schema";
import type { Db } from "~/db/types";
import { db } from "~/server/db.server";

export type AssistantSettings = typeof aiAssistantSettings.$inferSelect;

/** The assistant's settings: the latest row by created_at, or null when none exists yet. */
export async function readAssistantSettings(executor?: Db): Promise<AssistantSettings | null> {
  const database = executor ?? (await db());
  const [row] = await database.select().from(aiAssistantSettings).orderBy(desc(aiAssistantSettings.createdAt)).limit(1);
  return row ?? null;
}
