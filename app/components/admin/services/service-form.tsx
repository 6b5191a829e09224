import {
  getCollectionProps,
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type FormMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { PlusIcon, XIcon } from "lucide-react";
import { Form, useNavigation } from "react-router";

import { FormField, FormFooter } from "~/components/admin/form-field";
import { ServiceIcon, SERVICE_ICON_NAMES } from "~/components/site/service-icon";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { FieldDescription, FieldError } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import * as ru from "~/i18n/ru";

import { PRICE_KINDS, SERVICE_KINDS, serviceSaveSchema } from "~/schemas/admin/services";
import type { ServiceFormDefaults, ServiceFormOutput, ServiceFormValues } from "~/schemas/admin/services";

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

/** SPEC.md 2.14 screen 12's create/edit form; a save returns to the list with 'Услуга сохранена'. */
export function ServiceForm({ service, defaultValue, lastResult, categories, closeTo }: Props) {
  const navigation = useNavigation();
  const saving = navigation.formData?.get("intent") === "save";
  const [form, fields] = useForm<ServiceFormValues, ServiceFormOutput>({
    id: `service-${service?.id ?? "new"}`,
    lastResult,
    defaultValue,
    constraint: getZodConstraint(serviceSaveSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: serviceSaveSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const heading = service ? t.editTitle(service.title) : t.createTitle;

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2 id={`${form.id}-heading`} className="text-lg">
            {heading}
          </h2>
        </CardTitle>
        <CardDescription>{t.formLead}</CardDescription>
      </CardHeader>
      <CardContent>
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
            <Input
              {...getInputProps(fields.category, { type: "text" })}
              key={fields.category.key}
              list={`${form.id}-categories`}
              maxLength={100}
            />
            <datalist id={`${form.id}-categories`}>
              {categories.map((category) => (
                <option key={category} value={category} />
              ))}
            </datalist>
          </FormField>

          <FormField meta={fields.duration} label={fl.duration} description={fl.durationHint}>
            <Input {...getInputProps(fields.duration, { type: "text" })} key={fields.duration.key} maxLength={100} />
          </FormField>

          <FormField meta={fields.description} label={fl.description} className="sm:col-span-2">
            <Textarea {...getTextareaProps(fields.description)} key={fields.description.key} rows={3} maxLength={2000} />
          </FormField>

          <PriceFieldset fields={fields} />

          <RowsFieldset form={form} field={fields.features} legend={fl.features} rowLabel={fl.feature} addLabel={fl.addFeature} />
          <RowsFieldset form={form} field={fields.benefits} legend={fl.benefits} rowLabel={fl.benefit} addLabel={fl.addBenefit} />

          <FormFooter
            form={form}
            submitLabel={t.save}
            cancelLabel={t.cancel}
            closeTo={closeTo}
            saving={saving}
            className="flex flex-col gap-2 sm:col-span-2"
          />
        </Form>
      </CardContent>
    </Card>
  );
}

type Fields = ReturnType<typeof useForm<ServiceFormValues, ServiceFormOutput>>[1];

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
          <Input {...getInputProps(fields.priceAmount, { type: "text" })} key={fields.priceAmount.key} inputMode="numeric" maxLength={20} />
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

/**
 * Feature or benefit rows (SPEC.md 2.14 screen 12): rows are added and removed, removal is offered
 * only while more than one row exists, and blank rows are dropped when the form is saved. conform's
 * list buttons work without JavaScript too: the server answers with the list changed.
 */
function RowsFieldset({
  form,
  field,
  legend,
  rowLabel,
  addLabel,
}: {
  form: FormMetadata<ServiceFormValues, string[]>;
  field: Fields["features"];
  legend: string;
  rowLabel: (n: number) => string;
  addLabel: string;
}) {
  const rows = field.getFieldList();
  return (
    <fieldset className="flex flex-col gap-2 sm:col-span-2" aria-describedby={`${field.id}-hint`}>
      <legend className="mb-2 text-sm font-medium">{legend}</legend>
      <ul className="flex flex-col gap-2">
        {rows.map((row, index) => (
          <li key={row.key} className="flex flex-col gap-1">
            <div className="flex items-center gap-2">
              <Input {...getInputProps(row, { type: "text" })} key={row.key} aria-label={rowLabel(index + 1)} maxLength={300} />
              {rows.length > 1 ? (
                <Button
                  {...form.remove.getButtonProps({ name: field.name, index })}
                  variant="ghost"
                  size="icon"
                  className="size-9 shrink-0 text-slate-500 hover:text-destructive"
                  aria-label={fl.removeRow(rowLabel(index + 1))}
                >
                  <XIcon aria-hidden="true" />
                </Button>
              ) : null}
            </div>
            <FieldError id={row.errorId}>{row.errors?.[0]}</FieldError>
          </li>
        ))}
      </ul>
      <FieldDescription id={`${field.id}-hint`}>{fl.listHint}</FieldDescription>
      <FieldError id={field.errorId}>{field.errors?.[0]}</FieldError>
      <div>
        <Button {...form.insert.getButtonProps({ name: field.name })} variant="outline" size="sm">
          <PlusIcon aria-hidden="true" />
          {addLabel}
        </Button>
      </div>
    </fieldset>
  );
}
