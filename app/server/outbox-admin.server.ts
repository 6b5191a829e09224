/**
 * Staff's hands on given-up deliveries (issue 23 point 10, ADR 0057): a row the outbox gave up can
 * be retried (queued again now) or dismissed (kept in its log, no longer counted by the dashboard's
 * health check). Dismissal is a mark in the row's payload, `dismissedAt`, which no deliverer reads:
 * the table has no column for it, and the given-up time and error stay as they were, for the log.
 */
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";

import { outbox } from "~/db/schema";
import * as ru from "~/i18n/ru";
import { deliveryActionSchema } from "~/schemas/admin/notifications";
import { parseAdminForm } from "~/server/admin-form.server";
import { recordChange, type AuditActor } from "~/server/audit.server";
import { db, inTransaction } from "~/server/db.server";
import { DISMISSED_MARK, outboxDeliveryStatus } from "~/server/outbox-status.server";
import type { OutboxKind } from "~/server/outbox.server";
import { redirectWithToast } from "~/server/toast.server";

const t = ru.adminNotifications.log;
const DISMISSED = DISMISSED_MARK;

/** Given up, not sent, not dismissed: what staff still has to look at. */
const waiting = and(isNotNull(outbox.givenUpAt), isNull(outbox.sentAt), sql`${outbox.payload} ->> ${DISMISSED} IS NULL`);

export async function countWaitingFailures(kind: OutboxKind): Promise<number> {
  const rows = await (await db()).select({ id: outbox.id }).from(outbox).where(and(eq(outbox.kind, kind), waiting));
  return rows.length;
}

/** Per kind: rows still to be delivered, and given-up rows staff still has to look at (app/server/metrics.server.ts). */
export async function outboxBacklog(): Promise<{ kind: string; pending: number; givenUp: number }[]> {
  return (await db())
    .select({
      kind: outbox.kind,
      pending: sql<number>`count(*) filter (where ${isNull(outbox.givenUpAt)})`.mapWith(Number),
      givenUp: sql<number>`count(*) filter (where ${waiting})`.mapWith(Number),
    })
    .from(outbox)
    .where(isNull(outbox.sentAt))
    .groupBy(outbox.kind);
}

type Change = "retry" | "dismiss";

/**
 * Retry: the row is queued for now with its attempts kept (the log counts attempts really made), so
 * a row that had used all of them is given up again after one more failure. Dismiss: only a row not
 * yet dismissed. Both only on a given-up, unsent row of `kind`; false when there is none.
 */
async function change(kind: OutboxKind, id: string, what: Change, actor: AuditActor): Promise<boolean> {
  return inTransaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(outbox)
      .where(and(eq(outbox.id, id), eq(outbox.kind, kind), isNotNull(outbox.givenUpAt), isNull(outbox.sentAt)))
      .for("update");
    if (!row) return false;
    if (what === "dismiss" && outboxDeliveryStatus(row) === "dismissed") return false;
    const { [DISMISSED]: _, ...payload } = row.payload;
    if (what === "retry")
      await tx.update(outbox).set({ givenUpAt: null, nextAttemptAt: new Date(), lockedUntil: null, payload }).where(eq(outbox.id, id));
    else await tx.update(outbox).set({ payload: { ...payload, [DISMISSED]: new Date().toISOString() } }).where(eq(outbox.id, id));
    await recordChange(tx, {
      actor,
      action: "update",
      entity: "outbox",
      entityId: id,
      label: kind,
      fields: what === "retry" ? ["given_up_at", "next_attempt_at"] : ["dismissed_at"],
    });
    return true;
  });
}

export const retryDelivery = (kind: OutboxKind, id: string, actor: AuditActor) => change(kind, id, "retry", actor);
export const dismissDelivery = (kind: OutboxKind, id: string, actor: AuditActor) => change(kind, id, "dismiss", actor);

/**
 * The delivery log's two buttons, for a screen whose action also handles its own forms: answers
 * their post (a toast and back to `path`), or null for any other intent. The caller has checked the
 * staff member may edit the screen.
 */
export async function handleDeliveryIntent(request: Request, actor: AuditActor, options: { kind: OutboxKind; path: string }): Promise<Response | null> {
  const peek = await request.clone().formData().catch(() => null);
  const intent = peek?.get("intent");
  if (intent !== "retryDelivery" && intent !== "dismissDelivery") return null;
  const submission = await parseAdminForm(request, deliveryActionSchema);
  if (submission.status !== "success") return redirectWithToast(options.path, { kind: "error", title: t.notFound });
  const { id } = submission.value;
  const done = intent === "retryDelivery" ? await retryDelivery(options.kind, id, actor) : await dismissDelivery(options.kind, id, actor);
  if (!done) return redirectWithToast(options.path, { kind: "error", title: t.notFound });
  return redirectWithToast(options.path, { kind: "success", title: intent === "retryDelivery" ? t.retried : t.dismissedToast });
}
