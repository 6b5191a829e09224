/**
 * A stored widget conversation for tests that start from one: the session row and its messages,
 * one row each in order, as app/server/chat.server.ts stores them.
 */
import { createHash, randomBytes } from "node:crypto";

import { aiAssistantSettings, chatMessages, chatSessions } from "~/db/schema";
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

/**
 * A conversation of a browser whose chat_visitor cookie is `cookie`, with the widget switched on and
 * asking for a name and a phone: what a visitor has once the widget offered its contact form.
 */
export async function seedVisitorChat(db: Db, prefix = "visitor"): Promise<{ sessionId: string; cookie: string }> {
  const token = randomBytes(16).toString("base64url");
  const sessionId = `${prefix}_${randomBytes(6).toString("hex")}`;
  await db.insert(chatSessions).values({ sessionId, visitorHash: createHash("sha256").update(token).digest("hex") });
  await db.update(aiAssistantSettings).set({ isActive: true, collectName: true, collectPhone: true, collectEmail: false, collectCompany: false });
  return { sessionId, cookie: `chat_visitor=${token}` };
}
