/**
 * The language a visitor's request is answered in: that of the page it was sent from, read from
 * the Referer (ADR 0060). Every page of the site sends its full address to the site itself
 * (Referrer-Policy strict-origin-when-cross-origin, server/security-headers.ts), so the lead dialog,
 * the forms and the chat need not say it, and a plain form post without JavaScript carries it too.
 * A request with no Referer from this site (an API client, a browser set to hide it) is answered
 * in Russian, the site's source language.
 */
import { pageLanguage, type SiteLanguage } from "~/lib/languages";
import { stringsIn } from "~/i18n/all-strings.server";
import type { CoreStrings } from "~/i18n/strings";

/**
 * The path of the referring page when it is on this site: host, not origin, since behind a
 * TLS-terminating proxy the request itself arrives as http.
 */
export function refererPath(request: Request): string | null {
  const referer = request.headers.get("referer");
  if (!referer) return null;
  try {
    const from = new URL(referer);
    return from.host === new URL(request.url).host ? `${from.pathname}${from.search}` : null;
  } catch {
    return null;
  }
}

export function requestLanguage(request: Request): SiteLanguage {
  return pageLanguage(refererPath(request) ?? "/");
}

/** The public words in the language of the page the request came from. */
export function requestStrings(request: Request): CoreStrings {
  return stringsIn(requestLanguage(request));
}
