/**
 * CRM webhooks (issue 10 point 19, ADR 0037): every new lead is POSTed as JSON to each active
 * webhook through the outbox, so that a receiver's outage only delays the delivery. Each attempt is
 * signed with its time (X-Webhook-Timestamp; X-Signature-256: sha256=<hex HMAC-SHA256 of
 * "<timestamp>.<raw body>">), so a captured delivery cannot be replayed later (docs/crm-webhooks.md).
 * Only https, unless WEBHOOK_ALLOW_HTTP (development), and the SSRF rules of safe-fetch both when a
 * webhook is saved and on every delivery; a delivery they refuse is given up at once.
 */
import { createHmac, randomBytes } from "node:crypto";

import { desc, eq } from "drizzle-orm";

import { crmWebhooks } from "~/db/schema";
import type { Db } from "~/db/types";
import * as ru from "~/i18n/ru";
import { recordChange, type AuditActor } from "~/server/audit.server";
import { db, inTransaction } from "~/server/db.server";
import { getEnv } from "~/server/env.server";
import { leadJson, type LeadRow } from "~/server/lead-json.server";
import { listDeliveries, type DeliveryLogEntry, type OutboxDeliverer } from "~/server/outbox-status.server";
import { assertPublicUrl, postToPublicUrl, SafeFetchError } from "~/server/safe-fetch.server";

const t = ru.adminIntegrations;

/** An outbox row of kind "webhook": which webhook, and the body fixed when the lead was stored. */
export type WebhookPayload = { webhookId: string; body: string };

/** One delivery per lead and active webhook, read inside the leads' transaction: the body is the lead as it was stored. */
export async function leadWebhookPayloads(executor: Db, leads: readonly LeadRow[]): Promise<WebhookPayload[]> {
  const hooks = await executor.select({ id: crmWebhooks.id }).from(crmWebhooks).where(eq(crmWebhooks.isActive, true));
  if (hooks.length === 0) return [];
  return leads.flatMap((lead) => {
    const body = JSON.stringify({ event: "lead.created", lead: leadJson(lead) });
    return hooks.map((hook) => ({ webhookId: hook.id, body }));
  });
}

/** X-Signature-256 for a body sent at `timestamp` (Unix seconds): docs/examples/verify-webhook.mjs checks it. */
function signDelivery(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`;
}

/** Plain http carries the leads unencrypted: a development setting's exception, checked on save and on delivery. */
function httpsRefusal(url: string): string | null {
  const https = URL.canParse(url) && new URL(url).protocol === "https:";
  return https || getEnv().WEBHOOK_ALLOW_HTTP ? null : t.errors.https;
}

/** Outbox rows of kind "webhook": each attempt reads the webhook afresh, so a deleted or switched-off one stops. */
export const webhookDeliverer: OutboxDeliverer<WebhookPayload> = {
  read: ({ webhookId, body }) => (typeof webhookId === "string" && typeof body === "string" ? { webhookId, body } : null),
  async deliver(database, deliveryId, { webhookId, body }) {
    const [hook] = await database.select().from(crmWebhooks).where(eq(crmWebhooks.id, webhookId));
    if (!hook) return { ok: false, error: t.delivery.gone, final: true };
    if (!hook.isActive) return { ok: false, error: t.delivery.disabled, final: true };
    const insecure = httpsRefusal(hook.url);
    if (insecure) return { ok: false, error: insecure, final: true };
    // Each attempt's own time, so that a retry a day later is fresh to the receiver's five-minute window.
    const timestamp = String(Math.floor(Date.now() / 1000));
    try {
      const { status } = await postToPublicUrl(hook.url, body, {
        "content-type": "application/json",
        "x-webhook-timestamp": timestamp,
        "x-signature-256": signDelivery(hook.secret, timestamp, body),
        "x-webhook-id": hook.id,
        "x-delivery-id": deliveryId,
      });
      return status >= 200 && status < 300 ? { ok: true } : { ok: false, error: t.delivery.status(status), final: false };
    } catch (error) {
      // An address the SSRF rules refuse stays refused: eighty attempts over three days would not change it.
      if (error instanceof SafeFetchError) return { ok: false, error: error.message, final: error.refused };
      throw error;
    }
  },
};

export type WebhookView = { id: string; url: string; isActive: boolean; createdAt: Date };

export async function listWebhooks(): Promise<WebhookView[]> {
  return (await db())
    .select({ id: crmWebhooks.id, url: crmWebhooks.url, isActive: crmWebhooks.isActive, createdAt: crmWebhooks.createdAt })
    .from(crmWebhooks)
    .orderBy(desc(crmWebhooks.createdAt));
}

/**
 * A new webhook with a fresh random secret, which the caller shows to the admin; or, storing nothing,
 * why its address is refused: not https, or refused by the SSRF rules for where it resolves now.
 */
export async function createWebhook(url: string, actor: AuditActor): Promise<{ id: string; secret: string } | { refused: string }> {
  const insecure = httpsRefusal(url);
  if (insecure) return { refused: insecure };
  try {
    await assertPublicUrl(url);
  } catch (error) {
    if (error instanceof SafeFetchError) return { refused: error.message };
    throw error;
  }
  const secret = `whsec_${randomBytes(32).toString("base64url")}`;
  return inTransaction(async (tx) => {
    const [row] = await tx.insert(crmWebhooks).values({ url, secret, createdBy: actor.id }).returning({ id: crmWebhooks.id });
    if (!row) throw new Error("Webhook insert returned no row");
    await recordChange(tx, { actor, action: "create", entity: "crm_webhook", entityId: row.id, label: url });
    return { id: row.id, secret };
  });
}

/** The secret for the admin who asked to see it, with the reveal in the audit log (who, when, which webhook). */
export async function revealWebhookSecret(id: string, actor: AuditActor): Promise<{ url: string; secret: string } | null> {
  return inTransaction(async (tx) => {
    const [row] = await tx.select({ url: crmWebhooks.url, secret: crmWebhooks.secret }).from(crmWebhooks).where(eq(crmWebhooks.id, id));
    if (!row) return null;
    await recordChange(tx, { actor, action: "reveal", entity: "crm_webhook", entityId: id, label: row.url });
    return row;
  });
}

/** False when there is no such webhook. */
export async function setWebhookActive(id: string, isActive: boolean, actor: AuditActor): Promise<boolean> {
  return inTransaction(async (tx) => {
    const [row] = await tx.update(crmWebhooks).set({ isActive }).where(eq(crmWebhooks.id, id)).returning({ url: crmWebhooks.url });
    if (!row) return false;
    await recordChange(tx, { actor, action: "update", entity: "crm_webhook", entityId: id, label: row.url, fields: ["is_active"] });
    return true;
  });
}

export async function deleteWebhook(id: string, actor: AuditActor): Promise<boolean> {
  return inTransaction(async (tx) => {
    const [row] = await tx.delete(crmWebhooks).where(eq(crmWebhooks.id, id)).returning({ url: crmWebhooks.url });
    if (!row) return false;
    await recordChange(tx, { actor, action: "delete", entity: "crm_webhook", entityId: id, label: row.url });
    return true;
  });
}

export async function listWebhookDeliveries(): Promise<DeliveryLogEntry[]> {
  const hooks = await (await db()).select({ id: crmWebhooks.id, url: crmWebhooks.url }).from(crmWebhooks);
  const urls = new Map(hooks.map((hook) => [hook.id, hook.url]));
  return listDeliveries("webhook", (row: Record<string, unknown>) => {
    const payload = row as Partial<WebhookPayload>;
    let leadName = "";
    try {
      leadName = (JSON.parse(payload.body ?? "{}") as { lead?: { name?: string } }).lead?.name ?? "";
    } catch {
      // A malformed row still shows in the log, with its error.
    }
    // Where it goes and which lead: what staff recognise.
    return [urls.get(payload.webhookId ?? "") ?? t.delivery.gone, leadName].filter(Boolean).join(" · ");
  });
}
