import { z } from "zod";

import * as ru from "~/i18n/ru";

import { EMAIL_MAX } from "./form-limits";

const t = ru.leads.newsletter;

/** One address subscribes once, so it is compared and stored lower-cased. */
export const NewsletterSchema = z.object({
  email: z
    .string({ error: t.invalidEmail })
    .trim()
    .toLowerCase()
    .max(EMAIL_MAX, { error: t.invalidEmail, abort: true })
    .pipe(z.email({ error: t.invalidEmail })),
  website: z.string().optional(),
});

export type NewsletterInput = z.output<typeof NewsletterSchema>;
