import { stringsIn } from "~/i18n/all-strings.server";
import { CHAT_SESSION_HEADER } from "~/schemas/chat";
import { handleChatMessage, handlePreviewMessage, type ChatOutcome } from "~/server/chat.server";
import { chatVisitor } from "~/server/chat-visitor.server";
import { requirePermission } from "~/server/permissions.server";
import { readJson } from "~/server/request-body.server";
import { requestLanguage } from "~/server/request-language.server";
import { requestInfoContext } from "~/server/request-context.server";

import type { Route } from "./+types/chat";

/**
 * POST /api/chat: one visitor message to the assistant. The answer streams as NDJSON lines
 * (app/server/chat.server.ts); refusals are JSON: `{ error, code }`, or the reply shape
 * `{ message, shouldCollectLead, code }` when the visitor should read an answer and may leave
 * contacts. The conversation's id comes back in X-Chat-Session, and a browser without one gets
 * its visitor cookie (ADR 0046). A visitor reads the answers in the language of the page the widget
 * is on.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const body = await readJson(request);
  const fields = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  // Staff trying the assistant from its admin screen, before switching it on.
  if (fields.preview === true) {
    const staff = await requirePermission(request, "ai.manage");
    return respond(
      await handlePreviewMessage({ message: fields.message, history: fields.history, staffId: staff.id, signal: request.signal }),
      new Headers(),
    );
  }
  const visitor = chatVisitor(request);
  const language = requestLanguage(request);
  const headers = new Headers();
  if (visitor.setCookie) headers.append("Set-Cookie", visitor.setCookie);
  const outcome = await handleChatMessage({
    sessionId: fields.sessionId,
    message: fields.message,
    clientIp: context.get(requestInfoContext).clientIp,
    visitorHash: visitor.hash,
    signal: request.signal,
    language,
    texts: stringsIn(language),
  });
  return respond(outcome, headers);
}

function respond(outcome: ChatOutcome, headers: Headers): Response {
  if (outcome.kind !== "error" && outcome.sessionId) headers.set(CHAT_SESSION_HEADER, outcome.sessionId);
  if (outcome.kind === "error") return Response.json({ error: outcome.error, code: outcome.code }, { status: outcome.status, headers });
  if (outcome.kind === "reply") return Response.json(outcome.body, { status: outcome.status, headers });
  headers.set("Content-Type", "application/x-ndjson; charset=utf-8");
  headers.set("Cache-Control", "no-store");
  // Proxies (nginx) must pass each line on as it is written.
  headers.set("X-Accel-Buffering", "no");
  return new Response(outcome.stream, { headers });
}
