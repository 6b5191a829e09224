import { getFormProps, getInputProps } from "@conform-to/react";
import { ImageIcon, ShieldXIcon, TriangleAlertIcon, UploadIcon } from "lucide-react";
import { useEffect, useState } from "react";
import { data, Form, useNavigation } from "react-router";

import { FormCard } from "~/components/admin/form-card";
import { FormError, FormField } from "~/components/admin/form-field";
import { adminMeta } from "~/components/admin/meta";
import { Notice } from "~/components/admin/notice";
import { PageHeader } from "~/components/admin/page-header";
import { AdminRouteErrorBoundary } from "~/components/admin/route-error-boundary";
import { adminToast } from "~/components/admin/toast";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import * as ru from "~/i18n/ru";
import { ADMIN_SCREENS } from "~/lib/permissions";
import type { FormReply } from "~/schemas/admin/form-reply";
import { logoSchema } from "~/schemas/admin/logo";
import { UPLOAD_ACCEPT } from "~/schemas/media";
import { invalidForm, parseAdminForm } from "~/server/admin-form.server";
import { DEFAULT_LOGO } from "~/server/company.server";
import { replaceSiteLogo } from "~/server/logo.server";
import { requireScreen, screenAccess } from "~/server/permissions.server";
import { readSiteSetting } from "~/server/settings.server";
import { redirectWithToast } from "~/server/toast.server";

import type { Route } from "./+types/logo";

const t = ru.adminLogo;
const PATH = ADMIN_SCREENS.logo.path;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(t.title, PATH, matches);

// The logo is the admin's alone: other roles see a denial on the page itself, and receive no data.
export async function loader({ request }: Route.LoaderArgs) {
  const { allowed } = await screenAccess(request, "logo");
  if (!allowed) return data({ denied: true as const }, { status: 403 });
  // A new key after every load: after an upload the form starts empty again, after a refusal
  // (no reload) it keeps the chosen file.
  const formKey = crypto.randomUUID();
  try {
    const stored = await readSiteSetting("site_logo");
    return { denied: false as const, formKey, current: stored || DEFAULT_LOGO, isDefault: !stored, loadFailed: false };
  } catch (error) {
    console.error("The current logo could not be read:", error);
    return { denied: false as const, formKey, current: null, isDefault: false, loadFailed: true };
  }
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireScreen(request, "logo", "edit");
  const submission = await parseAdminForm(request, logoSchema);
  if (submission.status !== "success") return invalidForm(submission);
  const outcome = await replaceSiteLogo(submission.value.file, user);
  if (outcome.ok) return redirectWithToast(PATH, { kind: "success", title: t.saved });
  switch (outcome.reason) {
    case "refused":
      return invalidForm(submission, {
        formError: t.uploadFailed,
        fieldErrors: { file: [outcome.error] },
        status: outcome.status,
      });
    case "upload":
      return invalidForm(submission, { formError: t.uploadFailed, status: 500 });
    case "save":
      return invalidForm(submission, { formError: t.saveFailed, status: 500 });
  }
}

/** The chosen file as an image the page can show before it is sent (needs a script). */
function usePreview() {
  const [file, setFile] = useState<File | null>(null);
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) return setUrl(null);
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return { url, setFile };
}

export default function LogoScreen({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.denied) {
    return (
      <div className="flex flex-col gap-6">
        <PageHeader title={t.title} />
        <Notice icon={ShieldXIcon} tone="warning" title={t.denied} />
      </div>
    );
  }
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <PageHeader title={t.title} description={t.lead} />
      <div className="grid items-start gap-6 md:grid-cols-2">
        <FormCard
          title={t.current}
          description={loaderData.current ? (loaderData.isDefault ? t.defaultNote : t.customNote) : undefined}
        >
          {loaderData.current ? (
            <LogoFrame>
              <img
                src={loaderData.current}
                alt={t.currentAlt}
                data-testid="current-logo"
                className="max-h-24 max-w-full object-contain"
              />
            </LogoFrame>
          ) : (
            <Notice icon={TriangleAlertIcon} tone="warning" title={t.loadFailed} />
          )}
        </FormCard>
        <UploadCard key={loaderData.formKey} lastResult={actionData?.result} />
      </div>
    </div>
  );
}

/** The logo on white, as the public header shows it, whatever the panel's theme. */
function LogoFrame({ children }: { children: React.ReactNode }) {
  return (
    <div className="grid min-h-36 place-items-center rounded-lg border border-dashed border-slate-300 bg-white p-6 text-slate-600 dark:border-slate-600">
      {children}
    </div>
  );
}

function UploadCard({ lastResult }: { lastResult: FormReply["result"] | undefined }) {
  const navigation = useNavigation();
  const preview = usePreview();
  const [form, fields] = useAdminForm(logoSchema, {
    id: "logo-upload",
    lastResult,
  });
  // Every admin failure is an 'Ошибка' toast: the file's own message ('Пожалуйста,
  // выберите файл') too, unless the form's message already said the upload failed.
  const fileError = fields.file.errors?.[0];
  const hasFormError = Boolean(form.errors?.length);
  useEffect(() => {
    if (fileError && !hasFormError) adminToast.error(ru.toast.errorTitle, fileError);
  }, [fileError, hasFormError, fields.file.errors]);
  const uploading = navigation.state === "submitting" && navigation.formAction?.startsWith(PATH);
  // The browser's own "required" would stop the form before our own message could show.
  const { required: _required, ...fileProps } = getInputProps(fields.file, { type: "file" });
  return (
    <FormCard title={t.upload} description={t.uploadText}>
      <Form
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form)}
        onReset={() => preview.setFile(null)}
        className="flex flex-col gap-5"
      >
        <FormField meta={fields.file} label={t.file} description={t.fileHint}>
          <Input
            {...fileProps}
            key={fields.file.key}
            accept={UPLOAD_ACCEPT.logo}
            onChange={(event) => preview.setFile(event.currentTarget.files?.[0] ?? null)}
            className="h-auto py-1.5 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-1 file:text-sm file:font-medium file:text-slate-900 dark:file:bg-slate-800 dark:file:text-slate-100"
          />
        </FormField>
        <section aria-label={t.preview} className="flex flex-col gap-2">
          <p className="text-sm font-medium">{t.preview}</p>
          <LogoFrame>
            {preview.url ? (
              <img src={preview.url} alt={t.previewAlt} className="max-h-24 max-w-full object-contain" />
            ) : (
              <p className="flex items-center gap-2 text-sm">
                <ImageIcon aria-hidden="true" className="size-4 shrink-0" />
                {t.previewEmpty}
              </p>
            )}
          </LogoFrame>
        </section>
        <FormError id={form.errorId} errors={form.errors} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button type="reset" variant="outline" disabled={uploading}>
            {t.cancel}
          </Button>
          <Button type="submit" disabled={uploading}>
            <UploadIcon aria-hidden="true" />
            {uploading ? t.uploading : t.submit}
          </Button>
        </div>
      </Form>
    </FormCard>
  );
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary />;
}
