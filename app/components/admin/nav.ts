import {
  AwardIcon,
  BotIcon,
  BriefcaseBusinessIcon,
  Building2Icon,
  ChartColumnIcon,
  ContactIcon,
  FileTextIcon,
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
  SettingsIcon,
  ShapesIcon,
  SparklesIcon,
  TypeIcon,
  UserCogIcon,
  UsersIcon,
  type LucideIcon,
} from "lucide-react";

import * as ru from "~/i18n/ru";
import { ADMIN_SCREENS, type ScreenId } from "~/lib/permissions";

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

const link = (title: string, screen: ScreenId, icon: LucideIcon, extra: Partial<NavLink> = {}): NavLink => ({
  kind: "link",
  title,
  screen,
  to: ADMIN_SCREENS[screen].path,
  icon,
  ...extra,
});

/** SPEC.md 2.13, in its order. */
export const ADMIN_NAV: readonly (NavLink | NavGroup)[] = [
  link(t.dashboard, "dashboard", LayoutDashboardIcon),
  {
    kind: "group",
    id: "content",
    title: t.content,
    icon: FileTextIcon,
    defaultOpen: true,
    items: [
      link(t.hero, "hero", PanelTopIcon),
      link(t.about, "about", Building2Icon),
      link(t.services, "services", BriefcaseBusinessIcon),
      link(t.advantages, "advantages", AwardIcon),
      link(t.cases, "cases", FolderKanbanIcon),
      link(t.team, "team", UsersIcon),
      link(t.blog, "blog", NewspaperIcon),
      link(t.contacts, "contacts", ContactIcon),
    ],
  },
  {
    kind: "group",
    id: "media",
    title: t.mediaGroup,
    icon: ImagesIcon,
    defaultOpen: false,
    items: [link(t.media, "media", ImagesIcon), link(t.gallery, "gallery", ImageIcon)],
  },
  link(t.leads, "leads", InboxIcon, { badge: "newLeads" }),
  link(t.aiAssistant, "ai-assistant", BotIcon, { badge: "new" }),
  link(t.telegram, "telegram", SendIcon, { badge: "new" }),
  {
    kind: "group",
    id: "design",
    title: t.design,
    icon: PaletteIcon,
    defaultOpen: false,
    items: [
      link(t.logo, "logo", ShapesIcon),
      link(t.colors, "design", PaletteIcon),
      link(t.typography, "design", TypeIcon, { to: "/admin/design/typography" }),
      link(t.animations, "design", SparklesIcon, { to: "/admin/design/animations" }),
    ],
  },
  {
    kind: "group",
    id: "settings",
    title: t.settings,
    icon: SettingsIcon,
    defaultOpen: false,
    items: [
      link(t.seo, "settings", SearchIcon),
      link(t.analytics, "settings", ChartColumnIcon, { to: "/admin/settings/analytics" }),
      link(t.integrations, "settings", PlugIcon, { to: "/admin/settings/integrations" }),
      link(t.domain, "settings", GlobeIcon, { to: "/admin/settings/domain" }),
      link(t.language, "settings", LanguagesIcon, { to: "/admin/settings/language" }),
    ],
  },
  link(t.users, "users", UserCogIcon),
];

/** The dashboard matches only itself; every other entry also matches its sub-paths. */
export function isActivePath(to: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (to === "/admin") return path === "/admin";
  return path === to || path.startsWith(`${to}/`);
}
