/**
 * Issue 25 points 6 and 7 (ADR 0072): storing a lead against a bare insert of the same row into the
 * same database, on PGlite and on PostgreSQL, in one run; and the server's memory.
 *
 * Per database: the production server (its own process, its own PGlite folder or a fresh PostgreSQL
 * database) with Telegram notifications on (a fake Bot API in this process), so every lead queues
 * its notification; the public write limit raised through RATE_LIMIT_PUBLIC_POINTS, as the rest of
 * the bench does, and nothing else changed. autocannon POSTs the lead dialog's request to
 * /api/leads; then the server stops and bench/leads-insert.ts inserts the same row with the same
 * concurrency in a process of its own (for PGlite, opening the folder the server used, with the
 * server's settings). The server's RSS is read from /proc/<pid>/status: idle after start, and the
 * highest sample under load.
 */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";

import autocannon from "autocannon";

import { startFakeTelegram } from "../tests/fakes/telegram-server";
import { createPostgresDatabase } from "../tests/setup/test-database";
import { post, signIn } from "./hero-image";
import { BENCH_LEAD, type InsertRate } from "./leads-insert";
import { cpuMs, rssMb } from "./process-cpu";
import { startBenchServer } from "./server";

const run = promisify(execFile);

export const LEADS_BUDGET = { ratio: 0.4, postgresRssMb: 150, pgliteIdleRssMb: 300 };
const CONNECTIONS = 10;
const SECONDS = Number(process.env.LEADS_BENCH_SECONDS ?? 5);

export type LeadsOnDatabase = {
  database: "PGlite" | "PostgreSQL";
  lead: InsertRate & { non2xx: number };
  bare: InsertRate;
  ratio: number;
  rssIdleMb: number;
  rssPeakMb: number;
};

export type LeadsBench = { cores: number; connections: number; seconds: number; results: LeadsOnDatabase[]; verdicts: string[] };

/** Highest RSS seen while `work` runs, sampled every 100 ms. */
async function peakRssDuring<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; peakMb: number }> {
  let peakMb = await rssMb(pid);
  const timer = setInterval(() => {
    rssMb(pid).then(
      (mb) => (peakMb = Math.max(peakMb, mb)),
      // The process ended.
      () => {},
    );
  }, 100);
  try {
    return { result: await work(), peakMb };
  } finally {
    clearInterval(timer);
  }
}

async function postLeads(url: string, seconds: number) {
  return autocannon({
    url: `${url}/api/leads`,
    method: "POST",
    connections: CONNECTIONS,
    duration: seconds,
    headers: { "content-type": "application/json", origin: url, referer: `${url}/services` },
    body: JSON.stringify(BENCH_LEAD),
    renderProgressBar: false,
  });
}

/** Telegram notifications on, through the screen staff use: every lead then queues one. */
async function switchTelegramOn(url: string) {
  const cookie = await signIn(url);
  await post(
    url,
    "/admin/telegram",
    cookie,
    new URLSearchParams({
      intent: "save",
      isActive: "on",
      botToken: "123456:bench-token-abcdefghijklmnopqrstuvwxyz",
      chatId: "-1001234567",
      notificationTemplate: "🔔 Новая заявка\nИмя: {name}\nТелефон: {phone}\nДата: {date}",
    }),
  );
}

async function bareInsert(target: string, env: Record<string, string>): Promise<InsertRate> {
  const { stdout } = await run(process.execPath, ["--import", "tsx", path.resolve("bench/leads-insert.ts"), target, String(CONNECTIONS), String(SECONDS)], {
    env: { ...process.env, NODE_ENV: "production", ...env },
    maxBuffer: 1 << 20,
  });
  return JSON.parse(stdout.trim().split("\n").at(-1)!) as InsertRate;
}

async function measureOn(
  database: LeadsOnDatabase["database"],
  buildDir: string,
  env: Record<string, string>,
  bareTarget: string,
): Promise<LeadsOnDatabase> {
  const server = await startBenchServer(buildDir, env);
  let lead: LeadsOnDatabase["lead"];
  let rssIdleMb: number;
  let rssPeakMb: number;
  try {
    await switchTelegramOn(server.url);
    // Idle: started, migrated, seeded, the home page rendered once; a moment for the collector.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    rssIdleMb = await rssMb(server.pid);
    await postLeads(server.url, 1);
    const cpuBefore = await cpuMs(server.pid);
    const { result, peakMb } = await peakRssDuring(server.pid, () => postLeads(server.url, SECONDS));
    const cpuUsed = (await cpuMs(server.pid)) - cpuBefore;
    rssPeakMb = peakMb;
    lead = {
      requestsPerSecond: result.requests.average,
      latencyP99Ms: result.latency.p99,
      requests: result.requests.total,
      errors: result.errors + result.timeouts,
      non2xx: result.non2xx,
      cpuMsPerRequest: cpuUsed / Math.max(1, result.requests.total),
    };
  } finally {
    await server.stop();
  }
  const bare = await bareInsert(bareTarget, env);
  return { database, lead, bare, ratio: lead.requestsPerSecond / bare.requestsPerSecond, rssIdleMb, rssPeakMb };
}

export async function measureLeads(buildDir: string, env: Record<string, string>, postgresServerUrl?: string): Promise<LeadsBench> {
  const telegram = await startFakeTelegram();
  const results: LeadsOnDatabase[] = [];
  const serverEnv = { ...env, RATE_LIMIT_PUBLIC_POINTS: "1000000", TELEGRAM_API_URL: telegram.url };
  try {
    const dataRoot = mkdtempSync(path.join(os.tmpdir(), "bench-leads-"));
    // The PGlite server and its baseline inherit this process's environment: not its DATABASE_URL.
    const inherited = process.env.DATABASE_URL;
    delete process.env.DATABASE_URL;
    try {
      const dataDir = path.join(dataRoot, "db");
      results.push(await measureOn("PGlite", buildDir, { ...serverEnv, DATA_DIR: dataDir }, dataDir));
    } finally {
      if (inherited !== undefined) process.env.DATABASE_URL = inherited;
      rmSync(dataRoot, { recursive: true, force: true });
    }
    if (postgresServerUrl) {
      const database = await createPostgresDatabase(postgresServerUrl);
      try {
        results.push(await measureOn("PostgreSQL", buildDir, { ...serverEnv, DATABASE_URL: database.url }, database.url));
      } finally {
        await database.drop();
      }
    }
  } finally {
    await telegram.close();
  }
  const verdict = (ok: boolean) => (ok ? "PASS" : "FAIL");
  const verdicts = results.flatMap((r) => {
    const errors = r.lead.errors + r.lead.non2xx + r.bare.errors;
    const lines = [
      `${verdict(r.ratio >= LEADS_BUDGET.ratio && errors === 0)}  lead POST on ${r.database} ≥ ${LEADS_BUDGET.ratio} × a bare insert, 0 errors (${r.ratio.toFixed(3)} ×, ${errors} errors)`,
    ];
    if (r.database === "PostgreSQL")
      lines.push(`${verdict(r.rssPeakMb <= LEADS_BUDGET.postgresRssMb)}  server RSS on PostgreSQL under the lead load ≤ ${LEADS_BUDGET.postgresRssMb} MB (peak ${r.rssPeakMb} MB)`);
    else lines.push(`${verdict(r.rssIdleMb <= LEADS_BUDGET.pgliteIdleRssMb)}  server RSS on PGlite idle ≤ ${LEADS_BUDGET.pgliteIdleRssMb} MB (${r.rssIdleMb} MB)`);
    return lines;
  });
  return { cores: os.cpus().length, connections: CONNECTIONS, seconds: SECONDS, results, verdicts };
}

export function printLeads(bench: LeadsBench, title = "Leads"): string[] {
  console.log(
    `\n${title} (issue 25 points 6–7): POST /api/leads with Telegram on vs a bare INSERT of the same row, ${bench.connections} concurrent, ${bench.seconds} s each, ${bench.cores} CPU cores (shared: figures are noisy, ratios are from the same run)`,
  );
  for (const r of bench.results) {
    console.log(
      `  ${r.database}: lead ${r.lead.requestsPerSecond.toFixed(0)}/s (p99 ${r.lead.latencyP99Ms} ms, ${r.lead.requests} leads, ${r.lead.non2xx} non-2xx, ${r.lead.errors} errors); bare insert ${r.bare.requestsPerSecond.toFixed(0)}/s (p99 ${r.bare.latencyP99Ms.toFixed(1)} ms, ${r.bare.errors} errors); ratio ${r.ratio.toFixed(3)}; server RSS idle ${r.rssIdleMb} MB, peak under load ${r.rssPeakMb} MB`,
    );
    console.log(
      `    CPU per row: the server ${r.lead.cpuMsPerRequest.toFixed(2)} ms per lead, the inserting process ${r.bare.cpuMsPerRequest.toFixed(2)} ms per insert (${r.database === "PostgreSQL" ? "PostgreSQL's own processes not counted in either" : "the database runs inside both"})`,
    );
  }
  for (const line of bench.verdicts) console.log(`  ${line}`);
  return bench.verdicts;
}

// Run alone: `BUILD_DIR=build-x npx tsx bench/leads.ts` (PostgreSQL too when DATABASE_URL names a server).
if (import.meta.url === `file://${process.argv[1]}`) {
  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build-bench");
  printLeads(await measureLeads(buildDir, {}, process.env.DATABASE_URL));
}
