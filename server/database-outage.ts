/**
 * While the database does not answer (PostgreSQL restarting, a failover), every request that needed
 * it fails; its answer becomes a 503 with a Russian page (or a JSON error for the APIs) and
 * Retry-After, instead of the 500 of a fault in the site (ADR 0071). Load balancers and crawlers
 * take 503 as "come back later"; /readyz says not ready meanwhile, and the database client
 * reconnects by itself once the server is back.
 */
import type { MiddlewareHandler } from "hono";

import * as ru from "~/i18n/ru";
import { databaseReadiness, type DatabaseReadiness } from "~/server/readiness.server";

import { PAGE_POLICY, servicePage } from "./maintenance";

/** Seconds a visitor's browser or a crawler is told to wait: a restart takes seconds, not minutes. */
export const OUTAGE_RETRY_AFTER = 30;
/** Failures in a burst share one readiness probe, so an outage does not add a query per failed request. */
const PROBE_REUSE_MS = 1000;

/**
 * A failure this soon after the database was last found down is taken as part of the outage: a request
 * that waited for a connection while the server came back fails on the way ("the database system is
 * shutting down" or starting up) after the probe already finds it answering.
 */
const OUTAGE_TAIL_MS = 5000;
let lastFoundDownAt = Number.NEGATIVE_INFINITY;

type Probe = { at: number; settled: boolean; unreachable: boolean; readiness: Promise<DatabaseReadiness> };
let probe: Probe | undefined;

/**
 * Whether the database answers now. A probe still running, or one that found it down a moment ago,
 * is shared; a "ready" answer is not reused, since it may predate the outage by a few milliseconds.
 */
function currentReadiness(): Promise<DatabaseReadiness> {
  if (probe && (!probe.settled || (probe.unreachable && Date.now() - probe.at <= PROBE_REUSE_MS))) return probe.readiness;
  const fresh: Probe = { at: Date.now(), settled: false, unreachable: false, readiness: databaseReadiness() };
  fresh.readiness = fresh.readiness.then((readiness) => {
    fresh.settled = true;
    fresh.unreachable = readiness === "unreachable";
    if (fresh.unreachable) lastFoundDownAt = Date.now();
    return readiness;
  });
  probe = fresh;
  return fresh.readiness;
}

export function answerDatabaseOutages(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const status = c.res.status;
    if (status < 500 || status === 503) return;
    const down = (await currentReadiness()) === "unreachable" || Date.now() - lastFoundDownAt <= OUTAGE_TAIL_MS;
    if (!down) return;
    await c.res.body?.cancel().catch(() => {});
    const t = ru.servicePages.unavailable;
    const headers = { "Retry-After": String(OUTAGE_RETRY_AFTER), "Cache-Control": "no-store" };
    const answer = c.req.path.startsWith("/api/")
      ? Response.json({ error: t.apiError }, { status: 503, headers })
      : new Response(String(await servicePage(t)), {
          status: 503,
          headers: { ...headers, "Content-Type": "text/html; charset=UTF-8", "X-Robots-Tag": "noindex", "Content-Security-Policy": PAGE_POLICY },
        });
    // Unset first: Hono would carry the failed answer's headers (its length among them) over.
    c.res = undefined;
    c.res = answer;
  };
}
