import { SITE_SETTINGS } from "~/lib/site-settings";
import { listServiceChoices, type ServiceChoice } from "~/server/leads.server";
import { readSiteSettings } from "~/server/settings.server";

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
    readSiteSettings(["email", "phone", "address", "working_hours", "social_instagram", "social_telegram_bot"]),
    listServiceChoices(),
  ]);
  return {
    email: s.email,
    phone: s.phone,
    address: s.address,
    workingHours: s.working_hours === SITE_SETTINGS.working_hours.default ? null : s.working_hours,
    instagram: s.social_instagram,
    telegramBot: s.social_telegram_bot,
    services,
  };
}
