import type { FieldMetadata } from "@conform-to/react";
import { ImageUpIcon, LibraryIcon, LoaderCircleIcon, XIcon } from "lucide-react";
import { useId, useRef, useState } from "react";

import { Button, buttonVariants } from "~/components/ui/button";
import { Field, FieldDescription, FieldError, FieldLabel } from "~/components/ui/field";
import * as ru from "~/i18n/ru";
import { imageAttributes, type ImageAttributes, type ResponsiveImageSource } from "~/lib/media";
import { cn } from "~/lib/utils";
import { UPLOAD_ACCEPT, UPLOAD_LIMITS } from "~/schemas/media";

import { LibraryDialog } from "../media/media-actions";
import { adminToast } from "../toast";
import { useHydrated } from "../use-hydrated";

const t = ru.adminTeam;

type UploadAnswer = { url?: string; variants?: { url: string; width: number }[]; error?: string };

type Props = {
  meta: Pick<FieldMetadata<unknown>, "name" | "errorId" | "descriptionId" | "errors">;
  /** The stored avatar and its sizes, when editing. */
  initial: { url: string | null; image: ResponsiveImageSource | null };
};

/**
 * The member's photo: uploaded at once through POST /api/media (kind=image, category=team), which
 * checks it by content (ADR 0023); the form then saves the returned location. The picker needs a
 * script, so without one the stored photo is kept and a note says why there is no picker.
 */
export function AvatarField({ meta, initial }: Props) {
  const hydrated = useHydrated();
  const inputId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [url, setUrl] = useState(initial.url ?? "");
  const [preview, setPreview] = useState<ImageAttributes | null>(
    initial.url ? (initial.image ? imageAttributes(initial.image, "96px") : { src: initial.url }) : null,
  );
  const [uploadError, setUploadError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [libraryOpen, setLibraryOpen] = useState(false);

  const fail = (message: string) => {
    setUploadError(message);
    adminToast.error(ru.toast.errorTitle, message);
  };

  const upload = async (file: File) => {
    setUploadError(null);
    // The server decides by content; the size alone is checked here so a large photo is not sent.
    if (file.size > UPLOAD_LIMITS.image) return fail(ru.media.upload.imageSize);
    setBusy(true);
    try {
      const body = new FormData();
      body.set("file", file);
      body.set("kind", "image");
      body.set("category", "team");
      const response = await fetch("/api/media", { method: "POST", body, credentials: "same-origin" });
      const answer = (await response.json().catch(() => ({}))) as UploadAnswer;
      if (!response.ok || !answer.url) return fail(answer.error ?? t.imageUploadFailed);
      const smallest = [...(answer.variants ?? [])].sort((a, b) => a.width - b.width)[0];
      setUrl(answer.url);
      setPreview({ src: smallest?.url ?? answer.url });
      adminToast.success(t.imageUploaded);
    } catch {
      fail(t.imageUploadFailed);
    } finally {
      setBusy(false);
      if (fileRef.current) fileRef.current.value = "";
    }
  };

  const error = uploadError ?? meta.errors?.[0];
  const describedBy = [meta.descriptionId, error ? meta.errorId : null].filter(Boolean).join(" ");
  return (
    <Field role="group" aria-labelledby={`${inputId}-title`} data-invalid={error ? true : undefined}>
      <FieldLabel asChild>
        <span id={`${inputId}-title`}>{t.avatar}</span>
      </FieldLabel>
      <input type="hidden" name={meta.name} value={url} />
      <div className="flex items-center gap-4">
        <div className="grid size-20 shrink-0 place-items-center overflow-hidden rounded-2xl bg-slate-100 dark:bg-slate-800">
          {preview ? (
            <img {...preview} alt="" className="size-full object-cover" data-testid="avatar-preview" />
          ) : (
            <ImageUpIcon aria-hidden="true" className="size-6 text-slate-400" />
          )}
        </div>
        {hydrated ? (
          <div className="flex flex-wrap gap-2">
            <input
              ref={fileRef}
              id={inputId}
              type="file"
              accept={UPLOAD_ACCEPT.image}
              className="peer sr-only"
              disabled={busy}
              aria-describedby={describedBy || undefined}
              onChange={(event) => {
                const file = event.currentTarget.files?.[0];
                if (file) void upload(file);
              }}
            />
            <label
              htmlFor={inputId}
              className={cn(
                buttonVariants({ variant: "outline", size: "sm" }),
                "peer-focus-visible:ring-[3px] peer-focus-visible:ring-primary/40",
                busy && "pointer-events-none opacity-50",
              )}
            >
              {busy ? (
                <LoaderCircleIcon aria-hidden="true" className="animate-spin" />
              ) : (
                <ImageUpIcon aria-hidden="true" />
              )}
              {busy ? t.avatarUploading : t.avatarChoose}
            </label>
            <Button type="button" variant="outline" size="sm" disabled={busy} onClick={() => setLibraryOpen(true)}>
              <LibraryIcon aria-hidden="true" />
              {ru.media.field.library}
            </Button>
            <LibraryDialog
              open={libraryOpen}
              onOpenChange={setLibraryOpen}
              kind="image"
              onPick={(picked, item) => {
                setUrl(picked);
                setPreview(item.image ? imageAttributes(item.image, "96px") : { src: picked });
                setUploadError(null);
                setLibraryOpen(false);
              }}
            />
            {url ? (
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => {
                  setUrl("");
                  setPreview(null);
                  setUploadError(null);
                }}
              >
                <XIcon aria-hidden="true" />
                {t.avatarRemove}
              </Button>
            ) : null}
          </div>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t.avatarNeedsScript}</p>
        )}
      </div>
      <FieldDescription id={meta.descriptionId}>{t.avatarHint}</FieldDescription>
      <FieldError id={meta.errorId}>{error}</FieldError>
    </Field>
  );
}
