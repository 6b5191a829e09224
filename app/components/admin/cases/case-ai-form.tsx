import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";

import { FormCard } from "~/components/admin/form-card";
import { FormField, FormFooter } from "~/components/admin/form-field";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { Input } from "~/components/ui/input";
import * as ru from "~/i18n/ru";

import { caseAnalyzeSchema } from "~/schemas/admin/cases";

const t = ru.adminCases;

type Props = {
  lastResult: SubmissionResult<string[]> | undefined;
  closeTo: string;
};

/**
 * A case drafted by AI from a site's address, posted as a plain form, so it works without
 * JavaScript too; the answer is the create form filled with a draft (docs/decisions/0036).
 */
export function CaseAiForm({ lastResult, closeTo }: Props) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "analyze";
  const [form, fields] = useAdminForm(caseAnalyzeSchema, { id: "case-ai", lastResult });
  return (
    <FormCard id={`${form.id}-heading`} title={t.ai.title} description={t.ai.lead}>
      <Form method="post" {...getFormProps(form)} aria-labelledby={`${form.id}-heading`} aria-busy={busy} className="flex flex-col gap-5">
        <input type="hidden" name="intent" value="analyze" />
        <FormField meta={fields.url} label={`${t.ai.url} *`} description={t.ai.urlHint}>
          <Input
            {...getInputProps(fields.url, { type: "text", ariaDescribedBy: fields.url.descriptionId })}
            key={fields.url.key}
            inputMode="url"
            autoComplete="off"
            placeholder="https://"
          />
        </FormField>
        <FormFooter
          form={form}
          submitLabel={busy ? t.ai.busy : t.ai.submit}
          cancelLabel={t.cancel}
          closeTo={closeTo}
          saving={busy}
          className="flex flex-col gap-3"
        />
        <p role="status" className="text-sm text-slate-600 empty:-mt-5 dark:text-slate-400">
          {busy ? t.ai.progress : ""}
        </p>
      </Form>
    </FormCard>
  );
}
