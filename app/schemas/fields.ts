/**
 * Field rules every admin screen's schema shares (docs/decisions/0024-admin-kit.md): texts that are
 * trimmed, bounded and free of characters nobody types; blank optional texts stored as null.
 */
import { z } from "zod";

import * as ru from "~/i18n/ru";
import { isSafeLink } from "~/lib/safe-link";
import { LINK_MAX } from "~/schemas/safe-link";
import { hasForbiddenCharacters } from "~/schemas/text-safety";

const f = ru.admin.fields;

type TextOptions = { multiline?: boolean };

/** Any text: trimmed, at most `max` characters, no control or invisible characters (line breaks only when multiline). */
export function boundedText(max: number, options: TextOptions = {}) {
  return z
    .string()
    .trim()
    .max(max, f.tooLong(max))
    .refine((v) => !hasForbiddenCharacters(v, options), { error: f.invalidCharacters });
}

/** A text that must be filled: 'Заполните это поле' when blank. */
export function requiredText(max: number, options: TextOptions = {}) {
  return z
    .string({ error: f.required })
    .trim()
    .min(1, f.required)
    .max(max, f.tooLong(max))
    .refine((v) => !hasForbiddenCharacters(v, options), { error: f.invalidCharacters });
}

/** An optional text: blank is null. */
export function optionalText(max: number, options: TextOptions = {}) {
  return boundedText(max, options)
    .optional()
    .transform((v) => v || null);
}

/** A list typed as 'AI, поддержка, кейсы': split at commas, trimmed, blanks and repeats dropped. */
export function commaList({ itemMax, itemsMax, itemTooLong }: { itemMax: number; itemsMax: number; itemTooLong: string }) {
  return z
    .string()
    .max(1000, f.tooLong(1000))
    .refine((v) => !hasForbiddenCharacters(v), { error: f.invalidCharacters })
    .optional()
    .transform((value, ctx) => {
      const list = [
        ...new Set(
          (value ?? "")
            .split(",")
            .map((item) => item.trim())
            .filter(Boolean),
        ),
      ];
      if (list.some((item) => item.length > itemMax)) ctx.addIssue({ code: "custom", message: itemTooLong });
      if (list.length > itemsMax) ctx.addIssue({ code: "custom", message: f.tooManyItems(itemsMax) });
      return list;
    });
}

/**
 * A file a page shows (an image, a video): one of this site's paths, normally an upload's
 * /media/{id}/… address, or an http(s) address. It lands in `src` attributes, so the same
 * characters as a link are refused, and no anchors, mail or phone links. Blank is null.
 */
export function mediaUrl(message: string) {
  return z
    .string()
    .trim()
    .max(LINK_MAX, ru.links.tooLong(LINK_MAX))
    .refine((v) => v === "" || (isSafeLink(v, "site") && /^(https?:\/\/|\/)/i.test(v)), { error: message })
    .optional()
    .transform((v) => v || null);
}
