import { createServer } from "node:http";

import { listenOnLoopback } from "../fakes/loopback-server";

export type PausedPageProxy = {
  /** http://127.0.0.1:<port>: the upstream server's pages and files, as the same origin. */
  url: string;
  /** Sends the rest of the paused page. */
  release: () => void;
  close: () => Promise<void>;
};

/**
 * The upstream server behind a proxy that sends the page at `path` in two parts: up to the end of
 * the first `pauseAfter` in its HTML, then the rest once `release()` is called. It shows what a
 * phone paints while the page is still arriving (or the parser is still at work on a slow CPU).
 */
export async function startPausedPageProxy(upstreamUrl: string, path: string, pauseAfter: string): Promise<PausedPageProxy> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  const server = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(upstreamUrl + (request.url ?? "/"), { headers: { cookie: request.headers.cookie ?? "" } });
      const headers = new Headers(upstream.headers);
      // fetch has decoded the body.
      headers.delete("content-encoding");
      headers.delete("content-length");
      response.writeHead(upstream.status, Object.fromEntries(headers));
      const body = Buffer.from(await upstream.arrayBuffer());
      if (request.url !== path) return response.end(body);
      const cut = body.indexOf(pauseAfter);
      if (cut < 0) throw new Error(`${pauseAfter} is not in ${path}`);
      response.write(body.subarray(0, cut + Buffer.byteLength(pauseAfter)));
      await released;
      response.end(body.subarray(cut + Buffer.byteLength(pauseAfter)));
    })().catch((error: unknown) => {
      response.destroy(error instanceof Error ? error : new Error(String(error)));
    });
  });
  const { port, close } = await listenOnLoopback(server);
  return {
    url: `http://127.0.0.1:${port}`,
    release,
    close: () => {
      release();
      return close();
    },
  };
}
