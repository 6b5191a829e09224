import { XIcon } from "lucide-react";
import { Dialog } from "radix-ui";
import { useId, useState } from "react";

import { notify } from "~/components/notify";
import { useStrings } from "~/i18n/strings";
import { readAttribution } from "~/lib/attribution";
import { NAME_MAX, PHONE_MAX } from "~/schemas/form-limits";
import { firstIssueMessage, leadSchema } from "~/schemas/lead";

import { HoneypotField } from "../contact/honeypot-field";

/**
 * 'Оставить заявку': name and phone, checked in a fixed order (both filled, a leading +, at least 10
 * digits) by the schema the server uses too, each failure an 'Ошибка' toast, in the page's
 * language (the server answers in it too: app/server/request-language.server.ts). The fields are kept
 * until the server confirms the lead is stored: a request is never reported as sent when it was not.
 */
export default function LeadDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const strings = useStrings();
  const t = strings.leads.dialog;
  const [name, setName] = useState("");
  const [phone, setPhone] = useState("");
  const [website, setWebsite] = useState("");
  const [sending, setSending] = useState(false);
  const nameId = useId();
  const phoneId = useId();

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const parsed = leadSchema(strings.leads).safeParse({ name, phone, website, attribution: readAttribution() });
    if (!parsed.success) {
      void notify.error(strings.common.toast.errorTitle, firstIssueMessage(parsed.error));
      return;
    }
    setSending(true);
    const failure = await postLead(parsed.data, t.submitError);
    setSending(false);
    if (failure) {
      void notify.error(strings.common.toast.errorTitle, failure);
      return;
    }
    void notify.success(t.successTitle, t.successText);
    setName("");
    setPhone("");
    setWebsite("");
    onOpenChange(false);
  }

  return (
    <Dialog.Root open={open} onOpenChange={(next) => (sending ? undefined : onOpenChange(next))}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-night/60 backdrop-blur-sm" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 shadow-xl focus:outline-none sm:p-8">
          <Dialog.Title className="pr-8 text-2xl font-bold text-ink">{t.title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-muted">{t.description}</Dialog.Description>
          <form className="relative mt-6 space-y-4" noValidate onSubmit={submit}>
            <div>
              <label htmlFor={nameId} className="field-label">
                {t.nameLabel}
              </label>
              <input
                id={nameId}
                name="name"
                type="text"
                autoComplete="name"
                aria-required="true"
                maxLength={NAME_MAX}
                className="field-input"
                placeholder={t.namePlaceholder}
                value={name}
                onChange={(e) => setName(e.target.value)}
              />
            </div>
            <div>
              <label htmlFor={phoneId} className="field-label">
                {t.phoneLabel}
              </label>
              <input
                id={phoneId}
                name="phone"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                aria-required="true"
                maxLength={PHONE_MAX}
                className="field-input"
                placeholder={t.phonePlaceholder}
                value={phone}
                onChange={(e) => setPhone(e.target.value)}
              />
            </div>
            <HoneypotField value={website} onChange={setWebsite} />
            <div className="flex flex-col-reverse gap-3 pt-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild>
                <button type="button" className="btn btn-outline" disabled={sending}>
                  {t.cancel}
                </button>
              </Dialog.Close>
              <button type="submit" className="btn btn-primary" disabled={sending} aria-busy={sending}>
                {sending ? t.submitting : t.submit}
              </button>
            </div>
          </form>
          <Dialog.Close asChild>
            <button
              type="button"
              className="absolute top-4 right-4 inline-flex size-11 items-center justify-center rounded-lg text-muted hover:bg-surface hover:text-ink disabled:opacity-60"
              aria-label={t.close}
              disabled={sending}
            >
              <XIcon aria-hidden="true" className="size-5" />
            </button>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Null once stored; else what to tell the visitor, the server's words or `failed`. */
async function postLead(lead: unknown, failed: string): Promise<string | null> {
  try {
    const response = await fetch("/api/leads", {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(lead),
    });
    if (response.status === 201) return null;
    const body = (await response.json().catch(() => null)) as { error?: unknown } | null;
    // A 400 or 429 names what to fix; after anything else the lead is simply not stored.
    const named = response.status === 400 || response.status === 429;
    if (!named) console.error(`Lead dialog: the server answered ${response.status}`, body);
    return named && typeof body?.error === "string" ? body.error : failed;
  } catch (error) {
    console.error("Lead dialog: the request failed", error);
    return failed;
  }
}
