import * as ru from "~/i18n/ru";
import { deleteUnusedMedia } from "~/server/media.server";
import { describeMediaUses } from "~/server/media-usage.server";

import type { Route } from "./+types/media-item";

/**
 * DELETE /api/media/{id}: the record and every file of it. Admin only (media.delete), checked by the
 * guard. A file that content still uses is refused with 409, naming where (ADR 0038).
 */
export async function action({ params }: Route.ActionArgs) {
  try {
    const outcome = await deleteUnusedMedia(params.id);
    if (outcome.ok) return Response.json({ ok: true });
    if (outcome.reason === "not-found") return Response.json({ error: ru.media.api.notFound }, { status: 404 });
    return Response.json(
      {
        error: ru.adminMedia.inUse(describeMediaUses(outcome.uses)),
        usedIn: outcome.uses.map(({ kind, id, label }) => ({ kind, id, label })),
      },
      { status: 409 },
    );
  } catch (error) {
    console.error("Media could not be deleted:", error);
    return Response.json({ error: ru.media.api.deleteFailed }, { status: 500 });
  }
}
