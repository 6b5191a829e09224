/**
 * A design version as the CSS custom properties the public pages read (ADR 0054): inlined in the
 * server-rendered <head> by the root layout, so a page needs no extra request for them and never
 * paints the old design first. app/app.css maps Tailwind's theme onto them.
 */
import { colord, extend } from "colord";
import mixPlugin from "colord/plugins/mix";

import { MIN_CONTRAST, contrastRatio, readableOn } from "~/lib/design-contrast";
import { fontStack } from "~/lib/design-fonts";
import { DESIGN_DEFAULTS, palettesOf, type DesignValues } from "~/schemas/admin/design";

import { fontFaceCss } from "./design-fonts.server";

extend([mixPlugin]);

/** The admin panel keeps its own palette, font and size whatever the public site wears. */
const ADMIN = ":root:has(#admin-main)";
const PUBLIC = ":root:not(:has(#admin-main))";

/** The text sizes body copy is set in: their line height follows the setting, headings keep theirs. */
const BODY_TEXT_SIZES = ["xs", "sm", "base", "lg", "xl"] as const;

/** app/app.css's grey for secondary text, kept while the text and background are the defaults. */
const DEFAULT_MUTED = "#475569";
/** app/app.css's hover shade of the default primary. */
const DEFAULT_PRIMARY_600 = "#4338ca";

/** The hover shade of buttons and the colour of links: the primary with a little black in it. */
function primaryShade(primary: string): string {
  if (primary === DESIGN_DEFAULTS.lightPrimary) return DEFAULT_PRIMARY_600;
  return colord(primary).mix("#000000", 0.15).toHex();
}

/** Secondary text: the text colour a third of the way to the background, unless that reads worse than AA. */
function mutedText(text: string, background: string): string {
  const defaults = palettesOf(DESIGN_DEFAULTS).light;
  if (text === defaults.text && background === defaults.background) return DEFAULT_MUTED;
  const muted = colord(text).mix(background, 0.3).toHex();
  return (contrastRatio(muted, background) ?? 0) >= MIN_CONTRAST ? muted : text;
}

/** The custom properties of one design; the Tailwind names are app/app.css's theme. */
export function designVariables(values: DesignValues): Record<string, string> {
  const { light } = palettesOf(values);
  const lineHeight = String(values.lineHeight);
  const speed = `${values.animationSpeed}ms`;
  return {
    "--color-primary": light.primary,
    "--color-primary-600": primaryShade(light.primary),
    "--color-primary-foreground": readableOn(light.primary),
    "--color-accent": light.accent,
    "--color-page": light.background,
    "--color-ink": light.text,
    "--color-muted": mutedText(light.text, light.background),
    "--font-sans": fontStack(values.font),
    // A share of the browser's size, so a visitor's own larger default still counts.
    "--design-font-size": `${(values.fontSize / 16) * 100}%`,
    "--design-line-height": lineHeight,
    ...Object.fromEntries(BODY_TEXT_SIZES.map((size) => [`--text-${size}--line-height`, lineHeight])),
    "--design-speed": speed,
    "--default-transition-duration": speed,
  };
}

function declarations(variables: Record<string, string>): string {
  return Object.entries(variables)
    .map(([name, value]) => `${name}:${value}`)
    .join(";");
}

/**
 * The <style> of every page: the font's faces, the variables for the public pages, the admin's
 * revert to app/app.css's own theme, and, with animations off, no motion at all on public pages.
 * A browser without :has() shows the design in the admin panel too, never the public site without it.
 */
export function designCss(values: DesignValues): string {
  const variables = designVariables(values);
  const reverted = Object.fromEntries(Object.keys(variables).map((name) => [name, "revert-layer"]));
  const parts = [fontFaceCss(values.font), `:root{${declarations(variables)}}`, `${ADMIN}{${declarations(reverted)}}`];
  if (!values.animations) {
    parts.push(
      `${PUBLIC} *,${PUBLIC} *::before,${PUBLIC} *::after{animation-duration:0s!important;animation-delay:0s!important;` +
        "transition-duration:0s!important;transition-delay:0s!important}",
    );
  }
  return parts.join("");
}
