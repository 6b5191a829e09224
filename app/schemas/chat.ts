import { chat } from "~/i18n/ru/chat";

import { contactProblem, trimmedText } from "./contact-rules";

/**
 * The chat widget's rules, shared by its form and the server. Zod-free on purpose: the widget's
 * code loads on every public page and has a budget of its own (issue 10 point 4).
 */

const t = chat;

export const CHAT_MESSAGE_MAX = 1000;
/** The shape of a conversation id; the server issues them (128 random bits), the browser only keeps one. */
export const CHAT_SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
/** The response header that tells the widget which conversation its message went to. */
export const CHAT_SESSION_HEADER = "X-Chat-Session";

/**
 * Why the server refused or cut short a message or a lead. The widget picks what to show by the
 * code, never by the words of a message.
 */
export const CHAT_ERROR_CODES = [
  "invalid",
  "inactive",
  "unavailable",
  "busy",
  "rate_limited",
  "budget",
  "conversation_full",
  "no_session",
  "lead_exists",
  "failed",
] as const;
export type ChatErrorCode = (typeof CHAT_ERROR_CODES)[number];

/**
 * One line of POST /api/chat's streamed answer (NDJSON): text as it is written, then the end with the
 * lead decision. Written by app/server/chat.server.ts, read by the widget's chat-client.ts.
 */
export type ChatStreamLine = { type: "delta"; text: string } | { type: "done"; shouldCollectLead: boolean };

/** Which contact fields the settings ask for (collect_name, collect_phone, collect_email, collect_company). */
export type ChatCollect = { name: boolean; phone: boolean; email: boolean; company: boolean };

export type ChatLeadValues = { name: string; phone: string; email: string; company: string };

/** The message to show for the chat's contact form, or null when it may be sent. */
export function chatLeadProblem(values: ChatLeadValues, collect: ChatCollect): string | null {
  const missing = (["name", "phone", "email"] as const).filter((field) => collect[field] && !values[field]);
  if (missing.length) return `${t.lead.required}: ${missing.map((field) => t.lead.fieldNames[field]).join(", ")}`;
  return contactProblem(values, t.lead.emailInvalid)?.message ?? null;
}

/** The trimmed text fields of a JSON body; anything that is not a string counts as empty. */
export function chatLeadValues(body: Record<string, unknown>): ChatLeadValues {
  const read = (key: string) => trimmedText(body[key]);
  return { name: read("name"), phone: read("phone"), email: read("email"), company: read("company") };
}
