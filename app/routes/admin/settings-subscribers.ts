/**
 * GET /admin/settings/subscribers.csv: every newsletter subscriber, as the settings' advanced tab
 * offers it (ADR 0055). A resource route: only this loader runs, so it checks the matrix itself
 * (declared in app/lib/permissions.ts as the settings screen's `subscribers` resource).
 */
import { create as contentDisposition } from "content-disposition";

import * as ru from "~/i18n/ru";
import { exportSubscribers } from "~/server/newsletter.server";
import { requireScreenResource } from "~/server/permissions.server";
import { readSiteIdentity } from "~/server/site-identity.server";

import type { Route } from "./+types/settings-subscribers";

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireScreenResource(request, "settings", "subscribers");
  const { siteUrl } = await readSiteIdentity();
  const csv = await exportSubscribers(user, siteUrl);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": contentDisposition(`${ru.adminSettings.subscribersCsv.fileName}-${day}.csv`),
      "Cache-Control": "private, no-store",
    },
  });
}
