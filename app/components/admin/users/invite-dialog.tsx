import { getFormProps, getInputProps, getSelectProps } from "@conform-to/react";
import { CheckIcon, CopyIcon, UserPlusIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { Form, Link, useNavigation } from "react-router";

import { AddressDialog, AddressDialogClose } from "~/components/admin/address-dialog";
import { FormError, FormField } from "~/components/admin/form-field";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { Button } from "~/components/ui/button";
import { DialogFooter } from "~/components/ui/dialog";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import * as ru from "~/i18n/ru";
import { STAFF_ROLES } from "~/lib/constants";
import { roleLabel } from "~/lib/permissions";

import { adminToast } from "../toast";
import { useHydrated } from "../use-hydrated";
import { inviteSchema } from "~/schemas/admin/users";
import type { InviteReply } from "~/schemas/admin/users";

const t = ru.admin.users;

/**
 * The button that opens the invitation: a link to the list's address with `invite` added
 * (docs/decisions/0025-dialogs-in-the-address.md), so closing it returns to the same filters.
 */
export function InviteButton({ listAddress }: { listAddress: string }) {
  return (
    <Button asChild>
      <Link to={`${listAddress}${listAddress.includes("?") ? "&" : "?"}invite`} preventScrollReset>
        <UserPlusIcon aria-hidden="true" />
        {t.invite}
      </Link>
    </Button>
  );
}

/**
 * The invitation form, open while the address has `?invite`: a dialog once the page runs, a card on
 * the page before that (and without JavaScript). A created invitation shows its link here once.
 */
export function InviteDialog({ reply, closeTo }: { reply: InviteReply | undefined; closeTo: string }) {
  return (
    <AddressDialog open id="invite-title" title={t.inviteTitle} description={t.inviteText} closeTo={closeTo} className="sm:max-w-lg">
      <InviteBody reply={reply} closeTo={closeTo} />
    </AddressDialog>
  );
}

function InviteBody({ reply, closeTo }: { reply: InviteReply | undefined; closeTo: string }) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const [copied, setCopied] = useState(false);
  const inviteUrl = reply?.inviteUrl ?? null;
  const [form, fields] = useAdminForm(inviteSchema, {
    lastResult: inviteUrl ? undefined : reply?.result,
    defaultValue: { intent: "invite", role: "editor" },
  });

  useEffect(() => {
    if (inviteUrl) adminToast.success(t.inviteCreated);
  }, [inviteUrl]);

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

  const done = (
    <AddressDialogClose closeTo={closeTo} variant="default">
      {t.done}
    </AddressDialogClose>
  );

  if (inviteUrl) {
    return (
      <div className="flex flex-col gap-2">
        <Label htmlFor="invite-url">{t.inviteLink}</Label>
        <div className="flex gap-2">
          <Input id="invite-url" readOnly value={inviteUrl} onFocus={(e) => e.currentTarget.select()} />
          {hydrated ? (
            <Button type="button" variant="outline" onClick={copy}>
              {copied ? <CheckIcon aria-hidden="true" /> : <CopyIcon aria-hidden="true" />}
              {t.copy}
            </Button>
          ) : null}
        </div>
        <p className="text-xs text-slate-600 dark:text-slate-400">{t.inviteLinkHint}</p>
        <DialogFooter className="mt-2">{done}</DialogFooter>
      </div>
    );
  }

  return (
    <Form method="post" preventScrollReset {...getFormProps(form)} className="flex flex-col gap-4">
      <input {...getInputProps(fields.intent, { type: "hidden" })} key={fields.intent.key} />
      <FormField meta={fields.email} label={t.email}>
        <Input {...getInputProps(fields.email, { type: "email" })} key={fields.email.key} autoComplete="off" />
      </FormField>
      <FormField meta={fields.role} label={t.role}>
        <NativeSelect {...getSelectProps(fields.role)} key={fields.role.key}>
          {STAFF_ROLES.map((role) => (
            <option key={role} value={role}>
              {roleLabel(role)}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormError id={form.errorId} errors={form.errors} />
      <DialogFooter>
        <Button type="submit" disabled={navigation.state !== "idle"}>
          {t.inviteSubmit}
        </Button>
      </DialogFooter>
    </Form>
  );
}
