/**
 * Debian's nginx with the configuration docs/deployment.md gives ("nginx in front"), as it stands:
 * only its ports, cache folder and certificate are replaced by a test's own (a self-signed one for
 * example.kz, made here with openssl). Requests go to https://127.0.0.1:<port> with the Host
 * example.kz, as a browser at https://example.kz would send them. Every answer says which copy served
 * it (X-Upstream, added here around the documented block: it is not part of the documented setup).
 */
import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import https from "node:https";
import type { IncomingHttpHeaders, IncomingMessage } from "node:http";
import path from "node:path";
import { promisify } from "node:util";

import { startNginx } from "./reverse-proxy";
import { freePort } from "./server-process";
export const PUBLIC_HOST = "example.kz";
export const PUBLIC_ORIGIN = `https://${PUBLIC_HOST}`;

export type BalancedResponse = { status: number; headers: IncomingHttpHeaders; body: string; upstream: string };
export type BalancedRequestInit = { method?: string; headers?: Record<string, string>; body?: string | Buffer };

export type LoadBalancer = {
  /** One request through nginx, read to its end. */
  request: (path: string, init?: BalancedRequestInit) => Promise<BalancedResponse>;
  /** One request through nginx, answered as soon as its headers arrive; the body is read by the caller. */
  open: (path: string, init?: BalancedRequestInit) => Promise<IncomingMessage>;
  stop: () => Promise<void>;
};

/** The ```nginx block that follows the "tested:" note in docs/deployment.md. */
export async function documentedNginxConfig(): Promise<string> {
  const doc = await readFile(path.resolve("docs/deployment.md"), "utf8");
  const note = doc.indexOf("<!-- tested: tests/e2e/several-copies.spec.ts");
  const start = doc.indexOf("```nginx\n", note);
  if (note < 0 || start < 0) throw new Error("docs/deployment.md has no tested nginx block");
  return doc.slice(start + "```nginx\n".length, doc.indexOf("\n```", start));
}

/** Replaces each `from` once; a from the documentation no longer has fails the test that relies on it. */
function replaceEach(text: string, replacements: [string, string][]): string {
  return replacements.reduce((result, [from, to]) => {
    if (!result.includes(from)) throw new Error(`The documented nginx block no longer contains "${from}"`);
    return result.replace(from, to);
  }, text);
}

/** nginx on free ports of 127.0.0.1, round robin over the copies listening on `upstreamPorts` (two). */
export async function startLoadBalancer(upstreamPorts: [number, number]): Promise<LoadBalancer> {
  const [port, plainPort] = [await freePort(), await freePort()];
  const documented = await documentedNginxConfig();
  const site = async (dir: string) => {
    const [cert, key] = [path.join(dir, "cert.pem"), path.join(dir, "key.pem")];
    await promisify(execFile)("openssl", [
      "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", `/CN=${PUBLIC_HOST}`,
      "-keyout", key, "-out", cert,
    ]);
    const replaced = replaceEach(documented, [
      ["server 127.0.0.1:3000 ", `server 127.0.0.1:${upstreamPorts[0]} `],
      ["server 127.0.0.1:3001 ", `server 127.0.0.1:${upstreamPorts[1]} `],
      ["/var/cache/nginx/ai-site", path.join(dir, "cache")],
      ["listen 80;", `listen 127.0.0.1:${plainPort};`],
      ["listen 443 ssl http2;", `listen 127.0.0.1:${port} ssl http2;`],
      ["/etc/ssl/certs/example.kz.pem", cert],
      ["/etc/ssl/private/example.kz.key", key],
    ]);
    return `  add_header X-Upstream $upstream_addr always;\n${replaced}`;
  };

  const open = (requestPath: string, init: BalancedRequestInit = {}) =>
    new Promise<IncomingMessage>((resolve, reject) => {
      const outgoing = https.request(
        {
          host: "127.0.0.1",
          port,
          servername: PUBLIC_HOST,
          // The certificate is the test's own.
          rejectUnauthorized: false,
          agent: false,
          path: requestPath,
          method: init.method ?? "GET",
          headers: { Host: PUBLIC_HOST, ...init.headers },
        },
        resolve,
      );
      outgoing.on("error", reject);
      outgoing.end(init.body);
    });

  const request = async (requestPath: string, init: BalancedRequestInit = {}): Promise<BalancedResponse> => {
    const response = await open(requestPath, init);
    let body = "";
    response.setEncoding("utf8");
    for await (const chunk of response) body += chunk;
    return { status: response.statusCode ?? 0, headers: response.headers, body, upstream: String(response.headers["x-upstream"] ?? "") };
  };

  const nginx = await startNginx(site, () => request("/healthz"));
  return { request, open, stop: nginx.stop };
}
