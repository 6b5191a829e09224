import { redirect } from "react-router";

import { safeRedirectPath } from "~/lib/safe-redirect";
import { NEWSLETTER_PARAM, type NewsletterOutcome } from "~/schemas/form-limits";
import { newsletterSchema } from "~/schemas/newsletter";
import { firstIssueMessage } from "~/schemas/lead";
import { subscribeToNewsletter } from "~/server/newsletter.server";
import { isJsonRequest, readFormFields, readJson } from "~/server/request-body.server";
import { refererPath, requestStrings } from "~/server/request-language.server";

import type { Route } from "./+types/newsletter";

/**
 * POST /api/newsletter. JSON in, JSON out for the footer form with JavaScript; a plain form post
 * (no JavaScript) is answered with a redirect back to the page it came from, carrying the outcome
 * in ?newsletter=subscribed|invalid|failed, which the footer form shows in the page's language.
 * JSON answers are in the language of the referring page.
 */
export async function action({ request }: Route.ActionArgs) {
  const t = requestStrings(request).leads;
  const schema = newsletterSchema(t);
  // Another content type, or a body that does not parse as its own, is refused with 415 or 400.
  const isJson = isJsonRequest(request);
  const body = isJson ? await readJson(request) : await readFormFields(request, schema);
  // JSON may be null, a list or a bare string: those are a missing address, not a server fault.
  const input = typeof body === "object" && body !== null && !Array.isArray(body) ? body : {};
  const parsed = schema.safeParse(input);
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
    return answer("failed", 500, t.newsletter.submitError);
  }
}

/** The referring page (a same-site path, never another site), with the outcome, scrolled to the form. */
function backTo(request: Request, outcome: NewsletterOutcome): string {
  const target = new URL(safeRedirectPath(refererPath(request), "/"), request.url);
  target.searchParams.set(NEWSLETTER_PARAM, outcome);
  target.hash = "newsletter";
  return `${target.pathname}${target.search}${target.hash}`;
}
