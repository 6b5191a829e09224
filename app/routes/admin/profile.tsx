import { getFormProps, getInputProps } from "@conform-to/react";
import { isAPIError } from "better-auth/api";
import { KeyRoundIcon, UserRoundIcon } from "lucide-react";
import { Form, useNavigation } from "react-router";

import { FormCard } from "~/components/admin/form-card";
import { FormError, FormField } from "~/components/admin/form-field";
import { adminMeta } from "~/components/admin/meta";
import { PageHeader } from "~/components/admin/page-header";
import { AdminRouteErrorBoundary } from "~/components/admin/route-error-boundary";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { Button } from "~/components/ui/button";
import { Field, FieldLabel } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import * as ru from "~/i18n/ru";
import { ADMIN_SCREENS, roleLabel } from "~/lib/permissions";
import type { FormReply } from "~/schemas/admin/form-reply";
import { profileActionSchema, profileNameSchema, profilePasswordSchema } from "~/schemas/admin/profile";
import { invalidForm, parseAdminForm } from "~/server/admin-form.server";
import { recordChange } from "~/server/audit.server";
import { getAuth } from "~/server/auth-config.server";
import { authHeaders } from "~/server/auth.server";
import { db } from "~/server/db.server";
import { requireScreen } from "~/server/permissions.server";
import { redirectWithToast } from "~/server/toast.server";

import type { Route } from "./+types/profile";

const t = ru.admin.profile;
const PATH = ADMIN_SCREENS.profile.path;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(t.title, PATH, matches);

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireScreen(request, "profile");
  // React Router reloads this after a successful change but not after a refused one (4xx), so a new
  // key gives a fresh password form, with both fields cleared, exactly when a change went through.
  return { name: user.name, email: user.email, role: user.role, passwordFormKey: crypto.randomUUID() };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireScreen(request, "profile", "edit");
  const submission = await parseAdminForm(request, profileActionSchema);
  const hideFields = ["currentPassword", "newPassword"];
  if (submission.status !== "success") return invalidForm(submission, { hideFields });
  const auth = await getAuth();
  const headers = authHeaders(request, context);
  const input = submission.value;
  if (input.intent === "name") {
    try {
      await auth.api.updateUser({ body: { name: input.name }, headers });
    } catch (error) {
      if (!isAPIError(error)) throw error;
      return invalidForm(submission, { formError: t.nameFailed });
    }
    // better-auth saved the name in a transaction of its own; the entry follows it.
    await recordChange(await db(), { actor: user, action: "update", entity: "user", entityId: user.id, label: input.name, fields: ["name"] });
    return redirectWithToast(PATH, { kind: "success", title: t.nameSaved });
  }
  try {
    // Every other session ends; this one is replaced by a fresh session whose cookie goes back with
    // the answer, so the person stays signed in here.
    const { headers: cookies } = await auth.api.changePassword({
      body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
      headers,
      returnHeaders: true,
    });
    await recordChange(await db(), { actor: user, action: "update", entity: "user", entityId: user.id, label: user.name, fields: ["password"] });
    return redirectWithToast(PATH, { kind: "success", title: t.passwordChanged }, { headers: cookies });
  } catch (error) {
    if (!isAPIError(error)) throw error;
    switch (error.body?.code) {
      case "INVALID_PASSWORD":
        return invalidForm(submission, { hideFields, fieldErrors: { currentPassword: [t.wrongPassword] } });
      case "PASSWORD_TOO_COMMON":
      case "PASSWORD_INVALID_CHARACTERS":
        return invalidForm(submission, { hideFields, fieldErrors: { newPassword: [error.message] } });
      case "TOO_MANY_ATTEMPTS":
        return invalidForm(submission, { hideFields, formError: error.message, status: 429 });
      default:
        return invalidForm(submission, { hideFields, formError: t.passwordFailed });
    }
  }
}

/** The action's answer belongs to the form whose `intent` was posted. */
function replyFor(actionData: FormReply | undefined, intent: "name" | "password") {
  return actionData?.result.initialValue?.intent === intent ? actionData.result : undefined;
}

export default function ProfileScreen({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const posting = navigation.formData?.get("intent");
  const [nameForm, nameFields] = useAdminForm(profileNameSchema, {
    id: "profile-name",
    lastResult: replyFor(actionData, "name"),
    defaultValue: { name: loaderData.name },
  });
  const [passwordForm, passwordFields] = useAdminForm(profilePasswordSchema, {
    id: `profile-password-${loaderData.passwordFormKey}`,
    lastResult: replyFor(actionData, "password"),
  });

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PageHeader title={t.title} description={t.lead} />
      <FormCard
        icon={UserRoundIcon}
        title={t.details}
        description={
          <>
            {t.role}: {roleLabel(loaderData.role)}
          </>
        }
      >
        <Form method="post" {...getFormProps(nameForm)} className="grid gap-4 sm:grid-cols-2">
          <input type="hidden" name="intent" value="name" />
          <FormField meta={nameFields.name} label={t.name}>
            <Input {...getInputProps(nameFields.name, { type: "text" })} key={nameFields.name.key} autoComplete="name" />
          </FormField>
          <Field>
            <FieldLabel htmlFor="profile-email">{t.email}</FieldLabel>
            <Input id="profile-email" value={loaderData.email} readOnly disabled />
          </Field>
          <div className="flex flex-col gap-2 sm:col-span-2">
            <FormError id={nameForm.errorId} errors={nameForm.errors} />
            <div>
              <Button type="submit" disabled={posting === "name"}>
                {t.save}
              </Button>
            </div>
          </div>
        </Form>
      </FormCard>

      <FormCard icon={KeyRoundIcon} title={t.password} description={t.passwordLead}>
        <Form
          key={loaderData.passwordFormKey}
          method="post"
          {...getFormProps(passwordForm)}
          className="grid gap-4 sm:grid-cols-2"
        >
          <input type="hidden" name="intent" value="password" />
          <FormField meta={passwordFields.currentPassword} label={t.currentPassword}>
            <Input
              {...getInputProps(passwordFields.currentPassword, { type: "password" })}
              autoComplete="current-password"
            />
          </FormField>
          <FormField meta={passwordFields.newPassword} label={t.newPassword}>
            <Input
              {...getInputProps(passwordFields.newPassword, { type: "password" })}
              autoComplete="new-password"
            />
          </FormField>
          <div className="flex flex-col gap-2 sm:col-span-2">
            <FormError id={passwordForm.errorId} errors={passwordForm.errors} />
            <div>
              <Button type="submit" disabled={posting === "password"}>
                {t.changePassword}
              </Button>
            </div>
          </div>
        </Form>
      </FormCard>
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary />;
}
