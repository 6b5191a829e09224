/**
 * WCAG 2.x contrast of the design's text on its background (issue 23 point 2), one rule for the
 * form's live warning and the server's refusal: colord's a11y plugin computes the ratio (rounded
 * down, so 4.499 never passes as 4.5).
 */
import { colord, extend } from "colord";
import a11yPlugin from "colord/plugins/a11y";

extend([a11yPlugin]);

/** WCAG AA for normal text. */
export const MIN_CONTRAST = 4.5;

export type Palette = { primary: string; accent: string; background: string; text: string };
export type PaletteName = "light" | "dark";

/** The ratio of two colours, 1 to 21; null when either is not a colour (a half-typed field). */
export function contrastRatio(foreground: string, background: string): number | null {
  const a = colord(foreground);
  const b = colord(background);
  return a.isValid() && b.isValid() ? a.contrast(b) : null;
}

export type ContrastProblem = { palette: PaletteName; ratio: number };

/** The palettes whose text on background falls short of WCAG AA. */
export function lowContrastPalettes(palettes: Partial<Record<PaletteName, Palette>>): ContrastProblem[] {
  const problems: ContrastProblem[] = [];
  for (const name of ["light", "dark"] as const) {
    const palette = palettes[name];
    if (!palette) continue;
    const ratio = contrastRatio(palette.text, palette.background);
    if (ratio !== null && ratio < MIN_CONTRAST) problems.push({ palette: name, ratio });
  }
  return problems;
}

/** White or near-black, whichever reads better on `color` (the text of a primary button). */
export function readableOn(color: string): string {
  const white = contrastRatio("#ffffff", color) ?? 21;
  const ink = contrastRatio("#0f172a", color) ?? 0;
  return white >= ink ? "#ffffff" : "#0f172a";
}
