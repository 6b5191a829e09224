import { z } from "zod";

import { leads } from "~/i18n/ru/leads";

import { email } from "./fields";

const t = leads.newsletter;

/** One address subscribes once, so it is compared and stored lower-cased. */
export const NewsletterSchema = z.object({
  email: email({ invalid: t.invalidEmail, missing: t.invalidEmail }, { lowerCase: true }),
  website: z.string().optional(),
});

export type NewsletterInput = z.output<typeof NewsletterSchema>;
