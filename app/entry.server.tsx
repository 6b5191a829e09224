import { randomBytes } from "node:crypto";
import { PassThrough } from "node:stream";

import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import type { RenderToPipeableStreamOptions } from "react-dom/server";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";

import { analyticsForPage, type ThirdPartyAnalyticsIds } from "~/components/third-party-analytics";
import { registerAllStrings } from "~/i18n/all-strings.server";
import { getEnv } from "~/server/env.server";

import { isDesignPreviewPage } from "~/server/design.server";

import { documentPolicy, framedBySelf } from "../server/security-headers";
import { deferPageScripts } from "../server/defer-page-scripts";

export const streamTimeout = 5_000;

// Every page renders on the server in its own language, from the start (app/i18n/strings.ts).
registerAllStrings();

/** The root loader's analytics identifiers (app/root.tsx), absent when it failed. */
function rootAnalytics(context: EntryContext): ThirdPartyAnalyticsIds | undefined {
  const root: unknown = context.staticHandlerContext.loaderData.root;
  if (typeof root !== "object" || root === null || !("thirdPartyAnalytics" in root)) return undefined;
  return root.thirdPartyAnalytics as ThirdPartyAnalyticsIds;
}

/**
 * React Router's default Node entry, plus a Content-Security-Policy with a fresh nonce per page:
 * <ServerRouter nonce> hands it to <Scripts>, <ScrollRestoration> and the streamed hydration
 * scripts, and React puts it on its own inline scripts.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  _loadContext: RouterContextProvider,
) {
  const env = getEnv();
  const nonce = randomBytes(16).toString("base64");
  responseHeaders.set(
    "Content-Security-Policy",
    documentPolicy({
      nonce,
      https: env.SITE_URL.startsWith("https://"),
      // Vite's dev server talks to the page over a WebSocket.
      development: import.meta.env.DEV,
      analytics: analyticsForPage(new URL(request.url).pathname, rootAnalytics(routerContext)),
    }),
  );

  // The design screen's preview of unsaved values (ADR 0054): only the site's own pages may frame
  // it, and it is never cached or indexed.
  if (isDesignPreviewPage(routerContext.staticHandlerContext.loaderData.root)) {
    responseHeaders.set("Content-Security-Policy", framedBySelf(responseHeaders.get("Content-Security-Policy") ?? ""));
    responseHeaders.set("X-Frame-Options", "SAMEORIGIN");
    responseHeaders.set("Cache-Control", "no-store");
    responseHeaders.set("X-Robots-Tag", "noindex");
  }

  // https://httpwg.org/specs/rfc9110.html#HEAD: the same headers as GET, no body.
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get("user-agent");
    // Crawlers and SPA mode wait for all content, so they get complete HTML.
    const readyOption: keyof RenderToPipeableStreamOptions =
      (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

    // Abort after streamTimeout, leaving time to flush the rejected boundaries.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          const stream = createReadableStreamFromReadable(body.pipe(deferPageScripts()));
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors inside the shell are logged by React Router's document handler.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
