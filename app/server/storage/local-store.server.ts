import { randomBytes } from "node:crypto";
import { mkdir, open, readdir, rename, rm, rmdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";

import { assertValidKey, isValidKey, type ByteRange, type FileStore } from "./file-store.server";

function isMissing(error: unknown): boolean {
  return (error as NodeJS.ErrnoException | null)?.code === "ENOENT";
}

/** Files under one folder (by default DATA_DIR/uploads), one sub-folder per media record. */
export function createLocalFileStore(root: string): FileStore {
  const base = path.resolve(root);
  const fileOf = (key: string) => {
    assertValidKey(key);
    const file = path.resolve(base, key);
    // The key pattern already rules out "..", separators and absolute paths; this holds even if it changes.
    if (!file.startsWith(base + path.sep)) throw new Error(`Storage key outside the store: ${key}`);
    return file;
  };

  return {
    kind: "local",
    async put(key, body) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside and renamed: a concurrent reader sees no file or the whole file.
      const partial = `${file}.${randomBytes(6).toString("hex")}.partial`;
      try {
        await writeFile(partial, body, { flag: "wx" });
        await rename(partial, file);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
    },
    async read(key, range?: ByteRange) {
      let handle;
      try {
        handle = await open(fileOf(key), "r");
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      // The stream owns the handle from here and closes it at the end, on error or when the client goes away.
      const stream = handle.createReadStream(range ? { start: range.start, end: range.end } : {});
      return Readable.toWeb(stream) as ReadableStream<Uint8Array>;
    },
    async delete(keys) {
      const files = keys.map(fileOf);
      await Promise.all(files.map((file) => rm(file, { force: true })));
      // The record's folder goes once empty; another file still in it (or none at all) is fine.
      for (const folder of new Set(files.map((file) => path.dirname(file)))) {
        await rmdir(folder).catch(() => {});
      }
    },
    async *list() {
      let entries;
      try {
        entries = await readdir(base, { recursive: true, withFileTypes: true });
      } catch (error) {
        if (isMissing(error)) return;
        throw error;
      }
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const key = path.relative(base, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
        if (isValidKey(key)) yield key;
      }
    },
  };
}
