import { z } from "zod";

import * as ru from "~/i18n/ru";
import { GALLERY_CATEGORIES } from "~/lib/constants";
import { optionalText, requiredText } from "~/schemas/fields";

const t = ru.adminGallery;

/** Everything the gallery screen's address can ask for: a category tab; `?add` opens the form. */
export const galleryCategoryParam = z.enum(GALLERY_CATEGORIES).optional().catch(undefined);

/**
 * The gallery's form. A new item is one upload: the file itself (the form posted without a script),
 * or, with a script, the id of the file already sent to POST /api/media with its progress shown.
 */
export const galleryCreateSchema = z
  .object({
    intent: z.literal("create"),
    title: requiredText(200),
    description: optionalText(2000, { multiline: true }),
    category: z.enum(GALLERY_CATEGORIES, { error: t.categoryInvalid }),
    file: z.file().optional(),
    mediaId: z.uuid().optional(),
  })
  // `when`: asked even when a text field is wrong too, so both messages show at once.
  .refine((v) => v.file !== undefined || v.mediaId !== undefined, {
    path: ["file"],
    error: ru.media.upload.noFile,
    when: () => true,
  });

export const galleryActionSchema = z.discriminatedUnion("intent", [
  galleryCreateSchema,
  z.object({ intent: z.literal("delete"), id: z.uuid() }),
]);
export type GalleryCreate = z.infer<typeof galleryCreateSchema>;
