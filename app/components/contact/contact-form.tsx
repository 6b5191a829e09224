import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";

import { notify } from "~/components/notify";
import { useStrings } from "~/i18n/strings";
import { ATTRIBUTION_FIELDS, readAttribution } from "~/lib/attribution";
import type { Attribution } from "~/schemas/attribution";
import { COMPANY_MAX, EMAIL_MAX, MESSAGE_MAX, NAME_MAX, PHONE_MAX } from "~/schemas/form-limits";
import type { ServiceChoice } from "~/server/leads.server";

import { HoneypotField } from "./honeypot-field";

/** The form's fields as conform sees them (the schema's input side, without shipping zod). */
type ContactFields = {
  name: string;
  company: string;
  email: string;
  phone: string;
  service: string;
  message: string;
  consent: boolean;
  website: string;
  attribution: Attribution;
};

export type ContactActionData = { result: SubmissionResult<string[]>; sent: boolean };

/**
 * The contact page's request form: name, email, message and consent are required, and a sent form
 * stores a lead with source 'website' and notifies Telegram. It posts to the page's own action,
 * so it works without JavaScript; errors come back from the server's zod check through conform.
 * zod itself stays off the client: the page is public and should stay light.
 */
export function ContactForm({
  services,
  attribution,
  actionData,
}: {
  services: ServiceChoice[];
  /** What the server could tell of the visit from the page's request (ADR 0035). */
  attribution: Attribution;
  actionData?: ContactActionData;
}) {
  const strings = useStrings();
  const t = strings.leads.contact;
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" && navigation.formAction === "/contact";
  const [form, fields] = useForm<ContactFields>({
    id: "contact-form",
    defaultValue: { attribution },
    lastResult: navigation.state === "idle" ? actionData?.result : null,
    // Validation is the server's; re-checking on blur would post the form on every field left,
    // and each post counts against the visitor's rate limit.
    shouldValidate: "onSubmit",
    shouldRevalidate: "onSubmit",
  });

  const announced = useRef<ContactActionData | undefined>(undefined);
  useEffect(() => {
    if (!actionData || announced.current === actionData) return;
    announced.current = actionData;
    if (actionData.sent) void notify.success(t.successTitle, t.successText);
    else if (actionData.result.error?.[""]?.[0]) void notify.error(strings.common.toast.errorTitle, actionData.result.error[""][0]);
  }, [actionData]);

  const formError = form.errors?.[0];
  const formProps = getFormProps(form);
  const attributionFields = fields.attribution.getFieldset();

  return (
    <Form
      method="post"
      {...formProps}
      onSubmit={(event) => {
        // With JavaScript the tab remembers how the visit began, which the server cannot know.
        const visit = readAttribution();
        for (const key of ATTRIBUTION_FIELDS) {
          const input = event.currentTarget.elements.namedItem(attributionFields[key].name);
          if (input instanceof HTMLInputElement) input.value = visit[key] ?? "";
        }
        formProps.onSubmit(event);
      }}
      className="relative space-y-5"
    >
      {actionData?.sent ? (
        <div role="status" className="rounded-lg border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-900">
          <p className="font-semibold">{t.successTitle}</p>
          <p>{t.successText}</p>
        </div>
      ) : null}
      {formError ? (
        <p id={form.errorId} role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
          {formError}
        </p>
      ) : null}

      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t.nameLabel} id={fields.name.id} errorId={fields.name.errorId} error={fields.name.errors?.[0]}>
          <input
            {...getInputProps(fields.name, { type: "text" })}
            autoComplete="name"
            aria-required="true"
            maxLength={NAME_MAX}
            placeholder={t.namePlaceholder}
            className="field-input"
          />
        </Field>
        <Field label={t.companyLabel} id={fields.company.id} errorId={fields.company.errorId} error={fields.company.errors?.[0]}>
          <input
            {...getInputProps(fields.company, { type: "text" })}
            autoComplete="organization"
            maxLength={COMPANY_MAX}
            placeholder={t.companyPlaceholder}
            className="field-input"
          />
        </Field>
        <Field label={t.emailLabel} id={fields.email.id} errorId={fields.email.errorId} error={fields.email.errors?.[0]}>
          <input
            {...getInputProps(fields.email, { type: "email" })}
            autoComplete="email"
            inputMode="email"
            aria-required="true"
            maxLength={EMAIL_MAX}
            placeholder={t.emailPlaceholder}
            className="field-input"
          />
        </Field>
        <Field label={t.phoneLabel} id={fields.phone.id} errorId={fields.phone.errorId} error={fields.phone.errors?.[0]}>
          <input
            {...getInputProps(fields.phone, { type: "tel" })}
            autoComplete="tel"
            inputMode="tel"
            maxLength={PHONE_MAX}
            placeholder={t.phonePlaceholder}
            className="field-input"
          />
        </Field>
      </div>

      <Field label={t.serviceLabel} id={fields.service.id} errorId={fields.service.errorId} error={fields.service.errors?.[0]}>
        <select {...getSelectProps(fields.service)} className="field-input">
          <option value="">{t.serviceNone}</option>
          {services.map((service) => (
            <option key={service.slug} value={service.slug}>
              {service.title}
            </option>
          ))}
        </select>
      </Field>

      <Field label={t.messageLabel} id={fields.message.id} errorId={fields.message.errorId} error={fields.message.errors?.[0]}>
        <textarea
          {...getTextareaProps(fields.message)}
          aria-required="true"
          rows={5}
          maxLength={MESSAGE_MAX}
          placeholder={t.messagePlaceholder}
          className="field-input resize-y"
        />
      </Field>

      <div>
        <div className="flex items-start gap-3">
          <input
            {...getInputProps(fields.consent, { type: "checkbox" })}
            aria-required="true"
            className="mt-0.5 size-5 shrink-0 rounded border-border accent-primary"
          />
          <label htmlFor={fields.consent.id} className="text-sm text-ink">
            {t.consent}
          </label>
        </div>
        {fields.consent.errors?.[0] ? (
          <p id={fields.consent.errorId} className="field-error">
            {fields.consent.errors[0]}
          </p>
        ) : null}
      </div>

      <HoneypotField />
      {ATTRIBUTION_FIELDS.map((key) => (
        <input {...getInputProps(attributionFields[key], { type: "hidden" })} key={key} />
      ))}

      <button type="submit" className="btn btn-primary w-full sm:w-auto" disabled={sending}>
        {sending ? t.submitting : t.submit}
      </button>
    </Form>
  );
}

function Field(props: { label: string; id: string; errorId: string; error?: string; children: React.ReactNode }) {
  return (
    <div>
      <label htmlFor={props.id} className="field-label">
        {props.label}
      </label>
      {props.children}
      {props.error ? (
        <p id={props.errorId} className="field-error">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}
