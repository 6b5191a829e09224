/**
 * The site's logo (admin only): an upload of kind "logo" (JPG, PNG, WEBP or
 * sanitised SVG, ADR 0023) whose location is saved as the site_logo setting (JSON-encoded, category
 * branding) through the settings registry, which records the change in the audit log.
 */
import { mediaIdFromUrl, mediaUrl } from "~/lib/media";
import type { AuditActor } from "~/server/audit.server";
import { deleteMedia, findResponsiveImages } from "~/server/media.server";
import { saveSiteSettings } from "~/server/settings.server";
import { uploadMedia } from "~/server/uploads.server";

export type LogoOutcome =
  | { ok: true; url: string }
  /** The file itself was refused (no file, wrong format, too large): the message staff see. */
  | { ok: false; reason: "refused"; status: 400 | 413 | 415; error: string }
  /** The store or the media record failed: nothing was kept. */
  | { ok: false; reason: "upload" }
  /** The setting could not be saved: the uploaded file was removed again. */
  | { ok: false; reason: "save" };

export async function replaceSiteLogo(file: File | null, by: AuditActor): Promise<LogoOutcome> {
  let upload: Awaited<ReturnType<typeof uploadMedia>>;
  try {
    upload = await uploadMedia({ file, kind: "logo", uploadedBy: by.id });
  } catch (error) {
    console.error("The logo could not be stored:", error);
    return { ok: false, reason: "upload" };
  }
  if (!upload.ok) return { ok: false, reason: "refused", status: upload.status, error: upload.error };
  try {
    await saveSiteSettings({ site_logo: upload.media.url }, by);
  } catch (error) {
    console.error("The logo setting could not be saved:", error);
    await deleteMedia(upload.media.id);
    return { ok: false, reason: "save" };
  }
  return { ok: true, url: upload.media.url };
}

/** Wide enough for the header's 40 px tall logo (up to 160 px wide) on a 2× screen. */
const HEADER_LOGO_WIDTH = 320;

/**
 * What the header and footer load for the stored logo: an uploaded raster logo's smallest size that
 * is still sharp there, rather than the original (up to 5 MB); an SVG, or an address that is not an
 * upload, as stored. null: no logo stored.
 */
export async function siteLogoSource(stored: string): Promise<string | null> {
  if (!stored) return null;
  if (!mediaIdFromUrl(stored)) return stored;
  const image = (await findResponsiveImages([stored])).get(stored);
  const sizes = [...(image?.variants ?? [])].sort((a, b) => a.width - b.width);
  const size = sizes.find((v) => v.width >= HEADER_LOGO_WIDTH) ?? sizes.at(-1);
  return size ? mediaUrl(size.key) : stored;
}
