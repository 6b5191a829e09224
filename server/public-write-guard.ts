import type { Context, MiddlewareHandler, Next } from "hono";
import { bodyLimit } from "hono/body-limit";
import { type RateLimiterAbstract, RateLimiterRes } from "rate-limiter-flexible";

import { addressKey } from "~/server/address-key.server";
import { limiterFor } from "~/server/rate-limiter.server";
import { getEnv } from "~/server/env.server";
import { requestStrings } from "~/server/request-language.server";
import type { RateDecision } from "~/server/request-context.server";

import type { RequestRoute } from "./route-policy";

/**
 * Request bodies and the endpoints anyone may write to (the lead dialog, contact form and
 * newsletter), by the route policy of server/route-policy.ts (ADRs 0009 and 0020). Refusals are
 * said in the language of the page the request came from (ADR 0060).
 */

export type { RateDecision };

/** A JSON body the guard has read: its value for the server's own routes, its text for React Router's. */
type ReadJson = { text: string; value: unknown };

export type GuardVariables = { Variables: { route: RequestRoute; publicWrite?: RateDecision; json?: ReadJson } };

// Limits are read per call, so tests can change them through the environment.
function currentLimiter(): Promise<RateLimiterAbstract> {
  const { RATE_LIMIT_PUBLIC_POINTS: points, RATE_LIMIT_PUBLIC_WINDOW_SECONDS: duration } = getEnv();
  return limiterFor("public-write", points, duration);
}

/** Spends one of the client's public writes for the current window. */
async function consumePublicWrite(clientIp: string): Promise<RateDecision> {
  try {
    await (await currentLimiter()).consume(addressKey(clientIp));
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

/**
 * 413. The rest of the body is never read. Past a small limit little of it is still in flight, so
 * Connection: close, and a keep-alive client does not send its next request on a socket the server
 * is about to drop. Past a large one (uploads) the client may be many megabytes into the body and
 * Node's immediate close would reset the connection under the answer; without the header
 * @hono/node-server reads and drops what follows for a moment (its lingering drain) first.
 */
const tooLarge = (c: Context, options: { close: boolean }) =>
  c.json({ error: requestStrings(c.req.raw).leads.guard.tooLarge }, 413, options.close ? { Connection: "close" } : {});

/**
 * Refuses a body over the route's limit with 413: at once when Content-Length says so (Node holds
 * the client to it), otherwise (chunked) as soon as the bytes read pass it. Nothing more than the
 * limit is held in memory; with `countWhileRead` nothing is held before the route runs.
 */
export function limitRequestBodies(): MiddlewareHandler<GuardVariables> {
  const buffering = new Map<number, MiddlewareHandler>();
  return async (c, next) => {
    // No route decodes a compressed request body: one sent as gzip would be read as if it were
    // plain text, so it is refused before anything reads it.
    const encoding = c.req.header("content-encoding");
    if (encoding && !/^\s*identity\s*$/i.test(encoding)) {
      // The connection stays open: Node reads and drops the rest of the body (at most the limit).
      return c.json({ error: requestStrings(c.req.raw).leads.guard.encodedBody }, 415);
    }
    const { maxBodyBytes, countWhileRead } = c.get("route").policy;
    if (countWhileRead) return countBodyWhileRead(c, next, maxBodyBytes);
    let limit = buffering.get(maxBodyBytes);
    if (!limit) {
      limit = bodyLimit({ maxSize: maxBodyBytes, onError: (c) => tooLarge(c, { close: true }) });
      buffering.set(maxBodyBytes, limit);
    }
    return limit(c, next);
  };
}

async function countBodyWhileRead(c: Context, next: Next, limit: number): Promise<Response | void> {
  const raw = c.req.raw;
  if (!raw.body) return next();
  const declared = c.req.header("content-length");
  if (declared !== undefined) return Number(declared) > limit ? tooLarge(c, { close: false }) : next();
  let size = 0;
  let overflowed = false;
  const source = raw.body.getReader();
  const counted = new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await source.read();
      if (done) return controller.close();
      size += value.byteLength;
      if (size <= limit) return controller.enqueue(value);
      overflowed = true;
      // Only the route's read fails. Cancelling the source would reset the connection, and the
      // client would never see the 413.
      source.releaseLock();
      controller.error(new RangeError("The request body is over its limit"));
    },
    cancel: (reason) => source.cancel(reason),
  });
  c.req.raw = new Request(raw, { body: counted, duplex: "half" } as RequestInit);
  await next();
  if (overflowed) c.res = tooLarge(c, { close: false });
}

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * The public write budget per client and the JSON check. A refusal on a route with its own form
 * (the contact page) is handed to its action, which shows it as a form error: an answer from here
 * would be one that React Router's client cannot decode.
 */
export function publicWriteGuard(options: { clientIp: (c: Context) => string }): MiddlewareHandler<GuardVariables> {
  return async (c, next) => {
    const { policy } = c.get("route");
    if (!policy.publicWrite || READS.has(c.req.method)) return next();
    const t = requestStrings(c.req.raw).leads.guard;

    const decision = await consumePublicWrite(options.clientIp(c));
    if (policy.publicWrite === "form") {
      c.set("publicWrite", decision);
      return next();
    }
    if (!decision.ok) {
      c.header("Retry-After", String(decision.retryAfterSeconds));
      return c.json({ error: t.tooManyRequests(decision.retryAfterSeconds) }, 429);
    }

    if (policy.json) {
      if (!isJsonType(c.req.header("content-type"))) return c.json({ error: t.badJson }, 400);
      // Read and parsed once (its size is already within the route's limit), not through a copy of
      // the body: cloning a request tees its stream, a cost every lead paid (ADR 0072).
      const text = await c.req.raw.text();
      try {
        c.set("json", { text, value: JSON.parse(text) });
      } catch {
        return c.json({ error: t.badJson }, 400);
      }
    }
    return next();
  };
}
