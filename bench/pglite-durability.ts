/**
 * What PGLITE_DURABLE costs (ADR 0071): leads stored per second with PGlite's default (commits reach
 * the operating system, not the disk) and with every commit forced to the disk, measured two ways in
 * alternated rounds: a bare insert of a lead row into PGlite in this process, and lead POSTs to a
 * production server (two servers, one per setting). `npm run bench -- --only pglite-durability`.
 */
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

import autocannon from "autocannon";

import { leads } from "~/db/schema";
import { openDatabase } from "~/server/db.server";

import { startBenchServer } from "./server";

const ROUNDS = 3;
const INSERTS_PER_ROUND = 400;
const POST_SECONDS = 5;
const CONNECTIONS = 10;

export type DurabilityCost = {
  rounds: number;
  /** Median of the rounds, per setting. */
  bareInsertsPerSecond: { relaxed: number; durable: number };
  leadPostsPerSecond: { relaxed: number; durable: number };
  errors: number;
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** One insert at a time, as the site's one PGlite connection runs them. */
async function bareInserts(durable: boolean): Promise<number> {
  const dir = mkdtempSync(path.join(os.tmpdir(), "bench-durability-"));
  const handle = await openDatabase({ dataDir: path.join(dir, "db"), durable });
  try {
    const started = performance.now();
    for (let i = 0; i < INSERTS_PER_ROUND; i++) {
      await handle.db.insert(leads).values({ name: "Замер", phone: `+7700${String(i).padStart(7, "0")}`, source: "website_form", status: "new" });
    }
    return INSERTS_PER_ROUND / ((performance.now() - started) / 1000);
  } finally {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function leadPosts(url: string): Promise<{ rate: number; errors: number }> {
  const result = await autocannon({
    url: `${url}/api/leads`,
    method: "POST",
    connections: CONNECTIONS,
    duration: POST_SECONDS,
    headers: { "content-type": "application/json", origin: url },
    body: JSON.stringify({ name: "Замер", phone: "+77001234567" }),
    renderProgressBar: false,
  });
  return { rate: result.requests.average, errors: result.errors + result.timeouts + result.non2xx };
}

export async function measureDurabilityCost(buildDir: string, env: Record<string, string>): Promise<DurabilityCost> {
  const inserts = { relaxed: [] as number[], durable: [] as number[] };
  const posts = { relaxed: [] as number[], durable: [] as number[] };
  let errors = 0;
  const relaxedServer = await startBenchServer(buildDir, { ...env, PGLITE_DURABLE: "false" });
  const durableServer = await startBenchServer(buildDir, { ...env, PGLITE_DURABLE: "true" });
  try {
    for (let round = 0; round < ROUNDS; round++) {
      // Alternated, so that whatever else the machine does falls on both settings alike.
      inserts.relaxed.push(await bareInserts(false));
      inserts.durable.push(await bareInserts(true));
      for (const [setting, server] of [["relaxed", relaxedServer], ["durable", durableServer]] as const) {
        const run = await leadPosts(server.url);
        posts[setting].push(run.rate);
        errors += run.errors;
      }
    }
  } finally {
    await relaxedServer.stop();
    await durableServer.stop();
  }
  return {
    rounds: ROUNDS,
    bareInsertsPerSecond: { relaxed: median(inserts.relaxed), durable: median(inserts.durable) },
    leadPostsPerSecond: { relaxed: median(posts.relaxed), durable: median(posts.durable) },
    errors,
  };
}

export function printDurabilityCost(cost: DurabilityCost, table: (header: string[], rows: (string | number)[][]) => string) {
  console.log(
    `\nPGlite durability (ADR 0071): PGLITE_DURABLE=false (commits reach the OS) against true (each commit on the disk), median of ${cost.rounds} alternated rounds on ${os.cpus().length} cores`,
  );
  const row = (what: string, rates: { relaxed: number; durable: number }) => [
    what,
    rates.relaxed.toFixed(0),
    rates.durable.toFixed(0),
    `${(rates.durable / rates.relaxed).toFixed(2)} ×`,
  ];
  console.log(
    table(
      ["leads/s", "PGLITE_DURABLE=false", "true", "durable/relaxed"],
      [
        row(`bare insert, one at a time (${INSERTS_PER_ROUND} a round)`, cost.bareInsertsPerSecond),
        row(`POST /api/leads, ${CONNECTIONS} connections, ${POST_SECONDS} s`, cost.leadPostsPerSecond),
      ],
    ),
  );
  console.log(`  errors and non-2xx answers: ${cost.errors}`);
}
