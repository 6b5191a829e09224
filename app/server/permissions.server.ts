/**
 * Server-side enforcement of the one matrix in app/lib/permissions.ts (DECISIONS.md 5): every
 * admin loader and action, and every /api request, goes through one of these.
 */
import { data } from "react-router";

import * as ru from "~/i18n/ru";
import {
  API_OPERATIONS,
  adminScreen,
  canAccess,
  type Access,
  type ApiOperation,
  type Permission,
} from "~/lib/permissions";
import { isApiRequest, requireUser, type SessionUser } from "~/server/auth.server";

const t = ru.auth.errors;

function forbidden(request: Request): never {
  if (isApiRequest(request)) throw Response.json({ error: t.forbidden }, { status: 403 });
  throw data({ message: t.forbidden }, { status: 403 });
}

/** Reading the role failed: nothing is granted beyond what any staff member may do. */
function allowed(user: SessionUser, access: Access): boolean {
  if (user.roleLoadFailed) return access === "staff";
  return canAccess(user.role, access);
}

/** The signed-in staff member holding the permission; 401/redirect without a session, 403 without the right. */
export async function requirePermission(request: Request, permission: Permission | Access): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!allowed(user, permission)) forbidden(request);
  return user;
}

/**
 * The guard of an admin route module: its loader calls `requireScreen(request)`, its action
 * `requireScreen(request, "edit")`. The screen is found from the URL, so the design and settings
 * modules that serve several paths get each path's rules.
 */
export async function requireScreen(request: Request, mode: "view" | "edit" = "view"): Promise<SessionUser> {
  const screen = adminScreen(new URL(request.url).pathname);
  const access = screen[mode];
  if (access === null) {
    await requireUser(request);
    throw data({ message: "Method Not Allowed" }, { status: 405 });
  }
  return requirePermission(request, access);
}

type CompiledOperation = { method: string; pattern: RegExp; operation: ApiOperation };

const compiled: CompiledOperation[] = (Object.keys(API_OPERATIONS) as ApiOperation[]).map((operation) => {
  const [method, path] = operation.split(" ") as [string, string];
  const source = path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+");
  return { method, pattern: new RegExp(`^${source}$`), operation };
});

export function findApiOperation(method: string, pathname: string): ApiOperation | null {
  const upper = method.toUpperCase() === "HEAD" ? "GET" : method.toUpperCase();
  return compiled.find((c) => c.method === upper && c.pattern.test(pathname))?.operation ?? null;
}

/**
 * The middleware of every /api route except /api/auth/*: an operation the matrix does not list
 * answers 404 (so a new endpoint cannot go live unguarded), then the caller must hold its access.
 */
export async function guardApiRequest(request: Request): Promise<SessionUser | null> {
  const pathname = new URL(request.url).pathname;
  const operation = findApiOperation(request.method, pathname);
  if (!operation) {
    const knownPath = compiled.some((c) => c.pattern.test(pathname));
    throw Response.json(
      { error: knownPath ? "Method Not Allowed" : "Not Found" },
      { status: knownPath ? 405 : 404 },
    );
  }
  const access = API_OPERATIONS[operation];
  if (access === "public") return null;
  return requirePermission(request, access);
}
