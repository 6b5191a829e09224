import { z } from "zod";

import * as ru from "~/i18n/ru";
import { PHONE_MIN_DIGITS } from "~/lib/constants";

import { AttributionField } from "./attribution";
import { NAME_MAX, PHONE_MAX } from "./form-limits";
import { hasForbiddenCharacters } from "./text-safety";

const t = ru.leads.validation;

/** JSON clients may send anything; a missing or non-string field counts as empty. */
const text = z.preprocess((v) => (typeof v === "string" ? v.trim() : ""), z.string());

const asObject = (v: unknown) => (typeof v === "object" && v !== null && !Array.isArray(v) ? v : {});

export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, "");
}

/**
 * The example in 'Номер телефона должен начинаться с + (например: …)': the visitor's own number in
 * international form, so they see exactly what to type (docs/decisions/0016-lead-phone-example.md).
 */
export function phoneExample(phone: string): string {
  const digits = phoneDigits(phone);
  if (!digits) return ru.leads.dialog.phonePlaceholder;
  // Kazakhstan's domestic trunk prefix 8 stands for the country code 7.
  if (digits.length === 11 && digits.startsWith("8")) return `+7${digits.slice(1)}`;
  return `+${digits}`;
}

/**
 * The SPEC.md section 5 phone rules after the value is known to be non-empty: a leading '+', then at
 * least ten digits. Returns the message of the first rule broken, or null.
 */
export function phoneProblem(phone: string): string | null {
  if (!phone.startsWith("+")) return t.phoneMustStartWithPlus(phoneExample(phone));
  if (phoneDigits(phone).length < PHONE_MIN_DIGITS) return t.phoneInvalid;
  return null;
}

/**
 * The lead dialog, checked in SPEC.md's order. Exactly one issue is reported, the first rule broken,
 * so the dialog's toast and the API's 400 answer always carry the message SPEC.md prescribes.
 */
export const LeadSchema = z.preprocess(
  asObject,
  z
    .object({
      name: text,
      phone: text,
      /** Honeypot: people never see it, so anything typed there came from a bot. */
      website: text,
      attribution: AttributionField,
    })
    .superRefine((lead, ctx) => {
      if (!lead.name || !lead.phone) {
        ctx.addIssue({ code: "custom", path: [lead.name ? "phone" : "name"], message: t.fillAllFields });
        return;
      }
      const phone = phoneProblem(lead.phone);
      if (phone) {
        ctx.addIssue({ code: "custom", path: ["phone"], message: phone });
        return;
      }
      if (lead.name.length > NAME_MAX) {
        ctx.addIssue({ code: "custom", path: ["name"], message: t.nameTooLong });
        return;
      }
      if (lead.phone.length > PHONE_MAX) {
        ctx.addIssue({ code: "custom", path: ["phone"], message: t.phoneInvalid });
        return;
      }
      // Last: only a script, never a person typing, gets this far with such characters.
      const unsafe = (["name", "phone"] as const).find((field) => hasForbiddenCharacters(lead[field]));
      if (unsafe) ctx.addIssue({ code: "custom", path: [unsafe], message: t.invalidCharacters });
    }),
);

export type LeadInput = z.output<typeof LeadSchema>;

/** The message to show for a failed parse: the first issue's. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? t.fillAllFields;
}
