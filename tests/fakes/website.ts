import { createServer, type Server } from "node:http";

import { listenOnLoopback } from "./loopback-server";

export type FakeWebsite = {
  /** http://127.0.0.1:<port> */
  url: string;
  /** 127.0.0.1:<port>, the form OUTBOUND_ALLOW_HOSTS lists. */
  host: string;
  /** Serves `html` at `path` (text/html; charset=utf-8) until changed; other paths are 404. */
  page: (path: string, html: string) => void;
  close: () => Promise<void>;
};

/** A client's website on 127.0.0.1 for the server to fetch (the case drafted from a website). */
export async function startFakeWebsite(): Promise<FakeWebsite> {
  const pages = new Map<string, string>();
  const server: Server = createServer((req, res) => {
    const html = pages.get(req.url ?? "/");
    res.writeHead(html === undefined ? 404 : 200, { "content-type": "text/html; charset=utf-8" });
    res.end(html ?? "<!doctype html><title>Не найдено</title>");
  });
  const { port, close } = await listenOnLoopback(server);
  return {
    url: `http://127.0.0.1:${port}`,
    host: `127.0.0.1:${port}`,
    page: (path, html) => {
      pages.set(path, html);
    },
    close,
  };
}
