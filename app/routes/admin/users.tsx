import { ShieldAlertIcon, ShieldCheckIcon, UserCheckIcon, UsersIcon, UserXIcon } from "lucide-react";
import { data } from "react-router";

import { adminMeta } from "~/components/admin/meta";
import { Notice } from "~/components/admin/notice";
import { PageHeader } from "~/components/admin/page-header";
import { AdminRouteErrorBoundary } from "~/components/admin/route-error-boundary";
import { StatCard } from "~/components/admin/stat-card";
import { useAdminShell } from "~/components/admin/use-admin-data";
import { UserFiltersForm } from "~/components/admin/users/filters";
import { InviteDialog } from "~/components/admin/users/invite-dialog";
import { filterUsers, parseUserFilters, userActionSchema } from "~/components/admin/users/schema";
import type { StaffRow, UsersActionData } from "~/components/admin/users/types";
import { UserList } from "~/components/admin/users/user-list";
import { Card } from "~/components/ui/card";
import * as ru from "~/i18n/ru";
import { ADMIN_SCREENS } from "~/lib/permissions";
import { formatActivityDate } from "~/server/dashboard.server";
import { getEnv } from "~/server/env.server";
import { requireScreen, screenAccess } from "~/server/permissions.server";
import { readFormFields } from "~/server/request-body.server";
import { StaffError, changeRole, deleteStaff, inviteStaff, listStaff, setActive } from "~/server/users.server";

import type { Route } from "./+types/users";

const t = ru.admin.users;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(t.title, ADMIN_SCREENS.users.path, matches);

// SPEC.md 2.14 screen 3: other roles get the restriction notice on the page itself, and no data.
export async function loader({ request }: Route.LoaderArgs) {
  const { allowed } = await screenAccess(request, "users");
  if (!allowed) return data({ restricted: true as const }, { status: 403 });
  const filters = parseUserFilters(new URL(request.url).searchParams);
  const staff = await listStaff();
  const rows: StaffRow[] = staff.map((s) => ({
    id: s.id,
    name: s.name,
    email: s.email,
    role: s.role,
    status: s.status,
    lastLoginLabel: s.lastLoginAt ? formatActivityDate(s.lastLoginAt) : null,
  }));
  return {
    restricted: false as const,
    filters,
    users: filterUsers(rows, filters),
    stats: {
      total: rows.length,
      admins: rows.filter((r) => r.role === "admin").length,
      active: rows.filter((r) => r.status === "active").length,
      inactive: rows.filter((r) => r.status === "inactive").length,
    },
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireScreen(request, "users", "edit");
  const parsed = userActionSchema.safeParse(await readFormFields(request));
  if (!parsed.success) {
    const fieldErrors: Partial<Record<"email" | "role", string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0];
      if ((field === "email" || field === "role") && !fieldErrors[field]) fieldErrors[field] = issue.message;
    }
    return data<UsersActionData>({ ok: false, error: t.failed, fieldErrors }, { status: 400 });
  }
  const input = parsed.data;
  try {
    switch (input.intent) {
      case "invite": {
        const { url } = await inviteStaff({ email: input.email, role: input.role }, user);
        return { ok: true, inviteUrl: new URL(url, getEnv().SITE_URL).toString() } satisfies UsersActionData;
      }
      case "change-role":
        await changeRole(input.userId, input.role, user);
        return { ok: true, message: t.roleChanged } satisfies UsersActionData;
      case "set-active":
        await setActive(input.userId, input.active === "true", user);
        return { ok: true, message: input.active === "true" ? t.activated : t.deactivated } satisfies UsersActionData;
      case "delete":
        await deleteStaff(input.userId, user);
        return { ok: true, message: t.deleted } satisfies UsersActionData;
    }
  } catch (error) {
    if (error instanceof StaffError) {
      return data<UsersActionData>({ ok: false, error: error.message }, { status: 409 });
    }
    throw error;
  }
}

export default function UsersScreen({ loaderData }: Route.ComponentProps) {
  const { user } = useAdminShell();
  if (loaderData.restricted) {
    return (
      <div className="flex flex-col gap-6">
        <PageHeader title={t.title} />
        <Notice icon={ShieldAlertIcon} tone="warning" title={t.restrictedTitle} text={t.restrictedText} />
      </div>
    );
  }
  const { stats, users, filters } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t.title} description={t.lead} actions={<InviteDialog />} />
      <section aria-label={t.title} className="grid grid-cols-2 gap-4 xl:grid-cols-4">
        <StatCard label={t.total} value={String(stats.total)} icon={UsersIcon} />
        <StatCard label={t.admins} value={String(stats.admins)} icon={ShieldCheckIcon} tone="violet" />
        <StatCard label={t.active} value={String(stats.active)} icon={UserCheckIcon} tone="emerald" />
        <StatCard label={t.inactive} value={String(stats.inactive)} icon={UserXIcon} tone="slate" />
      </section>
      <Card className="gap-0 py-0">
        <div className="border-b border-slate-200 p-4 sm:px-6 dark:border-slate-800">
          <UserFiltersForm key={`${filters.q}|${filters.role}|${filters.status}`} filters={filters} />
        </div>
        <UserList users={users} currentUserId={user.id} />
      </Card>
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary />;
}
