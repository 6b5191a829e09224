import { z } from "zod";

import * as ru from "~/i18n/ru";
import { isSafeLink, type LinkTarget } from "~/lib/safe-link";

export const LINK_MAX = 2000;

/**
 * A link field of an admin form: trimmed, blank means "no link" (null), anything else must be a
 * link app/lib/safe-link.ts allows. `site` is for fields that also take '/path' and '#anchor'
 * (the hero's call to action, whose default is '#demo', and the presentation).
 */
export function safeLinkSchema(target: LinkTarget = "external") {
  const t = ru.links;
  return z
    .string()
    .trim()
    .max(LINK_MAX, { error: t.tooLong(LINK_MAX), abort: true })
    .refine((value) => value === "" || isSafeLink(value, target), {
      error: target === "site" ? t.invalidOrSitePath : t.invalid,
    })
    .transform((value) => value || null);
}

/** Case project URL, team profile links, social links. */
export const SafeLinkSchema = safeLinkSchema("external");
/** Hero call to action and presentation: also same-site paths and anchors. */
export const SafeSiteLinkSchema = safeLinkSchema("site");
