import { z } from "zod";

import * as ru from "~/i18n/ru";
import { LeadStatusChangeSchema } from "~/schemas/leads-api";
import { apiActor, apiCallerContext } from "~/server/api-keys.server";
import { leadApiDetail, readLeadApiDetail } from "~/server/leads-api.server";
import { setLeadStatus } from "~/server/leads-admin.server";
import { readJson } from "~/server/request-body.server";

import type { Route } from "./+types/lead-item";

const t = ru.adminIntegrations.api;

const notFound = () => Response.json({ error: t.notFound }, { status: 404 });

/** GET /api/leads/{id}: one lead and its chat transcript, the read in the audit log. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const reader = apiActor(context.get(apiCallerContext));
  const detail = z.uuid().safeParse(params.id).success ? await readLeadApiDetail(params.id, reader) : null;
  return detail ? Response.json(detail) : notFound();
}

/** PATCH /api/leads/{id}: the status change of the leads screen, with its audit entry. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = apiActor(context.get(apiCallerContext));
  const parsed = LeadStatusChangeSchema.safeParse(await readJson(request));
  if (!parsed.success) return Response.json({ error: t.badStatus }, { status: 400 });
  if (!z.uuid().safeParse(params.id).success) return notFound();
  if (!(await setLeadStatus(params.id, parsed.data.status, actor))) return notFound();
  const detail = await leadApiDetail(params.id);
  return detail ? Response.json(detail.lead) : notFound();
}
