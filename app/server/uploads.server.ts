/**
 * One upload, start to finish (ADRs 0023 and 0047): check the file by
 * its content and size, make an image's sizes and its original without photo metadata, write every
 * file to the store, then the media record. Nothing is left in the store when a later step fails.
 */
import { randomUUID } from "node:crypto";

import { mediaFiles } from "~/db/schema";
import * as ru from "~/i18n/ru";
import type { MediaVariant } from "~/lib/media";
import { SIZE_MESSAGES, UPLOAD_LIMITS, type MediaCategory, type UploadKind } from "~/schemas/media";
import { recordChange, type AuditActor } from "~/server/audit.server";
import { db } from "~/server/db.server";
import { detectFile, processImage, sanitizeSvg, svgSize } from "~/server/images.server";
import { toMediaItem, type MediaItem } from "~/server/media.server";
import { getFileStore, type FileStore } from "~/server/storage/index.server";

export type UploadInput = {
  file: File | null;
  kind: UploadKind;
  category?: MediaCategory;
  uploadedBy: string;
  /** Who to name in the audit log; a staff screen's upload is recorded there with the record. */
  actor?: AuditActor;
};

/** 400: nothing usable was sent; 413: too large; 415: not a format this kind accepts. */
export type UploadOutcome = { ok: true; media: MediaItem } | { ok: false; status: 400 | 413 | 415; error: string };

const t = ru.media.upload;

/** Extensions a name may already end in for each stored format; otherwise the stored one is added. */
const NAME_EXTENSIONS: Record<string, readonly string[]> = { jpg: ["jpg", "jpeg", "jpe", "jfif"] };

/**
 * The name a download will carry: the uploaded name without any folder part or control characters,
 * at most 200 characters, ending in the extension of what the file really is.
 */
export function downloadName(uploaded: string, ext: string): string {
  const base = uploaded.split(/[/\\]/).pop() ?? "";
  // \p{Cc}: control characters; \p{Cf}: invisible ones such as the right-to-left override.
  let name = base.replace(/[\p{Cc}\p{Cf}]/gu, "").trim().slice(0, 200);
  const current = name.includes(".") ? name.slice(name.lastIndexOf(".") + 1).toLowerCase() : "";
  if (!(NAME_EXTENSIONS[ext] ?? [ext]).includes(current)) name = `${name || "file"}.${ext}`;
  return name;
}

type StoredFile = { key: string; body: Uint8Array; contentType: string };

/** Writes every file, or none: on a failure the ones already written are removed again. */
async function putAll(store: FileStore, files: StoredFile[]): Promise<void> {
  const results = await Promise.allSettled(files.map((f) => store.put(f.key, f.body, f.contentType)));
  const failure = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
  if (!failure) return;
  await removeQuietly(store, files.filter((_, i) => results[i]!.status === "fulfilled").map((f) => f.key));
  throw failure.reason;
}

async function removeQuietly(store: FileStore, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  try {
    await store.delete(keys);
  } catch (error) {
    console.error(`Upload failed and its files could not be removed from the store: ${keys.join(", ")}`, error);
  }
}

/**
 * Checks, processes and stores one file. Refusals come back as an outcome with the approved Russian message;
 * a store or database failure is thrown, after the files written so far have been removed.
 */
export async function uploadMedia(input: UploadInput, store?: FileStore): Promise<UploadOutcome> {
  const { file, kind } = input;
  if (!file || file.size === 0) return { ok: false, status: 400, error: t.noFile };

  // The kind's limit is checked on the declared size first, so a huge file is not read at all...
  const limit = UPLOAD_LIMITS[kind];
  const bytes = file.size > limit ? null : new Uint8Array(await file.arrayBuffer());
  // ...but the format is reported before the size, from the first bytes alone.
  const head = bytes ?? new Uint8Array(await file.slice(0, 1024 * 1024).arrayBuffer());
  const detection = await detectFile(kind, head);
  if (!detection.ok) return { ok: false, status: 415, error: detection.error };
  if (!bytes) return { ok: false, status: 413, error: SIZE_MESSAGES[kind] };
  const detected = detection.file;

  const id = randomUUID();
  const keyOf = (name: string) => `${id}/${name}`;
  const original: StoredFile = { key: keyOf(`original.${detected.ext}`), body: bytes, contentType: detected.mime };
  const files: StoredFile[] = [original];
  const variants: MediaVariant[] = [];
  let width: number | null = null;
  let height: number | null = null;

  if (detected.type === "image") {
    const processed = await processImage(bytes);
    if (!processed.ok) return { ok: false, status: 415, error: processed.error };
    ({ width, height } = processed);
    // Every public address of the upload, its original too, is free of EXIF, XMP and IPTC (GPS included).
    original.body = processed.original;
    for (const size of processed.sizes) {
      const key = keyOf(`${size.width}.webp`);
      files.push({ key, body: size.data, contentType: "image/webp" });
      variants.push({ width: size.width, height: size.height, key, size: size.data.byteLength });
    }
  } else if (detected.type === "vector") {
    const svg = await sanitizeSvg(bytes);
    if (svg === null) return { ok: false, status: 415, error: t.notImage };
    // What is stored and served is the sanitised document, never what was uploaded.
    original.body = new TextEncoder().encode(svg);
    ({ width, height } = (await svgSize(svg)) ?? { width: null, height: null });
  }

  const name = downloadName(file.name, detected.ext);
  store ??= await getFileStore();
  await putAll(store, files);
  try {
    const database = await db();
    const row = await database.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(mediaFiles)
        .values({
          id,
          name,
          originalName: name,
          type: detected.type,
          category: input.category ?? null,
          storageKey: original.key,
          mimeType: detected.mime,
          size: original.body.byteLength,
          width,
          height,
          variants,
          uploadedBy: input.uploadedBy,
        })
        .returning();
      if (input.actor) {
        await recordChange(tx, {
          actor: input.actor,
          action: "create",
          entity: "media",
          entityId: inserted!.id,
          label: inserted!.originalName,
        });
      }
      return inserted!;
    });
    return { ok: true, media: toMediaItem(row) };
  } catch (error) {
    // No record, so nothing would ever serve or delete these files.
    await removeQuietly(store, files.map((f) => f.key));
    throw error;
  }
}
