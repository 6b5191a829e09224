import type { outbox } from "~/db/schema";

/**
 * What an outbox delivery attempt returns and how a delivery log names a row. Its own module so that
 * the handlers the outbox worker calls (crm-webhooks.server.ts) and the logs that read it need not
 * import the worker, which imports them.
 */

/**
 * Enough attempts to ride out an outage over a weekend (about three days, ADR 0017): Telegram or a
 * CRM down from Friday evening to Monday morning delays the notifications, it does not lose them.
 */
export const OUTBOX_MAX_ATTEMPTS = 80;

/** `final` gives the row up at once, where retrying cannot help: a malformed row, a receiver deleted or switched off. */
export type DeliveryResult = { ok: true } | { ok: false; error: string; final: boolean };

export type DeliveryStatus = "sent" | "queued" | "retrying" | "failed";

/** How a delivery log names a row: sent, not tried yet, waiting for a retry, or given up. */
export function outboxDeliveryStatus(row: Pick<typeof outbox.$inferSelect, "sentAt" | "givenUpAt" | "attempts">): DeliveryStatus {
  if (row.sentAt) return "sent";
  if (row.givenUpAt) return "failed";
  return row.attempts === 0 ? "queued" : "retrying";
}
