/**
 * The footer newsletter's subscribers: subscribing (idempotent, and re-activating an address that
 * unsubscribed), the staff list and CSV export of the settings' advanced tab, staff unsubscribing
 * an address, and the subscriber's own one-click unsubscribe link (RFC 8058), ADR 0055.
 */
import { timingSafeEqual } from "node:crypto";

import { and, asc, count, desc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { RateLimiterRes } from "rate-limiter-flexible";

import { newsletterSubscribers } from "~/db/schema";
import * as ru from "~/i18n/ru";
import { addressKey } from "~/server/address-key.server";
import { recordChange, type AuditActor } from "~/server/audit.server";
import { db, inTransaction } from "~/server/db.server";
import { excelCsv, exportDate } from "~/server/excel-csv.server";
import { limiterFor } from "~/server/rate-limiter.server";

/** The audit log's name for a subscriber. */
const ENTITY = "newsletter_subscriber";

/** Where a subscriber's one-click unsubscribe page lives. */
export const UNSUBSCRIBE_PATH = "/newsletter/unsubscribe";

/**
 * Idempotent: subscribing an active address again succeeds and changes nothing; an address that
 * unsubscribed is active again. Expects a lower-cased address.
 */
export async function subscribeToNewsletter(email: string): Promise<{ created: boolean; reactivated: boolean }> {
  const database = await db();
  const inserted = await database
    .insert(newsletterSubscribers)
    .values({ email })
    .onConflictDoNothing({ target: newsletterSubscribers.email })
    .returning({ id: newsletterSubscribers.id });
  if (inserted.length > 0) return { created: true, reactivated: false };
  const reactivated = await database
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: null })
    .where(and(eq(newsletterSubscribers.email, email), isNotNull(newsletterSubscribers.unsubscribedAt)))
    .returning({ id: newsletterSubscribers.id });
  return { created: false, reactivated: reactivated.length > 0 };
}

export type Subscriber = { id: string; email: string; createdAt: Date; unsubscribedAt: Date | null; unsubscribeToken: string };

/** One page of the list, newest first, with the totals the tab shows. */
export async function listSubscribers(page: number, pageSize: number) {
  const database = await db();
  const [rows, [totals]] = await Promise.all([
    database
      .select()
      .from(newsletterSubscribers)
      .orderBy(desc(newsletterSubscribers.createdAt), asc(newsletterSubscribers.email))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    database
      .select({ total: count(), unsubscribed: count(newsletterSubscribers.unsubscribedAt) })
      .from(newsletterSubscribers),
  ]);
  const total = totals?.total ?? 0;
  const unsubscribed = totals?.unsubscribed ?? 0;
  return { rows: rows satisfies Subscriber[], total, active: total - unsubscribed, unsubscribed };
}

/** Staff unsubscribe an address (audited); false when there is no such subscriber. An address already unsubscribed stays as it was. */
export async function unsubscribeById(id: string, actor: AuditActor): Promise<boolean> {
  return inTransaction(async (tx) => {
    const [row] = await tx.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.id, id));
    if (!row) return false;
    if (row.unsubscribedAt) return true;
    await tx.update(newsletterSubscribers).set({ unsubscribedAt: new Date() }).where(eq(newsletterSubscribers.id, id));
    await recordChange(tx, { actor, action: "update", entity: ENTITY, entityId: id, label: row.email, fields: ["unsubscribed_at"] });
    return true;
  });
}

/** Tokens are 64 hex characters (two UUIDs without hyphens, made by the database). */
const TOKEN_PATTERN = /^[0-9a-f]{64}$/;
/** Looked up by this many leading characters, then compared whole in constant time. */
const TOKEN_LOOKUP_PREFIX = 16;

/**
 * The subscriber a token belongs to, or null. The row is found by the token's first characters and
 * the whole token is then compared with timingSafeEqual, so how long the answer takes does not tell
 * a guesser how much of a token was right (the one index lookup tells at most whether a prefix exists,
 * which the rate limit of the unsubscribe page keeps from being searched).
 */
export async function findSubscriberByToken(token: string): Promise<Subscriber | null> {
  if (!TOKEN_PATTERN.test(token)) return null;
  const candidates = await (await db())
    .select()
    .from(newsletterSubscribers)
    .where(sql`left(${newsletterSubscribers.unsubscribeToken}, ${TOKEN_LOOKUP_PREFIX}) = ${token.slice(0, TOKEN_LOOKUP_PREFIX)}`);
  const given = Buffer.from(token);
  let found: Subscriber | null = null;
  for (const candidate of candidates) {
    const stored = Buffer.from(candidate.unsubscribeToken);
    if (stored.length === given.length && timingSafeEqual(stored, given)) found = candidate;
  }
  return found;
}

/** Token lookups per client address and window: plenty for a person, nothing for a guesser. */
export const UNSUBSCRIBE_LOOKUPS = 30;
const UNSUBSCRIBE_WINDOW_SECONDS = 15 * 60;

/** Spends one of the client's token lookups: null when it may go ahead, else the seconds to wait. */
export async function unsubscribeLookupWait(clientIp: string): Promise<number | null> {
  try {
    await (await limiterFor("newsletter-unsubscribe", UNSUBSCRIBE_LOOKUPS, UNSUBSCRIBE_WINDOW_SECONDS)).consume(addressKey(clientIp));
    return null;
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
    throw rejection;
  }
}

export type TokenUnsubscribe = { outcome: "unsubscribed" | "already"; email: string } | { outcome: "invalid" };

/** The subscriber's own unsubscribe (the link's page, or a mail client's RFC 8058 one-click POST). */
export async function unsubscribeByToken(token: string): Promise<TokenUnsubscribe> {
  const subscriber = await findSubscriberByToken(token);
  if (!subscriber) return { outcome: "invalid" };
  if (subscriber.unsubscribedAt) return { outcome: "already", email: subscriber.email };
  await (await db())
    .update(newsletterSubscribers)
    .set({ unsubscribedAt: new Date() })
    .where(and(eq(newsletterSubscribers.id, subscriber.id), isNull(newsletterSubscribers.unsubscribedAt)));
  return { outcome: "unsubscribed", email: subscriber.email };
}

/** The subscriber's one-click unsubscribe link on the site's public address (for a newsletter's List-Unsubscribe header and footer). */
export function unsubscribeUrl(siteUrl: string, token: string): string {
  const url = new URL(UNSUBSCRIBE_PATH, siteUrl);
  url.searchParams.set("token", token);
  return url.toString();
}

/** Opens in Russian Excel like the leads export. */
export function subscribersCsv(rows: readonly Subscriber[], siteUrl: string): string {
  const c = ru.adminSettings.subscribersCsv;
  return excelCsv(
    [c.email, c.subscribedAt, c.status, c.unsubscribedAt, c.unsubscribeLink],
    rows.map((row) => [
      row.email,
      exportDate.format(row.createdAt),
      row.unsubscribedAt ? c.unsubscribed : c.active,
      row.unsubscribedAt ? exportDate.format(row.unsubscribedAt) : "",
      row.unsubscribedAt ? "" : unsubscribeUrl(siteUrl, row.unsubscribeToken),
    ]),
  );
}

/** Every subscriber as CSV; the export is in the audit log (who, how many rows) before it is handed out. */
export async function exportSubscribers(actor: AuditActor, siteUrl: string): Promise<string> {
  const database = await db();
  const rows = await database.select().from(newsletterSubscribers).orderBy(asc(newsletterSubscribers.createdAt), asc(newsletterSubscribers.email));
  const csv = subscribersCsv(rows, siteUrl);
  await recordChange(database, { actor, action: "export", entity: ENTITY, details: { format: "csv", rows: rows.length } });
  return csv;
}
