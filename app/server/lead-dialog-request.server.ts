/**
 * The lead dialog's POST /api/leads, answered from the body the public write guard has already
 * parsed (server/public-write-guard.ts). The server answers it before React Router (server/app.ts,
 * ADR 0072), and the route's action (app/routes/api/leads.ts) answers the spellings of the path that
 * reach React Router: one answer for both.
 */
import { randomUUID } from "node:crypto";

import { firstIssueMessage, leadSchema } from "~/schemas/lead";
import { createDialogLead } from "~/server/leads.server";
import { requestLanguage, requestStrings } from "~/server/request-language.server";

/** Answers in the language of the page the dialog was opened on. */
export async function answerLeadDialog(request: Request, body: unknown): Promise<Response> {
  const t = requestStrings(request).leads;
  const parsed = leadSchema(t).safeParse(body);
  if (!parsed.success) return Response.json({ error: firstIssueMessage(parsed.error) }, { status: 400 });
  // A filled honeypot is a bot: it is told what a person would be told, and nothing is stored.
  if (parsed.data.website) return Response.json({ id: randomUUID() }, { status: 201 });
  try {
    const { id } = await createDialogLead(parsed.data, requestLanguage(request));
    return Response.json({ id }, { status: 201 });
  } catch (error) {
    console.error("Lead could not be stored:", error);
    return Response.json({ error: t.dialog.submitError }, { status: 500 });
  }
}
