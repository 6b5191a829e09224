/**
 * Server-side enforcement of the one matrix in app/lib/permissions.ts, never left to the UI: every
 * admin loader and action, and every /api request, goes through one of these.
 */
import { data } from "react-router";

import * as ru from "~/i18n/ru";
import {
  ADMIN_SCREENS,
  API_KEY_OPERATIONS,
  API_OPERATIONS,
  canAccess,
  keyScopeAllows,
  screenResources,
  type Access,
  type ApiOperation,
  type EditableScreenId,
  type Permission,
  type ScreenId,
} from "~/lib/permissions";
import { countWrongApiKey } from "~/server/api-key-attempts.server";
import { bearerToken, verifyApiKey, type ApiCaller } from "~/server/api-keys.server";
import { isApiRequest, requireUser, type SessionUser } from "~/server/session-user.server";

const t = ru.auth.errors;

function forbidden(request: Request): never {
  if (isApiRequest(request)) throw Response.json({ error: t.forbidden }, { status: 403 });
  throw data({ message: t.forbidden }, { status: 403 });
}

/**
 * Whether the signed-in user holds the access. Reading the role failed, or the account waits for
 * an admin to assign its role (ADR 0055): nothing is granted beyond what any staff member may do,
 * whatever role the UI fell back to.
 */
export function userCan(user: SessionUser, access: Access): boolean {
  if (user.roleLoadFailed || user.pending) return access === "staff";
  return canAccess(user.role, access);
}

/** The signed-in staff member holding the permission; 401/redirect without a session, 403 without the right. */
export async function requirePermission(request: Request, permission: Permission | Access): Promise<SessionUser> {
  const user = await requireUser(request);
  if (!userCan(user, permission)) forbidden(request);
  return user;
}

/**
 * The guard of an admin route module, naming its own screen: the loader calls
 * `requireScreen(request, "telegram")`, the action `requireScreen(request, "telegram", "edit")`.
 * The request URL plays no part: React Router runs the module for every spelling of its path
 * (any case, percent-encoded, `.data`), and each must meet the same rule (ADR 0019).
 */
export function requireScreen(request: Request, screen: ScreenId): Promise<SessionUser>;
export function requireScreen(request: Request, screen: EditableScreenId, mode: "edit"): Promise<SessionUser>;
export async function requireScreen(request: Request, screen: ScreenId, mode: "view" | "edit" = "view"): Promise<SessionUser> {
  const rule: { view: Access; edit: Access | null } = ADMIN_SCREENS[screen];
  const access = mode === "edit" ? rule.edit : rule.view;
  // The overloads let only a screen with an edit rule ask for "edit"; should a cast get past them,
  // nobody may edit.
  if (access === null) throw data({ message: "Method Not Allowed" }, { status: 405 });
  return requirePermission(request, access);
}

/**
 * The guard of a screen's resource route (a download): whoever may view the screen and holds the
 * resource's own access (app/lib/permissions.ts `resources`).
 */
export async function requireScreenResource(request: Request, screen: ScreenId, name: string): Promise<SessionUser> {
  const resource = screenResources(screen).find((r) => r.name === name);
  // A name the registry does not declare: nobody may fetch it.
  if (!resource) throw data({ message: "Not Found" }, { status: 404 });
  const user = await requireScreen(request, screen);
  if (!userCan(user, resource.access)) forbidden(request);
  return user;
}

/**
 * For the screens that show their own denial inside the panel (users, logo): the
 * signed-in user and whether they may view the screen. The loader answers 403 without data when not.
 */
export async function screenAccess(request: Request, screen: ScreenId): Promise<{ user: SessionUser; allowed: boolean }> {
  const user = await requireUser(request);
  return { user, allowed: userCan(user, ADMIN_SCREENS[screen].view) };
}

type CompiledOperation = { method: string; pattern: RegExp; operation: ApiOperation };

const compiled: CompiledOperation[] = (Object.keys(API_OPERATIONS) as ApiOperation[]).map((operation) => {
  const [method, path] = operation.split(" ") as [string, string];
  const source = path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+");
  return { method, pattern: new RegExp(`^${source}$`), operation };
});

function findApiOperation(method: string, pathname: string): ApiOperation | null {
  const upper = method.toUpperCase() === "HEAD" ? "GET" : method.toUpperCase();
  return compiled.find((c) => c.method === upper && c.pattern.test(pathname))?.operation ?? null;
}

/**
 * The middleware of every /api route except /api/auth/*: an operation the matrix does not list
 * answers 404 (so a new endpoint cannot go live unguarded), then the caller must hold its access:
 * a staff session with the permission or, for API_KEY_OPERATIONS, a valid API key (ADR 0037) whose
 * scope allows the operation. A request that names a key stands or falls by it, whatever cookie
 * comes along; a key that is wrong, revoked or expired counts against the client's address.
 */
export async function guardApiRequest(request: Request, clientIp: string): Promise<ApiCaller | null> {
  const pathname = new URL(request.url).pathname;
  const operation = findApiOperation(request.method, pathname);
  if (!operation) {
    const knownPath = compiled.some((c) => c.pattern.test(pathname));
    throw Response.json({ error: knownPath ? "Method Not Allowed" : "Not Found" }, { status: knownPath ? 405 : 404 });
  }
  const access = API_OPERATIONS[operation];
  if (access === "public") return null;
  const key = API_KEY_OPERATIONS.includes(operation) ? bearerToken(request) : null;
  if (key !== null) {
    const verified = await verifyApiKey(key);
    if (!verified) {
      const retryAfter = await countWrongApiKey(clientIp);
      if (retryAfter !== null) {
        throw Response.json(
          { error: ru.adminIntegrations.api.tooManyWrongKeys(Math.ceil(retryAfter / 60)) },
          { status: 429, headers: { "Retry-After": String(retryAfter) } },
        );
      }
      throw Response.json({ error: ru.adminIntegrations.api.badKey }, { status: 401, headers: { "WWW-Authenticate": "Bearer" } });
    }
    if (!keyScopeAllows(verified.scope, operation)) throw Response.json({ error: ru.adminIntegrations.api.readOnly }, { status: 403 });
    return { kind: "key", actor: verified.actor };
  }
  return { kind: "staff", user: await requirePermission(request, access) };
}
