import { unansweredQuestions } from "~/db/schema";
import * as ru from "~/i18n/ru";
import type { ChatMessage, SiteLanguage } from "~/lib/constants";
import { CHAT_MESSAGE_MAX, CHAT_SESSION_ID_PATTERN, type ChatErrorCode, type ChatStreamLine } from "~/schemas/chat";
import { hasForbiddenCharacters } from "~/schemas/text-safety";
import type { VisitorTexts } from "~/schemas/visitor-texts";
import { addressKey } from "~/server/address-key.server";
import { reserveTokens, settleTokens, SITE_BUCKET, type Reservation, type TokenLimit } from "~/server/ai-budget.server";
import { assistantReply, buildPrompt, HISTORY_MESSAGES, type Prompt } from "~/server/assistant.server";
import { readAssistantSettings, type AssistantSettings } from "~/server/assistant-settings.server";
import {
  claimConversation,
  releaseConversation,
  spendChatMessage,
  spendConversationMessage,
  spendStaffModelCall,
} from "~/server/chat-limits.server";
import {
  addConversationTokens,
  appendChatMessage,
  chatSessionSize,
  recentChatMessages,
  resumeChatSession,
  startChatSession,
  updateChatMessage,
  type ChatSession,
} from "~/server/chat-sessions.server";
import { randomId } from "~/server/chat-visitor.server";
import { db } from "~/server/db.server";
import { estimateTokens, searchKnowledge } from "~/server/knowledge-search.server";
import { assistantMode } from "~/server/llm-client.server";

/**
 * One visitor message to the chat widget, end to end (ADRs 0033 and 0046): checks, the visitor's
 * conversation, the token reservation, the answer streamed as NDJSON lines and stored as it is
 * written, and what it cost settled at the end, also when the visitor cuts it off.
 */

/** The reply shape of answers that are not streamed (limits, a busy or full conversation). */
export type ChatReply = { message: string; shouldCollectLead: boolean; code?: ChatErrorCode };

export type ChatOutcome =
  | { kind: "reply"; status: number; body: ChatReply; sessionId?: string }
  | { kind: "error"; status: number; error: string; code: ChatErrorCode }
  | { kind: "stream"; stream: ReadableStream<Uint8Array>; sessionId?: string };

/** How often a reply being written is saved, so a closed tab loses at most this much of it. */
const SAVE_EVERY_MS = 300;
const QUESTION_LOG_MAX = 500;
/**
 * An address may spend this many visitors' daily budgets: an office behind one address chats
 * freely, while a script that drops its cookie to mint new visitors stops here.
 */
const ADDRESS_BUDGET_VISITORS = 5;

export type ChatRequest = {
  sessionId: unknown;
  message: unknown;
  clientIp: string;
  /** The browser's visitor (app/server/chat-visitor.server.ts). */
  visitorHash: string;
  signal: AbortSignal;
  /** The language of the page the widget is on, and its words (app/server/request-language.server.ts). */
  language: SiteLanguage;
  texts: VisitorTexts;
};

/** The visitor's message, checked, or the refusal to answer with. */
function readQuestion(message: unknown, texts: VisitorTexts): string | Extract<ChatOutcome, { kind: "error" }> {
  const t = texts.chat.server;
  const question = typeof message === "string" ? message.trim() : "";
  if (!question) return { kind: "error", status: 400, error: t.messageEmpty, code: "invalid" };
  if (question.length > CHAT_MESSAGE_MAX) return { kind: "error", status: 400, error: t.messageTooLong(CHAT_MESSAGE_MAX), code: "invalid" };
  // NUL cannot be stored in text, and only a script sends control characters or broken surrogates.
  if (hasForbiddenCharacters(question, { multiline: true }))
    return { kind: "error", status: 400, error: texts.leads.validation.invalidCharacters, code: "invalid" };
  return question;
}

/** The id the browser presented: null when it has none yet; undefined when it is malformed. */
function presentedSessionId(value: unknown): string | null | undefined {
  if (value === undefined || value === null || value === "") return null;
  return typeof value === "string" && CHAT_SESSION_ID_PATTERN.test(value) ? value : undefined;
}

function visitorLimits(settings: AssistantSettings, visitorHash: string, clientIp: string): TokenLimit[] {
  return [
    { bucket: SITE_BUCKET, limit: settings.siteDailyTokens },
    { bucket: `visitor:${visitorHash}`, limit: settings.sessionDailyTokens },
    { bucket: `address:${addressKey(clientIp)}`, limit: settings.sessionDailyTokens * ADDRESS_BUDGET_VISITORS },
  ];
}

/** True when one more exchange would take the conversation past the settings' length. */
async function conversationFull(session: ChatSession, settings: AssistantSettings, question: string): Promise<boolean> {
  const size = await chatSessionSize(session);
  return size.messages + 2 > settings.maxConversationMessages || size.bytes + Buffer.byteLength(question) > settings.maxConversationBytes;
}

function tooFast(t: VisitorTexts["chat"]["server"]): Extract<ChatOutcome, { kind: "reply" }> {
  return { kind: "reply", status: 429, body: { message: t.tooFast, shouldCollectLead: true, code: "rate_limited" } };
}

export async function handleChatMessage(request: ChatRequest): Promise<ChatOutcome> {
  const t = request.texts.chat.server;
  const presented = presentedSessionId(request.sessionId);
  if (presented === undefined) return { kind: "error", status: 400, error: t.badSession, code: "invalid" };
  const question = readQuestion(request.message, request.texts);
  if (typeof question !== "string") return question;

  const settings = await readAssistantSettings();
  if (!settings?.isActive) return { kind: "error", status: 403, error: t.inactive, code: "inactive" };

  if (!(await spendChatMessage(request.clientIp, request.visitorHash))) return tooFast(t);

  let claimed: string | null = null;
  let streaming = false;
  try {
    // An id this browser was not issued (made up, or another visitor's) starts a conversation of its own.
    const session =
      (presented ? await resumeChatSession(presented, request.visitorHash) : null) ??
      (await startChatSession(`chat_${randomId()}`, request.visitorHash));
    const sessionId = session.sessionId;
    if (!(await spendConversationMessage(sessionId))) return { ...tooFast(t), sessionId };
    if (!(await claimConversation(sessionId))) {
      return { kind: "reply", status: 409, sessionId, body: { message: t.busy, shouldCollectLead: false, code: "busy" } };
    }
    claimed = sessionId;

    if (await conversationFull(session, settings, question)) {
      return {
        kind: "reply",
        status: 200,
        sessionId,
        body: { message: t.conversationFull, shouldCollectLead: !session.leadCollected, code: "conversation_full" },
      };
    }
    await appendChatMessage(session, { role: "user", content: question });
    const history = await recentChatMessages(session, HISTORY_MESSAGES);
    const hits = await searchKnowledge(question, { language: request.language });
    if (!hits.length) await logUnanswered(question, session);
    const prompt = buildPrompt(settings, history, hits, request.language);

    let reservation: Reservation | null = null;
    if (assistantMode() === "llm") {
      reservation = await reserveTokens(visitorLimits(settings, request.visitorHash, request.clientIp), prompt.tokens + settings.maxTokens);
      if (!reservation) {
        await appendChatMessage(session, { role: "assistant", content: t.budget });
        return { kind: "reply", status: 429, sessionId, body: { message: t.budget, shouldCollectLead: !session.leadCollected, code: "budget" } };
      }
    }

    streaming = true;
    return {
      kind: "stream",
      sessionId,
      stream: replyStream({ session, settings, prompt, question, hits, texts: t, reservation, signal: request.signal }),
    };
  } catch (error) {
    console.error("Chat message failed:", error);
    return { kind: "error", status: 503, error: t.unavailable, code: "unavailable" };
  } finally {
    if (!streaming && claimed) await releaseConversation(claimed).catch((error: unknown) => console.error("Chat lease could not be released:", error));
  }
}

const PREVIEW_HISTORY_MAX = 20;

/**
 * Staff trying the assistant in the admin, switched on or not: the conversation stays in their
 * browser and is sent with each message (staff write the prompt anyway), nothing is stored, and no
 * question is logged as unanswered. It spends the site's daily budget like a visitor's message and
 * is limited per staff member. Its words are the admin's: Russian.
 */
export async function handlePreviewMessage(request: {
  message: unknown;
  history: unknown;
  staffId: string;
  signal: AbortSignal;
}): Promise<ChatOutcome> {
  const t = ru.chat.server;
  const question = readQuestion(request.message, ru);
  if (typeof question !== "string") return question;
  const settings = await readAssistantSettings();
  if (!settings) return { kind: "error", status: 403, error: t.inactive, code: "inactive" };
  if (!(await spendStaffModelCall(request.staffId))) {
    return { kind: "reply", status: 429, body: { message: t.staffTooFast, shouldCollectLead: false, code: "rate_limited" } };
  }
  const earlier = previewHistory(request.history);
  const history: ChatMessage[] = [...earlier, { role: "user", content: question, timestamp: new Date().toISOString() }];
  const hits = await searchKnowledge(question);
  const prompt = buildPrompt(settings, history, hits, "ru");
  let reservation: Reservation | null = null;
  if (assistantMode() === "llm") {
    reservation = await reserveTokens([{ bucket: SITE_BUCKET, limit: settings.siteDailyTokens }], prompt.tokens + settings.maxTokens);
    if (!reservation) return { kind: "reply", status: 429, body: { message: t.staffBudget, shouldCollectLead: false, code: "budget" } };
  }
  return {
    kind: "stream",
    stream: replyStream({ session: null, settings, prompt, question, hits, texts: t, reservation, signal: request.signal }),
  };
}

/** The preview's conversation as the staff member's browser sent it: readable messages only, the latest ones. */
function previewHistory(value: unknown): ChatMessage[] {
  if (!Array.isArray(value)) return [];
  return value.slice(-PREVIEW_HISTORY_MAX).flatMap((item: unknown) => {
    if (typeof item !== "object" || item === null) return [];
    const { role, content } = item as Record<string, unknown>;
    if (typeof content !== "string" || !content.trim()) return [];
    return [{ role: role === "user" ? "user" : "assistant", content: content.slice(0, CHAT_MESSAGE_MAX * 4), timestamp: "" }];
  });
}

async function logUnanswered(question: string, session: ChatSession) {
  const database = await db();
  await database.insert(unansweredQuestions).values({ question: question.slice(0, QUESTION_LOG_MAX), chatSessionId: session.id });
}

type StreamInput = {
  session: ChatSession | null;
  settings: AssistantSettings;
  prompt: Prompt;
  question: string;
  hits: Parameters<typeof assistantReply>[0]["hits"];
  texts: Parameters<typeof assistantReply>[0]["texts"];
  reservation: Reservation | null;
  signal: AbortSignal;
};

function replyStream(input: StreamInput): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const abort = new AbortController();
  input.signal.addEventListener("abort", () => abort.abort(), { once: true });
  const session = input.session;
  let answer = "";
  // The reply's row, created with its first words and rewritten as it grows.
  let row: Promise<number> | null = null;
  let lastSave = 0;
  let saving: Promise<void> = Promise.resolve();
  const save = () => {
    lastSave = Date.now();
    if (!session || !answer) return saving;
    const content = answer;
    saving = saving
      .then(async () => {
        if (!row) {
          row = appendChatMessage(session, { role: "assistant", content });
          await row;
        } else await updateChatMessage(await row, content);
      })
      .catch((error) => console.error("Chat save failed:", error));
    return saving;
  };
  let finished = false;
  /** Stores the reply as far as it got and settles its cost: the model's count, or an estimate when it never sent one. */
  const finish = async (reportedTokens?: number) => {
    if (finished) return;
    finished = true;
    const spent = reportedTokens ?? (input.reservation ? input.prompt.tokens + estimateTokens(answer) : 0);
    try {
      await save();
      if (input.reservation) await settleTokens(input.reservation, spent);
      if (session) await addConversationTokens(session, spent);
    } catch (error) {
      console.error("Chat reply could not be stored:", error);
    } finally {
      if (session) await releaseConversation(session.sessionId).catch((error: unknown) => console.error("Chat lease could not be released:", error));
    }
  };

  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (line: ChatStreamLine) => controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
      try {
        for await (const event of assistantReply({ ...input, signal: abort.signal })) {
          if (event.type === "delta") {
            answer += event.text;
            if (Date.now() - lastSave >= SAVE_EVERY_MS) void save();
            send(event);
          } else {
            // Stored, counted and released before the visitor can send the next message.
            await finish(event.tokens);
            send({ type: "done", shouldCollectLead: event.shouldCollectLead && !session?.leadCollected });
          }
        }
        controller.close();
      } catch (error) {
        if (!abort.signal.aborted) {
          console.error("Chat stream failed:", error);
          controller.error(error);
        }
      } finally {
        // Cut off or failed: what was written is stored and charged all the same.
        await finish();
      }
    },
    // The visitor closed the tab or navigated away: stop the model; what was written is kept.
    cancel() {
      abort.abort();
    },
  });
}
