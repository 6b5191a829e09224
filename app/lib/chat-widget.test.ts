import { describe, expect, it } from "vitest";

import { readableWidgetColor, whiteTextContrast } from "./chat-widget";

describe("readableWidgetColor", () => {
  it("keeps a colour white text is readable on", () => {
    expect(readableWidgetColor("#0F766E")).toBe("#0f766e");
  });

  it("darkens the default indigo and a light yellow until white text reaches 4.5:1", () => {
    for (const colour of ["#6366f1", "#fde047", "#ffffff"]) {
      const readable = readableWidgetColor(colour);
      expect(readable).not.toBe(colour);
      expect(whiteTextContrast(readable)).toBeGreaterThanOrEqual(4.5);
    }
    expect(readableWidgetColor("#6366f1")).toBe("#5e60e4");
  });
});
