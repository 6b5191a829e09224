import { blogPosts } from "~/db/schema";
import type { SeoPageKind } from "~/lib/constants";
import { PUBLIC_PAGE_PATHS } from "~/lib/public-pages";
import { absoluteUrl } from "~/lib/seo";
import { isPublicPost, publicPostOrder } from "~/server/blog.server";
import { listPublicCaseEntries } from "~/server/cases.server";
import { db } from "~/server/db.server";
import { listExcludedFromIndex, seoTargetKey } from "~/server/seo.server";
import { readSiteUrlSetting } from "~/server/site-identity.server";

/** `target` names the page for the SEO overrides: a path for a fixed page, an id for a case or post. */
type SitemapEntry = { path: string; lastmod?: Date; target: { kind: SeoPageKind; ref: string } };

// The blog pages' own rule, so a scheduled post joins the sitemap at its time, as it joins /blog.
async function publishedPostEntries(): Promise<SitemapEntry[]> {
  const rows = await (await db())
    .select({ id: blogPosts.id, slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(isPublicPost())
    .orderBy(...publicPostOrder());
  return rows.map((r) => ({ path: `/blog/${encodeURIComponent(r.slug)}`, lastmod: r.updatedAt, target: { kind: "post", ref: r.id } }));
}

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[c]};`);
}

/**
 * Every public page on the public address (the settings', else SITE_URL), less those staff excluded
 * from indexing: Russian pages today; the Kazakh and English ones join with issue 24.
 */
export async function buildSitemap(): Promise<string> {
  const [siteUrl, posts, caseEntries, excluded] = await Promise.all([
    readSiteUrlSetting(),
    publishedPostEntries(),
    listPublicCaseEntries(),
    listExcludedFromIndex("ru"),
  ]);
  const entries: SitemapEntry[] = [
    ...PUBLIC_PAGE_PATHS.map((path): SitemapEntry => ({ path, target: { kind: "page", ref: path } })),
    ...posts,
    ...caseEntries.map((c): SitemapEntry => ({ path: `/cases/${c.id}`, lastmod: c.updatedAt, target: { kind: "case", ref: c.id } })),
  ];
  const indexed = entries.filter(({ target }) => !excluded.has(seoTargetKey(target.kind, target.ref)));
  const urls = indexed.map(({ path, lastmod }) => {
    const loc = `<loc>${escapeXml(absoluteUrl(siteUrl, path))}</loc>`;
    return lastmod ? `  <url>${loc}<lastmod>${lastmod.toISOString()}</lastmod></url>` : `  <url>${loc}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/**
 * Crawlers may read everything public; staff screens, the API and sign-in are not for search results.
 * A page excluded from indexing is not disallowed here: a crawler kept out of it could not read its
 * `noindex`, and a link from elsewhere could still list it (ADR 0056).
 */
export async function buildRobotsTxt(): Promise<string> {
  const sitemapUrl = absoluteUrl(await readSiteUrlSetting(), "/sitemap.xml");
  return ["User-agent: *", "Allow: /", "Disallow: /admin", "Disallow: /api", "Disallow: /auth", "", `Sitemap: ${sitemapUrl}`, ""].join(
    "\n",
  );
}
