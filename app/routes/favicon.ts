/**
 * GET /favicon.ico: the icon chosen in the settings' general tab, for the browsers and crawlers that
 * ask for it there whatever the page links (ADR 0055). An upload is served from the media store; an
 * address elsewhere and no icon at all are redirects (to it, or to the bundled /favicon.svg).
 */
import { redirect } from "react-router";

import { serveMediaFile } from "~/server/serve-media.server";
import { readSiteIdentity } from "~/server/site-identity.server";

import type { Route } from "./+types/favicon";

/** The icon may change at any time: cached for an hour, not for a year as a /media/… address is. */
const CACHE = "public, max-age=3600";

export async function loader({ request }: Route.LoaderArgs) {
  const { faviconUrl } = await readSiteIdentity();
  const upload = /^\/media\/([^/?#]+)\/([^/?#]+)$/.exec(faviconUrl);
  if (upload) {
    const response = await serveMediaFile(request, decodeURIComponent(upload[1]!), decodeURIComponent(upload[2]!));
    if (response.ok) {
      response.headers.set("Cache-Control", CACHE);
      response.headers.delete("Content-Disposition");
      return response;
    }
  }
  if (faviconUrl && !upload) return redirect(faviconUrl, { status: 302, headers: { "Cache-Control": CACHE } });
  return redirect("/favicon.svg", { status: 302, headers: { "Cache-Control": CACHE } });
}
