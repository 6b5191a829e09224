/**
 * The upload rules (type and size, ADR 0023) and the media API's inputs, shared by the admin screens
 * (file pickers' `accept`, a size check before sending) and the server, which checks again by the
 * file's content.
 */
import { z } from "zod";

import { media } from "~/i18n/ru/media";
import { MEDIA_CATEGORIES, MEDIA_TYPES } from "~/lib/constants";
import { integer, searchText } from "~/schemas/fields";

export type MediaType = (typeof MEDIA_TYPES)[number];
export type MediaCategory = (typeof MEDIA_CATEGORIES)[number];

const MB = 1024 * 1024;

/** What an upload is for: decides which formats are accepted and how large they may be. */
export const UPLOAD_KINDS = ["image", "logo", "video", "document"] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** Bytes per kind. Images and the logo: at most 5 MB, counted as the browser counts them (MiB). */
export const UPLOAD_LIMITS: Record<UploadKind, number> = {
  image: 5 * MB,
  logo: 5 * MB,
  video: 50 * MB,
  document: 20 * MB,
};
/** The largest upload of any kind: what the upload route's body limit must allow, plus the form's own bytes. */
export const UPLOAD_MAX_BYTES = Math.max(...Object.values(UPLOAD_LIMITS));

/** Decoded size above which an image is refused (a 5 MB file can hold a decompression bomb). */
export const MAX_IMAGE_PIXELS = 50_000_000;

/** For `<input type="file" accept>`: a hint for the picker only, the server decides by content. */
export const UPLOAD_ACCEPT: Record<UploadKind, string> = {
  image: "image/jpeg,image/png,image/webp",
  logo: "image/jpeg,image/png,image/webp,image/svg+xml",
  video: "video/mp4,video/webm",
  document:
    ".pdf,.docx,.xlsx,.pptx,.txt,application/pdf,text/plain," +
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document," +
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet," +
    "application/vnd.openxmlformats-officedocument.presentationml.presentation",
};

const t = media.upload;

/** The message for a file over its kind's limit. */
export const SIZE_MESSAGES: Record<UploadKind, string> = {
  image: t.imageSize,
  logo: t.imageSize,
  video: t.videoSize,
  document: t.documentSize,
};

const blankToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

/** The text fields of POST /api/media (multipart/form-data); the file itself is checked by the server. */
export const UploadFieldsSchema = z.object({
  kind: z.preprocess(blankToUndefined, z.enum(UPLOAD_KINDS, { error: t.badKind }).default("image")),
  category: z.preprocess(blankToUndefined, z.enum(MEDIA_CATEGORIES, { error: t.badCategory }).optional()),
});
export type UploadFields = z.infer<typeof UploadFieldsSchema>;

/** The request body as OpenAPI shows it. */
export const UploadRequestSchema = UploadFieldsSchema.extend({
  file: z.file().describe("Один файл; тип определяется по содержимому, а не по имени"),
});

/** GET /api/media's query: the media library's tabs, category filter and search box. */
export const MediaListQuerySchema = z.object({
  type: z.preprocess(blankToUndefined, z.enum(MEDIA_TYPES).optional()),
  category: z.preprocess(blankToUndefined, z.enum(MEDIA_CATEGORIES).optional()),
  search: z.preprocess(blankToUndefined, searchText(200).optional()),
  limit: integer({ min: 1, max: 200, coerce: true }).default(60),
  offset: integer({ min: 0, coerce: true }).default(0),
});
export type MediaListQuery = z.infer<typeof MediaListQuerySchema>;

/**
 * Which kind of upload a file picked in the media library or the gallery is, from the type the
 * browser declares (which it reads off the name): only a guess of where to look, since the server
 * then checks the content against that kind's formats. A text file renamed to .jpg is declared as a
 * JPEG, checked as an image and refused as 'Пожалуйста, выберите изображение'.
 */
export function uploadKindOf(file: { type: string; name: string }): Exclude<UploadKind, "logo"> {
  const declared = file.type.toLowerCase();
  if (declared.startsWith("image/")) return "image";
  if (declared.startsWith("video/")) return "video";
  if (!declared && /\.(jpe?g|jfif|png|webp)$/i.test(file.name)) return "image";
  if (!declared && /\.(mp4|webm)$/i.test(file.name)) return "video";
  return "document";
}
