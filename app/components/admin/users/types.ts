import type { StaffRole } from "~/lib/constants";
import type { FormReply } from "~/server/admin-form.server";

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

/** The action's answer to an invitation: the form's reply, and the one-time link once created. */
export type InviteReply = FormReply & { inviteUrl?: string };
