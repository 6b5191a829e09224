import { asc, eq } from "drizzle-orm";

import type { HeroSlide } from "~/components/home/types";
import { heroContent } from "~/db/schema";
import * as ru from "~/i18n/ru";
import { DEFAULT_HERO_CTA_LINK, type HeroStat } from "~/lib/constants";
import { db } from "~/server/db.server";

type HeroRow = typeof heroContent.$inferSelect;

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

export function toHeroSlide(row: HeroRow): HeroSlide {
  return {
    id: row.id,
    title: row.title,
    subtitle: blankToNull(row.subtitle),
    description: blankToNull(row.description),
    badgeText: blankToNull(row.badgeText) ?? ru.home.hero.defaultBadge,
    ctaText: blankToNull(row.ctaText),
    ctaLink: blankToNull(row.ctaLink) ?? DEFAULT_HERO_CTA_LINK,
    backgroundImage: blankToNull(row.backgroundImage),
    backgroundVideo: blankToNull(row.backgroundVideo),
    founderImage: blankToNull(row.founderImage),
    showFounder: row.showFounder,
    stats: cleanStats(row.stats),
  };
}

/** SPEC.md 2.3: only active slides, by slide_order; equal orders keep the older slide first. */
export function publicHeroSlides(rows: readonly HeroRow[]): HeroSlide[] {
  return rows
    .filter((row) => row.isActive)
    .toSorted(
      (a, b) => a.slideOrder - b.slideOrder || a.createdAt.getTime() - b.createdAt.getTime(),
    )
    .map(toHeroSlide);
}

export async function listPublicHeroSlides(): Promise<HeroSlide[]> {
  const rows = await (await db())
    .select()
    .from(heroContent)
    .where(eq(heroContent.isActive, true))
    .orderBy(asc(heroContent.slideOrder), asc(heroContent.createdAt));
  return publicHeroSlides(rows);
}
