import { and, eq, lt, sql } from "drizzle-orm";

import { aiTokenUsage, chatSessions } from "~/db/schema";
import type { ChatMessage } from "~/lib/constants";
import { db, type Db } from "~/server/db.server";

/** SPEC.md 3: a conversation nobody has written to for this long is finished. */
export const CHAT_IDLE_MINUTES = 30;

export type ChatSession = typeof chatSessions.$inferSelect;

/**
 * The readable messages of a session: an array, or a JSON string of one (SPEC.md 3), of items with
 * a text content. Anything else yields none, and the viewer says 'Нет сообщений в диалоге'.
 */
export function parseChatMessages(stored: unknown): ChatMessage[] {
  let value = stored;
  if (typeof value === "string") {
    try {
      value = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== "object" || item === null) return [];
    const { role, content, timestamp } = item as Record<string, unknown>;
    if (typeof content !== "string" || content.trim() === "") return [];
    return [{ role: typeof role === "string" ? role : "assistant", content, timestamp: typeof timestamp === "string" ? timestamp : "" }];
  });
}

/** The visitor's conversation, started on its first message. A finished one wakes up again. */
export async function openChatSession(sessionId: string, executor?: Db): Promise<ChatSession> {
  const database = executor ?? (await db());
  const [row] = await database
    .insert(chatSessions)
    .values({ sessionId })
    .onConflictDoUpdate({ target: chatSessions.sessionId, set: { status: "active" } })
    .returning();
  if (!row) throw new Error("Chat session upsert returned no row");
  return row;
}

export async function findChatSession(sessionId: string, executor?: Db): Promise<ChatSession | null> {
  const database = executor ?? (await db());
  const [row] = await database.select().from(chatSessions).where(eq(chatSessions.sessionId, sessionId)).limit(1);
  return row ?? null;
}

/** Writes the whole conversation; the widget's server is the only writer of a session's messages. */
export async function saveChatMessages(id: string, messages: readonly ChatMessage[], executor?: Db): Promise<void> {
  const database = executor ?? (await db());
  await database
    .update(chatSessions)
    .set({ messages: [...messages], status: "active", updatedAt: new Date() })
    .where(eq(chatSessions.id, id));
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

/** Budgets are per UTC day, by the database's clock. */
const TODAY = sql`(now() at time zone 'utc')::date`;

export type TokenBudget = { sessionTokens: number; siteTokens: number };

/** Today's spending (UTC days, by the database clock) for one conversation and for the site. */
export async function tokensSpentToday(session: Pick<ChatSession, "id">, executor?: Db): Promise<TokenBudget> {
  const database = executor ?? (await db());
  const [own] = await database
    .select({ tokens: sql<number>`case when ${chatSessions.tokensDay} = ${TODAY} then ${chatSessions.tokensUsed} else 0 end` })
    .from(chatSessions)
    .where(eq(chatSessions.id, session.id));
  const [site] = await database.select({ tokens: aiTokenUsage.tokens }).from(aiTokenUsage).where(eq(aiTokenUsage.day, TODAY));
  return { sessionTokens: Number(own?.tokens ?? 0), siteTokens: Number(site?.tokens ?? 0) };
}

/** Adds a model call's tokens to the conversation's (staff previews have none) and the site's spending for today. */
export async function recordTokens(session: Pick<ChatSession, "id"> | null, tokens: number, executor?: Db): Promise<void> {
  if (tokens <= 0) return;
  const database = executor ?? (await db());
  if (session) {
    await database
      .update(chatSessions)
      .set({
        tokensUsed: sql`case when ${chatSessions.tokensDay} = ${TODAY} then ${chatSessions.tokensUsed} + ${tokens} else ${tokens} end`,
        tokensDay: sql`${TODAY}`,
      })
      .where(eq(chatSessions.id, session.id));
  }
  await database
    .insert(aiTokenUsage)
    .values({ day: sql`${TODAY}`, tokens })
    .onConflictDoUpdate({ target: aiTokenUsage.day, set: { tokens: sql`${aiTokenUsage.tokens} + ${tokens}` } });
}
