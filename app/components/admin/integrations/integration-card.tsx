/**
 * The frame both cards of the integrations section share (ADR 0037): a titled card with the secret
 * or key just shown, the list (or the words for none), and the form that adds to it.
 */
import { getFormProps, getInputProps, type DefaultValue, type SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { Form } from "react-router";
import type { z } from "zod";

import { FormCard } from "~/components/admin/form-card";
import { FormField } from "~/components/admin/form-field";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { integrationsActionSchema } from "~/schemas/admin/integrations";

/** A secret or key shown in full, to copy into the CRM. */
function RevealedSecret({ title, text, value }: { title: string; text: string; value: string }) {
  return (
    <div
      role="status"
      className="flex flex-col gap-2 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm dark:border-amber-800 dark:bg-amber-950"
    >
      <p className="font-semibold">{title}</p>
      <p className="text-slate-700 dark:text-slate-300">{text}</p>
      <code data-testid="revealed-secret" className="break-all rounded bg-white px-2 py-1 font-mono select-all dark:bg-slate-900">
        {value}
      </code>
    </div>
  );
}

/** The fields of the section's forms, by name (each intent's own), as conform gives them. */
export type AddFormFields = ReturnType<typeof useAdminForm<typeof integrationsActionSchema>>[1];

type AddForm = {
  /** The form's id and the intent its button posts. */
  intent: "addWebhook" | "createKey";
  field: "url" | "name";
  type: "url" | "text";
  label: string;
  hint: string;
  submit: string;
  lastResult: SubmissionResult<string[]> | undefined;
  /** Fields after the first one, before the button (an API key's scope and expiry). */
  moreFields?: (fields: AddFormFields) => ReactNode;
  /** What those fields hold when the form opens and again once a success has emptied it. */
  defaultValue?: DefaultValue<z.input<typeof integrationsActionSchema>>;
};

function AddForm({ intent, field, type, label, hint, submit, lastResult, moreFields, defaultValue }: AddForm) {
  const [form, fields] = useAdminForm(integrationsActionSchema, { id: intent, lastResult, defaultValue });
  const meta = fields[field];
  return (
    <Form method="post" {...getFormProps(form)} className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start">
      <FormField meta={meta} label={label} description={hint} className="flex-1 sm:min-w-56">
        <Input
          {...getInputProps(meta, { type, ariaDescribedBy: meta.descriptionId })}
          key={meta.key}
          autoComplete="off"
          spellCheck={false}
        />
      </FormField>
      {moreFields?.(fields)}
      <Button type="submit" name="intent" value={intent} className="sm:mt-6">
        {submit}
      </Button>
    </Form>
  );
}

export function IntegrationCard({
  title,
  text,
  revealed,
  empty,
  children,
  add,
}: {
  title: string;
  text: string;
  revealed: { title: string; text: string; value: string } | null;
  /** The words for an empty list, or null when there are items. */
  empty: string | null;
  /** The list's items (<li>). */
  children: ReactNode;
  add: AddForm;
}) {
  return (
    <FormCard title={title} description={text} contentClassName="flex flex-col gap-4">
      {revealed ? <RevealedSecret {...revealed} /> : null}
      {empty !== null ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">{empty}</p>
      ) : (
        <ul
          aria-label={title}
          className="divide-y divide-slate-200 rounded-md border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
        >
          {children}
        </ul>
      )}
      <AddForm {...add} />
    </FormCard>
  );
}
