/**
 * Redirect targets taken from a request (a Referer, a ?next= parameter, a form field) must stay on
 * this site, or the site becomes a trampoline for phishing links (docs/decisions/0022).
 */

// Any origin will do: a value is resolved against it only to see whether it would leave it.
const PROBE_ORIGIN = "http://same-site.invalid";
// Browsers drop tabs and line breaks inside a URL and read '\' as '/', so '/\t/x' and '/\x' mean '//x'.
const UNSAFE_CHARACTER = /[\u0000-\u0020\u007f\\]/;
// After decoding, '%20' and friends are ordinary text; only a second slash up front still matters.
const DECODED_HOST_PREFIX = /^\/[\t\n\r]*[/\\]/;
const DECODING_ROUNDS = 3;

function leavesSite(path: string): boolean {
  return !path.startsWith("/") || path.startsWith("//") || UNSAFE_CHARACTER.test(path);
}

/**
 * `value` when it is a path on this site (normalised, with its query and fragment), else `fallback`.
 * Refuses absolute and scheme-relative URLs, backslashes, control characters and whitespace, paths
 * that normalise to '//host' ('/.//host'), and encoded variants ('/%2F%2Fhost') that a later
 * decoding step could turn into one.
 */
export function safeRedirectPath(value: unknown, fallback = "/"): string {
  if (typeof value !== "string" || leavesSite(value)) return fallback;

  let decoded = value;
  for (let round = 0; round < DECODING_ROUNDS; round += 1) {
    try {
      decoded = decodeURIComponent(decoded);
    } catch {
      return fallback;
    }
    if (DECODED_HOST_PREFIX.test(decoded)) return fallback;
  }

  const resolved = new URL(value, PROBE_ORIGIN);
  if (resolved.origin !== PROBE_ORIGIN) return fallback;
  const path = `${resolved.pathname}${resolved.search}${resolved.hash}`;
  return leavesSite(resolved.pathname) ? fallback : path;
}
