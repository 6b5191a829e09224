/** The advantages screen's own parts: the create/edit form and an advantage's card in the list. */
import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";

import { FormCard } from "~/components/admin/form-card";
import { FormField, FormFooter, SuggestInput } from "~/components/admin/form-field";
import { ItemActions } from "~/components/admin/item-actions";
import { ItemBadges } from "~/components/admin/item-badges";
import { TranslationsLink } from "~/components/admin/translations/translations-link";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { Card } from "~/components/ui/card";
import { FieldDescription } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import * as ru from "~/i18n/ru";
import { cn } from "~/lib/utils";
import { advantageSaveSchema, DEFAULT_ADVANTAGE_ICON, ICON_MAX_LENGTH } from "~/schemas/admin/advantages";
import type { AdvantageCardData, AdvantageFormDefaults } from "~/schemas/admin/advantages";

const t = ru.adminAdvantages;
const fl = t.fields;

type FormProps = {
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
export function AdvantageForm({ advantage, defaultValue, lastResult, categories, icons, closeTo }: FormProps) {
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

        <FormFooter form={form} submitLabel={t.save} cancelLabel={t.cancel} closeTo={closeTo} saving={saving} className="flex flex-col gap-2 sm:col-span-2" />
      </Form>
    </FormCard>
  );
}

type CardProps = {
  advantage: AdvantageCardData;
  /** Where the card stands in the list; null: the role may not change advantages. */
  actions: { first: boolean; last: boolean } | null;
};

/** An advantage's card: title, category, description, emoji icon and the optional stat. */
export function AdvantageCard({ advantage, actions }: CardProps) {
  return (
    <li data-testid="admin-advantage" data-id={advantage.id} className="flex">
      <Card className={cn("w-full gap-4 py-5", !advantage.isVisible && "border-dashed bg-slate-50 dark:bg-slate-900/60")}>
        <div className="flex items-start justify-between gap-3 px-5">
          <span
            aria-hidden="true"
            className={cn(
              "grid size-11 shrink-0 place-items-center rounded-xl bg-indigo-50 text-2xl dark:bg-indigo-950",
              !advantage.isVisible && "opacity-60",
            )}
          >
            {advantage.icon}
          </span>
          {advantage.stat ? (
            <p className="min-w-0 text-right" data-testid="admin-advantage-stat">
              <span className="block text-2xl font-bold tracking-tight text-indigo-700 dark:text-indigo-300">
                {advantage.stat.value}
              </span>
              <span className="block text-xs text-slate-600 dark:text-slate-400">{advantage.stat.label}</span>
            </p>
          ) : null}
        </div>
        <div className="flex flex-1 flex-col gap-2 px-5 text-sm">
          <ItemBadges category={advantage.category} hidden={!advantage.isVisible} hiddenLabel={t.hiddenBadge} />
          <h3 className="text-base font-semibold break-words">{advantage.title}</h3>
          {advantage.description ? (
            <p className="line-clamp-4 text-slate-600 dark:text-slate-400">{advantage.description}</p>
          ) : null}
        </div>
        <div className="flex flex-col gap-2 border-t border-slate-200 px-5 pt-4 dark:border-slate-800">
          {actions ? <ItemActions item={advantage} first={actions.first} last={actions.last} labels={t} /> : null}
          <div>
            <TranslationsLink item={advantage} />
          </div>
        </div>
      </Card>
    </li>
  );
}
