import { z } from "zod";

import * as ru from "~/i18n/ru";
import { LEAD_SOURCES, LEAD_STATUSES, SITE_LANGUAGES, type LeadSource, type LeadStatus, type SiteLanguage } from "~/lib/constants";
import type { ChatTranscript } from "~/schemas/admin/chats";
import type { Attribution } from "~/schemas/attribution";
import { searchParam, typedNumber } from "~/schemas/fields";

const t = ru.adminLeads;

const LEAD_TABS = ["leads", "chats"] as const;
export type LeadTab = (typeof LEAD_TABS)[number];

/** Rows per page of either list; the chat list may show at most 50 sessions at a time. */
export const LEADS_PAGE_SIZE = 25;

/** What the list shows, all of it in the query string (docs/decisions/0025-dialogs-in-the-address.md). */
export type LeadFilters = {
  tab: LeadTab;
  q: string;
  status: LeadStatus | "";
  source: LeadSource | "";
  /** The language of the page the lead was sent from. */
  language: SiteLanguage | "";
  page: number;
};

/** What selects the leads, whatever the page: the list, the export and the API's reads in the audit log. */
export type LeadSelection = Pick<LeadFilters, "q" | "status" | "source" | "language">;

/** Whether any filter narrows the lead list (the chats tab reads only the search). */
export function isNarrowed(filters: LeadSelection): boolean {
  return Boolean(filters.q || filters.status || filters.source || filters.language);
}

function oneOf<T extends string>(values: readonly T[], value: string | null): T | "" {
  return value !== null && (values as readonly string[]).includes(value) ? (value as T) : "";
}

export function parseLeadFilters(params: URLSearchParams): LeadFilters {
  const page = Number.parseInt(params.get("page") ?? "", 10);
  return {
    tab: params.get("tab") === "chats" ? "chats" : "leads",
    q: searchParam(params.get("q"), 100),
    status: oneOf(LEAD_STATUSES, params.get("status")),
    source: oneOf(LEAD_SOURCES, params.get("source")),
    language: oneOf(SITE_LANGUAGES, params.get("language")),
    // Far beyond any real list, but keeps OFFSET a sane integer.
    page: Number.isSafeInteger(page) && page > 1 ? Math.min(page, 100_000) : 1,
  };
}

/** The address of the list as filtered, plus whatever else (a dialog, another page). */
export function leadsAddress(
  path: string,
  filters: LeadFilters,
  extra: Partial<Record<"lead" | "chat" | "page" | "tab", string>> = {},
): string {
  const entries: [string, string][] = [];
  const tab = extra.tab ?? filters.tab;
  if (tab !== "leads") entries.push(["tab", tab]);
  if (filters.q) entries.push(["q", filters.q]);
  // The status, source and language filters belong to the lead list.
  if (tab === "leads" && filters.status) entries.push(["status", filters.status]);
  if (tab === "leads" && filters.source) entries.push(["source", filters.source]);
  if (tab === "leads" && filters.language) entries.push(["language", filters.language]);
  const page = extra.page ?? (extra.tab ? "1" : String(filters.page));
  if (page !== "1") entries.push(["page", page]);
  if (extra.lead) entries.push(["lead", extra.lead]);
  if (extra.chat) entries.push(["chat", extra.chat]);
  const query = new URLSearchParams(entries).toString();
  return query ? `${path}?${query}` : path;
}

const id = z.uuid();

/** A sum in tenge: empty clears it. */
const potentialValue = typedNumber({ ignore: /\s/g, min: 0, invalid: t.invalidValue, maxLength: 20 });

/** Every change the leads screen can ask for, told apart by `intent`. */
export const leadActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("status"), id, status: z.enum(LEAD_STATUSES) }),
  z.object({ intent: z.literal("value"), id, potentialValue }),
]);
export type LeadAction = z.infer<typeof leadActionSchema>;

/** What the leads screen's loader sends the page: plain values, dates already written out in Russian. */
export type AdminLead = {
  id: string;
  name: string;
  phone: string;
  email: string;
  company: string | null;
  source: string;
  status: string;
  language: SiteLanguage;
  message: string | null;
  potentialValue: number | null;
  /** Only the fields the lead has. */
  attribution: Attribution;
  createdAtLabel: string;
  updatedAtLabel: string;
};

export type LeadDuplicate = { id: string; name: string; phone: string; status: string; createdAtLabel: string };

/** When the visitor agreed and to which wording (text null: not kept yet when the lead came); null when not asked. */
export type LeadConsentView = { momentLabel: string; text: string | null } | null;

export type LeadDetailView = { lead: AdminLead; consent: LeadConsentView; duplicates: LeadDuplicate[]; chat: ChatTranscript | null };
