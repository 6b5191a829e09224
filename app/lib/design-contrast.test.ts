import { describe, expect, it } from "vitest";

import { contrastRatio, lowContrastPalettes, readableOn } from "./design-contrast";

const palette = (text: string, background: string) => ({ primary: "#4f46e5", accent: "#7c3aed", text, background });

describe("contrast", () => {
  it("is WCAG's ratio", () => {
    expect(contrastRatio("#000000", "#ffffff")).toBe(21);
    expect(contrastRatio("#ffffff", "#ffffff")).toBe(1);
    // WCAG's own examples of the threshold: #767676 passes on white, #777777 does not.
    expect(contrastRatio("#767676", "#ffffff")).toBe(4.54);
    expect(contrastRatio("#777777", "#ffffff")).toBe(4.47);
    expect(contrastRatio("#12", "#ffffff")).toBeNull();
  });

  it("flags each palette whose text falls below 4.5:1 on its background", () => {
    expect(lowContrastPalettes({ light: palette("#0f172a", "#ffffff"), dark: palette("#e2e8f0", "#0b1020") })).toEqual([]);
    expect(lowContrastPalettes({ light: palette("#777777", "#ffffff"), dark: palette("#767676", "#ffffff") })).toEqual([
      { palette: "light", ratio: 4.47 },
    ]);
    expect(lowContrastPalettes({ dark: palette("#333333", "#0b1020") })).toEqual([{ palette: "dark", ratio: expect.any(Number) }]);
  });

  it("picks the button text that reads better", () => {
    expect(readableOn("#4f46e5")).toBe("#ffffff");
    expect(readableOn("#fde047")).toBe("#0f172a");
  });
});
