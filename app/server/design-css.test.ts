import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { DESIGN_DEFAULTS } from "~/schemas/admin/design";

import { designCss, designVariables } from "./design-css.server";

const custom = {
  ...DESIGN_DEFAULTS,
  lightPrimary: "#0f766e",
  lightAccent: "#f59e0b",
  lightBackground: "#fdf6e3",
  lightText: "#1f2937",
  font: "inter" as const,
  fontSize: 18,
  lineHeight: 1.7,
  animationSpeed: 500,
};

describe("the design's CSS", () => {
  it("maps the values onto the theme variables app/app.css reads", () => {
    const variables = designVariables(custom);
    expect(variables).toMatchObject({
      "--color-primary": "#0f766e",
      "--color-primary-foreground": "#ffffff",
      "--color-accent": "#f59e0b",
      "--color-page": "#fdf6e3",
      "--color-ink": "#1f2937",
      "--font-sans": expect.stringMatching(/^"Inter Variable", ui-sans-serif/),
      "--design-font-size": "112.5%",
      "--design-line-height": "1.7",
      "--text-base--line-height": "1.7",
      "--text-sm--line-height": "1.7",
      "--design-speed": "500ms",
      "--default-transition-duration": "500ms",
    });
    // A hover shade darker than the primary, and a secondary text that still reads on the background.
    expect(variables["--color-primary-600"]).toMatch(/^#[0-9a-f]{6}$/);
    expect(variables["--color-primary-600"]).not.toBe("#0f766e");
    expect(variables["--color-muted"]).not.toBe("#1f2937");
  });

  it("keeps the stylesheet's own values as the defaults", () => {
    const css = readFileSync(path.join(process.cwd(), "app/app.css"), "utf8");
    const variables = designVariables(DESIGN_DEFAULTS);
    for (const name of ["--color-primary", "--color-primary-600", "--color-primary-foreground", "--color-accent", "--color-page", "--color-ink", "--color-muted"]) {
      expect(css, name).toContain(`${name}: ${variables[name]};`);
    }
    expect(css).toContain(`--font-sans: ${variables["--font-sans"]};`);
    expect(css).toContain("font-size: var(--design-font-size, 100%)");
    expect(css).toContain("line-height: var(--design-line-height, 1.5)");
  });

  it("is one inline block: the font's faces, the variables, and the admin panel's revert", () => {
    const css = designCss(custom);
    expect(css.match(/@font-face\{font-family:"Inter Variable"/g)).toHaveLength(3);
    expect(css).toContain(":root{--color-primary:#0f766e;");
    expect(css).toContain(":root:has(#admin-main){--color-primary:revert-layer;");
    expect(css).not.toContain("</");
    // Animations on: nothing stops them.
    expect(css).not.toContain("!important");
  });

  it("stops every animation and transition of the public pages when switched off", () => {
    const css = designCss({ ...custom, animations: false });
    expect(css).toContain(":root:not(:has(#admin-main)) *,");
    expect(css).toContain("animation-duration:0s!important");
    expect(css).toContain("transition-duration:0s!important");
  });

  it("adds no font face for the system font", () => {
    const css = designCss(DESIGN_DEFAULTS);
    expect(css).not.toContain("@font-face");
    expect(css).toContain('--font-sans:ui-sans-serif, system-ui');
  });
});
