import { readSiteSettings } from "~/server/settings.server";

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
