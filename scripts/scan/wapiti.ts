/**
 * Debian's wapiti against the running site: it crawls the public pages, attacks every form and
 * query parameter it finds, and writes a JSON report, read here into categories and severities.
 */
import { spawn } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { createInterface } from "node:readline";

import { BROWSER_AGENT } from "./sqlmap";

/** wapiti's levels (wapitiCore/language/vulnerability.py). */
const LEVELS = ["info", "low", "medium", "high", "critical"] as const;
export type Severity = (typeof LEVELS)[number];

/** Categories that mean someone can inject into or redirect through the site, whatever their level. */
const INJECTION = [
  "SQL Injection",
  "Blind SQL Injection",
  "Cross Site Scripting",
  "Command execution",
  "Path Traversal",
  "Server Side Request Forgery",
  "XML External Entity",
  "CRLF Injection",
  "Open Redirect",
  "Htaccess Bypass",
  "Potentially dangerous file",
  "Backup file",
  "Weak credentials",
];

/**
 * The default set, plus CRLF, XXE and the forms' CSRF check (its only finding so far is answered in
 * docs/security.md). Not run: brute force of logins and paths (nikto, buster, brute_login_form),
 * which test the rate limits rather than the code, and wapp, which only names technologies.
 */
const MODULES = "common,crlf,xxe,csrf,methods,backup,htaccess";

export type WapitiFinding = { kind: "vulnerability" | "anomaly"; category: string; severity: Severity; where: string; parameter: string; info: string };

type ReportEntry = { method: string; path: string; info: string; level: number | string; parameter: string };
type Report = { vulnerabilities?: Record<string, ReportEntry[]>; anomalies?: Record<string, ReportEntry[]> };

export function readFindings(report: Report): WapitiFinding[] {
  const sections = [
    ["vulnerability", report.vulnerabilities ?? {}],
    ["anomaly", report.anomalies ?? {}],
  ] as const;
  return sections.flatMap(([kind, categories]) =>
    Object.entries(categories).flatMap(([category, entries]) =>
      entries.map((entry) => ({
        kind,
        category,
        severity: LEVELS[Number(entry.level)] ?? "info",
        where: `${entry.method} ${entry.path}`,
        parameter: entry.parameter,
        info: entry.info,
      })),
    ),
  );
}

/** An injection of any level, a high or critical finding, or a server error (an anomaly wapiti caused). */
export function isFailure(finding: WapitiFinding): boolean {
  if (finding.kind === "anomaly") return finding.category === "Internal Server Error";
  return INJECTION.includes(finding.category) || finding.severity === "high" || finding.severity === "critical";
}

/** Each module may attack this long; the summary names those that were stopped by it. */
const MAX_ATTACK_SECONDS = 240;

export type WapitiRun = { findings: WapitiFinding[]; seconds: number; exitCode: number | null; capped: string[] };

export async function runWapiti(siteUrl: string, workDir: string, log: (line: string) => void): Promise<WapitiRun> {
  const reportFile = path.join(workDir, "wapiti.json");
  const args = [
    "-u",
    `${siteUrl}/`,
    "--scope",
    "folder",
    "-m",
    MODULES,
    "-f",
    "json",
    "-o",
    reportFile,
    "--flush-session",
    "--store-session",
    path.join(workDir, "session"),
    "--store-config",
    path.join(workDir, "config"),
    "-A",
    BROWSER_AGENT,
    // No -x: Debian's wapiti 3.0.4 fails on any exclusion under Python 3.11 (its pattern puts the
    // regex flags last). Nothing needs excluding: the staff area only redirects to sign-in.
    "-d",
    "4",
    "--max-links-per-page",
    "60",
    "--max-attack-time",
    String(MAX_ATTACK_SECONDS),
    "--max-scan-time",
    "900",
    "-t",
    "20",
    "--no-bugreport",
  ];
  const started = Date.now();
  const capped: string[] = [];
  const exitCode = await new Promise<number | null>((resolve, reject) => {
    const child = spawn("wapiti", args, { stdio: ["ignore", "pipe", "pipe"] });
    const forward = (line: string) => {
      if (/^\[\*\] Launching module|^\[\*\] Wapiti found/.test(line)) log(`wapiti: ${line.slice(4)}`);
      const stopped = /^Max attack time was reached for module (\w+)/.exec(line)?.[1];
      if (stopped) capped.push(stopped);
    };
    createInterface({ input: child.stdout }).on("line", forward);
    createInterface({ input: child.stderr }).on("line", forward);
    child.once("error", reject);
    child.once("close", resolve);
  });
  const report = JSON.parse(await readFile(reportFile, "utf8")) as Report;
  return { findings: readFindings(report), seconds: (Date.now() - started) / 1000, exitCode, capped };
}
