import { z } from "zod";

import { settingsFormShape } from "~/schemas/admin/settings";

/** Every contacts setting, in the order the contacts screen shows them. */
export const CONTACT_KEYS = [
  "company_name",
  "company_description",
  "phone",
  "email",
  "address",
  "working_hours",
  "website",
  "social_instagram",
  "social_telegram_bot",
] as const;

export const contactsSchema = z.object(settingsFormShape(CONTACT_KEYS));
