import type { SeedDocument } from "~/db/seed/run.server";

import { insertSettings } from "./settings-rows";

/** The company's contact details; staff replace them in /admin/contacts. */
export const CONTACT_DEFAULTS = {
  company_name: "AI Solutions",
  company_description:
    "Разрабатываем и внедряем AI-агентов и AI-консультантов для бизнеса в Казахстане и Центральной Азии.",
  address: "Алматы, Казахстан",
  phone: "+7 (727) 355-01-25",
  email: "info@aisolutions.kz",
  website: "https://aisolutions.kz",
  working_hours: "Пн-Пт: 9:00-18:00, выходные по договоренности",
  social_instagram: "https://instagram.com/aisolutions.kz",
  social_telegram_bot: "https://t.me/aisolutions_kz_bot",
} as const;

export const contactsSeed: SeedDocument = {
  name: "contacts",
  run: (tx) =>
    insertSettings(tx, "contacts", {
      company_name: { value: CONTACT_DEFAULTS.company_name, description: "Название компании" },
      company_description: { value: CONTACT_DEFAULTS.company_description, description: "Описание компании" },
      address: { value: CONTACT_DEFAULTS.address, description: "Адрес" },
      phone: { value: CONTACT_DEFAULTS.phone, description: "Телефон" },
      email: { value: CONTACT_DEFAULTS.email, description: "Email" },
      website: { value: CONTACT_DEFAULTS.website, description: "Веб-сайт" },
      working_hours: { value: CONTACT_DEFAULTS.working_hours, description: "Часы работы" },
      social_instagram: { value: CONTACT_DEFAULTS.social_instagram, description: "Instagram" },
      social_telegram_bot: { value: CONTACT_DEFAULTS.social_telegram_bot, description: "Telegram-бот" },
    }),
};
