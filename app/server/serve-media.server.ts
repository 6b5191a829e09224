/**
 * GET and HEAD /media/{id}/{file}: every uploaded file, from whichever store holds it, through the
 * site's own URL (ADR 0023). The record decides what exists and how it is served: its content type
 * was read from the bytes at upload, names never change (a new upload gets a new id), so a file may
 * be cached for a year; anything but an image is a download under the name it was uploaded with.
 */
import { create as contentDisposition } from "content-disposition";

import * as ru from "~/i18n/ru";
import { findMedia } from "~/server/media.server";
import { getFileStore, type ByteRange, type FileStore } from "~/server/storage/index.server";

const IMMUTABLE = "public, max-age=31536000, immutable";

function notFound(): Response {
  return new Response(ru.media.api.notFound, { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
}

/**
 * The one range of a `Range: bytes=…` header within a file of `size` bytes: null for no header, or
 * one this server ignores (several ranges, another unit: the whole file is sent, as RFC 9110
 * allows), "unsatisfiable" for a range past the end.
 */
export function parseRange(header: string | null, size: number): ByteRange | null | "unsatisfiable" {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return null;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return null;
  if (first === "") {
    // The last N bytes.
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || end < start) return "unsatisfiable";
  return { start, end };
}

export async function serveMediaFile(
  request: Request,
  id: string,
  file: string,
  store?: FileStore,
): Promise<Response> {
  const record = await findMedia(id);
  if (!record) return notFound();
  // Only the record's own keys are ever read: the path names a file of this record or nothing.
  const key = `${record.id}/${file}`;
  const variant = record.variants.find((v) => v.key === key);
  const entry =
    key === record.storageKey
      ? { contentType: record.mimeType, size: record.size, original: true }
      : variant
        ? { contentType: "image/webp", size: variant.size, original: false }
        : null;
  if (!entry) return notFound();

  const isImage = record.type === "image" || record.type === "vector";
  const headers = new Headers({
    "Content-Type": entry.contentType,
    "Cache-Control": IMMUTABLE,
    "Accept-Ranges": "bytes",
    // nosniff and a sandboxing Content-Security-Policy come with every response (server/security-headers.ts).
  });
  // `?download=1` (the gallery's download button) asks for the file under its uploaded name, an image
  // too; without it an image opens in the browser. The answer differs only by the query string, so
  // each is cached under its own URL.
  const download = new URL(request.url).searchParams.get("download") === "1";
  if (entry.original) {
    headers.set(
      "Content-Disposition",
      contentDisposition(record.originalName, { type: isImage && !download ? "inline" : "attachment" }),
    );
  }

  const range = parseRange(request.headers.get("range"), entry.size);
  if (range === "unsatisfiable") {
    headers.set("Content-Range", `bytes */${entry.size}`);
    return new Response(null, { status: 416, headers });
  }
  const length = range ? range.end - range.start + 1 : entry.size;
  headers.set("Content-Length", String(length));
  if (range) headers.set("Content-Range", `bytes ${range.start}-${range.end}/${entry.size}`);
  const status = range ? 206 : 200;
  // HEAD is answered from the record: the store is not asked (React Router would drop the body, but
  // not close the file or the S3 connection behind it).
  if (request.method === "HEAD") return new Response(null, { status, headers });

  const body = await (store ?? (await getFileStore())).read(key, range ?? undefined);
  if (!body) {
    console.error(`Media ${record.id}: the record names ${key}, but the store has no such file`);
    return notFound();
  }
  return new Response(body, { status, headers });
}
