import { CONTACT_DEFAULTS } from "~/db/seed/documents/contacts";
import { listServiceChoices, type ServiceChoice } from "~/server/leads.server";
import { readSettings, settingString } from "~/server/settings.server";

export type ContactPageData = {
  email: string;
  phone: string;
  address: string;
  /** Null while staff keep the default hours: the page then shows SPEC.md's two lines. */
  workingHours: string | null;
  instagram: string;
  telegramBot: string;
  services: ServiceChoice[];
};

/** The contact details as staff set them in /admin/contacts, and the services for the form's select. */
export async function readContactPage(): Promise<ContactPageData> {
  const [s, services] = await Promise.all([
    readSettings(["email", "phone", "address", "working_hours", "social_instagram", "social_telegram_bot"]),
    listServiceChoices(),
  ]);
  const hours = settingString(s, "working_hours", CONTACT_DEFAULTS.working_hours);
  return {
    email: settingString(s, "email", CONTACT_DEFAULTS.email),
    phone: settingString(s, "phone", CONTACT_DEFAULTS.phone),
    address: settingString(s, "address", CONTACT_DEFAULTS.address),
    workingHours: hours === CONTACT_DEFAULTS.working_hours ? null : hours,
    instagram: settingString(s, "social_instagram", CONTACT_DEFAULTS.social_instagram),
    telegramBot: settingString(s, "social_telegram_bot", CONTACT_DEFAULTS.social_telegram_bot),
    services,
  };
}
