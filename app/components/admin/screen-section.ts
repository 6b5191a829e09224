/**
 * The tab of a screen that serves several paths (design, settings), read from the
 * last path segment. React Router also runs the module for `/admin/design/Typography/` or
 * `/admin/design/%74ypography`, so the segment is decoded and compared without case. The tab is
 * only what the page shows: access never depends on it (ADR 0019).
 */
export function sectionOf<Section extends string>(
  url: string,
  sections: readonly Section[],
  fallback: Section,
): Section {
  const last = new URL(url).pathname.replace(/\/+$/, "").split("/").pop() ?? "";
  let name = last;
  try {
    name = decodeURIComponent(last);
  } catch {
    // Malformed escapes: React Router matched the raw segment, so compare that.
  }
  return sections.find((section) => section === name.toLowerCase()) ?? fallback;
}
