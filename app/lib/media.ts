/**
 * Uploaded files as pages see them: their URLs and the `<img>` attributes of an image's sizes
 * (ADR 0023). Shared by the browser and the server; kept free of server imports and small, since
 * public pages ship it.
 */

/** The widths an image is made in at upload (WebP), none wider than the original. */
export const IMAGE_WIDTHS = [320, 640, 960, 1280, 1920] as const;

/** Every file is served by the site itself under this path, whatever store holds it. */
const MEDIA_URL_PREFIX = "/media/";

/** One web-friendly size of an image, as the media record keeps it. */
export type MediaVariant = { width: number; height: number; key: string; size: number };

/** What a page needs from a media record to show an image. */
export type ResponsiveImageSource = {
  /** The original's storage key (`{id}/original.{ext}`). */
  key: string;
  width: number | null;
  height: number | null;
  variants: readonly Pick<MediaVariant, "width" | "height" | "key">[];
};

/** The site URL of a stored file; keys are `{uuid}/{file}` and need no escaping. */
export function mediaUrl(key: string): string {
  return `${MEDIA_URL_PREFIX}${key}`;
}

/** The record id of a site media URL (`/media/{id}/…`), or null for any other address. */
export function mediaIdFromUrl(url: string): string | null {
  const match = /^\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\/[^/?#]+$/.exec(url);
  return match?.[1] ?? null;
}

export type ImageAttributes = {
  src: string;
  srcSet?: string;
  sizes?: string;
  width?: number;
  height?: number;
};

/**
 * `src`, `srcSet`, `sizes`, `width` and `height` for an `<img>`: the browser picks the smallest size
 * that fills the slot `sizes` describes, so a phone never downloads the desktop size. `src` is the
 * largest size up to 1280 px, for the rare browser without srcset. An image without sizes (an SVG
 * logo) is its original.
 */
export function imageAttributes(image: ResponsiveImageSource, sizes: string): ImageAttributes {
  const variants = [...image.variants].sort((a, b) => a.width - b.width);
  const largest = variants.at(-1);
  if (!largest) {
    return {
      src: mediaUrl(image.key),
      ...(image.width && image.height ? { width: image.width, height: image.height } : {}),
    };
  }
  const fallback = variants.filter((v) => v.width <= 1280).at(-1) ?? variants[0]!;
  return {
    src: mediaUrl(fallback.key),
    srcSet: variants.map((v) => `${mediaUrl(v.key)} ${v.width}w`).join(", "),
    sizes,
    // The intrinsic ratio, so the page keeps the image's place before it loads (no layout shift).
    width: largest.width,
    height: largest.height,
  };
}
