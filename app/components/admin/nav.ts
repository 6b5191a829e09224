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

const t = ru.admin.nav;

export type NavLink = {
  kind: "link";
  title: string;
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

const link = (title: string, to: string, icon: LucideIcon, extra: Partial<NavLink> = {}): NavLink => ({
  kind: "link",
  title,
  to,
  icon,
  ...extra,
});

/** SPEC.md 2.13, in its order. */
export const ADMIN_NAV: readonly (NavLink | NavGroup)[] = [
  link(t.dashboard, "/admin", LayoutDashboardIcon),
  {
    kind: "group",
    id: "content",
    title: t.content,
    icon: FileTextIcon,
    defaultOpen: true,
    items: [
      link(t.hero, "/admin/hero", PanelTopIcon),
      link(t.about, "/admin/about", Building2Icon),
      link(t.services, "/admin/services", BriefcaseBusinessIcon),
      link(t.advantages, "/admin/advantages", AwardIcon),
      link(t.cases, "/admin/cases", FolderKanbanIcon),
      link(t.team, "/admin/team", UsersIcon),
      link(t.blog, "/admin/blog", NewspaperIcon),
      link(t.contacts, "/admin/contacts", ContactIcon),
    ],
  },
  {
    kind: "group",
    id: "media",
    title: t.mediaGroup,
    icon: ImagesIcon,
    defaultOpen: false,
    items: [link(t.media, "/admin/media", ImagesIcon), link(t.gallery, "/admin/gallery", ImageIcon)],
  },
  link(t.leads, "/admin/leads", InboxIcon, { badge: "newLeads" }),
  link(t.aiAssistant, "/admin/ai-assistant", BotIcon, { badge: "new" }),
  link(t.telegram, "/admin/telegram", SendIcon, { badge: "new" }),
  {
    kind: "group",
    id: "design",
    title: t.design,
    icon: PaletteIcon,
    defaultOpen: false,
    items: [
      link(t.logo, "/admin/logo", ShapesIcon),
      link(t.colors, "/admin/design/colors", PaletteIcon),
      link(t.typography, "/admin/design/typography", TypeIcon),
      link(t.animations, "/admin/design/animations", SparklesIcon),
    ],
  },
  {
    kind: "group",
    id: "settings",
    title: t.settings,
    icon: SettingsIcon,
    defaultOpen: false,
    items: [
      link(t.seo, "/admin/settings/seo", SearchIcon),
      link(t.analytics, "/admin/settings/analytics", ChartColumnIcon),
      link(t.integrations, "/admin/settings/integrations", PlugIcon),
      link(t.domain, "/admin/settings/domain", GlobeIcon),
      link(t.language, "/admin/settings/language", LanguagesIcon),
    ],
  },
  link(t.users, "/admin/users", UserCogIcon),
];

/** The dashboard matches only itself; every other entry also matches its sub-paths. */
export function isActivePath(to: string, pathname: string): boolean {
  const path = pathname.replace(/\/+$/, "") || "/";
  if (to === "/admin") return path === "/admin";
  return path === to || path.startsWith(`${to}/`);
}
