import { useEffect, useState } from "react";
import { data, Outlet, useNavigation } from "react-router";

import { AppSidebar } from "~/components/admin/app-sidebar";
import { FlashToastMessage } from "~/components/admin/flash-toast";
import { adminMeta } from "~/components/admin/meta";
import { themeFromCookie, writeThemeCookie, type AdminTheme } from "~/components/admin/theme";
import { ADMIN_TOASTER_ID, adminToast } from "~/components/admin/toast";
import { TopBar } from "~/components/admin/top-bar";
import { SidebarInset, SidebarProvider, sidebarOpenFromCookie } from "~/components/ui/sidebar";
import { Toaster } from "~/components/ui/sonner";
import * as ru from "~/i18n/ru";
import { cn } from "~/lib/utils";
import { countNewLeads } from "~/server/dashboard.server";
import { requirePermission, userCan } from "~/server/permissions.server";
import { readFlashToast } from "~/server/toast.server";

import type { Route } from "./+types/layout";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(ru.admin.dashboard.title, "/admin", matches);

/** The sidebar's badge: without it every screen still works, so a failed count only hides it. */
async function newLeadsBadge(): Promise<number | null> {
  try {
    return await countNewLeads();
  } catch (error) {
    console.error("The new-leads count could not be loaded:", error);
    return null;
  }
}

/**
 * The shell around every screen: any staff member may see it (each screen's own loader guards the
 * screen). The new-leads badge is lead data, so only roles that read leads get its count.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requirePermission(request, "staff");
  const cookie = request.headers.get("Cookie");
  const flash = await readFlashToast(request);
  return data(
    {
      user: { id: user.id, name: user.name, email: user.email, role: user.role, pending: user.pending },
      roleAssigned: user.roleAssigned,
      roleLoadFailed: user.roleLoadFailed,
      newLeads: userCan(user, "leads.read") ? await newLeadsBadge() : null,
      sidebarOpen: sidebarOpenFromCookie(cookie),
      theme: themeFromCookie(cookie),
      toast: flash.toast,
    },
    { headers: flash.headers },
  );
}

async function signOut(): Promise<boolean> {
  try {
    const response = await fetch("/api/auth/sign-out", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
      credentials: "same-origin",
    });
    return response.ok;
  } catch {
    return false;
  }
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { user, newLeads, sidebarOpen, roleAssigned, roleLoadFailed, toast } = loaderData;
  const [theme, setTheme] = useState<AdminTheme>(loaderData.theme);
  const navigation = useNavigation();

  // The server already put the class on the panel's wrapper; dialogs and toasts render into <body>,
  // so the document root follows too while the panel is open.
  useEffect(() => {
    const root = document.documentElement;
    root.classList.toggle("dark", theme === "dark");
    return () => root.classList.remove("dark");
  }, [theme]);

  useEffect(() => {
    if (roleAssigned) adminToast.info(ru.auth.toast.roleAssigned);
  }, [roleAssigned]);

  useEffect(() => {
    if (roleLoadFailed) adminToast.error(ru.toast.errorTitle, ru.auth.toast.roleLoadError);
  }, [roleLoadFailed]);

  const toggleTheme = () => {
    const next = theme === "dark" ? "light" : "dark";
    writeThemeCookie(next);
    setTheme(next);
  };

  const onSignOut = async () => {
    if (await signOut()) window.location.assign("/auth");
    else adminToast.error(ru.toast.errorTitle, ru.auth.toast.signOutError);
  };

  const busy = navigation.state === "loading";
  return (
    <div className={cn(theme === "dark" && "dark")} style={{ colorScheme: theme }} data-theme={theme}>
      <SidebarProvider
        defaultOpen={sidebarOpen}
        className="bg-white text-slate-900 dark:bg-slate-950 dark:text-slate-100"
      >
        <AppSidebar role={user.role} newLeads={newLeads} />
        <SidebarInset>
          <TopBar user={user} theme={theme} onToggleTheme={toggleTheme} onSignOut={onSignOut} busy={busy} />
          <main
            id="admin-main"
            aria-busy={busy}
            className={cn(
              "mx-auto w-full max-w-7xl flex-1 p-4 transition-opacity sm:p-6 lg:p-8",
              busy && "opacity-60",
            )}
          >
            <FlashToastMessage toast={toast} />
            <Outlet />
          </main>
        </SidebarInset>
      </SidebarProvider>
      <Toaster
        id={ADMIN_TOASTER_ID}
        theme={theme}
        position="top-right"
        containerAriaLabel={ru.admin.shell.notifications}
        toastOptions={{ closeButtonAriaLabel: ru.admin.shell.close }}
      />
    </div>
  );
}
