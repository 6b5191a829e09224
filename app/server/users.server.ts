/**
 * Staff management on the users screen: real accounts, invitations,
 * roles, deactivation. Callers guard with requireScreen/requirePermission("users.manage") first.
 */
import { asc, count, eq, sql } from "drizzle-orm";

import { session, user } from "~/db/auth-schema";
import { userRoles } from "~/db/schema";
import type { Db } from "~/db/types";
import * as ru from "~/i18n/ru";
import { STAFF_ROLES, type StaffRole } from "~/lib/constants";
import { recordChange, type AuditActor } from "~/server/audit.server";
import { db, inTransaction } from "~/server/db.server";
import { createInvitation, normalizeEmail } from "~/server/invitations.server";
import { clearPendingAccount } from "~/server/sign-up-policy.server";

const t = ru.auth.staff;

/** A refusal the admin should read, e.g. touching the last admin. `message` is Russian. */
export class StaffError extends Error {
  constructor(
    message: string,
    readonly code: "last-admin" | "not-found" | "already-registered",
  ) {
    super(message);
    this.name = "StaffError";
  }
}

type StaffMember = {
  id: string;
  name: string;
  email: string;
  /** null: signed up but never signed in since, so no role row yet (editor on first sign-in). */
  role: StaffRole | null;
  status: "active" | "inactive";
  emailVerified: boolean;
  createdAt: Date;
  lastLoginAt: Date | null;
};

export async function listStaff(): Promise<StaffMember[]> {
  const rows = await (await db())
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      role: userRoles.role,
      deactivatedAt: user.deactivatedAt,
      emailVerified: user.emailVerified,
      createdAt: user.createdAt,
      lastLoginAt: user.lastLoginAt,
    })
    .from(user)
    .leftJoin(userRoles, eq(userRoles.userId, user.id))
    .orderBy(asc(user.createdAt));
  return rows.map(({ deactivatedAt, role, ...row }) => ({
    ...row,
    role: role && (STAFF_ROLES as readonly string[]).includes(role) ? (role as StaffRole) : null,
    status: deactivatedAt ? "inactive" : "active",
  }));
}

/** An invitation link for the admin to copy: sign-up through it gets this role. */
export async function inviteStaff(
  input: { email: string; role: StaffRole },
  by: AuditActor,
): Promise<{ url: string; token: string }> {
  const email = normalizeEmail(input.email);
  const database = await db();
  const [existing] = await database.select({ id: user.id }).from(user).where(eq(user.email, email));
  if (existing) throw new StaffError(t.alreadyRegistered, "already-registered");
  const token = await database.transaction(async (tx) => {
    const created = await createInvitation({ email, role: input.role, invitedBy: by.id }, tx);
    await recordChange(tx, { actor: by, action: "create", entity: "invitation", label: email, fields: ["email", "role"] });
    return created;
  });
  return { url: `/auth?invite=${encodeURIComponent(token)}`, token };
}

/**
 * Runs a change under the lock that role assignment also takes, after checking that at least one
 * other active admin remains when `leavesAdmin` says this change removes one.
 */
async function withAdminGuard(
  userId: string,
  removesAdmin: (current: { role: string | null; active: boolean }) => boolean,
  message: string,
  change: (tx: Db, target: { label: string }) => Promise<void>,
) {
  await inTransaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('staff-roles'))`);
    const [target] = await tx
      .select({ role: userRoles.role, deactivatedAt: user.deactivatedAt, name: user.name, email: user.email })
      .from(user)
      .leftJoin(userRoles, eq(userRoles.userId, user.id))
      .where(eq(user.id, userId));
    if (!target) throw new StaffError(t.notFound, "not-found");
    const current = { role: target.role, active: !target.deactivatedAt };
    if (current.role === "admin" && current.active && removesAdmin(current)) {
      const [row] = await tx
        .select({ admins: count() })
        .from(userRoles)
        .innerJoin(user, eq(user.id, userRoles.userId))
        .where(sql`${userRoles.role} = 'admin' AND ${user.deactivatedAt} IS NULL`);
      if ((row?.admins ?? 0) <= 1) throw new StaffError(message, "last-admin");
    }
    await change(tx, { label: target.name || target.email });
  });
}

export async function changeRole(userId: string, role: StaffRole, by: AuditActor | null): Promise<void> {
  await withAdminGuard(userId, () => role !== "admin", t.lastAdminDemote, async (tx, target) => {
    await tx
      .insert(userRoles)
      .values({ userId, role })
      .onConflictDoUpdate({ target: userRoles.userId, set: { role } });
    // A self-registered account waiting for its role has one now (ADR 0055).
    await clearPendingAccount(tx, userId);
    await recordChange(tx, { actor: by, action: "update", entity: "user", entityId: userId, label: target.label, fields: ["role"] });
  });
}

/** Deactivation signs the user out everywhere at once: their sessions are deleted. */
export async function setActive(userId: string, active: boolean, by: AuditActor | null): Promise<void> {
  await withAdminGuard(userId, () => !active, t.lastAdminDeactivate, async (tx, target) => {
    await recordChange(tx, { actor: by, action: "update", entity: "user", entityId: userId, label: target.label, fields: ["status"] });
    await tx
      .update(user)
      .set({ deactivatedAt: active ? null : new Date() })
      .where(eq(user.id, userId));
    if (!active) await tx.delete(session).where(eq(session.userId, userId));
  });
}

export async function deleteStaff(userId: string, by: AuditActor | null): Promise<void> {
  await withAdminGuard(userId, () => true, t.lastAdminDelete, async (tx, target) => {
    await recordChange(tx, { actor: by, action: "delete", entity: "user", entityId: userId, label: target.label });
    await tx.delete(userRoles).where(eq(userRoles.userId, userId));
    await clearPendingAccount(tx, userId);
    // Sessions and accounts go with the user (ON DELETE CASCADE).
    await tx.delete(user).where(eq(user.id, userId));
  });
}
