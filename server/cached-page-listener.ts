/**
 * Pages from memory straight on the socket (ADR 0067 addendum): a page-cache hit is answered from
 * Node's own request, before Hono builds a Web Request, runs its middleware chain and streams a Web
 * Response back, which cost a quarter of a hit's time. It sends what that chain would have
 * sent: the stored page's headers (the security headers included, server/page-cache.ts), the
 * request id, `Connection: close` while draining; and it counts the page view, the request metrics
 * and the log line with the functions the middleware use. Anything that is not a hit, or that this
 * listener reads more simply than Hono's adapter does (a Host with more than a name and a port, a
 * path with a backslash or a dot segment, or not starting with one slash), goes to Hono.
 */
import type { IncomingMessage, ServerResponse } from "node:http";

import { inLogScope, log } from "~/server/log.server";
import { chooseEncoding } from "~/server/page-cache.server";

import { NodeHeaders, type ServedPage } from "./analytics-counting";
import { clientAddressOf, publicUrl, type Trust } from "./forwarded";
import type { Lifecycle } from "./operations";
import { answerHeaders, type PageLookup } from "./page-cache";
import { requestId, type AnsweredRequest } from "./request-log";

export type SocketListener = (incoming: IncomingMessage, outgoing: ServerResponse) => void;

const PLAIN_HOST = /^[a-z0-9._-]+(?::\d{1,5})?$/i;
const PLAIN_PATH = /^\/(?!\/)[^\\]*$/;
const DOT_SEGMENT = /\/\.\.?(?:[/?#]|$)/;

/** The address as the visitor's browser used it, or null when Hono should decide what the request means. */
function visitorUrl(incoming: IncomingMessage, trusted: boolean, headers: NodeHeaders, siteUrl: URL): URL | null {
  const path = incoming.url ?? "";
  const host = incoming.headers.host;
  if (!host || !PLAIN_HOST.test(host) || !PLAIN_PATH.test(path) || DOT_SEGMENT.test(path)) return null;
  try {
    const forwarded = { forwardedHost: headers.get("x-forwarded-host") ?? undefined, forwardedProto: headers.get("x-forwarded-proto") ?? undefined };
    return publicUrl(new URL(`http://${host}${path}`), trusted, forwarded, siteUrl);
  } catch {
    return null;
  }
}

/** A listener answering page-cache hits itself and handing every other request to `next` (Hono's). */
export function cachedPageListener(options: {
  lookup: PageLookup;
  trust: Trust;
  siteUrl: string;
  lifecycle: Lifecycle;
  countView: ((page: ServedPage) => void) | null;
  record: (answered: AnsweredRequest) => void;
  next: SocketListener;
}): SocketListener {
  const siteUrl = new URL(options.siteUrl);
  const serve = async (incoming: IncomingMessage, outgoing: ServerResponse): Promise<boolean> => {
    if (incoming.method !== "GET") return false;
    const started = performance.now();
    const headers = new NodeHeaders(incoming.headers);
    const peer = incoming.socket.remoteAddress;
    const trusted = options.trust(peer ?? "", 0);
    const url = visitorUrl(incoming, trusted, headers, siteUrl);
    const entry = url && (await options.lookup("GET", url, headers));
    if (!url || !entry) return false;

    const id = requestId(trusted, headers.get("x-request-id") ?? undefined);
    const encoding = chooseEncoding(headers.get("accept-encoding") ?? undefined);
    const sent = answerHeaders(entry, encoding);
    sent.push("X-Request-Id", id);
    // A keep-alive client learns to open its next connection elsewhere while this copy drains.
    if (options.lifecycle.shuttingDown) sent.push("Connection", "close");
    outgoing.writeHead(200, sent);
    outgoing.end(entry.bodies[encoding]);
    inLogScope(id, () => {
      if (entry.page) {
        options.countView?.({ method: "GET", headers, clientIp: () => clientAddressOf(headers.get("x-forwarded-for") ?? undefined, peer, options.trust), url });
      }
      options.record({ method: "GET", path: url.pathname, status: 200, route: entry.route, seconds: (performance.now() - started) / 1000 });
    });
    return true;
  };
  return (incoming, outgoing) => {
    serve(incoming, outgoing).then(
      (answered) => {
        if (!answered) options.next(incoming, outgoing);
      },
      (error: unknown) => {
        if (outgoing.headersSent) {
          log().error({ err: error }, "A page from memory was sent, but could not be counted");
          return;
        }
        log().error({ err: error }, "The page cache could not be read; the page is rendered");
        options.next(incoming, outgoing);
      },
    );
  };
}
