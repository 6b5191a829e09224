/**
 * Prometheus metrics (ADR 0061), served at /metrics by server/metrics-endpoint.ts. Counters live in
 * this process; the outbox and pool gauges are read from the database at each scrape, so every copy
 * of the server reports the same outbox backlog (aggregate them with max(), not sum()).
 */
import { sql } from "drizzle-orm";
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";

import { CONNECTION_NAME, getDatabase, POOL_MAX, rowsOf } from "~/server/db.server";
import { onLogLine } from "~/server/log.server";
import { outboxBacklog } from "~/server/outbox-admin.server";

function createMetrics() {
  const registry = new Registry();
  const registers = [registry];
  return {
    registry,
    httpRequests: new Counter({
      name: "http_requests_total",
      help: "Requests answered, by method, route pattern and status code (health checks and scrapes not counted).",
      labelNames: ["method", "route", "status"] as const,
      registers,
    }),
    httpDuration: new Histogram({
      name: "http_request_duration_seconds",
      help: "Time to the answer's headers (a streamed body such as a chat reply runs on), by method and route pattern.",
      labelNames: ["method", "route"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    }),
    logLines: new Counter({
      name: "log_lines_total",
      help: "Warnings and errors written to the log, by level: failures a route caught and answered gracefully show here.",
      labelNames: ["level"] as const,
      registers,
    }),
    outboxDeliveries: new Counter({
      name: "outbox_deliveries_total",
      help: "Delivery attempts of notifications (Telegram, CRM webhooks, e-mail), by kind and outcome (sent, failed, given_up).",
      labelNames: ["kind", "outcome"] as const,
      registers,
    }),
    outboxBacklog: new Gauge({
      name: "outbox_backlog",
      help: "Notifications not delivered yet, by kind and state (pending: still retried; given_up: waiting for staff).",
      labelNames: ["kind", "state"] as const,
      registers,
      async collect() {
        this.reset();
        for (const row of await outboxBacklog()) {
          this.set({ kind: row.kind, state: "pending" }, row.pending);
          this.set({ kind: row.kind, state: "given_up" }, row.givenUp);
        }
      },
    }),
    llmCalls: new Counter({
      name: "llm_calls_total",
      help: "Calls to the language model, by purpose (chat, website_analysis) and outcome (ok, error, aborted).",
      labelNames: ["purpose", "outcome"] as const,
      registers,
    }),
    llmTokens: new Counter({
      name: "llm_tokens_total",
      help: "Tokens of model calls by purpose: as the model reported them, or the site's estimate for a completed call that reported none.",
      labelNames: ["purpose"] as const,
      registers,
    }),
    dbPool: new Gauge({
      name: "db_pool_connections",
      help: "This process's PostgreSQL connections by state (active, idle…), and max: the pool's size. Absent on the embedded database.",
      labelNames: ["state"] as const,
      registers,
      async collect() {
        this.reset();
        const handle = await getDatabase();
        if (handle.kind !== "postgres") return;
        this.set({ state: "max" }, POOL_MAX);
        // postgres.js does not expose its pool; the server's own view of this process's connections does.
        const result = await handle.db.execute(
          sql`select coalesce(state, 'unknown') as state, count(*)::int as count from pg_stat_activity where application_name = ${CONNECTION_NAME} group by 1`,
        );
        for (const row of rowsOf(result) as { state: string; count: number }[]) this.set({ state: row.state }, row.count);
      },
    }),
    pageCache: new Counter({
      name: "page_cache_requests_total",
      help: "GET requests for public pages by what the page cache did (ADR 0067): hit (answered from memory), miss (rendered, then stored if it could be) or bypass (staff, a preview, a query it does not key by…: rendered, never stored).",
      labelNames: ["result"] as const,
      registers,
    }),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

// One registry per process, though the tests load app/server twice (from source and in the route bundle).
const METRICS = Symbol.for("ai-site.metrics");
type GlobalWithMetrics = typeof globalThis & { [METRICS]?: Metrics };

export function metrics(): Metrics {
  const store = globalThis as GlobalWithMetrics;
  if (!store[METRICS]) {
    const created = createMetrics();
    onLogLine((level) => {
      if (level === "warn" || level === "error" || level === "fatal") created.logLines.inc({ level });
    });
    store[METRICS] = created;
  }
  return store[METRICS];
}

/** The process's own figures (CPU, memory, GC, event-loop lag): started by the server, not by tests. */
export function collectProcessMetrics() {
  collectDefaultMetrics({ register: metrics().registry });
}

export type LlmPurpose = "chat" | "website_analysis" | "translation";

/** One model call: how it ended and the tokens it cost. */
export function countLlmCall(purpose: LlmPurpose, outcome: "ok" | "error" | "aborted", tokens: number) {
  const { llmCalls, llmTokens } = metrics();
  llmCalls.inc({ purpose, outcome });
  if (tokens > 0) llmTokens.inc({ purpose }, tokens);
}
