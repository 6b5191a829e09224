import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";

import { addressKey } from "~/server/address-key.server";
import { getEnv } from "~/server/env.server";
import { limiterFor } from "~/server/rate-limiter.server";

/**
 * How fast the assistant may be asked (ADRs 0033, 0046): a visitor per address (RATE_LIMIT_CHAT_*),
 * per browser across all of its conversations, and per conversation (a pace no person typing
 * exceeds), one reply at a time per conversation; staff per person (RATE_LIMIT_STAFF_AI_*). In
 * memory, like the other rate limits (ADR 0020): one server process.
 */

/** A person reads the answer before asking again; a script posting faster is stopped here. */
const SESSION_POINTS = 10;
/** A visitor with the site open in two or three tabs, each with its conversation, stays well below this. */
const VISITOR_POINTS = 20;
const WINDOW_SECONDS = 60;

const sessionLimiter = new RateLimiterMemory({ points: SESSION_POINTS, duration: WINDOW_SECONDS, keyPrefix: "chat-session" });
const visitorLimiter = new RateLimiterMemory({ points: VISITOR_POINTS, duration: WINDOW_SECONDS, keyPrefix: "chat-visitor" });

async function spend(limiter: RateLimiterMemory, key: string): Promise<boolean> {
  try {
    await limiter.consume(key);
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
  return (await spend(address, addressKey(clientIp))) && (await spend(visitorLimiter, visitorHash));
}

/** Spends one message of the conversation's allowance. */
export function spendConversationMessage(sessionId: string): Promise<boolean> {
  return spend(sessionLimiter, sessionId);
}

/** Spends one model call of a staff member's allowance (the assistant preview, drafting a case). */
export async function spendStaffModelCall(userId: string): Promise<boolean> {
  const env = getEnv();
  return spend(limiterFor("staff-ai", env.RATE_LIMIT_STAFF_AI_POINTS, env.RATE_LIMIT_STAFF_AI_WINDOW_SECONDS), userId);
}

const replying = new Set<string>();

/** Claims the conversation for one reply; false while another reply to it is being written. */
export function claimConversation(sessionId: string): boolean {
  if (replying.has(sessionId)) return false;
  replying.add(sessionId);
  return true;
}

export function releaseConversation(sessionId: string): void {
  replying.delete(sessionId);
}
