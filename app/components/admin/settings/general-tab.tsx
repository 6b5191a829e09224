/** The settings screen's general tab (ADR 0055). */
import { getFormProps, getInputProps, type FieldMetadata, type FormMetadata, type SubmissionResult } from "@conform-to/react";
import { ExternalLinkIcon, FileIcon, GlobeIcon, PaperclipIcon, TriangleAlertIcon, UploadIcon, UserPlusIcon, XIcon } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Form, Link, useNavigation } from "react-router";

import { FormCard } from "~/components/admin/form-card";
import { FormError, FormField } from "~/components/admin/form-field";
import { MediaField } from "~/components/admin/media-field";
import { uploadToLibrary } from "~/components/admin/media/media-actions";
import { Notice } from "~/components/admin/notice";
import { SettingSwitch } from "~/components/admin/settings/setting-switch";
import { SettingsTabHeader } from "~/components/admin/settings/settings-tab-header";
import { adminToast } from "~/components/admin/toast";
import { useAdminForm, type IntentFields } from "~/components/admin/use-admin-form";
import { Button } from "~/components/ui/button";
import { FieldError, FieldGroup } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import * as ru from "~/i18n/ru";
import { ADMIN_SCREENS } from "~/lib/permissions";
import { generalTabSchema, type GeneralTabData } from "~/schemas/admin/settings-general";
import { SIZE_MESSAGES, UPLOAD_ACCEPT, UPLOAD_LIMITS } from "~/schemas/media";

const t = ru.adminSettings;
const g = t.general;

type Props = {
  data: { loadFailed: true } | ({ loadFailed: false } & GeneralTabData);
  actionData: { result?: SubmissionResult<string[]> } | null | undefined;
};

export function GeneralTab({ data, actionData }: Props) {
  return (
    <>
      <SettingsTabHeader title={t.tabs.general} description={g.lead} />
      {data.loadFailed ? (
        <Notice icon={TriangleAlertIcon} tone="warning" title={t.loadFailed} />
      ) : (
        <>
          {/* Keyed by what is saved: after a save the fields show the stored values (an address as its origin). */}
          <SiteForm key={JSON.stringify(data.values)} data={data} lastResult={actionData?.result} />
          <FormCard icon={UserPlusIcon} title={g.registrationTitle} description={g.registrationLead}>
            <div className="flex flex-col gap-4">
              <SettingSwitch
                intent="registration"
                label={g.registrationSwitch}
                checked={data.openRegistration}
                description={data.openRegistration ? g.registrationOn : g.registrationOff}
              />
              <p className="rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-300">
                {g.registrationRights}
              </p>
              {data.pendingAccounts > 0 ? (
                <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
                  <span>{g.pendingAccounts(data.pendingAccounts)}</span>
                  <Link to={ADMIN_SCREENS.users.path} className="font-medium text-primary underline-offset-4 hover:underline dark:text-indigo-300">
                    {g.openUsers}
                  </Link>
                </p>
              ) : null}
            </div>
          </FormCard>
        </>
      )}
    </>
  );
}

function SiteForm({ data, lastResult }: { data: GeneralTabData; lastResult: SubmissionResult<string[]> | undefined }) {
  const saving = useNavigation().formData?.get("intent") === "general";
  const [form, fields] = useAdminForm<typeof generalTabSchema, IntentFields<typeof generalTabSchema, "general">>(generalTabSchema, {
    id: "settings-general",
    lastResult,
    defaultValue: { intent: "general", ...data.values },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-6">
      <input type="hidden" name="intent" value="general" />
      <FormCard icon={GlobeIcon} title={g.identityTitle} description={g.identityLead}>
        <FieldGroup>
          <FormField meta={fields.site_name} label={g.siteName} description={g.siteNameHint(data.companyName)}>
            <Input
              {...getInputProps(fields.site_name, { type: "text", ariaDescribedBy: fields.site_name.descriptionId })}
              key={fields.site_name.key}
              placeholder={data.companyName}
              autoComplete="off"
            />
          </FormField>
          <FormField meta={fields.public_url} label={g.publicUrl} description={g.publicUrlHint(data.envSiteUrl)}>
            <Input
              {...getInputProps(fields.public_url, { type: "text", ariaDescribedBy: fields.public_url.descriptionId })}
              key={fields.public_url.key}
              inputMode="url"
              placeholder="https://example.kz"
              autoComplete="off"
              spellCheck={false}
            />
          </FormField>
        </FieldGroup>
      </FormCard>
      <FormCard icon={PaperclipIcon} title={g.filesTitle} description={g.filesLead}>
        <FieldGroup>
          <MediaField form={form} meta={fields.favicon_url} label={g.favicon} description={g.faviconHint} kind="image" category="about" />
          <PresentationField form={form} meta={fields.presentation_url} savedName={data.presentationName} savedUrl={data.values.presentation_url} />
        </FieldGroup>
      </FormCard>
      <FormError id={form.errorId} errors={form.errors} />
      <div>
        <Button type="submit" disabled={saving}>
          {g.save}
        </Button>
      </div>
    </Form>
  );
}

/**
 * The presentation's address, typed or pasted (all there is without JavaScript), or filled by
 * uploading a document to the media library: the media field's picker takes images and videos only.
 */
function PresentationField({
  form,
  meta,
  savedName,
  savedUrl,
}: {
  form: Pick<FormMetadata, "update">;
  meta: FieldMetadata<string | undefined>;
  savedName: string | null;
  savedUrl: string;
}) {
  const [interactive, setInteractive] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [uploadedName, setUploadedName] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const errorId = useId();
  useEffect(() => setInteractive(true), []);
  const value = meta.value ?? "";
  const name = uploadedName ?? (value === savedUrl ? savedName : null);

  async function onFile(file: File | undefined) {
    if (!file) return;
    if (file.size > UPLOAD_LIMITS.document) {
      setError(SIZE_MESSAGES.document);
      adminToast.error(ru.toast.errorTitle, SIZE_MESSAGES.document);
      return;
    }
    setError(null);
    setProgress(0);
    const outcome = await uploadToLibrary(file, "document", "cases", setProgress);
    setProgress(null);
    if (!outcome.ok) {
      setError(outcome.error);
      adminToast.error(ru.toast.errorTitle, outcome.error);
      return;
    }
    setUploadedName(outcome.media.originalName);
    form.update({ name: meta.name, value: outcome.media.url });
    adminToast.success(g.presentationUploaded);
  }

  return (
    <FormField meta={meta} label={g.presentation} description={g.presentationHint}>
      <Input
        {...getInputProps(meta, { type: "text", ariaDescribedBy: meta.descriptionId })}
        key={meta.key}
        inputMode="url"
        autoComplete="off"
        placeholder="/media/…"
      />
      {value && name ? (
        <p className="flex min-w-0 items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
          <FileIcon aria-hidden="true" className="size-4 shrink-0 text-slate-500" />
          <span className="sr-only">{g.presentationCurrent}: </span>
          <span className="truncate">{name}</span>
        </p>
      ) : null}
      {interactive ? (
        <div className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <input
              ref={fileInput}
              type="file"
              accept={UPLOAD_ACCEPT.document}
              className="sr-only"
              tabIndex={-1}
              aria-hidden="true"
              onChange={(event) => {
                void onFile(event.currentTarget.files?.[0]);
                event.currentTarget.value = "";
              }}
            />
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={progress !== null}
              aria-label={g.presentationUploadLabel}
              aria-describedby={error ? errorId : undefined}
              onClick={() => fileInput.current?.click()}
            >
              <UploadIcon aria-hidden="true" />
              {progress === null ? g.presentationUpload : g.presentationUploading}
            </Button>
            {value ? (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                aria-label={g.presentationClear}
                onClick={() => {
                  setUploadedName(null);
                  form.update({ name: meta.name, value: "" });
                }}
              >
                <XIcon aria-hidden="true" />
                {g.presentationClearText}
              </Button>
            ) : null}
            {savedUrl ? (
              <Button asChild variant="ghost" size="sm">
                <a href="/cases" target="_blank" rel="noreferrer">
                  <ExternalLinkIcon aria-hidden="true" />
                  {g.presentationCheck}
                </a>
              </Button>
            ) : null}
          </div>
          {progress !== null ? (
            <progress max={100} value={progress} aria-label={g.presentationUploading} className="h-1.5 w-full overflow-hidden rounded-full accent-primary" />
          ) : null}
          <FieldError id={errorId}>{error}</FieldError>
        </div>
      ) : null}
    </FormField>
  );
}
