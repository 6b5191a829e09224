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
import { SCREEN_IDS, screenPaths, screenSidebar, type ADMIN_SCREENS, type ScreenId, type SidebarGroup } from "~/lib/permissions";

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

type ScreenPath<Id extends ScreenId> =
  | (typeof ADMIN_SCREENS)[Id]["path"]
  | ((typeof ADMIN_SCREENS)[Id] extends { otherPaths: readonly (infer P)[] } ? P : never);
/** Every path the sidebar lists: each path of each screen the registry puts in the sidebar. */
type SidebarPath = { [Id in ScreenId]: (typeof ADMIN_SCREENS)[Id] extends { sidebar: object } ? ScreenPath<Id> : never }[ScreenId];

/** What the sidebar shows for each path the registry lists; lucide icons stay on the UI side. */
const ENTRIES: Record<SidebarPath, { title: string; icon: LucideIcon }> = {
  "/admin": { title: t.dashboard, icon: LayoutDashboardIcon },
  "/admin/hero": { title: t.hero, icon: PanelTopIcon },
  "/admin/about": { title: t.about, icon: Building2Icon },
  "/admin/services": { title: t.services, icon: BriefcaseBusinessIcon },
  "/admin/advantages": { title: t.advantages, icon: AwardIcon },
  "/admin/cases": { title: t.cases, icon: FolderKanbanIcon },
  "/admin/team": { title: t.team, icon: UsersIcon },
  "/admin/blog": { title: t.blog, icon: NewspaperIcon },
  "/admin/contacts": { title: t.contacts, icon: ContactIcon },
  "/admin/media": { title: t.media, icon: ImagesIcon },
  "/admin/gallery": { title: t.gallery, icon: ImageIcon },
  "/admin/leads": { title: t.leads, icon: InboxIcon },
  "/admin/ai-assistant": { title: t.aiAssistant, icon: BotIcon },
  "/admin/telegram": { title: t.telegram, icon: SendIcon },
  "/admin/logo": { title: t.logo, icon: ShapesIcon },
  "/admin/design/colors": { title: t.colors, icon: PaletteIcon },
  "/admin/design/typography": { title: t.typography, icon: TypeIcon },
  "/admin/design/animations": { title: t.animations, icon: SparklesIcon },
  "/admin/settings/seo": { title: t.seo, icon: SearchIcon },
  "/admin/settings/analytics": { title: t.analytics, icon: ChartColumnIcon },
  "/admin/settings/integrations": { title: t.integrations, icon: PlugIcon },
  "/admin/settings/domain": { title: t.domain, icon: GlobeIcon },
  "/admin/settings/language": { title: t.language, icon: LanguagesIcon },
  "/admin/users": { title: t.users, icon: UserCogIcon },
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
    const links = screenPaths(id).map((to): NavLink => ({ kind: "link", screen: id, to, ...ENTRIES[to as SidebarPath], ...(badge ? { badge } : {}) }));
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
