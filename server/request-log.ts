/**
 * Every request's id, its log line and its metrics (ADR 0061). The id is the trusted proxy's
 * X-Request-Id when one came through a proxy TRUST_PROXY trusts (so nginx's log and ours name the
 * same request), else a new one; it is sent back in X-Request-Id and carried by every line logged
 * while the request is served.
 */
import { randomUUID } from "node:crypto";

import type { MiddlewareHandler } from "hono";

import { inLogScope, requestLog } from "~/server/log.server";
import { metrics } from "~/server/metrics.server";

import { fromTrustedProxy, type Trust } from "./forwarded";
import { OPERATIONS_PATHS, type Lifecycle } from "./operations";
import type { RequestRoute } from "./route-policy";

/** What an id from a proxy may look like: nginx's $request_id, a UUID, a trace id. Nothing that could forge a log field. */
const PROXY_ID = /^[\w.:-]{1,128}$/;

/** The id a request is known by: its trusted proxy's, else a new one. */
export function requestId(fromTrustedProxy: boolean, proxyId: string | undefined): string {
  const incoming = fromTrustedProxy ? proxyId : undefined;
  return incoming && PROXY_ID.test(incoming) ? incoming : randomUUID();
}

/** What was answered, for the request metrics and the request's log line. */
export type AnsweredRequest = { method: string; path: string; status: number; route: RequestRoute | undefined; seconds: number };

/**
 * Counts and times an answered request, and logs its line (when `logRequests`); called inside the
 * request's log scope. Shared by the middleware below and the page cache's socket listener
 * (server/cached-page-listener.ts).
 */
export function requestRecorder(logRequests: boolean): (answered: AnsweredRequest) => void {
  const { httpRequests, httpDuration } = metrics();
  return ({ method, path, status, route, seconds }) => {
    const operations = OPERATIONS_PATHS.has(path);
    // Files are served before routes are matched; a path no route knows has no pattern.
    const pattern = route ? (route.pattern ?? "unmatched") : "static";
    if (!operations) {
      httpRequests.inc({ method, route: pattern, status: String(status) });
      httpDuration.observe({ method, route: pattern }, seconds);
    }
    if (!logRequests) return;
    // The path without its query, which may carry an unsubscribe or invitation token.
    const line = { method, path, route: pattern, status, ms: Math.round(seconds * 1000) };
    const message = `${method} ${path} ${status}`;
    if (operations) requestLog().debug(line, message);
    else if (status >= 500) requestLog().warn(line, message);
    else requestLog().info(line, message);
  };
}

export function observeRequests(options: {
  trust: Trust;
  lifecycle: Lifecycle;
  /** One line per request; on in production. */
  logRequests: boolean;
}): MiddlewareHandler<{ Variables: { route?: RequestRoute } }> {
  const record = requestRecorder(options.logRequests);
  return async (c, next) => {
    const id = requestId(fromTrustedProxy(c, options.trust), c.req.header("x-request-id"));
    return inLogScope(id, async () => {
      const started = performance.now();
      await next();
      const seconds = (performance.now() - started) / 1000;
      c.res.headers.set("X-Request-Id", id);
      // A keep-alive client learns to open its next connection elsewhere while this copy drains.
      if (options.lifecycle.shuttingDown) c.res.headers.set("Connection", "close");
      record({ method: c.req.method, path: c.req.path, status: c.res.status, route: c.get("route"), seconds });
    });
  };
}
