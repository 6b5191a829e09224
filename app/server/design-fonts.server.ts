/**
 * The self-hosted fonts' files and their @font-face rules (ADR 0054). Vite fingerprints each woff2
 * (`?url`) and serves it from /assets/ with the other build assets, so nothing comes from a font
 * host. Only the upright variable file of the three subsets a Russian and Kazakh site needs is
 * shipped per font; each face covers only its unicode-range, so a page downloads only the subsets
 * its text uses. The ranges are @fontsource's (design-fonts.test.ts compares them with the packages'
 * own CSS and reads every Kazakh letter from the file whose range claims it).
 */
import interLatin from "@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url";
import interCyrillic from "@fontsource-variable/inter/files/inter-cyrillic-wght-normal.woff2?url";
import interCyrillicExt from "@fontsource-variable/inter/files/inter-cyrillic-ext-wght-normal.woff2?url";
import robotoLatin from "@fontsource-variable/roboto/files/roboto-latin-wght-normal.woff2?url";
import robotoCyrillic from "@fontsource-variable/roboto/files/roboto-cyrillic-wght-normal.woff2?url";
import robotoCyrillicExt from "@fontsource-variable/roboto/files/roboto-cyrillic-ext-wght-normal.woff2?url";
import openSansLatin from "@fontsource-variable/open-sans/files/open-sans-latin-wght-normal.woff2?url";
import openSansCyrillic from "@fontsource-variable/open-sans/files/open-sans-cyrillic-wght-normal.woff2?url";
import openSansCyrillicExt from "@fontsource-variable/open-sans/files/open-sans-cyrillic-ext-wght-normal.woff2?url";
import montserratLatin from "@fontsource-variable/montserrat/files/montserrat-latin-wght-normal.woff2?url";
import montserratCyrillic from "@fontsource-variable/montserrat/files/montserrat-cyrillic-wght-normal.woff2?url";
import montserratCyrillicExt from "@fontsource-variable/montserrat/files/montserrat-cyrillic-ext-wght-normal.woff2?url";
import golosTextLatin from "@fontsource-variable/golos-text/files/golos-text-latin-wght-normal.woff2?url";
import golosTextCyrillic from "@fontsource-variable/golos-text/files/golos-text-cyrillic-wght-normal.woff2?url";
import golosTextCyrillicExt from "@fontsource-variable/golos-text/files/golos-text-cyrillic-ext-wght-normal.woff2?url";

import { DESIGN_FONTS, type DesignFontId } from "~/lib/design-fonts";

export const FONT_SUBSETS = ["latin", "cyrillic", "cyrillic-ext"] as const;
export type FontSubset = (typeof FONT_SUBSETS)[number];

export const SUBSET_RANGES: Record<FontSubset, string> = {
  latin:
    "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
  cyrillic: "U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116",
  "cyrillic-ext": "U+0460-052F,U+1C80-1C8A,U+20B4,U+2DE0-2DFF,U+A640-A69F,U+FE2E-FE2F",
};

type HostedFont = Exclude<DesignFontId, "system">;

export const FONT_FILES: Record<HostedFont, Record<FontSubset, string>> = {
  "inter": { latin: interLatin, cyrillic: interCyrillic, "cyrillic-ext": interCyrillicExt },
  "roboto": { latin: robotoLatin, cyrillic: robotoCyrillic, "cyrillic-ext": robotoCyrillicExt },
  "open-sans": { latin: openSansLatin, cyrillic: openSansCyrillic, "cyrillic-ext": openSansCyrillicExt },
  "montserrat": { latin: montserratLatin, cyrillic: montserratCyrillic, "cyrillic-ext": montserratCyrillicExt },
  "golos-text": { latin: golosTextLatin, cyrillic: golosTextCyrillic, "cyrillic-ext": golosTextCyrillicExt },
};

/** The @font-face rules of one font (none for the system font). */
export function fontFaceCss(font: DesignFontId): string {
  const family = DESIGN_FONTS[font].family;
  if (font === "system" || family === null) return "";
  return FONT_SUBSETS.map(
    (subset) =>
      `@font-face{font-family:"${family}";font-style:normal;font-display:swap;font-weight:100 900;` +
      `src:url(${FONT_FILES[font][subset]}) format("woff2");unicode-range:${SUBSET_RANGES[subset]}}`,
  ).join("");
}

/** The file worth preloading: the Cyrillic subset every Russian page's text needs first. */
export function fontPreloadHref(font: DesignFontId): string | null {
  return font === "system" ? null : FONT_FILES[font].cyrillic;
}
