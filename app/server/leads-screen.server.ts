/**
 * What the admin's leads screen shows for its address: the page of leads or of chat sessions, and
 * the lead or chat whose dialog the address opens, built from the entity modules' rows.
 */
import { formatActivityDate } from "~/lib/dates";
import type { AdminLead, LeadDetailView, LeadFilters } from "~/schemas/admin/leads";
import { formatConsentMoment, readLeadConsent } from "~/server/consent.server";
import {
  adminChat,
  chatTranscript,
  getChat,
  getLeadDetail,
  leadAttribution,
  listChatsPage,
  listLeadsPage,
  type LeadRow,
} from "~/server/leads-admin.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id the address may name: anything else opens nothing rather than reach the database. */
export function isRowId(id: string | null | undefined): id is string {
  return typeof id === "string" && UUID.test(id);
}

function toAdminLead(row: LeadRow): AdminLead {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    company: row.company,
    source: row.source,
    status: row.status,
    language: row.language,
    message: row.message,
    potentialValue: row.potentialValue,
    attribution: leadAttribution(row),
    createdAtLabel: formatActivityDate(row.createdAt),
    updatedAtLabel: formatActivityDate(row.updatedAt),
  };
}

async function loadDetail(id: string | undefined): Promise<LeadDetailView | null> {
  if (!isRowId(id)) return null;
  const detail = await getLeadDetail(id);
  if (!detail) return null;
  const consent = await readLeadConsent(detail.lead);
  return {
    lead: toAdminLead(detail.lead),
    consent: consent && { momentLabel: formatConsentMoment(consent.at), text: consent.text },
    duplicates: detail.duplicates.map((d) => ({
      id: d.id,
      name: d.name,
      phone: d.phone,
      status: d.status,
      createdAtLabel: formatActivityDate(d.createdAt),
    })),
    chat: detail.chat ? chatTranscript(detail.chat) : null,
  };
}

/**
 * The list of the address's tab with its dialog; throws when the database cannot answer, for the
 * screen to say so. `leadTotal`: what the export button counts (on the chats tab, every lead).
 */
export async function loadLeadsScreen(filters: LeadFilters, dialogs: { lead?: string; chat?: string }, allLeads: number | null) {
  if (filters.tab === "chats") {
    const [page, chat] = await Promise.all([listChatsPage(filters), isRowId(dialogs.chat) ? getChat(dialogs.chat) : null]);
    return {
      filters: { ...filters, page: page.page },
      leadTotal: allLeads,
      leads: null,
      chats: { ...page, rows: page.rows.map(adminChat) },
      detail: null,
      chat: chat ? chatTranscript(chat) : null,
    };
  }
  const [page, detail] = await Promise.all([listLeadsPage(filters), loadDetail(dialogs.lead)]);
  return {
    filters: { ...filters, page: page.page },
    leadTotal: page.total,
    leads: { ...page, rows: page.rows.map(toAdminLead) },
    chats: null,
    detail,
    chat: null,
  };
}
