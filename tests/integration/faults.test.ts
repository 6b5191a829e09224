/**
 * Faults under load (issue 25 points 12 and 14, ADR 0071), with a small load; `npm run faults` runs
 * the 10,000 submissions. A server process killed with SIGKILL while leads arrive loses no
 * lead it acknowledged, on PGlite and on PostgreSQL; a PostgreSQL restart during the load is a
 * Russian 503 page (JSON 503 for the API) and "not ready" meanwhile, the server reconnects by itself,
 * and no acknowledged lead is lost. The PostgreSQL server is a private one started here (the
 * machine's shared server is never stopped).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { killDuringLeadLoad, restartPostgresDuringLeadLoad } from "../setup/fault-runs";
import { createPrivatePostgres, type PrivatePostgres } from "../setup/private-postgres";
import { freePort, removeServerData } from "../setup/server-process";

let postgres: PrivatePostgres;

beforeAll(async () => {
  postgres = createPrivatePostgres(await freePort());
  await postgres.start();
}, 120_000);

afterAll(async () => {
  await removeServerData();
  postgres?.remove();
});

const LOAD = { total: 300, concurrency: 24 };

describe("a server killed with SIGKILL under a lead load", () => {
  for (const engine of ["pglite", "postgres"] as const) {
    it(`keeps every lead it acknowledged, on ${engine}`, { timeout: 300_000 }, async () => {
      const run = await killDuringLeadLoad({ engine, postgresServerUrl: postgres.url, ...LOAD, killAfter: 100 });

      expect(run.acknowledgedBeforeKill).toBeGreaterThanOrEqual(100);
      // The restarted server took the rest of the load on the same database.
      expect(run.acknowledgedAfterRestart).toBeGreaterThan(0);
      expect(run.lost).toEqual([]);
      expect(run.stored).toBeGreaterThanOrEqual(run.acknowledged);
    });
  }

  it("keeps every acknowledged lead on PGlite with durable commits", { timeout: 300_000 }, async () => {
    const run = await killDuringLeadLoad({ engine: "pglite", ...LOAD, total: 120, killAfter: 40, env: { PGLITE_DURABLE: "true" } });

    expect(run.acknowledgedAfterRestart).toBeGreaterThan(0);
    expect(run.lost).toEqual([]);
  });
});

describe("PostgreSQL restarted under a lead load", () => {
  it("answers 503 in Russian meanwhile, is not ready, reconnects by itself and loses no acknowledged lead", { timeout: 300_000 }, async () => {
    const run = await restartPostgresDuringLeadLoad({ postgres, ...LOAD, stopAfter: 80, outageAnswers: 40 });

    // During the outage: the visitor's page and the API say so, the balancer is told, the process lives.
    expect(run.outage.page.status).toBe(503);
    expect(run.outage.page.contentType).toContain("text/html");
    expect(run.outage.page.body).toContain("Сайт временно недоступен");
    expect(run.outage.api.status).toBe(503);
    expect(JSON.parse(run.outage.api.body)).toEqual({ error: "Сервис временно недоступен. Попробуйте ещё раз через минуту." });
    expect(run.outage.readyz.status).toBe(503);
    expect(JSON.parse(run.outage.readyz.body)).toMatchObject({ reason: "unreachable" });
    expect(run.outage.healthz.status).toBe(200);
    // Every lead submitted while it was down was answered, and with 503: none hung, none was a 500.
    expect(Object.keys(run.duringOutage)).toEqual(["503"]);

    // Afterwards: ready again and taking leads on the same process, none of the acknowledged ones lost.
    expect(run.readyAgain).toBe(true);
    expect(run.acknowledgedAfterRecovery).toBeGreaterThan(0);
    expect(run.stillRunning).toBe(true);
    expect(run.report.lost).toEqual([]);
    expect(run.report.outcomes).not.toHaveProperty("500");
    expect(run.report.outcomes).not.toHaveProperty("timeout");
  });
});
