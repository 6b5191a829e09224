import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";

import { addressKey } from "~/server/address-key.server";
import { getEnv } from "~/server/env.server";

/**
 * How fast one visitor may write to the assistant (issue 10 point 12): per address
 * (RATE_LIMIT_CHAT_*), per conversation (a fixed pace no person typing exceeds), and one message at
 * a time per conversation. In memory, like the other rate limits (ADR 0020): one server process.
 */

/** A person reads the answer before asking again; a script posting faster is stopped here. */
const SESSION_POINTS = 10;
const SESSION_WINDOW_SECONDS = 60;

const sessionLimiter = new RateLimiterMemory({ points: SESSION_POINTS, duration: SESSION_WINDOW_SECONDS, keyPrefix: "chat-session" });
const addressLimiters = new Map<string, RateLimiterMemory>();

function addressLimiter(): RateLimiterMemory {
  const { RATE_LIMIT_CHAT_POINTS: points, RATE_LIMIT_CHAT_WINDOW_SECONDS: duration } = getEnv();
  const key = `${points}/${duration}`;
  let limiter = addressLimiters.get(key);
  if (!limiter) {
    limiter = new RateLimiterMemory({ points, duration, keyPrefix: `chat-address-${key}` });
    addressLimiters.set(key, limiter);
  }
  return limiter;
}

async function spend(limiter: RateLimiterMemory, key: string): Promise<boolean> {
  try {
    await limiter.consume(key);
    return true;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return false;
    throw rejection;
  }
}

/** Spends one message of the address's and the conversation's allowance; false when either is used up. */
export async function spendChatMessage(clientIp: string, sessionId: string): Promise<boolean> {
  return (await spend(addressLimiter(), addressKey(clientIp))) && (await spend(sessionLimiter, sessionId));
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
