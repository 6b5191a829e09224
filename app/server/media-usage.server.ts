/**
 * Where an uploaded file is still used (ADR 0038): content keeps files as their /media/{id}/… URLs
 * (and the gallery by media_id too), so the media library can refuse to delete a file a public page
 * still shows, and say where it is used.
 */
import { sql, type SQL } from "drizzle-orm";

import { blogPosts, cases, galleryItems, heroContent, services, siteSettings, teamMembers } from "~/db/schema";
import type { Db } from "~/db/types";
import * as ru from "~/i18n/ru";
import { SITE_SETTINGS, type SettingKey } from "~/schemas/site-settings";
import { db } from "~/server/db.server";

/** What uses a file; the order is the order a message lists them in. */
export const MEDIA_USE_KINDS = ["logo", "hero", "case", "service", "team", "blog", "gallery", "setting"] as const;
export type MediaUseKind = (typeof MEDIA_USE_KINDS)[number];

/** One record that uses a file: its kind, its id (a setting's key) and how staff recognise it. */
export type MediaUse = { kind: MediaUseKind; id: string; label: string };

/** The record id inside any /media/{id}/… URL, absolute or not, wherever it sits in a text. */
const MEDIA_ID_IN_URL = "/media/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})/";

/** One row per media URL found in `refs` (a set-returning call: rows without a URL give none). */
function mediaIdsIn(refs: SQL) {
  return sql<string>`(regexp_matches(${refs}, ${MEDIA_ID_IN_URL}, 'g'))[1]`;
}

/**
 * Every column that holds an uploaded file, per table. Blog bodies are Markdown whose images are
 * uploads too. A gallery item's media_id is spelt as a URL so one pattern reads every table.
 */
async function allUses(database: Db): Promise<(MediaUse & { mediaId: string })[]> {
  // One query after another: the check may run inside a transaction, which takes one at a time.
  const hero = await database
    .select({
      id: heroContent.id,
      label: heroContent.title,
      mediaId: mediaIdsIn(sql`concat_ws(' ', ${heroContent.backgroundImage}, ${heroContent.backgroundVideo}, ${heroContent.founderImage})`),
    })
    .from(heroContent);
  const caseRows = await database
    .select({
      id: cases.id,
      label: cases.title,
      mediaId: mediaIdsIn(sql`concat_ws(' ', array_to_string(${cases.images}, ' '), ${cases.clientLogo}, ${cases.videoTestimonial})`),
    })
    .from(cases);
  const team = await database
    .select({ id: teamMembers.id, label: teamMembers.name, mediaId: mediaIdsIn(sql`${teamMembers.avatar}`) })
    .from(teamMembers);
  const serviceRows = await database
    .select({ id: services.id, label: services.title, mediaId: mediaIdsIn(sql`${services.image}`) })
    .from(services);
  const blog = await database
    .select({
      id: blogPosts.id,
      label: blogPosts.title,
      mediaId: mediaIdsIn(sql`concat_ws(' ', ${blogPosts.coverImage}, ${blogPosts.content})`),
    })
    .from(blogPosts);
  const gallery = await database
    .select({
      id: galleryItems.id,
      label: galleryItems.title,
      mediaId: mediaIdsIn(sql`concat_ws(' ', '/media/' || ${galleryItems.mediaId} || '/', ${galleryItems.url}, ${galleryItems.thumbnail})`),
    })
    .from(galleryItems);
  const settings = await database.select({ key: siteSettings.key, mediaId: mediaIdsIn(sql`${siteSettings.value}`) }).from(siteSettings);
  return [
    ...hero.map((row) => ({ ...row, kind: "hero" as const })),
    ...caseRows.map((row) => ({ ...row, kind: "case" as const })),
    ...team.map((row) => ({ ...row, kind: "team" as const })),
    ...serviceRows.map((row) => ({ ...row, kind: "service" as const })),
    ...blog.map((row) => ({ ...row, kind: "blog" as const })),
    ...gallery.map((row) => ({ ...row, kind: "gallery" as const })),
    ...settings.map(({ key, mediaId }) => ({ ...settingUse(key), mediaId })),
  ];
}

/** The logo is named as such; any other setting by its description in the registry. */
function settingUse(key: string): MediaUse {
  if (key === "site_logo") return { kind: "logo", id: key, label: "" };
  return { kind: "setting", id: key, label: key in SITE_SETTINGS ? SITE_SETTINGS[key as SettingKey].description : key };
}

/**
 * The records using each of `ids` (media record ids), each record once per file, in
 * MEDIA_USE_KINDS order. A file used nowhere is absent from the map. Pass a transaction to check
 * in the same one that deletes.
 */
export async function findMediaUses(ids: readonly string[], database?: Db): Promise<Map<string, MediaUse[]>> {
  const wanted = new Set(ids.map((id) => id.toLowerCase()));
  const found = new Map<string, MediaUse[]>();
  if (wanted.size === 0) return found;
  const seen = new Set<string>();
  for (const { mediaId, ...use } of await allUses(database ?? (await db()))) {
    const key = `${mediaId} ${use.kind} ${use.id}`;
    if (!wanted.has(mediaId) || seen.has(key)) continue;
    seen.add(key);
    found.set(mediaId, [...(found.get(mediaId) ?? []), use]);
  }
  const rank = (use: MediaUse) => MEDIA_USE_KINDS.indexOf(use.kind);
  for (const uses of found.values()) uses.sort((a, b) => rank(a) - rank(b) || a.label.localeCompare(b.label, "ru"));
  return found;
}

/** How many places a message names before it says "и ещё N". */
const NAMED = 3;

/** 'Hero-слайд «…», кейс «…» и ещё 2': the places a file is used, for messages. */
export function describeMediaUses(uses: readonly MediaUse[]): string {
  const t = ru.adminMedia.usedIn;
  const named = uses.slice(0, NAMED).map((use) => t[use.kind](use.label));
  const rest = uses.length - named.length;
  return rest > 0 ? `${named.join(", ")} ${t.more(rest)}` : named.join(", ");
}
