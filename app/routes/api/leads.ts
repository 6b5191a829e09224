import { randomUUID } from "node:crypto";

import { parseLeadFilters } from "~/schemas/admin/leads";
import { firstIssueMessage, leadSchema } from "~/schemas/lead";
import { apiActor, apiCallerContext } from "~/server/api-keys.server";
import { leadsApiPage } from "~/server/leads-api.server";
import { createDialogLead } from "~/server/leads.server";
import { readJson } from "~/server/request-body.server";
import { requestLanguage, requestStrings } from "~/server/request-language.server";

import type { Route } from "./+types/leads";

/** GET /api/leads: the CRM's list, filtered and paged as the leads screen is (the guard let the caller in). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = parseLeadFilters(new URL(request.url).searchParams);
  return Response.json(await leadsApiPage(filters, apiActor(context.get(apiCallerContext))));
}

/**
 * POST /api/leads: the lead dialog. Size, JSON and rate limits are checked before this runs
 * (server/route-policy.ts). Answers in the language of the page the dialog was opened on.
 */
export async function action({ request }: Route.ActionArgs) {
  const t = requestStrings(request).leads;
  const parsed = leadSchema(t).safeParse(await readJson(request));
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
