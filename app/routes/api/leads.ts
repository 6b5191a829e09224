import { parseLeadFilters } from "~/schemas/admin/leads";
import { apiActor, apiCallerContext } from "~/server/api-keys.server";
import { answerLeadDialog } from "~/server/lead-dialog-request.server";
import { leadsApiPage } from "~/server/leads-api.server";
import { readJson } from "~/server/request-body.server";

import type { Route } from "./+types/leads";

/** GET /api/leads: the CRM's list, filtered and paged as the leads screen is (the guard let the caller in). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const filters = parseLeadFilters(new URL(request.url).searchParams);
  return Response.json(await leadsApiPage(filters, apiActor(context.get(apiCallerContext))));
}

/**
 * POST /api/leads.data, React Router's own spelling of the route: the server answers /api/leads
 * itself (server/app.ts), with the same code. Size, JSON and rate limits are checked before this
 * runs (server/route-policy.ts).
 */
export async function action({ request }: Route.ActionArgs) {
  return answerLeadDialog(request, await readJson(request));
}
