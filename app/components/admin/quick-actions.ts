import {
  ChartColumnIcon,
  FileTextIcon,
  ImagesIcon,
  InboxIcon,
  PaletteIcon,
  SquarePenIcon,
  type LucideIcon,
} from "lucide-react";

import * as ru from "~/i18n/ru";
import type { StaffRole } from "~/lib/constants";
import { ADMIN_SCREENS } from "~/lib/permissions";

const a = ru.admin.dashboard.actions;

export type QuickAction = {
  id: keyof typeof a;
  title: string;
  text: string;
  to: string;
  icon: LucideIcon;
  roles: readonly StaffRole[];
};

/**
 * Who sees which quick action on the dashboard: content, media and new post for admins and
 * editors; leads for every staff role; analytics for admins and marketers; design for admins only.
 */
export const QUICK_ACTIONS: readonly QuickAction[] = [
  { id: "content", ...a.content, to: ADMIN_SCREENS.hero.path, icon: FileTextIcon, roles: ["admin", "editor"] },
  { id: "media", ...a.media, to: ADMIN_SCREENS.media.path, icon: ImagesIcon, roles: ["admin", "editor"] },
  // "Новая статья" is for writing one: straight to the blog editor's empty form, not only the list.
  { id: "newPost", ...a.newPost, to: `${ADMIN_SCREENS.blog.path}?new`, icon: SquarePenIcon, roles: ["admin", "editor"] },
  { id: "leads", ...a.leads, to: ADMIN_SCREENS.leads.path, icon: InboxIcon, roles: ["admin", "editor", "marketer"] },
  { id: "analytics", ...a.analytics, to: ADMIN_SCREENS.analytics.path, icon: ChartColumnIcon, roles: ["admin", "marketer"] },
  { id: "design", ...a.design, to: ADMIN_SCREENS.design.path, icon: PaletteIcon, roles: ["admin"] },
];

/** With no role every quick action shows. */
export function quickActionsFor(role: StaffRole | null | undefined): QuickAction[] {
  return QUICK_ACTIONS.filter((action) => !role || action.roles.includes(role));
}
