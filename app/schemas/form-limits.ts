/**
 * Limits and names the public forms share with their schemas. Kept free of zod so the footer and
 * the contact page can use them without shipping zod to every visitor.
 */
export const NAME_MAX = 100;
export const PHONE_MAX = 40;
export const EMAIL_MAX = 254;
export const COMPANY_MAX = 200;
export const MESSAGE_MAX = 5000;

/** Without JavaScript the newsletter's outcome comes back in ?newsletter=subscribed|invalid|failed. */
export const NEWSLETTER_PARAM = "newsletter";
export type NewsletterOutcome = "subscribed" | "invalid" | "failed";
