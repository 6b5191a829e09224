/**
 * Image originals stored before uploads were cleaned of photo metadata (ADR 0047) were kept byte for
 * byte, GPS position included, at addresses content already links to. One pass after the server
 * starts rewrites each of them in place, as a new upload's original is made, and then records in
 * seed_runs that it is done, so every later start costs one query and never loads sharp.
 */
import { and, asc, eq, gt } from "drizzle-orm";

import { galleryItems, mediaFiles, seedRuns } from "~/db/schema";
import type { Db } from "~/db/types";
import { db } from "~/server/db.server";
import { stripStoredOriginal } from "~/server/images.server";
import { getFileStore, type FileStore } from "~/server/storage/index.server";

/** The pass's row in seed_runs, the table of one-time work done on the data. */
export const ORIGINALS_PASS = "media-originals-without-metadata";

/** Records read per query: a page of keys, not of files (each file is read on its own). */
const BATCH = 100;

export type OriginalsPassResult = { cleaned: number; failed: number };

type ImageRecord = { id: string; storageKey: string; mimeType: string };

/**
 * Rewrites one original without its metadata; false when there was nothing to remove. The record is
 * locked while the file is written, so a delete waits and then removes the new file too, instead of
 * leaving it behind. Its size (and a gallery card's copy of it) follows the file: a reader sees the
 * old size with the new file only between the write and the commit.
 */
async function cleanOriginal(database: Db, store: FileStore, record: ImageRecord): Promise<boolean> {
  const stream = await store.read(record.storageKey);
  // Nothing stored, so nothing served (serve-media logs the record's missing file when it is asked for).
  if (!stream) return false;
  const stored = new Uint8Array(await new Response(stream).arrayBuffer());
  const clean = await stripStoredOriginal(stored);
  const size = (clean ?? stored).byteLength;
  return database.transaction(async (tx) => {
    const [current] = await tx.select({ size: mediaFiles.size }).from(mediaFiles).where(eq(mediaFiles.id, record.id)).for("update");
    if (!current) return false;
    if (clean) await store.put(record.storageKey, clean, record.mimeType);
    // Also mends a size left behind when an earlier pass wrote the file but could not commit.
    if (current.size !== size) {
      await tx.update(mediaFiles).set({ size }).where(eq(mediaFiles.id, record.id));
      await tx.update(galleryItems).set({ size }).where(eq(galleryItems.mediaId, record.id));
    }
    return clean !== null;
  });
}

/**
 * Goes through every image record once, one file at a time, so a site with hundreds of photos keeps
 * serving while it runs. A file that fails is logged and left for the next start, which goes through
 * them all again (those already clean are only read); null when the pass has been done before.
 */
export async function cleanStoredOriginals(options: { store?: FileStore; signal?: AbortSignal } = {}): Promise<OriginalsPassResult | null> {
  const database = await db();
  const [done] = await database.select({ name: seedRuns.name }).from(seedRuns).where(eq(seedRuns.name, ORIGINALS_PASS));
  if (done) return null;
  const store = options.store ?? (await getFileStore());
  const result: OriginalsPassResult = { cleaned: 0, failed: 0 };
  let after: string | null = null;
  for (;;) {
    const records: ImageRecord[] = await database
      .select({ id: mediaFiles.id, storageKey: mediaFiles.storageKey, mimeType: mediaFiles.mimeType })
      .from(mediaFiles)
      .where(and(eq(mediaFiles.type, "image"), after === null ? undefined : gt(mediaFiles.id, after)))
      .orderBy(asc(mediaFiles.id))
      .limit(BATCH);
    for (const record of records) {
      // Stopped by a shutdown: the next start begins again.
      if (options.signal?.aborted) return result;
      try {
        if (await cleanOriginal(database, store, record)) result.cleaned++;
      } catch (error) {
        result.failed++;
        console.error(`Media ${record.id}: photo metadata could not be removed from ${record.storageKey}`, error);
      }
    }
    if (records.length < BATCH) break;
    after = records.at(-1)!.id;
  }
  if (result.failed === 0) await database.insert(seedRuns).values({ name: ORIGINALS_PASS }).onConflictDoNothing();
  return result;
}

/** Runs the pass in the background of a starting server; stop() ends it after the file in hand. */
export function startOriginalsPass(): { stop: () => Promise<void> } {
  const controller = new AbortController();
  const pass = cleanStoredOriginals({ signal: controller.signal })
    .then((result) => {
      if (result?.cleaned) console.log(`Photo metadata removed from ${result.cleaned} stored image originals (ADR 0047)`);
      if (result?.failed) console.error(`${result.failed} stored image originals still carry photo metadata; the next start tries again`);
    })
    .catch((error: unknown) => console.error("Stored image originals could not be checked for photo metadata:", error));
  return {
    stop: async () => {
      controller.abort();
      await pass;
    },
  };
}
