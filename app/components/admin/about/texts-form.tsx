import { getFormProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { FileTextIcon } from "lucide-react";
import { Form } from "react-router";

import { FormCard } from "~/components/admin/form-card";
import { FormError, FormField } from "~/components/admin/form-field";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { Button } from "~/components/ui/button";
import { FieldGroup } from "~/components/ui/field";
import { Textarea } from "~/components/ui/textarea";
import * as ru from "~/i18n/ru";

import { aboutTextsSchema, type ABOUT_TEXT_KEYS } from "~/schemas/admin/about";

const t = ru.adminAbout;

type Props = {
  texts: Record<(typeof ABOUT_TEXT_KEYS)[number], string>;
  lastResult: SubmissionResult<string[]> | undefined;
  saving: boolean;
  /** A role that may only read sees the texts, every control disabled. */
  canEdit: boolean;
};

/** The company's six texts (mission, vision, values, history, achievements, team), one save button. */
export function AboutTextsForm({ texts, lastResult, saving, canEdit }: Props) {
  const [form, fields] = useAdminForm(aboutTextsSchema, {
    id: "about-texts",
    lastResult,
    defaultValue: { intent: "texts", ...texts },
  });
  const areas = [
    { meta: fields.company_mission, label: t.mission, rows: 4 },
    { meta: fields.company_vision, label: t.vision, rows: 4 },
    { meta: fields.company_values, label: t.values, hint: t.valuesHint, rows: 6 },
    { meta: fields.company_achievements, label: t.achievements, hint: t.achievementsHint, rows: 6 },
    { meta: fields.company_history, label: t.history, hint: t.historyHint, rows: 6 },
    { meta: fields.team_info, label: t.teamInfo, rows: 6 },
  ];

  return (
    <Form method="post" {...getFormProps(form)}>
      <input type="hidden" name="intent" value="texts" />
      <FormCard icon={FileTextIcon} title={t.texts} description={t.textsLead}>
        <fieldset disabled={!canEdit} className="flex min-w-0 flex-col gap-5">
          <FieldGroup columns={2}>
            {areas.map(({ meta, label, hint, rows }) => (
              <FormField key={meta.name} meta={meta} label={label} description={hint}>
                <Textarea
                  {...getTextareaProps(meta, { ariaDescribedBy: hint ? meta.descriptionId : undefined })}
                  key={meta.key}
                  rows={rows}
                />
              </FormField>
            ))}
          </FieldGroup>
          {canEdit ? (
            <div className="flex flex-col gap-2">
              <FormError id={form.errorId} errors={form.errors} />
              <div>
                <Button type="submit" disabled={saving}>
                  {t.save}
                </Button>
              </div>
            </div>
          ) : null}
        </fieldset>
      </FormCard>
    </Form>
  );
}
