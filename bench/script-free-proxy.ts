import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { constants, gzipSync } from "node:zlib";

export type ScriptFreeProxy = { url: string; close: () => Promise<void> };

/**
 * The same server's pages with every script removed from the HTML: the Lighthouse baseline of the
 * run (bench/run.ts). Stylesheets, images and fonts come from the server as they are, gzipped as
 * the server sends them (the page at the default level, the build's files at level 9, ADR 0041),
 * so the difference between a page and its script-free copy is what its JavaScript costs on this
 * machine.
 */
const COMPRESSIBLE = /^(text\/|application\/(javascript|json)|image\/svg\+xml)/;

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
      if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(request.headers["accept-encoding"] ?? "")) {
        const level = type.startsWith("text/html") ? constants.Z_DEFAULT_COMPRESSION : constants.Z_BEST_COMPRESSION;
        body = gzipSync(body, { level });
        headers["content-encoding"] = "gzip";
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
