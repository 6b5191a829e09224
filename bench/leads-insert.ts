/**
 * The baseline of bench/leads.ts: the lead dialog's row inserted straight into the database, with
 * `connections` inserts in flight at once for `seconds`, in a process of its own (as the server is
 * one). PGlite is opened as the server opens it (getDatabase, the same environment), so it runs
 * with the server's options on the data folder the server just used; PostgreSQL through a
 * postgres.js pool of `connections`. One parameterised INSERT per row, no ORM, no transaction
 * around it: the cheapest way this row can be stored. Prints one JSON line (InsertRate).
 *
 * `node --import tsx bench/leads-insert.ts <data folder | postgres://…> <connections> <seconds>`
 */
import postgres from "postgres";

import * as ru from "~/i18n/ru";
import { closeDatabase, getDatabase } from "~/server/db.server";

export type InsertRate = {
  requestsPerSecond: number;
  latencyP99Ms: number;
  requests: number;
  errors: number;
  /** CPU time of the process doing the work (the server, or this one) per row: less noisy than rates on a busy machine. */
  cpuMsPerRequest: number;
};

/** The row POST /api/leads stores for the bench's body (app/server/leads.server.ts createDialogLead). */
export const BENCH_LEAD = { name: "Айгерим", phone: "+77771234567", attribution: { pageUrl: "/services", landingPath: "/" } };

const INSERT = `insert into leads (name, phone, email, message, source, status, language, page_url, landing_path)
  values ($1, $2, '', $3, 'website_form', 'new', 'ru', $4, $5)`;
const PARAMS = [
  BENCH_LEAD.name,
  BENCH_LEAD.phone,
  ru.leads.dialog.storedMessage(BENCH_LEAD.name),
  BENCH_LEAD.attribution.pageUrl,
  BENCH_LEAD.attribution.landingPath,
];

async function measure(insert: () => Promise<unknown>, connections: number, seconds: number): Promise<InsertRate> {
  const run = async (ms: number, latencies: number[] | null) => {
    const end = performance.now() + ms;
    let errors = 0;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < end) {
          const started = performance.now();
          try {
            await insert();
            latencies?.push(performance.now() - started);
          } catch {
            errors += 1;
          }
        }
      }),
    );
    return errors;
  };
  // The same one-second warm-up autocannon gets against the server.
  await run(1000, null);
  const latencies: number[] = [];
  const started = performance.now();
  const cpu = process.cpuUsage();
  const errors = await run(seconds * 1000, latencies);
  const elapsed = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  latencies.sort((a, b) => a - b);
  return {
    requestsPerSecond: latencies.length / elapsed,
    latencyP99Ms: latencies[Math.floor(latencies.length * 0.99)] ?? 0,
    requests: latencies.length,
    errors,
    cpuMsPerRequest: (used.user + used.system) / 1000 / Math.max(1, latencies.length),
  };
}

async function main() {
  const [target = "", connections = "10", seconds = "5"] = process.argv.slice(2);
  const n = Number(connections);
  if (target.startsWith("postgres://")) {
    const sql = postgres(target, { max: n, onnotice: () => {} });
    try {
      console.log(JSON.stringify(await measure(() => sql.unsafe(INSERT, PARAMS, { prepare: true }), n, Number(seconds))));
    } finally {
      await sql.end({ timeout: 5 });
    }
    return;
  }
  // As the server opens it: DATA_DIR and every PGlite setting from the same environment.
  process.env.DATA_DIR = target;
  const handle = await getDatabase();
  // The driver under Drizzle: `$client` is the PGlite instance openDatabase made.
  const client = (handle.db as unknown as { $client: { query: (text: string, params: unknown[]) => Promise<unknown> } }).$client;
  try {
    console.log(JSON.stringify(await measure(() => client.query(INSERT, PARAMS), n, Number(seconds))));
  } finally {
    await closeDatabase();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
