/**
 * GET /admin/analytics/export.csv?table=…&period=…: one table of the analytics screen as CSV. A
 * resource route: only this loader runs, so it checks the matrix itself (the analytics screen's
 * `export` resource in app/lib/permissions.ts).
 */
import { create as contentDisposition } from "content-disposition";

import * as ru from "~/i18n/ru";
import { parseAnalyticsTable, parseAnalyticsView } from "~/schemas/admin/analytics";
import { analyticsCsv } from "~/server/analytics-screen.server";
import { requireScreenResource } from "~/server/permissions.server";

import type { Route } from "./+types/analytics-export";

export async function loader({ request }: Route.LoaderArgs) {
  await requireScreenResource(request, "analytics", "export");
  const params = new URL(request.url).searchParams;
  const table = parseAnalyticsTable(params);
  if (!table) throw new Response(null, { status: 404 });
  const { period } = parseAnalyticsView(params);
  const csv = await analyticsCsv(table, period);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": contentDisposition(`${ru.adminAnalytics.csvFileName}-${table}-${period}.csv`),
      "Cache-Control": "private, no-store",
    },
  });
}
