/**
 * What an uploaded file really is, and the web-friendly sizes of an image (ADR 0023). The type is
 * read from the file's bytes (file-type's magic numbers), never from its name or the browser's
 * declared type; SVG, which has no magic number, is recognised as XML whose root is <svg> and is
 * accepted for the logo only, after DOMPurify has removed everything active from it. A raster
 * image's stored original is re-encoded without its photo metadata (ADR 0047).
 */
import type DOMPurifyType from "dompurify";
import { fileTypeFromBuffer } from "file-type";
import type { Metadata, Sharp } from "sharp";

import * as ru from "~/i18n/ru";
import { IMAGE_WIDTHS } from "~/lib/media";
import { MAX_IMAGE_PIXELS, type MediaType, type UploadKind } from "~/schemas/media";

const t = ru.media.upload;

/** sharp and libvips hold ~12 MB; only an upload loads them, not every server start. */
const loadSharp = async () => (await import("sharp")).default;

/** The formats each kind accepts: extension (as stored) → content type (as served). */
const RASTER = { jpg: "image/jpeg", png: "image/png", webp: "image/webp" } as const;
const VIDEO = { mp4: "video/mp4", webm: "video/webm" } as const;
const DOCUMENT = {
  pdf: "application/pdf",
  docx: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  pptx: "application/vnd.openxmlformats-officedocument.presentationml.presentation",
} as const;

export type DetectedFile = { ext: string; mime: string; type: MediaType };
export type Detection = { ok: true; file: DetectedFile } | { ok: false; error: string };

const pick = <T extends Record<string, string>>(formats: T, ext: string | undefined): string | undefined =>
  ext !== undefined && Object.hasOwn(formats, ext) ? formats[ext as keyof T] : undefined;

const utf8 = new TextDecoder("utf-8", { fatal: true });

function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return utf8.decode(bytes);
  } catch {
    return null;
  }
}

/** Text a person wrote: valid UTF-8 with no control characters but tab, line breaks and form feed. */
function isPlainText(bytes: Uint8Array): boolean {
  const text = decodeUtf8(bytes);
  return text !== null && !/[\u0000-\u0008\u000B\u000E-\u001F\u007F]/.test(text);
}

const SVG_START =
  /^\uFEFF?\s*(?:<\?xml[^>]*\?>\s*)?(?:<!--[\s\S]*?-->\s*)*(?:<!DOCTYPE\s+svg[^>[]*>\s*)?(?:<!--[\s\S]*?-->\s*)*<svg[\s>]/i;

function looksLikeSvg(bytes: Uint8Array): boolean {
  const text = decodeUtf8(bytes);
  return text !== null && SVG_START.test(text);
}

/**
 * Which accepted format the bytes are for this kind of upload, or the refusal message: a file that
 * is an image of another format hears which formats are supported, anything else that it is not an
 * image. Detection reads the content only.
 */
export async function detectFile(kind: UploadKind, bytes: Uint8Array): Promise<Detection> {
  const sniffed = await fileTypeFromBuffer(bytes);
  const ext = sniffed?.ext;
  const found = (type: MediaType, mime: string): Detection => ({ ok: true, file: { ext: ext!, mime, type } });

  switch (kind) {
    case "image":
    case "logo": {
      const raster = pick(RASTER, ext);
      if (raster) return found("image", raster);
      // file-type names an SVG that opens with an XML declaration "xml", and one without nothing.
      const svg = (!sniffed || ext === "xml") && looksLikeSvg(bytes);
      if (svg && kind === "logo") return { ok: true, file: { ext: "svg", mime: "image/svg+xml", type: "vector" } };
      const otherImage = svg || Boolean(sniffed?.mime.startsWith("image/"));
      if (!otherImage) return { ok: false, error: t.notImage };
      return { ok: false, error: kind === "logo" ? t.logoFormats : t.imageFormats };
    }
    case "video": {
      const video = pick(VIDEO, ext);
      return video ? found("video", video) : { ok: false, error: t.videoFormats };
    }
    case "document": {
      const document = pick(DOCUMENT, ext);
      if (document) return found("document", document);
      if (!sniffed && isPlainText(bytes)) {
        return { ok: true, file: { ext: "txt", mime: "text/plain; charset=utf-8", type: "document" } };
      }
      return { ok: false, error: t.documentFormats };
    }
  }
}

export type ImageSize = { width: number; height: number; data: Buffer };
export type ProcessedImage =
  | { ok: true; width: number; height: number; original: Buffer; sizes: ImageSize[] }
  | { ok: false; error: string };

/** The widths made for an image `width` pixels wide: the standard ones below it, and its own up to 1920. */
export function variantWidths(width: number): number[] {
  const widths: number[] = IMAGE_WIDTHS.filter((w) => w < width);
  if (width <= IMAGE_WIDTHS.at(-1)!) widths.push(width);
  return widths;
}

const WEBP = { quality: 80, effort: 4 } as const;
/**
 * The original is what staff download from the gallery and the media library, so it is re-encoded
 * well above the sizes' quality: at 92 a JPEG's second generation looks the same as the first.
 */
const ORIGINAL_JPEG_QUALITY = 92;
const ORIGINAL_WEBP_QUALITY = 90;

/** Whether a WebP holds lossless (VP8L) rather than lossy (VP8) image data, so a re-encode keeps it so. */
function isLosslessWebp(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // RIFF: a 12-byte header, then chunks of a four-character code, a little-endian size and the data,
  // padded to an even length. The image data comes after any VP8X, ICCP, ANIM or ALPH chunk.
  for (let offset = 12; offset + 8 <= bytes.byteLength; ) {
    const code = String.fromCharCode(...bytes.subarray(offset, offset + 4));
    if (code === "VP8L") return true;
    if (code === "VP8 ") return false;
    const size = view.getUint32(offset + 4, true);
    offset += 8 + size + (size % 2);
  }
  return false;
}

/**
 * The original in its own format again, for `image` opened with `autoOrient` so it is upright.
 * sharp writes no EXIF, XMP, IPTC or ICC profile unless asked (`keepMetadata`, `withMetadata`…),
 * and converts to sRGB, so the camera, the GPS position and the author's name stay behind. A JPEG
 * keeps its chroma subsampling, a palette PNG its palette, and a lossless WebP stays lossless; an
 * animated WebP keeps its first frame, which is all the sizes ever showed. Null for a format that
 * is not one of the three.
 */
function encodeOriginal(image: Sharp, metadata: Metadata, bytes: Uint8Array): Sharp | null {
  switch (metadata.format) {
    case "jpeg": {
      const chromaSubsampling = metadata.chromaSubsampling?.startsWith("4:4:4") ? "4:4:4" : "4:2:0";
      return image.jpeg({ quality: ORIGINAL_JPEG_QUALITY, chromaSubsampling });
    }
    case "png":
      return image.png({ palette: metadata.isPalette });
    case "webp":
      return image.webp(isLosslessWebp(bytes) ? { lossless: true } : { quality: ORIGINAL_WEBP_QUALITY });
    default:
      return null;
  }
}

/**
 * Decodes the image once to check it (a JPEG header on garbage, or more than MAX_IMAGE_PIXELS, is
 * refused before any work), then writes the original again without its metadata and the WebP
 * sizes. EXIF orientation is applied to both, so a portrait photo stays upright.
 */
export async function processImage(bytes: Uint8Array): Promise<ProcessedImage> {
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    // Only the header is read here, so no pixel limit yet: it is what tells a bomb from a broken file.
    metadata = await sharp(bytes, { limitInputPixels: false, autoOrient: true }).metadata();
  } catch {
    return { ok: false, error: t.notImage };
  }
  const { width, height } = metadata.autoOrient;
  if (width * height > MAX_IMAGE_PIXELS) return { ok: false, error: t.tooManyPixels };
  const input = sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, autoOrient: true });
  const original = encodeOriginal(input.clone(), metadata, bytes);
  if (!original) return { ok: false, error: t.notImage };
  try {
    const [clean, sizes] = await Promise.all([
      original.toBuffer(),
      Promise.all(
        variantWidths(width).map(async (target) => {
          const { data, info } = await input
            .clone()
            .resize({ width: target, withoutEnlargement: true })
            .webp(WEBP)
            .toBuffer({ resolveWithObject: true });
          return { width: info.width, height: info.height, data };
        }),
      ),
    ]);
    return { ok: true, width, height, original: clean, sizes };
  } catch {
    // Headers that parse over pixel data that does not (a truncated or forged file).
    return { ok: false, error: t.notImage };
  }
}

/** Whether a stored image carries anything a re-encode would leave behind. */
const carriesMetadata = (metadata: Metadata) =>
  Boolean(metadata.exif || metadata.xmp || metadata.iptc || metadata.icc || metadata.comments?.length);

/**
 * For an original stored before uploads were cleaned (ADR 0047): the file re-encoded as an upload's
 * original is now, or null when it already carries no metadata (one stored since, or one cleaned by
 * an earlier, interrupted pass), so that nothing is encoded twice. Throws for a file that does not
 * decode.
 */
export async function stripStoredOriginal(bytes: Uint8Array): Promise<Buffer | null> {
  const sharp = await loadSharp();
  const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  if (!carriesMetadata(metadata)) return null;
  const original = encodeOriginal(sharp(bytes, { limitInputPixels: MAX_IMAGE_PIXELS, autoOrient: true }), metadata, bytes);
  if (!original) throw new Error(`A stored original in ${metadata.format} format cannot be re-encoded`);
  return original.toBuffer();
}

type Purifier = { purify: ReturnType<typeof DOMPurifyType>; serializer: XMLSerializer };
let purifier: Promise<Purifier> | undefined;

/** A CSS url(…) pointing anywhere but a fragment of the same document. */
const EXTERNAL_URL = /url\s*\(\s*(?!['"]?\s*#)/i;
/** CSS that can fetch without url(), or hide a url( behind escapes. */
const UNSAFE_CSS = /\\|@import|@font-face|image-set\s*\(|(?:^|[^-\w])image\s*\(|(?:^|[^-\w])src\s*\(/i;

/** DOMPurify on a jsdom window, loaded on the first SVG upload only: the server starts without it. */
function getPurifier(): Promise<Purifier> {
  purifier ??= (async () => {
    const [{ default: createDOMPurify }, { JSDOM }] = await Promise.all([import("dompurify"), import("jsdom")]);
    const { window } = new JSDOM("");
    const purify = createDOMPurify(window);
    // DOMPurify removes scripts, event handlers, foreignObject and javascript: links; an SVG can
    // still fetch from elsewhere through href and CSS, which tracks whoever views it. Only links
    // inside the file itself, and embedded raster images, stay.
    purify.addHook("uponSanitizeAttribute", (_node, data) => {
      const name = data.attrName.toLowerCase();
      const value = data.attrValue.trim();
      if (name === "href" || name === "xlink:href") {
        data.keepAttr = value.startsWith("#") || /^data:image\/(png|jpe?g|webp|gif);base64,/i.test(value);
      } else if (EXTERNAL_URL.test(value) || (name === "style" && UNSAFE_CSS.test(value))) {
        data.keepAttr = false;
      }
    });
    purify.addHook("uponSanitizeElement", (node, data) => {
      if (data.tagName !== "style") return;
      const css = node.textContent ?? "";
      if (UNSAFE_CSS.test(css) || EXTERNAL_URL.test(css)) node.textContent = "";
    });
    return { purify, serializer: new window.XMLSerializer() };
  })();
  return purifier;
}

/**
 * The SVG with everything active or external removed, serialised as a standalone XML document;
 * null when what is left has no <svg> root.
 */
export async function sanitizeSvg(bytes: Uint8Array): Promise<string | null> {
  const text = decodeUtf8(bytes);
  if (text === null) return null;
  const { purify, serializer } = await getPurifier();
  const fragment = purify.sanitize(text, {
    USE_PROFILES: { svg: true, svgFilters: true },
    FORBID_TAGS: ["foreignObject"],
    RETURN_DOM_FRAGMENT: true,
  });
  const root = fragment.firstElementChild;
  if (!root || root.localName !== "svg" || root.namespaceURI !== "http://www.w3.org/2000/svg") return null;
  // XML serialisation: the file is served as image/svg+xml, which browsers parse as XML (an HTML
  // serialiser would write entities such as &nbsp; that XML does not know).
  return `<?xml version="1.0" encoding="UTF-8"?>\n${serializer.serializeToString(root)}\n`;
}

/** An SVG's size in CSS pixels (width/height, else the viewBox), when it states one. */
export async function svgSize(svg: string): Promise<{ width: number; height: number } | null> {
  const sharp = await loadSharp();
  try {
    const { width, height } = await sharp(Buffer.from(svg)).metadata();
    return { width, height };
  } catch {
    return null;
  }
}
