import { PHONE_MIN_DIGITS } from "~/lib/constants";

import type { LeadTexts } from "./visitor-texts";

/**
 * The phone rules (required, a leading '+', at least ten digits), free of zod: the lead dialog's
 * schema, the contact form and the chat widget's contact form (whose code must stay small) share
 * them.
 */

export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, "");
}

/**
 * The example in 'Номер телефона должен начинаться с + (например: …)': the visitor's own number in
 * international form, so they see exactly what to type (docs/decisions/0016-lead-phone-example.md);
 * the form's placeholder when they typed no digit.
 */
export function phoneExample(phone: string, placeholder: string): string {
  const digits = phoneDigits(phone);
  if (!digits) return placeholder;
  // Kazakhstan's domestic trunk prefix 8 stands for the country code 7.
  if (digits.length === 11 && digits.startsWith("8")) return `+7${digits.slice(1)}`;
  return `+${digits}`;
}

/**
 * The phone rules after the value is known to be non-empty: a leading '+', then at
 * least ten digits. Returns the message of the first rule broken, or null.
 */
export function phoneProblem(phone: string, t: LeadTexts): string | null {
  if (!phone.startsWith("+")) return t.validation.phoneMustStartWithPlus(phoneExample(phone, t.dialog.phonePlaceholder));
  if (phoneDigits(phone).length < PHONE_MIN_DIGITS) return t.validation.phoneInvalid;
  return null;
}
