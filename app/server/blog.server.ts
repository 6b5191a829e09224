import { and, desc, eq, lte, sql } from "drizzle-orm";

import { blogPosts } from "~/db/schema";
import { BLOG_CATEGORIES } from "~/lib/constants";
import { hasForbiddenCharacters } from "~/schemas/text-safety";
import { db } from "~/server/db.server";

export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** What a visitor sees of a post: dates are already formatted so server and browser render the same text. */
export type PublicPostSummary = {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  author: string | null;
  publishedAt: string;
  publishedLabel: string;
  readTime: number;
  coverImage: string | null;
};

export type PublicPost = PublicPostSummary & { content: string; tags: string[] };

// Russian words are long; about 150 a minute is a comfortable pace for an article read with attention.
const WORDS_PER_MINUTE = 150;

// The company works in Almaty; a post published late in the evening there keeps its local date.
const dateFormat = new Intl.DateTimeFormat("ru-RU", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "Asia/Almaty",
});

export function formatPostDate(date: Date): string {
  return dateFormat.format(date);
}

export function estimateReadTime(content: string): number {
  const words = content.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

export function parseBlogCategory(value: string | null): BlogCategory | null {
  return BLOG_CATEGORIES.find((c) => c === value) ?? null;
}

// A post without a publish date goes live when it is saved as published; a later date keeps it
// hidden until then, which is how staff schedule a post.
const effectiveDate = sql<Date>`coalesce(${blogPosts.publishDate}, ${blogPosts.createdAt})`;
const isPublic = () => and(eq(blogPosts.status, "published"), lte(effectiveDate, sql`now()`));

type PostRow = typeof blogPosts.$inferSelect;

function toSummary(row: PostRow): PublicPostSummary {
  const date = row.publishDate ?? row.createdAt;
  return {
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    category: row.category,
    author: row.author,
    publishedAt: date.toISOString(),
    publishedLabel: formatPostDate(date),
    readTime: row.readTime && row.readTime > 0 ? row.readTime : estimateReadTime(row.content),
    coverImage: row.coverImage,
  };
}

export async function listPublishedPosts(options: { category?: BlogCategory | null } = {}): Promise<PublicPostSummary[]> {
  const rows = await (await db())
    .select()
    .from(blogPosts)
    .where(and(isPublic(), options.category ? eq(blogPosts.category, options.category) : undefined))
    .orderBy(desc(effectiveDate), desc(blogPosts.createdAt));
  return rows.map(toSummary);
}

export async function getPublishedPost(slug: string): Promise<PublicPost | null> {
  // No stored slug holds such characters, and PostgreSQL refuses a NUL in a query outright.
  if (slug.length > 200 || hasForbiddenCharacters(slug)) return null;
  const [row] = await (await db())
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), isPublic()))
    .limit(1);
  if (!row) return null;
  return { ...toSummary(row), content: row.content, tags: row.tags };
}
