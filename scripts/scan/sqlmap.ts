/**
 * One sqlmap run against one request of the site, and what its output says: injectable, not, or
 * not finished; and the status codes the site answered, read from sqlmap's traffic file, which
 * show whether the requests reached the route's handler or were stopped in front of it.
 */
import { spawn } from "node:child_process";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

export type SqlmapTarget = {
  /** How the summary names it. */
  name: string;
  method: "GET" | "POST" | "PATCH";
  /** A `*` marks a path segment to inject into; query parameters are found by sqlmap. */
  url: string;
  body?: { type: "json"; value: unknown } | { type: "form"; value: Record<string, string> };
  headers?: Record<string, string>;
  cookie?: string;
  /**
   * Statuses only the route's own code answers with. At least one must come back, and no 403 or
   * 429 (the cross-site or rate-limit refusals in front of the routes), or nothing was tested.
   */
  reached: number[];
  /** Drop cookies the site sets, so each request is a new visitor (the chat's per-browser limits). */
  dropSetCookie?: boolean;
  /**
   * sqlmap's level: 2 (the default here) tests the parameters and cookies, 3 the Referer and
   * User-Agent headers too, which the site reads (attribution, language, analytics) on every request
   * alike, so a few targets test them.
   */
  level?: 2 | 3;
  /**
   * Sent through ./address-proxy.ts, a random client address for each request: for limits per
   * client address that no setting raises.
   */
  spreadAddresses?: boolean;
  /**
   * The only parameters to test (sqlmap's -p). Needed for a parameter named like an anti-CSRF
   * token (`token`), which sqlmap otherwise leaves alone.
   */
  only?: string[];
  /** An answer sqlmap would otherwise stop at (a wrong password's 401, an unknown token's 404). */
  ignoreCode?: number;
};

export type SqlmapResult = {
  target: SqlmapTarget;
  verdict: "not injectable" | "INJECTABLE" | "INCOMPLETE";
  /** Why, when it is not "not injectable". */
  detail: string;
  requests: number;
  /** The parameters sqlmap injected into. */
  parameters: string[];
  /** Those it skipped as cast to integers by the site. */
  integerCast: string[];
  statuses: Map<number, number>;
  seconds: number;
};

/** Every check the tool has, against PostgreSQL (PGlite is PostgreSQL too). */
const COMMON_ARGS = ["--batch", "--flush-session", "--dbms=PostgreSQL", "--risk=2", "--threads=4", "--disable-coloring", "--timeout=20", "--retries=1"];

/** Firefox's, so the site treats the requests as a visitor's (bots are not counted in analytics). */
export const BROWSER_AGENT = "Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0";

function bodyText(body: NonNullable<SqlmapTarget["body"]>): string {
  return body.type === "json" ? JSON.stringify(body.value) : new URLSearchParams(body.value).toString();
}

export type SqlmapOptions = { outputDir: string; trafficFile: string; addressProxy: string };

export function sqlmapArgs(target: SqlmapTarget, { outputDir, trafficFile, addressProxy }: SqlmapOptions): string[] {
  const headers: Record<string, string> = { ...target.headers };
  if (target.body) headers["Content-Type"] = target.body.type === "json" ? "application/json" : "application/x-www-form-urlencoded";
  const args = [
    "-u",
    target.url,
    `--method=${target.method}`,
    `--output-dir=${outputDir}`,
    `-t`,
    trafficFile,
    `--user-agent=${BROWSER_AGENT}`,
    `--level=${target.level ?? 2}`,
    ...COMMON_ARGS,
  ];
  if (Object.keys(headers).length) args.push(`--headers=${Object.entries(headers).map(([k, v]) => `${k}: ${v}`).join("\n")}`);
  if (target.body) args.push(`--data=${bodyText(target.body)}`);
  if (target.cookie) args.push(`--cookie=${target.cookie}`);
  if (target.dropSetCookie) args.push("--drop-set-cookie");
  if (target.spreadAddresses) args.push(`--proxy=${addressProxy}`);
  if (target.only) args.push(`-p`, target.only.join(","));
  if (target.ignoreCode) args.push(`--ignore-code=${target.ignoreCode}`);
  return args;
}

/** Counts of the statuses in sqlmap's traffic file ("HTTP response [#12] (201 Created):"). */
export function trafficStatuses(traffic: string): Map<number, number> {
  const statuses = new Map<number, number>();
  for (const match of traffic.matchAll(/^HTTP response \[#\d+\] \((\d{3})\b/gm)) {
    const status = Number(match[1]);
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  }
  return statuses;
}

/** "testing for SQL injection on (custom) POST parameter 'JSON name'" → "JSON name". */
export function testedParameters(output: string): string[] {
  // A `*` mark in the URL is named "#1*".
  const names = [...output.matchAll(/testing for SQL injection on .*?parameter '([^']+)'/g)].map((match) =>
    match[1]!.startsWith("#") ? "path segment" : match[1]!,
  );
  return [...new Set(names)];
}

/**
 * Parameters sqlmap found read as integers (`page` through Number.parseInt): it skips them, since no
 * SQL can pass a cast.
 */
export function integerCastParameters(output: string): string[] {
  return [...output.matchAll(/parameter '([^']+)' appears to be dynamic\s*\n[^\n]*possible integer casting detected/g)].map((match) => match[1]!);
}

/** The verdict sqlmap's own words give, checked against whether the handler was reached. */
export function judge(target: SqlmapTarget, output: string, statuses: Map<number, number>): Pick<SqlmapResult, "verdict" | "detail"> {
  if (/identified the following injection point|is vulnerable\./.test(output)) {
    const point = /Parameter: .*/.exec(output)?.[0] ?? "see sqlmap's log";
    return { verdict: "INJECTABLE", detail: point };
  }
  const refused = [403, 429].filter((status) => statuses.has(status));
  if (refused.length) return { verdict: "INCOMPLETE", detail: `refused in front of the handler: ${refused.join(", ")}` };
  if (!target.reached.some((status) => statuses.has(status))) {
    return { verdict: "INCOMPLETE", detail: `no answer from the handler (expected one of ${target.reached.join(", ")})` };
  }
  if (!testedParameters(output).length) return { verdict: "INCOMPLETE", detail: "no parameter was tested" };
  if (/all tested parameters do not appear to be injectable/.test(output)) return { verdict: "not injectable", detail: "" };
  const critical = /\[CRITICAL\] (.*)/.exec(output)?.[1];
  return { verdict: "INCOMPLETE", detail: critical ?? "sqlmap ended without a verdict" };
}

export async function runSqlmap(target: SqlmapTarget, workDir: string, addressProxy: string): Promise<SqlmapResult> {
  const dir = path.join(workDir, target.name.replace(/[^A-Za-z0-9]+/g, "-"));
  await mkdir(dir, { recursive: true });
  const trafficFile = path.join(dir, "traffic.txt");
  const started = Date.now();
  const output = await new Promise<string>((resolve, reject) => {
    const child = spawn("sqlmap", sqlmapArgs(target, { outputDir: dir, trafficFile, addressProxy }), { stdio: ["ignore", "pipe", "pipe"] });
    let text = "";
    child.stdout.on("data", (chunk: Buffer) => (text += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (text += chunk.toString()));
    child.once("error", reject);
    child.once("close", () => resolve(text));
  });
  await writeFile(path.join(dir, "stdout.txt"), output);
  const traffic = await readFile(trafficFile, "utf8").catch(() => "");
  const statuses = trafficStatuses(traffic);
  const requests = [...statuses.values()].reduce((sum, n) => sum + n, 0);
  return { target, ...judge(target, output, statuses), requests, parameters: testedParameters(output), integerCast: integerCastParameters(output), statuses, seconds: (Date.now() - started) / 1000 };
}
