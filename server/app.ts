import path from "node:path";

import { serveStatic } from "@hono/node-server/serve-static";
import { getConnInfo } from "@hono/node-server/conninfo";
import { Hono } from "hono";
import { compress } from "hono/compress";
import { createRequestHandler, RouterContextProvider, type ServerBuild } from "react-router";

import { requestInfoContext } from "~/server/request-context.server";
import { getEnv } from "~/server/env.server";

import { publicWriteGuard } from "./public-write-guard";
import { rejectCrossSiteWrites, securityHeaders } from "./security-headers";

export type AppOptions = {
  build: ServerBuild;
  buildDir: string;
  mode: "production" | "development" | "test";
  /** One line per request; on in production. */
  logRequests?: boolean;
};

export function clientIpOf(c: Parameters<typeof getConnInfo>[0]): string {
  if (getEnv().TRUST_PROXY) {
    const forwarded = c.req.header("x-forwarded-for")?.split(",")[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? "unknown";
  } catch {
    // app.request() in tests has no socket.
    return "unknown";
  }
}

export function createApp(options: AppOptions) {
  const app = new Hono();
  if (options.logRequests) {
    app.use(async (c, next) => {
      const started = performance.now();
      await next();
      const ms = Math.round(performance.now() - started);
      console.log(`${c.req.method} ${c.req.path} ${c.res.status} ${ms}ms`);
    });
  }
  const env = getEnv();
  app.use(securityHeaders({ https: env.SITE_URL.startsWith("https://") }));
  app.use(rejectCrossSiteWrites({ siteUrl: env.SITE_URL, trustProxy: env.TRUST_PROXY }));
  app.use(compress());

  const clientDir = path.join(options.buildDir, "client");
  // Vite fingerprints everything under /assets, so it may be cached for a year.
  app.use(
    "/assets/*",
    serveStatic({
      root: clientDir,
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

  app.use(publicWriteGuard({ clientIp: clientIpOf }));

  const handle = createRequestHandler(options.build, options.mode);
  app.all("*", (c) => {
    const context = new RouterContextProvider();
    context.set(requestInfoContext, { clientIp: clientIpOf(c) });
    return handle(c.req.raw, context);
  });
  return app;
}
