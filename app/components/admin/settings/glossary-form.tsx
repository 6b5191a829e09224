import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { BookOpenIcon } from "lucide-react";
import { Form, useNavigation } from "react-router";

import { FormCard } from "~/components/admin/form-card";
import { FormError, FormField } from "~/components/admin/form-field";
import { RepeatableRows } from "~/components/admin/repeatable-rows";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import * as ru from "~/i18n/ru";
import { glossaryFormSchema, type GlossaryFormFields } from "~/schemas/admin/settings-languages";
import { GLOSSARY_MAX, type GlossaryTerm } from "~/schemas/settings/languages";

const t = ru.adminTranslations.glossary;

/** The translation glossary (ADR 0070): each brand or product name in Russian, Kazakh and English. */
export function GlossaryForm({ glossary, lastResult }: { glossary: GlossaryTerm[]; lastResult: SubmissionResult<string[]> | undefined }) {
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "glossary";
  const [form, fields] = useAdminForm<typeof glossaryFormSchema, GlossaryFormFields>(glossaryFormSchema, {
    id: "translation-glossary",
    lastResult,
    defaultValue: { intent: "glossary", translation_glossary: glossary },
  });
  return (
    <FormCard id={`${form.id}-heading`} icon={BookOpenIcon} title={t.title} description={t.lead}>
      <Form method="post" {...getFormProps(form)} aria-labelledby={`${form.id}-heading`} className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="glossary" />
        <RepeatableRows
          form={form}
          field={fields.translation_glossary}
          legend={t.legend}
          hint={t.hint}
          empty={t.empty}
          addLabel={t.add}
          max={GLOSSARY_MAX}
          removeLabel={t.remove}
          removeClassName="self-end justify-self-end sm:mt-6"
        >
          {(row, index, remove) => {
            const term = row.getFieldset();
            return (
              <div
                role="group"
                aria-label={t.row(index + 1)}
                className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start dark:border-slate-800"
              >
                <FormField meta={term.ru} label={t.ru}>
                  <Input {...getInputProps(term.ru, { type: "text" })} key={term.ru.key} lang="ru" maxLength={100} />
                </FormField>
                <FormField meta={term.kz} label={t.kz}>
                  <Input {...getInputProps(term.kz, { type: "text" })} key={term.kz.key} lang="kk" maxLength={100} />
                </FormField>
                <FormField meta={term.en} label={t.en}>
                  <Input {...getInputProps(term.en, { type: "text" })} key={term.en.key} lang="en" maxLength={100} />
                </FormField>
                {remove}
              </div>
            );
          }}
        </RepeatableRows>
        <FormError id={form.errorId} errors={form.errors} />
        <Button type="submit" className="self-start" disabled={saving}>
          {t.save}
        </Button>
      </Form>
    </FormCard>
  );
}
