/**
 * Where uploaded files live (ADR 0023): by default a folder in the data directory, or an
 * S3-compatible bucket. Both look the same to the rest of the site, which serves every file through
 * its own /media/ URLs, so headers and the Content-Security-Policy hold whatever the store.
 */

/** Inclusive byte offsets, as in an HTTP Range header. */
export type ByteRange = { start: number; end: number };

export interface FileStore {
  readonly kind: "local" | "s3";
  /** Writes the whole file; a reader never sees half of it. */
  put(key: string, body: Uint8Array, contentType: string): Promise<void>;
  /** The file's bytes, or the range of them; null when no file has the key. */
  read(key: string, range?: ByteRange): Promise<ReadableStream<Uint8Array> | null>;
  /** Removes the files; keys that do not exist are not an error. */
  delete(keys: readonly string[]): Promise<void>;
  /** Every key in the store (backups); anything else found there, such as a half-written file, is left out. */
  list(): AsyncIterable<string>;
}

/** Keys are made by the server (`{uuid}/{file}`); anything else is a bug or an attack, never a path. */
const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/[a-z0-9]+\.[a-z0-9]+$/;

export function isValidKey(key: string): boolean {
  return KEY.test(key);
}

export function assertValidKey(key: string): void {
  if (!isValidKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
}
