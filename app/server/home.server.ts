import { and, asc, eq, isNull } from "drizzle-orm";

import { teamMembers } from "~/db/schema";
import type { SiteLanguage } from "~/lib/languages";
import type { ServiceTeaser } from "~/schemas/home";
import { listAdvantages } from "~/server/advantages.server";
import { db } from "~/server/db.server";
import { heroLanguages, listPublicHeroSlides } from "~/server/hero.server";
import { listPublicServices } from "~/server/services.server";
import { readSiteSettings } from "~/server/settings.server";

const TEASER_SERVICES = 4;

async function listServiceTeasers(language: SiteLanguage): Promise<ServiceTeaser[]> {
  const { main } = await listPublicServices(language);
  return main.slice(0, TEASER_SERVICES).map((service) => ({
    id: service.id,
    title: service.title,
    description: service.description,
    icon: service.icon,
    price: service.price,
    duration: service.duration,
  }));
}

/** The name in the hero's founder caption: the first visible member of the leadership. */
async function founderName(): Promise<string | null> {
  const [row] = await (await db())
    .select({ name: teamMembers.name })
    .from(teamMembers)
    .where(
      and(
        eq(teamMembers.department, "Руководство"),
        eq(teamMembers.isVisible, true),
        isNull(teamMembers.hiringStatus),
      ),
    )
    .orderBy(asc(teamMembers.displayOrder), asc(teamMembers.createdAt))
    .limit(1);
  return row?.name ?? null;
}

export async function loadHomePage(language: SiteLanguage) {
  const [slides, advantages, services, founder, settings, languages] = await Promise.all([
    listPublicHeroSlides(language),
    listAdvantages(language),
    listServiceTeasers(language),
    founderName(),
    readSiteSettings(["social_telegram_bot"]),
    heroLanguages(),
  ]);
  return {
    slides,
    advantages,
    services,
    founderName: founder,
    telegramBotUrl: settings.social_telegram_bot || null,
    languages,
  };
}
