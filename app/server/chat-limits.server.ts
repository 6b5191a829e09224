import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import { type RateLimiterAbstract, RateLimiterRes } from "rate-limiter-flexible";

import { chatSessions } from "~/db/schema";
import type { Db } from "~/db/types";
import { addressKey } from "~/server/address-key.server";
import { db } from "~/server/db.server";
import { getEnv } from "~/server/env.server";
import { limiterFor } from "~/server/rate-limiter.server";

/**
 * How fast the assistant may be asked (ADRs 0033, 0046): a visitor per address (RATE_LIMIT_CHAT_*),
 * per browser across all of its conversations, and per conversation (a pace no person typing
 * exceeds), one reply at a time per conversation; staff per person (RATE_LIMIT_STAFF_AI_*). On
 * PostgreSQL all of them hold across server copies (ADR 0068).
 */

/** A person reads the answer before asking again; a script posting faster is stopped here. */
const SESSION_POINTS = 10;
/** A visitor with the site open in two or three tabs, each with its conversation, stays well below this. */
const VISITOR_POINTS = 20;
const WINDOW_SECONDS = 60;

async function spend(limiter: Promise<RateLimiterAbstract>, key: string): Promise<boolean> {
  try {
    await (await limiter).consume(key);
    return true;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return false;
    throw rejection;
  }
}

/** Spends one message of the address's and the visitor's allowance; false when either is used up. */
export async function spendChatMessage(clientIp: string, visitorHash: string): Promise<boolean> {
  const env = getEnv();
  const address = limiterFor("chat-address", env.RATE_LIMIT_CHAT_POINTS, env.RATE_LIMIT_CHAT_WINDOW_SECONDS);
  return (await spend(address, addressKey(clientIp))) && (await spend(limiterFor("chat-visitor", VISITOR_POINTS, WINDOW_SECONDS), visitorHash));
}

/** Spends one message of the conversation's allowance. */
export function spendConversationMessage(sessionId: string): Promise<boolean> {
  return spend(limiterFor("chat-session", SESSION_POINTS, WINDOW_SECONDS), sessionId);
}

/** Spends one model call of a staff member's allowance (the assistant preview, drafting a case). */
export async function spendStaffModelCall(userId: string): Promise<boolean> {
  const env = getEnv();
  return spend(limiterFor("staff-ai", env.RATE_LIMIT_STAFF_AI_POINTS, env.RATE_LIMIT_STAFF_AI_WINDOW_SECONDS), userId);
}

/**
 * A reply's lease on its conversation: longer than any reply takes (the model's timeout bounds one),
 * short enough that a conversation whose server copy died mid-reply is free again soon.
 */
export const REPLY_LEASE_SECONDS = 120;

/**
 * Claims the conversation for one reply, on whichever server copy it runs (ADR 0068); false while
 * another reply to it is being written. One conditional update: two copies cannot both take it.
 */
export async function claimConversation(sessionId: string, executor?: Db): Promise<boolean> {
  const database = executor ?? (await db());
  const claimed = await database
    .update(chatSessions)
    .set({ replyLeaseUntil: sql`now() + make_interval(secs => ${REPLY_LEASE_SECONDS})` })
    .where(and(eq(chatSessions.sessionId, sessionId), or(isNull(chatSessions.replyLeaseUntil), lt(chatSessions.replyLeaseUntil, sql`now()`))))
    .returning({ id: chatSessions.id });
  return claimed.length > 0;
}

export async function releaseConversation(sessionId: string, executor?: Db): Promise<void> {
  const database = executor ?? (await db());
  await database.update(chatSessions).set({ replyLeaseUntil: null }).where(eq(chatSessions.sessionId, sessionId));
}
