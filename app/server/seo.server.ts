/**
 * Per-page SEO overrides (table seo_overrides): staff's title, description, image and "exclude from
 * indexing" for one public page, case or post in one language. A page's tags read its own row
 * (one query by key); sitemap.xml reads the excluded ones; the settings' SEO tab lists and edits
 * them (ADR 0056).
 */
import { and, asc, desc, eq, sql } from "drizzle-orm";

import { blogPosts, cases, seoOverrides, services } from "~/db/schema";
import type { Db } from "~/db/types";
import type { SeoPageKind, SiteLanguage } from "~/lib/constants";
import { PUBLIC_PAGE_PATHS } from "~/lib/public-pages";
import type { SeoOverride } from "~/lib/seo";
import { changedFields, recordChange, type AuditActor } from "~/server/audit.server";
import { db, inTransaction } from "~/server/db.server";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const OVERRIDE_COLUMNS = {
  title: seoOverrides.title,
  description: seoOverrides.description,
  image: seoOverrides.image,
  noindex: seoOverrides.noindex,
};

/** Every fixed page's override in one language, by path: the public layout hands them to each page's meta. */
export async function readPageOverrides(language: SiteLanguage): Promise<Record<string, SeoOverride>> {
  const rows = await (await db())
    .select({ ref: seoOverrides.ref, ...OVERRIDE_COLUMNS })
    .from(seoOverrides)
    .where(and(eq(seoOverrides.kind, "page"), eq(seoOverrides.language, language)));
  return Object.fromEntries(rows.map(({ ref, ...override }) => [ref, override]));
}

/** One case's or post's override in one language (by its id), or null. */
export async function readSeoOverride(kind: SeoPageKind, ref: string, language: SiteLanguage): Promise<SeoOverride | null> {
  const [row] = await (await db())
    .select(OVERRIDE_COLUMNS)
    .from(seoOverrides)
    .where(and(eq(seoOverrides.kind, kind), eq(seoOverrides.ref, ref), eq(seoOverrides.language, language)))
    .limit(1);
  return row ?? null;
}

/** A post's override found by the slug its address carries, in the same single query. */
export async function readPostOverrideBySlug(slug: string, language: SiteLanguage): Promise<SeoOverride | null> {
  const [row] = await (await db())
    .select(OVERRIDE_COLUMNS)
    .from(seoOverrides)
    .innerJoin(blogPosts, eq(seoOverrides.ref, sql`${blogPosts.id}::text`))
    .where(and(eq(seoOverrides.kind, "post"), eq(blogPosts.slug, slug), eq(seoOverrides.language, language)))
    .limit(1);
  return row ?? null;
}

/** `kind:ref` of every page, case and post staff excluded from indexing in one language. */
export async function listExcludedFromIndex(language: SiteLanguage): Promise<Set<string>> {
  const rows = await (await db())
    .select({ kind: seoOverrides.kind, ref: seoOverrides.ref })
    .from(seoOverrides)
    .where(and(eq(seoOverrides.noindex, true), eq(seoOverrides.language, language)));
  return new Set(rows.map((row) => seoTargetKey(row.kind as SeoPageKind, row.ref)));
}

export function seoTargetKey(kind: SeoPageKind, ref: string): string {
  return `${kind}:${ref}`;
}

/** The figures of each visible service's price, for the Offer in the services page's structured data. */
export async function listServicePrices(): Promise<{ id: string; priceAmount: number | null; pricePeriod: string | null }[]> {
  return (await db())
    .select({ id: services.id, priceAmount: services.priceAmount, pricePeriod: services.pricePeriod })
    .from(services)
    .where(eq(services.isVisible, true));
}

// ---------------------------------------------------------------------------------------------
// The settings' SEO tab.

export type SeoTarget = {
  kind: SeoPageKind;
  ref: string;
  /** How staff know it: a page's path, a case's or post's title. */
  title: string;
  /** A case's or post's own description (its text, its excerpt) and image (its first image, its cover). */
  description: string;
  image: string;
  /** The public address, without the language prefix. */
  path: string;
  /** A case or post visitors cannot see yet (a draft): its tags apply once it is published. */
  unpublished: boolean;
  override: SeoOverride | null;
};

/** Every public page, case and post with its override in one language: pages in the menu's order, then cases and posts, newest first. */
export async function listSeoTargets(language: SiteLanguage): Promise<{ pages: SeoTarget[]; cases: SeoTarget[]; posts: SeoTarget[] }> {
  const database = await db();
  const [overrides, caseRows, postRows] = await Promise.all([
    database
      .select({ kind: seoOverrides.kind, ref: seoOverrides.ref, ...OVERRIDE_COLUMNS })
      .from(seoOverrides)
      .where(eq(seoOverrides.language, language)),
    database
      .select({ id: cases.id, title: cases.title, description: cases.description, images: cases.images, status: cases.status })
      .from(cases)
      .orderBy(desc(cases.createdAt), asc(cases.id)),
    database
      .select({
        id: blogPosts.id,
        title: blogPosts.title,
        excerpt: blogPosts.excerpt,
        coverImage: blogPosts.coverImage,
        slug: blogPosts.slug,
        status: blogPosts.status,
      })
      .from(blogPosts)
      .orderBy(desc(blogPosts.createdAt), asc(blogPosts.id)),
  ]);
  const byKey = new Map(overrides.map(({ kind, ref, ...override }) => [seoTargetKey(kind as SeoPageKind, ref), override]));
  const target = (kind: SeoPageKind, ref: string, fields: Pick<SeoTarget, "title" | "description" | "image" | "path" | "unpublished">): SeoTarget => ({
    kind,
    ref,
    ...fields,
    override: byKey.get(seoTargetKey(kind, ref)) ?? null,
  });
  return {
    pages: PUBLIC_PAGE_PATHS.map((path) => target("page", path, { title: path, description: "", image: "", path, unpublished: false })),
    cases: caseRows.map((row) =>
      target("case", row.id, {
        title: row.title,
        description: row.description,
        image: row.images[0] ?? "",
        path: `/cases/${row.id}`,
        unpublished: row.status !== "completed",
      }),
    ),
    // Scheduled posts are public from their date on, as the blog's own rule says; drafts and archived ones are not.
    posts: postRows.map((row) =>
      target("post", row.id, {
        title: row.title,
        description: row.excerpt,
        image: row.coverImage ?? "",
        path: `/blog/${encodeURIComponent(row.slug)}`,
        unpublished: row.status === "draft" || row.status === "archived",
      }),
    ),
  };
}

/** The page, case or post an override names, if it exists: its label for the audit log. */
async function targetLabel(database: Db, kind: SeoPageKind, ref: string): Promise<string | null> {
  if (kind === "page") return (PUBLIC_PAGE_PATHS as readonly string[]).includes(ref) ? ref : null;
  if (!UUID.test(ref)) return null;
  if (kind === "case") {
    const [row] = await database.select({ title: cases.title }).from(cases).where(eq(cases.id, ref)).limit(1);
    return row?.title ?? null;
  }
  const [row] = await database.select({ title: blogPosts.title }).from(blogPosts).where(eq(blogPosts.id, ref)).limit(1);
  return row?.title ?? null;
}

type SeoOverrideInput = SeoOverride & { kind: SeoPageKind; ref: string; language: SiteLanguage };

const EMPTY: SeoOverride = { title: "", description: "", image: "", noindex: false };

/**
 * Saves one override, with the audit entry in the same transaction. An override left all blank
 * (and indexed) is removed, so the page follows its own values and the defaults again.
 * "missing": the page, case or post no longer exists; nothing is written.
 */
export async function saveSeoOverride(input: SeoOverrideInput, actor: AuditActor): Promise<"saved" | "missing"> {
  const { kind, ref, language, ...values } = input;
  return inTransaction(async (tx) => {
    const label = await targetLabel(tx, kind, ref);
    if (label === null) return "missing";
    const key = and(eq(seoOverrides.kind, kind), eq(seoOverrides.ref, ref), eq(seoOverrides.language, language));
    const [stored] = await tx.select(OVERRIDE_COLUMNS).from(seoOverrides).where(key).limit(1).for("update");
    const before = stored ?? EMPTY;
    const fields = changedFields(before, values);
    if (fields.length === 0) return "saved";
    const blank = !values.title && !values.description && !values.image && !values.noindex;
    if (blank) {
      await tx.delete(seoOverrides).where(key);
    } else {
      await tx
        .insert(seoOverrides)
        .values({ kind, ref, language, ...values, updatedBy: actor.id })
        .onConflictDoUpdate({
          target: [seoOverrides.kind, seoOverrides.ref, seoOverrides.language],
          set: { ...values, updatedBy: actor.id, updatedAt: new Date() },
        });
    }
    await recordChange(tx, {
      actor,
      action: stored && blank ? "delete" : stored ? "update" : "create",
      entity: "seo_override",
      entityId: `${seoTargetKey(kind, ref)}:${language}`,
      label: `${label} (${language})`,
      fields,
    });
    return "saved";
  });
}
