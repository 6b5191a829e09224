import { randomUUID } from "node:crypto";

import { z } from "zod";

import * as ru from "~/i18n/ru";
import { ContactSchema } from "~/schemas/contact";
import { firstIssueMessage } from "~/schemas/lead";
import { createContactLead } from "~/server/leads.server";
import { readJson } from "~/server/request-body.server";

import type { Route } from "./+types/contact";

/** POST /api/contact: the contact form for API clients; the page itself posts to its own action. */
export async function action({ request }: Route.ActionArgs) {
  const parsed = ContactSchema.safeParse(await readJson(request));
  if (!parsed.success) {
    return Response.json(
      { error: firstIssueMessage(parsed.error), fieldErrors: z.flattenError(parsed.error).fieldErrors },
      { status: 400 },
    );
  }
  if (parsed.data.website) return Response.json({ id: randomUUID() }, { status: 201 });
  try {
    const outcome = await createContactLead(parsed.data);
    if (!outcome.ok) {
      const first = Object.values(outcome.fieldErrors)[0]?.[0] ?? ru.leads.contact.formErrorSummary;
      return Response.json({ error: first, fieldErrors: outcome.fieldErrors }, { status: 400 });
    }
    return Response.json({ id: outcome.id }, { status: 201 });
  } catch (error) {
    console.error("Contact request could not be stored:", error);
    return Response.json({ error: ru.leads.contact.submitError }, { status: 500 });
  }
}
