import { and, count, eq, isNull } from "drizzle-orm";

import { cases, teamMembers } from "~/db/schema";
import type { Partner, TimelineStep } from "~/schemas/defaults/company";
import type { SettingValues } from "~/schemas/site-settings";
import { db } from "~/server/db.server";
import type { ServiceChoice } from "~/server/leads.server";
import { siteLogoSource } from "~/server/logo.server";
import { readSiteSettings } from "~/server/settings.server";

/** The bundled logo, used until staff upload one in /admin/logo. */
export const DEFAULT_LOGO = "/logo.svg";

export type SiteChrome = {
  logo: string;
  companyName: string;
  companyDescription: string;
  phone: string;
  email: string;
  address: string;
  website: string;
  instagram: string;
  telegramBot: string;
};

const CHROME_KEYS = [
  "site_logo",
  "company_name",
  "company_description",
  "phone",
  "email",
  "address",
  "website",
  "social_instagram",
  "social_telegram_bot",
] as const;

/** What the header and footer of every public page show. */
export async function getSiteChrome(): Promise<SiteChrome> {
  const s = await readSiteSettings(CHROME_KEYS);
  return {
    logo: (await siteLogoSource(s.site_logo)) ?? DEFAULT_LOGO,
    companyName: s.company_name,
    companyDescription: s.company_description,
    phone: s.phone,
    email: s.email,
    address: s.address,
    website: s.website,
    instagram: s.social_instagram,
    telegramBot: s.social_telegram_bot,
  };
}

export type TitledItem = { title: string; description: string };

export type AboutContent = {
  description: string;
  history: string[];
  achievements: string[];
  mission: string;
  vision: string;
  values: TitledItem[];
  timeline: TimelineStep[];
  partners: Partner[];
};

function lines(text: string): string[] {
  return text
    .split("\n")
    .map((line) => line.trim())
    .filter(Boolean);
}

/** 'Инновации — описание' → a titled card; a line without a dash becomes a title alone. */
export function parseTitledLines(text: string): TitledItem[] {
  return lines(text).map((line) => {
    const match = /^(.+?)\s+[—–-]\s+(.+)$/.exec(line);
    if (!match) return { title: line, description: "" };
    const description = match[2]!;
    return { title: match[1]!, description: description.charAt(0).toUpperCase() + description.slice(1) };
  });
}

/** The settings the about page shows. */
export const ABOUT_KEYS = [
  "company_description",
  "company_mission",
  "company_vision",
  "company_values",
  "company_history",
  "company_achievements",
  "company_timeline",
  "company_partners",
] as const;

export async function getAboutContent(): Promise<AboutContent> {
  return aboutContentOf(await readSiteSettings(ABOUT_KEYS));
}

/** The page's view of the settings (Russian, or with their translations laid over them). */
export function aboutContentOf(s: SettingValues<(typeof ABOUT_KEYS)[number]>): AboutContent {
  return {
    description: s.company_description,
    history: lines(s.company_history),
    achievements: lines(s.company_achievements),
    mission: s.company_mission,
    vision: s.company_vision,
    values: parseTitledLines(s.company_values),
    timeline: s.company_timeline,
    partners: s.company_partners,
  };
}

export type CompanyFigures = { completedProjects: number; experts: number };

/** What the company info screen counts instead of sample figures: public cases and members. */
export async function getCompanyFigures(): Promise<CompanyFigures> {
  const database = await db();
  const [[projects], [experts]] = await Promise.all([
    database.select({ n: count() }).from(cases).where(eq(cases.status, "completed")),
    database
      .select({ n: count() })
      .from(teamMembers)
      .where(and(eq(teamMembers.isVisible, true), isNull(teamMembers.hiringStatus))),
  ]);
  return { completedProjects: projects?.n ?? 0, experts: experts?.n ?? 0 };
}

export type ContactPageData = {
  email: string;
  phone: string;
  address: string;
  /** Null while staff keep the default hours: the page then shows the default weekday and weekend lines. */
  workingHours: string | null;
  instagram: string;
  telegramBot: string;
  services: ServiceChoice[];
};

export type InfoContacts = {
  companyName: string;
  email: string;
  phone: string;
  address: string;
  workingHours: string;
  telegramBot: string;
};

/** The contact details the info pages quote, as staff set them in /admin/contacts. */
export async function readInfoContacts(): Promise<InfoContacts> {
  const s = await readSiteSettings(["company_name", "email", "phone", "address", "working_hours", "social_telegram_bot"]);
  return {
    companyName: s.company_name,
    email: s.email,
    phone: s.phone,
    address: s.address,
    workingHours: s.working_hours,
    telegramBot: s.social_telegram_bot,
  };
}
