import autocannon from "autocannon";

import { median } from "./median";
import { cpuMs } from "./process-cpu";

export type Throughput = {
  path: string;
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
};

const CONNECTIONS = 10;

async function load(url: string, seconds: number) {
  return autocannon({
    url,
    connections: CONNECTIONS,
    duration: seconds,
    // Browsers ask for compression, so the server pays for gzip as it does in real use.
    headers: { "accept-encoding": "gzip" },
    renderProgressBar: false,
  });
}

/** Requests per second of one path after a short warm-up (JIT, route modules, database caches). */
export async function measureThroughput(baseUrl: string, path: string, seconds: number): Promise<Throughput> {
  await load(baseUrl + path, 1);
  const result = await load(baseUrl + path, seconds);
  return {
    path,
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

export type LanguageThroughput = { path: string; rates: number[]; cpuMsPerRequest: number[]; russianCpuMsPerRequest: number[]; rateRatio: number; cpuRatio: number };

/**
 * The Kazakh and English home pages against the Russian one (issue 24 point 12): rounds that load
 * each in turn, the order rotating, each giving a language's figures over the Russian ones of the
 * same round; the medians of those ratios per language. Two figures, as for counting
 * (bench/analytics.ts): requests per second, which on a shared machine move with whatever else
 * runs, and the server's own CPU time per request, which hardly does: the verdict reads that one.
 */
export async function measureLanguageThroughput(
  baseUrl: string,
  pid: number,
  russian: string,
  others: readonly string[],
  seconds: number,
  rounds = 5,
): Promise<LanguageThroughput[]> {
  const paths = [russian, ...others];
  for (const path of paths) await load(baseUrl + path, 2);
  const rates = new Map(paths.map((path) => [path, [] as number[]]));
  const cpu = new Map(paths.map((path) => [path, [] as number[]]));
  for (let round = 0; round < rounds; round += 1) {
    for (const path of paths.map((_, i) => paths[(i + round) % paths.length]!)) {
      const before = await cpuMs(pid);
      const result = await load(baseUrl + path, seconds);
      rates.get(path)!.push(result.requests.average);
      cpu.get(path)!.push(((await cpuMs(pid)) - before) / Math.max(1, result.requests.total));
    }
  }
  const base = { rates: rates.get(russian)!, cpu: cpu.get(russian)! };
  return others.map((path) => ({
    path,
    rates: rates.get(path)!,
    cpuMsPerRequest: cpu.get(path)!,
    russianCpuMsPerRequest: base.cpu,
    rateRatio: median(rates.get(path)!.map((rate, i) => rate / base.rates[i]!)),
    // Throughput is inversely proportional to a request's CPU time: Russian over the language's.
    cpuRatio: median(cpu.get(path)!.map((ms, i) => base.cpu[i]! / ms)),
  }));
}
