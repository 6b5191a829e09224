import { blogPosts } from "~/db/schema";
import { absoluteUrl } from "~/lib/seo";
import { isPublicPost, publicPostOrder } from "~/server/blog.server";
import { listPublicCaseEntries } from "~/server/cases.server";
import { db } from "~/server/db.server";
import { getEnv } from "~/server/env.server";
import { PUBLIC_PAGE_PATHS } from "~/lib/public-pages";


type SitemapEntry = { path: string; lastmod?: Date };

// The blog pages' own rule, so a scheduled post joins the sitemap at its time, as it joins /blog.
async function publishedPostEntries(): Promise<SitemapEntry[]> {
  const rows = await (await db())
    .select({ slug: blogPosts.slug, updatedAt: blogPosts.updatedAt })
    .from(blogPosts)
    .where(isPublicPost())
    .orderBy(...publicPostOrder());
  return rows.map((r) => ({ path: `/blog/${encodeURIComponent(r.slug)}`, lastmod: r.updatedAt }));
}

function escapeXml(value: string): string {
  return value.replace(/[<>&'"]/g, (c) => `&${{ "<": "lt", ">": "gt", "&": "amp", "'": "apos", '"': "quot" }[c]};`);
}

export async function buildSitemap(): Promise<string> {
  const siteUrl = getEnv().SITE_URL;
  const [posts, caseEntries] = await Promise.all([publishedPostEntries(), listPublicCaseEntries()]);
  const entries: SitemapEntry[] = [
    ...PUBLIC_PAGE_PATHS.map((path) => ({ path })),
    ...posts,
    ...caseEntries.map((c) => ({ path: `/cases/${c.id}`, lastmod: c.updatedAt })),
  ];
  const urls = entries.map(({ path, lastmod }) => {
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

/** Crawlers may read everything public; staff screens, the API and sign-in are not for search results. */
export function buildRobotsTxt(): string {
  const sitemapUrl = absoluteUrl(getEnv().SITE_URL, "/sitemap.xml");
  return ["User-agent: *", "Allow: /", "Disallow: /admin", "Disallow: /api", "Disallow: /auth", "", `Sitemap: ${sitemapUrl}`, ""].join(
    "\n",
  );
}
