/**
 * Issue 8, access control: every admin screen answers every role as the one matrix says, whatever
 * spelling of its path reaches it. React Router matches routes case-insensitively, after decoding,
 * with or without a trailing slash, and serves a route's data at `<path>.data` (single fetch), so
 * each of those spellings must run the same guard as the canonical path (ADR 0019).
 */
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { StaffRole } from "~/lib/constants";
import { ADMIN_SCREENS, SCREEN_IDS, canAccess, screenPaths, type Access, type ScreenId } from "~/lib/permissions";

import { staffSession } from "../setup/auth-helpers";
import { breakRoleOf, ignoringRoleLoadErrors } from "../setup/role-load-failure";
import { loadServerBuild, startTestApp, TEST_ORIGIN, staffCookies, type TestApp } from "../setup/test-app";

/** "role-load-failed": a staff member whose role row cannot be read; the server grants them only "staff". */
type Who = "anonymous" | StaffRole | "role-load-failed";
const EVERYONE: readonly Who[] = ["anonymous", "admin", "editor", "marketer", "role-load-failed"];

type Variant = { name: string; url: string; data: boolean };

/** The spellings of one path that React Router runs as that path's route. */
function variants(path: string): Variant[] {
  const segments = path.split("/").filter(Boolean);
  const last = segments.at(-1)!;
  const capitalised = `/${segments.map((s) => s[0]!.toUpperCase() + s.slice(1)).join("/")}`;
  const encodedLetter = `%${last.charCodeAt(0).toString(16)}`;
  const encoded = `/${[...segments.slice(0, -1), encodedLetter + last.slice(1)].join("/")}`;
  return [
    { name: "canonical", url: path, data: false },
    { name: "upper case", url: path.toUpperCase(), data: false },
    { name: "mixed case", url: capitalised, data: false },
    { name: "percent-encoded letter", url: encoded, data: false },
    { name: "trailing slash", url: `${path}/`, data: false },
    { name: ".data", url: `${path}.data`, data: true },
    { name: "mixed case .data", url: `${capitalised}.data`, data: true },
    { name: "percent-encoded .data", url: `${encoded}.data`, data: true },
  ];
}

let app: TestApp;
// Loaded before the tests are collected: which screens have an action decides which tests exist.
const { build }: { build: ServerBuild } = await loadServerBuild();
const cookies: Partial<Record<Who, string>> = {};

beforeAll(async () => {
  app = await startTestApp();
  Object.assign(cookies, await staffCookies(app, ["admin", "editor", "marketer"]));
  const broken = await staffSession(app.db, app.request, TEST_ORIGIN, "editor");
  await breakRoleOf(app.db, broken.staff.id);
  cookies["role-load-failed"] = broken.cookie;
});
afterAll(async () => {
  await app.close();
});

function allows(who: Who, access: Access): boolean {
  if (who === "anonymous") return false;
  if (who === "role-load-failed") return access === "staff";
  return canAccess(who, access);
}

/** What the answer should have been, or null when it was right. */
async function mismatch(response: Response, variant: Variant, who: Who, allowed: boolean): Promise<string | null> {
  const status = response.status;
  if (who === "anonymous") {
    if (variant.data) {
      // Single fetch answers a loader's redirect with 202 and the target in the payload.
      const body = await response.text();
      return status === 202 && body.includes('"redirect","/auth"') ? null : `${status}, expected a redirect to /auth`;
    }
    const location = response.headers.get("location");
    return status === 302 && location === "/auth" ? null : `${status} ${location ?? ""}, expected 302 to /auth`;
  }
  await response.body?.cancel();
  const expected = allowed ? 200 : 403;
  return status === expected ? null : `${status}, expected ${expected}`;
}

describe("every admin screen answers each role as the matrix says, at every path spelling", () => {
  for (const id of SCREEN_IDS) {
    const screen = ADMIN_SCREENS[id];
    it(`GET ${id} (${screen.view})`, async () => {
      const problems = await ignoringRoleLoadErrors(async () => {
        const found: string[] = [];
        for (const path of screenPaths(id)) {
          for (const variant of variants(path)) {
            for (const who of EVERYONE) {
              const cookie = cookies[who];
              const response = await app.request(variant.url, {
                headers: cookie ? { Cookie: cookie } : {},
                redirect: "manual",
              });
              const problem = await mismatch(response, variant, who, allows(who, screen.view));
              if (problem) found.push(`${who} GET ${variant.url} (${variant.name}): ${problem}`);
            }
          }
        }
        return found;
      });
      expect(problems).toEqual([]);
    });
  }

  it("an unknown admin path shows the dashboard, under the dashboard's rules", async () => {
    const problems = await ignoringRoleLoadErrors(async () => {
      const found: string[] = [];
      for (const variant of variants("/admin/no-such-screen")) {
        for (const who of EVERYONE) {
          const cookie = cookies[who];
          const response = await app.request(variant.url, { headers: cookie ? { Cookie: cookie } : {}, redirect: "manual" });
          const problem = await mismatch(response, variant, who, allows(who, ADMIN_SCREENS.dashboard.view));
          if (problem) found.push(`${who} GET ${variant.url} (${variant.name}): ${problem}`);
        }
      }
      return found;
    });
    expect(problems).toEqual([]);
  });
});

/** Route modules with an action, by the screen whose path they serve. */
function screensWithAction(): ScreenId[] {
  const actionPaths = new Set<string>();
  for (const route of Object.values(build.routes)) {
    if (!route?.module.action) continue;
    const parts: string[] = [];
    for (let r: typeof route | undefined = route; r; r = r.parentId ? build.routes[r.parentId] : undefined) {
      if (r.path) parts.unshift(r.path);
    }
    actionPaths.add(`/${parts.join("/")}`.replace(/\/+/g, "/"));
  }
  return SCREEN_IDS.filter((id) => screenPaths(id).some((path) => actionPaths.has(path)));
}

describe("every admin action answers each role as the matrix says, at every path spelling", () => {
  const editable = screensWithAction();

  it("the admin screens with an action are known", () => {
    expect(editable).toEqual(expect.arrayContaining<ScreenId>(["users", "profile"]));
  });

  for (const id of editable) {
    const edit = ADMIN_SCREENS[id].edit;
    it(`POST ${id} (${edit})`, async () => {
      const problems = await ignoringRoleLoadErrors(async () => {
        const found: string[] = [];
        for (const path of screenPaths(id)) {
          for (const variant of variants(path)) {
            for (const who of EVERYONE) {
              const cookie = cookies[who];
              const response = await app.request(variant.url, {
                method: "POST",
                headers: {
                  Origin: TEST_ORIGIN,
                  "Content-Type": "application/x-www-form-urlencoded",
                  ...(cookie ? { Cookie: cookie } : {}),
                },
                // No action knows this intent: one that lets the caller in refuses the form (400)
                // and changes nothing.
                body: "intent=access-probe",
                redirect: "manual",
              });
              const allowed = edit !== null && allows(who, edit);
              let problem: string | null;
              if (who === "anonymous" || !allowed) {
                problem = await mismatch(response, variant, who, false);
              } else {
                await response.body?.cancel();
                problem = response.status === 400 ? null : `${response.status}, expected 400 from the action`;
              }
              if (problem) found.push(`${who} POST ${variant.url} (${variant.name}): ${problem}`);
            }
          }
        }
        return found;
      });
      expect(problems).toEqual([]);
    });
  }
});
