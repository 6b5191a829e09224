import {
  getCollectionProps,
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  type SubmissionResult,
} from "@conform-to/react";
import { Form, useNavigation } from "react-router";

import { FormCard } from "~/components/admin/form-card";
import { FormField, FormFooter, SuggestInput } from "~/components/admin/form-field";
import { RepeatableRows } from "~/components/admin/repeatable-rows";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { ServiceIcon, SERVICE_ICON_NAMES } from "~/components/site/service-icon";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import * as ru from "~/i18n/ru";

import { PRICE_KINDS, SERVICE_KINDS, serviceSaveSchema } from "~/schemas/admin/services";
import type { ServiceFormDefaults } from "~/schemas/admin/services";

const t = ru.adminServices;
const fl = t.fields;

type Props = {
  /** The service being edited, or null for a new one. */
  service: { id: string; title: string } | null;
  defaultValue: ServiceFormDefaults;
  lastResult: SubmissionResult<string[]> | undefined;
  categories: string[];
  closeTo: string;
};

/** The service create/edit form; a save returns to the list with 'Услуга сохранена'. */
export function ServiceForm({ service, defaultValue, lastResult, categories, closeTo }: Props) {
  const navigation = useNavigation();
  const saving = navigation.formData?.get("intent") === "save";
  const [form, fields] = useAdminForm(serviceSaveSchema, { id: `service-${service?.id ?? "new"}`, lastResult, defaultValue });
  const heading = service ? t.editTitle(service.title) : t.createTitle;

  return (
    <FormCard id={`${form.id}-heading`} title={heading} description={t.formLead}>
      <Form method="post" {...getFormProps(form)} aria-labelledby={`${form.id}-heading`} className="grid gap-5 sm:grid-cols-2">
        <input type="hidden" name="intent" value="save" />
        {service ? <input type="hidden" name="id" value={service.id} /> : null}

        <FormField meta={fields.title} label={fl.title} className="sm:col-span-2">
          <Input {...getInputProps(fields.title, { type: "text" })} key={fields.title.key} maxLength={200} />
        </FormField>

        <FormField meta={fields.kind} label={fl.kind} description={fl.kindHint}>
          <NativeSelect {...getSelectProps(fields.kind)} key={fields.kind.key}>
            {SERVICE_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {fl.kinds[kind]}
              </option>
            ))}
          </NativeSelect>
        </FormField>

        <FormField meta={fields.icon} label={fl.icon}>
          <div className="flex items-center gap-2">
            <span className="grid size-9 shrink-0 place-items-center rounded-md bg-primary/10 text-primary-600 dark:text-indigo-300">
              <ServiceIcon name={fields.icon.value ?? null} className="size-5" />
            </span>
            <NativeSelect {...getSelectProps(fields.icon)} key={fields.icon.key}>
              <option value="">{fl.iconDefault}</option>
              {SERVICE_ICON_NAMES.map((name) => (
                <option key={name} value={name}>
                  {fl.icons[name] ?? name}
                </option>
              ))}
            </NativeSelect>
          </div>
        </FormField>

        <FormField meta={fields.category} label={fl.category} description={fl.categoryHint}>
          <SuggestInput meta={fields.category} listId={`${form.id}-categories`} suggestions={categories} maxLength={100} />
        </FormField>

        <FormField meta={fields.duration} label={fl.duration} description={fl.durationHint}>
          <Input {...getInputProps(fields.duration, { type: "text" })} key={fields.duration.key} maxLength={100} />
        </FormField>

        <FormField meta={fields.description} label={fl.description} className="sm:col-span-2">
          <Textarea {...getTextareaProps(fields.description)} key={fields.description.key} rows={3} maxLength={2000} />
        </FormField>

        <PriceFieldset fields={fields} />

        {/* Removal is offered only while more than one row exists; blank rows are dropped on save. */}
        <RepeatableRows
          form={form}
          field={fields.features}
          layout="lines"
          legend={fl.features}
          hint={fl.listHint}
          addLabel={fl.addFeature}
          removeLabel={(n) => fl.removeRow(fl.feature(n))}
        >
          {(row, index) => (
            <Input {...getInputProps(row, { type: "text" })} key={row.key} aria-label={fl.feature(index + 1)} maxLength={300} />
          )}
        </RepeatableRows>
        <RepeatableRows
          form={form}
          field={fields.benefits}
          layout="lines"
          legend={fl.benefits}
          hint={fl.listHint}
          addLabel={fl.addBenefit}
          removeLabel={(n) => fl.removeRow(fl.benefit(n))}
        >
          {(row, index) => (
            <Input {...getInputProps(row, { type: "text" })} key={row.key} aria-label={fl.benefit(index + 1)} maxLength={300} />
          )}
        </RepeatableRows>

        <FormFooter form={form} submitLabel={t.save} cancelLabel={t.cancel} closeTo={closeTo} saving={saving} className="flex flex-col gap-2 sm:col-span-2" />
      </Form>
    </FormCard>
  );
}

type Fields = ReturnType<typeof useAdminForm<typeof serviceSaveSchema>>[1];

/**
 * The price as the public page prints it: 'от 500 000 ₸', 'от 100 000 ₸/мес' or words. The field
 * the chosen kind does not use is hidden by CSS (:has), which also works without JavaScript.
 */
function PriceFieldset({ fields }: { fields: Fields }) {
  const options = PRICE_KINDS as unknown as string[];
  return (
    <fieldset className="group/price flex flex-col gap-3 sm:col-span-2">
      <legend className="mb-2 text-sm font-medium">{fl.price}</legend>
      <div role="radiogroup" aria-label={fl.price} className="flex flex-wrap gap-x-5 gap-y-2">
        {getCollectionProps(fields.priceKind, { type: "radio", options }).map((props) => (
          <label key={props.key} className="flex items-center gap-2 text-sm">
            <input {...props} key={props.key} className="size-4 accent-primary" />
            {fl.priceKinds[props.value as (typeof PRICE_KINDS)[number]]}
          </label>
        ))}
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          meta={fields.priceAmount}
          label={fl.priceAmount}
          description={fl.priceAmountHint}
          className="group-has-[input[value=label]:checked]/price:hidden"
        >
          <Input
            {...getInputProps(fields.priceAmount, { type: "text" })}
            key={fields.priceAmount.key}
            inputMode="numeric"
            maxLength={20}
          />
        </FormField>
        <FormField
          meta={fields.priceLabel}
          label={fl.priceLabel}
          description={fl.priceLabelHint}
          className="hidden group-has-[input[value=label]:checked]/price:flex"
        >
          <Input {...getInputProps(fields.priceLabel, { type: "text" })} key={fields.priceLabel.key} maxLength={100} />
        </FormField>
      </div>
    </fieldset>
  );
}
