import { z } from "zod";

import * as ru from "~/i18n/ru";

import { AttributionField } from "./attribution";
import { NAME_MAX, PHONE_MAX } from "./form-limits";
import { phoneProblem } from "./phone";
import { hasForbiddenCharacters } from "./text-safety";

const t = ru.leads.validation;

/** JSON clients may send anything; a missing or non-string field counts as empty. */
const text = z.preprocess((v) => (typeof v === "string" ? v.trim() : ""), z.string());

const asObject = (v: unknown) => (typeof v === "object" && v !== null && !Array.isArray(v) ? v : {});

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

export { phoneExample, phoneProblem } from "./phone";

export type LeadInput = z.output<typeof LeadSchema>;

/** The message to show for a failed parse: the first issue's. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? t.fillAllFields;
}
