import { createServer, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";

import { serve } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type Context } from "hono";
import { compress } from "hono/compress";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";

import { requestInfoContext } from "~/server/request-context.server";
import { getEnv } from "~/server/env.server";
import { answerLeadDialog } from "~/server/lead-dialog-request.server";
import { guardApiRequest } from "~/server/permissions.server";
import { pageCacheEnv } from "~/server/page-cache.server";

import { clientAddress, compileTrust, usePublicOrigin } from "./forwarded";
import { maintenanceMode } from "./maintenance";
import { mountOperations, type Lifecycle } from "./operations";
import { contextPageViewCounter, countPageViews, pageViewCounter } from "./analytics-counting";
import { cachedPageListener, type SocketListener } from "./cached-page-listener";
import { limitRequestBodies, publicWriteGuard, type GuardVariables } from "./public-write-guard";
import { pageCache, publishStaffChanges } from "./page-cache";
import { observeRequests, requestRecorder } from "./request-log";
import { matchRequestRoute, noStoreWhereAsked } from "./route-policy";
import { rejectCrossSiteWrites, securityHeaders } from "./security-headers";

export type AppOptions = {
  build: ServerBuild;
  buildDir: string;
  mode: "production" | "development" | "test";
  /** One log line per request; on in production. */
  logRequests?: boolean;
  /** Set by the server's entry on SIGTERM: /readyz answers 503 from then on (server/main.ts). */
  lifecycle?: Lifecycle;
};

export type SiteApp = Hono<GuardVariables> & {
  /** Node's request listener for a socket: page-cache hits answered at once, the rest handed to `next` (Hono's). */
  cachedPages: (next: SocketListener) => SocketListener;
};

export function createApp(options: AppOptions): SiteApp {
  const app = new Hono<GuardVariables>();
  const env = getEnv();
  const trust = compileTrust(env.TRUST_PROXY);
  const clientIpOf = (c: Context) => clientAddress(c, trust);
  const lifecycle = options.lifecycle ?? { shuttingDown: false };
  const https = env.SITE_URL.startsWith("https://");
  const logRequests = options.logRequests ?? false;
  app.use(observeRequests({ trust, lifecycle, logRequests }));
  app.use(securityHeaders({ https }));
  // Before everything that decides by the visitor or the route: maintenance, limits, counting.
  mountOperations(app, lifecycle);
  app.use(usePublicOrigin({ trust, siteUrl: env.SITE_URL }));
  app.use(rejectCrossSiteWrites({ siteUrl: env.SITE_URL }));
  app.use(compress());
  // Public pages from memory (ADR 0067): on a socket, hits are answered before Hono (`cachedPages`);
  // without one (app.request() in tests) here, before static files and the route match. Both count
  // page views; misses are rendered and stored further down.
  const cacheEnv = pageCacheEnv();
  const countView = pageViewCounter();
  const cache = pageCache({
    maxBytes: cacheEnv.PAGE_CACHE_MAX_BYTES,
    ttlMs: cacheEnv.PAGE_CACHE_TTL_MS,
    https,
    countView: contextPageViewCounter(countView, clientIpOf),
  });
  app.use(cache.serveHits);

  const clientDir = path.join(options.buildDir, "client");
  // Vite fingerprints everything under /assets, so it may be cached for a year. The build wrote
  // each script and stylesheet gzipped too (vite.config.ts): sent as it is, compress() leaves it.
  app.use(
    "/assets/*",
    serveStatic({
      root: clientDir,
      precompressed: true,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=31536000, immutable");
      },
    }),
  );
  app.use(
    "*",
    serveStatic({
      root: clientDir,
      onFound: (_path, c) => {
        c.header("Cache-Control", "public, max-age=3600");
      },
    }),
  );

  // Everything below decides by the route React Router will run (server/route-policy.ts).
  app.use(matchRequestRoute(options.build));
  // Staff changes reach the page cache once the request that made them is done (ADR 0067).
  app.use(publishStaffChanges());
  app.use(maintenanceMode());
  app.use(noStoreWhereAsked());
  app.use(limitRequestBodies());
  app.use(publicWriteGuard({ clientIp: clientIpOf }));
  app.use(countPageViews({ clientIp: clientIpOf }));
  app.use(cache.storePages);

  // The lead dialog, answered here rather than by React Router, whose route matching and request
  // handling cost more than the lead itself (ADR 0072). Every check above has run, and the API
  // guard that React Router's route runs first is asked here too; other spellings of the path
  // reach React Router, whose guard and action answer alike.
  app.post("/api/leads", async (c, next) => {
    const json = c.get("json");
    if (!json) return next();
    try {
      await guardApiRequest(c.req.raw, clientIpOf(c));
    } catch (refusal) {
      if (refusal instanceof Response) return refusal;
      throw refusal;
    }
    return answerLeadDialog(c.req.raw, json.value);
  });

  const handle = createRequestHandler(options.build, options.mode);
  app.all("*", (c) => {
    const context = new RouterContextProvider();
    context.set(requestInfoContext, { clientIp: clientIpOf(c), publicWrite: c.get("publicWrite") ?? null });
    // The guard has read a JSON body: the route reads it again from its text.
    const json = c.get("json");
    return handle(json ? new Request(c.req.raw, { body: json.text }) : c.req.raw, context);
  });
  const record = requestRecorder(logRequests);
  const cachedPages = (next: SocketListener) =>
    cachedPageListener({ lookup: cache.lookup, trust, siteUrl: env.SITE_URL, lifecycle, countView, record, next });
  return Object.assign(app, { cachedPages });
}

/** Serves the app on a socket, page-cache hits first (server/cached-page-listener.ts). */
export function serveApp(app: SiteApp, options: { port: number; hostname: string }, listening?: (info: AddressInfo) => void): Server {
  return serve(
    {
      fetch: app.fetch,
      ...options,
      createServer: ((serverOptions: object, honoListener: RequestListener) => createServer(serverOptions, app.cachedPages(honoListener))) as typeof createServer,
    },
    listening,
  ) as Server;
}
