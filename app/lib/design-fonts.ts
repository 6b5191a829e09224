/**
 * The fonts the public site may use (issue 23 point 1): each served by the site itself from its
 * @fontsource-variable package (woff2, the latin, cyrillic and cyrillic-ext subsets), each with the
 * Kazakh letters (app/server/design-fonts.test.ts reads the shipped files' cmap), or the visitor's
 * own system font. The family names are the packages' own.
 */
export const DESIGN_FONTS = {
  system: { family: null },
  inter: { family: "Inter Variable" },
  roboto: { family: "Roboto Variable" },
  "open-sans": { family: "Open Sans Variable" },
  montserrat: { family: "Montserrat Variable" },
  "golos-text": { family: "Golos Text Variable" },
} as const;

export type DesignFontId = keyof typeof DESIGN_FONTS;
export const DESIGN_FONT_IDS = Object.keys(DESIGN_FONTS) as [DesignFontId, ...DesignFontId[]];

/** The stack every font falls back to, and the whole stack of the system font (app/app.css's --font-sans). */
export const SYSTEM_FONT_STACK = 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';

export function fontStack(font: DesignFontId): string {
  const family = DESIGN_FONTS[font].family;
  return family ? `"${family}", ${SYSTEM_FONT_STACK}` : SYSTEM_FONT_STACK;
}
