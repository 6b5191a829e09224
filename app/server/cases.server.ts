import { and, asc, desc, eq, inArray } from "drizzle-orm";

import { caseResults, cases } from "~/db/schema";
import { formatMonthYear } from "~/lib/dates";
import { formatImprovement } from "~/lib/format";
import { db } from "~/server/db.server";
import { readSiteSetting } from "~/server/settings.server";

/** Only completed cases are public (SPEC.md section 4). */
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
  description: string;
  challenge: string | null;
  solution: string | null;
  technologies: string[];
  duration: string | null;
  teamSize: string | null;
  status: string;
  images: string[];
  /** Month and year in Russian, e.g. 'март 2025 г.'. */
  published: string | null;
  projectUrl: string | null;
  results: PublicCaseResult[];
};

/** What a card in the public grid needs: the first result only, no long texts. */
export type PublicCaseCard = Pick<
  PublicCase,
  "id" | "title" | "client" | "industry" | "description" | "images" | "status" | "technologies" | "duration" | "results"
>;

type CaseRow = typeof cases.$inferSelect;
type ResultRow = typeof caseResults.$inferSelect;

function toPublicCase(row: CaseRow, results: ResultRow[]): PublicCase {
  return {
    id: row.id,
    title: row.title,
    client: row.client,
    industry: row.industry,
    description: row.description,
    challenge: row.challenge,
    solution: row.solution,
    technologies: row.technologies,
    duration: row.duration,
    teamSize: row.teamSize,
    status: row.status,
    images: row.images,
    published: formatMonthYear(row.publishDate),
    projectUrl: row.projectUrl,
    results: results.map((r) => ({
      id: r.id,
      metricName: r.metricName,
      beforeValue: r.beforeValue,
      afterValue: r.afterValue,
      improvement: formatImprovement(r.improvementPercentage),
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

/** Completed cases with their results, newest first. */
export async function listPublicCases(): Promise<PublicCase[]> {
  const rows = await (await db())
    .select()
    .from(cases)
    .where(eq(cases.status, PUBLIC_STATUS))
    .orderBy(desc(cases.createdAt), asc(cases.id));
  const results = await resultsByCase(rows.map((r) => r.id));
  return rows.map((row) => toPublicCase(row, results.get(row.id) ?? []));
}

export async function listPublicCaseCards(): Promise<PublicCaseCard[]> {
  const list = await listPublicCases();
  return list.map((c) => ({
    id: c.id,
    title: c.title,
    client: c.client,
    industry: c.industry,
    description: c.description,
    images: c.images.slice(0, 1),
    status: c.status,
    technologies: c.technologies,
    duration: c.duration,
    results: c.results.slice(0, 1),
  }));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One completed case, or null when the id is malformed, unknown or the case is not public. */
export async function getPublicCase(id: string): Promise<PublicCase | null> {
  // A malformed id would make PostgreSQL reject the uuid comparison; it is simply not a case.
  if (!UUID.test(id)) return null;
  const [row] = await (await db())
    .select()
    .from(cases)
    .where(and(eq(cases.id, id), eq(cases.status, PUBLIC_STATUS)))
    .limit(1);
  if (!row) return null;
  const results = await resultsByCase([row.id]);
  return toPublicCase(row, results.get(row.id) ?? []);
}

/** Ids and last change of every public case, for sitemap.xml. */
export async function listPublicCaseEntries(): Promise<{ id: string; updatedAt: Date }[]> {
  return (await db())
    .select({ id: cases.id, updatedAt: cases.updatedAt })
    .from(cases)
    .where(eq(cases.status, PUBLIC_STATUS))
    .orderBy(desc(cases.createdAt));
}

/** The presentation staff uploaded in the admin (DECISIONS.md 10); null hides the download link. */
export async function readPresentationUrl(): Promise<string | null> {
  return (await readSiteSetting("presentation_url")) || null;
}
