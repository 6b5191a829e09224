import { CONTACT_DEFAULTS } from "~/db/seed/documents/contacts";
import { readSettings, settingString } from "~/server/settings.server";

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
  const s = await readSettings(["company_name", "email", "phone", "address", "working_hours", "social_telegram_bot"]);
  return {
    companyName: settingString(s, "company_name", CONTACT_DEFAULTS.company_name),
    email: settingString(s, "email", CONTACT_DEFAULTS.email),
    phone: settingString(s, "phone", CONTACT_DEFAULTS.phone),
    address: settingString(s, "address", CONTACT_DEFAULTS.address),
    workingHours: settingString(s, "working_hours", CONTACT_DEFAULTS.working_hours),
    telegramBot: settingString(s, "social_telegram_bot", CONTACT_DEFAULTS.social_telegram_bot),
  };
}
