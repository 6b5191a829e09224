import * as ru from "~/i18n/ru";
import { firstIssueMessage } from "~/schemas/lead";
import { MediaListQuerySchema, UploadFieldsSchema, UploadRequestSchema } from "~/schemas/media";
import { listMedia } from "~/server/media.server";
import { requirePermission, userCan } from "~/server/permissions.server";
import { readFormData } from "~/server/request-body.server";
import { uploadMedia } from "~/server/uploads.server";

import type { Route } from "./+types/media";

/** GET /api/media: the media library, filtered by ?type, ?category and ?search, with its counters. */
export async function loader({ request }: Route.LoaderArgs) {
  const query = MediaListQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return Response.json({ error: ru.media.api.badQuery }, { status: 400 });
  return Response.json(await listMedia(query.data));
}

/**
 * POST /api/media: one file per request (multipart/form-data: file, kind, category). The guard
 * (routes/api/guard.ts) has checked media.write; only an admin may change the logo.
 */
export async function action({ request }: Route.ActionArgs) {
  const user = await requirePermission(request, "media.write");
  const form = await readFormData(request, UploadRequestSchema);
  const fields = UploadFieldsSchema.safeParse({ kind: form.get("kind"), category: form.get("category") });
  if (!fields.success) return Response.json({ error: firstIssueMessage(fields.error) }, { status: 400 });
  if (fields.data.kind === "logo" && !userCan(user, "logo.manage")) {
    return Response.json({ error: ru.media.upload.logoAdminOnly }, { status: 403 });
  }
  const file = form.get("file");
  try {
    const outcome = await uploadMedia({
      file: file instanceof File ? file : null,
      kind: fields.data.kind,
      category: fields.data.category,
      uploadedBy: user.id,
      actor: user,
    });
    if (!outcome.ok) return Response.json({ error: outcome.error }, { status: outcome.status });
    return Response.json(outcome.media, { status: 201 });
  } catch (error) {
    console.error("Upload could not be stored:", error);
    // A full disk is the operator's to fix, and says so; the files written so far were removed again.
    if (isOutOfSpace(error)) return Response.json({ error: ru.media.upload.noSpace }, { status: 507 });
    return Response.json({ error: ru.media.upload.failed }, { status: 500 });
  }
}

/** No room left on the upload folder's disk, or the user's disk quota spent. */
function isOutOfSpace(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === "ENOSPC" || code === "EDQUOT";
}
