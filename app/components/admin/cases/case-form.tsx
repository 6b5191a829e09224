import { getFormProps, getInputProps, getSelectProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { SparklesIcon } from "lucide-react";
import { Form, useNavigation } from "react-router";

import { CheckboxField } from "~/components/admin/checkbox-field";
import { FormCard } from "~/components/admin/form-card";
import { FormField, FormFooter } from "~/components/admin/form-field";
import { MediaField } from "~/components/admin/media-field";
import { MediaActions } from "~/components/admin/media/media-actions";
import { RepeatableRows } from "~/components/admin/repeatable-rows";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import * as ru from "~/i18n/ru";
import { CASE_INDUSTRIES_ADMIN, CASE_STATUSES } from "~/lib/constants";

import { CASE_IMAGES_MAX, CASE_RESULTS_MAX, caseSaveSchema } from "~/schemas/admin/cases";
import type { CaseFormDefaults } from "~/schemas/admin/cases";

const t = ru.adminCases;
const fl = t.fields;

type Props = {
  /** The case being edited, or null for a new one. */
  item: { id: string; title: string } | null;
  defaultValue: CaseFormDefaults;
  lastResult: SubmissionResult<string[]> | undefined;
  closeTo: string;
  /** What staff should know about the values the form opens with (a draft from a website). */
  notice?: string;
};

/** The case create/edit form, with every cases field and its case_results rows. */
export function CaseForm({ item, defaultValue, lastResult, closeTo, notice }: Props) {
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "save";
  const [form, fields] = useAdminForm(caseSaveSchema, { id: `case-${item?.id ?? "new"}`, lastResult, defaultValue });
  const heading = item ? t.editTitle(item.title) : t.createTitle;
  const setValue = (name: string) => (value: string) => form.update({ name, value });
  // An older case may carry an industry outside the nine admin industries: it stays selectable for it.
  const industry = typeof defaultValue?.industry === "string" ? defaultValue.industry : "";
  const industries: string[] = [...CASE_INDUSTRIES_ADMIN];
  if (industry && !industries.includes(industry)) industries.push(industry);

  return (
    <FormCard
      id={`${form.id}-heading`}
      title={heading}
      description={t.formLead}
      notice={
        notice ? (
          <p
            role="status"
            className="rounded-md bg-indigo-50 px-3 py-2 text-sm text-indigo-900 dark:bg-indigo-950 dark:text-indigo-100"
          >
            <SparklesIcon aria-hidden="true" className="mr-1.5 inline size-4 align-[-3px]" />
            <strong>{t.ai.draftTitle}.</strong> {notice}
          </p>
        ) : null
      }
    >
      <Form method="post" {...getFormProps(form)} aria-labelledby={`${form.id}-heading`} className="grid gap-5 sm:grid-cols-2">
        <input type="hidden" name="intent" value="save" />
        {item ? <input type="hidden" name="id" value={item.id} /> : null}

        <FormField meta={fields.title} label={`${fl.title} *`} className="sm:col-span-2">
          <Input {...getInputProps(fields.title, { type: "text" })} key={fields.title.key} maxLength={200} />
        </FormField>
        <FormField meta={fields.client} label={`${fl.client} *`}>
          <Input {...getInputProps(fields.client, { type: "text" })} key={fields.client.key} maxLength={200} />
        </FormField>
        <FormField meta={fields.industry} label={`${fl.industry} *`}>
          <NativeSelect {...getSelectProps(fields.industry)} key={fields.industry.key}>
            <option value="">{fl.industryPick}</option>
            {industries.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField meta={fields.description} label={`${fl.description} *`} className="sm:col-span-2">
          <Textarea {...getTextareaProps(fields.description)} key={fields.description.key} rows={3} maxLength={5000} />
        </FormField>
        <FormField meta={fields.challenge} label={fl.challenge}>
          <Textarea {...getTextareaProps(fields.challenge)} key={fields.challenge.key} rows={3} maxLength={5000} />
        </FormField>
        <FormField meta={fields.solution} label={fl.solution}>
          <Textarea {...getTextareaProps(fields.solution)} key={fields.solution.key} rows={3} maxLength={5000} />
        </FormField>

        <FormField meta={fields.technologies} label={fl.technologies} description={fl.technologiesHint} className="sm:col-span-2">
          <Input
            {...getInputProps(fields.technologies, { type: "text", ariaDescribedBy: fields.technologies.descriptionId })}
            key={fields.technologies.key}
            autoComplete="off"
          />
        </FormField>

        <div className="grid gap-5 sm:col-span-2 sm:grid-cols-3">
          <FormField meta={fields.status} label={fl.status}>
            <NativeSelect {...getSelectProps(fields.status)} key={fields.status.key}>
              {CASE_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t.statuses[status]}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField meta={fields.duration} label={fl.duration} description={fl.durationHint}>
            <Input
              {...getInputProps(fields.duration, { type: "text", ariaDescribedBy: fields.duration.descriptionId })}
              key={fields.duration.key}
              maxLength={100}
            />
          </FormField>
          <FormField meta={fields.teamSize} label={fl.teamSize} description={fl.teamSizeHint}>
            <Input
              {...getInputProps(fields.teamSize, { type: "text", ariaDescribedBy: fields.teamSize.descriptionId })}
              key={fields.teamSize.key}
              maxLength={100}
            />
          </FormField>
          <FormField meta={fields.publishDate} label={fl.publishDate}>
            <Input {...getInputProps(fields.publishDate, { type: "date" })} key={fields.publishDate.key} />
          </FormField>
          <FormField meta={fields.projectUrl} label={fl.projectUrl} description={fl.projectUrlHint} className="sm:col-span-2">
            <Input
              {...getInputProps(fields.projectUrl, { type: "url", ariaDescribedBy: fields.projectUrl.descriptionId })}
              key={fields.projectUrl.key}
              autoComplete="off"
              placeholder="https://"
            />
          </FormField>
        </div>

        <div className="sm:col-span-2">
          <CheckboxField meta={fields.isFeatured} label={fl.isFeatured} />
        </div>

        <RepeatableRows
          form={form}
          field={fields.images}
          legend={t.images.legend}
          hint={t.images.hint}
          empty={t.images.none}
          addLabel={t.images.add}
          max={CASE_IMAGES_MAX}
          removeLabel={t.images.remove}
          rowClassName="flex flex-col gap-2 rounded-md border border-slate-200 p-3 dark:border-slate-800"
          removeClassName="mb-0.5 shrink-0"
        >
          {(row, index, remove) => (
            <>
              <div className="flex items-end gap-2">
                <FormField meta={row} label={t.images.row(index + 1)} className="flex-1">
                  <Input
                    {...getInputProps(row, { type: "text" })}
                    key={row.key}
                    inputMode="url"
                    autoComplete="off"
                    placeholder="/media/…"
                  />
                </FormField>
                {remove}
              </div>
              <MediaActions
                label={t.images.row(index + 1)}
                kind="image"
                category="cases"
                value={row.value}
                onValue={setValue(row.name)}
              />
            </>
          )}
        </RepeatableRows>

        <MediaField
          form={form}
          meta={fields.clientLogo}
          label={fl.clientLogo}
          description={fl.mediaHint}
          kind="image"
          category="clients"
        />
        <MediaField
          form={form}
          meta={fields.videoTestimonial}
          label={fl.videoTestimonial}
          description={fl.mediaHint}
          kind="video"
          category="cases"
        />

        <RepeatableRows
          form={form}
          field={fields.results}
          legend={t.results.legend}
          hint={t.results.hint}
          empty={t.results.none}
          addLabel={t.results.add}
          max={CASE_RESULTS_MAX}
          removeLabel={t.results.remove}
          removeClassName="self-end justify-self-end sm:mt-6"
        >
          {(row, index, remove) => {
            const result = row.getFieldset();
            return (
              <div
                role="group"
                aria-label={t.results.row(index + 1)}
                className="grid grid-cols-2 gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_7rem_auto] sm:items-start dark:border-slate-800"
              >
                <FormField meta={result.metricName} label={t.results.metricName} className="col-span-2 sm:col-span-1">
                  <Input {...getInputProps(result.metricName, { type: "text" })} key={result.metricName.key} maxLength={200} />
                </FormField>
                <FormField meta={result.beforeValue} label={t.results.beforeValue}>
                  <Input {...getInputProps(result.beforeValue, { type: "text" })} key={result.beforeValue.key} maxLength={100} />
                </FormField>
                <FormField meta={result.afterValue} label={t.results.afterValue}>
                  <Input {...getInputProps(result.afterValue, { type: "text" })} key={result.afterValue.key} maxLength={100} />
                </FormField>
                <FormField meta={result.improvementPercentage} label={t.results.improvement}>
                  <Input
                    {...getInputProps(result.improvementPercentage, { type: "text" })}
                    key={result.improvementPercentage.key}
                    inputMode="decimal"
                    maxLength={20}
                  />
                </FormField>
                {remove}
              </div>
            );
          }}
        </RepeatableRows>

        <FormFooter form={form} submitLabel={item ? t.save : t.create} cancelLabel={t.cancel} closeTo={closeTo} saving={saving} />
      </Form>
    </FormCard>
  );
}
