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

/** Who may reach something: any signed-in staff member, or a role holding the permission. */
export type Access = Permission | "staff";

export function canAccess(role: StaffRole | null | undefined, access: Access): boolean {
  return access === "staff" ? Boolean(role) : can(role, access);
}

/**
 * Every admin screen (SPEC.md 2.13), keyed by path: `view` guards its loader, `edit` its action
 * (null: the screen has no action). Deletes that SPEC.md reserves for admin need `content.delete`
 * or `media.delete` on top, checked by the action for that intent.
 */
export const ADMIN_SCREENS = {
  "/admin": { view: "staff", edit: null },
  "/admin/hero": { view: "content.read", edit: "content.write" },
  "/admin/about": { view: "content.read", edit: "content.write" },
  "/admin/services": { view: "content.read", edit: "content.write" },
  "/admin/advantages": { view: "content.read", edit: "content.write" },
  "/admin/cases": { view: "content.read", edit: "content.write" },
  "/admin/team": { view: "content.read", edit: "content.write" },
  "/admin/blog": { view: "content.read", edit: "content.write" },
  "/admin/contacts": { view: "content.read", edit: "content.write" },
  "/admin/media": { view: "content.read", edit: "media.write" },
  "/admin/gallery": { view: "content.read", edit: "media.write" },
  "/admin/leads": { view: "leads.read", edit: "leads.write" },
  "/admin/ai-assistant": { view: "ai.manage", edit: "ai.manage" },
  "/admin/telegram": { view: "telegram.manage", edit: "telegram.manage" },
  "/admin/logo": { view: "logo.manage", edit: "logo.manage" },
  "/admin/design/colors": { view: "design.manage", edit: "design.manage" },
  "/admin/design/typography": { view: "design.manage", edit: "design.manage" },
  "/admin/design/animations": { view: "design.manage", edit: "design.manage" },
  "/admin/settings/seo": { view: "settings.manage", edit: "settings.manage" },
  "/admin/settings/analytics": { view: "settings.manage", edit: "settings.manage" },
  "/admin/settings/integrations": { view: "settings.manage", edit: "settings.manage" },
  "/admin/settings/domain": { view: "settings.manage", edit: "settings.manage" },
  "/admin/settings/language": { view: "settings.manage", edit: "settings.manage" },
  "/admin/users": { view: "users.manage", edit: "users.manage" },
  "/admin/analytics": { view: "analytics.read", edit: null },
  "/admin/profile": { view: "staff", edit: "staff" },
} as const satisfies Record<string, { view: Access; edit: Access | null }>;
export type AdminPath = keyof typeof ADMIN_SCREENS;

/** Any other /admin path shows the dashboard (SPEC.md 2.13), with the dashboard's rules. */
export function adminScreen(pathname: string): { path: AdminPath; view: Access; edit: Access | null } {
  const path = (pathname.replace(/\/+$/, "") || "/admin") as AdminPath;
  return path in ADMIN_SCREENS ? { path, ...ADMIN_SCREENS[path] } : { path: "/admin", ...ADMIN_SCREENS["/admin"] };
}

/** What the sidebar shows: the screens the role may open. */
export function canViewScreen(role: StaffRole | null | undefined, path: AdminPath): boolean {
  return canAccess(role, ADMIN_SCREENS[path].view);
}

/**
 * Every JSON API operation under /api (except better-auth's own /api/auth/*), keyed
 * "METHOD /path" with OpenAPI-style {params}. The API middleware refuses anything not listed, and
 * /api/openapi.json declares each one's security from here.
 */
export const API_OPERATIONS = {
  "GET /api/openapi.json": "public",
  "POST /api/leads": "public",
  "POST /api/contact": "public",
  "POST /api/newsletter": "public",
} as const satisfies Record<string, Access | "public">;
export type ApiOperation = keyof typeof API_OPERATIONS;
