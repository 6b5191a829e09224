/**
 * The one permission matrix (DECISIONS.md 5). The server checks it on every request; the UI reads
 * it only to decide what to show.
 */
import type { StaffRole } from "~/lib/constants";

export const PERMISSIONS = [
  "content.read",
  "content.write",
  "content.delete",
  "leads.read",
  "leads.write",
  "leads.export",
  "analytics.read",
  "ai.manage",
  "media.write",
  "media.delete",
  "design.manage",
  "settings.manage",
  "telegram.manage",
  "logo.manage",
  "users.manage",
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const MATRIX: Record<StaffRole, readonly Permission[]> = {
  admin: PERMISSIONS,
  editor: ["content.read", "content.write", "media.write", "leads.read", "leads.write", "leads.export"],
  marketer: ["content.read", "leads.read", "leads.write", "leads.export", "analytics.read", "ai.manage"],
};

export function can(role: StaffRole | null | undefined, permission: Permission): boolean {
  return role ? MATRIX[role].includes(permission) : false;
}

export const ROLE_LABELS: Record<StaffRole, string> = {
  admin: "Администратор",
  editor: "Редактор",
  marketer: "Маркетолог",
};

export function roleLabel(role: string | null | undefined): string {
  return role && role in ROLE_LABELS ? ROLE_LABELS[role as StaffRole] : "Пользователь";
}
