/**
 * Wrong API keys per client address (issue 21 point 9): a request whose `Authorization: Bearer`
 * names no usable key (unknown, revoked or expired) spends one point of its address's allowance
 * (RATE_LIMIT_API_KEY_*); past it the address is answered 429 until the window ends. A valid key
 * spends nothing, so a CRM's steady traffic is never held up, and is still served from an address
 * that is over: keys are 256 random bits, so the limit is about scanning and noise, not guessing.
 * Shared by every server copy on PostgreSQL like the other limits (ADR 0068).
 */
import { type RateLimiterAbstract, RateLimiterRes } from "rate-limiter-flexible";

import { addressKey } from "~/server/address-key.server";
import { getEnv } from "~/server/env.server";
import { limiterFor } from "~/server/rate-limiter.server";

/** Read per call, so tests may change the settings while the server runs. */
function limiter(): Promise<RateLimiterAbstract> {
  const { RATE_LIMIT_API_KEY_POINTS: points, RATE_LIMIT_API_KEY_WINDOW_SECONDS: duration } = getEnv();
  return limiterFor("api-key", points, duration);
}

/** Counts one wrong key from the address: null while within the allowance, else the seconds to wait. */
export async function countWrongApiKey(clientIp: string): Promise<number | null> {
  try {
    await (await limiter()).consume(addressKey(clientIp));
    return null;
  } catch (rejection) {
    if (!(rejection instanceof RateLimiterRes)) throw rejection;
    return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
  }
}
