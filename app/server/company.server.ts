import type { Partner, TimelineStep } from "~/db/seed/documents/company";
import { readSettings, settingString } from "~/server/settings.server";

/** The bundled logo, used until staff upload one in /admin/logo (SPEC.md section 1). */
export const DEFAULT_LOGO = "/logo.svg";

export type SiteChrome = {
  logo: string;
  companyName: string;
  companyDescription: string;
  phone: string;
  email: string;
  address: string;
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
  "social_instagram",
  "social_telegram_bot",
] as const;

/** What the header and footer of every public page show. */
export async function getSiteChrome(): Promise<SiteChrome> {
  const s = await readSettings(CHROME_KEYS);
  return {
    logo: settingString(s, "site_logo").trim() || DEFAULT_LOGO,
    companyName: settingString(s, "company_name", "AI Solutions"),
    companyDescription: settingString(s, "company_description"),
    phone: settingString(s, "phone"),
    email: settingString(s, "email"),
    address: settingString(s, "address"),
    instagram: settingString(s, "social_instagram"),
    telegramBot: settingString(s, "social_telegram_bot"),
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

function listOf<T>(value: unknown, isItem: (item: Record<string, unknown>) => boolean): T[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is T => typeof item === "object" && item !== null && isItem(item as Record<string, unknown>),
  );
}

const isString = (v: unknown) => typeof v === "string";

export async function getAboutContent(): Promise<AboutContent> {
  const s = await readSettings([
    "company_description",
    "company_mission",
    "company_vision",
    "company_values",
    "company_history",
    "company_achievements",
    "company_timeline",
    "company_partners",
  ]);
  return {
    description: settingString(s, "company_description"),
    history: lines(settingString(s, "company_history")),
    achievements: lines(settingString(s, "company_achievements")),
    mission: settingString(s, "company_mission"),
    vision: settingString(s, "company_vision"),
    values: parseTitledLines(settingString(s, "company_values")),
    timeline: listOf<TimelineStep>(
      s.company_timeline,
      (i) => isString(i.period) && isString(i.title) && isString(i.description),
    ),
    partners: listOf<Partner>(s.company_partners, (i) => isString(i.name) && isString(i.type)),
  };
}

export async function getTeamInfo(): Promise<string> {
  return settingString(await readSettings(["team_info"]), "team_info");
}
