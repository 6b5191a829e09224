import { ShieldAlertIcon, ShieldCheckIcon, UserCheckIcon, UsersIcon, UserXIcon } from "lucide-react";
import { data } from "react-router";

import { DeleteConfirmation } from "~/components/admin/delete-link";
import { adminMeta } from "~/components/admin/meta";
import { Notice } from "~/components/admin/notice";
import { PageHeader } from "~/components/admin/page-header";
import { AdminRouteErrorBoundary } from "~/components/admin/route-error-boundary";
import { StatCard } from "~/components/admin/stat-card";
import { useAdminShell } from "~/components/admin/use-admin-data";
import { UserFiltersForm } from "~/components/admin/users/filters";
import { InviteButton, InviteDialog } from "~/components/admin/users/invite-dialog";
import { UserList, userDeleteLabels } from "~/components/admin/users/user-list";
import { Card } from "~/components/ui/card";
import * as ru from "~/i18n/ru";
import { addressState } from "~/lib/address-state";
import { formatActivityDate } from "~/lib/dates";
import { ADMIN_SCREENS } from "~/lib/permissions";
import { filterUsers, parseUserFilters, userActionSchema, type UserFilters } from "~/schemas/admin/users";
import type { InviteReply, StaffRow } from "~/schemas/admin/users";
import { invalidForm, parseAdminForm } from "~/server/admin-form.server";
import { getEnv } from "~/server/env.server";
import { requireScreen, screenAccess } from "~/server/permissions.server";
import { redirectWithError, redirectWithToast } from "~/server/toast.server";
import { StaffError, changeRole, deleteStaff, inviteStaff, listStaff, setActive } from "~/server/users.server";

import type { Route } from "./+types/users";

const t = ru.admin.users;
const PATH = ADMIN_SCREENS.users.path;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(t.title, PATH, matches);

// Other roles get the restriction notice on the page itself, and no data.
export async function loader({ request }: Route.LoaderArgs) {
  const { allowed } = await screenAccess(request, "users");
  if (!allowed) return data({ restricted: true as const }, { status: 403 });
  const params = new URL(request.url).searchParams;
  const filters = parseUserFilters(params);
  const staff = await listStaff();
  const rows: StaffRow[] = staff.map((s) => ({
    id: s.id,
    name: s.name,
    email: s.email,
    role: s.role,
    status: s.status,
    lastLoginLabel: s.lastLoginAt ? formatActivityDate(s.lastLoginAt) : null,
  }));
  const { creating: inviting, deleting } = addressState(params, rows, { canEdit: true }, { create: "invite" });
  return {
    restricted: false as const,
    filters,
    users: filterUsers(rows, filters),
    // The invitation and, without JavaScript, the delete question live in the address.
    inviting,
    deleting: deleting && { id: deleting.id, title: deleting.name || deleting.email },
    stats: {
      total: rows.length,
      admins: rows.filter((r) => r.role === "admin").length,
      active: rows.filter((r) => r.status === "active").length,
      inactive: rows.filter((r) => r.status === "inactive").length,
    },
  };
}

/** The list as it was filtered, without a dialog: where every answer goes back to. */
function listAddress(filters: UserFilters): string {
  const params = new URLSearchParams(Object.entries(filters).filter(([, value]) => value !== ""));
  return params.size > 0 ? `${PATH}?${params}` : PATH;
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireScreen(request, "users", "edit");
  const submission = await parseAdminForm(request, userActionSchema);
  if (submission.status !== "success") return invalidForm(submission);
  const input = submission.value;
  const back = listAddress(parseUserFilters(new URL(request.url).searchParams));
  try {
    switch (input.intent) {
      case "invite": {
        // Not a redirect: the link is shown once, in the dialog that asked for it.
        const { url } = await inviteStaff({ email: input.email, role: input.role }, user);
        return { result: submission.reply(), inviteUrl: new URL(url, getEnv().SITE_URL).toString() } satisfies InviteReply;
      }
      case "change-role":
        await changeRole(input.id, input.role, user);
        return redirectWithToast(back, { kind: "success", title: t.roleChanged });
      case "set-active":
        await setActive(input.id, input.active === "true", user);
        return redirectWithToast(back, { kind: "success", title: input.active === "true" ? t.activated : t.deactivated });
      case "delete":
        await deleteStaff(input.id, user);
        return redirectWithToast(back, { kind: "success", title: t.deleted });
    }
  } catch (error) {
    if (!(error instanceof StaffError)) throw error;
    if (input.intent === "invite") return invalidForm(submission, { formError: error.message, status: 409 });
    return redirectWithError(back, error.message);
  }
}

export default function UsersScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { user } = useAdminShell();
  if (loaderData.restricted) {
    return (
      <div className="flex flex-col gap-6">
        <PageHeader title={t.title} />
        <Notice icon={ShieldAlertIcon} tone="warning" title={t.restrictedTitle} text={t.restrictedText} />
      </div>
    );
  }
  const { stats, users, filters, inviting, deleting } = loaderData;
  const closeTo = listAddress(filters);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t.title} description={t.lead} actions={<InviteButton listAddress={closeTo} />} />
      {inviting ? <InviteDialog reply={actionData as InviteReply | undefined} closeTo={closeTo} /> : null}
      {deleting ? <DeleteConfirmation item={deleting} labels={userDeleteLabels} closeTo={closeTo} /> : null}
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
