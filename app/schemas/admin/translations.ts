/**
 * The translation form of the content editors (ADR 0066 point 6, ADR 0070), read by the form in
 * the browser and by the action on the server. Each row names one field of the item
 * (`case.<id>.title`, app/lib/translatable.ts) and its translation; the field's own size and
 * whether it may hold line breaks are checked here, with the field's Russian label in the message.
 * Whether the field belongs to the item being translated is the server's check.
 */
import { z } from "zod";

import * as ru from "~/i18n/ru";
import { TRANSLATION_LANGUAGES } from "~/lib/constants";
import { COMPANY_TEXTS_ID, CONTACT_TEXTS_ID, parseFieldKey, TRANSLATABLE, type TranslatableEntity } from "~/lib/translatable";
import { laterJudgedText, textProblem } from "~/schemas/fields";
import { PARTNERS_MAX, TIMELINE_MAX } from "~/schemas/site-settings";

const t = ru.adminTranslations.validation;

/**
 * Every translatable field of the largest item: the company's texts (ADR 0074), seven texts, the
 * timeline's steps and the partners, three fields each (a case with twelve results has 44).
 */
export const TRANSLATION_ROWS_MAX = Math.max(8 + 12 * 3, 7 + TIMELINE_MAX * 3 + PARTNERS_MAX * 3);
const VALUE_MAX = Math.max(...Object.values(TRANSLATABLE).flatMap((fields) => fields.map((field) => field.max)));

/** Where each entity's fields are labelled: the labels of its own editor's form. */
const LABELS: Record<TranslatableEntity, Record<string, unknown>> = {
  case: ru.adminCases.fields,
  case_result: ru.adminCases.results,
  advantage: ru.adminAdvantages.fields,
  service: ru.adminServices.fields,
  team_member: ru.adminTeamTranslations.member.fields,
  setting: ru.adminTeamTranslations.company.fields,
  blog_post: ru.adminBlog.fields,
};

/** The Russian label staff know a field by; a list item's field is numbered (`Заголовок этапа 3`). */
export function fieldLabel(entity: TranslatableEntity, field: string): string {
  const label = LABELS[entity][field];
  if (typeof label === "string") return label;
  const item = /^(\w+)\.(\d{1,3})\.(\w+)$/.exec(field);
  const listLabel = item ? LABELS[entity][`${item[1]}.*.${item[3]}`] : undefined;
  return typeof listLabel === "string" ? `${listLabel} ${Number(item![2]) + 1}` : field;
}

const row = z
  .object({
    key: z.string().max(200).refine((key) => parseFieldKey(key) !== null, { error: t.unknownField }),
    // Blank clears the translation: the field is missing again.
    value: laterJudgedText(VALUE_MAX + 1000),
  })
  .superRefine(({ key, value }, context) => {
    const parsed = parseFieldKey(key);
    if (!parsed) return;
    const label = fieldLabel(parsed.entity, parsed.field.name);
    const problem = textProblem(value, parsed.field);
    if (problem === "tooLong") context.addIssue({ code: "custom", path: ["value"], message: t.tooLong(label, parsed.field.max) });
    else if (problem === "lineBreaks") context.addIssue({ code: "custom", path: ["value"], message: t.lineBreaks(label) });
    else if (problem === "invalidCharacters") context.addIssue({ code: "custom", path: ["value"], message: t.invalidCharacters(label) });
  });

/**
 * A row's id, or COMPANY_TEXTS_ID, CONTACT_TEXTS_ID: the company's texts and the contact details'
 * are site settings, one item each (ADR 0074, 0078).
 */
const item = { id: z.union([z.uuid(), z.literal(COMPANY_TEXTS_ID), z.literal(CONTACT_TEXTS_ID)]), language: z.enum(TRANSLATION_LANGUAGES) };

/** Saves what a person typed: each changed field becomes reviewed. */
export const translateSchema = z.object({ intent: z.literal("translate"), ...item, fields: z.array(row).max(TRANSLATION_ROWS_MAX) });

/** Marks one field's draft (or outdated translation) reviewed, as it stands. */
export const reviewSchema = z.object({ intent: z.literal("review"), ...item, key: z.string().max(200).refine((key) => parseFieldKey(key) !== null, { error: t.unknownField }) });

/** Asks the model for drafts of the item's missing and outdated fields. */
export const translateWithAiSchema = z.object({ intent: z.literal("translate-ai"), ...item });

export const TRANSLATION_SCHEMAS = [translateSchema, reviewSchema, translateWithAiSchema] as const;

export type TranslateInput = z.output<typeof translateSchema>;

/** One of the three translation intents, as a screen's action parsed it. */
export type TranslationIntent = z.output<(typeof TRANSLATION_SCHEMAS)[number]>;
