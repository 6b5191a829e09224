/**
 * Who may become staff, since sign-up is closed to the internet: sign-up by invitation, or open
 * when an administrator allows it; the first account of an installation becomes admin;
 * ADMIN_EMAIL/ADMIN_PASSWORD create the first admin at start-up.
 */
import type { AuthContext } from "better-auth";
import { eq, sql } from "drizzle-orm";

import { user as userTable } from "~/db/auth-schema";
import { userRoles } from "~/db/schema";
import type { Db } from "~/db/types";
import * as ru from "~/i18n/ru";
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
 * The invitation's role; else admin for the first account of an installation; else no row, so the
 * first page load assigns editor with its toast (session-user.server.ts). The lock keeps two
 * simultaneous first sign-ups from both becoming admin.
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
    }
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
