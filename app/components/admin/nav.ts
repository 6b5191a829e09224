import { FileTextIcon, ImagesIcon, PaletteIcon, SettingsIcon, type LucideIcon } from "lucide-react";

import * as ru from "~/i18n/ru";
import { SCREEN_IDS, screenSidebar, type ScreenId, type SidebarGroup } from "~/lib/permissions";

const t = ru.admin.nav;

export type NavLink = {
  kind: "link";
  title: string;
  /** The screen of app/lib/permissions.ts the entry opens. */
  screen: ScreenId;
  /** Its canonical path, or another path the same screen serves. */
  to: string;
  icon: LucideIcon;
  badge?: "newLeads" | "new";
};

export type NavGroup = {
  kind: "group";
  id: string;
  title: string;
  icon: LucideIcon;
  defaultOpen: boolean;
  items: NavLink[];
};

const GROUPS: Record<SidebarGroup, Omit<NavGroup, "kind" | "id" | "items">> = {
  content: { title: t.content, icon: FileTextIcon, defaultOpen: true },
  media: { title: t.mediaGroup, icon: ImagesIcon, defaultOpen: false },
  design: { title: t.design, icon: PaletteIcon, defaultOpen: false },
  settings: { title: t.settings, icon: SettingsIcon, defaultOpen: false },
};

/**
 * The sidebar, derived from the registry: its screens in their order, each path an entry, a group
 * where its first screen stands. A new screen is declared once, in app/lib/permissions.ts.
 */
function sidebar(): (NavLink | NavGroup)[] {
  const entries: (NavLink | NavGroup)[] = [];
  for (const id of SCREEN_IDS) {
    const place = screenSidebar(id);
    if (!place) continue;
    const { group, badge } = place;
    const links = place.links.map((link): NavLink => ({ kind: "link", screen: id, ...link, ...(badge ? { badge } : {}) }));
    if (!group) {
      entries.push(...links);
      continue;
    }
    const existing = entries.find((entry): entry is NavGroup => entry.kind === "group" && entry.id === group);
    if (existing) existing.items.push(...links);
    else entries.push({ kind: "group", id: group, ...GROUPS[group], items: links });
  }
  return entries;
}

export const ADMIN_NAV: readonly (NavLink | NavGroup)[] = sidebar();

/** The dashboard matches only itself; every other entry also matches its sub-paths. */
export function isActivePath(to: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (to === "/admin") return path === "/admin";
  return path === to || path.startsWith(`${to}/`);
}
