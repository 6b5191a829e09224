import type { ChatCollect } from "~/schemas/chat";

/** What the public pages know of the assistant: only what the widget shows. Null hides the widget. */
export type PublicAssistant = {
  name: string;
  greeting: string;
  color: string;
  position: "bottom-right" | "bottom-left";
  collect: ChatCollect;
};

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Contrast of white text on the colour (WCAG 2.1). */
export function whiteTextContrast(hex: string): number {
  return 1.05 / (luminance(hex) + 0.05);
}

/**
 * The staff's colour, darkened just enough for white text on it to be readable (WCAG AA, 4.5:1).
 * The widget writes white on it everywhere; a colour that already passes is kept as it is.
 */
export function readableWidgetColor(hex: string): string {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) return "#4f46e5";
  let [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
  let color = hex.toLowerCase();
  while (whiteTextContrast(color) < 4.5) {
    [r, g, b] = [r, g, b].map((c) => Math.floor(c * 0.95)) as [number, number, number];
    color = `#${[r, g, b].map((c) => c.toString(16).padStart(2, "0")).join("")}`;
  }
  return color;
}
