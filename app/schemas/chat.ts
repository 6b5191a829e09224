import { contactProblem, trimmedText } from "./contact-rules";
import type { VisitorTexts } from "./visitor-texts";

/**
 * The chat widget's rules, shared by its form and the server. Zod-free on purpose: the widget's
 * code loads on every public page and has a budget of its own (issue 10 point 4).
 */

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

/** The message to show for the chat's contact form, in the texts' language, or null when it may be sent. */
export function chatLeadProblem(values: ChatLeadValues, collect: ChatCollect, texts: VisitorTexts): string | null {
  const t = texts.chat.lead;
  const missing = (["name", "phone", "email"] as const).filter((field) => collect[field] && !values[field]);
  if (missing.length) return `${t.required}: ${missing.map((field) => t.fieldNames[field]).join(", ")}`;
  return contactProblem(values, texts.leads, t.emailInvalid)?.message ?? null;
}

/** The trimmed text fields of a JSON body; anything that is not a string counts as empty. */
export function chatLeadValues(body: Record<string, unknown>): ChatLeadValues {
  const read = (key: string) => trimmedText(body[key]);
  return { name: read("name"), phone: read("phone"), email: read("email"), company: read("company") };
}
