/**
 * Session lifetime (docs/decisions/0021-account-limits-and-sessions.md). better-auth gives every
 * session, and its cookie, the absolute lifetime (SESSION_MAX_AGE_HOURS) and never extends it; the
 * idle timeout (SESSION_IDLE_TIMEOUT_MINUTES) is ours: `updated_at` records the last use, and a
 * session unused for longer is deleted on its next use. A sliding better-auth expiry would need every
 * loader to forward the renewed cookie, or the browser would drop it one idle period after sign-in.
 */
import { eq } from "drizzle-orm";

import { session, user } from "~/db/auth-schema";
import type { Db } from "~/db/types";
import { getEnv } from "~/server/env.server";

/** How often a session in use records its last use: at most one write per session per minute. */
const TOUCH_INTERVAL_MS = 60_000;

/** better-auth's `session` options: the absolute lifetime, never extended by use. */
export function sessionOptions() {
  return { expiresIn: getEnv().SESSION_MAX_AGE_HOURS * 3600, disableSessionRefresh: true };
}

/**
 * The live session behind a session token, after the idle timeout and the absolute lifetime: null
 * when there is none or it has run out (then it is deleted, so every later lookup agrees).
 */
export async function liveSession(token: string, database: Db): Promise<{ userId: string; email: string } | null> {
  const [row] = await database
    .select({ id: session.id, userId: session.userId, email: user.email, createdAt: session.createdAt, updatedAt: session.updatedAt })
    .from(session)
    .innerJoin(user, eq(user.id, session.userId))
    .where(eq(session.token, token));
  if (!row) return null;
  const env = getEnv();
  const now = Date.now();
  const idleFor = now - row.updatedAt.getTime();
  const age = now - row.createdAt.getTime();
  if (idleFor > env.SESSION_IDLE_TIMEOUT_MINUTES * 60_000 || age > env.SESSION_MAX_AGE_HOURS * 3_600_000) {
    await database.delete(session).where(eq(session.id, row.id));
    return null;
  }
  if (idleFor >= TOUCH_INTERVAL_MS) {
    await database.update(session).set({ updatedAt: new Date(now) }).where(eq(session.id, row.id));
  }
  return { userId: row.userId, email: row.email };
}
