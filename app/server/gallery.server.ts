/**
 * The gallery (issue 9 point 11): items a visitor can view and download,
 * each made from one uploaded file of the media library in one step. An item keeps the file's
 * /media/… address, type and size; deleting the item deletes that file too (it was uploaded for
 * the item) unless other content uses it, and the media library refuses to delete the file while
 * the item shows it (ADR 0038).
 */
import { count, desc, eq } from "drizzle-orm";

import { galleryItems, mediaFiles } from "~/db/schema";
import { GALLERY_TYPES, type GALLERY_CATEGORIES } from "~/lib/constants";
import { mediaUrl } from "~/lib/media";
import { recordChange, type AuditActor } from "~/server/audit.server";
import { db, inTransaction } from "~/server/db.server";
import { deleteUnusedMedia } from "~/server/media.server";
import type { FileStore } from "~/server/storage/index.server";

export type GalleryCategory = (typeof GALLERY_CATEGORIES)[number];
export type GalleryType = (typeof GALLERY_TYPES)[number];
export type GalleryRow = typeof galleryItems.$inferSelect;

export type GalleryList = {
  /** Newest first, in the chosen category (all without one). */
  items: (GalleryRow & { originalName: string | null })[];
  /** The whole gallery, whatever the tab: the screen's counters. */
  counts: Record<GalleryType, number>;
};

export async function listGallery(category?: GalleryCategory): Promise<GalleryList> {
  const database = await db();
  const [rows, byType] = await Promise.all([
    database
      .select({ item: galleryItems, originalName: mediaFiles.originalName })
      .from(galleryItems)
      .leftJoin(mediaFiles, eq(mediaFiles.id, galleryItems.mediaId))
      .where(category ? eq(galleryItems.category, category) : undefined)
      .orderBy(desc(galleryItems.createdAt), desc(galleryItems.id)),
    database.select({ type: galleryItems.type, n: count() }).from(galleryItems).groupBy(galleryItems.type),
  ]);
  const counts = Object.fromEntries(GALLERY_TYPES.map((type) => [type, 0])) as Record<GalleryType, number>;
  for (const { type, n } of byType) counts[type as GalleryType] = n;
  return { items: rows.map(({ item, originalName }) => ({ ...item, originalName })), counts };
}

export type GalleryInput = { title: string; description?: string | null; category: GalleryCategory; mediaId: string };

/** The card's type badge from the file's type: an SVG is an image. */
function galleryType(mediaType: string): GalleryType | null {
  if (mediaType === "image" || mediaType === "vector") return "image";
  if (mediaType === "video" || mediaType === "document") return mediaType;
  return null;
}

/** A preview no wider than a card needs (the 640 px size, or the largest below it). */
function thumbnailOf(variants: { width: number; key: string }[]): string | null {
  const sorted = [...variants].sort((a, b) => a.width - b.width);
  const pick = sorted.find((v) => v.width >= 640) ?? sorted.at(-1);
  return pick ? mediaUrl(pick.key) : null;
}

/** Adds an item for an uploaded file, with its audit entry; null when the file does not exist. */
export async function createGalleryItem(input: GalleryInput, actor: AuditActor): Promise<GalleryRow | null> {
  return inTransaction(async (tx) => {
    const [media] = await tx.select().from(mediaFiles).where(eq(mediaFiles.id, input.mediaId.toLowerCase()));
    const type = media ? galleryType(media.type) : null;
    if (!media || !type) return null;
    const [row] = await tx
      .insert(galleryItems)
      .values({
        title: input.title,
        description: input.description || null,
        type,
        url: mediaUrl(media.storageKey),
        thumbnail: thumbnailOf(media.variants),
        category: input.category,
        size: media.size,
        mediaId: media.id,
      })
      .returning();
    await recordChange(tx, {
      actor,
      action: "create",
      entity: "gallery_item",
      entityId: row!.id,
      label: row!.title,
    });
    return row!;
  });
}

/**
 * Deletes the item with its audit entry, then the media file it was made from, with the file's own
 * entry, and its stored files, unless other content uses the file. False when there is no such item.
 */
export async function deleteGalleryItem(id: string, actor: AuditActor, store?: FileStore): Promise<boolean> {
  const deleted = await inTransaction(async (tx) => {
    const [row] = await tx.delete(galleryItems).where(eq(galleryItems.id, id)).returning();
    if (!row) return null;
    await recordChange(tx, { actor, action: "delete", entity: "gallery_item", entityId: row.id, label: row.title });
    return row;
  });
  if (!deleted) return false;
  // The file was uploaded for the item; if content elsewhere has picked it since, it stays for that (ADR 0038).
  if (deleted.mediaId) await deleteUnusedMedia(deleted.mediaId, store, actor);
  return true;
}
