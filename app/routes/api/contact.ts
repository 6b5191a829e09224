import { randomUUID } from "node:crypto";

import { z } from "zod";

import { contactSchema } from "~/schemas/contact";
import { firstIssueMessage } from "~/schemas/lead";
import { createContactLead } from "~/server/leads.server";
import { readJson } from "~/server/request-body.server";
import { requestLanguage, requestStrings } from "~/server/request-language.server";

import type { Route } from "./+types/contact";

/**
 * POST /api/contact: the contact form for API clients; the page itself posts to its own action.
 * Answers in the language of the referring page, Russian without one.
 */
export async function action({ request }: Route.ActionArgs) {
  const t = requestStrings(request).leads;
  const parsed = contactSchema(t).safeParse(await readJson(request));
  if (!parsed.success) {
    return Response.json(
      { error: firstIssueMessage(parsed.error), fieldErrors: z.flattenError(parsed.error).fieldErrors },
      { status: 400 },
    );
  }
  if (parsed.data.website) return Response.json({ id: randomUUID() }, { status: 201 });
  try {
    const outcome = await createContactLead(parsed.data, requestLanguage(request));
    if (!outcome.ok) {
      const message = t.validation[outcome.problem];
      return Response.json({ error: message, fieldErrors: { [outcome.field]: [message] } }, { status: 400 });
    }
    return Response.json({ id: outcome.id }, { status: 201 });
  } catch (error) {
    console.error("Contact request could not be stored:", error);
    return Response.json({ error: t.contact.submitError }, { status: 500 });
  }
}
