import type { Context, MiddlewareHandler } from "hono";
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";

import * as ru from "~/i18n/ru";
import { getEnv } from "~/server/env.server";

/** Abuse protection for the endpoints anyone may write to: the lead dialog, contact form and newsletter. */

export const PUBLIC_WRITE_MAX_BYTES = 16 * 1024;

const API_PATHS = new Set(["/api/leads", "/api/contact", "/api/newsletter"]);
const JSON_ONLY_PATHS = new Set(["/api/leads", "/api/contact"]);
/**
 * The contact page posts to its own route action: a plain form post without JavaScript, a `.data`
 * request with it. Only the size is checked here; the action applies the rate limit itself, so that
 * a refusal renders as a form error instead of a response React Router cannot decode.
 */
const PAGE_FORM_PATHS = new Set(["/contact", "/contact.data"]);

// The server entry and the route bundle each load this module; one map on globalThis gives them one
// set of counters. Limits are read per call, so tests can change them through the environment.
const LIMITERS = Symbol.for("ai-site.public-write-limiters");
type GlobalWithLimiters = typeof globalThis & { [LIMITERS]?: Map<string, RateLimiterMemory> };

function currentLimiter(): RateLimiterMemory {
  const { RATE_LIMIT_PUBLIC_POINTS: points, RATE_LIMIT_PUBLIC_WINDOW_SECONDS: duration } = getEnv();
  const limiters = ((globalThis as GlobalWithLimiters)[LIMITERS] ??= new Map());
  const key = `${points}/${duration}`;
  let limiter = limiters.get(key);
  if (!limiter) {
    limiter = new RateLimiterMemory({ points, duration, keyPrefix: `public-write-${key}` });
    limiters.set(key, limiter);
  }
  return limiter;
}

export type RateDecision = { ok: true } | { ok: false; retryAfterSeconds: number };

/** Spends one of the client's public writes for the current window. */
export async function consumePublicWrite(clientIp: string): Promise<RateDecision> {
  try {
    await currentLimiter().consume(clientIp);
    return { ok: true };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) {
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
    }
    throw rejection;
  }
}

function isJsonType(contentType: string | undefined): boolean {
  return /^application\/(.+\+)?json\b/i.test(contentType ?? "");
}

/** The body's bytes, or null as soon as they exceed `limit`; Content-Length is not trusted alone. */
async function readBodyWithin(request: Request, limit: number): Promise<Buffer | null> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) return null;
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      void reader.cancel().catch(() => undefined);
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

export function publicWriteGuard(options: { clientIp: (c: Context) => string }): MiddlewareHandler {
  const t = ru.leads.guard;
  return async (c, next) => {
    if (c.req.method !== "POST") return next();
    const path = c.req.path;
    const isApi = API_PATHS.has(path);
    if (!isApi && !PAGE_FORM_PATHS.has(path)) return next();

    if (isApi) {
      const decision = await consumePublicWrite(options.clientIp(c));
      if (!decision.ok) {
        c.header("Retry-After", String(decision.retryAfterSeconds));
        return c.json({ error: t.tooManyRequests(decision.retryAfterSeconds) }, 429);
      }
    }

    const raw = c.req.raw;
    const bytes = await readBodyWithin(raw, PUBLIC_WRITE_MAX_BYTES);
    if (bytes === null) return c.json({ error: t.tooLarge }, 413);
    // The stream is spent; the route reads the same bytes from a fresh request.
    c.req.raw = new Request(raw.url, { method: raw.method, headers: raw.headers, body: new Uint8Array(bytes), signal: raw.signal });
    const body = bytes.toString("utf8");

    const contentType = c.req.header("content-type");
    if (JSON_ONLY_PATHS.has(path) || (isApi && isJsonType(contentType))) {
      if (!isJsonType(contentType)) return c.json({ error: t.badJson }, 400);
      try {
        JSON.parse(body);
      } catch {
        return c.json({ error: t.badJson }, 400);
      }
    }
    return next();
  };
}
