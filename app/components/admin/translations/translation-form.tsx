import { getFormProps, getInputProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { CheckIcon, SparklesIcon } from "lucide-react";
import { Form, useNavigation } from "react-router";

import { FormCard } from "~/components/admin/form-card";
import { FormField, FormFooter } from "~/components/admin/form-field";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import * as ru from "~/i18n/ru";
import type { TranslationLanguage } from "~/lib/constants";
import { LANGUAGE_ISO } from "~/lib/languages";
import { translateSchema } from "~/schemas/admin/translations";
import type { TranslationFieldView } from "~/server/item-translations.server";

import { TranslationStateBadge } from "./translation-state-badge";

const t = ru.adminTranslations;

type Props = {
  item: { id: string; title: string };
  language: TranslationLanguage;
  fields: TranslationFieldView[];
  /** Every field is reviewed or outdated: the item is on the site in this language. */
  complete: boolean;
  /** Editors and admins; a marketer reads. */
  canEdit: boolean;
  /** A model is configured: without one the AI button says it needs one. */
  aiAvailable: boolean;
  /** The item's page in this language, when it exists there. */
  siteHref: string | null;
  lastResult: SubmissionResult<string[]> | undefined;
  closeTo: string;
  /** What the form says about the item where a case's words would be wrong (a service's). */
  words?: ItemWords;
};

/** The sentences that name the kind of item. */
export type ItemWords = { lead: string; published: string; notPublished: string; aiHint: string };

const CASE_WORDS: ItemWords = { lead: t.lead, published: t.published, notPublished: t.notPublished, aiHint: t.ai.hint };

/** A whole article's body (the blog's) gets room to be read and written in. */
const LONG_TEXT_ROWS = 18;

/**
 * One item's fields in Kazakh or English beside their Russian (ADR 0066 point 6): each with its
 * state, a field the person changes is saved reviewed, a draft is approved with its own button.
 */
export function TranslationForm({ item, language, fields, complete, canEdit, aiAvailable, siteHref, lastResult, closeTo, words = CASE_WORDS }: Props) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  const [form, formFields] = useAdminForm(translateSchema, {
    id: `translation-${item.id}-${language}`,
    lastResult,
    defaultValue: { intent: "translate", id: item.id, language, fields: fields.map(({ key, value }) => ({ key, value })) },
  });
  const rows = formFields.fields.getFieldList();
  const reviewed = fields.filter((field) => field.state === "reviewed").length;
  const reviewFormId = `${form.id}-review`;
  const languageName = t.languages[language];
  const lang = LANGUAGE_ISO[language];

  return (
    <FormCard
      id={`${form.id}-heading`}
      title={t.title(languageName, item.title)}
      description={words.lead}
      notice={
        <div className="flex flex-col gap-2 text-sm">
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span>{t.summary(reviewed, fields.length)}</span>
            <span className={complete ? "text-emerald-700 dark:text-emerald-300" : "text-slate-600 dark:text-slate-400"}>
              {complete ? words.published : words.notPublished}
            </span>
            {siteHref ? (
              <a href={siteHref} target="_blank" rel="noopener" className="text-primary underline-offset-2 hover:underline">
                {t.openOnSite}
              </a>
            ) : null}
          </p>
          {canEdit ? null : <p className="text-slate-600 dark:text-slate-400">{t.readOnly}</p>}
        </div>
      }
    >
      {canEdit ? (
        <Form method="post" className="mb-5 flex flex-col gap-2 rounded-lg border border-indigo-200 bg-indigo-50/60 p-3 dark:border-indigo-900 dark:bg-indigo-950/40">
          <input type="hidden" name="intent" value="translate-ai" />
          <input type="hidden" name="id" value={item.id} />
          <input type="hidden" name="language" value={language} />
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" variant="outline" disabled={Boolean(busy)} aria-describedby={`${form.id}-ai-hint`}>
              <SparklesIcon aria-hidden="true" />
              {busy === "translate-ai" ? t.ai.busy : t.ai.button}
            </Button>
            {busy === "translate-ai" ? (
              <span role="status" className="text-sm text-indigo-900 dark:text-indigo-100">
                {t.ai.progress}
              </span>
            ) : null}
          </div>
          <p id={`${form.id}-ai-hint`} className="text-sm text-slate-700 dark:text-slate-300">
            {aiAvailable ? words.aiHint : t.ai.needsModel}
          </p>
        </Form>
      ) : null}

      {/* The review buttons beside each field post this form, so they sit inside the main one. */}
      <Form method="post" id={reviewFormId} className="hidden">
        <input type="hidden" name="intent" value="review" />
        <input type="hidden" name="id" value={item.id} />
        <input type="hidden" name="language" value={language} />
      </Form>

      <Form method="post" {...getFormProps(form)} aria-labelledby={`${form.id}-heading`} className="flex flex-col gap-4">
        <input type="hidden" name="intent" value="translate" />
        <input type="hidden" name="id" value={item.id} />
        <input type="hidden" name="language" value={language} />
        {rows.map((row, index) => {
          const field = fields[index]!;
          const { key, value } = row.getFieldset();
          const heading = field.part === null ? field.label : `${field.part}: ${field.label}`;
          const previous = index > 0 ? fields[index - 1]! : null;
          return (
            <section
              key={field.key}
              aria-label={heading}
              className={
                field.part !== null && previous?.part !== field.part
                  ? "grid gap-3 border-t border-slate-200 pt-4 md:grid-cols-2 dark:border-slate-800"
                  : "grid gap-3 md:grid-cols-2"
              }
            >
              <input type="hidden" name={key.name} value={field.key} />
              <div className="flex min-w-0 flex-col gap-1.5">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="text-sm font-medium">{heading}</span>
                  <TranslationStateBadge state={field.state} />
                </div>
                <p lang="ru" className="rounded-md bg-slate-50 px-3 py-2 text-sm break-words whitespace-pre-line text-slate-700 dark:bg-slate-900 dark:text-slate-300">
                  <span className="sr-only">{`${t.russian}: `}</span>
                  {field.russian}
                </p>
              </div>
              <div className="flex min-w-0 flex-col gap-2">
                <FormField meta={value} label={`${t.translation} (${languageName}): ${heading}`} className="[&>label]:sr-only md:pt-7">
                  {field.multiline ? (
                    <Textarea {...getTextareaProps(value)} key={value.key} lang={lang} rows={field.max > 5000 ? LONG_TEXT_ROWS : 4} maxLength={field.max} readOnly={!canEdit} className="break-words" />
                  ) : (
                    <Input {...getInputProps(value, { type: "text" })} key={value.key} lang={lang} maxLength={field.max} readOnly={!canEdit} />
                  )}
                </FormField>
                {canEdit && (field.state === "draft" || field.state === "outdated") ? (
                  <Button
                    type="submit"
                    form={reviewFormId}
                    name="key"
                    value={field.key}
                    variant="outline"
                    size="sm"
                    className="self-start"
                    disabled={Boolean(busy)}
                    aria-label={t.markReviewedNamed(heading)}
                  >
                    <CheckIcon aria-hidden="true" />
                    {t.markReviewed}
                  </Button>
                ) : null}
              </div>
            </section>
          );
        })}
        {canEdit ? (
          <FormFooter form={form} submitLabel={busy === "translate" ? t.saving : t.save} cancelLabel={ru.adminCases.cancel} closeTo={closeTo} saving={busy === "translate"} />
        ) : null}
      </Form>
    </FormCard>
  );
}
