import { readFileSync } from "node:fs";
import path from "node:path";

import * as fontkit from "fontkit";
import { describe, expect, it } from "vitest";

import { DESIGN_FONT_IDS, DESIGN_FONTS } from "~/lib/design-fonts";

import { FONT_FILES, FONT_SUBSETS, SUBSET_RANGES, fontFaceCss, type FontSubset } from "./design-fonts.server";

/** Kazakh's letters beyond Russian's, both cases, and the Russian alphabet with Ё. */
const KAZAKH = "ӘәҒғҚқҢңӨөҰұҮүҺһІі";
const RUSSIAN = "АБВГДЕЁЖЗИЙКЛМНОПРСТУФХЦЧШЩЪЫЬЭЮЯабвгдеёжзийклмнопрстуфхцчшщъыьэюя";

/** The file on disk behind a `?url` import (Vitest serves them from the project). */
function fileOf(url: string): string {
  const clean = url.replace(/^\/@fs/, "").split("?")[0]!;
  return clean.startsWith(process.cwd()) ? clean : path.join(process.cwd(), clean);
}

/** unicode-range 'U+0460-052F,U+20B4' as [from, to] pairs. */
function ranges(unicodeRange: string): [number, number][] {
  return unicodeRange.split(",").map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, "").split("-");
    return [parseInt(from!, 16), parseInt(to ?? from!, 16)];
  });
}

const inRange = (codePoint: number, unicodeRange: string) => ranges(unicodeRange).some(([from, to]) => codePoint >= from && codePoint <= to);

const hosted = DESIGN_FONT_IDS.filter((font) => font !== "system") as (keyof typeof FONT_FILES)[];

describe("the self-hosted fonts", () => {
  it("are every listed font but the system one", () => {
    expect(Object.keys(FONT_FILES).sort()).toEqual([...hosted].sort());
    expect(hosted.length).toBeGreaterThanOrEqual(3);
  });

  it.each(hosted)("%s draws every Kazakh and Russian letter from the file whose unicode-range claims it", (font) => {
    const missing: string[] = [];
    for (const letter of KAZAKH + RUSSIAN) {
      const codePoint = letter.codePointAt(0)!;
      const subset = FONT_SUBSETS.find((s) => inRange(codePoint, SUBSET_RANGES[s]));
      if (!subset) {
        missing.push(`${letter} (no subset)`);
        continue;
      }
      const file = fontkit.create(readFileSync(fileOf(FONT_FILES[font][subset])));
      if (!("hasGlyphForCodePoint" in file) || !file.hasGlyphForCodePoint(codePoint)) missing.push(`${letter} (${subset})`);
    }
    expect(missing).toEqual([]);
  });

  it.each(hosted)("%s uses @fontsource's own ranges and family name", (font) => {
    const css = readFileSync(path.join(process.cwd(), "node_modules/@fontsource-variable", font, "index.css"), "utf8");
    for (const subset of FONT_SUBSETS) {
      const rule = new RegExp(`/\\* ${font}-${subset}-wght-normal \\*/\\s*@font-face \\{([^}]*)\\}`).exec(css)?.[1] ?? "";
      expect(rule, subset).toContain(`font-family: '${DESIGN_FONTS[font].family}'`);
      expect(/unicode-range: ([^;]+);/.exec(rule)?.[1], subset).toBe(SUBSET_RANGES[subset as FontSubset]);
    }
  });

  it("are woff2 files only, one face per subset", () => {
    const css = fontFaceCss("inter");
    expect(css.match(/@font-face/g)).toHaveLength(3);
    expect(css).not.toMatch(/https?:\/\//);
    for (const url of Object.values(FONT_FILES).flatMap((files) => Object.values(files))) {
      expect(url).toMatch(/\.woff2$/);
      expect(readFileSync(fileOf(url)).subarray(0, 4).toString("latin1")).toBe("wOF2");
    }
    expect(fontFaceCss("system")).toBe("");
  });
});
