/**
 * The one permission matrix of the staff roles. The server checks it on every request; the UI reads
 * it only to decide what to show.
 */
import {
  AwardIcon,
  BotIcon,
  BriefcaseBusinessIcon,
  Building2Icon,
  ChartColumnIcon,
  ContactIcon,
  FolderKanbanIcon,
  GlobeIcon,
  ImageIcon,
  ImagesIcon,
  InboxIcon,
  LanguagesIcon,
  LayoutDashboardIcon,
  NewspaperIcon,
  PaletteIcon,
  PanelTopIcon,
  PlugIcon,
  SearchIcon,
  SendIcon,
  ShapesIcon,
  SparklesIcon,
  TypeIcon,
  UserCogIcon,
  UsersIcon,
  type LucideIcon,
} from "lucide-react";

// Relative: routes.ts reads this registry at build time, where the ~/ alias does not resolve.
import * as ru from "../i18n/ru";
import type { ApiKeyScope, StaffRole } from "~/lib/constants";

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

const ROLE_LABELS: Record<StaffRole, string> = {
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

/** The sidebar's collapsible groups; a screen outside them is a top-level entry. */
export type SidebarGroup = "content" | "media" | "design" | "settings";

/** A sidebar entry's words and picture. */
export type SidebarLink = { title: string; icon: LucideIcon };
type SidebarPlace = SidebarLink & {
  group?: SidebarGroup;
  badge?: "newLeads" | "new";
  more?: Readonly<Record<`/admin/${string}`, SidebarLink>>;
};

const nav = ru.admin.nav;

type AdminScreen = {
  /** Where the sidebar and links go. */
  path: `/admin${string}`;
  /** Further paths the same route module serves: the design paths share one screen, the settings paths another. */
  otherPaths?: readonly `/admin/${string}`[];
  /**
   * The sidebar lists the screen, in this registry's order, in this group, with this badge, as one
   * entry per link: the screen's path, then those of `more` (other paths it serves); absent: not in
   * the sidebar.
   */
  sidebar?: SidebarPlace;
  /** Queries that open the screen's create forms and dialogs (`?new`): the phone, keyboard and screenshot tests visit each. */
  openForms?: readonly `?${string}`[];
  /** Who may run its loader. */
  view: Access;
  /** Who may run its action; null: the screen has no action. */
  edit: Access | null;
  /**
   * Resource routes of the screen (downloads; a post that streams its progress), keyed by name and served by
   * routes/admin/<screen id>-<name>.ts: whoever may view the screen and holds `access`.
   */
  resources?: Readonly<Record<string, { path: `/admin/${string}`; access: Access }>>;
};

/**
 * Every admin screen, keyed by the id its route module declares to the guard:
 * `requireScreen(request, "telegram")` in the loader, `requireScreen(request, "telegram", "edit")`
 * in the action. Access never comes from the request URL, which React Router matches
 * case-insensitively and after decoding (ADR 0019). Deleting blog posts, cases, team members and
 * media is the admin's alone: it needs `content.delete` or `media.delete` on top, checked by the
 * action for that intent.
 */
export const ADMIN_SCREENS = {
  // Also every admin path no other screen serves (those show the dashboard), so it shows any staff
  // member only what the matrix grants their role.
  dashboard: { path: "/admin", view: "staff", edit: null, sidebar: { title: nav.dashboard, icon: LayoutDashboardIcon } },
  hero: { path: "/admin/hero", view: "content.read", edit: "content.write", sidebar: { group: "content", title: nav.hero, icon: PanelTopIcon }, openForms: ["?new"] },
  about: { path: "/admin/about", view: "content.read", edit: "content.write", resources: { "translate-all": { path: "/admin/about/translate-all", access: "content.write" } }, sidebar: { group: "content", title: ru.adminAbout.title, icon: Building2Icon } },
  services: { path: "/admin/services", view: "content.read", edit: "content.write", resources: { "translate-all": { path: "/admin/services/translate-all", access: "content.write" } }, sidebar: { group: "content", title: ru.adminServices.title, icon: BriefcaseBusinessIcon }, openForms: ["?new"] },
  advantages: { path: "/admin/advantages", view: "content.read", edit: "content.write", resources: { "translate-all": { path: "/admin/advantages/translate-all", access: "content.write" } }, sidebar: { group: "content", title: ru.adminAdvantages.title, icon: AwardIcon }, openForms: ["?new"] },
  cases: {
    path: "/admin/cases",
    view: "content.read",
    edit: "content.write",
    // 'Перевести все с помощью AI' (ADR 0076), here and on each translated content screen: a post
    // that streams its progress.
    resources: { "translate-all": { path: "/admin/cases/translate-all", access: "content.write" } },
    sidebar: { group: "content", title: ru.adminCases.title, icon: FolderKanbanIcon },
    openForms: ["?new", "?ai"],
  },
  team: { path: "/admin/team", view: "content.read", edit: "content.write", resources: { "translate-all": { path: "/admin/team/translate-all", access: "content.write" } }, sidebar: { group: "content", title: ru.adminTeam.title, icon: UsersIcon }, openForms: ["?member=new"] },
  blog: { path: "/admin/blog", view: "content.read", edit: "content.write", resources: { "translate-all": { path: "/admin/blog/translate-all", access: "content.write" } }, sidebar: { group: "content", title: ru.adminBlog.title, icon: NewspaperIcon }, openForms: ["?new"] },
  contacts: { path: "/admin/contacts", view: "content.read", edit: "content.write", resources: { "translate-all": { path: "/admin/contacts/translate-all", access: "content.write" } }, sidebar: { group: "content", title: ru.adminContacts.title, icon: ContactIcon } },
  media: { path: "/admin/media", view: "content.read", edit: "media.write", sidebar: { group: "media", title: ru.adminMedia.title, icon: ImagesIcon } },
  gallery: { path: "/admin/gallery", view: "content.read", edit: "media.write", sidebar: { group: "media", title: ru.adminGallery.title, icon: ImageIcon }, openForms: ["?add=1"] },
  leads: {
    path: "/admin/leads",
    view: "leads.read",
    edit: "leads.write",
    resources: { export: { path: "/admin/leads/export.csv", access: "leads.export" } },
    sidebar: { badge: "newLeads", title: nav.leads, icon: InboxIcon },
  },
  "ai-assistant": { path: "/admin/ai-assistant", view: "ai.manage", edit: "ai.manage", sidebar: { badge: "new", title: ru.adminAiAssistant.title, icon: BotIcon } },
  telegram: { path: "/admin/telegram", view: "telegram.manage", edit: "telegram.manage", sidebar: { badge: "new", title: nav.telegram, icon: SendIcon } },
  logo: { path: "/admin/logo", view: "logo.manage", edit: "logo.manage", sidebar: { group: "design", title: ru.adminLogo.title, icon: ShapesIcon } },
  design: {
    path: "/admin/design/colors",
    // The theme tab has an address of its own too; the sidebar keeps the three above.
    otherPaths: ["/admin/design/typography", "/admin/design/animations", "/admin/design/theme"],
    view: "design.manage",
    edit: "design.manage",
    sidebar: {
      group: "design",
      title: nav.colors,
      icon: PaletteIcon,
      more: {
        "/admin/design/typography": { title: nav.typography, icon: TypeIcon },
        "/admin/design/animations": { title: nav.animations, icon: SparklesIcon },
      },
    },
  },
  settings: {
    path: "/admin/settings/seo",
    // The tabs general, notifications and advanced have addresses of their own too; the sidebar keeps the five above.
    otherPaths: [
      "/admin/settings/analytics",
      "/admin/settings/integrations",
      "/admin/settings/domain",
      "/admin/settings/language",
      "/admin/settings/general",
      "/admin/settings/notifications",
      "/admin/settings/advanced",
    ],
    view: "settings.manage",
    edit: "settings.manage",
    // The advanced tab's download of every newsletter subscriber (ADR 0055).
    resources: { subscribers: { path: "/admin/settings/subscribers.csv", access: "settings.manage" } },
    sidebar: {
      group: "settings",
      title: nav.seo,
      icon: SearchIcon,
      more: {
        "/admin/settings/analytics": { title: nav.analytics, icon: ChartColumnIcon },
        "/admin/settings/integrations": { title: nav.integrations, icon: PlugIcon },
        "/admin/settings/domain": { title: nav.domain, icon: GlobeIcon },
        "/admin/settings/language": { title: nav.language, icon: LanguagesIcon },
      },
    },
  },
  users: { path: "/admin/users", view: "users.manage", edit: "users.manage", sidebar: { title: nav.users, icon: UserCogIcon }, openForms: ["?invite"] },
  // The full audit log (issue 9 point 17), for those who see colleagues' changes on the dashboard.
  audit: { path: "/admin/audit", view: "users.manage", edit: null },
  analytics: {
    path: "/admin/analytics",
    view: "analytics.read",
    edit: null,
    // Every table of the screen as CSV: ?table=…&period=… (app/routes/admin/analytics-export.ts).
    resources: { export: { path: "/admin/analytics/export.csv", access: "analytics.read" } },
  },
  profile: { path: "/admin/profile", view: "staff", edit: "staff" },
} as const satisfies Record<string, AdminScreen>;
export type ScreenId = keyof typeof ADMIN_SCREENS;
/** The screens that have an action: only these may be asked for "edit". */
export type EditableScreenId = {
  [Id in ScreenId]: (typeof ADMIN_SCREENS)[Id]["edit"] extends null ? never : Id;
}[ScreenId];

export const SCREEN_IDS = Object.keys(ADMIN_SCREENS) as ScreenId[];

/** Every path a screen serves, its canonical path first. */
export function screenPaths(id: ScreenId): readonly string[] {
  const screen: AdminScreen = ADMIN_SCREENS[id];
  return [screen.path, ...(screen.otherPaths ?? [])];
}

/** Where the sidebar lists the screen, and its entries (path, title, icon); undefined: it does not. */
export function screenSidebar(id: ScreenId): (Omit<SidebarPlace, "more" | "title" | "icon"> & { links: (SidebarLink & { to: string })[] }) | undefined {
  const screen: AdminScreen = ADMIN_SCREENS[id];
  if (!screen.sidebar) return undefined;
  const { group, badge, title, icon, more = {} } = screen.sidebar;
  return { group, badge, links: [{ to: screen.path, title, icon }, ...Object.entries(more).map(([to, link]) => ({ to, ...link }))] };
}

/** The addresses of the screen's create forms and dialogs, e.g. '/admin/services?new'. */
export function screenOpenForms(id: ScreenId): string[] {
  const screen: AdminScreen = ADMIN_SCREENS[id];
  return (screen.openForms ?? []).map((query) => `${screen.path}${query}`);
}

/** The screen's resource routes: name, path and who may fetch them beyond viewing the screen. */
export function screenResources(id: ScreenId): { name: string; path: string; access: Access }[] {
  const screen: AdminScreen = ADMIN_SCREENS[id];
  return Object.entries(screen.resources ?? {}).map(([name, r]) => ({ name, path: r.path, access: r.access }));
}

/** Whether the role may open the screen: what the sidebar shows. */
export function canViewScreen(role: StaffRole | null | undefined, id: ScreenId): boolean {
  return canAccess(role, ADMIN_SCREENS[id].view);
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
  "POST /api/analytics": "public",
  "POST /api/chat": "public",
  "POST /api/chat/lead": "public",
  "GET /api/media": "content.read",
  // The logo (kind=logo) needs logo.manage on top, checked by the action.
  "POST /api/media": "media.write",
  "DELETE /api/media/{id}": "media.delete",
  // The CRM's leads API (ADR 0037): a staff session with the permission, or an API key.
  "GET /api/leads": "leads.read",
  "GET /api/leads/{id}": "leads.read",
  "PATCH /api/leads/{id}": "leads.write",
} as const satisfies Record<string, Access | "public">;
export type ApiOperation = keyof typeof API_OPERATIONS;

/** The operations an API key (`Authorization: Bearer <key>`) may call besides a staff session. */
export const API_KEY_OPERATIONS: readonly ApiOperation[] = ["GET /api/leads", "GET /api/leads/{id}", "PATCH /api/leads/{id}"];

/** Whether a key of this scope may call one of API_KEY_OPERATIONS: a read-only key only reads (GET). */
export function keyScopeAllows(scope: ApiKeyScope, operation: ApiOperation): boolean {
  return scope === "read-write" || operation.startsWith("GET ");
}
