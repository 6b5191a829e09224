// autocannon 9 ships no types and @types/autocannon is not installed; only what bench/ uses.
declare module "autocannon" {
  type Histogram = { average: number; mean: number; stddev: number; min: number; max: number; p50: number; p99: number };
  export type Options = {
    url: string;
    method?: string;
    body?: string;
    connections?: number;
    duration?: number;
    headers?: Record<string, string>;
    renderProgressBar?: boolean;
  };
  export type Result = {
    requests: Histogram & { total: number };
    latency: Histogram;
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    "2xx": number;
  };
  export default function autocannon(options: Options): Promise<Result>;
}
