/**
 * The media library's upload: several files at once, picked or dropped. With a script each file
 * goes to POST /api/media on its own, with its own progress bar, and the list reloads when all are
 * done; without one the form posts every chosen file to the screen's action in one request.
 */
import { CheckCircle2Icon, CircleAlertIcon, UploadIcon } from "lucide-react";
import { useState } from "react";
import { Form, useNavigation, useRevalidator } from "react-router";

import { Button } from "~/components/ui/button";
import { Field, FieldLabel } from "~/components/ui/field";
import { NativeSelect } from "~/components/ui/native-select";
import * as ru from "~/i18n/ru";
import { MEDIA_CATEGORIES } from "~/lib/constants";
import { SIZE_MESSAGES, UPLOAD_ACCEPT, UPLOAD_LIMITS, uploadKindOf, type MediaCategory } from "~/schemas/media";

import { FormError } from "../form-field";
import { adminToast } from "../toast";
import { useHydrated } from "../use-hydrated";
import { FileDrop } from "./file-drop";
import { uploadToLibrary } from "./media-actions";

const t = ru.adminMedia;

/** Every kind the library takes, for the picker's hint (the server decides by content). */
const ACCEPT = [UPLOAD_ACCEPT.image, UPLOAD_ACCEPT.video, UPLOAD_ACCEPT.document].join(",");

type Entry = { key: string; name: string; progress: number; status: "uploading" | "done" | "refused"; error?: string };

export function MediaUploader({ action, formError }: { action: string; formError?: string }) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const [category, setCategory] = useState("");
  const [entries, setEntries] = useState<Entry[]>([]);
  const busy = entries.some((e) => e.status === "uploading");

  const update = (key: string, change: Partial<Entry>) =>
    setEntries((list) => list.map((e) => (e.key === key ? { ...e, ...change } : e)));

  async function send(files: File[]) {
    const batch: (Entry & { file: File })[] = files.map((file, index) => ({
      key: `${Date.now()}-${index}-${file.name}`,
      name: file.name,
      progress: 0,
      status: "uploading",
      file,
    }));
    setEntries(batch.map(({ file: _file, ...entry }) => entry));
    const chosen = MEDIA_CATEGORIES.find((c) => c === category) as MediaCategory | undefined;
    const outcomes = await Promise.all(
      batch.map(async ({ key, file }) => {
        const kind = uploadKindOf(file);
        // The size limit is checked before sending; the server checks again, and the content too.
        const problem = file.size > UPLOAD_LIMITS[kind] ? SIZE_MESSAGES[kind] : null;
        const outcome = problem
          ? ({ ok: false, error: problem } as const)
          : await uploadToLibrary(file, kind, chosen, (progress) => update(key, { progress }));
        if (outcome.ok) update(key, { status: "done", progress: 100 });
        else update(key, { status: "refused", error: outcome.error });
        return { name: file.name, outcome };
      }),
    );
    const done = outcomes.filter((o) => o.outcome.ok).length;
    const refused = outcomes.flatMap((o) => (o.outcome.ok ? [] : [t.refused(o.name, o.outcome.error)]));
    if (done > 0) {
      adminToast.success(t.uploaded(done));
      void revalidator.revalidate();
    }
    if (refused.length > 0) adminToast.error(ru.toast.errorTitle, refused.join("\n"));
  }

  const posting = navigation.state !== "idle" && navigation.formData?.get("intent") === "upload";
  return (
    <section aria-labelledby="media-upload-title" className="rounded-xl border border-slate-200 bg-white p-4 shadow-xs sm:p-5 dark:border-slate-800 dark:bg-slate-950">
      <h2 id="media-upload-title" className="mb-3 text-base font-semibold">
        {t.uploadTitle}
      </h2>
      <Form method="post" action={action} encType="multipart/form-data" className="flex flex-col gap-4">
        <FormError errors={formError ? [formError] : undefined} />
        <input type="hidden" name="intent" value="upload" />
        <FileDrop
          name="files"
          accept={ACCEPT}
          multiple
          disabled={busy || posting}
          title={t.dropTitle}
          or={t.dropOr}
          inputLabel={t.chooseLabel}
          hint={t.dropHint}
          onFiles={hydrated ? (files) => void send(files) : undefined}
        />
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <Field className="sm:max-w-64">
            <FieldLabel htmlFor="media-upload-category">{t.uploadCategory}</FieldLabel>
            <NativeSelect
              id="media-upload-category"
              name="category"
              value={category}
              onChange={(event) => setCategory(event.currentTarget.value)}
            >
              <option value="">{t.noCategory}</option>
              {MEDIA_CATEGORIES.map((c) => (
                <option key={c} value={c}>
                  {t.categories[c]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          {/* With a script a picked or dropped file uploads at once; the button stays for the no-script post only. */}
          <Button type="submit" hidden={hydrated} className={hydrated ? "hidden" : undefined}>
            <UploadIcon aria-hidden="true" />
            {t.send}
          </Button>
        </div>
      </Form>
      {entries.length > 0 ? (
        <ul aria-label={t.uploadTitle} className="mt-4 flex flex-col gap-3" data-testid="upload-queue">
          {entries.map((entry) => (
            <li key={entry.key} className="flex flex-col gap-1.5 text-sm">
              <div className="flex items-center justify-between gap-2">
                <span className="min-w-0 truncate font-medium">{entry.name}</span>
                {entry.status === "done" ? (
                  <span className="flex shrink-0 items-center gap-1 text-emerald-700 dark:text-emerald-400">
                    <CheckCircle2Icon aria-hidden="true" className="size-4" />
                    {t.done}
                  </span>
                ) : entry.status === "uploading" ? (
                  <span className="shrink-0 tabular-nums text-slate-600 dark:text-slate-400">{entry.progress}%</span>
                ) : null}
              </div>
              {entry.status === "refused" ? (
                <p role="alert" className="flex items-start gap-1 text-destructive dark:text-red-400">
                  <CircleAlertIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                  {entry.error}
                </p>
              ) : (
                <progress
                  max={100}
                  value={entry.progress}
                  aria-label={t.progress(entry.name)}
                  className="h-1.5 w-full overflow-hidden rounded-full accent-primary"
                />
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
