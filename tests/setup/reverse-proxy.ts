/**
 * Debian's nginx as a TLS-terminating reverse proxy in front of a test server: it listens on
 * 127.0.0.1 (plain HTTP: the TLS leg is what it pretends to have ended) and tells the site what a
 * production proxy would. scripts/ensure-chromium.mjs installs nginx-light when it is missing.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";

export type ReverseProxy = {
  port: number;
  /** A request to the proxy with a Host header of the caller's choice (fetch() cannot set one). */
  request: (path: string, init?: ProxyRequestInit) => Promise<ProxyResponse>;
  stop: () => Promise<void>;
};

export type ProxyRequestInit = { method?: string; headers?: Record<string, string>; body?: string };
export type ProxyResponse = { status: number; headers: http.IncomingHttpHeaders; body: string };

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Debian's nginx in the foreground with `site` (directives of the http block: upstreams, servers)
 * inside a configuration of its own folder; resolves once `ready()` succeeds. The folder holds its
 * temporary files, error log and whatever the caller puts in it (`dir`).
 */
export async function startNginx(
  site: (dir: string) => Promise<string> | string,
  ready: () => Promise<unknown>,
): Promise<{ dir: string; pid: number; stop: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(tmpdir(), "nginx-"));
  await mkdir(path.join(dir, "temp"));
  const config = `
daemon off;
master_process off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${dir}/temp/body;
  proxy_temp_path ${dir}/temp/proxy;
  fastcgi_temp_path ${dir}/temp/fastcgi;
  uwsgi_temp_path ${dir}/temp/uwsgi;
  scgi_temp_path ${dir}/temp/scgi;
${await site(dir)}
}
`;
  await writeFile(path.join(dir, "nginx.conf"), config);
  const child: ChildProcess = spawn(NGINX, ["-p", dir, "-c", path.join(dir, "nginx.conf")], { stdio: ["ignore", "pipe", "pipe"] });
  let output = "";
  child.stdout!.on("data", (chunk) => (output += chunk));
  child.stderr!.on("data", (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill("SIGTERM");
    await exited;
    await rm(dir, { recursive: true, force: true });
  };

  // Ready once it answers; anything from the upstream (even an error page) will do.
  const until = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) {
      const log = await readFile(path.join(dir, "error.log"), "utf8").catch(() => "");
      await stop();
      throw new Error(`nginx did not start:\n${output}\n${log}`);
    }
    try {
      await ready();
      return { dir, pid: child.pid ?? 0, stop };
    } catch (error) {
      if (Date.now() > until) {
        await stop();
        throw error;
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/** nginx on a free port of 127.0.0.1, passing every request to `upstreamPort` as the README's example does. */
export async function startReverseProxy(upstreamPort: number): Promise<ReverseProxy> {
  const port = await freePort();
  const site = `
  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://127.0.0.1:${upstreamPort};
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-Proto https;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }
  }`;

  const request = (requestPath: string, init: ProxyRequestInit = {}) =>
    new Promise<ProxyResponse>((resolve, reject) => {
      const outgoing = http.request(
        { host: "127.0.0.1", port, path: requestPath, method: init.method ?? "GET", headers: init.headers },
        (response) => {
          let body = "";
          response.setEncoding("utf8");
          response.on("data", (chunk: string) => (body += chunk));
          response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
        },
      );
      outgoing.on("error", reject);
      outgoing.end(init.body);
    });

  const nginx = await startNginx(() => site, () => request("/robots.txt"));
  return { port, request, stop: nginx.stop };
}
