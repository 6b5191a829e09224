import { LogOutIcon, MoonIcon, SettingsIcon, SunIcon, UserIcon } from "lucide-react";
import { Link } from "react-router";

import { Avatar, AvatarFallback, initialsOf } from "~/components/ui/avatar";
import { Button } from "~/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "~/components/ui/dropdown-menu";
import { Separator } from "~/components/ui/separator";
import { SidebarTrigger } from "~/components/ui/sidebar";
import { Spinner } from "~/components/ui/spinner";
import * as ru from "~/i18n/ru";
import type { StaffRole } from "~/lib/constants";
import { ADMIN_SCREENS, canViewScreen, roleLabel } from "~/lib/permissions";
import { SETTINGS_TAB_PATHS } from "~/lib/settings-tabs";

import type { AdminTheme } from "./theme";

const t = ru.admin.shell;

type Props = {
  /** pending: a self-registered account waiting for an administrator to give it a role (ADR 0055). */
  user: { name: string; email: string; role: StaffRole; pending: boolean };
  theme: AdminTheme;
  onToggleTheme: () => void;
  onSignOut: () => void;
  busy: boolean;
};

/** The user menu's 'Настройки': the site settings for a role that may open them, else the user's own profile. */
export function settingsLinkFor(role: StaffRole): string {
  return canViewScreen(role, "settings") ? SETTINGS_TAB_PATHS.general : ADMIN_SCREENS.profile.path;
}

export function TopBar({ user, theme, onToggleTheme, onSignOut, busy }: Props) {
  const dark = theme === "dark";
  return (
    <header className="sticky top-0 z-20 flex h-14 shrink-0 items-center gap-2 border-b border-slate-200 bg-white/90 px-3 backdrop-blur sm:px-4 dark:border-slate-800 dark:bg-slate-950/90">
      <SidebarTrigger className="-ml-1" />
      <Separator orientation="vertical" className="mr-1 data-[orientation=vertical]:h-4" />
      <p className="truncate text-sm font-semibold text-slate-900 sm:text-base dark:text-slate-100">{t.title}</p>
      {busy ? <Spinner label={t.loading} className="text-primary dark:text-indigo-300" /> : null}
      <div className="ml-auto flex items-center gap-1">
        <Button
          variant="ghost"
          size="icon"
          className="size-9"
          aria-pressed={dark}
          aria-label={dark ? t.darkOff : t.darkOn}
          title={dark ? t.darkOff : t.darkOn}
          onClick={onToggleTheme}
        >
          {dark ? <SunIcon aria-hidden="true" /> : <MoonIcon aria-hidden="true" />}
        </Button>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            {/* The name is what the button says, so its accessible name contains it (WCAG 2.5.3). */}
            <Button variant="ghost" className="h-10 gap-2 px-1.5 sm:px-2">
              <Avatar className="size-8" aria-hidden="true">
                <AvatarFallback>{initialsOf(user.name || user.email)}</AvatarFallback>
              </Avatar>
              <span className="hidden max-w-40 flex-col items-start text-left leading-tight sm:flex">
                <span className="w-full truncate text-sm font-medium">{user.name || user.email}</span>
                <span className="text-xs font-normal text-slate-600 dark:text-slate-400">{user.pending ? t.pendingRole : roleLabel(user.role)}</span>
              </span>
              <span className="sr-only">{t.userMenu}</span>
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end" className="w-60">
            <DropdownMenuLabel>
              <span className="block">{t.myAccount}</span>
              <span className="block truncate text-xs font-normal text-slate-600 dark:text-slate-400">{user.email}</span>
            </DropdownMenuLabel>
            <DropdownMenuSeparator />
            <DropdownMenuGroup>
              <DropdownMenuItem asChild>
                <Link to={ADMIN_SCREENS.profile.path}>
                  <UserIcon aria-hidden="true" />
                  {t.profile}
                </Link>
              </DropdownMenuItem>
              <DropdownMenuItem asChild>
                <Link to={settingsLinkFor(user.role)}>
                  <SettingsIcon aria-hidden="true" />
                  {t.settings}
                </Link>
              </DropdownMenuItem>
            </DropdownMenuGroup>
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="destructive" onSelect={onSignOut}>
              <LogOutIcon aria-hidden="true" />
              {t.signOut}
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
    </header>
  );
}
