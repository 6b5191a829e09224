/**
 * The fault runs of issue 25 points 12 and 14 (ADR 0071), shared by tests/integration/faults.test.ts
 * (a small load) and `npm run faults` (the 10,000 submissions): a production server process
 * under a lead load is killed with SIGKILL, or loses its PostgreSQL server for a while, and every
 * lead it acknowledged is looked up in the database afterwards.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import postgres from "postgres";

import { leads } from "~/db/schema";
import { openDatabase } from "~/server/db.server";

import { startLeadLoad, type LeadLoad } from "./lead-load";
import type { PrivatePostgres } from "./private-postgres";
import { freePort, spawnServer, waitFor } from "./server-process";

export type Engine = "pglite" | "postgres";

export type LoadReport = {
  engine: Engine;
  sent: number;
  acknowledged: number;
  /** Leads in the database after the run (acknowledged ones, and any stored whose answer was lost). */
  stored: number;
  /** Acknowledged ids not in the database, or stored with another phone number: must be empty. */
  lost: string[];
  outcomes: Record<string, number>;
  seconds: number;
};

type Site = {
  env: Record<string, string | undefined>;
  database: { databaseUrl?: string; dataDir: string };
  remove: () => Promise<void>;
};

/**
 * A new database on the server, by a connection closed at once: an idle one kept open would die
 * with the server when a run stops it (tests/setup/test-database.ts keeps its own).
 */
async function createDatabase(serverUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `faults_${Date.now()}_${Math.random().toString(16).slice(2, 8)}`;
  const onServer = async (statement: string) => {
    const client = postgres(serverUrl, { max: 1, onnotice: () => {} });
    try {
      await client.unsafe(statement);
    } finally {
      await client.end();
    }
  };
  await onServer(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onServer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/** A production server's environment on a port and database of its own; the public write limit raised so the load is not refused. */
async function prepareSite(engine: Engine, postgresServerUrl: string | undefined, extraEnv: Record<string, string>): Promise<Site> {
  const tempDir = await mkdtemp(path.join(tmpdir(), "faults-site-"));
  if (engine === "postgres" && !postgresServerUrl) throw new Error("A PostgreSQL server is needed for the postgres run");
  const postgresDatabase = engine === "postgres" ? await createDatabase(postgresServerUrl!) : undefined;
  const database = { databaseUrl: postgresDatabase?.url, dataDir: path.join(tempDir, "data") };
  const port = await freePort();
  return {
    database,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      SITE_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.databaseUrl,
      // Every submission comes from 127.0.0.1: the per-address limit would refuse all but ten a minute.
      RATE_LIMIT_PUBLIC_POINTS: "100000000",
      ...extraEnv,
    },
    remove: async () => {
      await postgresDatabase?.drop();
      await rm(tempDir, { recursive: true, force: true });
    },
  };
}

async function startSite(site: Site) {
  const server = spawnServer(site.env);
  await waitFor(() => server.output().includes("Server listening") || server.child.exitCode !== null, "start-up", 120_000);
  if (server.child.exitCode !== null) throw new Error(`server exited at start-up:\n${server.output()}`);
  return server;
}

async function compareWithDatabase(site: Site, load: LeadLoad) {
  const handle = await openDatabase({ ...site.database, migrations: false });
  try {
    const rows = await handle.db.select({ id: leads.id, phone: leads.phone }).from(leads);
    const stored = new Map(rows.map((row) => [row.id, row.phone]));
    const lost = [...load.acknowledged].filter(([id, phone]) => stored.get(id) !== phone).map(([id]) => id);
    return { stored: rows.length, lost };
  } finally {
    await handle.close();
  }
}

/**
 * Point 12: SIGKILL once `killAfter` leads were acknowledged, with submissions in flight; the server
 * is started again on the same database and the rest of the load goes to it.
 */
export async function killDuringLeadLoad(options: {
  engine: Engine;
  postgresServerUrl?: string;
  total: number;
  killAfter: number;
  concurrency: number;
  env?: Record<string, string>;
}): Promise<LoadReport & { acknowledgedBeforeKill: number; acknowledgedAfterRestart: number }> {
  const started = Date.now();
  const site = await prepareSite(options.engine, options.postgresServerUrl, options.env ?? {});
  try {
    const first = await startSite(site);
    const load = startLeadLoad(site.env.SITE_URL!, { total: options.total, concurrency: options.concurrency });
    await waitFor(() => load.acknowledged.size >= options.killAfter || load.sent() >= options.total, "acknowledged leads before the kill", 600_000);
    // No new submissions; the ones in flight are cut by the kill.
    load.pause();
    first.child.kill("SIGKILL");
    await first.exited;
    const acknowledgedBeforeKill = load.acknowledged.size;
    const second = await startSite(site);
    load.resume();
    await load.done;
    second.child.kill("SIGTERM");
    await second.exited;
    return {
      engine: options.engine,
      sent: load.sent(),
      acknowledged: load.acknowledged.size,
      acknowledgedBeforeKill,
      acknowledgedAfterRestart: load.acknowledged.size - acknowledgedBeforeKill,
      ...(await compareWithDatabase(site, load)),
      outcomes: Object.fromEntries(load.outcomes),
      seconds: (Date.now() - started) / 1000,
    };
  } finally {
    await site.remove();
  }
}

type Probe = { status: number; contentType: string; body: string };

async function probe(url: string, init?: RequestInit): Promise<Probe> {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
  return { status: response.status, contentType: response.headers.get("content-type") ?? "", body: await response.text() };
}

/**
 * Point 14: the PostgreSQL server is stopped (fast: connections cut) once `stopAfter` leads were
 * acknowledged; a page, the lead API, /healthz and /readyz are asked while it is down, and it starts
 * again once the load had `outageAnswers` answers meanwhile; the rest of the load goes to the same
 * server process.
 */
export async function restartPostgresDuringLeadLoad(options: {
  postgres: PrivatePostgres;
  total: number;
  stopAfter: number;
  outageAnswers: number;
  concurrency: number;
}) {
  const started = Date.now();
  const site = await prepareSite("postgres", options.postgres.url, {});
  const url = site.env.SITE_URL!;
  let down = false;
  let server: Awaited<ReturnType<typeof startSite>> | undefined;
  try {
    server = await startSite(site);
    const load = startLeadLoad(url, { total: options.total, concurrency: options.concurrency });
    await waitFor(() => load.acknowledged.size >= options.stopAfter, "acknowledged leads before the outage", 600_000);
    down = true;
    await options.postgres.stop();
    load.outage(true);
    const outage = {
      // A page no one asked for before the outage, so no cache can answer it.
      page: await probe(`${url}/cases`),
      api: await probe(`${url}/api/leads`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: url },
        body: JSON.stringify({ name: "Во время сбоя", phone: "+77999999999" }),
      }),
      healthz: await probe(`${url}/healthz`),
      readyz: await probe(`${url}/readyz`),
    };
    const answeredDuringOutage = () => [...load.duringOutage.values()].reduce((sum, n) => sum + n, 0);
    await waitFor(() => answeredDuringOutage() >= options.outageAnswers, "answers during the outage", 600_000);
    load.outage(false);
    const acknowledgedBeforeRecovery = load.acknowledged.size;
    await options.postgres.start();
    down = false;
    let readyAgain = false;
    for (let attempt = 0; attempt < 300 && !readyAgain; attempt++) {
      readyAgain = (await probe(`${url}/readyz`)).status === 200;
      if (!readyAgain) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    await load.done;
    const stillRunning = server.child.exitCode === null && server.child.signalCode === null;
    server.child.kill("SIGTERM");
    await server.exited;
    return {
      report: {
        engine: "postgres",
        sent: load.sent(),
        acknowledged: load.acknowledged.size,
        ...(await compareWithDatabase(site, load)),
        outcomes: Object.fromEntries(load.outcomes),
        seconds: (Date.now() - started) / 1000,
      } satisfies LoadReport,
      outage,
      duringOutage: Object.fromEntries(load.duringOutage),
      readyAgain,
      stillRunning,
      acknowledgedAfterRecovery: load.acknowledged.size - acknowledgedBeforeRecovery,
      output: server.output(),
    };
  } catch (error) {
    // What the server wrote, without its request lines, says why it failed.
    const lines = (server?.output() ?? "").split("\n").filter((line) => !line.includes('"msg":"request"'));
    throw new Error(`${String(error)}; the server's last lines:\n${lines.slice(-20).join("\n")}`, { cause: error });
  } finally {
    // A failure during the outage: the server must be back to drop the run's database.
    if (down) await options.postgres.start();
    await site.remove();
  }
}
