import type { ResponsiveImageSource } from "~/lib/media";

/** A member as the team screen shows and edits it. */
export type AdminTeamMember = {
  id: string;
  name: string;
  position: string;
  department: string;
  bio: string | null;
  avatar: string | null;
  avatarImage: ResponsiveImageSource | null;
  email: string | null;
  phone: string | null;
  linkedin: string | null;
  skills: string[];
  languages: string[];
  experience: string | null;
  education: string | null;
  joinDate: string | null;
  hiringStatus: string | null;
  isVisible: boolean;
};
