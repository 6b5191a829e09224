/**
 * Which blog posts visitors see and in what order posts are listed: shared by the blog's pages, the
 * sitemap, the dashboard and the blog's place in the translations overview
 * (blog-translations.server.ts, which blog.server.ts imports: reading the order from there would be
 * an import cycle).
 */
import { and, desc, inArray, lte, sql } from "drizzle-orm";

import { blogPosts } from "~/db/schema";

// A post without a publish date went live when it was saved as published. A published or scheduled
// post with a later date stays hidden until then and appears by itself when the database's clock
// passes it: every read compares with now(), so nothing has to run at that moment.
const effectiveDate = sql<Date>`coalesce(${blogPosts.publishDate}, ${blogPosts.createdAt})`;
const LIVE_STATUSES = ["published", "scheduled"] as const;

/** The one rule for what visitors see of the blog: /blog, /blog/{slug} and the sitemap. */
export const isPublicPost = () => and(inArray(blogPosts.status, LIVE_STATUSES), lte(effectiveDate, sql`now()`));
/** Newest first, as the public list and the sitemap order posts. */
export const publicPostOrder = () => [desc(effectiveDate), desc(blogPosts.createdAt)];
/** Every post, newest (or next to come out) first, as the blog screen lists them. */
export const adminPostOrder = () => [...publicPostOrder(), desc(blogPosts.id)];
