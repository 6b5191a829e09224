/**
 * What happens after a lead is stored, decided in one place (ADR 0050). `onLeadsCreated` runs inside
 * the transaction that stores the lead and queues every notification in the outbox: the staff's
 * Telegram message when notifications are on, one delivery per active CRM webhook, and one e-mail
 * per chosen staff member while an e-mail provider is set up (ADR 0057). The lead and
 * its notifications exist together or not at all; the outbox worker sends them afterwards.
 */
import type { Db } from "~/db/types";
import * as ru from "~/i18n/ru";
import { LANGUAGE_NAME } from "~/lib/languages";
import { leadWebhookPayloads } from "~/server/crm-webhooks.server";
import { leadEmailPayloads } from "~/server/email-notifications.server";
import type { LeadRow } from "~/server/lead-json.server";
import { enqueueAll } from "~/server/outbox.server";
import { fillNotificationTemplate, quotedMessage, readActiveTelegramSettings, singleLine } from "~/server/telegram.server";

const n = ru.leads.telegram;

function lines(...parts: (string | null)[]): string {
  return parts.filter(Boolean).join("\n");
}

/**
 * The language of the page a lead came from, for a Kazakh or English one (issue 24 point 10): staff
 * then know which language to answer in. Russian, the site's default, says nothing, so those
 * messages read as before the site had other languages.
 */
function languageLine(lead: LeadRow): string | null {
  return lead.language === "ru" ? null : `${n.pageLanguage}: ${LANGUAGE_NAME[lead.language]}`;
}

/**
 * The lines below the staff's template, by the form the lead came from; visitor text on its own
 * lines only, one line per field, a message quoted last. The lead dialog asks for a name and a phone,
 * which the template already shows.
 */
function telegramDetails(lead: LeadRow): string | null {
  switch (lead.source) {
    case "website":
      return lines(
        n.contactDetails,
        languageLine(lead),
        `${n.email}: ${singleLine(lead.email)}`,
        lead.company ? `${n.company}: ${singleLine(lead.company)}` : null,
        `${n.message}:`,
        quotedMessage(lead.message ?? ""),
      );
    case "ai_widget":
      return lines(
        n.chatDetails,
        languageLine(lead),
        lead.email ? `${n.email}: ${singleLine(lead.email)}` : null,
        lead.company ? `${n.company}: ${singleLine(lead.company)}` : null,
      );
    default:
      return languageLine(lead);
  }
}

/** The staff's template filled with the lead, then the lines of its form. */
function telegramText(template: string, lead: LeadRow): string {
  const text = fillNotificationTemplate(template, {
    name: lead.name,
    phone: lead.phone || n.noPhone,
    date: lead.createdAt,
  });
  const details = telegramDetails(lead);
  return details ? `${text}\n\n${details}` : text;
}

/**
 * Call inside the transaction that stored `leads` (one, or a batch committed together): a failure
 * here rolls them back with it. The settings are read once for all of them, and every notification
 * is queued by one insert (ADR 0072).
 */
export async function onLeadsCreated(tx: Db, leads: readonly LeadRow[]): Promise<void> {
  if (leads.length === 0) return;
  const telegram = await readActiveTelegramSettings(tx);
  await enqueueAll(tx, [
    ...(telegram ? leads.map((lead) => ({ kind: "telegram" as const, payload: { text: telegramText(telegram.template, lead) } })) : []),
    ...(await leadWebhookPayloads(tx, leads)).map((payload) => ({ kind: "webhook" as const, payload })),
    ...(await leadEmailPayloads(tx, leads)).map((payload) => ({ kind: "email" as const, payload })),
  ]);
}
