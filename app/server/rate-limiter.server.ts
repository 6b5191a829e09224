import { type RateLimiterAbstract, RateLimiterDrizzle, RateLimiterMemory } from "rate-limiter-flexible";

import { rateLimits } from "~/db/schema";
import { type DatabaseHandle, getDatabase } from "~/server/db.server";

/**
 * The limiter for a named limit at its current settings (ADRs 0009, 0068). On PostgreSQL every
 * server copy counts in one table (`rate_limits`, rate-limiter-flexible's Drizzle store: one atomic
 * upsert per request), so a limit holds however many copies serve the site. PGlite is one process
 * by construction: its limits stay in memory, where they cost nothing on the lead path.
 *
 * Settings are read per call by the callers, so a changed setting (in tests, through the
 * environment) gets a fresh limiter instead of one still counting by the old numbers; the limit's
 * prefix names its settings too, so old and new counts never mix in the shared table.
 */
const limiters = new WeakMap<DatabaseHandle, Map<string, RateLimiterAbstract>>();

/** The limiter of `handle`'s site: the shared table on PostgreSQL, memory on PGlite. */
export function limiterOn(handle: DatabaseHandle, name: string, points: number, duration: number): RateLimiterAbstract {
  let byPrefix = limiters.get(handle);
  if (!byPrefix) {
    byPrefix = new Map();
    limiters.set(handle, byPrefix);
  }
  const keyPrefix = `${name}-${points}/${duration}`;
  let limiter = byPrefix.get(keyPrefix);
  if (!limiter) {
    limiter =
      handle.kind === "postgres"
        ? new RateLimiterDrizzle({
            storeClient: handle.db,
            schema: rateLimits,
            points,
            duration,
            keyPrefix,
            // While PostgreSQL does not answer, each copy counts for itself instead of failing the
            // request at its limit check: what the request goes on to do meets the outage itself.
            insuranceLimiter: new RateLimiterMemory({ points, duration, keyPrefix }),
          })
        : new RateLimiterMemory({ points, duration, keyPrefix });
    byPrefix.set(keyPrefix, limiter);
  }
  return limiter;
}

/** The limiter of the process-wide database's site. */
export async function limiterFor(name: string, points: number, duration: number): Promise<RateLimiterAbstract> {
  return limiterOn(await getDatabase(), name, points, duration);
}
