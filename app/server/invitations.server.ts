import { createHash, randomBytes } from "node:crypto";

import { and, eq, gt, isNull } from "drizzle-orm";

import { staffInvitations } from "~/db/auth-schema";
import type { Db } from "~/db/types";
import type { StaffRole } from "~/lib/constants";
import { db } from "~/server/db.server";

/** An invitation link stays usable for a week. */
const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;

type PendingInvitation = {
  id: string;
  email: string;
  role: StaffRole;
  expiresAt: Date;
  createdAt: Date;
};

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function hashToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** Returns the token: it exists only in the link the admin hands over. */
export async function createInvitation(
  input: { email: string; role: StaffRole; invitedBy: string | null },
  database?: Db,
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await (database ?? (await db())).insert(staffInvitations).values({
    email: normalizeEmail(input.email),
    role: input.role,
    tokenHash: hashToken(token),
    invitedBy: input.invitedBy,
    expiresAt: new Date(Date.now() + INVITATION_TTL_MS),
  });
  return token;
}

export async function findPendingInvitation(
  token: string | null | undefined,
  database?: Db,
): Promise<PendingInvitation | null> {
  if (!token || token.length > 200) return null;
  const [row] = await (database ?? (await db()))
    .select()
    .from(staffInvitations)
    .where(
      and(
        eq(staffInvitations.tokenHash, hashToken(token)),
        isNull(staffInvitations.acceptedAt),
        gt(staffInvitations.expiresAt, new Date()),
      ),
    );
  return row ? { ...row, role: row.role as StaffRole } : null;
}

/** Marks the invitation used; false when it was already used or has expired meanwhile. */
export async function acceptInvitation(token: string, userId: string, database: Db): Promise<PendingInvitation | null> {
  const [row] = await database
    .update(staffInvitations)
    .set({ acceptedAt: new Date(), acceptedUserId: userId })
    .where(
      and(
        eq(staffInvitations.tokenHash, hashToken(token)),
        isNull(staffInvitations.acceptedAt),
        gt(staffInvitations.expiresAt, new Date()),
      ),
    )
    .returning();
  return row ? { ...row, role: row.role as StaffRole } : null;
}
