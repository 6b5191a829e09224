import { z } from "zod";

import * as ru from "~/i18n/ru";
import { lowContrastPalettes, type Palette, type PaletteName } from "~/lib/design-contrast";
import { DESIGN_FONT_IDS, type DesignFontId } from "~/lib/design-fonts";
import { boundedNumber, integer, patterned } from "~/schemas/fields";

/**
 * The design screen's one schema (issue 23 points 1 and 2), shared by its form, its action and the
 * server, which parses every stored version (design_versions.values) through `designValuesSchema`
 * and falls back to the defaults for anything that no longer fits.
 */

const t = ru.adminDesign;

/** SPEC.md 9: font size 12–20 step 1 (16), line height 1–2 step 0.1, animation speed 100–1000 step 100 (300). */
export const DESIGN_LIMITS = {
  fontSize: { min: 12, max: 20, step: 1 },
  lineHeight: { min: 1, max: 2, step: 0.1 },
  animationSpeed: { min: 100, max: 1000, step: 100 },
} as const;

export const COLOR_KEYS = ["primary", "accent", "background", "text"] as const;
export type ColorKey = (typeof COLOR_KEYS)[number];

/** The form's name of one colour of one palette: lightPrimary, darkText… */
export type ColorField = `${PaletteName}${Capitalize<ColorKey>}`;
export function colorField(palette: PaletteName, key: ColorKey): ColorField {
  return `${palette}${key[0]!.toUpperCase()}${key.slice(1)}` as ColorField;
}

export type DesignValues = Record<ColorField, string> & {
  font: DesignFontId;
  fontSize: number;
  lineHeight: number;
  animations: boolean;
  animationSpeed: number;
};

/** The site as it was built (app/app.css's theme): what 'Сбросить' returns to and a new site starts with. */
export const DESIGN_DEFAULTS: DesignValues = {
  lightPrimary: "#4f46e5",
  lightAccent: "#7c3aed",
  lightBackground: "#ffffff",
  lightText: "#0f172a",
  darkPrimary: "#818cf8",
  darkAccent: "#a78bfa",
  darkBackground: "#0b1020",
  darkText: "#e2e8f0",
  font: "system",
  fontSize: 16,
  lineHeight: 1.5,
  animations: true,
  animationSpeed: 300,
};

const hex = patterned(/^#[0-9a-fA-F]{6}$/, t.errors.hex).transform((value) => value.toLowerCase());

/**
 * A multiple of `step` from `min`, with the float error of 1.1 − 1 forgiven. A value out of range
 * passes: its range message is the one it gets.
 */
function onStep(value: number, { min, max, step }: { min: number; max: number; step: number }): boolean {
  if (value < min || value > max) return true;
  const steps = (value - min) / step;
  return Math.abs(steps - Math.round(steps)) < 1e-6;
}

const { fontSize, lineHeight, animationSpeed } = DESIGN_LIMITS;

const valueFields = {
  lightPrimary: hex,
  lightAccent: hex,
  lightBackground: hex,
  lightText: hex,
  darkPrimary: hex,
  darkAccent: hex,
  darkBackground: hex,
  darkText: hex,
  font: z.enum(DESIGN_FONT_IDS, { error: t.errors.font }),
  fontSize: integer({ min: fontSize.min, max: fontSize.max, message: t.errors.fontSize }),
  lineHeight: boundedNumber({ min: lineHeight.min, max: lineHeight.max, message: t.errors.lineHeight })
    .refine((v) => onStep(v, lineHeight), { error: t.errors.lineHeight })
    // Stored as 1.3, not 1.3000000000000003.
    .transform((v) => Math.round(v * 10) / 10),
  animations: z.boolean().default(false),
  animationSpeed: integer({ min: animationSpeed.min, max: animationSpeed.max, message: t.errors.animationSpeed }).refine(
    (v) => onStep(v, animationSpeed),
    { error: t.errors.animationSpeed },
  ),
};

/** One saved design, as stored and as the preview carries it. */
export const designValuesSchema = z.object(valueFields);

export function palettesOf(values: Record<ColorField, string>): Record<PaletteName, Palette> {
  const palette = (name: PaletteName): Palette => ({
    primary: values[colorField(name, "primary")],
    accent: values[colorField(name, "accent")],
    background: values[colorField(name, "background")],
    text: values[colorField(name, "text")],
  });
  return { light: palette("light"), dark: palette("dark") };
}

/**
 * Save: the values, and the confirmation a text/background pair below WCAG AA needs, checked here so
 * the browser and the server refuse alike. Restore: the version to bring back.
 */
export const designActionSchema = z.discriminatedUnion("intent", [
  z
    .object({ intent: z.literal("save"), ...valueFields, confirmLowContrast: z.boolean().default(false) })
    .superRefine((value, ctx) => {
      if (value.confirmLowContrast || lowContrastPalettes(palettesOf(value)).length === 0) return;
      ctx.addIssue({ code: "custom", path: ["confirmLowContrast"], message: t.contrast.confirmRequired });
    }),
  z.object({ intent: z.literal("restore"), versionId: z.uuid({ error: t.errors.version }) }),
]);
export type DesignAction = z.output<typeof designActionSchema>;

/** A stored or previewed value read back: whatever no longer fits (a removed font, a hand edit) is the default (or `base`'s). */
export function readDesignValues(stored: unknown, base: DesignValues = DESIGN_DEFAULTS): DesignValues {
  const source = typeof stored === "object" && stored !== null ? (stored as Record<string, unknown>) : {};
  const values = { ...base };
  for (const key of Object.keys(valueFields) as (keyof DesignValues)[]) {
    if (source[key] === undefined) continue;
    const parsed = valueFields[key].safeParse(source[key]);
    if (parsed.success) (values as Record<string, unknown>)[key] = parsed.data;
  }
  return values;
}

/** The query parameter of the design screen's preview frame: the unsaved values as JSON. */
export const DESIGN_PREVIEW_PARAM = "design-preview";

/** The public home page showing `values` (honoured only for staff who may manage the design). */
export function designPreviewUrl(values: DesignValues): string {
  return `/?${DESIGN_PREVIEW_PARAM}=${encodeURIComponent(JSON.stringify(values))}`;
}

/** One version of the history, as the screen lists it. */
export type DesignVersionView = {
  id: string;
  values: DesignValues;
  createdByName: string;
  createdAtLabel: string;
  restoredFromLabel: string | null;
};
