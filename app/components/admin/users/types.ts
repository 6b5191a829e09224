import type { StaffRole } from "~/lib/constants";

import type { UserStatus } from "./schema";

/** One staff member as the users screen shows them; dates already formatted by the server. */
export type StaffRow = {
  id: string;
  name: string;
  email: string;
  role: StaffRole | null;
  status: UserStatus;
  lastLoginLabel: string | null;
};

export type UsersActionData =
  | { ok: true; message?: string; inviteUrl?: string }
  | { ok: false; error: string; fieldErrors?: Partial<Record<"email" | "role", string>> };
