import type { outbox } from "~/db/schema";
import type { Db } from "~/db/types";

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
  deliver(database: Db, deliveryId: string, payload: Payload): Promise<DeliveryResult>;
};

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
