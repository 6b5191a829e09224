// First, before anything that reads NODE_ENV when it loads.
import "./production-by-default";

import path from "node:path";
import { pathToFileURL } from "node:url";

import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";

import { finishIdleChatSessions } from "~/server/chat-sessions.server";
import { closeDatabase, getDatabase } from "~/server/db.server";
import { getEnv } from "~/server/env.server";
import { startOutboxWorker } from "~/server/outbox.server";

import { createApp } from "./app";

async function main() {
  const env = getEnv();
  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  const build = (await import(
    pathToFileURL(path.join(buildDir, "server/index.js")).href
  )) as ServerBuild;

  const database = await getDatabase();
  const app = createApp({
    build,
    buildDir,
    // Stack traces in answers only when development was asked for.
    mode: env.NODE_ENV === "development" ? "development" : "production",
    logRequests: env.NODE_ENV === "production",
  });

  // Delivers queued Telegram notifications and retries failed ones (DECISIONS.md 9).
  const outboxWorker = startOutboxWorker(env.OUTBOX_INTERVAL_MS);
  // Conversations idle for 30 minutes become finished even when nobody chats (ADR 0033).
  const idleChats = setInterval(() => {
    finishIdleChatSessions().catch((error: unknown) => console.error("Idle chat sessions could not be finished:", error));
  }, 60_000);
  idleChats.unref();

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
    server.close(async () => {
      await outboxStopped;
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

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
