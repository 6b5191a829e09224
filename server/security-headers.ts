/**
 * Security headers for every response, the HTML documents' Content-Security-Policy (built per
 * request with a nonce by app/entry.server.tsx), and the cross-site write guard
 * (docs/decisions/0011-authentication.md).
 */
import { createHash } from "node:crypto";

import type { MiddlewareHandler } from "hono";

import { SCRIPTS_AFTER_PAINT } from "~/components/scripts-after-paint";
import { thirdPartyAnalyticsScript, thirdPartySources, type ThirdPartyAnalyticsIds } from "~/components/third-party-analytics";
import * as ru from "~/i18n/ru";

const sha256Source = (script: string) => `'sha256-${createHash("sha256").update(script).digest("base64")}'`;

// The one inline script whose text is the same on every page (app/components/scripts-after-paint.tsx).
const SCRIPTS_AFTER_PAINT_HASH = sha256Source(SCRIPTS_AFTER_PAINT);

/**
 * The policy of an HTML page. Scripts: our own files, inline scripts carrying this request's nonce
 * (React Router's hydration data and scroll restoration), and, by its hash, the script that starts
 * the others after the first paint. Styles allow inline: React's style attributes and sonner's
 * injected sheet need it, and styles cannot run code.
 */
export function documentPolicy(options: { nonce: string; https: boolean; development?: boolean; analytics?: ThirdPartyAnalyticsIds | null }): string {
  // Google Analytics and Yandex Metrica, on a public page where they are set: their loader by its
  // hash, their hosts as their documentation lists them (app/components/third-party-analytics.tsx).
  const extra = (sources: string[]) => sources.map((source) => ` ${source}`).join("");
  const third = options.analytics ? thirdPartySources(options.analytics) : { script: [], connect: [], img: [] };
  const loaderHash = options.analytics ? ` ${sha256Source(thirdPartyAnalyticsScript(options.analytics))}` : "";
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'nonce-${options.nonce}' ${SCRIPTS_AFTER_PAINT_HASH}${loaderHash}${extra(third.script)}`,
    "style-src 'self' 'unsafe-inline'",
    // Staff may point hero backgrounds and case images at any HTTPS address.
    `img-src 'self' data: blob: https:${extra(third.img)}`,
    "media-src 'self' blob: https:",
    "font-src 'self' data:",
    `${options.development ? "connect-src 'self' ws: wss:" : "connect-src 'self'"}${extra(third.connect)}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (options.https) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/** The design screen's preview page (ADR 0054): the one document the site's own pages may frame. */
export function framedBySelf(policy: string): string {
  return policy.replace("frame-ancestors 'none'", "frame-ancestors 'self'");
}

/** Anything that is not a page (JSON, files, uploads): nothing may run or embed it. */
const RESOURCE_POLICY = "default-src 'none'; frame-ancestors 'none'; sandbox";

/** Sets the headers every answer carries; an answer's own frame and content policies are kept. */
export function addSecurityHeaders(headers: Headers, https: boolean) {
  headers.set("X-Content-Type-Options", "nosniff");
  headers.set("Referrer-Policy", "strict-origin-when-cross-origin");
  // Only the design preview's page sets its own (SAMEORIGIN, app/entry.server.tsx).
  if (!headers.has("X-Frame-Options")) headers.set("X-Frame-Options", "DENY");
  headers.set("Cross-Origin-Opener-Policy", "same-origin");
  headers.set("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
  if (https) headers.set("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
  if (!headers.has("Content-Security-Policy")) headers.set("Content-Security-Policy", RESOURCE_POLICY);
}

export function securityHeaders(options: { https: boolean }): MiddlewareHandler {
  return async (c, next) => {
    await next();
    addSecurityHeaders(c.res.headers, options.https);
  };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Refuses state-changing requests that a browser sent from another site, so no page elsewhere can
 * use a signed-in staff member's cookies (or sign a visitor in to an account of its choosing).
 * Same site means the Origin is the origin this request was made to (as the visitor's browser saw
 * it: server/forwarded.ts rewrites the URL behind trusted proxies), or the configured public
 * address. Clients that send no Origin (curl, server-to-server) carry no browser cookies by accident
 * and pass.
 */
export function rejectCrossSiteWrites(options: { siteUrl: string }): MiddlewareHandler {
  const siteOrigin = new URL(options.siteUrl).origin;
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    const origin = c.req.header("origin");
    const sameSite = origin
      ? origin === siteOrigin || origin === new URL(c.req.url).origin
      : c.req.header("sec-fetch-site") !== "cross-site";
    if (sameSite) return next();
    return c.json({ error: ru.auth.errors.crossSite }, 403);
  };
}
