/**
 * GET /admin/leads/export.csv: the lead list as filtered on the screen (same query string), as a
 * download. A resource route: only this loader runs, so it checks the matrix itself (declared in
 * app/lib/permissions.ts as the leads screen's `export` resource).
 */
import { create as contentDisposition } from "content-disposition";

import * as ru from "~/i18n/ru";
import { parseLeadFilters } from "~/schemas/admin/leads";
import { exportLeads } from "~/server/leads-export.server";
import { requireScreenResource } from "~/server/permissions.server";

import type { Route } from "./+types/leads-export";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireScreenResource(request, "leads", "export");
  const filters = parseLeadFilters(new URL(request.url).searchParams);
  const csv = await exportLeads(filters, user);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": contentDisposition(`${ru.adminLeads.csvFileName}-${day}.csv`),
      "Cache-Control": "private, no-store",
    },
  });
}
