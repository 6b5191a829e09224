/**
 * The endpoints of the people and machines that run the site (ADR 0061, docs/deployment.md):
 * /healthz (the process answers), /readyz (it should be sent visitors) and /metrics (Prometheus).
 * They are mounted before static files and the route policy, so maintenance mode, rate limits,
 * analytics counting and the request metrics never see them.
 */
import { createHash, timingSafeEqual } from "node:crypto";

import type { Env, Hono } from "hono";

import { getEnv } from "~/server/env.server";
import { log } from "~/server/log.server";
import { metrics } from "~/server/metrics.server";
import { databaseReadiness, type DatabaseReadiness } from "~/server/readiness.server";

import { answerDatabaseOutages } from "./database-outage";

/** What the server's entry tells the app about its own state. */
export type Lifecycle = { shuttingDown: boolean };

/** Paths answered here; the request log writes them at debug level, and the request metrics skip them. */
export const OPERATIONS_PATHS = new Set(["/healthz", "/readyz", "/metrics"]);

const NO_STORE = { "Cache-Control": "no-store" };

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Compares in constant time: both sides are hashed first, so even the length is not leaked. */
function isMetricsToken(header: string | undefined, token: string): boolean {
  const given = /^Bearer\s+(.+)$/i.exec(header ?? "")?.[1]?.trim() ?? "";
  return timingSafeEqual(digest(given), digest(token));
}

export function mountOperations<E extends Env>(app: Hono<E>, lifecycle: Lifecycle) {
  // Alive: the event loop turns and answers. Nothing else is asked, so a database outage does not
  // make a supervisor restart a process that would recover by itself.
  app.get("/healthz", (c) => c.json({ status: "ok" }, 200, NO_STORE));

  let lastReadiness: DatabaseReadiness | "shutting-down" = "ready";
  app.get("/readyz", async (c) => {
    const readiness = lifecycle.shuttingDown ? "shutting-down" : await databaseReadiness();
    if (readiness !== lastReadiness) {
      // Once per change, not once per probe every few seconds.
      if (readiness === "ready") log().info("Ready again");
      else log().warn({ readiness }, `Not ready: ${readiness}`);
      lastReadiness = readiness;
    }
    return readiness === "ready"
      ? c.json({ status: "ready" }, 200, NO_STORE)
      : c.json({ status: "not-ready", reason: readiness }, 503, NO_STORE);
  });

  app.get("/metrics", async (c, next) => {
    const token = getEnv().METRICS_TOKEN;
    // Unconfigured or unauthorised: the site's own 404, as for any unknown address, so a scan learns
    // nothing, not even that metrics exist.
    if (!token || !isMetricsToken(c.req.header("authorization"), token)) return next();
    const { registry } = metrics();
    return c.body(await registry.metrics(), 200, { "Content-Type": registry.contentType, ...NO_STORE });
  });

  // Around everything after it (not the endpoints above): a failure while the database is down is a 503.
  app.use(answerDatabaseOutages());
}
