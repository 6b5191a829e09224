import path from "node:path";

import { serveStatic } from "@hono/node-server/serve-static";
import { Hono, type Context } from "hono";
import { compress } from "hono/compress";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";

import { requestInfoContext } from "~/server/request-context.server";
import { getEnv } from "~/server/env.server";

import { clientAddress, compileTrust, usePublicOrigin } from "./forwarded";
import { maintenanceMode } from "./maintenance";
import { countPageViews } from "./analytics-counting";
import { limitRequestBodies, publicWriteGuard, type GuardVariables } from "./public-write-guard";
import { matchRequestRoute, noStoreWhereAsked } from "./route-policy";
import { rejectCrossSiteWrites, securityHeaders } from "./security-headers";

export type AppOptions = {
  build: ServerBuild;
  buildDir: string;
  mode: "production" | "development" | "test";
  /** One line per request; on in production. */
  logRequests?: boolean;
};

export function createApp(options: AppOptions) {
  const app = new Hono<GuardVariables>();
  if (options.logRequests) {
    app.use(async (c, next) => {
      const started = performance.now();
      await next();
      const ms = Math.round(performance.now() - started);
      console.log(`${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms`);
    });
  }
  const env = getEnv();
  const trust = compileTrust(env.TRUST_PROXY);
  const clientIpOf = (c: Context) => clientAddress(c, trust);
  app.use(securityHeaders({ https: env.SITE_URL.startsWith("https://") }));
  app.use(usePublicOrigin({ trust, siteUrl: env.SITE_URL }));
  app.use(rejectCrossSiteWrites({ siteUrl: env.SITE_URL }));
  app.use(compress());

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
  app.use(maintenanceMode());
  app.use(noStoreWhereAsked());
  app.use(limitRequestBodies());
  app.use(publicWriteGuard({ clientIp: clientIpOf }));
  app.use(countPageViews({ clientIp: clientIpOf }));

  const handle = createRequestHandler(options.build, options.mode);
  app.all("*", (c) => {
    const context = new RouterContextProvider();
    context.set(requestInfoContext, { clientIp: clientIpOf(c), publicWrite: c.get("publicWrite") ?? null });
    return handle(c.req.raw, context);
  });
  return app;
}
