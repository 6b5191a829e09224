import { redirect } from "react-router";

import * as ru from "~/i18n/ru";
import { NEWSLETTER_PARAM, type NewsletterOutcome } from "~/schemas/form-limits";
import { NewsletterSchema } from "~/schemas/newsletter";
import { firstIssueMessage } from "~/schemas/lead";
import { subscribeToNewsletter } from "~/server/newsletter.server";

import type { Route } from "./+types/newsletter";

/**
 * POST /api/newsletter. JSON in, JSON out for the footer form with JavaScript; a plain form post
 * (no JavaScript) is answered with a redirect back to the page it came from, carrying the outcome
 * in ?newsletter=subscribed|invalid|failed, which the footer form shows.
 */
export async function action({ request }: Route.ActionArgs) {
  const isJson = /json/i.test(request.headers.get("content-type") ?? "");
  const input = isJson ? await request.json() : Object.fromEntries(await request.formData());
  const parsed = NewsletterSchema.safeParse(input);
  const answer = (outcome: NewsletterOutcome, status: number, error?: string) =>
    isJson
      ? Response.json(error ? { error } : { ok: true }, { status })
      : redirect(backTo(request, outcome), 303);

  if (!parsed.success) return answer("invalid", 400, firstIssueMessage(parsed.error));
  if (parsed.data.website) return answer("subscribed", 200);
  try {
    await subscribeToNewsletter(parsed.data.email);
    return answer("subscribed", 200);
  } catch (error) {
    console.error("Newsletter subscription could not be stored:", error);
    return answer("failed", 500, ru.leads.newsletter.submitError);
  }
}

/** The referring page on this site (never another site), with the outcome, scrolled to the form. */
function backTo(request: Request, outcome: NewsletterOutcome): string {
  const here = new URL(request.url);
  let target = new URL("/", here);
  const referer = request.headers.get("referer");
  if (referer) {
    try {
      const from = new URL(referer);
      // Host, not origin: behind a TLS-terminating proxy the request itself arrives as http.
      if (from.host === here.host) target = from;
    } catch {
      // An unparsable Referer falls back to the home page.
    }
  }
  target.searchParams.set(NEWSLETTER_PARAM, outcome);
  target.hash = "newsletter";
  return `${target.pathname}${target.search}${target.hash}`;
}
