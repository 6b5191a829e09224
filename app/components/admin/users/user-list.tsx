import { UserCheckIcon, UserXIcon } from "lucide-react";
import { Form, useNavigation, useSubmit } from "react-router";

import { DeleteLink } from "~/components/admin/delete-link";
import { IntentButton } from "~/components/admin/item-actions";
import { Avatar, AvatarFallback, initialsOf } from "~/components/ui/avatar";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { NativeSelect } from "~/components/ui/native-select";
import * as ru from "~/i18n/ru";
import { STAFF_ROLES } from "~/lib/constants";
import { roleLabel } from "~/lib/permissions";

import { useHydrated } from "../use-hydrated";
import type { StaffRow } from "~/schemas/admin/users";

const t = ru.admin.users;

export const userDeleteLabels = {
  delete: t.delete,
  deleteNamed: (name: string) => `${t.delete} ${name}`,
  deleteTitle: t.deleteTitle,
  deleteText: t.deleteText,
  cancel: t.cancel,
};
const COLUMNS = "md:grid-cols-[minmax(0,1fr)_11rem_7rem_9rem_auto]";

export function UserList({ users, currentUserId }: { users: StaffRow[]; currentUserId: string }) {
  if (users.length === 0) {
    return <p className="px-6 py-10 text-center text-sm text-slate-600 dark:text-slate-400">{t.empty}</p>;
  }
  return (
    <div role="table" aria-label={t.title} className="text-sm">
      <div role="rowgroup" className="hidden border-b border-slate-200 md:block dark:border-slate-800">
        <div role="row" className={`grid items-center gap-4 px-6 py-2.5 ${COLUMNS}`}>
          {[t.colUser, t.colRole, t.colStatus, t.colLastSignIn].map((label) => (
            <span key={label} role="columnheader" className="font-medium text-slate-600 dark:text-slate-400">
              {label}
            </span>
          ))}
          <span role="columnheader" className="text-right font-medium text-slate-600 dark:text-slate-400">
            {t.colActions}
          </span>
        </div>
      </div>
      <div role="rowgroup" className="divide-y divide-slate-200 dark:divide-slate-800">
        {users.map((user) => (
          <UserRow key={user.id} user={user} isSelf={user.id === currentUserId} />
        ))}
      </div>
    </div>
  );
}

/** Each control is a plain form, so a row works without JavaScript too (docs/decisions/0024-admin-kit.md). */
function UserRow({ user, isSelf }: { user: StaffRow; isSelf: boolean }) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("id") === user.id;
  const displayName = user.name || user.email;
  const pendingRole = busy && navigation.formData?.get("intent") === "change-role" ? String(navigation.formData.get("role")) : null;
  const active = user.status === "active";
  return (
    <div
      role="row"
      data-testid="user-row"
      data-email={user.email}
      className={`grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-3 px-4 py-4 sm:px-6 ${COLUMNS}`}
    >
      <div role="cell" className="col-span-2 flex min-w-0 items-center gap-3 md:col-span-1">
        <Avatar className="size-9">
          <AvatarFallback>{initialsOf(displayName)}</AvatarFallback>
        </Avatar>
        <div className="min-w-0">
          <p className="flex items-center gap-2 truncate font-medium">
            <span className="truncate">{displayName}</span>
            {isSelf ? <Badge variant="secondary">{t.you}</Badge> : null}
          </p>
          <p className="truncate text-slate-600 dark:text-slate-400">{user.email}</p>
        </div>
      </div>
      <div role="cell">
        {/* Keyed by the stored role: a refused change puts the select back. */}
        <Form key={user.role ?? ""} method="post" preventScrollReset className="flex gap-2">
          <input type="hidden" name="intent" value="change-role" />
          <input type="hidden" name="id" value={user.id} />
          <NativeSelect
            name="role"
            aria-label={t.roleOf(displayName)}
            defaultValue={pendingRole ?? user.role ?? ""}
            disabled={busy}
            onChange={(e) => submit(e.currentTarget.form, { preventScrollReset: true })}
          >
            {user.role === null ? (
              <option value="" disabled>
                {roleLabel(null)}
              </option>
            ) : null}
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {roleLabel(role)}
              </option>
            ))}
          </NativeSelect>
          {/* Hidden, not removed, once the select submits itself: hydration keeps the server's elements. */}
          <Button type="submit" variant="outline" size="sm" aria-label={t.saveRoleOf(displayName)} hidden={hydrated}>
            {t.saveRole}
          </Button>
        </Form>
      </div>
      <div role="cell" className="justify-self-end md:justify-self-start">
        <Badge variant={active ? "success" : "secondary"}>{active ? t.statusActive : t.statusInactive}</Badge>
      </div>
      <div role="cell" className="col-span-2 text-slate-600 md:col-span-1 dark:text-slate-400">
        <span className="md:hidden">{t.colLastSignIn}: </span>
        {user.lastLoginLabel ?? t.neverSignedIn}
      </div>
      <div role="cell" className="col-span-2 flex gap-1 md:col-span-1 md:justify-end">
        <IntentButton intent="set-active" id={user.id} fields={{ active: active ? "false" : "true" }} variant="outline" size="sm">
          {active ? <UserXIcon aria-hidden="true" /> : <UserCheckIcon aria-hidden="true" />}
          {active ? t.deactivate : t.activate}
        </IntentButton>
        <DeleteLink item={{ id: user.id, title: displayName }} labels={userDeleteLabels} />
      </div>
    </div>
  );
}
