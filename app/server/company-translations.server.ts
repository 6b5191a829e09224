/**
 * The company's texts in Kazakh and English (ADR 0074): the site settings the about page shows
 * and the team page's intro, translated as entity `setting` (entity_id: the setting's key) — a
 * text as field `value`, a list item's field as `items.<index>.<field>`. The translation editor
 * treats them all as one item, COMPANY_TEXTS_ID. /about exists in a language when every text it
 * shows is reviewed there; the team intro is shown when it is, and hidden otherwise. /partners
 * exists where every partner is (ADR 0078).
 *
 * The contact details' free texts (ADR 0078), the address and the working hours, are a second
 * item, CONTACT_TEXTS_ID, edited from «Контакты»: /contact exists where they are reviewed, and
 * the footer shows the reviewed address and description where there are any.
 *
 * The texts' place in the translations overview and 'Перевести все с помощью AI' is
 * COMPANY_TRANSLATION_SCREEN (ADR 0076).
 */
import * as ru from "~/i18n/ru";
import type { TranslationLanguage } from "~/lib/constants";
import type { SiteLanguage } from "~/lib/languages";
import type { Db } from "~/db/types";
import { ADMIN_SCREENS } from "~/lib/permissions";
import { COMPANY_TEXTS_ID, CONTACT_TEXTS_ID, fieldKey } from "~/lib/translatable";
import { SITE_SETTINGS, type SettingValues } from "~/schemas/site-settings";
import { ABOUT_KEYS, aboutContentOf, getSiteChrome, type AboutContent, type ContactPageData, type SiteChrome } from "~/server/company.server";
import type { TranslatableItem, TranslatableKind } from "~/server/item-translations.server";
import { listServiceChoices } from "~/server/leads.server";
import { listPublicServices } from "~/server/services.server";
import { readSiteSettings } from "~/server/settings.server";
import { itemLanguages, readTranslations, visible, visibleValues, type FieldState, type Source, type TranslationRow } from "~/server/translatable.server";
import type { TranslationScreen } from "~/server/translation-screens.server";

/** The texts, in the editor's order; `company_description` is edited in «Контакты». */
const TEXT_KEYS = ["company_description", "company_mission", "company_vision", "company_values", "company_history", "company_achievements", "team_info"] as const;
const LIST_FIELDS = {
  company_timeline: ["period", "title", "description"],
  company_partners: ["name", "type", "description"],
} as const;
const COMPANY_KEYS = [...TEXT_KEYS, "company_timeline", "company_partners"] as const;

export type CompanySettings = SettingValues<(typeof COMPANY_KEYS)[number]>;

function source(entityId: string, field: string, russian: string): Source[] {
  return russian.trim() ? [{ entity: "setting", entityId, field, russian }] : [];
}

/** Every non-blank text of the company, its lists' items field by field. */
export function companySources(s: CompanySettings): Source[] {
  return [
    ...TEXT_KEYS.flatMap((key) => source(key, "value", s[key])),
    ...(Object.keys(LIST_FIELDS) as (keyof typeof LIST_FIELDS)[]).flatMap((key) =>
      s[key].flatMap((item, index) => LIST_FIELDS[key].flatMap((field) => source(key, `items.${index}.${field}`, (item as Record<string, string>)[field] ?? ""))),
    ),
  ];
}

/** What the about page shows: every text but the team's intro. */
const onAbout = (sources: readonly Source[]) => sources.filter((s) => s.entityId !== "team_info");

/** What the partners page shows: the partners' names, types and descriptions. */
const onPartners = (sources: readonly Source[]) => sources.filter((s) => s.entityId === "company_partners");

export async function readCompany(database?: Db): Promise<{ settings: CompanySettings; sources: Source[] }> {
  const settings = await readSiteSettings(COMPANY_KEYS, database);
  return { settings, sources: companySources(settings) };
}

const companyRows = (language?: TranslationLanguage, database?: Db) =>
  readTranslations([{ entity: "setting", ids: [...COMPANY_KEYS] }], language, database);

async function companyItem(database: Db): Promise<TranslatableItem> {
  const { sources } = await readCompany(database);
  return {
    id: COMPANY_TEXTS_ID,
    title: ru.adminTeamTranslations.company.title,
    status: "public",
    sources,
    parts: new Map(COMPANY_KEYS.map((key) => [key, ru.adminTeamTranslations.company.parts[key]!])),
  };
}

export const COMPANY_TRANSLATIONS: TranslatableKind = {
  // As the Russian's own changes are logged (settings.server.ts): any such change drops every cached page.
  auditEntity: "site_settings",
  load: async (database, id) => (id === COMPANY_TEXTS_ID ? companyItem(database) : null),
};

/** The about screen's one item, the company's texts: listed while any of them has words to translate. */
export const COMPANY_TRANSLATION_SCREEN: TranslationScreen = {
  screen: "about",
  name: ru.adminAbout.title,
  kind: COMPANY_TRANSLATIONS,
  list: async (database) => {
    const item = await companyItem(database);
    return item.sources.length > 0 ? [item] : [];
  },
  editorHref: (_id, language) => `${ADMIN_SCREENS.about.path}?lang=${language}`,
};

/** The about page's settings with the reviewed words of the language laid over them. */
function translatedSettings(s: CompanySettings, sources: readonly Source[], rows: ReadonlyMap<string, TranslationRow[]>, language: TranslationLanguage) {
  const values = visibleValues(sources, rows, language);
  const word = (key: string, field: string, russian: string) => values.get(fieldKey("setting", key, field)) ?? russian;
  const text = (key: (typeof TEXT_KEYS)[number]) => word(key, "value", s[key]);
  return {
    company_description: text("company_description"),
    company_mission: text("company_mission"),
    company_vision: text("company_vision"),
    company_values: text("company_values"),
    company_history: text("company_history"),
    company_achievements: text("company_achievements"),
    company_timeline: s.company_timeline.map((step, i) => ({
      period: word("company_timeline", `items.${i}.period`, step.period),
      title: word("company_timeline", `items.${i}.title`, step.title),
      description: word("company_timeline", `items.${i}.description`, step.description),
    })),
    company_partners: s.company_partners.map((partner, i) => ({
      name: word("company_partners", `items.${i}.name`, partner.name),
      type: word("company_partners", `items.${i}.type`, partner.type),
      description: word("company_partners", `items.${i}.description`, partner.description),
    })),
  } satisfies SettingValues<(typeof ABOUT_KEYS)[number]>;
}

/** The about page in the language (complete there, or the loader answers 404). */
export async function readLocalAbout(language: SiteLanguage): Promise<AboutContent> {
  const { settings, sources } = await readCompany();
  if (language === "ru") return aboutContentOf(settings);
  return aboutContentOf(translatedSettings(settings, sources, await companyRows(language), language));
}

/** /about exists in Russian, and in each language every text it shows is reviewed in. */
export async function aboutPageLanguages(): Promise<SiteLanguage[]> {
  const [{ sources }, rows] = await Promise.all([readCompany(), companyRows()]);
  return itemLanguages(onAbout(sources), rows);
}

/** /partners exists in Russian, and in each language every partner's words are reviewed in (all of them, with none). */
export async function partnersPageLanguages(): Promise<SiteLanguage[]> {
  const [{ sources }, rows] = await Promise.all([readCompany(), companyRows()]);
  return itemLanguages(onPartners(sources), rows);
}

/** Whether the editor's item makes /about complete: every field but the team's intro. */
export function aboutComplete(fields: readonly { key: string; state: FieldState }[]): boolean {
  const intro = fieldKey("setting", "team_info", "value");
  return fields.every((field) => field.key === intro || visible(field.state));
}

/** The team page's intro in the language: its reviewed words, else none. */
export async function readLocalTeamInfo(language: SiteLanguage): Promise<string> {
  const { settings, sources } = await readCompany();
  if (language === "ru") return settings.team_info;
  const values = visibleValues(sources, await companyRows(language), language);
  return values.get(fieldKey("setting", "team_info", "value")) ?? "";
}

/** The contact details' free texts; phones, emails and links are not words and stay as typed. */
const CONTACT_TEXT_KEYS = ["address", "working_hours"] as const;

type ContactTexts = SettingValues<(typeof CONTACT_TEXT_KEYS)[number]>;

/**
 * The address, and the working hours unless staff keep the default: the page then shows the
 * catalogs' weekday and weekend lines, which are in every language already.
 */
export function contactSources(s: ContactTexts): Source[] {
  const hours = s.working_hours === SITE_SETTINGS.working_hours.default ? "" : s.working_hours;
  return [...source("address", "value", s.address), ...source("working_hours", "value", hours)];
}

async function readContactTexts(database?: Db): Promise<{ settings: ContactTexts; sources: Source[] }> {
  const settings = await readSiteSettings(CONTACT_TEXT_KEYS, database);
  return { settings, sources: contactSources(settings) };
}

const contactRows = (language?: TranslationLanguage, database?: Db) =>
  readTranslations([{ entity: "setting", ids: [...CONTACT_TEXT_KEYS] }], language, database);

export const CONTACT_TRANSLATIONS: TranslatableKind = {
  // As the Russian's own saves in «Контакты» are logged: a translation save drops every cached page.
  auditEntity: "site_settings",
  async load(database, id) {
    if (id !== CONTACT_TEXTS_ID) return null;
    const { sources } = await readContactTexts(database);
    const t = ru.adminContactTranslations;
    return { id, title: t.title, status: "public", sources, parts: new Map(CONTACT_TEXT_KEYS.map((key) => [key, t.parts[key]])) };
  },
};

/** The contacts screen's one item, the address and the hours: listed while either has words to translate. */
export const CONTACT_TRANSLATION_SCREEN: TranslationScreen = {
  screen: "contacts",
  name: ru.adminContacts.title,
  kind: CONTACT_TRANSLATIONS,
  list: async (database) => {
    const item = await CONTACT_TRANSLATIONS.load(database, CONTACT_TEXTS_ID);
    return item && item.sources.length > 0 ? [item] : [];
  },
  editorHref: (_id, language) => `${ADMIN_SCREENS.contacts.path}?lang=${language}`,
};

/** /contact exists in Russian, and in each language its address and hours are reviewed in. */
export async function contactPageLanguages(): Promise<SiteLanguage[]> {
  const [{ sources }, rows] = await Promise.all([readContactTexts(), contactRows()]);
  return itemLanguages(sources, rows);
}

/** The service select's choices in the language: the services the services page lists there, their words its. */
async function localServiceChoices(language: SiteLanguage) {
  if (language === "ru") return listServiceChoices();
  const { main, extra } = await listPublicServices(language);
  return [...main, ...extra].map(({ slug, title }) => ({ slug, title }));
}

/**
 * The address and the hours in the language, their reviewed words where there are any; the hours
 * null while staff keep the default, which pages show as the catalogs' weekday and weekend lines.
 */
export async function readLocalContactTexts(language: SiteLanguage): Promise<{ address: string; workingHours: string | null }> {
  const { settings, sources } = await readContactTexts();
  const values = language === "ru" ? new Map<string, string>() : visibleValues(sources, await contactRows(language), language);
  const word = (key: (typeof CONTACT_TEXT_KEYS)[number]) => values.get(fieldKey("setting", key, "value")) ?? settings[key];
  return { address: word("address"), workingHours: settings.working_hours === SITE_SETTINGS.working_hours.default ? null : word("working_hours") };
}

/** The contact page in the language: the details staff set in /admin/contacts, their free texts' reviewed words laid over. */
export async function readLocalContactPage(language: SiteLanguage): Promise<ContactPageData> {
  const [details, texts, services] = await Promise.all([
    readSiteSettings(["email", "phone", "social_instagram", "social_telegram_bot"]),
    readLocalContactTexts(language),
    localServiceChoices(language),
  ]);
  return {
    email: details.email,
    phone: details.phone,
    ...texts,
    instagram: details.social_instagram,
    telegramBot: details.social_telegram_bot,
    services,
  };
}

/** The header's and footer's details in the language: the company description and the address in their reviewed words, where there are any. */
export async function readLocalChrome(language: SiteLanguage): Promise<SiteChrome> {
  const chrome = await getSiteChrome();
  if (language === "ru") return chrome;
  const sources = [...source("company_description", "value", chrome.companyDescription), ...source("address", "value", chrome.address)];
  const values = visibleValues(sources, await readTranslations([{ entity: "setting", ids: ["company_description", "address"] }], language), language);
  return {
    ...chrome,
    companyDescription: values.get(fieldKey("setting", "company_description", "value")) ?? chrome.companyDescription,
    address: values.get(fieldKey("setting", "address", "value")) ?? chrome.address,
  };
}
