import { z } from "zod";

import * as ru from "~/i18n/ru";
import { STAFF_ROLES } from "~/lib/constants";
import type { StaffRole } from "~/lib/constants";
import type { FormReply } from "~/schemas/admin/form-reply";
import { email, searchParam } from "~/schemas/fields";

const t = ru.admin.users;

const USER_STATUSES = ["active", "inactive"] as const;
export type UserStatus = (typeof USER_STATUSES)[number];

const role = z.enum(STAFF_ROLES, { error: t.invalidRole });
// better-auth's ids are not UUIDs.
const id = z.string().min(1).max(200);

/** The invitation dialog's form (docs/decisions/0024-admin-kit.md: one schema for form and action). */
export const inviteSchema = z.object({
  intent: z.literal("invite"),
  email: email({ invalid: t.invalidEmail, missing: t.invalidEmail }),
  role,
});

/** Every change the users screen can ask for, told apart by `intent`. */
export const userActionSchema = z.discriminatedUnion("intent", [
  inviteSchema,
  z.object({ intent: z.literal("change-role"), id, role }),
  z.object({ intent: z.literal("set-active"), id, active: z.enum(["true", "false"]) }),
  z.object({ intent: z.literal("delete"), id }),
]);
export type UserAction = z.infer<typeof userActionSchema>;

export type UserFilters = { q: string; role: (typeof STAFF_ROLES)[number] | ""; status: UserStatus | "" };

export function parseUserFilters(params: URLSearchParams): UserFilters {
  const roleParam = params.get("role") ?? "";
  const statusParam = params.get("status") ?? "";
  return {
    q: searchParam(params.get("q"), 100),
    role: (STAFF_ROLES as readonly string[]).includes(roleParam) ? (roleParam as UserFilters["role"]) : "",
    status: (USER_STATUSES as readonly string[]).includes(statusParam) ? (statusParam as UserStatus) : "",
  };
}

type Filterable = { name: string; email: string; role: string | null; status: UserStatus };

export function filterUsers<T extends Filterable>(list: readonly T[], filters: UserFilters): T[] {
  const q = filters.q.toLocaleLowerCase("ru");
  return list.filter(
    (u) =>
      (!q || u.name.toLocaleLowerCase("ru").includes(q) || u.email.toLocaleLowerCase("ru").includes(q)) &&
      (!filters.role || u.role === filters.role) &&
      (!filters.status || u.status === filters.status),
  );
}

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
