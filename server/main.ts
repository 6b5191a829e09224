import { serve } from "@hono/node-server";
import * as build from "virtual:react-router/server-build";

import { startAnalyticsWorker } from "~/server/analytics-rollup.server";
import { flushAnalytics } from "~/server/analytics.server";
import { finishIdleChatSessions } from "~/server/chat-sessions.server";
import { closeDatabase, getDatabase } from "~/server/db.server";
import { developmentSettingWarnings, getEnv } from "~/server/env.server";
import { startOriginalsPass } from "~/server/media-originals.server";
import { startOutboxWorker } from "~/server/outbox.server";

import { createApp } from "./app";

/** Serves the routes bundled with it and the browser files of the same build (`buildDir`). */
export async function startServer(buildDir: string) {
  const env = getEnv();
  // On every start, so that a development setting left in a production environment is seen in its log.
  for (const warning of developmentSettingWarnings(env)) console.warn(warning);

  const database = await getDatabase();
  const app = createApp({
    build,
    buildDir,
    // Stack traces in answers only when development was asked for.
    mode: env.NODE_ENV === "development" ? "development" : "production",
    logRequests: env.NODE_ENV === "production",
  });

  // Delivers queued Telegram notifications and retries failed ones, so a lead never waits on Telegram.
  const outboxWorker = startOutboxWorker(env.OUTBOX_INTERVAL_MS);
  // Conversations idle for 30 minutes become finished even when nobody chats (ADR 0033).
  const idleChats = setInterval(() => {
    finishIdleChatSessions().catch((error: unknown) => console.error("Idle chat sessions could not be finished:", error));
  }, 60_000);
  idleChats.unref();
  // Originals uploaded before photo metadata was removed at upload are rewritten once (ADR 0047).
  const originalsPass = startOriginalsPass();
  // Rolls completed days of page views up into the daily tables and expires old raw events (ADR 0058).
  const analyticsWorker = startAnalyticsWorker();

  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    const where = database.kind === "postgres" ? "PostgreSQL" : `PGlite in ${env.DATA_DIR}`;
    console.log(`Server listening on http://localhost:${info.port} (database: ${where})`);
  });

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received, shutting down`);
    clearInterval(idleChats);
    const outboxStopped = outboxWorker.stop();
    const originalsStopped = originalsPass.stop();
    const analyticsStopped = analyticsWorker.stop();
    server.close(async () => {
      await outboxStopped;
      await originalsStopped;
      await analyticsStopped;
      // The page views still buffered in memory, after the last request was answered.
      await flushAnalytics();
      await closeDatabase();
      process.exit(0);
    });
    // Keep-alive connections would hold close() open indefinitely.
    if ("closeIdleConnections" in server) server.closeIdleConnections();
    setTimeout(async () => {
      await closeDatabase();
      process.exit(0);
    }, 10_000).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}
