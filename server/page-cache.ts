/**
 * The page cache in front of React Router (ADR 0067), and the hook that tells it of staff changes.
 *
 * Answered from memory: a GET of a public page (the public layout's routes, and /sitemap.xml),
 * not a `.data` request, from a browser without a session cookie or credentials, whose query holds
 * only parameters the page is keyed by (`category`) or that no page shows (utm_*, click ids). Stored:
 * a 200 HTML (or the sitemap's XML) answer without Set-Cookie and without `Cache-Control` private or
 * no-store (previews, the design preview and pages with a visitor's own data send those). Everything
 * else is rendered as before. A page answered from memory is counted as a page view exactly as a
 * rendered one is (server/analytics-counting.ts, same function, same exclusions).
 */
import type { Context, MiddlewareHandler } from "hono";

import { CAMPAIGN_PARAM } from "~/lib/campaign-params";
import type { HeaderReader } from "~/server/analytics.server";
import { collectContentChanges, publishContentChange } from "~/server/content-changes.server";
import { isMaintenanceMode } from "~/server/maintenance.server";
import { metrics } from "~/server/metrics.server";
import { chooseEncoding, createPageCache, hashScriptsInsteadOfNonce, type Encoding, type PageEntry } from "~/server/page-cache.server";
import { pageTags, SITE_TAG } from "~/server/page-cache-tags.server";

import type { RequestRoute, RouteVariables } from "./route-policy";
import { addSecurityHeaders } from "./security-headers";

const PUBLIC_LAYOUT = "routes/_public/layout";
const SITEMAP = "routes/_seo/sitemap";
const ADMIN_LAYOUT = "routes/admin/layout";

/** Query parameters a page reads: they are part of the key. */
const KEYED_PARAMS = new Set(["category"]);

/** The cache key, or null when the address holds a parameter the cache does not know (a preview's…). */
function cacheKey(url: URL): string | null {
  const keyed: string[] = [];
  for (const [name, value] of url.searchParams) {
    if (KEYED_PARAMS.has(name)) keyed.push(`${encodeURIComponent(name)}=${encodeURIComponent(value)}`);
    else if (!CAMPAIGN_PARAM.test(name)) return null;
  }
  return keyed.length > 0 ? `${url.pathname}?${keyed.sort().join("&")}` : url.pathname;
}

/** A staff browser (the session cookie, however named) or an API client: never served a stored page. */
function hasCredentials(headers: HeaderReader): boolean {
  return /session_token=/.test(headers.get("cookie") ?? "") || headers.get("authorization") !== null;
}

function storable(response: Response): boolean {
  if (response.status !== 200 || !response.body || response.headers.has("set-cookie")) return false;
  if (/no-store|private/i.test(response.headers.get("cache-control") ?? "")) return false;
  const type = response.headers.get("content-type") ?? "";
  return type.startsWith("text/html") || type.startsWith("application/xml");
}

/** Each stored page's answer headers by encoding, made at its first hit: a hit only copies them. */
const headerLists = new WeakMap<PageEntry, Partial<Record<Encoding, readonly string[]>>>();

/** The headers of a stored page's answer in the encoding chosen, as a new flat list of names and values. */
export function answerHeaders(entry: PageEntry, encoding: Encoding): string[] {
  const lists = headerLists.get(entry) ?? {};
  let list = lists[encoding];
  if (!list) {
    const made = entry.headers.flat();
    made.push("Content-Length", String(entry.bodies[encoding].length), "Vary", "Accept-Encoding");
    if (encoding !== "identity") made.push("Content-Encoding", encoding);
    list = lists[encoding] = made;
    headerLists.set(entry, lists);
  }
  return [...list];
}

function answer(entry: PageEntry, acceptEncoding: string | undefined): Response {
  const encoding = chooseEncoding(acceptEncoding);
  const headers = new Headers();
  const list = answerHeaders(entry, encoding);
  for (let i = 0; i < list.length; i += 2) headers.append(list[i] as string, list[i + 1] as string);
  // zlib's and Buffer.from's buffers sit on plain ArrayBuffers, never shared ones.
  return new Response(entry.bodies[encoding] as Buffer<ArrayBuffer>, { status: 200, headers });
}

/**
 * The stored page a GET asks for, or undefined: a request with credentials, an address with a
 * parameter the cache does not key by, a page not stored, or any public page while the site is
 * closed for maintenance (its middleware answers visitors then: server/maintenance.ts).
 */
export type PageLookup = (method: string, url: URL, headers: HeaderReader) => Promise<PageEntry | undefined>;

export type PageCache = {
  /**
   * Hits of a request that reached Hono: in production only those stored while the socket listener
   * (server/cached-page-listener.ts) was looking, and every hit of app.request() in tests.
   */
  serveHits: MiddlewareHandler<RouteVariables>;
  storePages: MiddlewareHandler<RouteVariables>;
  lookup: PageLookup;
};

/**
 * Two middleware and a lookup sharing one cache. `serveHits` goes early, before static files and
 * the route match (a stored key is always a public page's, and a static file's address is never
 * stored, since serveStatic answers it first): a hit costs a lookup, and is counted as a page view
 * with the counting's own function. `storePages` goes where the counting middleware wraps it: it
 * renders misses, stores what may be stored and counts misses and bypasses. A stored page's headers
 * include the security headers every answer carries, so that the socket listener, which answers
 * before any middleware runs, sends them too.
 */
export function pageCache(options: {
  maxBytes: number;
  ttlMs: number;
  https: boolean;
  countView: ((c: Context, url: URL) => void) | null;
}): PageCache {
  if (options.maxBytes === 0) return { serveHits: (_c, next) => next(), storePages: (_c, next) => next(), lookup: async () => undefined };
  const cache = createPageCache(options);
  const counter = metrics().pageCache;
  const storeRendered = (key: string, startedAt: number, url: URL, route: RequestRoute, rendered: Headers, body: Buffer) => {
    const headers = new Headers(rendered);
    addSecurityHeaders(headers, options.https);
    const stored = { tags: pageTags(url.pathname), page: route.routeIds.includes(PUBLIC_LAYOUT), route };
    const policy = headers.get("content-security-policy");
    if (!policy || !headers.get("content-type")?.startsWith("text/html")) return cache.store(key, startedAt, { ...stored, headers: [...headers], body });
    const hashed = hashScriptsInsteadOfNonce(body.toString("utf8"), policy);
    headers.set("Content-Security-Policy", hashed.policy);
    return cache.store(key, startedAt, { ...stored, headers: [...headers], body: Buffer.from(hashed.html, "utf8") });
  };

  const lookup: PageLookup = async (method, url, headers) => {
    if (method !== "GET" || hasCredentials(headers)) return undefined;
    const key = cacheKey(url);
    const found = key === null ? undefined : cache.get(key);
    if (!found || (found.page && (await isMaintenanceMode()))) return undefined;
    counter.inc({ result: "hit" });
    return found;
  };

  const serveHits: MiddlewareHandler<RouteVariables> = async (c, next) => {
    const url = new URL(c.req.url);
    const found = await lookup(c.req.method, url, c.req.raw.headers);
    if (!found) return next();
    c.set("route", found.route);
    const response = answer(found, c.req.header("accept-encoding"));
    if (found.page) options.countView?.(c, url);
    return response;
  };

  const storePages: MiddlewareHandler<RouteVariables> = async (c, next) => {
    const route = c.get("route");
    if ((!route.routeIds.includes(PUBLIC_LAYOUT) && !route.routeIds.includes(SITEMAP)) || route.dataRequest || (c.req.method !== "GET" && c.req.method !== "HEAD")) return next();
    const url = new URL(c.req.url);
    const key = c.req.method === "GET" && !hasCredentials(c.req.raw.headers) ? cacheKey(url) : null;
    if (key === null) {
      counter.inc({ result: "bypass" });
      return next();
    }
    counter.inc({ result: "miss" });
    const startedAt = cache.now();
    await next();
    if (!storable(c.res)) return;
    const rendered = c.res;
    const body = Buffer.from(await rendered.arrayBuffer());
    // This visitor gets the page as rendered, nonce and all, compressed on the fly; the stored copy
    // and its variants are made off the visitor's way.
    c.res = new Response(body, { status: rendered.status, headers: rendered.headers });
    storeRendered(key, startedAt, url, route, rendered.headers, body).catch((error: unknown) => {
      console.error("A page could not be stored in the page cache:", error);
    });
  };
  return { serveHits, storePages, lookup };
}

/**
 * Publishes the content changes a request's handler noted (the audit log notes every staff
 * change) once it has finished, that is after its transaction committed. A staff write that
 * recorded nothing (a screen without an audit entry) drops every page: a wide drop only costs
 * renders, a missed one would show visitors the old page.
 */
export function publishStaffChanges(): MiddlewareHandler<RouteVariables> {
  return async (c, next) => {
    const { noted } = await collectContentChanges(next);
    const write = c.req.method !== "GET" && c.req.method !== "HEAD";
    const staff = c.get("route").routeIds.includes(ADMIN_LAYOUT) || new URL(c.req.url).pathname.startsWith("/api/media");
    if (write && staff && !noted && c.res.status < 400) await publishContentChange([SITE_TAG]);
  };
}
