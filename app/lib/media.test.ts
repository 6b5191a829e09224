import { describe, expect, it } from "vitest";

import { imageAttributes, mediaIdFromUrl, mediaUrl } from "./media";

const id = "0b6f3c1e-8a52-4f0e-9d7c-2f1a5b6c7d8e";

describe("media URLs", () => {
  it("are the site's own /media/ paths, and only those name a record", () => {
    expect(mediaUrl(`${id}/640.webp`)).toBe(`/media/${id}/640.webp`);
    expect(mediaIdFromUrl(`/media/${id}/original.jpg`)).toBe(id);
    expect(mediaIdFromUrl(`https://cdn.example/media/${id}/original.jpg`)).toBeNull();
    expect(mediaIdFromUrl(`/media/${id}/a/b.jpg`)).toBeNull();
    expect(mediaIdFromUrl("/media/not-an-id/original.jpg")).toBeNull();
  });
});

describe("imageAttributes", () => {
  it("falls back to the largest size when none is 1280 or under", () => {
    const image = { key: `${id}/original.png`, width: 200, height: 100, variants: [{ width: 200, height: 100, key: `${id}/200.webp` }] };
    expect(imageAttributes(image, "200px")).toEqual({
      src: `/media/${id}/200.webp`,
      srcSet: `/media/${id}/200.webp 200w`,
      sizes: "200px",
      width: 200,
      height: 100,
    });
  });
});
