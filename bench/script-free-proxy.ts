import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

export type ScriptFreeProxy = { url: string; close: () => Promise<void> };

/**
 * The same server's pages with every script removed from the HTML: the Lighthouse baseline of the
 * run (bench/run.ts). Stylesheets, images and fonts come from the server as they are, so the
 * difference between a page and its script-free copy is what its JavaScript costs on this machine.
 */
export async function startScriptFreeProxy(upstreamUrl: string): Promise<ScriptFreeProxy> {
  const server = createServer((request, response) => {
    void (async () => {
      const upstream = await fetch(upstreamUrl + (request.url ?? "/"), { headers: { "accept-encoding": "identity" } });
      const type = upstream.headers.get("content-type") ?? "application/octet-stream";
      const headers: Record<string, string> = { "content-type": type };
      const cacheControl = upstream.headers.get("cache-control");
      if (cacheControl) headers["cache-control"] = cacheControl;
      let body = Buffer.from(await upstream.arrayBuffer());
      if (type.startsWith("text/html")) {
        const html = body
          .toString("utf8")
          .replace(/<script\b[\s\S]*?<\/script>/g, "")
          .replace(/<link rel="modulepreload"[^>]*>/g, "");
        body = Buffer.from(html, "utf8");
      }
      response.writeHead(upstream.status, headers);
      response.end(body);
    })().catch((error: unknown) => {
      response.writeHead(502, { "content-type": "text/plain" });
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
