import { z } from "zod";

import * as ru from "~/i18n/ru";
import { MEDIA_CATEGORIES } from "~/lib/constants";
import { searchText } from "~/schemas/fields";
import type { MediaType } from "~/schemas/media";

/**
 * The media library screen's address (its tabs, search, category filter and view are query-string
 * links and a GET form, so the server renders the filtered list) and its action's form.
 */


export const MEDIA_TABS = ["all", "images", "videos", "documents"] as const;
export type MediaTab = (typeof MEDIA_TABS)[number];

/** The record types each tab shows: SVG logos are images too. */
export const TAB_TYPES: Record<MediaTab, readonly MediaType[] | undefined> = {
  all: undefined,
  images: ["image", "vector"],
  videos: ["video"],
  documents: ["document"],
};

const fallback = <T extends z.ZodType>(schema: T, value: z.infer<T>) => schema.catch(value);

/** A hand-typed or stale address falls back to the whole library rather than an error page. */
const mediaScreenQuerySchema = z.object({
  tab: fallback(z.enum(MEDIA_TABS), "all"),
  category: fallback(z.enum(MEDIA_CATEGORIES).optional(), undefined),
  search: fallback(searchText(200).optional(), undefined).transform((v) => v || undefined),
  view: fallback(z.enum(["grid", "list"]), "grid"),
});
export type MediaScreenQuery = z.infer<typeof mediaScreenQuerySchema>;

export function readMediaScreenQuery(params: URLSearchParams): MediaScreenQuery {
  return mediaScreenQuerySchema.parse(Object.fromEntries(params));
}

/** The address of the screen with these filters; defaults are left out. */
export function mediaScreenHref(path: string, query: MediaScreenQuery, change: Partial<MediaScreenQuery> = {}): string {
  const next = { ...query, ...change };
  const params = new URLSearchParams();
  if (next.tab !== "all") params.set("tab", next.tab);
  if (next.category) params.set("category", next.category);
  if (next.search) params.set("search", next.search);
  if (next.view !== "grid") params.set("view", next.view);
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * The form posted to the screen: several files at once (the no-script upload; with a script each
 * file goes to POST /api/media on its own, with its progress), or a delete.
 */
export const mediaActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("upload"),
    files: z.array(z.file(), { error: ru.media.upload.noFile }).min(1, { error: ru.media.upload.noFile }),
    category: z.enum(MEDIA_CATEGORIES, { error: ru.media.upload.badCategory }).optional(),
  }),
  z.object({ intent: z.literal("delete"), id: z.uuid() }),
]);
