import { redirect } from "react-router";

import * as ru from "~/i18n/ru";
import { safeRedirectPath } from "~/lib/safe-redirect";
import { NEWSLETTER_PARAM, type NewsletterOutcome } from "~/schemas/form-limits";
import { NewsletterSchema } from "~/schemas/newsletter";
import { firstIssueMessage } from "~/schemas/lead";
import { subscribeToNewsletter } from "~/server/newsletter.server";
import { isJsonRequest, readFormFields, readJson } from "~/server/request-body.server";

import type { Route } from "./+types/newsletter";

/**
 * POST /api/newsletter. JSON in, JSON out for the footer form with JavaScript; a plain form post
 * (no JavaScript) is answered with a redirect back to the page it came from, carrying the outcome
 * in ?newsletter=subscribed|invalid|failed, which the footer form shows.
 */
export async function action({ request }: Route.ActionArgs) {
  // Another content type, or a body that does not parse as its own, is refused with 415 or 400.
  const isJson = isJsonRequest(request);
  const body = isJson ? await readJson(request) : await readFormFields(request, NewsletterSchema);
  // JSON may be null, a list or a bare string: those are a missing address, not a server fault.
  const input = typeof body === "object" && body !== null && !Array.isArray(body) ? body : {};
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

/**
 * The path of the referring page when it is on this site: host, not origin, since behind a
 * TLS-terminating proxy the request itself arrives as http.
 */
function refererPath(request: Request): string | null {
  const referer = request.headers.get("referer");
  if (!referer) return null;
  try {
    const from = new URL(referer);
    return from.host === new URL(request.url).host ? `${from.pathname}${from.search}` : null;
  } catch {
    return null;
  }
}

/** The referring page (a same-site path, never another site), with the outcome, scrolled to the form. */
function backTo(request: Request, outcome: NewsletterOutcome): string {
  const target = new URL(safeRedirectPath(refererPath(request), "/"), request.url);
  target.searchParams.set(NEWSLETTER_PARAM, outcome);
  target.hash = "newsletter";
  return `${target.pathname}${target.search}${target.hash}`;
}
