import sharp from "sharp";
import { describe, expect, it } from "vitest";

import * as ru from "~/i18n/ru";
import * as files from "../../tests/fixtures/media-files";

import { detectFile, processImage, sanitizeSvg, stripStoredOriginal, variantWidths } from "./images.server";

const t = ru.media.upload;

describe("detectFile: the type comes from the bytes", () => {
  it("accepts JPG, PNG and WEBP as images", async () => {
    expect(await detectFile("image", await files.jpeg(40, 30))).toEqual({ ok: true, file: { ext: "jpg", mime: "image/jpeg", type: "image" } });
    expect(await detectFile("image", await files.png())).toMatchObject({ ok: true, file: { ext: "png", mime: "image/png" } });
    expect(await detectFile("image", await files.webp())).toMatchObject({ ok: true, file: { ext: "webp", mime: "image/webp" } });
  });

  it("tells another image format which formats are supported", async () => {
    expect(await detectFile("image", await files.gif())).toEqual({ ok: false, error: t.imageFormats });
    expect(await detectFile("image", files.svgWithScript())).toEqual({ ok: false, error: t.imageFormats });
    expect(await detectFile("logo", await files.gif())).toEqual({ ok: false, error: t.logoFormats });
  });

  it("tells anything else that it is not an image, whatever it is called", async () => {
    for (const bytes of [files.elf(), files.html(), files.text(), files.pdf(), files.mp4()]) {
      expect(await detectFile("image", bytes)).toEqual({ ok: false, error: t.notImage });
      expect(await detectFile("logo", bytes)).toEqual({ ok: false, error: t.notImage });
    }
  });

  it("accepts SVG for the logo only, with or without an XML declaration", async () => {
    const bare = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"/>');
    for (const svg of [files.svgWithScript(), bare]) {
      expect(await detectFile("logo", svg)).toEqual({ ok: true, file: { ext: "svg", mime: "image/svg+xml", type: "vector" } });
    }
  });

  it("accepts MP4 and WEBM as videos, nothing else", async () => {
    expect(await detectFile("video", files.mp4())).toEqual({ ok: true, file: { ext: "mp4", mime: "video/mp4", type: "video" } });
    expect(await detectFile("video", files.webm())).toMatchObject({ ok: true, file: { ext: "webm", mime: "video/webm" } });
    expect(await detectFile("video", await files.jpeg(10, 10))).toEqual({ ok: false, error: t.videoFormats });
    expect(await detectFile("video", files.elf())).toEqual({ ok: false, error: t.videoFormats });
  });

  it("accepts PDF, DOCX, XLSX and plain UTF-8 text as documents, not executables or binaries", async () => {
    expect(await detectFile("document", files.pdf())).toMatchObject({ ok: true, file: { ext: "pdf", mime: "application/pdf", type: "document" } });
    expect(await detectFile("document", files.docx())).toMatchObject({ ok: true, file: { ext: "docx" } });
    expect(await detectFile("document", files.xlsx())).toMatchObject({ ok: true, file: { ext: "xlsx" } });
    expect(await detectFile("document", files.text())).toEqual({
      ok: true,
      file: { ext: "txt", mime: "text/plain; charset=utf-8", type: "document" },
    });
    expect(await detectFile("document", files.elf())).toEqual({ ok: false, error: t.documentFormats });
    expect(await detectFile("document", Buffer.from([0x00, 0xff, 0xfe, 0x10, 0x80]))).toEqual({ ok: false, error: t.documentFormats });
    expect(await detectFile("document", files.zip({ "a.txt": "x" }))).toEqual({ ok: false, error: t.documentFormats });
  });
});

describe("variantWidths", () => {
  it("never makes a size wider than the original, and keeps the original's own width up to 1920", () => {
    expect(variantWidths(3000)).toEqual([320, 640, 960, 1280, 1920]);
    expect(variantWidths(1920)).toEqual([320, 640, 960, 1280, 1920]);
    expect(variantWidths(1000)).toEqual([320, 640, 960, 1000]);
    expect(variantWidths(200)).toEqual([200]);
  });
});

describe("processImage", () => {
  it("makes WebP sizes with their real dimensions", async () => {
    const result = await processImage(await files.jpeg(3000, 2000));
    if (!result.ok) throw new Error(result.error);
    expect([result.width, result.height]).toEqual([3000, 2000]);
    expect(result.sizes.map((s) => [s.width, s.height])).toEqual([
      [320, 213],
      [640, 427],
      [960, 640],
      [1280, 853],
      [1920, 1280],
    ]);
    for (const size of result.sizes) {
      const meta = await sharp(size.data).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(["webp", size.width, size.height]);
    }
  });

  it("turns a portrait photo upright (EXIF orientation) and drops its metadata", async () => {
    const result = await processImage(await files.jpeg(600, 400, { orientation: 6 }));
    if (!result.ok) throw new Error(result.error);
    expect([result.width, result.height]).toEqual([400, 600]);
    expect(result.sizes.map((s) => [s.width, s.height])).toEqual([
      [320, 480],
      [400, 600],
    ]);
    expect((await sharp(result.sizes[0]!.data).metadata()).exif).toBeUndefined();
  });

  it("re-encodes the original in its own format, upright, in sRGB and without EXIF, XMP or IPTC", async () => {
    const photo = await files.taggedPhoto();
    const result = await processImage(photo);
    if (!result.ok) throw new Error(result.error);
    const original = await sharp(result.original).metadata();
    expect([original.format, original.width, original.height, original.orientation]).toEqual(["jpeg", 400, 600, undefined]);
    expect([original.exif, original.xmp, original.iptc, original.icc]).toEqual([undefined, undefined, undefined, undefined]);
    expect(original.space).toBe("srgb");
    // A wide-gamut photo comes out as sRGB with no profile attached (sharp converts its pixels).
    const p3 = await processImage(await sharp(await files.jpeg(300, 200)).withIccProfile("p3").jpeg().toBuffer());
    if (!p3.ok) throw new Error(p3.error);
    expect(await sharp(p3.original).metadata()).toMatchObject({ space: "srgb", hasProfile: false });
  });

  it("keeps what matters about the original's encoding: 4:4:4 chroma, a palette, lossless WebP", async () => {
    const encode = async (bytes: Buffer) => {
      const result = await processImage(bytes);
      if (!result.ok) throw new Error(result.error);
      return { bytes: result.original, meta: await sharp(result.original).metadata() };
    };
    const pixels = () => sharp(files.svgWithScript()).flatten({ background: "#fff" });
    expect((await encode(await pixels().jpeg({ quality: 95, chromaSubsampling: "4:4:4" }).toBuffer())).meta.chromaSubsampling).toBe("4:4:4");
    expect((await encode(await files.jpeg(300, 200))).meta.chromaSubsampling).toBe("4:2:0");
    expect((await encode(await pixels().png({ palette: true }).toBuffer())).meta.isPalette).toBe(true);
    const lossless = await encode(await pixels().webp({ lossless: true }).toBuffer());
    expect(lossless.bytes.subarray(12, 16).toString("latin1")).toBe("VP8L");
    const lossy = await encode(await files.webp(300, 200));
    expect(lossy.bytes.subarray(12, 16).toString("latin1")).toBe("VP8 ");
  });

  it("refuses a JPEG header on broken data, and a decompression bomb", async () => {
    const photo = await files.jpeg(800, 600);
    expect(await processImage(photo.subarray(0, 600))).toEqual({ ok: false, error: t.notImage });
    // 8000 x 7000 of one colour is a small PNG but 56 million pixels to decode.
    const bomb = await sharp({ create: { width: 8000, height: 7000, channels: 3, background: "#000" } }).png().toBuffer();
    expect(bomb.byteLength).toBeLessThan(5 * 1024 * 1024);
    expect(await processImage(bomb)).toEqual({ ok: false, error: t.tooManyPixels });
  });
});

describe("stripStoredOriginal", () => {
  it("rewrites an original stored with its metadata, upright, and leaves one without any alone", async () => {
    const clean = await stripStoredOriginal(await files.taggedPhoto());
    const meta = await sharp(clean!).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif, meta.xmp, meta.iptc]).toEqual(["jpeg", 400, 600, undefined, undefined, undefined]);
    expect(await stripStoredOriginal(clean!)).toBeNull();
    expect(await stripStoredOriginal(await files.png())).toBeNull();
  });
});

describe("sanitizeSvg", () => {
  it("removes scripts, event handlers, foreignObject and every external reference; keeps the drawing", async () => {
    const clean = (await sanitizeSvg(files.svgWithScript()))!;
    expect(clean).not.toMatch(/<script|onload|onclick|foreignObject|javascript:|tracker\.example|@import/i);
    expect(clean).toContain('fill="url(#brand)"');
    expect(clean).toContain("<linearGradient");
    expect(clean).toContain("AI Solutions");
    // A standalone XML document that an image decoder accepts.
    expect(clean.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg')).toBe(true);
    expect(await sharp(Buffer.from(clean)).metadata()).toMatchObject({ format: "svg", width: 120, height: 40 });
  });

  it("drops styles that could fetch from elsewhere, even behind CSS escapes", async () => {
    const svg = (style: string) =>
      Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg"><rect style="${style}"/><style>${style}</style></svg>`);
    for (const style of ["fill:url(https://x.example/a)", "fill:\\75rl(https://x.example/a)", "background:image-set('https://x.example/a' 1x)"]) {
      const clean = (await sanitizeSvg(svg(style)))!;
      expect(clean).not.toContain("x.example");
    }
    expect(await sanitizeSvg(svg("fill:#f00"))).toContain("fill:#f00");
  });

  it("refuses what has no <svg> root once cleaned", async () => {
    expect(await sanitizeSvg(Buffer.from("<script>alert(1)</script>"))).toBeNull();
    expect(await sanitizeSvg(Buffer.from("<html><body><p>Не логотип</p></body></html>"))).toBeNull();
  });
});
