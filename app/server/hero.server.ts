/**
 * Hero slides: what the public slider shows, and the admin's writes,
 * each in one transaction with its audit entry.
 */
import { and, asc, eq } from "drizzle-orm";

import { heroContent } from "~/db/schema";
import type { Db } from "~/db/types";
import * as ru from "~/i18n/ru";
import { DEFAULT_HERO_CTA_LINK, HERO_ANIMATIONS, type HeroAnimation, type HeroStat } from "~/lib/constants";
import { SITE_LANGUAGES, type SiteLanguage } from "~/lib/languages";
import type { ResponsiveImageSource } from "~/lib/media";
import type { HeroSlideInput } from "~/schemas/admin/hero";
import type { HeroSlide } from "~/schemas/home";
import { changedFields, recordChange, type AuditActor } from "~/server/audit.server";
import { noteContentChange } from "~/server/content-changes.server";
import { db, inTransaction } from "~/server/db.server";
import { findResponsiveImages } from "~/server/media.server";
import { SITE_TAG } from "~/server/page-cache-tags.server";

export type HeroRow = typeof heroContent.$inferSelect;

function blankToNull(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/** stats is free JSON edited by staff: keep only well-formed items so one bad entry cannot break the page. */
function cleanStats(stats: unknown): HeroStat[] {
  if (!Array.isArray(stats)) return [];
  return stats.flatMap((item: unknown) => {
    if (typeof item !== "object" || item === null) return [];
    const { icon, value, label } = item as Record<string, unknown>;
    if (typeof value !== "string" || typeof label !== "string") return [];
    return [{ icon: typeof icon === "string" ? icon : "", value, label }];
  });
}

function animationOf(value: string): HeroAnimation {
  return (HERO_ANIMATIONS as readonly string[]).includes(value) ? (value as HeroAnimation) : "fade-in";
}

/** `images`: the sizes of the URLs that are uploads of this site (findResponsiveImages). */
export function toHeroSlide(row: HeroRow, images: ReadonlyMap<string, ResponsiveImageSource> = new Map()): HeroSlide {
  const backgroundImage = blankToNull(row.backgroundImage);
  const founderImage = blankToNull(row.founderImage);
  return {
    id: row.id,
    title: row.title,
    subtitle: blankToNull(row.subtitle),
    description: blankToNull(row.description),
    badgeText: blankToNull(row.badgeText) ?? ru.home.hero.defaultBadge,
    ctaText: blankToNull(row.ctaText),
    ctaLink: blankToNull(row.ctaLink) ?? DEFAULT_HERO_CTA_LINK,
    backgroundImage,
    backgroundImageSizes: (backgroundImage && images.get(backgroundImage)) || null,
    backgroundVideo: blankToNull(row.backgroundVideo),
    founderImage,
    founderImageSizes: (founderImage && images.get(founderImage)) || null,
    showFounder: row.showFounder,
    stats: cleanStats(row.stats),
    animation: animationOf(row.animationType),
  };
}

/** Only active slides, by slide_order; equal orders keep the older slide first. */
export function publicHeroSlides(
  rows: readonly HeroRow[],
  images: ReadonlyMap<string, ResponsiveImageSource> = new Map(),
): HeroSlide[] {
  return rows
    .filter((row) => row.isActive)
    .toSorted(
      (a, b) => a.slideOrder - b.slideOrder || a.createdAt.getTime() - b.createdAt.getTime(),
    )
    .map((row) => toHeroSlide(row, images));
}

/** The active slides of the page's language (a slide marked English shows on the English site only). */
export async function listPublicHeroSlides(language: SiteLanguage): Promise<HeroSlide[]> {
  const rows = await (await db())
    .select()
    .from(heroContent)
    .where(and(eq(heroContent.isActive, true), eq(heroContent.language, language)))
    .orderBy(asc(heroContent.slideOrder), asc(heroContent.createdAt));
  // Uploaded backgrounds and founder photos go out in their sizes, so a phone never gets the desktop one.
  const urls = rows.flatMap((row) => [row.backgroundImage, row.founderImage]).filter((url): url is string => Boolean(url));
  return publicHeroSlides(rows, await findResponsiveImages(urls));
}

/**
 * The languages the home page exists in: those with an active slide (ADR 0077). Russian is always
 * listed: the Russian site is the source and has its home without a slide too.
 */
export async function heroLanguages(database?: Db): Promise<SiteLanguage[]> {
  const rows = await (database ?? (await db())).selectDistinct({ language: heroContent.language }).from(heroContent).where(eq(heroContent.isActive, true));
  const active = new Set(rows.map((row) => row.language));
  return SITE_LANGUAGES.filter((language) => language === "ru" || active.has(language));
}

/**
 * Runs a slide change; when it gives a language its home or takes it away, every cached page is
 * dropped, since every page's language switcher may link to that home (ADR 0067, 0077).
 */
async function changingSlides<T>(run: (tx: Db) => Promise<T>): Promise<T> {
  return inTransaction(async (tx) => {
    const before = (await heroLanguages(tx)).join();
    const result = await run(tx);
    if ((await heroLanguages(tx)).join() !== before) noteContentChange([SITE_TAG]);
    return result;
  });
}

/** Every slide, as the admin lists them: by slide_order, the older first on a tie. */
export async function listHeroSlides(): Promise<HeroRow[]> {
  return (await db()).select().from(heroContent).orderBy(asc(heroContent.slideOrder), asc(heroContent.createdAt), asc(heroContent.id));
}

/** What the form edits, as columns; empty stats are stored as null. */
function toColumns(input: HeroSlideInput) {
  return {
    title: input.title,
    subtitle: input.subtitle,
    description: input.description,
    badgeText: input.badgeText,
    ctaText: input.ctaText,
    ctaLink: input.ctaLink,
    backgroundImage: input.backgroundImage,
    backgroundVideo: input.backgroundVideo,
    founderImage: input.founderImage,
    animationType: input.animationType,
    language: input.language,
    isActive: input.isActive,
    showFounder: input.showFounder,
    stats: input.stats.length > 0 ? input.stats : null,
    slideOrder: input.slideOrder,
  } satisfies Partial<HeroRow>;
}
type HeroColumns = ReturnType<typeof toColumns>;

/** The audit log names fields as the table does: slide_order, not slideOrder. */
function columnNames(keys: readonly string[]): string[] {
  return keys.map((key) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)).sort();
}

function editable(row: HeroRow): Record<keyof HeroColumns, unknown> {
  const { id: _id, createdBy: _by, createdAt: _created, updatedAt: _updated, stats, ...columns } = row;
  // jsonb hands keys back in its own order; the form's order makes equal stats compare equal.
  return { ...columns, stats: stats?.map(({ icon, value, label }) => ({ icon, value, label })) ?? null };
}

/** Stores the signed-in user as the slide's creator. */
export async function createHeroSlide(input: HeroSlideInput, by: AuditActor): Promise<HeroRow> {
  return changingSlides(async (tx) => {
    const values = toColumns(input);
    const [row] = await tx
      .insert(heroContent)
      .values({ ...values, createdBy: by.id })
      .returning();
    if (!row) throw new Error("hero_content insert returned no row");
    const filled = Object.entries(values).filter(([, v]) => v !== null).map(([key]) => key);
    await recordChange(tx, { actor: by, action: "create", entity: "hero", entityId: row.id, label: row.title, fields: columnNames(filled) });
    return row;
  });
}

/** null when the slide no longer exists. An update that changes nothing writes nothing. */
export async function updateHeroSlide(id: string, input: HeroSlideInput, by: AuditActor): Promise<HeroRow | null> {
  return changingSlides(async (tx) => {
    const [before] = await tx.select().from(heroContent).where(eq(heroContent.id, id)).for("update");
    if (!before) return null;
    const values = toColumns(input);
    const fields = changedFields(editable(before), values);
    if (fields.length === 0) return before;
    const [row] = await tx
      .update(heroContent)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(heroContent.id, id))
      .returning();
    await recordChange(tx, { actor: by, action: "update", entity: "hero", entityId: id, label: values.title, fields: columnNames(fields) });
    return row ?? null;
  });
}

/**
 * The switch changes this slide only; several slides may be active at once.
 * null when the slide no longer exists.
 */
export async function setHeroSlideActive(id: string, active: boolean, by: AuditActor): Promise<HeroRow | null> {
  return changingSlides(async (tx) => {
    const [before] = await tx.select().from(heroContent).where(eq(heroContent.id, id)).for("update");
    if (!before) return null;
    if (before.isActive === active) return before;
    const [row] = await tx
      .update(heroContent)
      .set({ isActive: active, updatedAt: new Date() })
      .where(eq(heroContent.id, id))
      .returning();
    await recordChange(tx, { actor: by, action: "update", entity: "hero", entityId: id, label: before.title, fields: ["is_active"] });
    return row ?? null;
  });
}

/** false when the slide no longer exists. Uploaded files stay in the media library. */
export async function deleteHeroSlide(id: string, by: AuditActor): Promise<boolean> {
  return changingSlides(async (tx) => {
    const [row] = await tx.delete(heroContent).where(eq(heroContent.id, id)).returning({ title: heroContent.title });
    if (!row) return false;
    await recordChange(tx, { actor: by, action: "delete", entity: "hero", entityId: id, label: row.title });
    return true;
  });
}
