/**
 * Every site_settings key the product reads or writes, once: its category, the
 * description stored beside it, the zod schema a value must meet, and the default used while no
 * valid row exists. Admin forms validate with these schemas, the server saves through them
 * (app/server/settings.server.ts), and pages read typed values with the defaults applied.
 */
import { z } from "zod";

import { leads } from "~/i18n/ru/leads";
import { COMPANY_DEFAULTS, PARTNER_DEFAULTS, TIMELINE_DEFAULTS } from "~/schemas/defaults/company";
import { CONTACT_DEFAULTS } from "~/schemas/defaults/contacts";
import { email, phone, requiredText } from "~/schemas/fields";
import { ADVANCED_SETTINGS } from "~/schemas/settings/advanced";
import { f, linkSetting, messages, setting, textSetting, type Setting } from "~/schemas/settings/define";
import { GENERAL_SETTINGS } from "~/schemas/settings/general";
import { LANGUAGE_SETTINGS } from "~/schemas/settings/languages";
import { INTEGRATION_SETTINGS } from "~/schemas/settings/integrations";
import { NOTIFICATION_SETTINGS } from "~/schemas/settings/notifications";
import { SEO_SETTINGS } from "~/schemas/settings/seo";

/** The company phone: blank, or a leading + and at least ten digits, since the header's WhatsApp and tel: links are made from its digits. */
const phoneSetting = phone(messages(40), leads, "");

/** How many timeline steps and partners the About page holds at most. */
export const TIMELINE_MAX = 30;
export const PARTNERS_MAX = 50;

const timelineStep = z.object({ period: requiredText(100), title: requiredText(200), description: textSetting(1000, { multiline: true }) }, { error: f.invalidList });
const partner = z.object({ name: requiredText(200), description: textSetting(1000, { multiline: true }), type: textSetting(100) }, { error: f.invalidList });

export const SITE_SETTINGS = {
  company_name: setting({ category: "contacts", description: "Название компании", schema: requiredText(200), default: CONTACT_DEFAULTS.company_name }),
  company_description: setting({ category: "contacts", description: "Описание компании", schema: textSetting(1000, { multiline: true }), default: CONTACT_DEFAULTS.company_description }),
  address: setting({ category: "contacts", description: "Адрес", schema: textSetting(300), default: CONTACT_DEFAULTS.address }),
  phone: setting({ category: "contacts", description: "Телефон", schema: phoneSetting, default: CONTACT_DEFAULTS.phone }),
  email: setting({ category: "contacts", description: "Email", schema: email({ invalid: f.email, missing: f.required }), default: CONTACT_DEFAULTS.email }),
  website: setting({ category: "contacts", description: "Веб-сайт", schema: linkSetting("external"), default: CONTACT_DEFAULTS.website }),
  working_hours: setting({ category: "contacts", description: "Часы работы", schema: textSetting(300), default: CONTACT_DEFAULTS.working_hours }),
  social_instagram: setting({ category: "contacts", description: "Instagram", schema: linkSetting("external"), default: CONTACT_DEFAULTS.social_instagram }),
  social_telegram_bot: setting({ category: "contacts", description: "Telegram-бот", schema: linkSetting("external"), default: CONTACT_DEFAULTS.social_telegram_bot }),

  company_mission: setting({ category: "about", description: "Миссия компании", schema: textSetting(5000, { multiline: true }), default: COMPANY_DEFAULTS.company_mission }),
  company_vision: setting({ category: "about", description: "Видение компании", schema: textSetting(5000, { multiline: true }), default: COMPANY_DEFAULTS.company_vision }),
  company_values: setting({ category: "about", description: "Ценности компании", schema: textSetting(5000, { multiline: true }), default: COMPANY_DEFAULTS.company_values }),
  company_history: setting({ category: "about", description: "История компании", schema: textSetting(5000, { multiline: true }), default: COMPANY_DEFAULTS.company_history }),
  company_achievements: setting({ category: "about", description: "Достижения компании", schema: textSetting(5000, { multiline: true }), default: COMPANY_DEFAULTS.company_achievements }),
  team_info: setting({ category: "about", description: "Информация о команде", schema: textSetting(5000, { multiline: true }), default: COMPANY_DEFAULTS.team_info }),
  company_timeline: setting({ category: "about", description: "Этапы развития компании", schema: z.array(timelineStep, { error: f.invalidList }).max(TIMELINE_MAX, { error: f.tooManyItems(TIMELINE_MAX) }), default: TIMELINE_DEFAULTS }),
  company_partners: setting({ category: "about", description: "Партнеры компании", schema: z.array(partner, { error: f.invalidList }).max(PARTNERS_MAX, { error: f.tooManyItems(PARTNERS_MAX) }), default: PARTNER_DEFAULTS }),

  // The location of the uploaded logo; blank keeps the bundled one.
  site_logo: setting({ category: "branding", description: "URL логотипа сайта", schema: linkSetting("site"), default: "" }),
  presentation_url: setting({ category: "branding", description: "Файл презентации компании", schema: linkSetting("site"), default: "" }),

  // Sign-up is open only to invited addresses (and the first account) unless an administrator opens it.
  staff_open_registration: setting({ category: "users", description: "Открытая регистрация сотрудников", schema: z.boolean(), default: false }),

  // The site settings screen's tabs, one module each.
  ...GENERAL_SETTINGS,
  ...SEO_SETTINGS,
  ...INTEGRATION_SETTINGS,
  ...NOTIFICATION_SETTINGS,
  ...ADVANCED_SETTINGS,
  ...LANGUAGE_SETTINGS,
} satisfies Record<string, Setting>;

export type SettingKey = keyof typeof SITE_SETTINGS;
export type SettingValue<K extends SettingKey> = z.output<(typeof SITE_SETTINGS)[K]["schema"]>;
export type SettingValues<K extends SettingKey> = { [P in K]: SettingValue<P> };

const SETTING_KEYS = Object.keys(SITE_SETTINGS) as SettingKey[];

export function settingKeysOf(category: Setting["category"]): SettingKey[] {
  return SETTING_KEYS.filter((key) => SITE_SETTINGS[key].category === category);
}

/** The stored value if it meets the key's schema, else the default: pages never see a malformed setting. */
export function settingValue<K extends SettingKey>(key: K, stored: unknown): SettingValue<K> {
  if (stored === undefined) return SITE_SETTINGS[key].default as SettingValue<K>;
  const parsed = SITE_SETTINGS[key].schema.safeParse(stored);
  return (parsed.success ? parsed.data : SITE_SETTINGS[key].default) as SettingValue<K>;
}
