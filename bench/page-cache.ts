/**
 * Issue 25 point 5 (ADR 0067): the home page from the page cache against Debian's nginx serving the
 * same bytes from a file, with wrk, the same connections, rounds alternated in one run; identity
 * and `Accept-Encoding: gzip, br` (nginx compressing on the fly with its default gzip settings);
 * p99 of each; and the home page without the cache (a second server with PAGE_CACHE_MAX_BYTES=0),
 * under the same load and one request at a time (the render time); and the cached page with the
 * page-view counting off, since every hit is still counted. A measurement, not a test.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

import { startNginx } from "../tests/setup/reverse-proxy";
import { freePort } from "../tests/setup/server-process";
import { median } from "./median";
import { startBenchServer } from "./server";
import { wrk, type WrkResult } from "./wrk";

const CONNECTIONS = 50;
const THREADS = 2;
const SECONDS = Number(process.env.PAGE_CACHE_BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.PAGE_CACHE_BENCH_ROUNDS ?? 3);
const SERIAL_RENDERS = 100;

function load(url: string, acceptEncoding: string | null, pid: number): Promise<WrkResult> {
  return wrk({ url, pid, threads: THREADS, connections: CONNECTIONS, seconds: SECONDS, acceptEncoding });
}

/** nginx in one process (as one Node process), the page as a file: /plain without gzip, /gzip compressing on the fly. */
async function startFileNginx(html: Buffer): Promise<{ url: string; pid: number; stop: () => Promise<void> }> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const nginx = await startNginx(
    async (dir) => {
      await mkdir(path.join(dir, "www"));
      await writeFile(path.join(dir, "www", "index.html"), html);
      return `
  default_type text/html;
  sendfile on;
  server {
    listen 127.0.0.1:${port};
    root ${dir}/www;
    location = /plain { gzip off; try_files /index.html =404; }
    location = /gzip { gzip on; gzip_types text/html; try_files /index.html =404; }
  }`;
    },
    async () => {
      if (!(await fetch(`${url}/plain`)).ok) throw new Error("nginx does not serve the page yet");
    },
  );
  return { url, pid: nginx.pid, stop: nginx.stop };
}

async function serialRenderMs(url: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < SERIAL_RENDERS; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { "accept-encoding": "identity" } });
    await response.arrayBuffer();
    times.push(performance.now() - started);
  }
  return median(times);
}

export type PageCacheBench = {
  pageBytes: number;
  rounds: Record<string, WrkResult[]>;
  uncachedSerialMs: number;
  verdicts: string[];
};

const CASES = [
  { name: "nginx, file, identity", target: "nginx", path: "/plain", encoding: null },
  { name: "page cache, identity", target: "cached", path: "/", encoding: null },
  { name: "nginx, gzip on the fly", target: "nginx", path: "/gzip", encoding: "gzip, br" },
  { name: "page cache, gzip, br", target: "cached", path: "/", encoding: "gzip, br" },
  { name: "page cache, identity, counting off", target: "uncounted", path: "/", encoding: null },
  { name: "no cache (render), identity", target: "uncached", path: "/", encoding: null },
  { name: "no cache (render), gzip, br", target: "uncached", path: "/", encoding: "gzip, br" },
] as const;

export async function measurePageCache(buildDir: string, env: Record<string, string>): Promise<PageCacheBench> {
  const cached = await startBenchServer(buildDir, env);
  const uncached = await startBenchServer(buildDir, { ...env, PAGE_CACHE_MAX_BYTES: "0" });
  // What the page-view counting of every hit costs (ADR 0058): the same cache without it.
  const uncounted = await startBenchServer(buildDir, { ...env, ANALYTICS_COUNTING: "off" });
  let nginx: Awaited<ReturnType<typeof startFileNginx>> | null = null;
  try {
    // The bytes the cache holds for the home page (the second answer comes from memory).
    await (await fetch(`${cached.url}/`)).arrayBuffer();
    await new Promise((resolve) => setTimeout(resolve, 500));
    const html = Buffer.from(await (await fetch(`${cached.url}/`, { headers: { "accept-encoding": "identity" } })).arrayBuffer());
    nginx = await startFileNginx(html);
    await (await fetch(`${uncounted.url}/`)).arrayBuffer();
    const base = { nginx, cached, uncached, uncounted };
    const uncachedSerialMs = await serialRenderMs(`${uncached.url}/`);
    const rounds: Record<string, WrkResult[]> = Object.fromEntries(CASES.map((c) => [c.name, []]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const c of CASES) rounds[c.name]!.push(await load(`${base[c.target].url}${c.path}`, c.encoding, base[c.target].pid));
    }
    const rate = (name: string) => median(rounds[name]!.map((r) => r.requestsPerSecond));
    const identityRatio = rate("page cache, identity") / rate("nginx, file, identity");
    const compressedRatio = rate("page cache, gzip, br") / rate("nginx, gzip on the fly");
    return {
      pageBytes: html.length,
      rounds,
      uncachedSerialMs,
      verdicts: [
        `${identityRatio >= 0.5 ? "PASS" : "FAIL"} cached home page, identity: ${identityRatio.toFixed(2)} × nginx serving the file (budget ≥ 0.5 ×)`,
        `${compressedRatio >= 1 ? "PASS" : "FAIL"} cached home page, gzip/br: ${compressedRatio.toFixed(2)} × nginx gzipping on the fly (budget ≥ 1 ×)`,
        `${uncachedSerialMs < 5 ? "PASS" : "AIM MISSED"} uncached home page, one at a time: ${uncachedSerialMs.toFixed(1)} ms per render (aim < 5 ms)`,
      ],
    };
  } finally {
    await nginx?.stop();
    await cached.stop();
    await uncached.stop();
    await uncounted.stop();
  }
}

export function printPageCache(result: PageCacheBench, table: (header: string[], rows: (string | number)[][]) => string): string[] {
  console.log(
    `\n6. Page cache (issue 25 point 5): the home page (${(result.pageBytes / 1000).toFixed(1)} kB), wrk ${THREADS} threads, ${CONNECTIONS} connections, ${SECONDS} s, ${ROUNDS} alternated rounds (medians; nginx with one worker)`,
  );
  const rows = Object.entries(result.rounds).map(([name, runs]) => [
    name,
    median(runs.map((r) => r.requestsPerSecond)).toFixed(0),
    runs.map((r) => r.requestsPerSecond.toFixed(0)).join(" / "),
    median(runs.map((r) => r.p50Ms)).toFixed(2),
    median(runs.map((r) => r.p99Ms)).toFixed(2),
    runs.reduce((sum, r) => sum + r.errors, 0),
    median(runs.map((r) => r.cpuMsPerRequest)).toFixed(3),
  ]);
  console.log(table(["case", "req/s", "per round", "p50 ms", "p99 ms", "errors", "CPU ms/req"], rows));
  console.log("  CPU ms/req: the serving process's own CPU time per answered request, a figure the machine's other load hardly moves.");
  console.log(`  uncached home page, ${SERIAL_RENDERS} requests one at a time: median ${result.uncachedSerialMs.toFixed(1)} ms`);
  for (const line of result.verdicts) console.log(`  ${line}`);
  return result.verdicts;
}
