/**
 * The media library (issue 9): uploaded files' records, their counters and
 * the bytes they take, and deletion with their files.
 */
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from "drizzle-orm";

import { mediaFiles } from "~/db/schema";
import { MEDIA_TYPES } from "~/lib/constants";
import { mediaIdFromUrl, mediaUrl, type ResponsiveImageSource } from "~/lib/media";
import type { MediaListQuery, MediaType } from "~/schemas/media";
import { recordChange, type AuditActor } from "~/server/audit.server";
import { db } from "~/server/db.server";
import { findMediaUses, type MediaUse } from "~/server/media-usage.server";
import { getFileStore, type FileStore } from "~/server/storage/index.server";

export type MediaRow = typeof mediaFiles.$inferSelect;

/** A record as the API answers it: URLs instead of storage keys. */
export type MediaItem = {
  id: string;
  name: string;
  originalName: string;
  type: MediaType;
  category: string | null;
  mimeType: string;
  /** The original's bytes. */
  size: number;
  /** The original and every size together. */
  storedBytes: number;
  width: number | null;
  height: number | null;
  url: string;
  variants: { width: number; height: number; size: number; url: string }[];
  /** What `imageAttributes` / `<MediaImage>` need. */
  image: ResponsiveImageSource | null;
  uploadedBy: string | null;
  createdAt: string;
};

export function toMediaItem(row: MediaRow): MediaItem {
  const isImage = row.type === "image" || row.type === "vector";
  return {
    id: row.id,
    name: row.name,
    originalName: row.originalName,
    type: row.type as MediaType,
    category: row.category,
    mimeType: row.mimeType,
    size: row.size,
    storedBytes: row.size + row.variants.reduce((sum, v) => sum + v.size, 0),
    width: row.width,
    height: row.height,
    url: mediaUrl(row.storageKey),
    variants: row.variants.map((v) => ({ width: v.width, height: v.height, size: v.size, url: mediaUrl(v.key) })),
    image: isImage ? { key: row.storageKey, width: row.width, height: row.height, variants: row.variants } : null,
    uploadedBy: row.uploadedBy,
    createdAt: row.createdAt.toISOString(),
  };
}

export type MediaCounts = Record<MediaType, number>;

export type MediaList = {
  items: MediaItem[];
  /** Records matching the filters, for paging. */
  total: number;
  /** The whole library, whatever the filters: the screen's counters. */
  counts: MediaCounts;
  /** Bytes of every original and size in the store. */
  storageBytes: number;
};

/** `%`, `_` and `\` typed into the search box are literal characters, not patterns. */
function likePattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const variantBytes = sql<number>`coalesce((select sum((v->>'size')::bigint) from jsonb_array_elements(${mediaFiles.variants}) v), 0)`;

/**
 * Newest first, filtered by the screen's tab (type), category and search (name or original name).
 * `types`, when given, replaces `query.type`: the library's "images" tab holds images and SVGs.
 */
export async function listMedia(query: MediaListQuery, types?: readonly MediaType[]): Promise<MediaList> {
  const database = await db();
  const filters: SQL[] = [];
  if (types) filters.push(inArray(mediaFiles.type, [...types]));
  else if (query.type) filters.push(eq(mediaFiles.type, query.type));
  if (query.category) filters.push(eq(mediaFiles.category, query.category));
  if (query.search) {
    const pattern = likePattern(query.search);
    filters.push(or(ilike(mediaFiles.name, pattern), ilike(mediaFiles.originalName, pattern))!);
  }
  const where = filters.length > 0 ? and(...filters) : undefined;
  const [rows, [matching], byType, [usage]] = await Promise.all([
    database
      .select()
      .from(mediaFiles)
      .where(where)
      .orderBy(desc(mediaFiles.createdAt), desc(mediaFiles.id))
      .limit(query.limit)
      .offset(query.offset),
    database.select({ n: count() }).from(mediaFiles).where(where),
    database.select({ type: mediaFiles.type, n: count() }).from(mediaFiles).groupBy(mediaFiles.type),
    database.select({ bytes: sql<string | null>`sum(${mediaFiles.size} + ${variantBytes})` }).from(mediaFiles),
  ]);
  const counts = Object.fromEntries(MEDIA_TYPES.map((type) => [type, 0])) as MediaCounts;
  for (const { type, n } of byType) counts[type as MediaType] = n;
  return {
    items: rows.map(toMediaItem),
    total: matching?.n ?? 0,
    counts,
    // sum() of bigint is numeric, which both drivers hand over as a string.
    storageBytes: Number(usage?.bytes ?? 0),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The record, or null; an id that is not a UUID is simply not found. */
export async function findMedia(id: string): Promise<MediaRow | null> {
  if (!UUID.test(id)) return null;
  const database = await db();
  const [row] = await database.select().from(mediaFiles).where(eq(mediaFiles.id, id.toLowerCase()));
  return row ?? null;
}

/** Every file a record owns in the store: the original and its sizes. */
function storageKeysOf(row: Pick<MediaRow, "storageKey" | "variants">): string[] {
  return [row.storageKey, ...row.variants.map((v) => v.key)];
}

/** What a delete from the media library came to. */
export type MediaDeleteOutcome = { ok: true } | { ok: false; reason: "not-found" } | { ok: false; reason: "in-use"; uses: MediaUse[] };

/**
 * Deletes the record, then its files. The record goes first, so the site stops serving the file at
 * once; should the store fail afterwards, the files are logged for removal by hand and the delete
 * still stands (the store is never read without a record). With `ifUnused`, a file that content
 * still uses (ADR 0038) is left as it is; the check runs in the delete's transaction.
 */
async function removeMedia(id: string, options: { store?: FileStore; actor?: AuditActor; ifUnused: boolean }): Promise<MediaDeleteOutcome> {
  if (!UUID.test(id)) return { ok: false, reason: "not-found" };
  const mediaId = id.toLowerCase();
  const database = await db();
  // A staff screen's delete is recorded in the audit log, in the same transaction as the delete.
  const outcome = await database.transaction(async (tx): Promise<{ row: MediaRow } | { uses: MediaUse[] } | null> => {
    if (options.ifUnused) {
      const uses = (await findMediaUses([mediaId], tx)).get(mediaId);
      if (uses) {
        const [exists] = await tx.select({ id: mediaFiles.id }).from(mediaFiles).where(eq(mediaFiles.id, mediaId));
        return exists ? { uses } : null;
      }
    }
    const [deleted] = await tx.delete(mediaFiles).where(eq(mediaFiles.id, mediaId)).returning();
    if (deleted && options.actor) {
      await recordChange(tx, {
        actor: options.actor,
        action: "delete",
        entity: "media",
        entityId: deleted.id,
        label: deleted.originalName,
      });
    }
    return deleted ? { row: deleted } : null;
  });
  if (!outcome) return { ok: false, reason: "not-found" };
  if ("uses" in outcome) return { ok: false, reason: "in-use", uses: outcome.uses };
  const keys = storageKeysOf(outcome.row);
  try {
    await (options.store ?? (await getFileStore())).delete(keys);
  } catch (error) {
    console.error(`Media ${outcome.row.id} deleted, but its files could not be removed from the store: ${keys.join(", ")}`, error);
  }
  return { ok: true };
}

/**
 * Deletes a file whatever uses it: for an upload whose record was never saved anywhere (a failed
 * save's clean-up). False when there is no such file.
 */
export async function deleteMedia(id: string, store?: FileStore, actor?: AuditActor): Promise<boolean> {
  return (await removeMedia(id, { store, actor, ifUnused: false })).ok;
}

/** The media library's delete: refused, changing nothing, while a record still uses the file. */
export function deleteUnusedMedia(id: string, store?: FileStore, actor?: AuditActor): Promise<MediaDeleteOutcome> {
  return removeMedia(id, { store, actor, ifUnused: true });
}

/**
 * For public pages whose content holds image URLs (a hero background, a case's images): the sizes of
 * each URL that is an uploaded image of this site. Other URLs are absent from the map, and a page
 * shows them as a plain `<img src>`.
 */
export async function findResponsiveImages(urls: readonly string[]): Promise<Map<string, ResponsiveImageSource>> {
  const ids = [...new Set(urls.map(mediaIdFromUrl).filter((id): id is string => id !== null))];
  const found = new Map<string, ResponsiveImageSource>();
  if (ids.length === 0) return found;
  const database = await db();
  const rows = await database.select().from(mediaFiles).where(inArray(mediaFiles.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const url of urls) {
    const id = mediaIdFromUrl(url);
    const row = id ? byId.get(id) : undefined;
    if (row && (row.type === "image" || row.type === "vector")) {
      found.set(url, { key: row.storageKey, width: row.width, height: row.height, variants: row.variants });
    }
  }
  return found;
}
