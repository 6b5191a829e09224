/**
 * The analytics beacon (ADR 0058): the server counts the first page of a visit as it renders it;
 * each later page the public site shows without a document request is reported here, after the
 * page has loaded, with navigator.sendBeacon (it never delays the page, and survives leaving it).
 * No cookie, no storage, no identifier: the path alone. Kept tiny, it is in the first-visit bundle.
 */
let first = true;

/** Call on every location change of the public layout; the first (the server-rendered page) is skipped. */
export function reportNavigation(): void {
  if (first) {
    first = false;
    return;
  }
  try {
    navigator.sendBeacon("/api/analytics", JSON.stringify({ path: location.pathname + location.search }));
  } catch {
    // No beacon in this browser: the view is not counted, the page is unaffected.
  }
}
