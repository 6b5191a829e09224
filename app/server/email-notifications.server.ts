/**
 * The e-mail about a new lead (issue 23 point 7, ADR 0057): who gets it, its text, and the outbox's
 * deliverer of kind "email", one row per recipient so that one bad address never holds the others.
 */
import { and, eq, inArray, isNull, ne, or } from "drizzle-orm";

import { user } from "~/db/auth-schema";
import { userRoles } from "~/db/schema";
import type { Db } from "~/db/types";
import * as ru from "~/i18n/ru";
import { formatActivityDate } from "~/lib/dates";
import { emailConfigured, readEmailConfig, sendEmail, type EmailMessage } from "~/server/email-providers.server";
import { getEnv } from "~/server/env.server";
import type { LeadRow } from "~/server/lead-json.server";
import { listDeliveries, type DeliveryLogEntry, type OutboxDeliverer } from "~/server/outbox-status.server";
import { readSiteSettings } from "~/server/settings.server";
import { quotedMessage, singleLine } from "~/server/telegram.server";

const m = ru.adminNotifications.mail;

/** An outbox row of kind "email": the message as it was written when the lead was stored. */
export type EmailPayload = EmailMessage;

export const emailDeliverer: OutboxDeliverer<EmailPayload> = {
  read: (payload) => {
    const { to, subject, text } = payload;
    return typeof to === "string" && to && typeof subject === "string" && typeof text === "string" ? { to, subject, text } : null;
  },
  deliver: async (_database, _deliveryId, payload) => sendEmail(await readEmailConfig(), payload),
};

/** Active staff with one of `roles` or among `userIds`, each address once. */
async function recipients(tx: Db, roles: readonly string[], userIds: readonly string[]): Promise<string[]> {
  if (roles.length === 0 && userIds.length === 0) return [];
  const chosen = [
    ...(roles.length > 0 ? [inArray(userRoles.role, [...roles])] : []),
    ...(userIds.length > 0 ? [inArray(user.id, [...userIds])] : []),
  ];
  const rows = await tx
    .select({ email: user.email })
    .from(user)
    .leftJoin(userRoles, eq(userRoles.userId, user.id))
    .where(and(isNull(user.deactivatedAt), ne(user.email, ""), or(...chosen)))
    .orderBy(user.email);
  return [...new Set(rows.map((row) => row.email.toLowerCase()))];
}

/** The lead as staff read it in their mail: one field a line, the visitor's message quoted last. */
export function leadEmail(lead: LeadRow, to: string): EmailMessage {
  const line = (label: string, value: string | null | undefined) => `${label}: ${value ? singleLine(value) : m.noValue}`;
  const lines = [
    m.intro,
    "",
    line(m.name, lead.name),
    line(m.phone, lead.phone),
    line(m.email, lead.email),
    ...(lead.company ? [line(m.company, lead.company)] : []),
    line(m.source, ru.adminLeads.sources[lead.source] ?? lead.source),
    line(m.date, formatActivityDate(lead.createdAt)),
    ...(lead.message ? ["", `${m.message}:`, quotedMessage(lead.message)] : []),
    "",
    `${m.open}: ${new URL("/admin/leads", getEnv().SITE_URL).href}`,
  ];
  return { to, subject: m.subject(singleLine(lead.name)), text: lines.join("\n") };
}

/** One message per lead and recipient while a provider is set up; none otherwise. Call inside the leads' transaction. */
export async function leadEmailPayloads(tx: Db, leads: readonly LeadRow[]): Promise<EmailPayload[]> {
  // One after the other: a transaction is one connection.
  const { lead_email_roles: roles, lead_email_users: userIds } = await readSiteSettings(["lead_email_roles", "lead_email_users"], tx);
  const config = await readEmailConfig(tx);
  if (!emailConfigured(config)) return [];
  const to = await recipients(tx, roles, userIds);
  return leads.flatMap((lead) => to.map((address) => leadEmail(lead, address)));
}


/** The notifications tab's log: the latest e-mails, each with its recipient and subject. */
export function listEmailDeliveries(): Promise<DeliveryLogEntry[]> {
  return listDeliveries("email", (row) => {
    const payload = emailDeliverer.read(row);
    return payload ? `${payload.to} · ${payload.subject}` : "";
  });
}
