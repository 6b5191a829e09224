import { and, desc, eq, sql } from "drizzle-orm";

import { knowledgeArticles } from "~/db/schema";

import type { Db } from "~/db/types";
import type { SiteLanguage } from "~/lib/constants";
import { db } from "~/server/db.server";

export type KnowledgeHit = { id: string; title: string; content: string; priority: number; rank: number; language: SiteLanguage };

/** The same expression as the knowledge_articles_search_idx index (migration 0007), so the index serves it. */
const DOCUMENT = sql`to_tsvector('russian', title || ' ' || content)`;

/**
 * Active articles that share stemmed words with the question (PostgreSQL's Russian full-text
 * search, in PGlite too; it stems English words as English and matches Kazakh ones by their form).
 * Any word may match: a visitor's question rarely holds every word of the article that answers it,
 * so the words are OR-ed. Those in the visitor's language come first, so the answer without a model
 * quotes one where there is one (issue 24 point 10); then ts_rank orders them, priority breaking ties.
 */
export async function searchKnowledge(
  question: string,
  { language = "ru", limit = 5, executor }: { language?: SiteLanguage; limit?: number; executor?: Db } = {},
): Promise<KnowledgeHit[]> {
  const database = executor ?? (await db());
  const query = sql`nullif(replace(plainto_tsquery('russian', ${question})::text, ' & ', ' | '), '')::tsquery`;
  const rank = sql<number>`ts_rank(${DOCUMENT}, ${query})`;
  const rows = await database
    .select({
      id: knowledgeArticles.id,
      title: knowledgeArticles.title,
      content: knowledgeArticles.content,
      priority: knowledgeArticles.priority,
      language: knowledgeArticles.language,
      rank,
    })
    .from(knowledgeArticles)
    .where(and(eq(knowledgeArticles.isActive, true), sql`${DOCUMENT} @@ ${query}`))
    .orderBy(desc(eq(knowledgeArticles.language, language)), desc(rank), desc(knowledgeArticles.priority))
    .limit(limit);
  return rows.map((row) => ({ ...row, rank: Number(row.rank) }));
}

/** Roughly four characters a token for Russian and English text: enough to keep a prompt in budget. */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

/**
 * What goes into the prompt: the relevant articles by priority (staff's say on what matters
 * most), each cut to fit, until the token budget is spent.
 */
export function articlesWithinBudget(hits: readonly KnowledgeHit[], tokenBudget: number): KnowledgeHit[] {
  const byPriority = [...hits].sort((a, b) => b.priority - a.priority || b.rank - a.rank);
  const chosen: KnowledgeHit[] = [];
  let left = tokenBudget;
  for (const hit of byPriority) {
    if (left <= 50) break;
    const cost = estimateTokens(hit.title) + estimateTokens(hit.content);
    const content = cost <= left ? hit.content : hit.content.slice(0, (left - estimateTokens(hit.title)) * 4);
    chosen.push({ ...hit, content });
    left -= estimateTokens(hit.title) + estimateTokens(content);
  }
  return chosen;
}
