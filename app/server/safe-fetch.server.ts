/**
 * Fetches a public web page for staff (the case drafted from a website, issue 10 points 22–23) so
 * that the server can never be steered at itself or its network (SSRF). docs/decisions/0036.
 *
 * request-filtering-agent checks the address a connection actually goes to — after DNS, so a
 * public-looking name that resolves to 127.0.0.1 (or re-resolves there: DNS rebinding) is refused —
 * and refuses every address that is not plain unicast: loopback, private, link-local (cloud metadata
 * at 169.254.169.254), carrier-grade NAT, unspecified, IPv4-mapped, 6to4, NAT64 and the rest of
 * ipaddr.js's reserved ranges. Redirects are followed here, one at a time, each through the same
 * agent. Node's global fetch ignores agents, hence node:http/https.
 *
 * On top of the library (issue 21 point 8): only the ports 80 and 443 (and OUTBOUND_ALLOW_PORTS), and
 * never the server's own addresses. Both are checked here, on every address a name resolves to and
 * on every literal one, because the library's allow and deny lists know nothing of ports.
 */
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { request as httpRequest, type IncomingMessage, type OutgoingHttpHeaders } from "node:http";
import { request as httpsRequest } from "node:https";
import { BlockList, isIP, type LookupFunction } from "node:net";
import { networkInterfaces } from "node:os";
import { pipeline, type Readable } from "node:stream";
import { createBrotliDecompress, createGunzip, createInflate } from "node:zlib";

import ipaddr from "ipaddr.js";
import { RequestFilteringHttpAgent, RequestFilteringHttpsAgent } from "request-filtering-agent";

import * as ru from "~/i18n/ru";
import { getEnv } from "~/server/env.server";

const t = ru.outbound;

const PAGE_MAX_BYTES = 2 * 1024 * 1024;
export const PAGE_TIMEOUT_MS = 10_000;
const MAX_REDIRECTS = 5;
/** The only ports reached without OUTBOUND_ALLOW_PORTS: a web page or a CRM has no business elsewhere. */
const STANDARD_PORTS: readonly number[] = [80, 443];

/** A refusal or failure, its message in Russian for the staff member who typed the address. */
export class SafeFetchError extends Error {
  override name = "SafeFetchError";
  /**
   * The address itself is refused (its scheme, port, or an internal or the server's own address), so
   * asking again cannot succeed; otherwise the site failed to answer, which may pass.
   */
  readonly refused: boolean;

  constructor(message: string, options: { refused?: boolean } = {}) {
    super(message);
    this.refused = options.refused ?? false;
  }
}

export type SafeFetchOptions = {
  maxBytes?: number;
  /** For the whole fetch: every redirect and the body included. */
  timeoutMs?: number;
  maxRedirects?: number;
  /** host:port pairs let through to private addresses; default OUTBOUND_ALLOW_HOSTS (development and tests only). */
  allowHosts?: readonly string[];
  /** The DNS resolver (default dns.lookup): tests make a public-looking name resolve to 127.0.0.1. */
  lookup?: LookupFunction;
};

export type FetchedPage = {
  /** Where the page was found, after redirects. */
  url: string;
  html: string;
};

/**
 * Cloud metadata and platform endpoints, refused even for an allowed host:port. Most are already
 * outside unicast (the library refuses them); Azure's 168.63.129.16 is a public address that only
 * answers from inside Azure, so it is listed for the library's sake too. BlockList also matches
 * these IPv4 addresses written as IPv4-mapped IPv6 (::ffff:a9fe:a9fe), as it does the server's own.
 */
const METADATA = new BlockList();
for (const address of ["169.254.169.254", "169.254.170.2", "169.254.170.23", "100.100.100.200", "192.0.0.192", "168.63.129.16"]) {
  METADATA.addAddress(address, "ipv4");
}
METADATA.addAddress("fd00:ec2::254", "ipv6");
METADATA.addAddress("fd00:ec2::23", "ipv6");

/**
 * This machine's addresses: every interface's (read at each fetch, since they change), all of
 * loopback, and HOST when it names one. A public interface address reaches the site itself, or
 * whatever else listens on this machine, which no allowance of private addresses would catch.
 */
function ownAddresses(host: string): BlockList {
  const own = new BlockList();
  own.addSubnet("127.0.0.0", 8, "ipv4");
  own.addAddress("::1", "ipv6");
  const addresses = Object.values(networkInterfaces()).flatMap((entries) => (entries ?? []).map((entry) => entry.address));
  if (isIP(host) !== 0) addresses.push(host);
  for (const address of addresses) own.addAddress(address, isIP(address) === 6 ? "ipv6" : "ipv4");
  return own;
}

const refuse = (message: string) => new SafeFetchError(message, { refused: true });

/** What a request is checked against; one per fetch, with the settings of that moment. */
type Rules = {
  allowHosts: readonly string[];
  allowPorts: readonly number[];
  /** The port this server listens on (PORT): refused on its own addresses even for an allowed host. */
  listenPort: number;
  own: BlockList;
};

/**
 * Throws the refusal for connecting to `address` on behalf of `url`. An allowed host:port
 * (OUTBOUND_ALLOW_HOSTS) may reach private and own addresses, so that tests and a developer reach
 * the fakes on 127.0.0.1, but never cloud metadata nor the site's own port on this machine. Anything
 * else must be plain unicast (the agent's rule, repeated for checks made without connecting), not this
 * machine's, and on an allowed port.
 */
function checkAddress(address: string, url: URL, rules: Rules): void {
  const family = isIP(address) === 6 ? "ipv6" : "ipv4";
  if (METADATA.check(address, family)) throw refuse(t.forbidden);
  const port = Number(url.port || (url.protocol === "https:" ? 443 : 80));
  const range = ipaddr.parse(address).range();
  if (rules.allowHosts.includes(hostPort(url))) {
    if (range === "unspecified") throw refuse(t.forbidden);
    if (port === rules.listenPort && rules.own.check(address, family)) throw refuse(t.self);
    return;
  }
  if (range !== "unicast") throw refuse(t.forbidden);
  if (rules.own.check(address, family)) throw refuse(t.self);
  if (!rules.allowPorts.includes(port)) throw refuse(t.port(rules.allowPorts));
}

/** Wraps the resolver so that every address a name resolves to is checked before the agent connects. */
function guardedLookup(resolve: LookupFunction, check: (address: string) => void): LookupFunction {
  return (hostname, options, callback) => {
    resolve(hostname, options, (error, address, family) => {
      if (error) return callback(error, address, family);
      try {
        for (const entry of Array.isArray(address) ? address : [{ address }]) check(entry.address);
      } catch (refusal) {
        return callback(refusal as NodeJS.ErrnoException, address, family);
      }
      callback(null, address, family);
    });
  };
}

// One pair of agents for the world, one for the allowed development hosts; no keep-alive, so a
// socket opened for one check is never reused for another host.
const agents = {
  filtered: { http: new RequestFilteringHttpAgent(), https: new RequestFilteringHttpsAgent() },
  allowed: {
    http: new RequestFilteringHttpAgent({ allowPrivateIPAddress: true }),
    https: new RequestFilteringHttpsAgent({ allowPrivateIPAddress: true }),
  },
};

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const HTML_TYPES = new Set(["text/html", "application/xhtml+xml"]);

const HEADERS: OutgoingHttpHeaders = {
  accept: "text/html,application/xhtml+xml;q=0.9",
  "accept-language": "ru,en;q=0.8",
  "accept-encoding": "gzip, deflate, br",
  "user-agent": "Mozilla/5.0 (compatible; CaseDraftBot/1.0)",
};

/** An http(s) URL, or the refusal a staff member understands. */
function parseTarget(input: string): URL {
  if (!URL.canParse(input)) throw refuse(t.badUrl);
  const url = new URL(input);
  if (url.protocol !== "http:" && url.protocol !== "https:") throw refuse(t.scheme);
  return url;
}

/** 'example.kz:443' for https://Example.kz/ — the form OUTBOUND_ALLOW_HOSTS lists. */
function hostPort(url: URL): string {
  return `${url.hostname}:${url.port || (url.protocol === "https:" ? "443" : "80")}`.toLowerCase();
}

type SendContext = { rules: Rules; lookup: LookupFunction; signal: AbortSignal };

type Outgoing = { method: "GET" | "POST"; headers: OutgoingHttpHeaders; body?: string };

/** The host of a URL without the brackets of an IPv6 literal. */
const bareHostname = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, "$1");

function send(url: URL, context: SendContext, outgoing: Outgoing = { method: "GET", headers: HEADERS }): Promise<IncomingMessage> {
  const hostname = bareHostname(url);
  const check = (address: string) => checkAddress(address, url, context.rules);
  // A literal address is never looked up, so it is checked here.
  if (isIP(hostname) !== 0) check(hostname);
  const https = url.protocol === "https:";
  const pool = context.rules.allowHosts.includes(hostPort(url)) ? agents.allowed : agents.filtered;
  return new Promise((resolve, reject) => {
    const request = (https ? httpsRequest : httpRequest)(
      {
        hostname,
        port: url.port || undefined,
        path: `${url.pathname}${url.search}`,
        method: outgoing.method,
        headers: outgoing.headers,
        agent: https ? pool.https : pool.http,
        // The agent wraps this resolver with its own check of every resolved address.
        lookup: guardedLookup(context.lookup, check),
        signal: context.signal,
      },
      resolve,
    );
    request.on("error", reject);
    request.end(outgoing.body);
  });
}

function decompressed(response: IncomingMessage): Readable {
  const noop = () => {};
  switch ((response.headers["content-encoding"] ?? "").trim().toLowerCase()) {
    case "gzip":
    case "x-gzip":
      return pipeline(response, createGunzip(), noop);
    case "deflate":
      return pipeline(response, createInflate(), noop);
    case "br":
      return pipeline(response, createBrotliDecompress(), noop);
    default:
      return response;
  }
}

/** The charset the header names, else a <meta> in the first bytes, else UTF-8 (windows-1251 is common here). */
function decodeHtml(bytes: Buffer, contentType: string): string {
  const head = bytes.subarray(0, 2048).toString("latin1");
  const label = /charset=["']?([\w-]+)/i.exec(contentType)?.[1] ?? /<meta[^>]+charset=["']?([\w-]+)/i.exec(head)?.[1] ?? "utf-8";
  try {
    return new TextDecoder(label).decode(bytes);
  } catch {
    return new TextDecoder("utf-8").decode(bytes);
  }
}

async function readPage(url: URL, response: IncomingMessage, maxBytes: number): Promise<FetchedPage> {
  const status = response.statusCode ?? 0;
  if (status < 200 || status >= 300) throw new SafeFetchError(t.httpStatus(status));
  const contentType = response.headers["content-type"] ?? "";
  if (!HTML_TYPES.has(contentType.split(";")[0]!.trim().toLowerCase())) throw new SafeFetchError(t.notHtml);
  if (Number(response.headers["content-length"]) > maxBytes) throw new SafeFetchError(t.tooLarge);
  const chunks: Buffer[] = [];
  let size = 0;
  // Counted after decompression, so a small gzip bomb is cut off too.
  for await (const chunk of decompressed(response)) {
    const piece = chunk as Buffer;
    size += piece.length;
    if (size > maxBytes) throw new SafeFetchError(t.tooLarge);
    chunks.push(piece);
  }
  return { url: url.href, html: decodeHtml(Buffer.concat(chunks), contentType) };
}

const UNREACHABLE_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "EHOSTUNREACH", "ENETUNREACH", "EPIPE", "ETIMEDOUT"]);

function explain(error: unknown, deadline: AbortSignal): SafeFetchError {
  if (error instanceof SafeFetchError) return error;
  if (deadline.aborted) return new SafeFetchError(t.timeout);
  const { code, message } = error as NodeJS.ErrnoException;
  // request-filtering-agent's refusal: "DNS lookup 127.0.0.1(family:4, host:…) is not allowed. Because, …".
  if (typeof message === "string" && /^DNS lookup .* is not allowed/.test(message)) return refuse(t.forbidden);
  if (code === "ENOTFOUND" || code === "EAI_AGAIN" || code === "ENODATA") return new SafeFetchError(t.notFound);
  if (code && UNREACHABLE_CODES.has(code)) return new SafeFetchError(t.unreachable);
  console.error("Page fetch failed:", error);
  return new SafeFetchError(t.failed);
}

/**
 * The HTML of a public page at an http(s) address: at most `maxRedirects` redirects, each checked
 * like the first; only text/html or XHTML; at most `maxBytes`; all within `timeoutMs`. Throws
 * SafeFetchError with a Russian message.
 */
export async function fetchPublicPage(input: string, options: SafeFetchOptions = {}): Promise<FetchedPage> {
  const maxBytes = options.maxBytes ?? PAGE_MAX_BYTES;
  const maxRedirects = options.maxRedirects ?? MAX_REDIRECTS;
  const deadline = AbortSignal.timeout(options.timeoutMs ?? PAGE_TIMEOUT_MS);
  const context = sendContext(options, deadline);
  let url = parseTarget(input);
  for (let redirects = 0; ; redirects++) {
    let response: IncomingMessage | undefined;
    try {
      response = await send(url, context);
      const location = response.headers.location;
      if (!REDIRECT_STATUSES.has(response.statusCode ?? 0) || !location) return await readPage(url, response, maxBytes);
      if (redirects >= maxRedirects) throw new SafeFetchError(t.tooManyRedirects);
      url = parseTarget(URL.canParse(location, url.href) ? new URL(location, url).href : "");
    } catch (error) {
      throw explain(error, deadline);
    } finally {
      response?.destroy();
    }
  }
}

function currentRules(allowHosts: readonly string[] | undefined): Rules {
  const env = getEnv();
  return {
    allowHosts: allowHosts ?? env.OUTBOUND_ALLOW_HOSTS,
    allowPorts: [...new Set([...STANDARD_PORTS, ...env.OUTBOUND_ALLOW_PORTS])].sort((x, y) => x - y),
    listenPort: env.PORT,
    own: ownAddresses(env.HOST),
  };
}

function sendContext(options: SafeFetchOptions, deadline: AbortSignal): SendContext {
  return { rules: currentRules(options.allowHosts), lookup: options.lookup ?? (dnsLookup as LookupFunction), signal: deadline };
}

/** Every address `hostname` resolves to now; none when it does not resolve (in time). */
function resolveAll(lookup: LookupFunction, hostname: string, timeoutMs: number): Promise<LookupAddress[]> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve([]), timeoutMs);
    lookup(hostname, { all: true }, (error, addresses) => {
      clearTimeout(timer);
      resolve(error || !Array.isArray(addresses) ? [] : addresses);
    });
  });
}

/**
 * Throws the refusal a request to `input` would meet, without sending anything: the same rules,
 * applied to the addresses its name resolves to now (a CRM webhook's URL as it is saved). A name that
 * does not resolve yet passes, since that is no SSRF; every request checks again when it connects.
 */
export async function assertPublicUrl(input: string, options: Pick<SafeFetchOptions, "allowHosts" | "lookup" | "timeoutMs"> = {}): Promise<void> {
  const url = parseTarget(input);
  const rules = currentRules(options.allowHosts);
  const hostname = bareHostname(url);
  const lookup = options.lookup ?? (dnsLookup as LookupFunction);
  const addresses =
    isIP(hostname) !== 0 ? [hostname] : (await resolveAll(lookup, hostname, options.timeoutMs ?? PAGE_TIMEOUT_MS)).map((entry) => entry.address);
  for (const address of addresses) checkAddress(address, url, rules);
}

/**
 * POSTs a body to an http(s) address with the same checks as fetchPublicPage (a CRM's webhook,
 * ADR 0037) and answers the status. Redirects are not followed: a receiver moved elsewhere is a
 * failed delivery for staff to fix, never a second request the server did not mean to send.
 */
export async function postToPublicUrl(
  input: string,
  body: string,
  headers: OutgoingHttpHeaders,
  options: Pick<SafeFetchOptions, "timeoutMs" | "allowHosts" | "lookup"> = {},
): Promise<{ status: number }> {
  const deadline = AbortSignal.timeout(options.timeoutMs ?? PAGE_TIMEOUT_MS);
  let response: IncomingMessage | undefined;
  try {
    const url = parseTarget(input);
    response = await send(url, sendContext(options, deadline), {
      method: "POST",
      headers: { ...headers, "content-length": Buffer.byteLength(body), "user-agent": "AiSolutionsWebhook/1.0" },
      body,
    });
    return { status: response.statusCode ?? 0 };
  } catch (error) {
    throw explain(error, deadline);
  } finally {
    response?.destroy();
  }
}
