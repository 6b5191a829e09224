import { z } from "zod";

import { leads } from "~/i18n/ru/leads";

import { email } from "./fields";

// The areas this module reads, imported one by one so a page's bundle carries no other area's strings.
const ru = { leads };

const t = ru.leads.newsletter;

/** One address subscribes once, so it is compared and stored lower-cased. */
export const NewsletterSchema = z.object({
  email: email({ invalid: t.invalidEmail, missing: t.invalidEmail }, { lowerCase: true }),
  website: z.string().optional(),
});

export type NewsletterInput = z.output<typeof NewsletterSchema>;
