import * as ru from "~/i18n/ru";
import { deleteMedia } from "~/server/media.server";

import type { Route } from "./+types/media-item";

/** DELETE /api/media/{id}: the record and every file of it. Admin only (media.delete), checked by the guard. */
export async function action({ params }: Route.ActionArgs) {
  try {
    if (!(await deleteMedia(params.id))) return Response.json({ error: ru.media.api.notFound }, { status: 404 });
    return Response.json({ ok: true });
  } catch (error) {
    console.error("Media could not be deleted:", error);
    return Response.json({ error: ru.media.api.deleteFailed }, { status: 500 });
  }
}
