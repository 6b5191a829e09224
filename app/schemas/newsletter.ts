import { z } from "zod";

import { email } from "./fields";
import { perLanguage, type LeadTexts } from "./visitor-texts";

/** One address subscribes once, so it is compared and stored lower-cased. Messages in `texts`' language. */
export const newsletterSchema = perLanguage(({ newsletter: t }: LeadTexts) =>
  z.object({
    email: email({ invalid: t.invalidEmail, missing: t.invalidEmail }, { lowerCase: true }),
    website: z.string().optional(),
  }),
);

export type NewsletterInput = z.output<ReturnType<typeof newsletterSchema>>;
