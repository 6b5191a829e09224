import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterEach, beforeEach, describe, expect, it } from "vitest";

import { createLocalFileStore } from "./local-store.server";

const id = "0b6f3c1e-8a52-4f0e-9d7c-2f1a5b6c7d8e";
let root: string;
beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), "local-store-"));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const text = async (stream: ReadableStream<Uint8Array> | null) => (stream ? new Response(stream).text() : null);

describe("local file store", () => {
  it("writes, reads whole or in part, and deletes a record's folder with its files", async () => {
    const store = createLocalFileStore(root);
    await store.put(`${id}/original.txt`, new TextEncoder().encode("Привет, мир"), "text/plain");
    await store.put(`${id}/320.webp`, new Uint8Array([1, 2, 3]), "image/webp");
    expect(await text(await store.read(`${id}/original.txt`))).toBe("Привет, мир");
    // "мир" is the last six bytes.
    expect(await text(await store.read(`${id}/original.txt`, { start: 14, end: 19 }))).toBe("мир");
    expect(await readdir(path.join(root, id))).toEqual(["320.webp", "original.txt"]);

    await store.delete([`${id}/original.txt`, `${id}/320.webp`, `${id}/640.webp`]);
    expect(await store.read(`${id}/original.txt`)).toBeNull();
    expect(await readdir(root)).toEqual([]);
  });

  it("answers null for a key it does not hold", async () => {
    expect(await createLocalFileStore(root).read(`${id}/original.jpg`)).toBeNull();
  });

  it("refuses any key that is not {uuid}/{name}.{ext}: no way out of its folder", async () => {
    const store = createLocalFileStore(root);
    for (const key of ["../secret.txt", `${id}/../../etc/passwd`, "/etc/passwd", `${id}/a/b.txt`, `${id}\\..\\x.txt`, `${id}/.htaccess`]) {
      await expect(store.read(key)).rejects.toThrow(/Invalid storage key/);
      await expect(store.put(key, new Uint8Array([1]), "text/plain")).rejects.toThrow(/Invalid storage key/);
    }
    expect(await readdir(root)).toEqual([]);
  });
});
