/** A short visible reference to a case, e.g. '#3f2a9c1d'. */
export function shortCaseId(id: string): string {
  return `#${id.slice(0, 8)}`;
}

/** A meta description of at most `max` characters, cut at a word boundary. */
export function summarize(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const space = cut.lastIndexOf(" ");
  return `${(space > max / 2 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?—-]+$/, "")}…`;
}
