/**
 * Who may become staff, since sign-up is closed to the internet: sign-up by invitation, or open
 * when an administrator allows it; the first account of an installation becomes admin;
 * ADMIN_EMAIL/ADMIN_PASSWORD create the first admin at start-up.
 */
import type { AuthContext } from "better-auth";
import { eq, sql } from "drizzle-orm";

import { user as userTable } from "~/db/auth-schema";
import { siteSettings, userRoles } from "~/db/schema";
import type { Db } from "~/db/types";
import * as ru from "~/i18n/ru";
import { SITE_SETTINGS, settingValue } from "~/schemas/site-settings";
import { getEnv } from "~/server/env.server";
import { acceptInvitation, findPendingInvitation, normalizeEmail } from "~/server/invitations.server";
import { readSiteSetting } from "~/server/settings.server";

const t = ru.auth;

async function adminExists(database: Db): Promise<boolean> {
  const [row] = await database
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(userTable, eq(userTable.id, userRoles.userId))
    .where(eq(userRoles.role, "admin"))
    .limit(1);
  return Boolean(row);
}

/** Why this sign-up is refused (a Russian sentence for the toast), or null when it may proceed. */
export async function signUpProblem(email: string, inviteToken: string | null, database: Db): Promise<string | null> {
  if (inviteToken) {
    const invitation = await findPendingInvitation(inviteToken, database);
    if (!invitation) return t.errors.inviteInvalid;
    if (invitation.email !== normalizeEmail(email)) return t.errors.inviteOtherEmail;
    return null;
  }
  if (!(await adminExists(database))) return null;
  if (await readSiteSetting("staff_open_registration")) return null;
  return t.errors.inviteOnly;
}

/**
 * Accounts that signed up through open registration and wait for an admin to give them a role
 * (ADR 0055): they may sign in and open what any staff member may (the dashboard, their profile),
 * nothing that needs a permission. The list is a site setting until user_roles can hold a
 * 'pending' value; every change to it runs under the 'staff-roles' lock, as role changes do.
 */
const PENDING = "staff_pending_accounts";

async function pendingAccounts(database: Db): Promise<string[]> {
  const [row] = await database.select({ value: siteSettings.value }).from(siteSettings).where(eq(siteSettings.key, PENDING));
  let stored: unknown;
  try {
    stored = row ? JSON.parse(row.value) : undefined;
  } catch {
    stored = undefined;
  }
  return settingValue(PENDING, stored);
}

async function writePendingAccounts(tx: Db, ids: string[]) {
  const value = JSON.stringify(ids);
  const { category, description } = SITE_SETTINGS[PENDING];
  await tx
    .insert(siteSettings)
    .values({ key: PENDING, value, category, description })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: new Date() } });
}

export async function isPendingAccount(userId: string, database: Db): Promise<boolean> {
  return (await pendingAccounts(database)).includes(userId);
}

export async function countPendingAccounts(database: Db): Promise<number> {
  return (await pendingAccounts(database)).length;
}

/** The account got a role or is gone: it waits no more. Call inside the transaction holding the 'staff-roles' lock. */
export async function clearPendingAccount(tx: Db, userId: string) {
  const ids = await pendingAccounts(tx);
  if (ids.includes(userId)) await writePendingAccounts(tx, ids.filter((id) => id !== userId));
}

/**
 * The invitation's role; else admin for the first account of an installation; else (open
 * registration) no role and a place on the pending list, until an admin assigns one. A user with
 * no role row who is not on the list (an account from before roles existed) still becomes editor
 * on the first page load, with its toast (session-user.server.ts). The lock keeps two simultaneous
 * first sign-ups from both becoming admin.
 */
export async function assignInitialRole(userId: string, inviteToken: string | null, database: Db) {
  await database.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('staff-roles'))`);
    if (inviteToken) {
      const invitation = await acceptInvitation(inviteToken, userId, tx);
      if (invitation) {
        await tx.insert(userRoles).values({ userId, role: invitation.role }).onConflictDoNothing();
        return;
      }
    }
    if (!(await adminExists(tx))) {
      await tx.insert(userRoles).values({ userId, role: "admin" }).onConflictDoNothing();
      return;
    }
    const ids = await pendingAccounts(tx);
    if (!ids.includes(userId)) await writePendingAccounts(tx, [...ids, userId]);
  });
}

/**
 * What the bootstrap needs of the started better-auth instance: the parts of its context, not the
 * instance, whose configuration is built on this module's hooks.
 */
type AccountStore = {
  internalAdapter: Pick<AuthContext["internalAdapter"], "findUserByEmail" | "createUser" | "linkAccount">;
  password: Pick<AuthContext["password"], "hash">;
};

/** ADMIN_EMAIL/ADMIN_PASSWORD create (or promote) the first admin while none exists. */
export async function ensureBootstrapAdmin(context: AccountStore, database: Db) {
  const env = getEnv();
  if (!env.ADMIN_EMAIL || !env.ADMIN_PASSWORD || (await adminExists(database))) return;
  const email = normalizeEmail(env.ADMIN_EMAIL);
  let userId = (await context.internalAdapter.findUserByEmail(email))?.user.id;
  if (!userId) {
    try {
      const created = await context.internalAdapter.createUser(
        { email, name: "Администратор", emailVerified: true },
        { method: "admin" },
      );
      await context.internalAdapter.linkAccount({
        userId: created.id,
        providerId: "credential",
        accountId: created.id,
        password: await context.password.hash(env.ADMIN_PASSWORD),
      });
      userId = created.id;
    } catch (error) {
      // Another instance starting at the same moment created it first.
      userId = (await context.internalAdapter.findUserByEmail(email))?.user.id;
      if (!userId) throw error;
    }
  }
  await database
    .insert(userRoles)
    .values({ userId, role: "admin" })
    .onConflictDoUpdate({ target: userRoles.userId, set: { role: "admin" } });
}
