import { BotIcon, ChevronRightIcon } from "lucide-react";
import { useState } from "react";
import { Link, useLocation } from "react-router";

import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "~/components/ui/collapsible";
import {
  Sidebar,
  SidebarContent,
  SidebarGroup,
  SidebarGroupContent,
  SidebarGroupLabel,
  SidebarHeader,
  SidebarMenu,
  SidebarMenuBadge,
  SidebarMenuButton,
  SidebarMenuItem,
  useSidebar,
} from "~/components/ui/sidebar";
import * as ru from "~/i18n/ru";
import type { StaffRole } from "~/lib/constants";
import { canViewScreen } from "~/lib/permissions";

import { ADMIN_NAV, isActivePath, type NavGroup, type NavLink } from "./nav";

/** null when the role may not read leads: no badge. */
type NewLeads = number | null;
type Props = { role: StaffRole; newLeads: NewLeads };

/**
 * Every role sees every sidebar entry except 'Пользователи', which only admins see. A
 * screen the role may not use still shows its denial, and the server refuses its data and actions.
 */
function visibleTo(role: StaffRole, item: NavLink): boolean {
  return item.screen !== "users" || canViewScreen(role, "users");
}

export function AppSidebar({ role, newLeads }: Props) {
  return (
    <Sidebar>
      <SidebarHeader className="border-b border-slate-200 dark:border-slate-800">
        <SidebarMenu>
          <SidebarMenuItem>
            <SidebarMenuButton size="lg" asChild>
              <Link to="/admin">
                <span className="flex aspect-square size-8 items-center justify-center rounded-lg bg-primary text-white">
                  <BotIcon aria-hidden="true" className="size-4" />
                </span>
                <span className="grid flex-1 text-left leading-tight">
                  <span className="truncate font-semibold">{ru.admin.shell.brand}</span>
                  <span className="truncate text-xs text-slate-600 dark:text-slate-400">{ru.admin.shell.brandCaption}</span>
                </span>
              </Link>
            </SidebarMenuButton>
          </SidebarMenuItem>
        </SidebarMenu>
      </SidebarHeader>
      <SidebarContent>
        <nav aria-label={ru.admin.shell.navTitle} className="flex flex-col py-1">
          {ADMIN_NAV.map((entry) =>
            entry.kind === "group" ? (
              <NavGroupSection key={entry.id} group={entry} role={role} newLeads={newLeads} />
            ) : visibleTo(role, entry) ? (
              <SidebarGroup key={entry.to}>
                <SidebarMenu>
                  <NavItem item={entry} newLeads={newLeads} />
                </SidebarMenu>
              </SidebarGroup>
            ) : null,
          )}
        </nav>
      </SidebarContent>
    </Sidebar>
  );
}

function NavGroupSection({ group, role, newLeads }: { group: NavGroup; role: StaffRole; newLeads: NewLeads }) {
  const { pathname } = useLocation();
  const items = group.items.filter((item) => visibleTo(role, item));
  const containsActive = items.some((item) => isActivePath(item.to, pathname));
  const [open, setOpen] = useState(group.defaultOpen || containsActive);
  if (items.length === 0) return null;
  return (
    <Collapsible open={open} onOpenChange={setOpen} className="group/collapsible">
      <SidebarGroup>
        <SidebarGroupLabel asChild>
          <CollapsibleTrigger className="w-full cursor-pointer hover:bg-slate-200/70 hover:text-slate-900 dark:hover:bg-slate-800 dark:hover:text-slate-50">
            {group.title}
            <ChevronRightIcon
              aria-hidden="true"
              className="ml-auto transition-transform group-data-[state=open]/collapsible:rotate-90"
            />
          </CollapsibleTrigger>
        </SidebarGroupLabel>
        {/* Collapsed to icons, every entry stays reachable whatever the group's state. */}
        <CollapsibleContent forceMount className="data-[state=closed]:hidden group-data-[collapsible=icon]:block!">
          <SidebarGroupContent>
            <SidebarMenu>
              {items.map((item) => (
                <NavItem key={item.to} item={item} newLeads={newLeads} />
              ))}
            </SidebarMenu>
          </SidebarGroupContent>
        </CollapsibleContent>
      </SidebarGroup>
    </Collapsible>
  );
}

function NavItem({ item, newLeads }: { item: NavLink; newLeads: NewLeads }) {
  const { pathname } = useLocation();
  const { isMobile, setOpenMobile } = useSidebar();
  const active = isActivePath(item.to, pathname);
  const Icon = item.icon;
  return (
    <SidebarMenuItem>
      <SidebarMenuButton asChild isActive={active} tooltip={item.title}>
        <Link
          to={item.to}
          aria-current={active ? "page" : undefined}
          onClick={() => {
            if (isMobile) setOpenMobile(false);
          }}
        >
          <Icon aria-hidden="true" />
          <span>{item.title}</span>
        </Link>
      </SidebarMenuButton>
      {item.badge === "newLeads" && newLeads ? (
        <SidebarMenuBadge
          data-testid="new-leads-badge"
          title={ru.admin.nav.newLeads(newLeads)}
          className="bg-destructive text-white"
        >
          {newLeads}
        </SidebarMenuBadge>
      ) : null}
      {item.badge === "new" ? (
        <SidebarMenuBadge
          className="bg-indigo-100 text-[10px] text-indigo-800 dark:bg-indigo-900 dark:text-indigo-100"
        >
          {ru.admin.nav.newBadge}
        </SidebarMenuBadge>
      ) : null}
    </SidebarMenuItem>
  );
}
