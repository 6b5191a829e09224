import { and, asc, desc, eq, inArray } from "drizzle-orm";

import { caseResults, cases } from "~/db/schema";
import { formatMonthYear } from "~/lib/dates";
import { formatImprovement } from "~/lib/format";
import { TRANSLATION_LANGUAGES } from "~/lib/constants";
import { industryEmoji } from "~/lib/industry";
import { fieldKey } from "~/lib/translatable";
import type { SiteLanguage } from "~/lib/languages";
import type { ResponsiveImageSource } from "~/lib/media";
import type { CaseInput, CaseResultInput } from "~/schemas/admin/cases";
import { changedFields, recordChange, type AuditActor } from "~/server/audit.server";
import { db, inTransaction } from "~/server/db.server";
import { findResponsiveImages } from "~/server/media.server";
import { readSiteSetting } from "~/server/settings.server";
import {
  deleteTranslations,
  itemLanguages,
  readTranslations,
  sourcesOf,
  visibleValues,
  type Source,
  type TranslatableEntity,
  type TranslationRow,
} from "~/server/translatable.server";

/** Only completed cases are public. */
const PUBLIC_STATUS = "completed";

// Figures and dates arrive formatted (app/lib/format.ts says why).
export type PublicCaseResult = {
  id: string;
  metricName: string;
  beforeValue: string | null;
  afterValue: string | null;
  /** '+45%', '-12,5%', or null when no figure was given. */
  improvement: string | null;
};

export type PublicCase = {
  id: string;
  title: string;
  client: string;
  industry: string;
  /** The industry's emoji, read from its Russian name whatever the page's language. */
  emoji: string;
  description: string;
  challenge: string | null;
  solution: string | null;
  technologies: string[];
  duration: string | null;
  teamSize: string | null;
  status: string;
  images: string[];
  /** The sizes of the first image (the cover) when it is an upload of this site, for srcset. */
  cover: ResponsiveImageSource | null;
  /** Month and year in Russian, e.g. 'март 2025 г.'. */
  published: string | null;
  projectUrl: string | null;
  results: PublicCaseResult[];
  /** The languages the case exists in (app/server/page-languages.server.ts), Russian first. */
  languages: SiteLanguage[];
};

/** What a card in the public grid needs: the first result only, no long texts. */
export type PublicCaseCard = Pick<
  PublicCase,
  "id" | "title" | "client" | "industry" | "emoji" | "description" | "images" | "cover" | "status" | "technologies" | "duration" | "results"
>;

export type CaseRow = typeof cases.$inferSelect;
export type ResultRow = typeof caseResults.$inferSelect;

/** The covers' sizes: the first image of each case that is an upload of this site. */
async function coversOf(rows: readonly CaseRow[]): Promise<Map<string, ResponsiveImageSource>> {
  return findResponsiveImages(rows.flatMap((row) => (row.images[0] ? [row.images[0]] : [])));
}

type Translations = ReadonlyMap<string, TranslationRow[]>;

/** Every translatable field of a case and its results (app/server/translatable.server.ts). */
function caseSources(row: CaseRow, results: readonly ResultRow[]): Source[] {
  return [...sourcesOf("case", row), ...results.flatMap((result) => sourcesOf("case_result", result))];
}

/** The stored translations of these cases and their results, in one language or both. */
function caseTranslations(rows: readonly CaseRow[], results: ReadonlyMap<string, ResultRow[]>, language?: "kz" | "en") {
  return readTranslations(
    [
      { entity: "case", ids: rows.map((row) => row.id) },
      { entity: "case_result", ids: rows.flatMap((row) => (results.get(row.id) ?? []).map((result) => result.id)) },
    ],
    language,
  );
}

/** Russian, and each language in which every required field of the case and its results is reviewed. */
function languagesOf(row: CaseRow, results: readonly ResultRow[], translations: Translations): SiteLanguage[] {
  return itemLanguages(caseSources(row, results), translations);
}

/** The row with its reviewed words in the language laid over the Russian. */
function overlay<T extends { id: string }>(entity: TranslatableEntity, row: T, values: ReadonlyMap<string, string>): T {
  const copy: Record<string, unknown> = { ...row };
  for (const key of Object.keys(copy)) {
    const value = values.get(fieldKey(entity, row.id, key));
    if (value !== undefined) copy[key] = value;
  }
  return copy as T;
}

function toPublicCase(
  source: CaseRow,
  sourceResults: ResultRow[],
  language: SiteLanguage,
  covers: ReadonlyMap<string, ResponsiveImageSource> = new Map(),
  translations: Translations = new Map(),
): PublicCase {
  const languages = languagesOf(source, sourceResults, translations);
  const values = language === "ru" ? new Map<string, string>() : visibleValues(caseSources(source, sourceResults), translations, language);
  const row = overlay("case", source, values);
  const results = sourceResults.map((result) => overlay("case_result", result, values));
  return {
    languages,
    id: row.id,
    title: row.title,
    client: row.client,
    industry: row.industry,
    emoji: industryEmoji(source.industry),
    description: row.description,
    challenge: row.challenge,
    solution: row.solution,
    technologies: row.technologies,
    duration: row.duration,
    teamSize: row.teamSize,
    status: row.status,
    images: row.images,
    cover: (row.images[0] && covers.get(row.images[0])) || null,
    published: formatMonthYear(row.publishDate, language),
    projectUrl: row.projectUrl,
    results: results.map((r) => ({
      id: r.id,
      metricName: r.metricName,
      beforeValue: r.beforeValue,
      afterValue: r.afterValue,
      improvement: formatImprovement(r.improvementPercentage, language),
    })),
  };
}

async function resultsByCase(caseIds: string[]): Promise<Map<string, ResultRow[]>> {
  const byCase = new Map<string, ResultRow[]>();
  if (caseIds.length === 0) return byCase;
  const rows = await (await db())
    .select()
    .from(caseResults)
    .where(inArray(caseResults.caseId, caseIds))
    .orderBy(asc(caseResults.sortOrder), asc(caseResults.metricName));
  for (const row of rows) {
    const list = byCase.get(row.caseId) ?? [];
    list.push(row);
    byCase.set(row.caseId, list);
  }
  return byCase;
}

async function publicCaseRows(): Promise<CaseRow[]> {
  return (await db()).select().from(cases).where(eq(cases.status, PUBLIC_STATUS)).orderBy(desc(cases.createdAt), asc(cases.id));
}

/**
 * Completed cases with their results, newest first, figures in the page's language; in Kazakh or
 * English only the cases that exist in it, with their reviewed words.
 */
async function listPublicCases(language: SiteLanguage): Promise<PublicCase[]> {
  const rows = await publicCaseRows();
  const [results, covers] = await Promise.all([resultsByCase(rows.map((r) => r.id)), coversOf(rows)]);
  const translations = language === "ru" ? new Map() : await caseTranslations(rows, results, language);
  return rows
    .map((row) => toPublicCase(row, results.get(row.id) ?? [], language, covers, translations))
    .filter((item) => item.languages.includes(language));
}

/** Each public case's languages, for sitemap.xml and the list page's own. */
export async function publicCaseLanguages(): Promise<Map<string, SiteLanguage[]>> {
  const rows = await publicCaseRows();
  const results = await resultsByCase(rows.map((r) => r.id));
  const translations = await caseTranslations(rows, results);
  return new Map(rows.map((row) => [row.id, languagesOf(row, results.get(row.id) ?? [], translations)]));
}

/** The list page exists in Russian, and in each language at least one case exists in. */
export function listLanguages(byCase: ReadonlyMap<string, readonly SiteLanguage[]>): SiteLanguage[] {
  return ["ru", ...TRANSLATION_LANGUAGES.filter((language) => [...byCase.values()].some((languages) => languages.includes(language)))];
}

/** One case's languages: Russian only when it is not a public case. */
export async function caseLanguages(id: string): Promise<SiteLanguage[]> {
  return (await getPublicCase(id, "ru"))?.languages ?? ["ru"];
}

export async function listPublicCaseCards(language: SiteLanguage): Promise<PublicCaseCard[]> {
  const list = await listPublicCases(language);
  return list.map((c) => ({
    id: c.id,
    title: c.title,
    client: c.client,
    industry: c.industry,
    emoji: c.emoji,
    description: c.description,
    images: c.images.slice(0, 1),
    cover: c.cover,
    status: c.status,
    technologies: c.technologies,
    duration: c.duration,
    results: c.results.slice(0, 1),
  }));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * One completed case, or null when the id is malformed, unknown or the case is not public.
 * `preview`: any status, for signed-in staff only (docs/decisions/0027-draft-previews.md).
 */
export async function getPublicCase(id: string, language: SiteLanguage, options: { preview?: boolean } = {}): Promise<PublicCase | null> {
  // A malformed id would make PostgreSQL reject the uuid comparison; it is simply not a case.
  if (!UUID.test(id)) return null;
  const [row] = await (await db())
    .select()
    .from(cases)
    .where(options.preview ? eq(cases.id, id) : and(eq(cases.id, id), eq(cases.status, PUBLIC_STATUS)))
    .limit(1);
  if (!row) return null;
  const [results, covers] = await Promise.all([resultsByCase([row.id]), coversOf([row])]);
  // Both languages' rows: the page names every language the case exists in.
  const translations = await caseTranslations([row], results);
  return toPublicCase(row, results.get(row.id) ?? [], language, covers, translations);
}

/** Ids and last change of every public case, for sitemap.xml. */
export async function listPublicCaseEntries(): Promise<{ id: string; updatedAt: Date }[]> {
  return (await db())
    .select({ id: cases.id, updatedAt: cases.updatedAt })
    .from(cases)
    .where(eq(cases.status, PUBLIC_STATUS))
    .orderBy(desc(cases.createdAt));
}

/** The presentation staff uploaded in the admin, for 'Скачать презентацию'; null hides the link. */
export async function readPresentationUrl(): Promise<string | null> {
  return (await readSiteSetting("presentation_url")) || null;
}

// ---------------------------------------------------------------------------------------------
// The admin screen: every case with its results, and the writes, each in
// one transaction with its audit entry (ADR 0024).

export type AdminCaseRow = CaseRow & { results: ResultRow[]; cover: ResponsiveImageSource | null };

/** Every case, newest first, with its results and its cover's sizes. */
export async function listCasesForAdmin(): Promise<AdminCaseRow[]> {
  const rows = await (await db()).select().from(cases).orderBy(desc(cases.createdAt), asc(cases.id));
  const [results, covers] = await Promise.all([resultsByCase(rows.map((r) => r.id)), coversOf(rows)]);
  return rows.map((row) => ({
    ...row,
    results: results.get(row.id) ?? [],
    cover: (row.images[0] && covers.get(row.images[0])) || null,
  }));
}

export async function findCase(id: string): Promise<CaseRow | null> {
  if (!UUID.test(id)) return null;
  const [row] = await (await db()).select().from(cases).where(eq(cases.id, id));
  return row ?? null;
}

/** The form's values as columns of cases (results go to case_results). */
function toColumns(input: CaseInput) {
  return {
    title: input.title,
    client: input.client,
    industry: input.industry,
    description: input.description,
    challenge: input.challenge,
    solution: input.solution,
    technologies: input.technologies,
    duration: input.duration,
    teamSize: input.teamSize,
    status: input.status,
    isFeatured: input.isFeatured,
    images: input.images,
    clientLogo: input.clientLogo,
    publishDate: input.publishDate,
    videoTestimonial: input.videoTestimonial,
    projectUrl: input.projectUrl,
  } satisfies Partial<CaseRow>;
}
type CaseColumns = ReturnType<typeof toColumns>;

/** The audit log names fields as the table does: team_size, not teamSize. */
function columnNames(keys: readonly string[]): string[] {
  return keys.map((key) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)).sort();
}

function editable(row: CaseRow): Record<keyof CaseColumns, unknown> {
  const { id: _id, createdBy: _by, createdAt: _created, updatedAt: _updated, ...columns } = row;
  return columns;
}

function resultValues(caseId: string, results: readonly CaseResultInput[]) {
  return results.map((r, index) => ({ caseId, ...r, sortOrder: index }));
}

/** Results compared as staff see them: in order, the four fields. */
function comparableResults(rows: readonly Pick<ResultRow, "metricName" | "beforeValue" | "afterValue" | "improvementPercentage">[]) {
  return rows.map(({ metricName, beforeValue, afterValue, improvementPercentage }) => ({ metricName, beforeValue, afterValue, improvementPercentage }));
}

/** Stores the signed-in user as the case's creator, then its results. */
export async function createCase(input: CaseInput, by: AuditActor): Promise<CaseRow> {
  return inTransaction(async (tx) => {
    const values = toColumns(input);
    const [row] = await tx
      .insert(cases)
      .values({ ...values, createdBy: by.id })
      .returning();
    if (!row) throw new Error("cases insert returned no row");
    if (input.results.length > 0) await tx.insert(caseResults).values(resultValues(row.id, input.results));
    const filled = Object.entries(values)
      .filter(([, v]) => v !== null && !(Array.isArray(v) && v.length === 0) && v !== false)
      .map(([key]) => key);
    if (input.results.length > 0) filled.push("results");
    await recordChange(tx, { actor: by, action: "create", entity: "case", entityId: row.id, label: row.title, fields: columnNames(filled) });
    return row;
  });
}

/** null when the case no longer exists. An update that changes nothing writes nothing. */
export async function updateCase(id: string, input: CaseInput, by: AuditActor): Promise<CaseRow | null> {
  if (!UUID.test(id)) return null;
  return inTransaction(async (tx) => {
    const [before] = await tx.select().from(cases).where(eq(cases.id, id)).for("update");
    if (!before) return null;
    const values = toColumns(input);
    const fields = changedFields(editable(before), values);
    const oldResults = await tx.select().from(caseResults).where(eq(caseResults.caseId, id)).orderBy(asc(caseResults.sortOrder), asc(caseResults.metricName));
    const resultsChanged = JSON.stringify(comparableResults(oldResults)) !== JSON.stringify(comparableResults(input.results));
    if (fields.length === 0 && !resultsChanged) return before;
    const [row] = await tx
      .update(cases)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(cases.id, id))
      .returning();
    if (resultsChanged) {
      // Row by row, in place: a result keeps its id, so its translations stay hers (and turn
      // outdated where its Russian changed) rather than being orphaned by new ids.
      const values = resultValues(id, input.results);
      for (const [index, value] of values.slice(0, oldResults.length).entries()) {
        await tx.update(caseResults).set(value).where(eq(caseResults.id, oldResults[index]!.id));
      }
      const extra = oldResults.slice(values.length).map((r) => r.id);
      if (extra.length > 0) {
        await tx.delete(caseResults).where(inArray(caseResults.id, extra));
        await deleteTranslations(tx, "case_result", extra);
      }
      if (values.length > oldResults.length) await tx.insert(caseResults).values(values.slice(oldResults.length));
      fields.push("results");
    }
    await recordChange(tx, { actor: by, action: "update", entity: "case", entityId: id, label: values.title, fields: columnNames(fields) });
    return row ?? null;
  });
}

/** false when the case no longer exists; its results go with it (ON DELETE CASCADE). Files stay in the media library. */
export async function deleteCase(id: string, by: AuditActor): Promise<boolean> {
  if (!UUID.test(id)) return false;
  return inTransaction(async (tx) => {
    const results = await tx.select({ id: caseResults.id }).from(caseResults).where(eq(caseResults.caseId, id));
    const [row] = await tx.delete(cases).where(eq(cases.id, id)).returning({ title: cases.title });
    if (!row) return false;
    await deleteTranslations(tx, "case", [id]);
    await deleteTranslations(tx, "case_result", results.map((r) => r.id));
    await recordChange(tx, { actor: by, action: "delete", entity: "case", entityId: id, label: row.title });
    return true;
  });
}
