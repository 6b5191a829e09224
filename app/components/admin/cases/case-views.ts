/**
 * What the admin's cases screen shows, built from the entity module's rows: the cards, a case's form
 * values, and a website analysis as the create form's values. Pure, so the loader, the action and
 * the screen (a refused new case's blank form) share it.
 */
import { imageAttributes } from "~/lib/media";
import type { CaseStatus } from "~/lib/constants";
import type { AdminCaseCard, CaseFormDefaults } from "~/schemas/admin/cases";
import type { AdminCaseRow } from "~/server/cases.server";
import type { WebsiteAnalysis } from "~/server/website-analysis.server";

export const NEW_CASE: CaseFormDefaults = { intent: "save", status: "draft", images: [""], results: [] };

/** 12.5 → '12,5', as staff type it; null → blank. */
function percentText(value: number | null): string {
  return value === null ? "" : String(value).replace(".", ",");
}

/** A website's analysis as the action answers it: the create form's values, unsaved. */
export type AiDraft = { id: string; source: WebsiteAnalysis["source"]; url: string; values: CaseFormDefaults };

/** A new case's form filled with what the website analysis drafted: staff review it, then save. */
export function draftValues(draft: WebsiteAnalysis): CaseFormDefaults {
  return {
    ...NEW_CASE,
    title: draft.title,
    client: draft.client,
    industry: draft.industry,
    description: draft.description,
    challenge: draft.challenge,
    solution: draft.solution,
    technologies: draft.technologies.join(", "),
    duration: draft.duration,
    teamSize: draft.teamSize,
    projectUrl: draft.projectUrl,
    results: draft.estimatedResults.map((r) => ({ ...r, improvementPercentage: percentText(r.improvementPercentage) })),
  };
}

export function formValues(row: AdminCaseRow): CaseFormDefaults {
  return {
    intent: "save",
    id: row.id,
    title: row.title,
    client: row.client,
    industry: row.industry,
    description: row.description,
    challenge: row.challenge ?? "",
    solution: row.solution ?? "",
    technologies: row.technologies.join(", "),
    duration: row.duration ?? "",
    teamSize: row.teamSize ?? "",
    status: row.status as CaseStatus,
    isFeatured: row.isFeatured,
    images: row.images.length > 0 ? row.images : [""],
    clientLogo: row.clientLogo ?? "",
    publishDate: row.publishDate ?? "",
    videoTestimonial: row.videoTestimonial ?? "",
    projectUrl: row.projectUrl ?? "",
    results: row.results.map((r) => ({
      metricName: r.metricName,
      beforeValue: r.beforeValue ?? "",
      afterValue: r.afterValue ?? "",
      improvementPercentage: percentText(r.improvementPercentage),
    })),
  };
}

export function cardData(row: AdminCaseRow): AdminCaseCard {
  const first = row.images[0];
  return {
    id: row.id,
    title: row.title,
    client: row.client,
    industry: row.industry,
    description: row.description,
    status: row.status,
    isFeatured: row.isFeatured,
    technologies: row.technologies,
    duration: row.duration,
    resultsCount: row.results.length,
    cover: row.cover
      ? imageAttributes(row.cover, "(min-width: 1536px) 30vw, (min-width: 768px) 45vw, 100vw")
      : first
        ? { src: first }
        : null,
  };
}
