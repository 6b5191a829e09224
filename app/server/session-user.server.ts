/**
 * The signed-in staff member of a request: the better-auth session, the account still active, and
 * the role from user_roles. A self-registered account waiting for an admin to give it a role is
 * `pending` (ADR 0055); any other user without a role becomes editor, once, and is told so.
 */
import { eq } from "drizzle-orm";
import { redirect } from "react-router";

import { user as userTable } from "~/db/auth-schema";
import { userRoles } from "~/db/schema";
import * as ru from "~/i18n/ru";
import { STAFF_ROLES, type StaffRole } from "~/lib/constants";
import { getAuth } from "~/server/auth-config.server";
import { db } from "~/server/db.server";
import { isPendingAccount } from "~/server/sign-up-policy.server";

const t = ru.auth;

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  /** The editor role was just assigned because the user had none: the UI shows ru.auth.toast.roleAssigned. */
  roleAssigned: boolean;
  /** Reading the role failed: the UI shows ru.auth.toast.roleLoadError; the server grants nothing. */
  roleLoadFailed: boolean;
  /**
   * Signed up through open registration and no admin has assigned a role yet: the server grants
   * only what any staff member may (permissions.server.ts userCan); `role` is the UI's fallback.
   */
  pending: boolean;
  status: "active" | "inactive";
};

const sessionUsers = new WeakMap<Request, Promise<SessionUser | null>>();
const loadsInFlight = new Map<string, Promise<SessionUser | null>>();

/**
 * The signed-in staff member, or null. The loaders of one navigation run in parallel, each with
 * its own Request: concurrent loads for the same session cookie share one lookup, so the editor
 * auto-assignment, and the one-time roleAssigned flag that shows its toast, reach every loader.
 */
export function getSessionUser(request: Request): Promise<SessionUser | null> {
  let pending = sessionUsers.get(request);
  if (!pending) {
    const key = request.headers.get("cookie") ?? "";
    pending = loadsInFlight.get(key);
    if (!pending) {
      pending = loadSessionUser(request).finally(() => loadsInFlight.delete(key));
      loadsInFlight.set(key, pending);
    }
    sessionUsers.set(request, pending);
  }
  return pending;
}

async function loadSessionUser(request: Request): Promise<SessionUser | null> {
  const auth = await getAuth();
  // getSession passes our before-hook first, which ends idle and too old sessions (auth-sessions.server.ts).
  const found = await auth.api.getSession({ headers: request.headers });
  if (!found) return null;
  const database = await db();
  const [account] = await database
    .select({ deactivatedAt: userTable.deactivatedAt })
    .from(userTable)
    .where(eq(userTable.id, found.user.id));
  if (!account || account.deactivatedAt) return null;

  const base = { id: found.user.id, email: found.user.email, name: found.user.name, status: "active" as const };
  try {
    const [row] = await database.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, base.id));
    if (row && isStaffRole(row.role)) return { ...base, role: row.role, roleAssigned: false, roleLoadFailed: false, pending: false };
    if (!row && (await isPendingAccount(base.id, database))) {
      return { ...base, role: "editor", roleAssigned: false, roleLoadFailed: false, pending: true };
    }
    const inserted = await database
      .insert(userRoles)
      .values({ userId: base.id, role: "editor" })
      .onConflictDoNothing()
      .returning({ role: userRoles.role });
    if (inserted.length > 0) return { ...base, role: "editor", roleAssigned: true, roleLoadFailed: false, pending: false };
    const [again] = await database.select({ role: userRoles.role }).from(userRoles).where(eq(userRoles.userId, base.id));
    if (again && isStaffRole(again.role)) return { ...base, role: again.role, roleAssigned: false, roleLoadFailed: false, pending: false };
    throw new Error(`Unknown role for user ${base.id}`);
  } catch (error) {
    console.error("Could not load the user's role", error);
    return { ...base, role: "editor", roleAssigned: false, roleLoadFailed: true, pending: false };
  }
}

function isStaffRole(role: string): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role);
}

/** React Router runs /API/… like /api/…, so the answer's form must not depend on the spelling. */
export function isApiRequest(request: Request): boolean {
  return new URL(request.url).pathname.toLowerCase().startsWith("/api/");
}

/** The signed-in staff member; otherwise a redirect to /auth (pages) or 401 JSON (/api). */
export async function requireUser(request: Request): Promise<SessionUser> {
  const user = await getSessionUser(request);
  if (user) return user;
  if (isApiRequest(request)) throw Response.json({ error: t.errors.unauthorized }, { status: 401 });
  throw redirect("/auth");
}
