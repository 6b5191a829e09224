import { COMPANY_MAX, EMAIL_MAX, NAME_MAX, PHONE_MAX } from "./form-limits";
import { phoneProblem } from "./phone";
import { hasForbiddenCharacters } from "./text-safety";
import type { LeadTexts } from "./visitor-texts";

/**
 * The contact rules the lead dialog and the chat widget's contact form share, free of zod (the
 * widget's code loads on every public page and has a budget of its own). Each form reports one
 * message, for the first rule broken, in one order: the phone's '+' and ten digits, the e-mail,
 * then lengths, then characters nobody types (only a script gets that far). Each form checks its
 * missing fields itself, before these.
 */

export type ContactFields = { name: string; phone: string; email?: string; company?: string };
export type ContactProblem = { field: keyof ContactFields; message: string };

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The trimmed text of a JSON field; anything that is not a string counts as empty. */
export function trimmedText(value: unknown): string {
  return typeof value === "string" ? value.trim() : "";
}

/** The first rule the (trimmed) contact fields break, or null, said in `texts`' language. */
export function contactProblem(values: ContactFields, texts: LeadTexts, emailInvalid: string = texts.validation.emailInvalid): ContactProblem | null {
  const t = texts.validation;
  const phone = values.phone ? phoneProblem(values.phone, texts) : null;
  if (phone) return { field: "phone", message: phone };
  if (values.email && (!EMAIL_PATTERN.test(values.email) || values.email.length > EMAIL_MAX)) {
    return { field: "email", message: emailInvalid };
  }
  if (values.name.length > NAME_MAX) return { field: "name", message: t.nameTooLong };
  if (values.phone.length > PHONE_MAX) return { field: "phone", message: t.phoneInvalid };
  if ((values.company ?? "").length > COMPANY_MAX) return { field: "company", message: t.companyTooLong };
  const unsafe = (["name", "phone", "email", "company"] as const).find((field) => hasForbiddenCharacters(values[field] ?? ""));
  return unsafe ? { field: unsafe, message: t.invalidCharacters } : null;
}
