import { and, asc, count, desc, eq, lt, sql } from "drizzle-orm";

import { chatMessages, chatSessions } from "~/db/schema";
import type { Db } from "~/db/types";
import type { ChatMessage } from "~/lib/constants";
import { db } from "~/server/db.server";

/** A conversation nobody has written to for this long is finished. */
const CHAT_IDLE_MINUTES = 30;

export type ChatSession = typeof chatSessions.$inferSelect;

/**
 * The visitor's conversation named by `sessionId`, if that browser started it (its visitor hash);
 * a finished one wakes up again. Null for an id nobody issued, or one issued to another browser.
 */
export async function resumeChatSession(sessionId: string, visitorHash: string, executor?: Db): Promise<ChatSession | null> {
  const database = executor ?? (await db());
  const [row] = await database
    .update(chatSessions)
    .set({ status: "active" })
    .where(and(eq(chatSessions.sessionId, sessionId), eq(chatSessions.visitorHash, visitorHash)))
    .returning();
  return row ?? null;
}

/** A new conversation under an id the server chose, bound to the visitor's browser. */
export async function startChatSession(sessionId: string, visitorHash: string, executor?: Db): Promise<ChatSession> {
  const database = executor ?? (await db());
  const [row] = await database.insert(chatSessions).values({ sessionId, visitorHash }).returning();
  if (!row) throw new Error("Chat session insert returned no row");
  return row;
}

export async function findVisitorChatSession(sessionId: string, visitorHash: string, executor?: Db): Promise<ChatSession | null> {
  const database = executor ?? (await db());
  const [row] = await database
    .select()
    .from(chatSessions)
    .where(and(eq(chatSessions.sessionId, sessionId), eq(chatSessions.visitorHash, visitorHash)))
    .limit(1);
  return row ?? null;
}

/** Stores one message at the end of the conversation; returns its row id. */
export async function appendChatMessage(
  session: Pick<ChatSession, "id">,
  message: { role: "user" | "assistant"; content: string },
  executor?: Db,
): Promise<number> {
  const database = executor ?? (await db());
  const [row] = await database
    .insert(chatMessages)
    .values({ chatSessionId: session.id, role: message.role, content: message.content })
    .returning({ id: chatMessages.id });
  await database.update(chatSessions).set({ status: "active", updatedAt: new Date() }).where(eq(chatSessions.id, session.id));
  return row!.id;
}

/** Rewrites one message as it grows (a reply being written): one row, whatever the conversation's length. */
export async function updateChatMessage(id: number, content: string, executor?: Db): Promise<void> {
  const database = executor ?? (await db());
  await database.update(chatMessages).set({ content }).where(eq(chatMessages.id, id));
}

/** The last `limit` messages of a conversation, oldest first. */
export async function recentChatMessages(session: Pick<ChatSession, "id">, limit: number, executor?: Db): Promise<ChatMessage[]> {
  const database = executor ?? (await db());
  const rows = await database
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.chatSessionId, session.id))
    .orderBy(desc(chatMessages.id))
    .limit(limit);
  return rows.reverse().map(asChatMessage);
}

/** Every message of a conversation, oldest first (the transcript staff and the API read). */
export async function chatTranscriptMessages(chatSessionId: string, executor?: Db): Promise<ChatMessage[]> {
  const database = executor ?? (await db());
  const rows = await database.select().from(chatMessages).where(eq(chatMessages.chatSessionId, chatSessionId)).orderBy(asc(chatMessages.id));
  return rows.map(asChatMessage);
}

/** The conversation's length, in messages and in UTF-8 bytes, against the settings' maximum. */
export async function chatSessionSize(session: Pick<ChatSession, "id">, executor?: Db): Promise<{ messages: number; bytes: number }> {
  const database = executor ?? (await db());
  const [row] = await database
    .select({ messages: count(), bytes: sql<string>`coalesce(sum(octet_length(${chatMessages.content})), 0)` })
    .from(chatMessages)
    .where(eq(chatMessages.chatSessionId, session.id));
  return { messages: Number(row?.messages ?? 0), bytes: Number(row?.bytes ?? 0) };
}

function asChatMessage(row: typeof chatMessages.$inferSelect): ChatMessage {
  return { role: row.role, content: row.content, timestamp: row.createdAt.toISOString() };
}

/** Marks conversations idle for CHAT_IDLE_MINUTES as finished; returns how many. */
export async function finishIdleChatSessions(executor?: Db): Promise<number> {
  const database = executor ?? (await db());
  const rows = await database
    .update(chatSessions)
    .set({ status: "finished" })
    .where(and(eq(chatSessions.status, "active"), lt(chatSessions.updatedAt, sql`now() - make_interval(mins => ${CHAT_IDLE_MINUTES})`)))
    .returning({ id: chatSessions.id });
  return rows.length;
}

/** Adds a model call's tokens to what the conversation has cost today (shown to staff). */
export async function addConversationTokens(session: Pick<ChatSession, "id">, tokens: number, executor?: Db): Promise<void> {
  if (tokens <= 0) return;
  const database = executor ?? (await db());
  const today = sql`(now() at time zone 'utc')::date`;
  await database
    .update(chatSessions)
    .set({
      tokensUsed: sql`case when ${chatSessions.tokensDay} = ${today} then ${chatSessions.tokensUsed} + ${tokens} else ${tokens} end`,
      tokensDay: sql`${today}`,
    })
    .where(eq(chatSessions.id, session.id));
}
