import path from "node:path";
import { pathToFileURL } from "node:url";

import type { ServerBuild } from "react-router";

import { createApp, type SiteApp } from "../../server/app";
import type { StaffRole } from "~/lib/constants";
import type { Db } from "~/db/types";
import { flushAnalytics } from "~/server/analytics.server";
import { closeDatabase, setDatabase } from "~/server/db.server";

import { staffSession } from "./auth-helpers";
import { createTestDatabase } from "./test-database";

export const TEST_ORIGIN = "http://localhost:3000";

export async function loadServerBuild(): Promise<{ build: ServerBuild; buildDir: string }> {
  const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
  const build = (await import(pathToFileURL(path.join(buildDir, "server/index.js")).href)) as ServerBuild;
  return { build, buildDir };
}

export type TestApp = {
  db: Db;
  /** A request through the whole server (middleware, React Router, database), without a socket. */
  request: (pathname: string, init?: RequestInit) => Promise<Response>;
  /** The same server, for a test that serves it over a real socket (`serveApp` in server/app.ts). */
  site: SiteApp;
  close: () => Promise<void>;
};

/** As server/main.ts does on shutdown: the buffered page views go to this database, not to a closed one. */
export async function closeTestDatabase() {
  await flushAnalytics();
  await closeDatabase();
}

/** The production server on a fresh seeded database of its own (PGlite, or PostgreSQL with DATABASE_URL). */
export async function startTestApp(options: { seed?: boolean } = {}): Promise<TestApp> {
  const handle = await createTestDatabase({ seed: options.seed ?? true });
  setDatabase(handle);
  const { build, buildDir } = await loadServerBuild();
  const app = createApp({ build, buildDir, mode: "production" });
  return {
    db: handle.db,
    request: async (pathname, init) => app.request(new URL(pathname, TEST_ORIGIN).toString(), init),
    site: app,
    close: closeTestDatabase,
  };
}

/**
 * A response whose body the test does not read, with the body cancelled: a media file's stream
 * otherwise keeps its file open until garbage collection, which Node warns about (DEP0137).
 */
export async function bodyCancelled(pending: Promise<Response>): Promise<Response> {
  const response = await pending;
  await response.body?.cancel();
  return response;
}

/** Signs in one fresh staff member per role through the app; their session cookies by role. */
export async function staffCookies<R extends StaffRole>(app: TestApp, roles: readonly R[]): Promise<Record<R, string>> {
  const cookies = {} as Record<R, string>;
  for (const role of roles) cookies[role] = (await staffSession(app.db, app.request, TEST_ORIGIN, role)).cookie;
  return cookies;
}
