import { z } from "zod";

import * as ru from "~/i18n/ru";
import { LeadStatusChangeSchema } from "~/schemas/leads-api";
import { apiCallerContext } from "~/server/api-keys.server";
import { leadApiDetail } from "~/server/leads-api.server";
import { setLeadStatus } from "~/server/leads-admin.server";
import { readJson } from "~/server/request-body.server";

import type { Route } from "./+types/lead-item";

const t = ru.adminIntegrations.api;

const notFound = () => Response.json({ error: t.notFound }, { status: 404 });

/** GET /api/leads/{id}: one lead and its chat transcript. */
export async function loader({ params }: Route.LoaderArgs) {
  const detail = z.uuid().safeParse(params.id).success ? await leadApiDetail(params.id) : null;
  return detail ? Response.json(detail) : notFound();
}

/** PATCH /api/leads/{id}: the status change of the leads screen, with its audit entry. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const caller = context.get(apiCallerContext);
  // The guard admits only PATCH here, always with a caller; should that change, nothing is written.
  if (!caller) throw new Error("Lead status change without a caller");
  const parsed = LeadStatusChangeSchema.safeParse(await readJson(request));
  if (!parsed.success) return Response.json({ error: t.badStatus }, { status: 400 });
  if (!z.uuid().safeParse(params.id).success) return notFound();
  const actor = caller.kind === "staff" ? caller.user : caller.actor;
  if (!(await setLeadStatus(params.id, parsed.data.status, actor))) return notFound();
  const detail = await leadApiDetail(params.id);
  return detail ? Response.json(detail.lead) : notFound();
}
