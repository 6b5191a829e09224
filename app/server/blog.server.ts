import { and, eq, like, ne, or, sql } from "drizzle-orm";

import { blogPosts } from "~/db/schema";
import type { Db } from "~/db/types";
import { BLOG_CATEGORIES, BLOG_STATUSES } from "~/lib/constants";
import { COMPANY_TIME_ZONE, formatCompanyDay } from "~/lib/dates";
import type { SiteLanguage } from "~/lib/languages";
import type { ResponsiveImageSource } from "~/lib/media";
import { slugFromTitle } from "~/lib/slug";
import type { BlogPostFields } from "~/schemas/admin/blog";
import { hasForbiddenCharacters } from "~/schemas/text-safety";
import { changedFields, recordChange, type AuditActor } from "~/server/audit.server";
import { adminPostOrder, isPublicPost, publicPostOrder } from "~/server/blog-order.server";
import { postLanguages, postTranslations, translatedPost } from "~/server/blog-translations.server";
import { db, inTransaction } from "~/server/db.server";
import { renderPostBody } from "~/server/markdown.server";
import { findResponsiveImages } from "~/server/media.server";
import { deleteTranslations, sourceHash } from "~/server/translatable.server";

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
  /** The cover's web-friendly sizes when it was uploaded here (for srcset); null for any other address. */
  coverImageSource: ResponsiveImageSource | null;
  featured: boolean;
};

/**
 * `html` is the Markdown body rendered and sanitised on the server (markdown.server.ts);
 * `languages` the languages the post exists in (ADR 0075), Russian first.
 */
export type PublicPost = PublicPostSummary & { html: string; tags: string[]; languages: SiteLanguage[] };

// Russian words are long; about 150 a minute is a comfortable pace for an article read with attention.
const WORDS_PER_MINUTE = 150;

/** The company works in Almaty; a post published late in the evening there keeps its local date. */
export const formatPostDate = formatCompanyDay;

const dateTimeFormat = new Intl.DateTimeFormat("ru-RU", {
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  timeZone: COMPANY_TIME_ZONE,
});

/** '1 марта 2026 г. в 09:30', Almaty time: when a scheduled post comes out. */
export function formatPostDateTime(date: Date): string {
  return dateTimeFormat.format(date);
}

function estimateReadTime(content: string): number {
  const words = content.split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}

export function parseBlogCategory(value: string | null): BlogCategory | null {
  return BLOG_CATEGORIES.find((c) => c === value) ?? null;
}


type PostRow = typeof blogPosts.$inferSelect;

function toSummary(row: PostRow, images: Map<string, ResponsiveImageSource>, language: SiteLanguage): PublicPostSummary {
  const date = row.publishDate ?? row.createdAt;
  return {
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    category: row.category,
    author: row.author,
    publishedAt: date.toISOString(),
    publishedLabel: formatPostDate(date, language),
    readTime: row.readTime && row.readTime > 0 ? row.readTime : estimateReadTime(row.content),
    coverImage: row.coverImage,
    coverImageSource: (row.coverImage && images.get(row.coverImage)) || null,
    featured: row.featured,
  };
}

/**
 * Published posts, newest first, dated in the page's language; in Kazakh or English only those
 * that exist there, in its words.
 */
export async function listPublishedPosts(language: SiteLanguage, options: { category?: BlogCategory | null } = {}): Promise<PublicPostSummary[]> {
  const all = await (await db())
    .select()
    .from(blogPosts)
    .where(and(isPublicPost(), options.category ? eq(blogPosts.category, options.category) : undefined))
    .orderBy(...publicPostOrder());
  const translations = language === "ru" ? new Map() : await postTranslations(all, language);
  const rows = all.filter((row) => language === "ru" || postLanguages(row, translations).includes(language));
  const images = await findResponsiveImages(rows.flatMap((row) => (row.coverImage ? [row.coverImage] : [])));
  return rows.map((row) => toSummary(translatedPost(row, translations, language), images, language));
}

/** Each public post's languages by its slug, for sitemap.xml and the list page's own. */
export async function publicPostLanguages(): Promise<Map<string, SiteLanguage[]>> {
  const rows = await (await db()).select().from(blogPosts).where(isPublicPost());
  const translations = await postTranslations(rows);
  return new Map(rows.map((row) => [row.slug, postLanguages(row, translations)]));
}

/** One post's languages: Russian only when it is not a public post. */
export async function postPageLanguages(slug: string): Promise<SiteLanguage[]> {
  return (await getPublishedPost(slug, "ru"))?.languages ?? ["ru"];
}

/** The post in the page's language, where its reviewed words lay over the Russian. */
async function toPublicPost(row: PostRow, language: SiteLanguage): Promise<PublicPost> {
  // Both languages' rows: the page names every language the post exists in.
  const translations = await postTranslations([row]);
  const shown = translatedPost(row, translations, language);
  const images = await findResponsiveImages(row.coverImage ? [row.coverImage] : []);
  // Keyed by the words rendered, so a new translation shows at once like an edit of the Russian.
  const html = await renderPostBody(`${row.id}:${sourceHash(shown.content)}`, shown.content);
  return { ...toSummary(shown, images, language), html, tags: shown.tags, languages: postLanguages(row, translations) };
}

// No stored slug holds such characters, and PostgreSQL refuses a NUL in a query outright.
const impossibleSlug = (slug: string) => slug.length > 200 || hasForbiddenCharacters(slug);

export async function getPublishedPost(slug: string, language: SiteLanguage): Promise<PublicPost | null> {
  if (impossibleSlug(slug)) return null;
  const [row] = await (await db())
    .select()
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), isPublicPost()))
    .limit(1);
  return row ? toPublicPost(row, language) : null;
}

/**
 * Any post, whatever its status, as the public page would show it: for staff previewing a draft or
 * a scheduled post (the route checks who asks). `state` says what visitors see of it today.
 */
export async function getPostForPreview(slug: string, language: SiteLanguage): Promise<(PublicPost & { state: PostState; publishDate: string | null }) | null> {
  if (impossibleSlug(slug)) return null;
  const [row] = await (await db()).select().from(blogPosts).where(eq(blogPosts.slug, slug)).limit(1);
  if (!row) return null;
  return { ...(await toPublicPost(row, language)), state: postState(row), publishDate: row.publishDate?.toISOString() ?? null };
}

// ---------------------------------------------------------------------------------------------
// The admin screen: every post, and the writes, each in one transaction
// with its audit entry (ADR 0024).

export type PostStatus = (typeof BLOG_STATUSES)[number];
/** What a post is for visitors right now: a published post with a later date is still scheduled. */
export type PostState = PostStatus;

function postState(row: Pick<PostRow, "status" | "publishDate" | "createdAt">, now = new Date()): PostState {
  const status = row.status as PostStatus;
  if (status !== "published" && status !== "scheduled") return status;
  return (row.publishDate ?? row.createdAt).getTime() <= now.getTime() ? "published" : "scheduled";
}

export type AdminPostRow = PostRow & { state: PostState };

/** Every post, newest (or next to come out) first. */
export async function listPostsForAdmin(now = new Date()): Promise<AdminPostRow[]> {
  const rows = await (await db()).select().from(blogPosts).orderBy(...adminPostOrder());
  return rows.map((row) => ({ ...row, state: postState(row, now) }));
}

/** The columns staff edit, as the audit log names them (the database's field names). */
function auditShape(values: Partial<PostRow>): Record<string, unknown> {
  return {
    title: values.title,
    slug: values.slug,
    excerpt: values.excerpt || null,
    content: values.content || null,
    cover_image: values.coverImage,
    category: values.category,
    tags: values.tags,
    author: values.author,
    featured: values.featured,
    status: values.status,
    publish_date: values.publishDate?.toISOString() ?? null,
  };
}

function filledFields(values: Partial<PostRow>): string[] {
  return Object.entries(auditShape(values))
    .filter(([, value]) => value !== null && value !== undefined && value !== false && !(Array.isArray(value) && value.length === 0))
    .map(([key]) => key)
    .sort();
}

/** Slugs are unique: one lock keeps two saves at the same moment from taking the same one. */
async function lockSlugs(tx: Db) {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('blog-slugs'))`);
}

/** The title's transliteration, with -2, -3… when another post has it already. */
async function freeSlug(tx: Db, title: string, exceptId: string | null): Promise<string> {
  const base = slugFromTitle(title) || "post";
  const taken = new Set(
    (
      await tx
        .select({ slug: blogPosts.slug })
        .from(blogPosts)
        .where(and(or(eq(blogPosts.slug, base), like(blogPosts.slug, `${base}-%`)), exceptId ? ne(blogPosts.id, exceptId) : undefined))
    ).map((row) => row.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

async function slugTaken(tx: Db, slug: string, exceptId: string | null): Promise<boolean> {
  const [row] = await tx
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(and(eq(blogPosts.slug, slug), exceptId ? ne(blogPosts.id, exceptId) : undefined))
    .limit(1);
  return Boolean(row);
}

/**
 * The row the form's values stand for. Publishing without a date publishes now, so the post is
 * dated the day it went out; a "published" post dated later is stored as scheduled, which it is.
 */
function toColumns(input: BlogPostFields, now: Date) {
  let { status, publishDate } = input;
  if (status === "published" && !publishDate) publishDate = now;
  if (status === "published" && publishDate && publishDate.getTime() > now.getTime()) status = "scheduled";
  return {
    title: input.title,
    excerpt: input.excerpt ?? "",
    content: input.content ?? "",
    coverImage: input.coverImage,
    category: input.category,
    tags: input.tags,
    author: input.author,
    featured: input.featured,
    status,
    publishDate,
  };
}

export type SaveOutcome = { ok: true; id: string; slug: string } | { ok: false; reason: "slug-taken" | "not-found" };

/** A new post; its slug is the one typed, or made from the title. The creator is recorded. */
export async function createPost(input: BlogPostFields, actor: AuditActor): Promise<SaveOutcome> {
  return inTransaction(async (tx) => {
    await lockSlugs(tx);
    if (input.slug && (await slugTaken(tx, input.slug, null))) return { ok: false, reason: "slug-taken" } as const;
    const slug = input.slug ?? (await freeSlug(tx, input.title, null));
    const [row] = await tx
      .insert(blogPosts)
      .values({ ...toColumns(input, new Date()), slug, createdBy: actor.id })
      .returning();
    if (!row) throw new Error("blog_posts insert returned no row");
    await recordChange(tx, { actor, action: "create", entity: "blog_post", entityId: row.id, label: row.title, fields: filledFields(row) });
    return { ok: true, id: row.id, slug: row.slug } as const;
  });
}

/**
 * Saves the form over the post. A cleared slug is made again from the title; a typed one must be
 * free. Nothing changed: nothing written, nothing logged.
 */
export async function updatePost(id: string, input: BlogPostFields, actor: AuditActor): Promise<SaveOutcome> {
  return inTransaction(async (tx) => {
    await lockSlugs(tx);
    const [before] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for("update");
    if (!before) return { ok: false, reason: "not-found" } as const;
    if (input.slug && (await slugTaken(tx, input.slug, id))) return { ok: false, reason: "slug-taken" } as const;
    const slug = input.slug ?? (await freeSlug(tx, input.title, id));
    // The form shows the date to the minute: the same minute is the date the post already has.
    const sameMinute =
      input.publishDate && before.publishDate && Math.floor(input.publishDate.getTime() / 60_000) === Math.floor(before.publishDate.getTime() / 60_000);
    const after = { ...toColumns(sameMinute ? { ...input, publishDate: before.publishDate } : input, new Date()), slug };
    const fields = changedFields(auditShape(before), auditShape({ ...before, ...after }));
    if (fields.length === 0) return { ok: true, id, slug: before.slug } as const;
    await tx
      .update(blogPosts)
      .set({ ...after, updatedAt: new Date() })
      .where(eq(blogPosts.id, id));
    await recordChange(tx, { actor, action: "update", entity: "blog_post", entityId: id, label: after.title, fields });
    return { ok: true, id, slug } as const;
  });
}

export type StatusOutcome = "ok" | "not-found" | "empty";

/**
 * Publishes now (a scheduled post comes out at once, dated now) or takes the post off the site as a
 * draft. A post with no text is not published ("empty").
 */
export async function setPostPublished(id: string, publish: boolean, actor: AuditActor): Promise<StatusOutcome> {
  return inTransaction(async (tx) => {
    const [before] = await tx.select().from(blogPosts).where(eq(blogPosts.id, id)).for("update");
    if (!before) return "not-found";
    const now = new Date();
    if (publish && before.content.trim() === "") return "empty";
    const next = publish
      ? {
          status: "published" as const,
          publishDate: before.publishDate && before.publishDate.getTime() <= now.getTime() ? before.publishDate : now,
        }
      : { status: "draft" as const, publishDate: before.publishDate };
    const fields = changedFields(auditShape(before), auditShape({ ...before, ...next }));
    if (fields.length === 0) return "ok";
    await tx
      .update(blogPosts)
      .set({ ...next, updatedAt: now })
      .where(eq(blogPosts.id, id));
    await recordChange(tx, { actor, action: "update", entity: "blog_post", entityId: id, label: before.title, fields });
    return "ok";
  });
}

/** Removes the post (admin only: the route checks content.delete); false when already gone. */
export async function deletePost(id: string, actor: AuditActor): Promise<boolean> {
  return inTransaction(async (tx) => {
    const [row] = await tx.delete(blogPosts).where(eq(blogPosts.id, id)).returning({ title: blogPosts.title });
    if (!row) return false;
    await deleteTranslations(tx, "blog_post", [id]);
    await recordChange(tx, { actor, action: "delete", entity: "blog_post", entityId: id, label: row.title });
    return true;
  });
}
