import type { DefaultValue } from "@conform-to/react";
import { z } from "zod";

import * as ru from "~/i18n/ru";
import { CASE_STATUSES } from "~/lib/constants";
import type { ImageAttributes } from "~/lib/media";
import { isSafeLink } from "~/lib/safe-link";
import { mediaUrl as sharedMediaUrl, optionalText, requiredText } from "~/schemas/fields";
import { LINK_MAX } from "~/schemas/safe-link";
import { hasForbiddenCharacters } from "~/schemas/text-safety";

/**
 * The cases screen's one schema (docs/decisions/0024-admin-kit.md), read by its form in the browser
 * and by its action on the server. SPEC.md 5: title, client, industry and description are required;
 * the project URL, if given, must be a URL; technologies are typed comma-separated, split, trimmed,
 * empties dropped; results are saved only for rows with a metric_name. Forms arrive through conform,
 * which turns an empty field into undefined and a ticked checkbox into true before these rules run.
 */


const t = ru.adminCases.validation;
const f = ru.admin.fields;

export const CASE_IMAGES_MAX = 12;
export const CASE_RESULTS_MAX = 12;
export const CASE_TECHNOLOGIES_MAX = 30;
/** The admin card shows this many technology chips, then '+N' (SPEC.md 9). */
export const ADMIN_CASE_TECH_CHIPS = 3;

const mediaUrl = sharedMediaUrl(t.mediaUrl);

/** SPEC.md 5: "must be a URL": a web address, which the public page opens in a new tab. */
const projectUrl = z
  .string()
  .trim()
  .max(LINK_MAX, ru.links.tooLong(LINK_MAX))
  .refine((v) => v === "" || (/^https?:\/\//i.test(v) && isSafeLink(v, "external") && URL.canParse(v)), { error: t.projectUrl })
  .optional()
  .transform((v) => v || null);

/** 'GPT-4o, Python , ,amoCRM' → ['GPT-4o', 'Python', 'amoCRM']: split, trimmed, empties and repeats dropped. */
export function splitTechnologies(value: string | undefined): string[] {
  return [
    ...new Set(
      (value ?? "")
        .split(",")
        .map((item) => item.trim())
        .filter(Boolean),
    ),
  ];
}

const technologies = z
  .string()
  .optional()
  .transform(splitTechnologies)
  .pipe(
    z
      .array(
        z
          .string()
          .max(60, f.tooLong(60))
          .refine((v) => !hasForbiddenCharacters(v), { error: f.invalidCharacters }),
      )
      .max(CASE_TECHNOLOGIES_MAX, t.tooManyTechnologies(CASE_TECHNOLOGIES_MAX)),
  );

/** '45', '-12,5' or '12.5' as staff type it; blank is null. */
const percent = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const text = (v ?? "").trim().replace(/\s|%/g, "").replace(",", ".");
    if (text === "") return null;
    const value = /^[+-]?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
    if (!Number.isFinite(value) || Math.abs(value) > 1_000_000) {
      ctx.addIssue({ code: "custom", message: t.percent });
      return z.NEVER;
    }
    return value;
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

/** Every cases field staff edit (SPEC.md 3), as the form names them. */
export const caseShape = {
  title: requiredText(200),
  client: requiredText(200),
  // One of SPEC.md 9's nine admin industries, checked by the action (an older case may keep its own).
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
    // SPEC.md 5: a row without a metric name is not saved.
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

/** 'example.kz/about' is what staff often type: read as https://example.kz/about. */
function withScheme(value: string): string {
  return /^[a-z][a-z0-9+.-]*:/i.test(value) && !/^[^:/]+:\d/.test(value) ? value : `https://${value}`;
}

/** SPEC.md 5: AI analysis needs a URL, otherwise 'Введите URL сайта'. Which addresses may be fetched is the server's check. */
export const caseAnalyzeSchema = z.object({
  intent: z.literal("analyze"),
  url: z
    .string({ error: ru.adminCases.ai.urlRequired })
    .trim()
    .min(1, ru.adminCases.ai.urlRequired)
    .max(LINK_MAX, ru.links.tooLong(LINK_MAX))
    .transform(withScheme)
    .refine((v) => URL.canParse(v), { error: ru.outbound.badUrl }),
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
