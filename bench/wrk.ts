/**
 * wrk (Debian's package), a load generator in C: it keeps a Node server busy with one thread where
 * autocannon, itself a Node process on the same two cores, runs out of CPU first.
 */
import { execFile } from "node:child_process";
import { promisify } from "node:util";

import { cpuMs } from "./process-cpu";

const run = promisify(execFile);

const WRK = process.env.WRK_PATH ?? "/usr/bin/wrk";

/** A browser's agent: the site counts the page views, as it would a visitor's. */
export const BROWSER_AGENT = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36";

export type WrkResult = {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  errors: number;
  /** The serving process's own CPU time per request (user + system): what a request costs, whatever else the machine runs. */
  cpuMsPerRequest: number;
};

/** wrk prints latencies as 812.00us, 1.20ms or 1.05s. */
function milliseconds(value: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(value.trim());
  if (!match) return Number.NaN;
  const n = Number(match[1]);
  return match[2] === "us" ? n / 1000 : match[2] === "ms" ? n : match[2] === "s" ? n * 1000 : n * 60_000;
}

export async function wrk(options: {
  url: string;
  /** The process answering, whose CPU time is read. */
  pid: number;
  threads: number;
  connections: number;
  seconds: number;
  acceptEncoding: string | null;
  /** The one core wrk runs on (taskset), when the server has been given the other. */
  cpu?: number;
}): Promise<WrkResult> {
  const cpuBefore = await cpuMs(options.pid);
  const args = ["-t", String(options.threads), "-c", String(options.connections), "-d", `${options.seconds}s`, "--latency"];
  if (options.acceptEncoding) args.push("-H", `Accept-Encoding: ${options.acceptEncoding}`);
  args.push("-H", `User-Agent: ${BROWSER_AGENT}`);
  const command = options.cpu === undefined ? [WRK] : ["taskset", "-c", String(options.cpu), WRK];
  const { stdout } = await run(command[0]!, [...command.slice(1), ...args, options.url], { maxBuffer: 1 << 20 });
  const cpu = (await cpuMs(options.pid)) - cpuBefore;
  const number = (pattern: RegExp) => Number(pattern.exec(stdout)?.[1] ?? Number.NaN);
  const errors = [...stdout.matchAll(/(?:connect|read|write|timeout) (\d+)/g)].reduce((sum, m) => sum + Number(m[1]), 0) + (number(/Non-2xx or 3xx responses: (\d+)/) || 0);
  return {
    requestsPerSecond: number(/Requests\/sec:\s+([\d.]+)/),
    p50Ms: milliseconds(/\s50%\s+(\S+)/.exec(stdout)?.[1] ?? ""),
    p99Ms: milliseconds(/\s99%\s+(\S+)/.exec(stdout)?.[1] ?? ""),
    requests: number(/(\d+) requests in/),
    errors,
    cpuMsPerRequest: cpu / Math.max(1, number(/(\d+) requests in/)),
  };
}
