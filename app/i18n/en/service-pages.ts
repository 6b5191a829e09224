import type { servicePages as source } from "../ru/service-pages";
import type { Translation } from "../translation";

/**
 * Pages shown outside the usual layout: the maintenance page and the one-click unsubscribe page.
 */
export const servicePages: Translation<typeof source> = {
  unavailable: {
    title: "Site temporarily unavailable",
    heading: "The site is temporarily unavailable",
    text: "A technical fault occurred and we are restoring the service. Please reload the page in a minute.",
    contact: "If your question is urgent, write to us:",
    apiError: "The service is temporarily unavailable. Please try again in a minute.",
  },
  maintenance: {
    title: "Site under maintenance",
    heading: "The site is temporarily under maintenance",
    text: "We are updating the site and will be back soon. Please check back a little later.",
    contact: "If your question is urgent, write to us:",
  },
  unsubscribe: {
    title: "Unsubscribe from the newsletter",
    confirmHeading: "Unsubscribe from the newsletter?",
    confirmText: (email: string) => `${email} will no longer receive our emails.`,
    confirm: "Unsubscribe",
    doneHeading: "You have unsubscribed from the newsletter",
    doneText: "We will no longer send emails to this address. You can subscribe again in the site footer.",
    alreadyHeading: "You are already unsubscribed from the newsletter",
    alreadyText: "This address does not receive our emails. You can subscribe again in the site footer.",
    invalidHeading: "This unsubscribe link is invalid",
    invalidText: "Make sure you copied the whole link from the email.",
    tooManyHeading: "Too many attempts",
    tooManyText: (minutes: number) => `Please try again in ${minutes} min.`,
    failedHeading: "We couldn't unsubscribe you",
    failedText: "Please try again a little later.",
    home: "Back to home",
  },
};
