/**
 * Counts each public page a visitor is served, on the server as it is answered (ADR 0058): a
 * blocker cannot hide it, and the visitor runs no script for it. Only GET (and HEAD, counted as a
 * health check) requests for a page of the public site's layout, answered 200 with HTML: not the
 * admin, sign-in, the API, media, assets, React Router's `.data` requests or a 404. Client-side
 * navigations never reach here as documents; the beacon (app/routes/api/analytics.ts) counts them.
 *
 * The page cache (server/page-cache.ts, ADR 0067) answers its hits before the route is matched, and
 * counts them with `pageViewCounter` as this middleware counts a rendered page.
 */
import type { IncomingHttpHeaders, IncomingMessage } from "node:http";

import type { Context, MiddlewareHandler } from "hono";

import { countingOffOnServer } from "~/server/analytics-config.server";
import { countExclusion, countPageView, exclusionOf, type HeaderReader } from "~/server/analytics.server";
import { isCountingOn } from "~/server/counting-switch.server";
import { getEnv } from "~/server/env.server";

import type { RouteVariables } from "./route-policy";

const PUBLIC_LAYOUT = "routes/_public/layout";

/**
 * The request's headers as Node parsed them, when a socket brought it: a view of a cached page reads
 * about ten, and each read through the Web Headers object validates and normalises its name, which
 * was a quarter of what counting a cached page cost. app.request() in tests has no socket.
 */
function headerReader(c: Context): HeaderReader {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.headers;
  return incoming ? new NodeHeaders(incoming) : c.req.raw.headers;
}

/** Node's parsed headers read as a Web Headers object would be (names in lower case). */
export class NodeHeaders implements HeaderReader {
  constructor(private readonly headers: IncomingHttpHeaders) {}

  get(name: string): string | null {
    const value = this.headers[name];
    if (value === undefined) return null;
    return Array.isArray(value) ? value.join(", ") : value;
  }
}

/** One request answered 200 with a public page's HTML, as the counting reads it. */
export type ServedPage = { method: string; headers: HeaderReader; clientIp: () => string; url: URL };

/**
 * Counts one public page answered 200 with HTML to this request (a page view or an exclusion), given
 * its address as the caller parsed it, while staff have not paused counting; null while the
 * environment turns it off.
 */
export function pageViewCounter(): ((page: ServedPage) => void) | null {
  if (countingOffOnServer()) return null;
  const siteHost = new URL(getEnv().SITE_URL).host.toLowerCase();
  return ({ method, headers, clientIp, url }) => {
    if (!isCountingOn()) return;
    const excluded = exclusionOf(method, headers);
    if (excluded) {
      countExclusion(excluded);
      return;
    }
    countPageView({
      url,
      referrer: headers.get("referer"),
      siteHosts: () => [siteHost, url.host.toLowerCase()],
      clientIp: clientIp(),
      userAgent: headers.get("user-agent") ?? "",
    });
  };
}

/** `count` for a request Hono holds (a rendered page, or one from memory without a socket). */
export function contextPageViewCounter(
  count: ((page: ServedPage) => void) | null,
  clientIp: (c: Context) => string,
): ((c: Context, url: URL) => void) | null {
  if (!count) return null;
  return (c, url) => count({ method: c.req.method, headers: headerReader(c), clientIp: () => clientIp(c), url });
}

export function countPageViews(options: { clientIp: (c: Context) => string }): MiddlewareHandler<RouteVariables> {
  const count = contextPageViewCounter(pageViewCounter(), options.clientIp);
  if (!count) return (_c, next) => next();
  return async (c, next) => {
    await next();
    const method = c.req.method;
    if (method !== "GET" && method !== "HEAD") return;
    const route = c.get("route");
    if (route.dataRequest || !route.routeIds.includes(PUBLIC_LAYOUT)) return;
    // A HEAD of a page is a check that the site answers, whatever the answer carries.
    if (method === "HEAD") {
      if (c.res.status < 400 && isCountingOn()) countExclusion("health");
      return;
    }
    if (c.res.status !== 200 || !c.res.headers.get("content-type")?.startsWith("text/html")) return;
    count(c, new URL(c.req.url));
  };
}
