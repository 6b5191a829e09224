import { and, eq, inArray, isNull, lt, lte, or } from "drizzle-orm";

import { outbox } from "~/db/schema";
import type { Db } from "~/db/types";
import { webhookDeliverer } from "~/server/crm-webhooks.server";
import { db } from "~/server/db.server";
import { emailDeliverer } from "~/server/email-notifications.server";
import { getEnv } from "~/server/env.server";
import { metrics } from "~/server/metrics.server";
import { newDeliveryPass, OUTBOX_MAX_ATTEMPTS, type DeliveryPass, type DeliveryResult, type OutboxDeliverer } from "~/server/outbox-status.server";
import { telegramDeliverer } from "~/server/telegram.server";

/**
 * The outbox (ADR 0017, ADR 0050): a notification is stored in the same transaction as what it is
 * about, so a lead is never reported as stored without it, and a worker delivers it afterwards,
 * retrying with exponential backoff while the receiver is down.
 */

/** Every kind of outbox row and its one deliverer: a new kind of side effect is one line here. */
const DELIVERERS = {
  telegram: telegramDeliverer,
  webhook: webhookDeliverer,
  email: emailDeliverer,
};

export type OutboxKind = keyof typeof DELIVERERS;
type PayloadOf<Kind extends OutboxKind> = (typeof DELIVERERS)[Kind] extends OutboxDeliverer<infer Payload> ? Payload : never;

const FIRST_RETRY_MS = 30_000;
const LONGEST_RETRY_MS = 60 * 60_000;
/** A claimed row stays invisible to other server copies for this long, well over a send's timeout. */
const CLAIM_MS = 60_000;
const BATCH_SIZE = 20;

/** 30 s, 1 min, 2 min … capped at an hour: the first eight span two hours, then one an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);
}

/** One message of a kind with its payload, as enqueueAll takes them. */
export type OutboxMessage = { [Kind in OutboxKind]: { kind: Kind; payload: PayloadOf<Kind> } }[OutboxKind];

/** Call inside the transaction that stores what the messages are about: all exist, or none. One insert. */
export async function enqueueAll(executor: Db, messages: readonly OutboxMessage[]): Promise<void> {
  if (messages.length > 0) await executor.insert(outbox).values([...messages]);
}

export type DeliveryReport = { sent: number; failed: number };

/**
 * Claims due rows with FOR UPDATE SKIP LOCKED and a lease column, so several server copies never
 * send one row twice, then sends each outside any transaction. `now` lets tests step through time;
 * past `until` (a shutdown's last pass) no further send starts, and the rows not tried are released.
 */
export async function deliverPendingOutbox(options: { now?: Date; until?: number } = {}): Promise<DeliveryReport> {
  const database = await db();
  const now = options.now ?? new Date();
  const due = database
    .select({ id: outbox.id })
    .from(outbox)
    .where(
      and(
        isNull(outbox.sentAt),
        isNull(outbox.givenUpAt),
        lte(outbox.nextAttemptAt, now),
        or(isNull(outbox.lockedUntil), lt(outbox.lockedUntil, now)),
      ),
    )
    .orderBy(outbox.createdAt)
    .limit(BATCH_SIZE)
    .for("update", { skipLocked: true });
  const claimed = await database
    .update(outbox)
    .set({ lockedUntil: new Date(now.getTime() + CLAIM_MS) })
    .where(inArray(outbox.id, due))
    .returning();

  const report: DeliveryReport = { sent: 0, failed: 0 };
  const pass = newDeliveryPass();
  for (const [index, row] of claimed.entries()) {
    if (options.until !== undefined && Date.now() >= options.until) {
      const untried = claimed.slice(index).map((r) => r.id);
      await database.update(outbox).set({ lockedUntil: null }).where(inArray(outbox.id, untried));
      break;
    }
    const result = await deliver(database, row, pass);
    const attempts = row.attempts + 1;
    if (result.ok) {
      report.sent += 1;
      metrics().outboxDeliveries.inc({ kind: row.kind, outcome: "sent" });
      await database.update(outbox).set({ sentAt: new Date(), attempts, lastError: null, lockedUntil: null }).where(eq(outbox.id, row.id));
      continue;
    }
    report.failed += 1;
    const givenUp = result.final || attempts >= OUTBOX_MAX_ATTEMPTS;
    metrics().outboxDeliveries.inc({ kind: row.kind, outcome: givenUp ? "given_up" : "failed" });
    console.warn(`Outbox ${row.kind} ${row.id}: attempt ${attempts} failed: ${result.error}`);
    await database
      .update(outbox)
      .set({
        // The log shows the attempts really made, whether the row ran out of them or was given up.
        attempts,
        givenUpAt: givenUp ? new Date() : null,
        lastError: result.error,
        nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
        lockedUntil: null,
      })
      .where(eq(outbox.id, row.id));
  }
  return report;
}

function isOutboxKind(kind: string): kind is OutboxKind {
  return Object.hasOwn(DELIVERERS, kind);
}

async function deliver(database: Db, { id, kind, payload }: typeof outbox.$inferSelect, pass: DeliveryPass): Promise<DeliveryResult> {
  if (!isOutboxKind(kind)) return { ok: false, error: `Unknown outbox message: ${kind}`, final: true };
  const deliverer: OutboxDeliverer<Record<string, unknown>> = DELIVERERS[kind];
  const read = deliverer.read(payload);
  if (!read) return { ok: false, error: `Malformed ${kind} payload`, final: true };
  return deliverer.deliver(database, id, read, pass);
}

export type OutboxWorker = { stop: () => Promise<void> };

/** Polls every OUTBOX_INTERVAL_MS; one pass at a time; stop() waits for the pass in flight. */
export function startOutboxWorker(intervalMs = getEnv().OUTBOX_INTERVAL_MS): OutboxWorker {
  let inFlight: Promise<void> | null = null;
  const tick = () => {
    if (inFlight) return;
    inFlight = deliverPendingOutbox()
      .then(() => undefined)
      .catch((error: unknown) => console.error("Outbox delivery pass failed:", error))
      .finally(() => {
        inFlight = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  tick();
  return {
    stop: async () => {
      clearInterval(timer);
      await inFlight;
    },
  };
}
