/**
 * Draining the HTTP server on SIGTERM (ADR 0061, docs/deployment.md): no new connection is taken,
 * requests and chat streams in flight run to their end, keep-alive connections are closed as soon as
 * they fall idle, and whatever is still open at the deadline is cut.
 */
import type { ServerType } from "@hono/node-server";

function closeIdle(server: ServerType) {
  if ("closeIdleConnections" in server) server.closeIdleConnections();
}

/** Resolves `true` when every connection ended by itself, `false` when the deadline cut some. */
export function drainServer(server: ServerType, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (drained: boolean) => {
      if (settled) return;
      settled = true;
      clearInterval(idle);
      clearTimeout(deadline);
      resolve(drained);
    };
    server.close(() => settle(true));
    // Node closes the connections idle at close(); one whose last request ends later would stay
    // open, waiting for a next request that this server will not take.
    const idle = setInterval(() => closeIdle(server), 100);
    const deadline = setTimeout(() => {
      if ("closeAllConnections" in server) server.closeAllConnections();
      settle(false);
    }, timeoutMs);
    closeIdle(server);
  });
}
