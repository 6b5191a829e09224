/**
 * Issue 23 point 15: Lighthouse measures the public pages as the site runs once staff have changed
 * its design. Before the runs, a design with a self-hosted font and colours other than the defaults
 * is saved through the design screen's own action, as staff would; the home page is then checked to
 * carry its variables and the font's preload.
 */
import { DESIGN_DEFAULTS, type DesignValues } from "~/schemas/admin/design";

import { post, signIn } from "./hero-image";

/** Readable on every public page: white button text on the primary, dark text on a warm white. */
export const BENCH_DESIGN: DesignValues = {
  ...DESIGN_DEFAULTS,
  lightPrimary: "#0f766e",
  lightAccent: "#c2410c",
  lightBackground: "#fffdf8",
  lightText: "#1c1917",
  font: "golos-text",
  fontSize: 17,
  lineHeight: 1.6,
  animationSpeed: 400,
};

function formOf(values: DesignValues): URLSearchParams {
  const form = new URLSearchParams({ intent: "save" });
  for (const [key, value] of Object.entries(values)) {
    if (value === false) continue;
    form.set(key, value === true ? "on" : String(value));
  }
  return form;
}

/** Saves the bench design and returns the line the bench prints about it. */
export async function applyBenchDesign(baseUrl: string): Promise<string> {
  const cookie = await signIn(baseUrl);
  await post(baseUrl, "/admin/design/colors", cookie, formOf(BENCH_DESIGN));
  const html = await (await fetch(`${baseUrl}/`)).text();
  const head = html.slice(0, html.indexOf("</head>"));
  const preload = /<link rel="preload" href="([^"]+\.woff2)" as="font"/.exec(head)?.[1];
  if (!head.includes(`--color-primary:${BENCH_DESIGN.lightPrimary}`) || !preload) {
    throw new Error("the saved design is not in the home page's <head>");
  }
  const font = await fetch(`${baseUrl}${preload}`);
  await font.arrayBuffer();
  if (!font.ok) throw new Error(`the design's font ${preload} answered ${font.status}`);
  return `Design for the Lighthouse runs: primary ${BENCH_DESIGN.lightPrimary}, background ${BENCH_DESIGN.lightBackground}, font ${BENCH_DESIGN.font} (${preload}), ${BENCH_DESIGN.fontSize} px, line height ${BENCH_DESIGN.lineHeight}`;
}
