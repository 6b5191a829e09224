import { z } from "zod";

import { AttributionField } from "./attribution";
import { contactProblem, trimmedText } from "./contact-rules";
import { perLanguage, type LeadTexts } from "./visitor-texts";

/** JSON clients may send anything; a missing or non-string field counts as empty. */
const text = z.preprocess(trimmedText, z.string());

const asObject = (v: unknown) => (typeof v === "object" && v !== null && !Array.isArray(v) ? v : {});

/**
 * The lead dialog, checked in the approved order, its messages in `texts`' language. Exactly one
 * issue is reported, the first rule broken, so the dialog's toast and the API's 400 answer always
 * carry the approved message.
 */
export const leadSchema = perLanguage((texts: LeadTexts) =>
  z.preprocess(
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
          ctx.addIssue({ code: "custom", path: [lead.name ? "phone" : "name"], message: texts.validation.fillAllFields });
          return;
        }
        const problem = contactProblem({ name: lead.name, phone: lead.phone }, texts);
        if (problem) ctx.addIssue({ code: "custom", path: [problem.field], message: problem.message });
      }),
  ),
);

export type LeadInput = z.output<ReturnType<typeof leadSchema>>;

/** The message to show for a failed parse: the first issue's (a failed parse always has one). */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? error.message;
}
