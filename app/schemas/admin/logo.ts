import { z } from "zod";

import * as ru from "~/i18n/ru";
import { UPLOAD_LIMITS } from "~/schemas/media";

/**
 * The logo form: one file. The browser stops a missing or too large file before sending it; the
 * server judges the rest by the file's content (app/server/uploads.server.ts).
 */
export const logoSchema = z.object({
  file: z.file({ error: ru.media.upload.noFile }).max(UPLOAD_LIMITS.logo, { error: ru.media.upload.imageSize }),
});
