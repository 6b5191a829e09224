/**
 * A stored widget conversation for tests that start from one: the session row and its messages,
 * one row each in order, as app/server/chat.server.ts stores them.
 */
import { chatMessages, chatSessions } from "~/db/schema";
import type { Db } from "~/db/types";

export type SeedMessage = { role: "user" | "assistant"; content: string; at?: Date };

export async function seedChat(
  db: Db,
  session: typeof chatSessions.$inferInsert,
  messages: readonly SeedMessage[] = [],
): Promise<typeof chatSessions.$inferSelect> {
  const [row] = await db.insert(chatSessions).values(session).returning();
  for (const message of messages) {
    await db.insert(chatMessages).values({
      chatSessionId: row!.id,
      role: message.role,
      content: message.content,
      ...(message.at ? { createdAt: message.at } : {}),
    });
  }
  return row!;
}
