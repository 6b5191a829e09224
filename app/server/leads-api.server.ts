/**
 * The leads API's answers (issue 10 point 19, ADR 0037): each lead in the JSON the webhooks send too,
 * built on the leads screen's own queries.
 */
import type { LeadFilters } from "~/schemas/admin/leads";
import { leadFilterDetails, recordChange, type AuditActor, type LeadReadDetails } from "~/server/audit.server";
import { readLeadConsent } from "~/server/consent.server";
import { db } from "~/server/db.server";
import { leadJson } from "~/server/lead-json.server";
import { getLeadDetail, listLeadsPage } from "~/server/leads-admin.server";

/** One page of the list as filtered on the leads screen (q, status, source, language, page); the read is in the audit log. */
export async function leadsApiPage(filters: LeadFilters, reader: AuditActor) {
  const page = await listLeadsPage({ ...filters, tab: "leads" });
  // The page answered, which is the last one when the one asked for is past the end.
  const details: LeadReadDetails = { filter: leadFilterDetails(filters), page: page.page, rows: page.rows.length, total: page.total };
  await recordChange(await db(), { actor: reader, action: "read", entity: "lead", details });
  return { items: page.rows.map(leadJson), total: page.total, page: page.page, pages: page.pages };
}

/**
 * One lead, with what its visitor agreed to (issue 21 point 10) and the widget conversation it came
 * from when there is one; null when there is no such lead.
 */
export async function leadApiDetail(id: string) {
  const detail = await getLeadDetail(id);
  if (!detail) return null;
  const consent = await readLeadConsent(detail.lead);
  return {
    lead: leadJson(detail.lead),
    consent: consent && { ...consent, at: consent.at.toISOString() },
    transcript: detail.chat
      ? { chatSessionId: detail.chat.id, messages: detail.chat.messages }
      : null,
  };
}

/** One lead as leadApiDetail answers it, the read in the audit log; nothing is recorded for a lead that is not there. */
export async function readLeadApiDetail(id: string, reader: AuditActor) {
  const detail = await leadApiDetail(id);
  if (detail) await recordChange(await db(), { actor: reader, action: "read", entity: "lead", entityId: id, label: detail.lead.name });
  return detail;
}
