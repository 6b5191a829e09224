import { z } from "zod";

import { AttributionField } from "./attribution";
import { blankAs, email, phone, text } from "./fields";
import { COMPANY_MAX, MESSAGE_MAX, NAME_MAX } from "./form-limits";
import { perLanguage, type LeadTexts } from "./visitor-texts";

/**
 * The contact page's form: name, email and message required, consent required, its messages in
 * `texts`' language. conform turns empty fields into undefined, so each required field's type
 * error is its 'required' text.
 */
export const contactSchema = perLanguage((texts: LeadTexts) => {
  const t = texts.validation;
  const messages = (tooLong: string, required?: string) => ({
    tooLong,
    invalidCharacters: t.invalidCharacters,
    missing: required,
    required,
  });
  return z.object({
    name: text(NAME_MAX, messages(t.nameTooLong, t.nameRequired)),
    company: blankAs(text(COMPANY_MAX, messages(t.companyTooLong)), undefined),
    email: email({ invalid: t.emailInvalid, missing: t.emailRequired, required: t.emailRequired, invalidCharacters: t.invalidCharacters }),
    phone: phone(messages(t.phoneInvalid), texts, undefined, { stopIfTooLong: true }),
    /** A service slug from the select; the server checks that it exists. */
    service: blankAs(text(100, messages(t.serviceUnknown)), undefined),
    message: text(MESSAGE_MAX, messages(t.messageTooLong, t.messageRequired), { multiline: true }),
    consent: z.boolean({ error: t.consentRequired }).refine((v) => v, { error: t.consentRequired }),
    /** Honeypot, as in the lead dialog. */
    website: z.string().optional(),
    attribution: AttributionField,
  });
});

export type ContactInput = z.output<ReturnType<typeof contactSchema>>;
