import { unansweredQuestions } from "~/db/schema";
import * as ru from "~/i18n/ru";
import type { ChatMessage } from "~/lib/constants";
import { CHAT_MESSAGE_MAX, CHAT_SESSION_ID_PATTERN, type ChatStreamLine } from "~/schemas/chat";
import { hasForbiddenCharacters } from "~/schemas/text-safety";
import { assistantReply } from "~/server/assistant.server";
import { readAssistantSettings } from "~/server/assistant-settings.server";
import { claimConversation, releaseConversation, spendChatMessage } from "~/server/chat-limits.server";
import {
  finishIdleChatSessions,
  openChatSession,
  parseChatMessages,
  recordTokens,
  saveChatMessages,
  tokensSpentToday,
  type ChatSession,
} from "~/server/chat-sessions.server";
import { db } from "~/server/db.server";
import { searchKnowledge } from "~/server/knowledge-search.server";
import { assistantMode } from "~/server/llm-client.server";

/**
 * One visitor message to the chat widget, end to end (issue 10 points 8–13): checks, the stored
 * conversation, the answer streamed as NDJSON lines and stored as it is written.
 */

const t = ru.chat.server;

/** SPEC.md 7's ai-chat reply, for answers that are not streamed (limits, a busy conversation). */
export type ChatReply = { message: string; shouldCollectLead: boolean };

export type ChatOutcome =
  | { kind: "reply"; status: number; body: ChatReply }
  | { kind: "error"; status: number; error: string }
  | { kind: "stream"; stream: ReadableStream<Uint8Array> };

/** How often a reply being written is saved, so a closed tab loses at most this much of it. */
const SAVE_EVERY_MS = 300;
const QUESTION_LOG_MAX = 500;

export type ChatRequest = { sessionId: unknown; message: unknown; clientIp: string; signal: AbortSignal };

function now(): string {
  return new Date().toISOString();
}

/** The visitor's message, checked, or the refusal to answer with. */
function readQuestion(message: unknown): string | Extract<ChatOutcome, { kind: "error" }> {
  const question = typeof message === "string" ? message.trim() : "";
  if (!question) return { kind: "error", status: 400, error: t.messageEmpty };
  if (question.length > CHAT_MESSAGE_MAX) return { kind: "error", status: 400, error: t.messageTooLong(CHAT_MESSAGE_MAX) };
  // NUL cannot be stored in jsonb, and only a script sends control characters or broken surrogates.
  if (hasForbiddenCharacters(question, { multiline: true }))
    return { kind: "error", status: 400, error: ru.leads.validation.invalidCharacters };
  return question;
}

export async function handleChatMessage(request: ChatRequest): Promise<ChatOutcome> {
  const sessionId = typeof request.sessionId === "string" ? request.sessionId : "";
  if (!CHAT_SESSION_ID_PATTERN.test(sessionId)) return { kind: "error", status: 400, error: t.badSession };
  const question = readQuestion(request.message);
  if (typeof question !== "string") return question;

  const settings = await readAssistantSettings();
  if (!settings?.isActive) return { kind: "error", status: 403, error: t.inactive };

  if (!(await spendChatMessage(request.clientIp, sessionId))) {
    return { kind: "reply", status: 429, body: { message: t.tooFast, shouldCollectLead: true } };
  }
  if (!claimConversation(sessionId)) return { kind: "reply", status: 409, body: { message: t.busy, shouldCollectLead: false } };

  let streaming = false;
  try {
    await finishIdleChatSessions();
    const session = await openChatSession(sessionId);
    const history: ChatMessage[] = [...parseChatMessages(session.messages), { role: "user", content: question, timestamp: now() }];
    await saveChatMessages(session.id, history);

    if (assistantMode() === "llm") {
      const spent = await tokensSpentToday(session);
      if (spent.sessionTokens >= settings.sessionDailyTokens || spent.siteTokens >= settings.siteDailyTokens) {
        await saveChatMessages(session.id, [...history, { role: "assistant", content: t.budget, timestamp: now() }]);
        return { kind: "reply", status: 429, body: { message: t.budget, shouldCollectLead: !session.leadCollected } };
      }
    }

    const hits = await searchKnowledge(question);
    if (!hits.length) await logUnanswered(question, session);

    streaming = true;
    return { kind: "stream", stream: replyStream({ session, settings, history, question, hits, signal: request.signal }) };
  } catch (error) {
    console.error("Chat message failed:", error);
    return { kind: "error", status: 503, error: t.unavailable };
  } finally {
    if (!streaming) releaseConversation(sessionId);
  }
}

const PREVIEW_HISTORY_MAX = 20;

/**
 * Staff trying the assistant in the admin (issue 10 point 14), switched on or not: the conversation
 * stays in their browser and is sent with each message (staff write the prompt anyway), nothing is
 * stored but the tokens spent, and no question is logged as unanswered.
 */
export async function handlePreviewMessage(request: { message: unknown; history: unknown; signal: AbortSignal }): Promise<ChatOutcome> {
  const question = readQuestion(request.message);
  if (typeof question !== "string") return question;
  const settings = await readAssistantSettings();
  if (!settings) return { kind: "error", status: 403, error: t.inactive };
  const earlier = parseChatMessages(Array.isArray(request.history) ? request.history.slice(-PREVIEW_HISTORY_MAX) : []);
  const history: ChatMessage[] = [
    ...earlier.map((m) => ({ ...m, content: m.content.slice(0, CHAT_MESSAGE_MAX * 4) })),
    { role: "user", content: question, timestamp: now() },
  ];
  const hits = await searchKnowledge(question);
  return { kind: "stream", stream: replyStream({ session: null, settings, history, question, hits, signal: request.signal }) };
}

async function logUnanswered(question: string, session: ChatSession) {
  const database = await db();
  await database.insert(unansweredQuestions).values({ question: question.slice(0, QUESTION_LOG_MAX), chatSessionId: session.id });
}

type StreamInput = Omit<Parameters<typeof assistantReply>[0], "signal"> & { session: ChatSession | null; signal: AbortSignal };

function replyStream(input: StreamInput): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const abort = new AbortController();
  input.signal.addEventListener("abort", () => abort.abort(), { once: true });
  const answer: ChatMessage = { role: "assistant", content: "", timestamp: now() };
  let lastSave = 0;
  let saving: Promise<void> = Promise.resolve();
  const session = input.session;
  const save = () => {
    lastSave = Date.now();
    if (!session) return saving;
    const snapshot = [...input.history, { ...answer }];
    saving = saving.then(() => saveChatMessages(session.id, snapshot)).catch((error) => console.error("Chat save failed:", error));
    return saving;
  };
  let finished = false;
  const finish = async (tokens: number) => {
    if (finished) return;
    finished = true;
    try {
      if (answer.content) await save();
      await saving;
      await recordTokens(session, tokens);
    } catch (error) {
      console.error("Chat reply could not be stored:", error);
    } finally {
      if (session) releaseConversation(session.sessionId);
    }
  };

  return new ReadableStream<Uint8Array>({
    async start(controller) {
      const send = (line: ChatStreamLine) => controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`));
      try {
        for await (const event of assistantReply({ ...input, signal: abort.signal })) {
          if (event.type === "delta") {
            answer.content += event.text;
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
        // Cut off or failed: what was written is stored all the same.
        await finish(0);
      }
    },
    // The visitor closed the tab or navigated away: stop the model; what was written is kept.
    cancel() {
      abort.abort();
    },
  });
}
