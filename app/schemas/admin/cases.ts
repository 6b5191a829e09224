import type { DefaultValue } from "@conform-to/react";
import { z } from "zod";

import * as ru from "~/i18n/ru";
import { CASE_STATUSES } from "~/lib/constants";
import type { ImageAttributes } from "~/lib/media";
import { blankAs, commaListItems, fetchedUrl, link, LINK_MAX, mediaUrl as sharedMediaUrl, optionalText, requiredText, typedNumber } from "~/schemas/fields";

/**
 * The cases screen's one schema (docs/decisions/0024-admin-kit.md), read by its form in the browser
 * and by its action on the server. Title, client, industry and description are required;
 * the project URL, if given, must be a URL; technologies are typed comma-separated, split, trimmed,
 * empties dropped; results are saved only for rows with a metric_name. Forms arrive through conform,
 * which turns an empty field into undefined and a ticked checkbox into true before these rules run.
 */


const t = ru.adminCases.validation;

export const CASE_IMAGES_MAX = 12;
export const CASE_RESULTS_MAX = 12;
const CASE_TECHNOLOGIES_MAX = 30;
/** The admin card shows this many technology chips, then '+N' (the public card shows 4). */
export const ADMIN_CASE_TECH_CHIPS = 3;

const mediaUrl = sharedMediaUrl(t.mediaUrl);

/** A project URL "must be a URL": a web address, which the public page opens in a new tab. */
const projectUrl = blankAs(link("web", { invalid: t.projectUrl }), null);

const technologies = commaListItems({
  itemMax: 60,
  itemsMax: CASE_TECHNOLOGIES_MAX,
  tooMany: t.tooManyTechnologies(CASE_TECHNOLOGIES_MAX),
});

/** '45', '-12,5' or '12.5' as staff type it; blank is null. */
const percent = typedNumber({
  ignore: /\s|%/g,
  pattern: /^[+-]?\d+(\.\d+)?$/,
  min: -1_000_000,
  max: 1_000_000,
  invalid: t.percent,
});

const resultRow = z.object({
  metricName: optionalText(200),
  beforeValue: optionalText(100),
  afterValue: optionalText(100),
  improvementPercentage: percent,
});

export type CaseResultInput = {
  metricName: string;
  beforeValue: string | null;
  afterValue: string | null;
  improvementPercentage: number | null;
};

/** Every cases field staff edit, as the form names them. */
const caseShape = {
  title: requiredText(200),
  client: requiredText(200),
  // One of the nine admin industries (CASE_INDUSTRIES_ADMIN), checked by the action (an older case may keep its own).
  industry: requiredText(100),
  description: requiredText(5000, { multiline: true }),
  challenge: optionalText(5000, { multiline: true }),
  solution: optionalText(5000, { multiline: true }),
  technologies,
  duration: optionalText(100),
  teamSize: optionalText(100),
  status: z.enum(CASE_STATUSES).default("draft"),
  isFeatured: z.boolean().default(false),
  images: z
    .array(mediaUrl)
    .max(CASE_IMAGES_MAX, t.tooManyImages(CASE_IMAGES_MAX))
    .optional()
    .transform((list) => (list ?? []).filter((url): url is string => url !== null)),
  clientLogo: mediaUrl,
  publishDate: z.iso
    .date({ error: t.date })
    .optional()
    .transform((v) => v || null),
  videoTestimonial: mediaUrl,
  projectUrl,
  results: z
    .array(resultRow)
    .max(CASE_RESULTS_MAX, t.tooManyResults(CASE_RESULTS_MAX))
    .optional()
    // A row without a metric name is not saved.
    .transform((rows) =>
      (rows ?? []).flatMap((row): CaseResultInput[] =>
        row.metricName
          ? [
              {
                metricName: row.metricName,
                beforeValue: row.beforeValue,
                afterValue: row.afterValue,
                improvementPercentage: row.improvementPercentage,
              },
            ]
          : [],
      ),
    ),
};

const caseId = z.uuid();

/** The create/edit form: no id creates a case, an id updates that one. */
export const caseSaveSchema = z.object({ intent: z.literal("save"), id: caseId.optional(), ...caseShape });

/** AI analysis needs a URL, otherwise 'Введите URL сайта'. Which addresses may be fetched is the server's check. */
export const caseAnalyzeSchema = z.object({
  intent: z.literal("analyze"),
  url: fetchedUrl(
    { invalid: ru.outbound.badUrl, missing: ru.adminCases.ai.urlRequired, required: ru.adminCases.ai.urlRequired, tooLong: ru.links.tooLong(LINK_MAX) },
    { guessScheme: true },
  ),
});

/** Everything the screen posts, told apart by `intent`. */
export const caseActionSchema = z.discriminatedUnion("intent", [
  caseSaveSchema,
  caseAnalyzeSchema,
  z.object({ intent: z.literal("delete"), id: caseId }),
]);

export type CaseInput = Omit<z.output<typeof caseSaveSchema>, "intent" | "id">;

/** What the create/edit form holds, as typed (conform's view of the schema's input). */
export type CaseFormValues = z.input<typeof caseSaveSchema>;
export type CaseFormOutput = z.output<typeof caseSaveSchema>;
/** What the form starts from: a case's values, or the defaults of a new one. */
export type CaseFormDefaults = DefaultValue<CaseFormValues>;

/** A case as its card in the admin grid shows it. */
export type AdminCaseCard = {
  id: string;
  title: string;
  client: string;
  industry: string;
  description: string;
  status: string;
  isFeatured: boolean;
  technologies: string[];
  duration: string | null;
  resultsCount: number;
  /** The cover (first image): its srcset when it is an upload, else its address; null: none. */
  cover: ImageAttributes | null;
};
