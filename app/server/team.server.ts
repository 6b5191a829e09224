import { and, asc, count, eq, isNotNull, isNull } from "drizzle-orm";

import { teamMembers } from "~/db/schema";
import type { TEAM_DEPARTMENTS } from "~/lib/constants";
import type { ResponsiveImageSource } from "~/lib/media";
import type { AdminTeamMember } from "~/schemas/admin/team";
import { changedFields, recordChange, type AuditActor } from "~/server/audit.server";
import { db, inTransaction } from "~/server/db.server";
import { lockOrder, moveInOrder, type OrderedTable } from "~/server/display-order.server";
import { findResponsiveImages } from "~/server/media.server";
import { deleteTranslations } from "~/server/translatable.server";

const publicColumns = {
  id: teamMembers.id,
  name: teamMembers.name,
  position: teamMembers.position,
  bio: teamMembers.bio,
  avatar: teamMembers.avatar,
  email: teamMembers.email,
  linkedin: teamMembers.linkedin,
  skills: teamMembers.skills,
  experience: teamMembers.experience,
  hiringStatus: teamMembers.hiringStatus,
};

export type PublicTeamMember = {
  id: string;
  name: string;
  position: string;
  bio: string | null;
  avatar: string | null;
  /** The avatar's web-friendly sizes when it was uploaded here (for srcset); null for any other address. */
  avatarImage: ResponsiveImageSource | null;
  email: string | null;
  linkedin: string | null;
  skills: string[];
  experience: string | null;
  hiringStatus: string | null;
};

/** The sizes of every uploaded avatar among the rows, in one query. */
export async function withAvatarImages<Row extends { avatar: string | null }>(
  rows: readonly Row[],
): Promise<(Row & { avatarImage: ResponsiveImageSource | null })[]> {
  const images = await findResponsiveImages(rows.flatMap((row) => (row.avatar ? [row.avatar] : [])));
  return rows.map((row) => ({ ...row, avatarImage: (row.avatar && images.get(row.avatar)) || null }));
}

/** Visible members by display_order; upcoming hires (hiring_status set) are listed apart. */
export async function listPublicTeam(): Promise<{
  members: PublicTeamMember[];
  upcoming: PublicTeamMember[];
}> {
  const database = await db();
  const order = [asc(teamMembers.displayOrder), asc(teamMembers.createdAt)];
  const [members, upcoming] = await Promise.all([
    database
      .select(publicColumns)
      .from(teamMembers)
      .where(and(eq(teamMembers.isVisible, true), isNull(teamMembers.hiringStatus)))
      .orderBy(...order),
    database
      .select(publicColumns)
      .from(teamMembers)
      .where(and(eq(teamMembers.isVisible, true), isNotNull(teamMembers.hiringStatus)))
      .orderBy(...order),
  ]);
  const [withImages, upcomingWithImages] = await Promise.all([withAvatarImages(members), withAvatarImages(upcoming)]);
  return { members: withImages, upcoming: upcomingWithImages };
}

// ---------------------------------------------------------------------------------------------
// The admin screen: every member, and the writes, each in one transaction with its audit entry
// (ADR 0024).

export type TeamMemberRow = typeof teamMembers.$inferSelect;

/** What the add/edit dialog saves (the screen's view of a member, less what the server owns); blank optional fields arrive as null. */
export type TeamMemberInput = Omit<AdminTeamMember, "id" | "avatarImage" | "isVisible"> & { department: (typeof TEAM_DEPARTMENTS)[number] };

/** The columns staff edit, as the audit log names them (the team_members column names). */
function auditShape(values: Partial<TeamMemberRow>): Record<string, unknown> {
  return {
    name: values.name,
    position: values.position,
    department: values.department,
    bio: values.bio,
    avatar: values.avatar,
    email: values.email,
    phone: values.phone,
    linkedin: values.linkedin,
    skills: values.skills,
    languages: values.languages,
    experience: values.experience,
    education: values.education,
    join_date: values.joinDate,
    hiring_status: values.hiringStatus,
  };
}

function filledFields(values: Partial<TeamMemberRow>): string[] {
  return Object.entries(auditShape(values))
    .filter(([, value]) => value !== null && value !== undefined && !(Array.isArray(value) && value.length === 0))
    .map(([key]) => key)
    .sort();
}

const adminOrder = [asc(teamMembers.displayOrder), asc(teamMembers.createdAt), asc(teamMembers.id)];

// Numbered from 0: a new member's display_order is the count of those before it.
export const TEAM_ORDER: OrderedTable = {
  table: teamMembers,
  id: teamMembers.id,
  displayOrder: teamMembers.displayOrder,
  label: teamMembers.name,
  orderBy: adminOrder,
  first: 0,
  lock: "team-order",
  entity: "team_member",
};

/** Every member, hidden ones and upcoming hires included, in the order the site lists them. */
export async function listTeamForAdmin(): Promise<TeamMemberRow[]> {
  return (await db()).select().from(teamMembers).orderBy(...adminOrder);
}

/**
 * Adds a member at the end: display_order is the number of members so far, counted under a lock
 * so two additions at once do not take the same place. The creator is recorded.
 */
export async function createTeamMember(input: TeamMemberInput, by: AuditActor): Promise<TeamMemberRow> {
  return inTransaction(async (tx) => {
    await lockOrder(tx, TEAM_ORDER);
    const [counted] = await tx.select({ n: count() }).from(teamMembers);
    const [row] = await tx
      .insert(teamMembers)
      .values({ ...input, displayOrder: counted?.n ?? 0, createdBy: by.id })
      .returning();
    await recordChange(tx, {
      actor: by,
      action: "create",
      entity: "team_member",
      entityId: row!.id,
      label: row!.name,
      fields: filledFields(row!),
    });
    return row!;
  });
}

/** Saves the dialog's fields; false when the member no longer exists. Nothing changed: nothing logged. */
export async function updateTeamMember(id: string, input: TeamMemberInput, by: AuditActor): Promise<boolean> {
  return inTransaction(async (tx) => {
    const [before] = await tx.select().from(teamMembers).where(eq(teamMembers.id, id)).for("update");
    if (!before) return false;
    const fields = changedFields(auditShape(before), auditShape({ ...before, ...input }));
    if (fields.length === 0) return true;
    await tx.update(teamMembers).set(input).where(eq(teamMembers.id, id));
    await recordChange(tx, {
      actor: by,
      action: "update",
      entity: "team_member",
      entityId: id,
      label: input.name,
      fields,
    });
    return true;
  });
}

/** Shows or hides the member on the public site; false when the member no longer exists. */
export async function setTeamMemberVisible(id: string, visible: boolean, by: AuditActor): Promise<boolean> {
  return inTransaction(async (tx) => {
    const [before] = await tx.select().from(teamMembers).where(eq(teamMembers.id, id)).for("update");
    if (!before) return false;
    if (before.isVisible === visible) return true;
    await tx.update(teamMembers).set({ isVisible: visible }).where(eq(teamMembers.id, id));
    await recordChange(tx, {
      actor: by,
      action: "update",
      entity: "team_member",
      entityId: id,
      label: before.name,
      fields: ["is_visible"],
    });
    return true;
  });
}

/** One place up or down. False: no such member. */
export async function moveTeamMember(id: string, direction: "up" | "down", by: AuditActor): Promise<boolean> {
  return moveInOrder(TEAM_ORDER, id, direction, by);
}

/** Removes the member (admin only: the route checks content.delete); false when already gone. */
export async function deleteTeamMember(id: string, by: AuditActor): Promise<boolean> {
  return inTransaction(async (tx) => {
    const [row] = await tx.delete(teamMembers).where(eq(teamMembers.id, id)).returning();
    if (!row) return false;
    // Its Kazakh and English go with it (content_translations has no foreign keys).
    await deleteTranslations(tx, "team_member", [id]);
    await recordChange(tx, {
      actor: by,
      action: "delete",
      entity: "team_member",
      entityId: id,
      label: row.name,
    });
    return true;
  });
}
