import { z } from "zod";

import * as ru from "~/i18n/ru";

import { AttributionField } from "./attribution";
import { COMPANY_MAX, EMAIL_MAX, MESSAGE_MAX, NAME_MAX, PHONE_MAX } from "./form-limits";
import { phoneProblem } from "./phone";
import { hasForbiddenCharacters } from "./text-safety";

const t = ru.leads.validation;

const plain = (options: { multiline?: boolean } = {}) =>
  [(v: string) => !hasForbiddenCharacters(v, options), { error: t.invalidCharacters }] as const;

const optionalText = (max: number, tooLong: string) =>
  z
    .string()
    .trim()
    .max(max, { error: tooLong })
    .refine(...plain())
    .optional()
    .transform((v) => v || undefined);

/**
 * The contact page's form (DECISIONS.md 8): name, email and message required, consent required.
 * conform turns empty fields into undefined, so each required field's type error is its 'required' text.
 */
export const ContactSchema = z.object({
  name: z
    .string({ error: t.nameRequired })
    .trim()
    .min(1, { error: t.nameRequired, abort: true })
    .max(NAME_MAX, { error: t.nameTooLong })
    .refine(...plain()),
  company: optionalText(COMPANY_MAX, t.companyTooLong),
  email: z
    .string({ error: t.emailRequired })
    .trim()
    .min(1, { error: t.emailRequired, abort: true })
    .max(EMAIL_MAX, { error: t.emailInvalid, abort: true })
    .refine(...plain())
    .pipe(z.email({ error: t.emailInvalid })),
  phone: z
    .string()
    .trim()
    .max(PHONE_MAX, { error: t.phoneInvalid, abort: true })
    .refine(...plain())
    .optional()
    .superRefine((phone, ctx) => {
      const problem = phone ? phoneProblem(phone) : null;
      if (problem) ctx.addIssue({ code: "custom", message: problem });
    })
    .transform((v) => v || undefined),
  /** A service slug from the select; the server checks that it exists. */
  service: optionalText(100, t.serviceUnknown),
  message: z
    .string({ error: t.messageRequired })
    .trim()
    .min(1, { error: t.messageRequired, abort: true })
    .max(MESSAGE_MAX, { error: t.messageTooLong })
    .refine(...plain({ multiline: true })),
  consent: z.boolean({ error: t.consentRequired }).refine((v) => v, { error: t.consentRequired }),
  /** Honeypot, as in the lead dialog. */
  website: z.string().optional(),
  attribution: AttributionField,
});

export type ContactInput = z.output<typeof ContactSchema>;
