import { CHAT_SESSION_HEADER, type ChatErrorCode, type ChatStreamLine } from "~/schemas/chat";
import type { ChatTexts } from "~/schemas/visitor-texts";

/**
 * The browser's side of POST /api/chat and /api/chat/lead (app/routes/api/chat.ts): reads the
 * streamed NDJSON answer, keeps the conversation id the server issued, and turns the server's
 * refusal codes into the widget's texts, in the language of the `chat` texts it is given (the
 * page's; the admin's preview gives Russian).
 */

type ErrorTexts = ChatTexts["errors"];

/** The widget's text for a refusal, chosen by its code. */
function widgetErrorText(code: unknown, t: ErrorTexts): string {
  const known = code as ChatErrorCode;
  if (known === "inactive") return t.inactive;
  if (known === "unavailable") return t.unavailable;
  return t.generic;
}

export type ChatAnswer = ({ ok: true; text: string; shouldCollectLead: boolean } | { ok: false; error: string }) & {
  /** The conversation the server put the message in, when it says. */
  sessionId?: string;
};

/** A visitor's message in a conversation, or staff's preview with the conversation so far (app/routes/api/chat.ts). */
export type ChatRequestBody =
  { sessionId: string; message: string } | { preview: true; message: string; history: { role: string; content: string }[] };

export async function askAssistant(body: ChatRequestBody, chat: ChatTexts, onText: (textSoFar: string) => void): Promise<ChatAnswer> {
  const t = chat.errors;
  let response: Response;
  try {
    response = await fetch("/api/chat", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    return { ok: false, error: t.connection };
  }
  const sessionId = response.headers.get(CHAT_SESSION_HEADER) ?? undefined;
  const answer = await readAnswer(response, t, onText);
  return sessionId ? { ...answer, sessionId } : answer;
}

async function readAnswer(response: Response, t: ErrorTexts, onText: (textSoFar: string) => void): Promise<ChatAnswer> {
  if (!response.headers.get("Content-Type")?.includes("ndjson")) return readJsonAnswer(response, t);
  if (!response.body) return { ok: false, error: t.emptyReply };

  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let text = "";
  let done: boolean | null = null;
  try {
    for (;;) {
      const chunk = await reader.read();
      if (chunk.done) break;
      buffer += decoder.decode(chunk.value, { stream: true });
      let newline = buffer.indexOf("\n");
      while (newline >= 0) {
        const line = JSON.parse(buffer.slice(0, newline)) as ChatStreamLine;
        buffer = buffer.slice(newline + 1);
        if (line.type === "delta") {
          text += line.text;
          onText(text);
        } else if (line.type === "done") {
          done = line.shouldCollectLead;
        }
        newline = buffer.indexOf("\n");
      }
    }
  } catch {
    // The connection broke mid-answer: what arrived stays on screen, and the visitor may leave contacts.
    if (text) return { ok: true, text, shouldCollectLead: true };
    return { ok: false, error: t.connection };
  }
  if (done === null && !text) return { ok: false, error: t.emptyReply };
  return { ok: true, text: text.trim() ? text : t.noMessage, shouldCollectLead: done ?? true };
}

async function readJsonAnswer(response: Response, t: ErrorTexts): Promise<ChatAnswer> {
  let body: { error?: unknown; code?: unknown; message?: unknown; shouldCollectLead?: unknown } | null;
  try {
    body = (await response.json()) as typeof body;
  } catch {
    return { ok: false, error: response.ok ? t.emptyReply : t.generic };
  }
  if (!body) return { ok: false, error: t.emptyReply };
  if (typeof body.error === "string") return { ok: false, error: widgetErrorText(body.code, t) };
  if (typeof body.message !== "string" || !body.message.trim()) return { ok: false, error: t.noMessage };
  return { ok: true, text: body.message, shouldCollectLead: body.shouldCollectLead === true };
}

export type LeadResult = { ok: true } | { ok: false; error: string; alreadySent?: boolean };

export async function sendChatLead(body: Record<string, unknown>, chat: ChatTexts): Promise<LeadResult> {
  try {
    const response = await fetch("/api/chat/lead", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    if (response.ok) return { ok: true };
    const answer = (await response.json().catch(() => null)) as { error?: unknown; code?: unknown } | null;
    if (answer?.code === "lead_exists") return { ok: false, error: chat.lead.alreadySent, alreadySent: true };
    if (answer?.code === "no_session") return { ok: false, error: chat.lead.noSession };
    // A field problem the server found is worth showing as it is; anything else is the failure text.
    if (answer?.code === "invalid" && typeof answer.error === "string") return { ok: false, error: answer.error };
    return { ok: false, error: chat.lead.failure };
  } catch {
    return { ok: false, error: chat.lead.failure };
  }
}
