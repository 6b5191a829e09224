import { FilmIcon, ImageIcon, LibraryIcon, UploadIcon, XIcon } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";

import { Button } from "~/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "~/components/ui/dialog";
import { FieldError } from "~/components/ui/field";
import * as ru from "~/i18n/ru";
import { imageAttributes, type ResponsiveImageSource } from "~/lib/media";
import type { MEDIA_CATEGORIES } from "~/lib/constants";
import { SIZE_MESSAGES, UPLOAD_ACCEPT, UPLOAD_LIMITS, type UploadKind } from "~/schemas/media";

import { adminToast } from "../toast";

const t = ru.media.field;

type MediaKind = "image" | "video";
type MediaCategory = (typeof MEDIA_CATEGORIES)[number];
/** The part of GET /api/media's and POST /api/media's record the picker reads. */
export type LibraryItem = { id: string; name: string; originalName: string; url: string; image: ResponsiveImageSource | null };

/** The part of POST /api/media's answer the screens read. */
export type UploadedMedia = { id: string; url: string; originalName: string; image: ResponsiveImageSource | null };

/**
 * POST /api/media with the upload's progress (fetch cannot report it); the answer is the record,
 * or the server's message in Russian. Shared by every screen that uploads (field buttons, the
 * media library's queue, the gallery's form).
 */
export function uploadToLibrary(
  file: File,
  kind: UploadKind,
  category: MediaCategory | undefined,
  onProgress: (percent: number) => void,
): Promise<{ ok: true; media: UploadedMedia } | { ok: false; error: string }> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", "/api/media");
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    request.onload = () => {
      const body = request.response as Partial<UploadedMedia & { error: string }> | null;
      if (request.status === 201 && body?.url && body.id) {
        resolve({ ok: true, media: { id: body.id, url: body.url, originalName: body.originalName ?? file.name, image: body.image ?? null } });
      } else resolve({ ok: false, error: body?.error ?? ru.media.upload.failed });
    };
    request.onerror = () => resolve({ ok: false, error: ru.media.upload.failed });
    const form = new FormData();
    form.append("file", file);
    form.append("kind", kind);
    if (category) form.append("category", category);
    request.send(form);
  });
}

/** The type and size checks a browser can make before sending; the server checks the content again. */
function problemWith(file: File, kind: MediaKind): string | null {
  if (kind === "image" && file.type && !file.type.startsWith("image/")) return ru.media.upload.notImage;
  if (file.size > UPLOAD_LIMITS[kind]) return SIZE_MESSAGES[kind];
  return null;
}

type Props = {
  label: string;
  kind: MediaKind;
  /** The media library's category a new upload is filed under. */
  category: MediaCategory;
  /** The field's current value (conform keeps it as typed). */
  value: string | undefined;
  /** Puts a new address into the form's field. */
  onValue: (url: string) => void;
  /** What a failed upload's toast says before the reason (the founder photo has its own wording). */
  failedText?: string;
};

/**
 * Upload and library buttons beside a file field's address input. They need JavaScript, so they
 * appear once the page is interactive; without it the address can still be pasted.
 */
export function MediaActions({ label, kind, category, value, onValue, failedText }: Props) {
  const [interactive, setInteractive] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [libraryOpen, setLibraryOpen] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const errorId = useId();
  useEffect(() => setInteractive(true), []);

  async function onFile(file: File | undefined) {
    if (!file) return;
    // The upload toasts ('Не удалось загрузить изображение', 'Изображение загружено'), then why.
    const failed = (reason: string) => {
      setError(reason);
      const what = failedText ?? (kind === "image" ? t.imageFailed : null);
      adminToast.error(ru.toast.errorTitle, what && reason !== ru.media.upload.failed ? `${what}. ${reason}` : (what ?? reason));
    };
    const problem = problemWith(file, kind);
    if (problem) return failed(problem);
    setError(null);
    setProgress(0);
    const outcome = await uploadToLibrary(file, kind, category, setProgress);
    setProgress(null);
    if (!outcome.ok) {
      failed(outcome.error);
      return;
    }
    onValue(outcome.media.url);
    adminToast.success(kind === "image" ? t.imageUploaded : t.uploaded);
  }

  if (!interactive) return null;
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-2">
        {kind === "image" && value ? <Thumbnail url={value} label={label} /> : null}
        <input
          ref={fileInput}
          type="file"
          accept={UPLOAD_ACCEPT[kind]}
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
          aria-label={t.uploadFile(label)}
          aria-describedby={error ? errorId : undefined}
          onClick={() => fileInput.current?.click()}
        >
          <UploadIcon aria-hidden="true" />
          {progress === null ? t.upload : t.uploading}
        </Button>
        <Button
          type="button"
          variant="outline"
          size="sm"
          aria-label={t.libraryFor(label)}
          onClick={() => setLibraryOpen(true)}
          disabled={progress !== null}
        >
          <LibraryIcon aria-hidden="true" />
          {t.library}
        </Button>
        {value ? (
          <Button type="button" variant="ghost" size="sm" aria-label={t.clearField(label)} onClick={() => onValue("")}>
            <XIcon aria-hidden="true" />
            {t.clear}
          </Button>
        ) : null}
      </div>
      {progress !== null ? (
        <progress max={100} value={progress} aria-label={t.progress(label)} className="h-1.5 w-full overflow-hidden rounded-full accent-primary" />
      ) : null}
      <FieldError id={errorId}>{error}</FieldError>
      <LibraryDialog
        open={libraryOpen}
        onOpenChange={setLibraryOpen}
        kind={kind}
        onPick={(url) => {
          onValue(url);
          setError(null);
          setLibraryOpen(false);
        }}
      />
    </div>
  );
}

function Thumbnail({ url, label }: { url: string; label: string }) {
  // Only this site's files and http(s) addresses are worth a preview request.
  if (!/^(\/(?![/\\])|https?:\/\/)/i.test(url)) return null;
  return (
    <img
      src={url}
      alt={t.preview(label)}
      className="h-12 w-20 rounded-md border border-slate-200 object-cover dark:border-slate-700"
      loading="lazy"
      decoding="async"
    />
  );
}

/** Files uploaded before, newest first, from GET /api/media: the "Из медиатеки" picker of every file field. */
export function LibraryDialog({
  open,
  onOpenChange,
  kind,
  onPick,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  kind: MediaKind;
  onPick: (url: string, item: LibraryItem) => void;
}) {
  const [state, setState] = useState<{ status: "loading" } | { status: "failed" } | { status: "ready"; items: LibraryItem[] }>({
    status: "loading",
  });
  useEffect(() => {
    if (!open) return;
    const controller = new AbortController();
    setState({ status: "loading" });
    fetch(`/api/media?type=${kind}&limit=60`, { signal: controller.signal })
      .then(async (response) => {
        if (!response.ok) throw new Error(`GET /api/media ${response.status}`);
        const body = (await response.json()) as { items: LibraryItem[] };
        setState({ status: "ready", items: body.items });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ status: "failed" });
      });
    return () => controller.abort();
  }, [open, kind]);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={ru.admin.shell.close} className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t.libraryTitle}</DialogTitle>
          <DialogDescription>{t.libraryLead}</DialogDescription>
        </DialogHeader>
        {state.status === "loading" ? (
          <p role="status" className="py-6 text-center text-sm text-slate-600 dark:text-slate-400">
            {t.libraryLoading}
          </p>
        ) : state.status === "failed" ? (
          <FieldError>{t.libraryFailed}</FieldError>
        ) : state.items.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-600 dark:text-slate-400">{t.libraryEmpty}</p>
        ) : (
          <ul className="grid max-h-[60vh] grid-cols-2 gap-3 overflow-y-auto sm:grid-cols-3">
            {state.items.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  onClick={() => onPick(item.url, item)}
                  aria-label={t.pick(item.originalName)}
                  className="group flex w-full cursor-pointer flex-col gap-1 rounded-md border border-slate-200 p-1.5 text-left text-xs hover:border-primary focus-visible:ring-[3px] focus-visible:ring-primary/40 focus-visible:outline-none dark:border-slate-700"
                >
                  {item.image ? (
                    <img
                      {...imageAttributes(item.image, "12rem")}
                      alt=""
                      loading="lazy"
                      decoding="async"
                      className="aspect-video w-full rounded object-cover"
                    />
                  ) : (
                    <span className="grid aspect-video w-full place-items-center rounded bg-slate-100 dark:bg-slate-800">
                      {kind === "video" ? (
                        <FilmIcon aria-hidden="true" className="size-6 text-slate-500" />
                      ) : (
                        <ImageIcon aria-hidden="true" className="size-6 text-slate-500" />
                      )}
                    </span>
                  )}
                  <span className="truncate text-slate-700 dark:text-slate-300">{item.originalName}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
