import { CheckIcon, CopyIcon, UserPlusIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";

import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import * as ru from "~/i18n/ru";
import { STAFF_ROLES } from "~/lib/constants";
import { roleLabel } from "~/lib/permissions";

import { adminToast } from "../toast";
import type { UsersActionData } from "./types";

const t = ru.admin.users;

export function InviteDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <UserPlusIcon aria-hidden="true" />
          {t.invite}
        </Button>
      </DialogTrigger>
      <DialogContent closeLabel={ru.admin.shell.close}>
        <DialogHeader>
          <DialogTitle>{t.inviteTitle}</DialogTitle>
          <DialogDescription>{t.inviteText}</DialogDescription>
        </DialogHeader>
        {/* Lives inside the content, which unmounts on close: reopening starts a fresh invitation. */}
        <InviteBody onDone={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function InviteBody({ onDone }: { onDone: () => void }) {
  const fetcher = useFetcher<UsersActionData>();
  const [copied, setCopied] = useState(false);
  const result = fetcher.data;
  const inviteUrl = result?.ok && result.inviteUrl ? result.inviteUrl : null;
  const fieldErrors = result && !result.ok ? result.fieldErrors : undefined;
  const submitting = fetcher.state !== "idle";

  useEffect(() => {
    if (!result) return;
    if (result.ok && result.inviteUrl) adminToast.success(t.inviteCreated);
    else if (!result.ok && !result.fieldErrors) adminToast.error(ru.toast.errorTitle, result.error);
  }, [result]);

  const copy = async () => {
    if (!inviteUrl) return;
    try {
      await navigator.clipboard.writeText(inviteUrl);
      setCopied(true);
      adminToast.success(t.copied);
    } catch {
      adminToast.error(ru.toast.errorTitle, t.copyFailed);
    }
  };

  if (inviteUrl) {
    return (
      <div className="flex flex-col gap-2">
        <Label htmlFor="invite-url">{t.inviteLink}</Label>
        <div className="flex gap-2">
          <Input id="invite-url" readOnly value={inviteUrl} onFocus={(e) => e.currentTarget.select()} />
          <Button type="button" variant="outline" onClick={copy}>
            {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
            {t.copy}
          </Button>
        </div>
        <p className="text-xs text-slate-600 dark:text-slate-400">{t.inviteLinkHint}</p>
        <DialogFooter className="mt-2">
          <Button type="button" onClick={onDone}>
            {t.done}
          </Button>
        </DialogFooter>
      </div>
    );
  }

  return (
    <fetcher.Form method="post" action="/admin/users" className="flex flex-col gap-4" noValidate>
      <input type="hidden" name="intent" value="invite" />
      <div className="flex flex-col gap-2">
        <Label htmlFor="invite-email">{t.email}</Label>
        <Input
          id="invite-email"
          name="email"
          type="email"
          autoComplete="off"
          required
          aria-invalid={fieldErrors?.email ? true : undefined}
          aria-describedby={fieldErrors?.email ? "invite-email-error" : undefined}
        />
        {fieldErrors?.email ? (
          <p id="invite-email-error" role="alert" className="text-sm text-destructive dark:text-red-400">
            {fieldErrors.email}
          </p>
        ) : null}
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor="invite-role">{t.role}</Label>
        <NativeSelect id="invite-role" name="role" defaultValue="editor">
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {roleLabel(role)}
            </option>
          ))}
        </NativeSelect>
      </div>
      <DialogFooter>
        <Button type="submit" disabled={submitting}>
          {t.inviteSubmit}
        </Button>
      </DialogFooter>
    </fetcher.Form>
  );
}
