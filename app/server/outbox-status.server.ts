import { desc, eq } from "drizzle-orm";

import { outbox } from "~/db/schema";
import type { Db } from "~/db/types";
import { db } from "~/server/db.server";

/**
 * What a deliverer of one kind of outbox row is, what its attempt returns and how a delivery log
 * names a row. Its own module so that the deliverers the outbox worker registers (telegram.server.ts,
 * crm-webhooks.server.ts) and the logs that read it need not import the worker, which imports them.
 */

/**
 * Enough attempts to ride out an outage over a weekend (about three days, ADR 0017): Telegram or a
 * CRM down from Friday evening to Monday morning delays the notifications, it does not lose them.
 */
export const OUTBOX_MAX_ATTEMPTS = 80;

/** `final` gives the row up at once, where retrying cannot help: a malformed row, a receiver deleted or switched off. */
export type DeliveryResult = { ok: true } | { ok: false; error: string; final: boolean };

/**
 * One kind of outbox row. `read` recognises the payload as it was stored (null: a malformed row,
 * given up at once); `deliver` makes one attempt, outside any transaction.
 */
export type OutboxDeliverer<Payload extends Record<string, unknown>> = {
  read: (payload: Record<string, unknown>) => Payload | null;
  // Method syntax on purpose: its parameters are checked bivariantly, so the worker can hold every
  // kind's deliverer under one type; `read` is what makes each payload fit its own `deliver`.
  deliver(database: Db, deliveryId: string, payload: Payload, pass: DeliveryPass): Promise<DeliveryResult>;
};

/**
 * What the deliveries of one worker pass share: a read made once for the pass (the Telegram
 * settings) rather than once a row, yet still when sending, so a fix made by staff applies to the
 * next pass's retries.
 */
export type DeliveryPass = { once<T>(key: string, read: () => Promise<T>): Promise<T> };

export function newDeliveryPass(): DeliveryPass {
  const reads = new Map<string, Promise<unknown>>();
  return {
    once<T>(key: string, read: () => Promise<T>): Promise<T> {
      let pending = reads.get(key) as Promise<T> | undefined;
      if (!pending) {
        pending = read();
        reads.set(key, pending);
      }
      return pending;
    },
  };
}

/** The payload key that marks a given-up row dismissed by staff. */
export const DISMISSED_MARK = "dismissedAt";

export type DeliveryStatus = "sent" | "queued" | "retrying" | "failed" | "dismissed";

/**
 * How a delivery log names a row: sent, not tried yet, waiting for a retry, given up, or given up and
 * dismissed by staff (a mark in its payload: app/server/outbox-admin.server.ts, ADR 0057).
 */
export function outboxDeliveryStatus(row: Pick<typeof outbox.$inferSelect, "sentAt" | "givenUpAt" | "attempts" | "payload">): DeliveryStatus {
  if (row.sentAt) return "sent";
  if (row.givenUpAt) return typeof row.payload[DISMISSED_MARK] === "string" ? "dismissed" : "failed";
  return row.attempts === 0 ? "queued" : "retrying";
}

/** One row of a delivery log (the Telegram screen, the integrations and notifications tabs). */
export type DeliveryLogEntry = {
  id: string;
  createdAt: Date;
  /** What staff recognise the notification by: its first lines, its receiver and lead. */
  preview: string;
  status: DeliveryStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date | null;
};

const DELIVERY_LOG_LIMIT = 50;

/** The newest deliveries of one kind, each previewed by its kind's own words. */
export async function listDeliveries(kind: string, preview: (payload: Record<string, unknown>) => string): Promise<DeliveryLogEntry[]> {
  const rows = await (await db()).select().from(outbox).where(eq(outbox.kind, kind)).orderBy(desc(outbox.createdAt)).limit(DELIVERY_LOG_LIMIT);
  return rows.map((row) => {
    const status = outboxDeliveryStatus(row);
    return {
      id: row.id,
      createdAt: row.createdAt,
      preview: preview(row.payload),
      status,
      attempts: row.attempts,
      lastError: row.lastError,
      nextAttemptAt: status === "queued" || status === "retrying" ? row.nextAttemptAt : null,
    };
  });
}
