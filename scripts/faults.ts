/**
 * `npm run faults` (ADR 0071): the fault runs of issue 25 points 12 and 14 at the size,
 * against the build in BUILD_DIR (default `build`; `npm run build` first), each on a PostgreSQL
 * server of its own that this script starts and removes.
 *
 *   npm run faults                      # everything: 10,000 submissions per run
 *   npm run faults -- kill              # SIGKILL on PGlite, PGlite with PGLITE_DURABLE, PostgreSQL
 *   npm run faults -- postgres-restart  # PostgreSQL stopped and started under the load
 *   npm run faults -- --total 2000      # a smaller load
 *
 * Prints one line per run and exits 1 if any acknowledged lead is missing or an expectation failed.
 */
import { parseArgs } from "node:util";

import { killDuringLeadLoad, restartPostgresDuringLeadLoad, type LoadReport } from "../tests/setup/fault-runs";
import { createPrivatePostgres } from "../tests/setup/private-postgres";
import { freePort, removeServerData } from "../tests/setup/server-process";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    total: { type: "string", default: "10000" },
    concurrency: { type: "string", default: "32" },
  },
});
const total = Number(values.total);
const concurrency = Number(values.concurrency);
const which = new Set(positionals.length ? positionals : ["kill", "postgres-restart"]);

const rate = (report: LoadReport) => `${report.acknowledged} acknowledged, ${report.stored} stored, ${report.lost.length} lost`;
const outcomes = (report: LoadReport) =>
  Object.entries(report.outcomes)
    .map(([status, n]) => `${status}×${n}`)
    .join(" ");

let failed = false;
const check = (ok: boolean, what: string) => {
  if (!ok) {
    failed = true;
    console.log(`  FAILED: ${what}`);
  }
};

const postgres = createPrivatePostgres(await freePort());
await postgres.start();
try {
  if (which.has("kill")) {
    const runs: { name: string; engine: "pglite" | "postgres"; env: Record<string, string> }[] = [
      { name: "PGlite", engine: "pglite", env: {} },
      { name: "PGlite, PGLITE_DURABLE=true", engine: "pglite", env: { PGLITE_DURABLE: "true" } },
      { name: "PostgreSQL", engine: "postgres", env: {} },
    ];
    for (const run of runs) {
      const killAfter = Math.round(total * 0.3);
      const report = await killDuringLeadLoad({ engine: run.engine, postgresServerUrl: postgres.url, env: run.env, total, killAfter, concurrency });
      console.log(
        `kill -9 after ${report.acknowledgedBeforeKill} acknowledged, ${run.name}: ${report.sent} sent, ${rate(report)} ` +
          `(${report.acknowledgedAfterRestart} after the restart); answers ${outcomes(report)}; ${report.seconds.toFixed(0)} s`,
      );
      check(report.lost.length === 0, `acknowledged leads missing: ${report.lost.slice(0, 5).join(", ")}`);
      check(report.acknowledgedAfterRestart > 0, "the restarted server acknowledged no lead");
    }
  }
  if (which.has("postgres-restart")) {
    const run = await restartPostgresDuringLeadLoad({ postgres, total, concurrency, stopAfter: Math.round(total * 0.3), outageAnswers: Math.min(200, Math.round(total * 0.05)) });
    const during = Object.entries(run.duringOutage)
      .map(([status, n]) => `${status}×${n}`)
      .join(" ");
    console.log(
      `PostgreSQL stopped and started under load: ${run.report.sent} sent, ${rate(run.report)}; answers ${outcomes(run.report)}; ` +
        `during the outage ${during}, page ${run.outage.page.status}, API ${run.outage.api.status}, /readyz ${run.outage.readyz.status}, ` +
        `/healthz ${run.outage.healthz.status}; ready again: ${run.readyAgain}, ${run.acknowledgedAfterRecovery} acknowledged after; ${run.report.seconds.toFixed(0)} s`,
    );
    check(run.report.lost.length === 0, `acknowledged leads missing: ${run.report.lost.slice(0, 5).join(", ")}`);
    check(run.stillRunning, "the server process ended");
    check(run.readyAgain && run.acknowledgedAfterRecovery > 0, "the server did not recover");
    check(Object.keys(run.duringOutage).every((status) => status === "503"), "answers other than 503 during the outage");
    check(run.outage.page.status === 503 && run.outage.api.status === 503 && run.outage.readyz.status === 503, "the outage was not a 503");
  }
} finally {
  await removeServerData();
  postgres.remove();
}
process.exit(failed ? 1 : 0);
