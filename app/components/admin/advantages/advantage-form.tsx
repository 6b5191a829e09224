import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";

import { FormCard } from "~/components/admin/form-card";
import { FormField, FormFooter, SuggestInput } from "~/components/admin/form-field";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { FieldDescription } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import * as ru from "~/i18n/ru";

import { advantageSaveSchema, DEFAULT_ADVANTAGE_ICON, ICON_MAX_LENGTH } from "~/schemas/admin/advantages";
import type { AdvantageFormDefaults } from "~/schemas/admin/advantages";

const t = ru.adminAdvantages;
const fl = t.fields;

type Props = {
  /** The advantage being edited, or null for a new one. */
  advantage: { id: string; title: string } | null;
  defaultValue: AdvantageFormDefaults;
  lastResult: SubmissionResult<string[]> | undefined;
  categories: string[];
  /** Emoji already in use, offered as suggestions. */
  icons: string[];
  closeTo: string;
};

/** The advantage create/edit form; a save returns to the list with 'Преимущество сохранено'. */
export function AdvantageForm({ advantage, defaultValue, lastResult, categories, icons, closeTo }: Props) {
  const navigation = useNavigation();
  const saving = navigation.formData?.get("intent") === "save";
  const [form, fields] = useAdminForm(advantageSaveSchema, {
    id: `advantage-${advantage?.id ?? "new"}`,
    lastResult,
    defaultValue,
  });
  const headingId = `${form.id}-heading`;

  return (
    <FormCard id={headingId} title={advantage ? t.editTitle(advantage.title) : t.createTitle} description={t.formLead}>
      <Form method="post" {...getFormProps(form)} aria-labelledby={headingId} className="grid gap-5 sm:grid-cols-2">
        <input type="hidden" name="intent" value="save" />
        {advantage ? <input type="hidden" name="id" value={advantage.id} /> : null}

        <FormField meta={fields.title} label={fl.title} className="sm:col-span-2">
          <Input {...getInputProps(fields.title, { type: "text" })} key={fields.title.key} maxLength={200} />
        </FormField>

        <FormField meta={fields.icon} label={fl.icon} description={fl.iconHint}>
          <SuggestInput
            meta={fields.icon}
            listId={`${form.id}-icons`}
            suggestions={icons}
            placeholder={DEFAULT_ADVANTAGE_ICON}
            maxLength={ICON_MAX_LENGTH}
            className="text-lg"
          />
        </FormField>

        <FormField meta={fields.category} label={fl.category} description={fl.categoryHint}>
          <SuggestInput meta={fields.category} listId={`${form.id}-categories`} suggestions={categories} maxLength={100} />
        </FormField>

        <FormField meta={fields.description} label={fl.description} className="sm:col-span-2">
          <Textarea {...getTextareaProps(fields.description)} key={fields.description.key} rows={3} maxLength={1000} />
        </FormField>

        <fieldset className="flex flex-col gap-3 sm:col-span-2" aria-describedby={`${form.id}-stat-hint`}>
          <legend className="mb-1 text-sm font-medium">{fl.stat}</legend>
          <FieldDescription id={`${form.id}-stat-hint`}>{fl.statHint}</FieldDescription>
          <div className="grid gap-5 sm:grid-cols-[10rem_1fr]">
            <FormField meta={fields.statValue} label={fl.statValue}>
              <Input
                {...getInputProps(fields.statValue, { type: "text" })}
                key={fields.statValue.key}
                placeholder={fl.statValuePlaceholder}
                maxLength={30}
              />
            </FormField>
            <FormField meta={fields.statLabel} label={fl.statLabel}>
              <Input
                {...getInputProps(fields.statLabel, { type: "text" })}
                key={fields.statLabel.key}
                placeholder={fl.statLabelPlaceholder}
                maxLength={100}
              />
            </FormField>
          </div>
        </fieldset>

        <FormFooter
          form={form}
          submitLabel={t.save}
          cancelLabel={t.cancel}
          closeTo={closeTo}
          saving={saving}
          className="flex flex-col gap-2 sm:col-span-2"
        />
      </Form>
    </FormCard>
  );
}
