import * as ru from "~/i18n/ru";
import { AttributionField } from "~/schemas/attribution";
import { CHAT_SESSION_ID_PATTERN, chatLeadProblem, chatLeadValues } from "~/schemas/chat";
import { readAssistantSettings } from "~/server/assistant-settings.server";
import { findChatSession } from "~/server/chat-sessions.server";
import { createChatLead } from "~/server/leads.server";
import { readJson } from "~/server/request-body.server";

import type { Route } from "./+types/chat-lead";

const t = ru.chat;

/** POST /api/chat/lead: the contacts a visitor leaves in the chat widget (issue 10 points 6–7). */
export async function action({ request }: Route.ActionArgs) {
  const body = await readJson(request);
  const fields = typeof body === "object" && body !== null ? (body as Record<string, unknown>) : {};
  const settings = await readAssistantSettings();
  if (!settings?.isActive) return Response.json({ error: t.server.inactive }, { status: 403 });
  const values = chatLeadValues(fields);
  const problem = chatLeadProblem(values, {
    name: settings.collectName,
    phone: settings.collectPhone,
    email: settings.collectEmail,
    company: settings.collectCompany,
  });
  if (problem) return Response.json({ error: problem }, { status: 400 });
  const sessionId = typeof fields.sessionId === "string" ? fields.sessionId : "";
  const session = CHAT_SESSION_ID_PATTERN.test(sessionId) ? await findChatSession(sessionId) : null;
  if (!session) return Response.json({ error: t.lead.noSession }, { status: 404 });
  try {
    const { id } = await createChatLead(values, session, AttributionField.parse(fields.attribution));
    return Response.json({ id }, { status: 201 });
  } catch (error) {
    console.error("Chat lead could not be stored:", error);
    return Response.json({ error: t.lead.failure }, { status: 500 });
  }
}
