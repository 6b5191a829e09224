import { isAPIError } from "better-auth/api";
import { KeyRoundIcon, UserRoundIcon } from "lucide-react";
import { useEffect } from "react";
import { data, useFetcher } from "react-router";

import { adminMeta } from "~/components/admin/meta";
import { PageHeader } from "~/components/admin/page-header";
import { profileActionSchema, type ProfileActionData, type ProfileField } from "~/components/admin/profile-schema";
import { AdminRouteErrorBoundary } from "~/components/admin/route-error-boundary";
import { adminToast } from "~/components/admin/toast";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import * as ru from "~/i18n/ru";
import { roleLabel } from "~/lib/permissions";
import { authHeaders, getAuth } from "~/server/auth.server";
import { requireScreen } from "~/server/permissions.server";

import type { Route } from "./+types/profile";

const t = ru.admin.profile;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(t.title, "/admin/profile", matches);

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireScreen(request, "profile");
  return { name: user.name, email: user.email, role: user.role };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireScreen(request, "profile", "edit");
  const form = Object.fromEntries(await request.formData());
  const intent = form.intent === "password" ? "password" : "name";
  const parsed = profileActionSchema.safeParse(form);
  if (!parsed.success) {
    const fieldErrors: Partial<Record<ProfileField, string>> = {};
    for (const issue of parsed.error.issues) {
      const field = issue.path[0] as ProfileField;
      fieldErrors[field] ??= issue.message;
    }
    return data<ProfileActionData>({ ok: false, intent, fieldErrors }, { status: 400 });
  }
  const auth = await getAuth();
  const headers = authHeaders(request, context);
  const input = parsed.data;
  if (input.intent === "name") {
    try {
      await auth.api.updateUser({ body: { name: input.name }, headers });
      return { ok: true, intent, message: t.nameSaved } satisfies ProfileActionData;
    } catch (error) {
      if (!isAPIError(error)) throw error;
      return data<ProfileActionData>({ ok: false, intent, error: t.nameFailed }, { status: 400 });
    }
  }
  try {
    // Every other session ends; this one is replaced by a fresh session whose cookie goes back with
    // the answer, so the person stays signed in here.
    const { headers: cookies } = await auth.api.changePassword({
      body: { currentPassword: input.currentPassword, newPassword: input.newPassword, revokeOtherSessions: true },
      headers,
      returnHeaders: true,
    });
    return data<ProfileActionData>({ ok: true, intent, message: t.passwordChanged }, { headers: cookies });
  } catch (error) {
    if (!isAPIError(error)) throw error;
    switch (error.body?.code) {
      case "INVALID_PASSWORD":
        return data<ProfileActionData>({ ok: false, intent, fieldErrors: { currentPassword: t.wrongPassword } }, { status: 400 });
      case "PASSWORD_TOO_COMMON":
        return data<ProfileActionData>({ ok: false, intent, fieldErrors: { newPassword: error.message } }, { status: 400 });
      case "TOO_MANY_ATTEMPTS":
        return data<ProfileActionData>({ ok: false, intent, error: error.message }, { status: 429 });
      default:
        return data<ProfileActionData>({ ok: false, intent, error: t.passwordFailed }, { status: 400 });
    }
  }
}

function useResultToast(result: ProfileActionData | undefined) {
  useEffect(() => {
    if (!result) return;
    if (result.ok) adminToast.success(result.message);
    else if (result.error) adminToast.error(ru.toast.errorTitle, result.error);
  }, [result]);
}

function FieldError({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} role="alert" className="text-sm text-destructive dark:text-red-400">
      {message}
    </p>
  ) : null;
}

export default function ProfileScreen({ loaderData }: Route.ComponentProps) {
  const nameFetcher = useFetcher<ProfileActionData>();
  const passwordFetcher = useFetcher<ProfileActionData>();
  useResultToast(nameFetcher.data);
  useResultToast(passwordFetcher.data);
  const nameErrors = nameFetcher.data && !nameFetcher.data.ok ? nameFetcher.data.fieldErrors : undefined;
  const passwordErrors = passwordFetcher.data && !passwordFetcher.data.ok ? passwordFetcher.data.fieldErrors : undefined;
  const passwordDone = passwordFetcher.state === "idle" && passwordFetcher.data?.ok;

  return (
    <div className="flex max-w-3xl flex-col gap-6">
      <PageHeader title={t.title} description={t.lead} />
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <UserRoundIcon aria-hidden="true" className="size-4 text-slate-500" />
            <h2>{t.details}</h2>
          </CardTitle>
          <CardDescription>
            {t.role}: {roleLabel(loaderData.role)}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <nameFetcher.Form method="post" className="grid gap-4 sm:grid-cols-2" noValidate>
            <input type="hidden" name="intent" value="name" />
            <div className="flex flex-col gap-2">
              <Label htmlFor="profile-name">{t.name}</Label>
              <Input
                id="profile-name"
                name="name"
                autoComplete="name"
                defaultValue={loaderData.name}
                required
                aria-invalid={nameErrors?.name ? true : undefined}
                aria-describedby={nameErrors?.name ? "profile-name-error" : undefined}
              />
              <FieldError id="profile-name-error" message={nameErrors?.name} />
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor="profile-email">{t.email}</Label>
              <Input id="profile-email" value={loaderData.email} readOnly disabled />
            </div>
            <div className="sm:col-span-2">
              <Button type="submit" disabled={nameFetcher.state !== "idle"}>
                {t.save}
              </Button>
            </div>
          </nameFetcher.Form>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <KeyRoundIcon aria-hidden="true" className="size-4 text-slate-500" />
            <h2>{t.password}</h2>
          </CardTitle>
          <CardDescription>{t.passwordLead}</CardDescription>
        </CardHeader>
        <CardContent>
          {/* A fresh form after success clears both password fields. */}
          <passwordFetcher.Form
            key={passwordDone ? "done" : "editing"}
            method="post"
            className="grid gap-4 sm:grid-cols-2"
            noValidate
          >
            <input type="hidden" name="intent" value="password" />
            <div className="flex flex-col gap-2">
              <Label htmlFor="profile-current-password">{t.currentPassword}</Label>
              <Input
                id="profile-current-password"
                name="currentPassword"
                type="password"
                autoComplete="current-password"
                required
                aria-invalid={passwordErrors?.currentPassword ? true : undefined}
                aria-describedby={passwordErrors?.currentPassword ? "profile-current-password-error" : undefined}
              />
              <FieldError id="profile-current-password-error" message={passwordErrors?.currentPassword} />
            </div>
            <div className="flex flex-col gap-2">
              <Label htmlFor="profile-new-password">{t.newPassword}</Label>
              <Input
                id="profile-new-password"
                name="newPassword"
                type="password"
                autoComplete="new-password"
                minLength={6}
                required
                aria-invalid={passwordErrors?.newPassword ? true : undefined}
                aria-describedby={passwordErrors?.newPassword ? "profile-new-password-error" : undefined}
              />
              <FieldError id="profile-new-password-error" message={passwordErrors?.newPassword} />
            </div>
            <div className="sm:col-span-2">
              <Button type="submit" disabled={passwordFetcher.state !== "idle"}>
                {t.changePassword}
              </Button>
            </div>
          </passwordFetcher.Form>
        </CardContent>
      </Card>
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary />;
}
