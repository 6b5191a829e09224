/**
 * What the server may believe about a request that came through reverse proxies (ADR 0020): the
 * client's address, and the scheme and host the visitor used. X-Forwarded-* headers are read only
 * as far as TRUST_PROXY trusts the hops that wrote them; anything a client wrote itself is ignored.
 */
import type { IncomingMessage } from "node:http";

import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, MiddlewareHandler } from "hono";
import proxyaddr from "proxy-addr";

import type { TrustProxy } from "~/server/env.server";

export type Trust = (address: string, hop: number) => boolean;

export function compileTrust(setting: TrustProxy): Trust {
  if ("addresses" in setting) return proxyaddr.compile(setting.addresses);
  const { hops } = setting;
  return (_address, hop) => hop < hops;
}

function peerAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address;
  } catch {
    // app.request() in tests has no socket.
    return undefined;
  }
}

/** The request's peer is a proxy TRUST_PROXY trusts: its X-Forwarded-* and X-Request-Id headers may be believed. */
export function fromTrustedProxy(c: Context, trust: Trust): boolean {
  return trust(peerAddress(c) ?? "", 0);
}

/**
 * The right-most X-Forwarded-For entry that no trusted proxy wrote (the socket's peer when it is
 * not trusted itself), or "unknown" when there is neither a socket nor a trusted header.
 */
export function clientAddress(c: Context, trust: Trust): string {
  // The header comes from the request Hono holds, so the same code serves a real socket and
  // app.request() in tests.
  return clientAddressOf(c.req.header("x-forwarded-for"), peerAddress(c), trust);
}

/** `clientAddress` from the header and the socket's peer themselves (the page cache's socket listener). */
export function clientAddressOf(forwardedFor: string | undefined, peer: string | undefined, trust: Trust): string {
  // With no header there is only the peer, whatever the trust: proxy-addr's answer, without its
  // parsing, on every page view from memory.
  if (forwardedFor === undefined) return peer || "unknown";
  // proxy-addr reads only these two fields.
  const request = { headers: { "x-forwarded-for": forwardedFor }, socket: { remoteAddress: peer } } as unknown as IncomingMessage;
  return proxyaddr(request, trust) || "unknown";
}

/** The first value of a header a proxy may have set as a comma-separated list. */
function firstValue(value: string | undefined): string | undefined {
  return value?.split(",")[0]?.trim() || undefined;
}

/** `host[:port]` with nothing else in it, or null. */
function validHost(host: string | undefined): string | null {
  if (!host) return null;
  try {
    const parsed = new URL(`http://${host}`);
    return parsed.host === host.toLowerCase() ? parsed.host : null;
  } catch {
    return null;
  }
}

/** What deciding the visitor's origin reads of a request. */
export type OriginHeaders = { forwardedHost: string | undefined; forwardedProto: string | undefined };

/**
 * The address the visitor's browser used. From a trusted proxy: X-Forwarded-Proto and
 * X-Forwarded-Host (else Host). Otherwise a request for SITE_URL's host is taken to use SITE_URL's
 * scheme, since a TLS-terminating proxy in front hands it on as plain http.
 */
function publicOrigin(url: URL, trusted: boolean, headers: OriginHeaders, siteUrl: URL): URL {
  const host = (trusted && validHost(firstValue(headers.forwardedHost))) || url.host;
  const forwardedProto = trusted ? firstValue(headers.forwardedProto)?.toLowerCase() : undefined;
  let protocol = url.protocol;
  if (forwardedProto === "https" || forwardedProto === "http") protocol = `${forwardedProto}:`;
  else if (host === siteUrl.host) protocol = siteUrl.protocol;
  return new URL(`${protocol}//${host}`);
}

/**
 * The request's address with the visitor's origin (`publicOrigin`). Built anew rather than by setting
 * `host` on the URL: that keeps the port of the proxy's hop when the public host names none.
 */
export function publicUrl(url: URL, trusted: boolean, headers: OriginHeaders, siteUrl: URL): URL {
  const origin = publicOrigin(url, trusted, headers, siteUrl);
  return origin.origin === url.origin ? url : new URL(`${url.pathname}${url.search}`, origin);
}

/**
 * Rewrites the request's URL to the visitor's origin before anything reads it: React Router
 * compares the Origin of every action with the request URL, better-auth trusts the request's own
 * origin, and the cross-site guard compares against it. Without this, every form post behind a
 * TLS-terminating proxy would look cross-site (https Origin, http URL) and be refused.
 */
export function usePublicOrigin(options: { trust: Trust; siteUrl: string }): MiddlewareHandler {
  const siteUrl = new URL(options.siteUrl);
  return async (c, next) => {
    const url = new URL(c.req.url);
    const headers = { forwardedHost: c.req.header("x-forwarded-host"), forwardedProto: c.req.header("x-forwarded-proto") };
    const visitor = publicUrl(url, fromTrustedProxy(c, options.trust), headers, siteUrl);
    if (visitor !== url) {
      const raw = c.req.raw;
      c.req.raw = new Request(visitor, {
        method: raw.method,
        headers: raw.headers,
        body: raw.body,
        signal: raw.signal,
        // Node's fetch needs this to pass a streamed body on.
        ...(raw.body ? { duplex: "half" } : {}),
      } as RequestInit);
    }
    return next();
  };
}
