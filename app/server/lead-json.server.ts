/**
 * A lead as the CRM sees it (ADR 0037): the JSON of the webhooks' body and of the leads API. Its own
 * module so that the public write path, which queues the webhooks, never loads the admin's reads.
 */
import type { leads } from "~/db/schema";

export type LeadRow = typeof leads.$inferSelect;

export function leadJson(lead: LeadRow) {
  return {
    id: lead.id,
    name: lead.name,
    phone: lead.phone,
    email: lead.email,
    company: lead.company,
    source: lead.source,
    status: lead.status,
    language: lead.language,
    message: lead.message,
    potentialValue: lead.potentialValue,
    createdAt: lead.createdAt.toISOString(),
    updatedAt: lead.updatedAt.toISOString(),
    pageUrl: lead.pageUrl,
    referrer: lead.referrer,
    utmSource: lead.utmSource,
    utmMedium: lead.utmMedium,
    utmCampaign: lead.utmCampaign,
    utmTerm: lead.utmTerm,
    utmContent: lead.utmContent,
    chatSessionId: lead.chatSessionId,
  };
}
