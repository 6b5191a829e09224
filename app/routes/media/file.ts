import { serveMediaFile } from "~/server/serve-media.server";

import type { Route } from "./+types/file";

/** GET and HEAD /media/{id}/{file}: uploaded files, served by the site whatever the store (ADR 0023). */
export async function loader({ request, params }: Route.LoaderArgs) {
  return serveMediaFile(request, params.id, params.file);
}
