import { AttributionField } from "~/schemas/attribution";
import { CHAT_SESSION_ID_PATTERN, chatLeadProblem, chatLeadValues } from "~/schemas/chat";
import { readAssistantSettings } from "~/server/assistant-settings.server";
import { findVisitorChatSession } from "~/server/chat-sessions.server";
import { knownChatVisitor } from "~/server/chat-visitor.server";
import { ChatLeadExistsError, createChatLead } from "~/server/leads.server";
import { readJson } from "~/server/request-body.server";
import { requestLanguage, requestStrings } from "~/server/request-language.server";

import type { Route } from "./+types/chat-lead";

/**
 * POST /api/chat/lead: the contacts a visitor leaves in the chat widget, for a conversation this
 * browser started (its visitor cookie), once per conversation (ADR 0046). Answers in the language
 * of the page the widget is on.
 */
export async function action({ request }: Route.ActionArgs) {
  const strings = requestStrings(request);
  const t = strings.chat;
  const body = await readJson(request);
  const fields = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  const settings = await readAssistantSettings();
  if (!settings?.isActive) return Response.json({ error: t.server.inactive, code: "inactive" }, { status: 403 });
  const values = chatLeadValues(fields);
  const problem = chatLeadProblem(values, {
    name: settings.collectName,
    phone: settings.collectPhone,
    email: settings.collectEmail,
    company: settings.collectCompany,
  }, strings);
  if (problem) return Response.json({ error: problem, code: "invalid" }, { status: 400 });
  const sessionId = typeof fields.sessionId === "string" ? fields.sessionId : "";
  const visitor = knownChatVisitor(request);
  const session = visitor && CHAT_SESSION_ID_PATTERN.test(sessionId) ? await findVisitorChatSession(sessionId, visitor) : null;
  if (!session) return Response.json({ error: t.lead.noSession, code: "no_session" }, { status: 404 });
  if (session.leadCollected) return Response.json({ error: t.lead.alreadySent, code: "lead_exists" }, { status: 409 });
  try {
    const { id } = await createChatLead(values, session, requestLanguage(request), AttributionField.parse(fields.attribution));
    return Response.json({ id }, { status: 201 });
  } catch (error) {
    if (error instanceof ChatLeadExistsError) return Response.json({ error: t.lead.alreadySent, code: "lead_exists" }, { status: 409 });
    console.error("Chat lead could not be stored:", error);
    return Response.json({ error: t.lead.failure, code: "failed" }, { status: 500 });
  }
}
