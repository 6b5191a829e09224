// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";

import { MediaImage } from "./media-image";

afterEach(cleanup);

const id = "0b6f3c1e-8a52-4f0e-9d7c-2f1a5b6c7d8e";
const photo = {
  key: `${id}/original.jpg`,
  width: 3000,
  height: 2000,
  // Out of order on purpose: the record keeps them as they were written.
  variants: [1920, 320, 1280, 640, 960].map((w) => ({ width: w, height: Math.round((w * 2) / 3), key: `${id}/${w}.webp` })),
};

describe("MediaImage", () => {
  it("offers every size in srcset with sizes, so a phone picks a small one", () => {
    render(<MediaImage image={photo} sizes="(min-width: 1024px) 50vw, 100vw" alt="Команда" />);
    const img = screen.getByRole("img", { name: "Команда" });
    expect(img.getAttribute("srcset")).toBe(
      [320, 640, 960, 1280, 1920].map((w) => `/media/${id}/${w}.webp ${w}w`).join(", "),
    );
    expect(img).toHaveAttribute("sizes", "(min-width: 1024px) 50vw, 100vw");
    expect(img).toHaveAttribute("src", `/media/${id}/1280.webp`);
    // The ratio is known before the image loads: no layout shift.
    expect(img).toHaveAttribute("width", "1920");
    expect(img).toHaveAttribute("height", "1280");
    expect(img).toHaveAttribute("loading", "lazy");
  });

  it("lets the hero load eagerly", () => {
    const { container } = render(<MediaImage image={photo} sizes="100vw" alt="" loading="eager" fetchPriority="high" />);
    const img = container.querySelector("img")!;
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveAttribute("fetchpriority", "high");
  });

  it("shows an image without sizes (an SVG logo) as its original", () => {
    render(<MediaImage image={{ key: `${id}/original.svg`, width: 120, height: 40, variants: [] }} sizes="120px" alt="Логотип" />);
    const img = screen.getByRole("img", { name: "Логотип" });
    expect(img).toHaveAttribute("src", `/media/${id}/original.svg`);
    expect(img).not.toHaveAttribute("srcset");
    expect(img).toHaveAttribute("width", "120");
  });
});
