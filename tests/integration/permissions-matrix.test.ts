/**
 * Walks every admin route and every operation of /api/openapi.json as anonymous, marketer, editor
 * and admin, and checks each answer against the one matrix in app/lib/permissions.ts. A route the
 * matrix does not cover fails the first test. tests/integration/admin-access.test.ts walks the
 * other spellings of each admin path that React Router accepts.
 */
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { StaffRole } from "~/lib/constants";
import {
  ADMIN_SCREENS,
  API_KEY_OPERATIONS,
  API_OPERATIONS,
  SCREEN_IDS,
  canAccess,
  screenPaths,
  screenResources,
  type Access,
} from "~/lib/permissions";

import { loadServerBuild, startTestApp, TEST_ORIGIN, staffCookies, type TestApp } from "../setup/test-app";

type Who = "anonymous" | StaffRole;
const EVERYONE: Who[] = ["anonymous", "marketer", "editor", "admin"];

let app: TestApp;
// Loaded before the tests are collected: which screens have an action decides which tests exist.
const { build }: { build: ServerBuild } = await loadServerBuild();
const cookies: Partial<Record<Who, string>> = {};

beforeAll(async () => {
  app = await startTestApp();
  Object.assign(cookies, await staffCookies(app, ["marketer", "editor", "admin"]));
});
afterAll(async () => {
  await app.close();
});

function fullPath(id: string): string {
  const parts: string[] = [];
  for (let route = build.routes[id]; route; route = route.parentId ? build.routes[route.parentId] : undefined) {
    if (route.path) parts.unshift(route.path);
  }
  return `/${parts.join("/")}`.replace(/\/+/g, "/");
}

/** Route ids and full paths under a prefix, with what the module handles. */
function routesUnder(prefix: string) {
  return Object.values(build.routes)
    .filter((route) => route !== undefined)
    .filter((route) => route.id !== "root" && (route.path !== undefined || route.index))
    .map((route) => ({
      id: route.id,
      path: fullPath(route.id),
      hasLoader: Boolean(route.module.loader),
      hasAction: Boolean(route.module.action),
    }))
    .filter((route) => route.path === prefix || route.path.startsWith(`${prefix}/`));
}

/** The screen that serves a path, if any. */
function screenAt(path: string) {
  return SCREEN_IDS.find((id) => screenPaths(id).includes(path) || screenResources(id).some((r) => r.path === path));
}

function headersFor(who: Who, extra: Record<string, string> = {}): Record<string, string> {
  return { ...extra, ...(who === "anonymous" ? {} : { Cookie: cookies[who]! }) };
}

function allows(who: Who, access: Access | "public"): boolean {
  if (access === "public") return true;
  return who !== "anonymous" && canAccess(who, access);
}

describe("the matrix covers every route", () => {
  it("every admin route serves a screen of ADMIN_SCREENS, and every screen's paths are routed", () => {
    const routed = routesUnder("/admin").filter((r) => r.path !== "/admin/*");
    const unknown = routed.filter((r) => screenAt(r.path) === undefined).map((r) => `${r.id} ${r.path}`);
    expect(unknown, "admin routes missing from ADMIN_SCREENS").toEqual([]);
    const paths = new Set(routed.map((r) => r.path));
    expect(
      SCREEN_IDS.flatMap((id) => [...screenPaths(id), ...screenResources(id).map((r) => r.path)]).filter((p) => !paths.has(p)),
    ).toEqual([]);
  });

  it("every screen's page is titled '<screen> · Панель управления | <site>', links its own path as canonical and is kept out of search indexes", async () => {
    const wrong: string[] = [];
    for (const id of SCREEN_IDS) {
      const { path } = ADMIN_SCREENS[id];
      const response = await app.request(path, { headers: { Cookie: cookies.admin! } });
      const html = await response.text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
      const canonical = /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? "";
      const ok =
        response.status === 200 &&
        /^\S.* · Панель управления \| \S.*$/.test(title) &&
        new URL(canonical).pathname === path &&
        html.includes('<meta name="robots" content="noindex"/>');
      if (!ok) wrong.push(`${id}: ${response.status} «${title}» ${canonical}`);
    }
    expect(wrong).toEqual([]);
  });

  it("every admin screen with an action declares who may edit it", () => {
    const uncovered = routesUnder("/admin")
      .filter((r) => r.hasAction && r.path !== "/admin/*")
      .filter((r) => {
        const id = screenAt(r.path);
        return id === undefined || ADMIN_SCREENS[id].edit === null;
      })
      .map((r) => r.path);
    expect(uncovered).toEqual([]);
  });

  it("every /api route but better-auth's is an operation of the matrix and of /api/openapi.json", async () => {
    const document = (await (await app.request("/api/openapi.json")).json()) as {
      paths: Record<string, Record<string, { security: unknown[]; "x-permission": string }>>;
    };
    const documented = new Set(
      Object.entries(document.paths).flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`)),
    );
    const routed = routesUnder("/api").filter((r) => !r.path.startsWith("/api/auth"));
    const missing: string[] = [];
    for (const route of routed) {
      const path = route.path.replace(/:([A-Za-z0-9_]+)/g, "{$1}");
      const operations = Object.keys(API_OPERATIONS).filter((op) => op.endsWith(` ${path}`));
      if (route.hasLoader && !operations.some((op) => op.startsWith("GET "))) missing.push(`GET ${path}`);
      if (route.hasAction && !operations.some((op) => !op.startsWith("GET "))) missing.push(`(action) ${path}`);
    }
    expect(missing, "API routes missing from API_OPERATIONS").toEqual([]);
    expect([...documented].sort()).toEqual(Object.keys(API_OPERATIONS).sort());
    for (const [operation, access] of Object.entries(API_OPERATIONS)) {
      const [method, path] = operation.split(" ") as [string, string];
      const doc = document.paths[path]![method.toLowerCase()]!;
      expect(doc["x-permission"], operation).toBe(access);
      // An API key, where the operation takes one (ADR 0037), or the staff session.
      const staff = [{ sessionCookie: [] }];
      const byKey = (API_KEY_OPERATIONS as readonly string[]).includes(operation);
      expect(doc.security, operation).toEqual(access === "public" ? [] : byKey ? [{ apiKey: [] }, ...staff] : staff);
    }
  });
});

describe("every admin screen answers each role as the matrix says", () => {
  for (const id of SCREEN_IDS) {
    const screen = ADMIN_SCREENS[id];
    for (const path of screenPaths(id)) {
      it(`GET ${path}`, async () => {
        for (const who of EVERYONE) {
          const response = await app.request(path, { headers: headersFor(who), redirect: "manual" });
          const expected = who === "anonymous" ? 302 : allows(who, screen.view) ? 200 : 403;
          expect(response.status, `${who} GET ${path}`).toBe(expected);
          if (who === "anonymous") expect(response.headers.get("location")).toBe("/auth");
        }
      });

      // A screen without an action cannot change anything: React Router answers 405 itself.
      const route = routesUnder("/admin").find((r) => r.path === path);
      if (route?.hasAction) {
        it(`POST ${path}`, async () => {
          for (const who of EVERYONE) {
            const response = await app.request(path, {
              method: "POST",
              headers: headersFor(who, { Origin: TEST_ORIGIN, "Content-Type": "application/x-www-form-urlencoded" }),
              body: "",
              redirect: "manual",
            });
            const label = `${who} POST ${path}`;
            if (who === "anonymous") expect(response.status, label).toBe(302);
            else if (screen.edit && allows(who, screen.edit)) expect([401, 403, 405], label).not.toContain(response.status);
            else expect(response.status, label).toBe(403);
          }
        });
      }
    }
  }

  it("an unknown admin path shows the dashboard under the dashboard's rules", async () => {
    expect((await app.request("/admin/no-such-screen", { headers: headersFor("marketer") })).status).toBe(200);
    const anonymous = await app.request("/admin/no-such-screen", { redirect: "manual" });
    expect(anonymous.status).toBe(302);
  });
});

describe("every API operation answers each role as the matrix says", () => {
  for (const [operation, access] of Object.entries(API_OPERATIONS)) {
    it(operation, async () => {
      const [method, path] = operation.split(" ") as [string, string];
      for (const who of EVERYONE) {
        const response = await app.request(path.replace(/\{[^}]+\}/g, "00000000-0000-0000-0000-000000000000"), {
          method,
          headers: headersFor(who, { Origin: TEST_ORIGIN, "Content-Type": "application/json" }),
          body: method === "GET" ? undefined : "{}",
        });
        const label = `${who} ${operation}`;
        if (allows(who, access)) expect([401, 403], label).not.toContain(response.status);
        else expect(response.status, label).toBe(who === "anonymous" ? 401 : 403);
      }
    });
  }

  it("refuses an operation the matrix does not list", async () => {
    expect((await app.request("/api/no-such-endpoint")).status).toBe(404);
    // GET and PATCH /api/leads/{id} are the CRM's (ADR 0037); nothing DELETEs a lead.
    expect((await app.request("/api/leads/00000000-0000-4000-8000-000000000000", { method: "DELETE" })).status).toBe(405);
  });
});
