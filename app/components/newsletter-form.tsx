import { useState } from "react";
import { useSearchParams } from "react-router";

import { notify } from "~/components/notify";
import { useStrings, type Strings } from "~/i18n/strings";
import { EMAIL_MAX, NEWSLETTER_PARAM, type NewsletterOutcome } from "~/schemas/form-limits";

import { HoneypotField } from "./contact/honeypot-field";

type Status = { kind: "success" | "error"; text: string } | null;

function outcomeStatus(t: Strings["leads"]["newsletter"]): Record<NewsletterOutcome, Status> {
  return {
    subscribed: { kind: "success", text: t.successText },
    invalid: { kind: "error", text: t.invalidEmail },
    failed: { kind: "error", text: t.submitError },
  };
}

/**
 * The footer's newsletter box. A plain form post to /api/newsletter, which without JavaScript
 * redirects back here with ?newsletter=…; with JavaScript the post is a fetch and a toast.
 */
export function NewsletterForm() {
  const strings = useStrings();
  const t = strings.leads.newsletter;
  const [searchParams] = useSearchParams();
  const fromRedirect = outcomeStatus(t)[searchParams.get(NEWSLETTER_PARAM) as NewsletterOutcome] ?? null;
  const [status, setStatus] = useState<Status>(null);
  const [sending, setSending] = useState(false);
  // Fixed ids: the footer renders one form, and useId differs between server and browser (ADR 0005).
  const inputId = "newsletter-email";
  const statusId = "newsletter-status";
  const shown = status ?? fromRedirect;

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const data = Object.fromEntries(new FormData(form));
    setSending(true);
    const failure = await postSubscription(data, t.submitError);
    setSending(false);
    if (failure) {
      setStatus({ kind: "error", text: failure });
      void notify.error(strings.common.toast.errorTitle, failure);
      return;
    }
    form.reset();
    setStatus({ kind: "success", text: t.successText });
    void notify.success(t.successTitle, t.successText);
  }

  return (
    <form
      id="newsletter"
      method="post"
      action="/api/newsletter"
      noValidate
      onSubmit={submit}
      className="relative flex flex-col gap-3"
    >
      <label htmlFor={inputId} className="sr-only">
        {t.emailLabel}
      </label>
      <input
        id={inputId}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        maxLength={EMAIL_MAX}
        placeholder={t.emailPlaceholder}
        aria-invalid={shown?.kind === "error" ? true : undefined}
        aria-describedby={shown ? statusId : undefined}
        className="block min-h-11 w-full rounded-lg border border-white/20 bg-white/5 px-3 py-2.5 text-sm text-white placeholder:text-slate-400 focus:border-white/60 focus:outline-none aria-[invalid=true]:border-red-400"
      />
      <HoneypotField />
      <button type="submit" className="btn btn-primary w-full" disabled={sending}>
        {sending ? t.submitting : t.submit}
      </button>
      <p
        id={statusId}
        role="status"
        className={shown?.kind === "error" ? "text-sm text-red-300" : "text-sm text-emerald-300"}
      >
        {shown?.text}
      </p>
    </form>
  );
}

/** Null once subscribed; otherwise the message to show. */
async function postSubscription(data: Record<string, FormDataEntryValue>, failed: string): Promise<string | null> {
  try {
    const response = await fetch("/api/newsletter", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(data),
    });
    if (response.ok) return null;
    const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
    if (response.status >= 500) console.error(`Newsletter: the server answered ${response.status}`, body);
    return typeof body?.error === "string" ? body.error : failed;
  } catch (error) {
    console.error("Newsletter: the request failed", error);
    return failed;
  }
}
