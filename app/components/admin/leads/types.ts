import type { ChatTranscript } from "~/components/admin/chats/types";
import type { Attribution } from "~/schemas/attribution";

/** What the leads screen's loader sends the page: plain values, dates already written out in Russian. */
export type AdminLead = {
  id: string;
  name: string;
  phone: string;
  email: string;
  company: string | null;
  source: string;
  status: string;
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
