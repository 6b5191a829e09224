/**
 * CRM webhooks (issue 10 point 19, ADR 0037): every new lead is POSTed as JSON to each active
 * webhook, signed like GitHub's webhooks (X-Signature-256: sha256=<hex HMAC-SHA256 of the raw body>),
 * through the outbox so that a receiver's outage only delays the delivery.
 */
import { createHmac, randomBytes } from "node:crypto";

import { desc, eq } from "drizzle-orm";

import { crmWebhooks, outbox, type leads } from "~/db/schema";
import * as ru from "~/i18n/ru";
import { recordChange, type AuditActor } from "~/server/audit.server";
import { db, type Db } from "~/server/db.server";
import { leadJson } from "~/server/leads-api.server";
import { outboxDeliveryStatus, type DeliveryResult, type DeliveryStatus } from "~/server/outbox-status.server";
import { postToPublicUrl, SafeFetchError } from "~/server/safe-fetch.server";

const t = ru.adminIntegrations;
const DELIVERY_LOG_LIMIT = 50;

export type WebhookPayload = { webhookId: string; body: string };
type LeadRow = typeof leads.$inferSelect;

/** Call inside the lead's transaction: one outbox row per active webhook, the body fixed now. */
export async function enqueueLeadWebhooks(executor: Db, lead: LeadRow): Promise<void> {
  const hooks = await executor.select({ id: crmWebhooks.id }).from(crmWebhooks).where(eq(crmWebhooks.isActive, true));
  if (hooks.length === 0) return;
  const body = JSON.stringify({ event: "lead.created", lead: leadJson(lead) });
  await executor
    .insert(outbox)
    .values(hooks.map((hook) => ({ kind: "webhook", payload: { webhookId: hook.id, body } satisfies WebhookPayload })));
}

export function signBody(secret: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

/** One attempt of an outbox row of kind "webhook"; the webhook is read now, so a deleted one stops. */
export async function deliverWebhook(database: Db, deliveryId: string, payload: Record<string, unknown>): Promise<DeliveryResult> {
  const { webhookId, body } = payload;
  if (typeof webhookId !== "string" || typeof body !== "string") return { ok: false, error: "Malformed webhook payload", final: true };
  const [hook] = await database.select().from(crmWebhooks).where(eq(crmWebhooks.id, webhookId));
  if (!hook) return { ok: false, error: t.delivery.gone, final: true };
  if (!hook.isActive) return { ok: false, error: t.delivery.disabled, final: true };
  try {
    const { status } = await postToPublicUrl(hook.url, body, {
      "content-type": "application/json",
      "x-signature-256": signBody(hook.secret, body),
      "x-webhook-id": hook.id,
      "x-delivery-id": deliveryId,
    });
    return status >= 200 && status < 300 ? { ok: true } : { ok: false, error: t.delivery.status(status), final: false };
  } catch (error) {
    if (error instanceof SafeFetchError) return { ok: false, error: error.message, final: false };
    throw error;
  }
}

export type WebhookView = { id: string; url: string; isActive: boolean; createdAt: Date };

export async function listWebhooks(): Promise<WebhookView[]> {
  return (await db())
    .select({ id: crmWebhooks.id, url: crmWebhooks.url, isActive: crmWebhooks.isActive, createdAt: crmWebhooks.createdAt })
    .from(crmWebhooks)
    .orderBy(desc(crmWebhooks.createdAt));
}

/** A new webhook with a fresh random secret, which the caller shows to the admin. */
export async function createWebhook(url: string, actor: AuditActor): Promise<{ id: string; secret: string }> {
  const secret = `whsec_${randomBytes(32).toString("base64url")}`;
  return (await db()).transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [row] = await tx.insert(crmWebhooks).values({ url, secret, createdBy: actor.id }).returning({ id: crmWebhooks.id });
    if (!row) throw new Error("Webhook insert returned no row");
    await recordChange(tx, { actor, action: "create", entity: "crm_webhook", entityId: row.id, label: url });
    return { id: row.id, secret };
  });
}

export async function readWebhookSecret(id: string): Promise<{ url: string; secret: string } | null> {
  const [row] = await (
    await db()
  )
    .select({ url: crmWebhooks.url, secret: crmWebhooks.secret })
    .from(crmWebhooks)
    .where(eq(crmWebhooks.id, id));
  return row ?? null;
}

/** False when there is no such webhook. */
export async function setWebhookActive(id: string, isActive: boolean, actor: AuditActor): Promise<boolean> {
  return (await db()).transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [row] = await tx.update(crmWebhooks).set({ isActive }).where(eq(crmWebhooks.id, id)).returning({ url: crmWebhooks.url });
    if (!row) return false;
    await recordChange(tx, { actor, action: "update", entity: "crm_webhook", entityId: id, label: row.url, fields: ["is_active"] });
    return true;
  });
}

export async function deleteWebhook(id: string, actor: AuditActor): Promise<boolean> {
  return (await db()).transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [row] = await tx.delete(crmWebhooks).where(eq(crmWebhooks.id, id)).returning({ url: crmWebhooks.url });
    if (!row) return false;
    await recordChange(tx, { actor, action: "delete", entity: "crm_webhook", entityId: id, label: row.url });
    return true;
  });
}

export type WebhookDelivery = {
  id: string;
  createdAt: Date;
  /** Where it goes and which lead: what staff recognise. */
  preview: string;
  status: DeliveryStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptAt: Date | null;
};

export async function listWebhookDeliveries(): Promise<WebhookDelivery[]> {
  const database = await db();
  const [rows, hooks] = await Promise.all([
    database.select().from(outbox).where(eq(outbox.kind, "webhook")).orderBy(desc(outbox.createdAt)).limit(DELIVERY_LOG_LIMIT),
    database.select({ id: crmWebhooks.id, url: crmWebhooks.url }).from(crmWebhooks),
  ]);
  const urls = new Map(hooks.map((hook) => [hook.id, hook.url]));
  return rows.map((row) => {
    const status = outboxDeliveryStatus(row);
    const payload = row.payload as Partial<WebhookPayload>;
    let leadName = "";
    try {
      leadName = (JSON.parse(payload.body ?? "{}") as { lead?: { name?: string } }).lead?.name ?? "";
    } catch {
      // A malformed row still shows in the log, with its error.
    }
    return {
      id: row.id,
      createdAt: row.createdAt,
      preview: [urls.get(payload.webhookId ?? "") ?? t.delivery.gone, leadName].filter(Boolean).join(" · "),
      status,
      attempts: row.attempts,
      lastError: row.lastError,
      nextAttemptAt: status === "queued" || status === "retrying" ? row.nextAttemptAt : null,
    };
  });
}
