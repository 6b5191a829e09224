import { and, eq, sql } from "drizzle-orm";

import { aiTokenUsage } from "~/db/schema";
import { db } from "~/server/db.server";

/**
 * Daily token budgets of every model call, public or staff (ADR 0046). A call reserves what it may
 * cost at most (its prompt and `max_tokens`) in each of its buckets before the model is asked, all
 * or nothing, and settles the difference once it knows what it cost, also when the visitor cut it
 * off. Concurrent calls therefore cannot pass a budget together: each one's worst case is already
 * counted while it runs. Days are UTC days.
 */

/** A bucket and the most it may hold today. */
export type TokenLimit = { bucket: string; limit: number };

export type Reservation = { day: string; buckets: string[]; tokens: number };

export const SITE_BUCKET = "site";

function utcDay(): string {
  return new Date().toISOString().slice(0, 10);
}

class OverBudget extends Error {}

/** Reserves `tokens` in every bucket, or in none when any of them would pass its limit (null). */
export async function reserveTokens(limits: readonly TokenLimit[], tokens: number): Promise<Reservation | null> {
  if (limits.some((l) => tokens > l.limit)) return null;
  const database = await db();
  const day = utcDay();
  // One order for every caller, so two calls never wait on each other's rows crosswise.
  const ordered = [...limits].sort((a, b) => a.bucket.localeCompare(b.bucket));
  try {
    return await database.transaction(async (tx) => {
      for (const { bucket, limit } of ordered) {
        const rows = await tx
          .insert(aiTokenUsage)
          .values({ day, bucket, tokens })
          .onConflictDoUpdate({
            target: [aiTokenUsage.day, aiTokenUsage.bucket],
            set: { tokens: sql`${aiTokenUsage.tokens} + ${tokens}` },
            setWhere: sql`${aiTokenUsage.tokens} + ${tokens} <= ${limit}`,
          })
          .returning({ tokens: aiTokenUsage.tokens });
        if (!rows.length) throw new OverBudget();
      }
      return { day, buckets: ordered.map((l) => l.bucket), tokens };
    });
  } catch (error) {
    if (error instanceof OverBudget) return null;
    throw error;
  }
}

/**
 * Replaces a reservation by what the call really cost. One bucket at a time, each its own
 * statement: a reservation holds its buckets' rows in the order above until it commits, and an
 * update of several rows at once takes them in whatever order PostgreSQL reads them, so the two
 * could wait on each other crosswise (a deadlock PostgreSQL ends by failing one of them: measured
 * under 200 concurrent conversations). Holding one row at a time, a settlement never closes a cycle.
 */
export async function settleTokens(reservation: Reservation, spent: number): Promise<void> {
  const difference = Math.max(0, Math.round(spent)) - reservation.tokens;
  if (difference === 0) return;
  const database = await db();
  for (const bucket of reservation.buckets) {
    await database
      .update(aiTokenUsage)
      .set({ tokens: sql`greatest(0, ${aiTokenUsage.tokens} + ${difference})` })
      .where(and(eq(aiTokenUsage.day, reservation.day), eq(aiTokenUsage.bucket, bucket)));
  }
}
