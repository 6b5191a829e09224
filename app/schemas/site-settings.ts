/**
 * Every site_settings key the product reads or writes (SPEC.md 3), once: its category, the
 * description stored beside it, the zod schema a value must meet, and the default used while no
 * valid row exists. Admin forms validate with these schemas, the server saves through them
 * (app/server/settings.server.ts), and pages read typed values with the defaults applied.
 */
import { z } from "zod";

import * as ru from "~/i18n/ru";
import { isSafeLink, type LinkTarget } from "~/lib/safe-link";
import { COMPANY_DEFAULTS, PARTNER_DEFAULTS, TIMELINE_DEFAULTS } from "~/schemas/defaults/company";
import { CONTACT_DEFAULTS } from "~/schemas/defaults/contacts";
import { phoneProblem } from "~/schemas/lead";
import { hasForbiddenCharacters } from "~/schemas/text-safety";

const f = ru.admin.fields;

/** A text setting: trimmed, at most `max` characters, nothing a person cannot type. Blank is allowed unless `required`. */
function text(max: number, options: { multiline?: boolean; required?: boolean } = {}) {
  const base = z
    .string({ error: f.required })
    .trim()
    .max(max, { error: f.tooLong(max) })
    .refine((v) => !hasForbiddenCharacters(v, { multiline: options.multiline }), { error: f.invalidCharacters });
  // conform submits a blank field as undefined: required fields say so, the others store "".
  return options.required
    ? base.refine((v) => v.length > 0, { error: f.required })
    : base.optional().transform((v) => v ?? "");
}

function link(target: LinkTarget) {
  return z
    .string()
    .trim()
    .max(2000, { error: f.tooLong(2000) })
    .refine((v) => v === "" || isSafeLink(v, target), {
      error: target === "site" ? ru.links.invalidOrSitePath : ru.links.invalid,
    })
    .optional()
    .transform((v) => v ?? "");
}

const email = z
  .string({ error: f.required })
  .trim()
  .max(254, { error: f.email })
  .pipe(z.email({ error: f.email }));

/**
 * The company phone: blank, or SPEC.md 9's rule for phones (a leading + and at least ten digits),
 * since the header's WhatsApp link and the tel: links are made from its digits.
 */
const phone = text(40).superRefine((value, ctx) => {
  const problem = value ? phoneProblem(value) : null;
  if (problem) ctx.addIssue({ code: "custom", message: problem });
});

/** How many timeline steps and partners the About page holds at most. */
export const TIMELINE_MAX = 30;
export const PARTNERS_MAX = 50;

const timelineStep = z.object({ period: text(100, { required: true }), title: text(200, { required: true }), description: text(1000, { multiline: true }) }, { error: f.invalidList });
const partner = z.object({ name: text(200, { required: true }), description: text(1000, { multiline: true }), type: text(100) }, { error: f.invalidList });

type Setting<S extends z.ZodType = z.ZodType> = {
  category: "contacts" | "about" | "branding" | "users";
  description: string;
  schema: S;
  default: z.output<S>;
};

function setting<S extends z.ZodType>(definition: Setting<S>): Setting<S> {
  return definition;
}

export const SITE_SETTINGS = {
  company_name: setting({ category: "contacts", description: "Название компании", schema: text(200, { required: true }), default: CONTACT_DEFAULTS.company_name }),
  company_description: setting({ category: "contacts", description: "Описание компании", schema: text(1000, { multiline: true }), default: CONTACT_DEFAULTS.company_description }),
  address: setting({ category: "contacts", description: "Адрес", schema: text(300), default: CONTACT_DEFAULTS.address }),
  phone: setting({ category: "contacts", description: "Телефон", schema: phone, default: CONTACT_DEFAULTS.phone }),
  email: setting({ category: "contacts", description: "Email", schema: email, default: CONTACT_DEFAULTS.email }),
  website: setting({ category: "contacts", description: "Веб-сайт", schema: link("external"), default: CONTACT_DEFAULTS.website }),
  working_hours: setting({ category: "contacts", description: "Часы работы", schema: text(300), default: CONTACT_DEFAULTS.working_hours }),
  social_instagram: setting({ category: "contacts", description: "Instagram", schema: link("external"), default: CONTACT_DEFAULTS.social_instagram }),
  social_telegram_bot: setting({ category: "contacts", description: "Telegram-бот", schema: link("external"), default: CONTACT_DEFAULTS.social_telegram_bot }),

  company_mission: setting({ category: "about", description: "Миссия компании", schema: text(5000, { multiline: true }), default: COMPANY_DEFAULTS.company_mission }),
  company_vision: setting({ category: "about", description: "Видение компании", schema: text(5000, { multiline: true }), default: COMPANY_DEFAULTS.company_vision }),
  company_values: setting({ category: "about", description: "Ценности компании", schema: text(5000, { multiline: true }), default: COMPANY_DEFAULTS.company_values }),
  company_history: setting({ category: "about", description: "История компании", schema: text(5000, { multiline: true }), default: COMPANY_DEFAULTS.company_history }),
  company_achievements: setting({ category: "about", description: "Достижения компании", schema: text(5000, { multiline: true }), default: COMPANY_DEFAULTS.company_achievements }),
  team_info: setting({ category: "about", description: "Информация о команде", schema: text(5000, { multiline: true }), default: COMPANY_DEFAULTS.team_info }),
  company_timeline: setting({ category: "about", description: "Этапы развития компании", schema: z.array(timelineStep, { error: f.invalidList }).max(TIMELINE_MAX, { error: f.tooManyItems(TIMELINE_MAX) }), default: TIMELINE_DEFAULTS }),
  company_partners: setting({ category: "about", description: "Партнеры компании", schema: z.array(partner, { error: f.invalidList }).max(PARTNERS_MAX, { error: f.tooManyItems(PARTNERS_MAX) }), default: PARTNER_DEFAULTS }),

  // The location of the uploaded logo; blank keeps the bundled one (SPEC.md 7).
  site_logo: setting({ category: "branding", description: "URL логотипа сайта", schema: link("site"), default: "" }),
  presentation_url: setting({ category: "branding", description: "Файл презентации компании", schema: link("site"), default: "" }),

  // DECISIONS.md 13: sign-up stays closed unless an administrator opens it.
  staff_open_registration: setting({ category: "users", description: "Открытая регистрация сотрудников", schema: z.boolean(), default: false }),
} satisfies Record<string, Setting>;

export type SettingKey = keyof typeof SITE_SETTINGS;
export type SettingValue<K extends SettingKey> = z.output<(typeof SITE_SETTINGS)[K]["schema"]>;
export type SettingValues<K extends SettingKey> = { [P in K]: SettingValue<P> };

export const SETTING_KEYS = Object.keys(SITE_SETTINGS) as SettingKey[];

export function settingKeysOf(category: Setting["category"]): SettingKey[] {
  return SETTING_KEYS.filter((key) => SITE_SETTINGS[key].category === category);
}

/** The stored value if it meets the key's schema, else the default: pages never see a malformed setting. */
export function settingValue<K extends SettingKey>(key: K, stored: unknown): SettingValue<K> {
  if (stored === undefined) return SITE_SETTINGS[key].default as SettingValue<K>;
  const parsed = SITE_SETTINGS[key].schema.safeParse(stored);
  return (parsed.success ? parsed.data : SITE_SETTINGS[key].default) as SettingValue<K>;
}
