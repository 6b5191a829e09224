/**
 * Password-guessing limits (docs/decisions/0021-account-limits-and-sessions.md). Every attempt
 * counts against the client address (RATE_LIMIT_SIGNIN_*) and, when it names an account, against
 * that account (RATE_LIMIT_ACCOUNT_*). Only a successful attempt gives its points back, and only its
 * own: a successful sign-in to one account never refunds the failures against another. On
 * PostgreSQL every server copy counts in one place (ADR 0068).
 */
import { APIError } from "better-auth/api";
import { type RateLimiterAbstract, RateLimiterRes } from "rate-limiter-flexible";

import * as ru from "~/i18n/ru";
import { addressKey } from "~/server/address-key.server";
import { getEnv } from "~/server/env.server";
import { limiterFor } from "~/server/rate-limiter.server";
import { normalizeEmail } from "~/server/invitations.server";

const t = ru.auth.errors;

/** One request that may guess a password or abuse an auth endpoint. */
type Attempt = {
  /** The client address our server saw, or "unknown". */
  address: string;
  /** The address typed, or the signed-in user's when they change their password. */
  email: string;
  /** It checks this account's password (sign-in, password change), so it counts against the account too. */
  testsPassword: boolean;
};

type Kind = "address" | "account";

/** Read per call, so tests (and nothing else) may change the settings while the server runs. */
function limiter(kind: Kind): Promise<RateLimiterAbstract> {
  const env = getEnv();
  const [points, duration] =
    kind === "address"
      ? [env.RATE_LIMIT_SIGNIN_POINTS, env.RATE_LIMIT_SIGNIN_WINDOW_SECONDS]
      : [env.RATE_LIMIT_ACCOUNT_POINTS, env.RATE_LIMIT_ACCOUNT_WINDOW_SECONDS];
  return limiterFor(`auth-${kind}`, points, duration);
}

/**
 * The address bucket's key. Without an address (never from our server, which always knows the
 * socket) the address typed stands in, so unrelated people never share one bucket.
 */
function addressBucket(attempt: Attempt): string {
  return attempt.address !== "unknown" ? `ip:${addressKey(attempt.address)}` : `email:${normalizeEmail(attempt.email)}`;
}

/** The limiter's refusal as better-auth's 429 with Retry-After; anything else (a bug) is rethrown. */
function tooManyAttempts(rejection: unknown, message: (minutes: number) => string): APIError {
  if (!(rejection instanceof RateLimiterRes)) throw rejection;
  const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
  return new APIError(
    "TOO_MANY_REQUESTS",
    { message: message(Math.ceil(seconds / 60)), code: "TOO_MANY_ATTEMPTS" },
    { "Retry-After": String(seconds) },
  );
}

/**
 * Takes one attempt from the address and from the account, or throws 429 with the Russian time to
 * wait. A request refused for a locked account gives the address its point back: it tested no
 * password, and the owner retrying from the office must not lock the office out as well.
 */
export async function consumeAttempt(attempt: Attempt): Promise<void> {
  try {
    await (await limiter("address")).consume(addressBucket(attempt));
  } catch (rejection) {
    throw tooManyAttempts(rejection, t.tooManyAttempts);
  }
  if (!attempt.testsPassword) return;
  try {
    await (await limiter("account")).consume(normalizeEmail(attempt.email));
  } catch (rejection) {
    await (await limiter("address")).reward(addressBucket(attempt), 1);
    throw tooManyAttempts(rejection, t.accountLocked);
  }
}

/** Gives back the points a successful attempt took, from its own address and account only. */
export async function refundAttempt(attempt: Attempt): Promise<void> {
  await (await limiter("address")).reward(addressBucket(attempt), 1);
  if (attempt.testsPassword) await (await limiter("account")).reward(normalizeEmail(attempt.email), 1);
}
