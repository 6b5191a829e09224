import { describe, expect, it, vi } from "vitest";

import * as files from "../../tests/fixtures/media-files";

import type { FileStore } from "./storage/index.server";
import { downloadName, uploadMedia } from "./uploads.server";

describe("downloadName", () => {
  it("keeps the uploaded name, Cyrillic included, with the extension of what the file is", () => {
    expect(downloadName("Коммерческое предложение.pdf", "pdf")).toBe("Коммерческое предложение.pdf");
    expect(downloadName("фото.JPEG", "jpg")).toBe("фото.JPEG");
    expect(downloadName("invoice.pdf.exe", "pdf")).toBe("invoice.pdf.exe.pdf");
    expect(downloadName("logo", "svg")).toBe("logo.svg");
  });

  it("drops folders, control characters and right-to-left tricks", () => {
    expect(downloadName("C:\\Users\\a\\отчёт.pdf", "pdf")).toBe("отчёт.pdf");
    expect(downloadName("../../etc/passwd", "txt")).toBe("passwd.txt");
    expect(downloadName("a\u0000b\r\n.txt", "txt")).toBe("ab.txt");
    expect(downloadName("photo\u202Egpj.exe", "jpg")).toBe("photogpj.exe.jpg");
    expect(downloadName("", "pdf")).toBe("file.pdf");
  });
});

describe("uploadMedia", () => {
  it("leaves nothing in the store when writing one of an image's files fails", async () => {
    const written = new Set<string>();
    const store: FileStore = {
      kind: "local",
      put: vi.fn(async (key: string) => {
        if (key.endsWith("/960.webp")) throw new Error("disk full");
        written.add(key);
      }),
      read: async () => null,
      delete: vi.fn(async (keys: readonly string[]) => keys.forEach((key) => written.delete(key))),
      list: async function* () {},
    };
    const file = new File([await files.jpeg(1600, 1000)], "фото.jpg", { type: "image/jpeg" });
    await expect(uploadMedia({ file, kind: "image", uploadedBy: "u1" }, store)).rejects.toThrow("disk full");
    expect(store.put).toHaveBeenCalledTimes(6);
    expect([...written]).toEqual([]);
  });

  it("refuses before touching the store: no file, wrong format, too large", async () => {
    const store: FileStore = { kind: "local", put: vi.fn(), read: async () => null, delete: vi.fn(), list: async function* () {} };
    const upload = (file: File | null) => uploadMedia({ file, kind: "image", uploadedBy: "u1" }, store);
    expect(await upload(null)).toEqual({ ok: false, status: 400, error: "Пожалуйста, выберите файл" });
    expect(await upload(new File([], "empty.jpg"))).toEqual({ ok: false, status: 400, error: "Пожалуйста, выберите файл" });
    expect(await upload(new File([files.html()], "photo.jpg", { type: "image/jpeg" }))).toEqual({
      ok: false,
      status: 415,
      error: "Пожалуйста, выберите изображение",
    });
    const big = await files.largeJpeg(5 * 1024 * 1024 + 1);
    expect(await upload(new File([big], "big.jpg", { type: "image/jpeg" }))).toEqual({
      ok: false,
      status: 413,
      error: "Размер файла не должен превышать 5MB",
    });
    // Over the limit and not an image: the format is reported before the size.
    expect(await upload(new File([Buffer.alloc(6 * 1024 * 1024, "a")], "big.jpg"))).toEqual({
      ok: false,
      status: 415,
      error: "Пожалуйста, выберите изображение",
    });
    expect(store.put).not.toHaveBeenCalled();
  });
});
