import { z } from "zod";

import { leads } from "~/i18n/ru/leads";

import { AttributionField } from "./attribution";
import { contactProblem, trimmedText } from "./contact-rules";

const t = leads.validation;

/** JSON clients may send anything; a missing or non-string field counts as empty. */
const text = z.preprocess(trimmedText, z.string());

const asObject = (v: unknown) => (typeof v === "object" && v !== null && !Array.isArray(v) ? v : {});

/**
 * The lead dialog, checked in the approved order. Exactly one issue is reported, the first rule
 * broken, so the dialog's toast and the API's 400 answer always carry the approved message.
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
      const problem = contactProblem({ name: lead.name, phone: lead.phone });
      if (problem) ctx.addIssue({ code: "custom", path: [problem.field], message: problem.message });
    }),
);

export type LeadInput = z.output<typeof LeadSchema>;

/** The message to show for a failed parse: the first issue's. */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? t.fillAllFields;
}
