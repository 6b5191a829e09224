/**
 * `npm run scan`: sqlmap against every public form and API parameter, and wapiti against the whole
 * public site, on the real built server with a fresh embedded database (issue 25 point 15). Prints
 * a summary and exits non-zero on any injection, high-risk finding or server error. Not part of
 * `npm test`: it takes minutes and needs Debian's sqlmap and wapiti, installed here when missing.
 *
 *   npm run scan                   builds into BUILD_DIR (default build-scan), then scans
 *   npm run scan -- --no-build     reuses the build in BUILD_DIR
 *   npm run scan -- --skip-wapiti  sqlmap only
 *   npm run scan -- --only=chat    only the sqlmap targets whose name has this
 *
 * SCAN_PORT picks the server's port (default: a free one; the next one serves ./scan/address-proxy.ts), SCAN_JOBS how many sqlmap runs at once (2). Reports stay in the printed folder.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { createApiKey } from "~/server/api-keys.server";
import { closeDatabase, getDatabase } from "~/server/db.server";

import { seedVisitorChat } from "../tests/setup/chat-seed";
import { freePort, spawnServer, waitFor } from "../tests/setup/server-process";

import { startAddressProxy } from "./scan/address-proxy";
import { runSqlmap, type SqlmapResult } from "./scan/sqlmap";
import { sqlmapTargets, type ScanSite } from "./scan/targets";
import { isFailure, runWapiti, type WapitiFinding } from "./scan/wapiti";

const flags = new Set(process.argv.slice(2));
const only = process.argv.find((arg) => arg.startsWith("--only="))?.slice("--only=".length);
const started = Date.now();
const say = (line: string) => console.log(`[scan ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);

/** Debian's packages, installed the way scripts/ensure-chromium.mjs installs Chromium: said first. */
function ensureTools() {
  const missing = ["sqlmap", "wapiti"].filter((tool) => {
    try {
      execFileSync("which", [tool], { stdio: "ignore" });
      return false;
    } catch {
      return true;
    }
  });
  if (!missing.length) return;
  console.log(`Not found: ${missing.join(", ")}; installing Debian's ${missing.join(", ")} (apt-get install -y)…`);
  const asRoot = process.getuid?.() === 0 ? [] : ["sudo"];
  const run = (args: string[]) => {
    const [cmd, ...rest] = [...asRoot, ...args];
    execFileSync(cmd!, rest, { stdio: "inherit", env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
  };
  try {
    run(["apt-get", "update", "-qq"]);
    run(["apt-get", "install", "-y", "-qq", ...missing]);
  } catch {
    console.error(`Could not install ${missing.join(", ")}. Install them yourself: apt-get install ${missing.join(" ")}.`);
    process.exit(1);
  }
}

ensureTools();
const buildDir = path.resolve(process.env.BUILD_DIR ?? "build-scan");
process.env.BUILD_DIR = buildDir;
if (!flags.has("--no-build")) {
  say(`building into ${buildDir}`);
  try {
    execFileSync("npx", ["react-router", "build"], { stdio: "pipe", env: { ...process.env, BUILD_DIR: buildDir } });
  } catch (error) {
    const failed = error as { stdout?: Buffer; stderr?: Buffer };
    console.error(`The build failed:\n${failed.stdout?.toString() ?? ""}${failed.stderr?.toString() ?? ""}`);
    process.exit(1);
  }
} else if (!existsSync(path.join(buildDir, "server/start.js"))) {
  console.error(`No build in ${buildDir}: run without --no-build.`);
  process.exit(2);
}

const workDir = await mkdtemp(path.join(tmpdir(), "site-scan-"));
const dataDir = path.join(workDir, "data");
const port = process.env.SCAN_PORT ? Number(process.env.SCAN_PORT) : await freePort();
const url = `http://127.0.0.1:${port}`;

// The database is prepared here before the server opens it (only one process may open a PGlite
// folder): migrated and seeded as on any first start, plus what only staff could otherwise create.
process.env.DATA_DIR = dataDir;
delete process.env.DATABASE_URL;
await getDatabase();
const { key: apiKey } = await createApiKey({ name: "npm run scan", scope: "read-write", expiresAt: null }, { id: "scan", name: "npm run scan" });
const chat = await seedVisitorChat((await getDatabase()).db, "scan");
await closeDatabase();

const addressProxy = await startAddressProxy(process.env.SCAN_PORT ? port + 1 : 0);

/** Far above what the scan sends, so that the limits in front of the handlers never answer instead of them. */
const UNLIMITED = "1000000";
const server = spawnServer({
  ...process.env,
  NODE_ENV: "production",
  PORT: String(port),
  HOST: "127.0.0.1",
  SITE_URL: url,
  DATA_DIR: dataDir,
  RATE_LIMIT_PUBLIC_POINTS: UNLIMITED,
  RATE_LIMIT_CHAT_POINTS: UNLIMITED,
  RATE_LIMIT_SIGNIN_POINTS: UNLIMITED,
  RATE_LIMIT_ACCOUNT_POINTS: UNLIMITED,
  RATE_LIMIT_API_KEY_POINTS: UNLIMITED,
  // Believes sqlmap's X-Forwarded-For where a target spreads its requests over addresses.
  TRUST_PROXY: "loopback",
});
const stopServer = async () => {
  if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill("SIGTERM");
  await server.exited;
};
process.once("SIGINT", () => void stopServer().finally(() => process.exit(130)));
await waitFor(() => server.output().includes("Server listening") || server.child.exitCode !== null, "the server to start", 120_000);
if (server.child.exitCode !== null) throw new Error(`The server exited at start-up:\n${server.output()}`);
say(`server on ${url}, PGlite in ${dataDir}`);

const sameSite = (page: string) => ({ Origin: url, "Sec-Fetch-Site": "same-origin", Referer: `${url}${page}` });

async function page(pathname: string): Promise<string> {
  const response = await fetch(`${url}${pathname}`);
  if (!response.ok) throw new Error(`GET ${pathname} answered ${response.status}`);
  return response.text();
}

function first(html: string, pattern: RegExp, what: string): string {
  const found = pattern.exec(html)?.[1];
  if (!found) throw new Error(`No ${what} found on the site's pages`);
  return found;
}

/** What a production site has: its first account (so sign-up is closed), content, and a lead. */
async function discover(): Promise<ScanSite> {
  const staffEmail = "owner@example.kz";
  const signUp = await fetch(`${url}/api/auth/sign-up/email`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...sameSite("/auth") },
    body: JSON.stringify({ name: "Владелец", email: staffEmail, password: `scan-${crypto.randomUUID()}` }),
  });
  if (!signUp.ok) throw new Error(`The first account could not be created: ${signUp.status} ${await signUp.text()}`);
  const lead = await fetch(`${url}/api/leads`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...sameSite("/") },
    body: JSON.stringify({ name: "Айгерим Сейтова", phone: "+7 701 234 56 78" }),
  });
  if (lead.status !== 201) throw new Error(`The lead dialog answered ${lead.status}: ${await lead.text()}`);
  const sitemap = await page("/sitemap.xml");
  return {
    url,
    apiKey,
    staffEmail,
    chat,
    leadId: ((await lead.json()) as { id: string }).id,
    // The seed publishes no case: a well-formed id of none still runs the case page's query.
    caseId: /\/cases\/([0-9a-f-]{36})</.exec(sitemap)?.[1] ?? crypto.randomUUID(),
    postSlug: first(sitemap, /\/blog\/([a-z0-9-]+)</, "article"),
    blogCategory: first(await page("/blog"), /href="\/blog\?category=([^"&]+)"/, "blog category"),
    serviceSlug: first(await page("/contact"), /<option value="([a-z0-9-]+)"/, "service in the contact form"),
  };
}

function statusList(statuses: Map<number, number>): string {
  return [...statuses.entries()]
    .sort(([a], [b]) => a - b)
    .map(([status, n]) => `${status}×${n}`)
    .join(" ");
}

/** Answers with a 5xx status in the server's request log, by method and path. */
function serverErrors(output: string): string[] {
  return output
    .split("\n")
    .filter((line) => /"status":5\d\d/.test(line))
    .map((line) => {
      const entry = JSON.parse(line) as { method?: string; path?: string; status?: number };
      return `${entry.status} ${entry.method} ${entry.path}`;
    });
}

let sqlmapResults: SqlmapResult[] = [];
// Set inside the runs below; a plain `= null` would leave TypeScript sure it stays null.
let wapitiFindings = null as WapitiFinding[] | null;
let wapitiSeconds = 0;
let wapitiCapped: string[] = [];
try {
  const site = await discover();
  say(`case ${site.caseId}, article ${site.postSlug}, service ${site.serviceSlug}, category ${site.blogCategory}`);
  const targets = sqlmapTargets(site).filter((t) => !only || t.name.includes(only));
  sqlmapResults = new Array<SqlmapResult>(targets.length);
  // sqlmap's own work, not the server, is what takes time: two runs at once, beside wapiti.
  let next = 0;
  const worker = async () => {
    for (let i = next++; i < targets.length; i = next++) {
      const target = targets[i]!;
      say(`sqlmap: ${target.name}`);
      const result = await runSqlmap(target, path.join(workDir, "sqlmap"), addressProxy.url);
      say(
        `  ${target.name}: ${result.verdict}${result.detail ? ` (${result.detail})` : ""}; ${result.requests} requests in ` +
          `${result.seconds.toFixed(0)} s (${statusList(result.statuses)}); parameters: ${result.parameters.join(", ")}` +
          (result.integerCast.length ? `; read as integers, skipped: ${result.integerCast.join(", ")}` : ""),
      );
      sqlmapResults[i] = result;
    }
  };
  const wapitiRun = async () => {
    if (flags.has("--skip-wapiti")) return;
    say("wapiti: crawling and attacking the public site");
    const wapiti = await runWapiti(url, path.join(workDir, "wapiti"), say);
    say(`wapiti: done in ${wapiti.seconds.toFixed(0)} s, ${wapiti.findings.length} findings`);
    wapitiFindings = wapiti.findings;
    wapitiSeconds = wapiti.seconds;
    wapitiCapped = wapiti.capped;
  };
  await Promise.all([wapitiRun(), ...Array.from({ length: Number(process.env.SCAN_JOBS ?? 2) }, worker)]);
} finally {
  await addressProxy.close();
  await stopServer();
  await writeFile(path.join(workDir, "server.log"), server.output());
  await rm(dataDir, { recursive: true, force: true });
}

const errors = serverErrors(server.output());
const lines: string[] = ["", "Security scan summary", "", "sqlmap (PostgreSQL, risk 2, level 2; level 3 (Referer, User-Agent) where marked in scripts/scan/targets.ts):"];
const width = Math.max(...sqlmapResults.map((r) => r.target.name.length));
for (const result of sqlmapResults) {
  lines.push(
    `  ${result.target.name.padEnd(width)}  ${result.verdict.padEnd(14)}  ${String(result.parameters.length).padStart(2)} parameters  ${String(result.requests).padStart(5)} requests  ${statusList(result.statuses)}${result.detail ? `  ${result.detail}` : ""}`,
  );
}
if (wapitiFindings) {
  lines.push(
    "",
    `wapiti (${wapitiSeconds.toFixed(0)} s${wapitiCapped.length ? `; stopped at its time limit per module: ${wapitiCapped.join(", ")}` : ""}):`,
  );
  const groups = new Map<string, WapitiFinding[]>();
  for (const finding of wapitiFindings) {
    const key = `${finding.kind === "anomaly" ? "anomaly: " : ""}${finding.category} [${finding.severity}]`;
    groups.set(key, [...(groups.get(key) ?? []), finding]);
  }
  if (!groups.size) lines.push("  no findings");
  for (const [key, findings] of [...groups.entries()].sort()) {
    const where = [...new Set(findings.map((f) => `${f.where}${f.parameter ? ` (${f.parameter})` : ""}: ${f.info.split("\n")[0]!.slice(0, 70)}`))]
      .slice(0, 4)
      .join("; ");
    lines.push(`  ${String(findings.length).padStart(3)} × ${key}${findings.some(isFailure) ? "  FAIL" : ""}: ${where}`);
  }
} else {
  lines.push("", "wapiti: skipped");
}
lines.push("", `5xx answers in the server's log: ${errors.length}${errors.length ? `: ${[...new Set(errors)].slice(0, 10).join("; ")}` : ""}`);

const injectable = sqlmapResults.filter((r) => r.verdict === "INJECTABLE");
const incomplete = sqlmapResults.filter((r) => r.verdict === "INCOMPLETE");
const wapitiFailures = wapitiFindings?.filter(isFailure) ?? [];
const passed = !injectable.length && !incomplete.length && !wapitiFailures.length && !errors.length;
lines.push(
  "",
  `Verdict: ${passed ? "PASS" : "FAIL"}: ${injectable.length} injectable and ${incomplete.length} untested of ${sqlmapResults.length} sqlmap targets; ` +
    `${wapitiFailures.length} wapiti injection or high-risk findings; ${errors.length} server errors. ` +
    `${((Date.now() - started) / 60_000).toFixed(1)} minutes. Reports in ${workDir}`,
);
console.log(lines.join("\n"));
process.exit(passed ? 0 : 1);
