import { and, asc, eq, isNotNull, isNull } from "drizzle-orm";

import { teamMembers } from "~/db/schema";
import { db } from "~/server/db.server";

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
  email: string | null;
  linkedin: string | null;
  skills: string[];
  experience: string | null;
  hiringStatus: string | null;
};

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
  return { members, upcoming };
}
