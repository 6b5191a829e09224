/**
 * Per-route request policy (ADR 0020): body-size limits, the public write guard and
 * `Cache-Control: no-store`, decided by the route React Router will run for the request, never by
 * the spelling of its path. React Router matches paths case-insensitively, after percent-decoding,
 * with or without a trailing slash, and serves every route's data at `<path>.data` too; matching the
 * server build's own route tree with React Router's `matchRoutes` gives the same answer for all of
 * those.
 */
import type { MiddlewareHandler } from "hono";
import { LRUCache } from "lru-cache";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";

import { routeIdWithoutLanguage } from "~/lib/languages";
import { UPLOAD_LIMITS, UPLOAD_MAX_BYTES } from "~/schemas/media";

const KiB = 1024;
const MiB = 1024 * KiB;

export type RoutePolicy = {
  /** The largest request body accepted; a larger one is refused with 413 before it is read. */
  maxBodyBytes: number;
  /**
   * For large limits (uploads): a chunked body is not held in memory before the route runs, which
   * would happen before the route's own guard has checked who is asking, but counted while the
   * route reads it; past the limit the read fails and the answer becomes 413. The route must
   * survive a failed read (readFormData in app/server/request-body.server.ts does).
   */
  countWhileRead?: boolean;
  /**
   * Writes count against the client's public budget (RATE_LIMIT_PUBLIC_*): "api" answers a refusal
   * with 429 itself; "form" hands the decision to the route's action, which shows it as a form error.
   */
  publicWrite?: "api" | "form";
  /** The body must be well-formed JSON. */
  json?: boolean;
  /** Answers carry a staff member's data or session: `Cache-Control: no-store`. */
  noStore?: boolean;
};

/** Any request body, unless the table below says otherwise: generous for admin forms with long texts. */
const DEFAULT_MAX_BODY_BYTES = 1 * MiB;

/**
 * By route id (the file name in app/routes.ts, without extension). A route inherits its parents'
 * entries and may override them. New routes with their own needs (file uploads, say) add a line.
 */
const ROUTE_POLICIES: Record<string, Partial<RoutePolicy>> = {
  // The lead dialog (a name and a phone number); GET is the CRM's leads list, staff data.
  "routes/api/leads": { maxBodyBytes: 16 * KiB, publicWrite: "api", json: true, noStore: true },
  // The CRM's leads API (ADR 0037): a status change.
  "routes/api/lead-item": { maxBodyBytes: 16 * KiB, noStore: true },
  // The contact form: 5,000 characters of message, up to 6 bytes each when escaped or percent-encoded.
  "routes/api/contact": { maxBodyBytes: 64 * KiB, publicWrite: "api", json: true },
  "routes/_public/contact": { maxBodyBytes: 64 * KiB, publicWrite: "form" },
  // The chat widget: one message of at most 1,000 characters (its own limits: chat-limits.server.ts),
  // and the contacts left in it, which count against the public write budget like the lead dialog.
  "routes/api/chat": { maxBodyBytes: 16 * KiB, json: true },
  "routes/api/chat-lead": { maxBodyBytes: 16 * KiB, publicWrite: "api", json: true },
  // The footer form: one address. The route reads JSON and form posts itself.
  "routes/api/newsletter": { maxBodyBytes: 16 * KiB, publicWrite: "api" },
  // The analytics beacon: one page path (app/schemas/analytics-beacon.ts). Not a public write: it
  // stores no visitor's data and must not spend the budget a visitor's lead needs.
  "routes/api/analytics": { maxBodyBytes: 2 * KiB },
  // Sign-in, sign-up and better-auth's endpoints: a few short fields.
  "routes/auth": { maxBodyBytes: 16 * KiB, noStore: true },
  "routes/api/auth": { maxBodyBytes: 16 * KiB, noStore: true },
  "routes/admin/layout": { noStore: true },
  // Uploads: one file of the largest kind (app/schemas/media.ts) and the form around it. Staff data.
  "routes/api/media": { maxBodyBytes: UPLOAD_MAX_BYTES + 64 * KiB, countWhileRead: true, noStore: true },
  "routes/api/media-item": { noStore: true },
  // The logo form posts its file to the screen itself (it works without a script). Twice the limit,
  // so a file a little over it hears the upload's file-size message instead of a bare 413.
  "routes/admin/logo": { maxBodyBytes: 2 * UPLOAD_LIMITS.logo + 64 * KiB, countWhileRead: true },
  // The media library's and the gallery's forms post their files to the screen without a script
  // (with one, each file goes to /api/media). The library takes several files in one post: up to
  // two of the largest kind; more at once needs a script, which sends them one by one.
  "routes/admin/media": { maxBodyBytes: 2 * UPLOAD_MAX_BYTES + 64 * KiB, countWhileRead: true },
  "routes/admin/gallery": { maxBodyBytes: UPLOAD_MAX_BYTES + 64 * KiB, countWhileRead: true },
};

export type RequestRoute = {
  /** Matched route ids, root first. */
  routeIds: string[];
  /** A `.data` request (React Router's single fetch). */
  dataRequest: boolean;
  /**
   * The matched route's path pattern, such as `/cases/:id` or `/kz/blog/:slug`: what metrics label a
   * request by, since raw paths would make a label value per case, article and scanner's guess.
   * Null when no route matches.
   */
  pattern: string | null;
  policy: RoutePolicy;
};

type Manifest = ServerBuild["routes"];

type ManifestRoute = NonNullable<Manifest[string]>;

function routeTree(manifest: Manifest, parentId: string | undefined = undefined): RouteObject[] {
  return Object.values(manifest)
    .filter((route): route is ManifestRoute => route?.parentId === parentId)
    .map(({ id, path, caseSensitive, index }) =>
      index ? { id, path, caseSensitive, index: true } : { id, path, caseSensitive, children: routeTree(manifest, id) },
    );
}

/**
 * The path React Router routes a request by, mirroring its `getNormalizedPath` (react-router 7.18,
 * without the v8_trailingSlashAwareDataRequests flag): `<path>.data` is `<path>`, `/_root.data` is
 * the root. Everything else (case, percent-encoding, trailing slash) is left to `matchRoutes`.
 */
function routedPath(pathname: string, basename: string): { pathname: string; dataRequest: boolean } {
  if (!pathname.endsWith(".data")) return { pathname, dataRequest: false };
  const root = `${basename.replace(/\/$/, "")}/_root.data`;
  return { pathname: pathname === root ? basename : pathname.slice(0, -".data".length), dataRequest: true };
}

function createRouteMatcher(build: ServerBuild) {
  if (build.future.v8_trailingSlashAwareDataRequests) {
    throw new Error("server/route-policy.ts: routedPath() does not know v8_trailingSlashAwareDataRequests yet");
  }
  const unknown = Object.keys(ROUTE_POLICIES).filter((id) => !build.routes[id]);
  if (unknown.length > 0) throw new Error(`server/route-policy.ts names routes that do not exist: ${unknown.join(", ")}`);

  const routes = routeTree(build.routes);
  const basename = build.basename ?? "/";
  // matchRoutes flattens and ranks the whole route tree on every call (an eighth of a lead's
  // server time, ADR 0072); the answer depends on the path alone, so recent paths are remembered.
  const known = new LRUCache<string, RequestRoute>({ max: 1000 });
  return (url: URL): RequestRoute => {
    let route = known.get(url.pathname);
    if (!route) {
      route = matchPath(url.pathname);
      known.set(url.pathname, route);
    }
    return route;
  };

  function matchPath(path: string): RequestRoute {
    const { pathname, dataRequest } = routedPath(path, basename);
    const matches = matchRoutes(routes, pathname, basename) ?? [];
    // Every language's copy of a public route answers to the Russian one's id (app/routes.ts).
    const routeIds = matches.map((match) => routeIdWithoutLanguage(match.route.id ?? ""));
    const policy: RoutePolicy = { maxBodyBytes: DEFAULT_MAX_BODY_BYTES };
    for (const id of routeIds) Object.assign(policy, ROUTE_POLICIES[id]);
    if (dataRequest) policy.noStore = true;
    const pattern = matches.length > 0 ? `/${matches.flatMap((match) => match.route.path || []).join("/")}` : null;
    return { routeIds, dataRequest, policy, pattern };
  }
}

export type RouteVariables = { Variables: { route: RequestRoute } };

/** Looks the route up once per request, for the middleware after it (`c.get("route")`). */
export function matchRequestRoute(build: ServerBuild): MiddlewareHandler<RouteVariables> {
  const match = createRouteMatcher(build);
  return async (c, next) => {
    c.set("route", match(new URL(c.req.url)));
    return next();
  };
}

/** `Cache-Control: no-store` on the answers of routes that ask for it, whatever set it before. */
export function noStoreWhereAsked(): MiddlewareHandler<RouteVariables> {
  return async (c, next) => {
    await next();
    if (c.get("route").policy.noStore) c.res.headers.set("Cache-Control", "no-store");
  };
}
