/**
 * POST /api/analytics: the beacon of a client-side navigation on the public site (ADR 0058). The
 * first page of a visit is counted by the server as it renders it (server/analytics-counting.ts);
 * the pages after it change without a document request, so the browser reports each one here.
 * Answered 204 whatever happens: a beacon's answer is never read.
 */
import * as ru from "~/i18n/ru";
import { BeaconSchema } from "~/schemas/analytics-beacon";
import { countExclusion, countPageView, exclusionOf } from "~/server/analytics.server";
import { countingOffOnServer } from "~/server/analytics-config.server";
import { isCountingOn } from "~/server/counting-switch.server";
import { getEnv } from "~/server/env.server";
import { requestInfoContext } from "~/server/request-context.server";

import type { Route } from "./+types/analytics";

const noContent = () => new Response(null, { status: 204 });

export async function action({ request, context }: Route.ActionArgs) {
  if (countingOffOnServer() || !isCountingOn()) return noContent();
  let body: unknown;
  try {
    // sendBeacon posts a string as text/plain, which needs no preflight: read it as JSON whatever its type.
    body = JSON.parse(await request.text());
  } catch {
    return Response.json({ error: ru.adminAnalytics.beacon.badRequest }, { status: 400 });
  }
  const parsed = BeaconSchema.safeParse(body);
  if (!parsed.success) return Response.json({ error: ru.adminAnalytics.beacon.badPath }, { status: 400 });

  const excluded = exclusionOf(request.method, request.headers);
  if (excluded) {
    countExclusion(excluded);
    return noContent();
  }
  const url = new URL(parsed.data.path, request.url);
  countPageView({
    url,
    referrer: null,
    siteHosts: () => [new URL(getEnv().SITE_URL).host, url.host],
    clientIp: context.get(requestInfoContext).clientIp,
    userAgent: request.headers.get("user-agent") ?? "",
    navigation: true,
  });
  return noContent();
}
