import { getFormProps, getInputProps, getSelectProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { UploadIcon } from "lucide-react";
import { useState } from "react";
import { Form, useNavigation, useSubmit } from "react-router";

import { FormError, FormField } from "~/components/admin/form-field";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { Button } from "~/components/ui/button";
import { FieldGroup } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import * as ru from "~/i18n/ru";
import { GALLERY_CATEGORIES } from "~/lib/constants";
import { SIZE_MESSAGES, UPLOAD_ACCEPT, UPLOAD_LIMITS, uploadKindOf } from "~/schemas/media";

import { adminToast } from "../toast";
import { useHydrated } from "../use-hydrated";
import { uploadToLibrary } from "../media/media-actions";
import { galleryCreateSchema } from "~/schemas/admin/gallery";

const t = ru.adminGallery;
const ACCEPT = [UPLOAD_ACCEPT.image, UPLOAD_ACCEPT.video, UPLOAD_ACCEPT.document].join(",");

type Props = {
  action: string;
  defaultCategory: string;
  lastResult: SubmissionResult<string[]> | undefined;
  cancel: React.ReactNode;
};

/**
 * A new gallery item: its texts and one file. Without a script the file is posted with the form;
 * with one it is sent to POST /api/media first, with its progress shown, and the form then posts
 * the new file's id (so a refused save does not upload the file again).
 */
export function GalleryForm({ action, defaultCategory, lastResult, cancel }: Props) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const submit = useSubmit();
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ file: File; id: string } | null>(null);
  const [form, fields] = useAdminForm(galleryCreateSchema, {
    id: "gallery-item-new",
    lastResult,
    defaultValue: { category: defaultCategory },
    async onSubmit(event, { formData }) {
      event.preventDefault();
      const file = formData.get("file");
      let mediaId = formData.get("mediaId");
      if (file instanceof File && file.size > 0 && sent?.file !== file) {
        const kind = uploadKindOf(file);
        const problem = file.size > UPLOAD_LIMITS[kind] ? SIZE_MESSAGES[kind] : null;
        setUploadError(problem);
        if (problem) return adminToast.error(ru.toast.errorTitle, problem);
        setProgress(0);
        const outcome = await uploadToLibrary(file, kind, undefined, setProgress);
        setProgress(null);
        if (!outcome.ok) {
          setUploadError(outcome.error);
          return adminToast.error(ru.toast.errorTitle, outcome.error);
        }
        setSent({ file, id: outcome.media.id });
        mediaId = outcome.media.id;
      } else if (sent) {
        mediaId = sent.id;
      }
      const body = new FormData();
      for (const name of ["intent", "title", "description", "category"]) body.set(name, String(formData.get(name) ?? ""));
      body.set("mediaId", String(mediaId ?? ""));
      submit(body, { method: "post", action });
    },
  });
  const saving = progress !== null || (navigation.state !== "idle" && navigation.formData?.get("intent") === "create");
  const fileErrors = uploadError ? [uploadError] : fields.file.errors;

  return (
    <Form method="post" action={action} encType="multipart/form-data" {...getFormProps(form)} className="flex flex-col gap-5">
      <input type="hidden" name="intent" value="create" />
      <FieldGroup>
        <FormField meta={fields.title} label={t.fields.title}>
          <Input {...getInputProps(fields.title, { type: "text" })} key={fields.title.key} autoComplete="off" />
        </FormField>
        <FormField meta={fields.description} label={t.fields.description}>
          <Textarea {...getTextareaProps(fields.description)} key={fields.description.key} rows={3} />
        </FormField>
        <FormField meta={fields.category} label={t.fields.category}>
          <NativeSelect {...getSelectProps(fields.category)} key={fields.category.key}>
            {GALLERY_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField meta={{ id: fields.file.id, errorId: fields.file.errorId, descriptionId: fields.file.descriptionId, errors: fileErrors }} label={t.fields.file} description={t.fields.fileHint}>
          <input
            {...getInputProps(fields.file, { type: "file" })}
            key={fields.file.key}
            accept={ACCEPT}
            required={false}
            onChange={() => {
              setUploadError(null);
              setSent(null);
            }}
            className="block w-full cursor-pointer rounded-md text-sm text-slate-700 file:mr-3 file:cursor-pointer file:rounded-md file:border-0 file:bg-primary file:px-3 file:py-1.5 file:text-sm file:font-medium file:text-primary-foreground focus-visible:ring-[3px] focus-visible:ring-primary/40 focus-visible:outline-none dark:text-slate-300"
          />
        </FormField>
        {progress !== null ? (
          <progress max={100} value={progress} aria-label={t.progress(fields.title.value ?? "")} className="h-1.5 w-full overflow-hidden rounded-full accent-primary" />
        ) : null}
      </FieldGroup>
      <FormError id={form.errorId} errors={form.errors} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {cancel}
        <Button type="submit" disabled={hydrated && saving}>
          <UploadIcon aria-hidden="true" />
          {progress !== null ? t.uploading : t.submit}
        </Button>
      </div>
    </Form>
  );
}
