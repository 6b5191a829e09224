/**
 * Draft previews (issue 9 point 19, docs/decisions/0027-draft-previews.md): a public page opened
 * with `?preview=1` shows content that is not public yet, but only to a signed-in staff member who
 * may read content; everyone else gets the page exactly as visitors do (404 for a draft). Whoever
 * asks, an answer to a preview address is never stored by a cache and never indexed.
 */
import { userCan } from "~/server/permissions.server";
import { getSessionUser } from "~/server/session-user.server";

/** The query that asks for a preview: `/cases/{id}?preview=1`, `/blog/{slug}?preview=1`. */
const PREVIEW_PARAM = "preview";

/** Sent with every answer to a preview address, the 404 included. */
export const PREVIEW_HEADERS: Readonly<Record<string, string>> = {
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex",
};

export function asksForPreview(request: Request): boolean {
  return new URL(request.url).searchParams.get(PREVIEW_PARAM) === "1";
}

/** Whether the request asks for a preview and comes from staff allowed to see unpublished content. */
export async function isStaffPreview(request: Request): Promise<boolean> {
  if (!asksForPreview(request)) return false;
  const user = await getSessionUser(request);
  return user !== null && userCan(user, "content.read");
}

/**
 * A route's `headers` export for a page with previews: the preview headers its loader (or its
 * thrown 404) set reach the document answer; other pages keep what the parents send.
 */
export function previewAwareHeaders({
  loaderHeaders,
  errorHeaders,
  parentHeaders,
}: {
  loaderHeaders: Headers;
  errorHeaders: Headers | undefined;
  parentHeaders: Headers;
}): Headers {
  const headers = new Headers(parentHeaders);
  for (const name of Object.keys(PREVIEW_HEADERS)) {
    const value = errorHeaders?.get(name) ?? loaderHeaders.get(name);
    if (value) headers.set(name, value);
  }
  return headers;
}
