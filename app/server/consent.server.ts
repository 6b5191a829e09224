/**
 * Consent that can be proven (issue 21 point 10): the wording a form shows beside its consent box is
 * stored once per version in consent_texts, and each lead points at the version its visitor saw.
 * The wording is read here, on the server, from the strings module the form renders from: a client
 * never says what it agreed to.
 */
import { createHash } from "node:crypto";

import { eq } from "drizzle-orm";

import { consentTexts, type leads } from "~/db/schema";
import type { Db } from "~/db/types";
import { stringsIn } from "~/i18n/all-strings.server";
import type { CoreStrings } from "~/i18n/strings";
import { COMPANY_TIME_ZONE } from "~/lib/dates";
import type { SiteLanguage } from "~/lib/languages";
import { db } from "~/server/db.server";

/** The forms that ask for consent and the string each shows for it (what the visitor agrees to). */
const WORDING = {
  // Beside the contact form's required checkbox.
  contact: (strings: CoreStrings) => strings.leads.contact.consent,
  // Above the chat widget's send button: the form has no box, sending is the consent.
  chat: (strings: CoreStrings) => strings.chat.lead.consent,
};
export type ConsentForm = keyof typeof WORDING;

export type ConsentText = { id: string; form: ConsentForm; language: SiteLanguage; text: string };

/** A version's id: the wording itself, hashed, so a changed text is a new row and old ones stay. */
export function consentTextId(form: string, language: string, text: string): string {
  return createHash("sha256").update(JSON.stringify([form, language, text])).digest("hex").slice(0, 16);
}

export function consentWording(form: ConsentForm, language: SiteLanguage): ConsentText {
  const text = WORDING[form](stringsIn(language));
  return { id: consentTextId(form, language, text), form, language, text };
}

/**
 * Keeps the form's current wording (once per version) inside the lead's transaction, so no lead
 * ever points at a text that is not stored; answers the lead's consent columns. `language`: that of
 * the page the form was on, whose words the visitor read.
 */
export async function recordConsent(
  executor: Db,
  form: ConsentForm,
  language: SiteLanguage,
): Promise<{ consentAt: Date; consentTextId: string }> {
  const wording = consentWording(form, language);
  await executor.insert(consentTexts).values(wording).onConflictDoNothing({ target: consentTexts.id });
  return { consentAt: new Date(), consentTextId: wording.id };
}

/** What a lead agreed to; text null for a lead stored before wordings were kept. */
export type LeadConsent = { at: Date; textId: string | null; text: string | null; language: string | null };

/** The lead's consent, or null when its form asked for none. */
export async function readLeadConsent(
  lead: Pick<typeof leads.$inferSelect, "consentAt" | "consentTextId">,
  executor?: Db,
): Promise<LeadConsent | null> {
  if (!lead.consentAt) return null;
  const [version] = lead.consentTextId
    ? await (executor ?? (await db()))
        .select({ text: consentTexts.text, language: consentTexts.language })
        .from(consentTexts)
        .where(eq(consentTexts.id, lead.consentTextId))
    : [];
  return { at: lead.consentAt, textId: lead.consentTextId, text: version?.text ?? null, language: version?.language ?? null };
}

const consentMoment = new Intl.DateTimeFormat("ru-RU", {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  timeZone: COMPANY_TIME_ZONE,
});

/** To the second and with the year: the moment is evidence, unlike the list's 'Поступила' dates. */
export function formatConsentMoment(date: Date): string {
  return consentMoment.format(date);
}
