import { Trash2Icon, UserCheckIcon, UserXIcon } from "lucide-react";
import { useEffect } from "react";
import { useFetcher } from "react-router";

import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "~/components/ui/alert-dialog";
import { Avatar, AvatarFallback, initialsOf } from "~/components/ui/avatar";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { NativeSelect } from "~/components/ui/native-select";
import * as ru from "~/i18n/ru";
import { STAFF_ROLES } from "~/lib/constants";
import { roleLabel } from "~/lib/permissions";

import { adminToast } from "../toast";
import type { StaffRow, UsersActionData } from "./types";

const t = ru.admin.users;
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

function UserRow({ user, isSelf }: { user: StaffRow; isSelf: boolean }) {
  const fetcher = useFetcher<UsersActionData>();
  const busy = fetcher.state !== "idle";
  const result = fetcher.data;
  const displayName = user.name || user.email;

  useEffect(() => {
    if (!result) return;
    if (result.ok) {
      if (result.message) adminToast.success(result.message);
    } else adminToast.error(ru.toast.errorTitle, result.error);
  }, [result]);

  const submit = (fields: Record<string, string>) =>
    fetcher.submit({ userId: user.id, ...fields }, { method: "post", action: "/admin/users" });

  const pendingRole = fetcher.formData?.get("intent") === "change-role" ? String(fetcher.formData.get("role")) : null;
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
        <NativeSelect
          aria-label={t.roleOf(displayName)}
          value={pendingRole ?? user.role ?? ""}
          disabled={busy}
          onChange={(e) => submit({ intent: "change-role", role: e.currentTarget.value })}
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
      </div>
      <div role="cell" className="justify-self-end md:justify-self-start">
        <Badge variant={active ? "success" : "secondary"}>{active ? t.statusActive : t.statusInactive}</Badge>
      </div>
      <div role="cell" className="col-span-2 text-slate-600 md:col-span-1 dark:text-slate-400">
        <span className="md:hidden">{t.colLastSignIn}: </span>
        {user.lastLoginLabel ?? t.neverSignedIn}
      </div>
      <div role="cell" className="col-span-2 flex gap-1 md:col-span-1 md:justify-end">
        <Button
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={() => submit({ intent: "set-active", active: active ? "false" : "true" })}
        >
          {active ? <UserXIcon aria-hidden="true" /> : <UserCheckIcon aria-hidden="true" />}
          {active ? t.deactivate : t.activate}
        </Button>
        <AlertDialog>
          <AlertDialogTrigger asChild>
            <Button
              variant="ghost"
              size="sm"
              disabled={busy}
              className="text-destructive hover:bg-red-50 hover:text-red-700 dark:text-red-400 dark:hover:bg-red-950"
            >
              <Trash2Icon aria-hidden="true" />
              <span className="sr-only">
                {t.delete} {displayName}
              </span>
            </Button>
          </AlertDialogTrigger>
          <AlertDialogContent>
            <AlertDialogHeader>
              <AlertDialogTitle>{t.deleteTitle}</AlertDialogTitle>
              <AlertDialogDescription>{t.deleteText(displayName)}</AlertDialogDescription>
            </AlertDialogHeader>
            <AlertDialogFooter>
              <AlertDialogCancel>{t.cancel}</AlertDialogCancel>
              <AlertDialogAction onClick={() => submit({ intent: "delete" })}>{t.delete}</AlertDialogAction>
            </AlertDialogFooter>
          </AlertDialogContent>
        </AlertDialog>
      </div>
    </div>
  );
}
