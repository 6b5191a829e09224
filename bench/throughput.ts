import autocannon from "autocannon";

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
