import * as build from "virtual:react-router/server-build";

import { startAnalyticsWorker } from "~/server/analytics-rollup.server";
import { flushAnalytics } from "~/server/analytics.server";
import { backupSocketPath, serveBackups } from "~/server/backup.server";
import { finishIdleChatSessions } from "~/server/chat-sessions.server";
import { relayContentChanges } from "~/server/content-changes.server";
import { refreshCountingSwitch } from "~/server/counting-switch.server";
import { closeDatabase, getDatabase } from "~/server/db.server";
import { developmentSettingWarnings, getEnv } from "~/server/env.server";
import { configureLogging, inLogScope, log } from "~/server/log.server";
import { startOriginalsPass } from "~/server/media-originals.server";
import { collectProcessMetrics } from "~/server/metrics.server";
import { deliverPendingOutbox, startOutboxWorker } from "~/server/outbox.server";
import { getFileStore } from "~/server/storage/index.server";

import { createApp, serveApp } from "./app";
import { prepareDataFolderHere, prepareNewDataFolder } from "./new-data-folder";
import type { Lifecycle } from "./operations";
import { drainServer } from "./shutdown";

export { PREPARE_DATA_FOLDER } from "./new-data-folder";

/** After the drain: the last outbox pass starts sends for this long; a send in flight may take its own timeout (10 s). */
const LAST_OUTBOX_PASS_MS = 5_000;
/** The drain's end to the exit at most: the last outbox pass, the analytics buffer, closing the database. */
const FLUSH_BUDGET_MS = 15_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The child process of `prepareNewDataFolder`: prepares the data folder, then the process exits. */
export async function prepareDataFolder() {
  configureLogging(getEnv());
  await inLogScope("prepare", prepareDataFolderHere);
}

/** Serves the routes bundled with it and the browser files of the same build (`buildDir`). */
export async function startServer(buildDir: string) {
  const env = getEnv();
  configureLogging(env);
  collectProcessMetrics();
  const stop = await inLogScope("startup", async () => {
    // On every start, so that a development setting left in a production environment is seen in its log.
    for (const warning of developmentSettingWarnings(env)) log().warn(warning);

    await prepareNewDataFolder(env);
    const database = await getDatabase();
    // Counting is answered from memory (a cached page cannot wait for a read): know it before serving.
    await refreshCountingSwitch();
    // Staff changes made through any copy reach this copy's caches, and this copy's reach theirs (ADR 0068).
    const contentRelay = env.DATABASE_URL ? await relayContentChanges(env.DATABASE_URL) : null;
    const lifecycle: Lifecycle = { shuttingDown: false };
    const app = createApp({
      build,
      buildDir,
      // Stack traces in answers only when development was asked for.
      mode: env.NODE_ENV === "development" ? "development" : "production",
      logRequests: env.NODE_ENV === "production",
      lifecycle,
    });

    // Each background task's lines carry its name where a request's carry the request's id.
    // Delivers queued Telegram notifications and retries failed ones, so a lead never waits on Telegram.
    const outboxWorker = inLogScope("outbox", () => startOutboxWorker(env.OUTBOX_INTERVAL_MS));
    // Conversations idle for 30 minutes become finished even when nobody chats (ADR 0033).
    const idleChats = inLogScope("idle-chats", () =>
      setInterval(() => {
        finishIdleChatSessions().catch((error: unknown) => log().error({ err: error }, "Idle chat sessions could not be finished"));
      }, 60_000),
    );
    idleChats.unref();
    // Originals uploaded before photo metadata was removed at upload are rewritten once (ADR 0047).
    const originalsPass = inLogScope("originals", () => startOriginalsPass());
    // Rolls completed days of page views up into the daily tables and expires old raw events (ADR 0058).
    const analyticsWorker = inLogScope("analytics", () => startAnalyticsWorker());

    // Only this process may open a PGlite folder, so `npm run backup` asks it for the archive (ADR 0065).
    const backups =
      database.kind === "pglite" && !env.DATA_DIR.startsWith("memory://")
        ? await serveBackups(backupSocketPath(env.DATA_DIR), async () => ({ database, store: await getFileStore() })).catch((error: unknown) => {
            log().warn({ err: error }, "The backup socket could not be opened: `npm run backup` works only while the server is stopped");
            return null;
          })
        : null;

    const server = serveApp(app, { port: env.PORT, hostname: env.HOST }, (info) => {
      const where = database.kind === "postgres" ? "PostgreSQL" : `PGlite in ${env.DATA_DIR}`;
      log().info({ port: info.port, database: database.kind }, `Server listening on http://localhost:${info.port} (database: ${where})`);
    });

    /**
     * SIGTERM (ADR 0061): not ready at once, still serving for SHUTDOWN_DELAY_MS so a load balancer
     * polling /readyz moves visitors away; then no new connections, and SHUTDOWN_TIMEOUT_MS for
     * requests and chat streams in flight; then the outbox's last pass and the analytics buffer.
     */
    const stop = async (signal: string) => {
      lifecycle.shuttingDown = true;
      log().info({ signal, delayMs: env.SHUTDOWN_DELAY_MS, timeoutMs: env.SHUTDOWN_TIMEOUT_MS }, `${signal} received, shutting down`);
      // Should anything below hang (a database that stopped answering), the process still ends.
      setTimeout(() => {
        log().error("Shutdown took too long; exiting before everything was flushed");
        process.exit(1);
      }, env.SHUTDOWN_DELAY_MS + env.SHUTDOWN_TIMEOUT_MS + FLUSH_BUDGET_MS).unref();

      clearInterval(idleChats);
      backups?.close();
      // Each finishes the pass it is in: no notification is left claimed, half sent.
      const workersStopped = Promise.all([outboxWorker.stop(), originalsPass.stop(), analyticsWorker.stop()]);
      await sleep(env.SHUTDOWN_DELAY_MS);
      const drained = await drainServer(server, env.SHUTDOWN_TIMEOUT_MS);
      if (drained) log().info("Every request in flight finished");
      else log().warn(`Requests still open after SHUTDOWN_TIMEOUT_MS (${env.SHUTDOWN_TIMEOUT_MS} ms) were cut`);
      await workersStopped;
      // The notifications of the last requests go out now rather than at the next start.
      await inLogScope("outbox", () => deliverPendingOutbox({ until: Date.now() + LAST_OUTBOX_PASS_MS })).catch((error: unknown) =>
        log().error({ err: error }, "The last outbox pass failed; its notifications stay queued"),
      );
      // The page views still buffered in memory, after the last request was answered.
      await flushAnalytics();
      await contentRelay?.stop();
      await closeDatabase();
      log().info("Stopped");
      process.exit(0);
    };
    return stop;
  });

  let stopping = false;
  const onSignal = (signal: string) => {
    if (stopping) return;
    stopping = true;
    void inLogScope("shutdown", () => stop(signal));
  };
  process.on("SIGTERM", () => onSignal("SIGTERM"));
  process.on("SIGINT", () => onSignal("SIGINT"));
}
