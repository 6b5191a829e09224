import { blogPosts } from "~/db/schema";
import type { SeoPageKind } from "~/lib/constants";
import { LANGUAGE_ISO, localizedPath, SITE_LANGUAGES, type SiteLanguage } from "~/lib/languages";
import { PUBLIC_PAGE_PATHS } from "~/lib/public-pages";
import { absoluteUrl } from "~/lib/seo";
import { isPublicPost, publicPostOrder } from "~/server/blog-order.server";
import { listPublicCaseEntries } from "~/server/cases.server";
import { languagesGiven, loadContentLanguages } from "~/server/page-languages.server";
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

/** Each language's version of a page, with the others named as its alternates (`x-default` is the Russian). */
function urlElements(siteUrl: string, path: string, languages: readonly SiteLanguage[], lastmod?: Date): string[] {
  const href = (language: SiteLanguage) => escapeXml(absoluteUrl(siteUrl, localizedPath(language, path)));
  const alternates =
    languages.length < 2
      ? []
      : [
          ...languages.map((language) => `<xhtml:link rel="alternate" hreflang="${LANGUAGE_ISO[language]}" href="${href(language)}"/>`),
          ...(languages.includes("ru") ? [`<xhtml:link rel="alternate" hreflang="x-default" href="${href("ru")}"/>`] : []),
        ];
  return languages.map((language) => {
    const parts = [`<loc>${href(language)}</loc>`, ...(lastmod ? [`<lastmod>${lastmod.toISOString()}</lastmod>`] : []), ...alternates];
    return `  <url>${parts.join("")}</url>`;
  });
}

/**
 * Every public page on the public address (the settings', else SITE_URL), in each language it
 * exists in, less the versions staff excluded from indexing.
 */
export async function buildSitemap(): Promise<string> {
  const [siteUrl, posts, caseEntries, contentLanguages, excludedByLanguage] = await Promise.all([
    readSiteUrlSetting(),
    publishedPostEntries(),
    listPublicCaseEntries(),
    loadContentLanguages(),
    Promise.all(SITE_LANGUAGES.map(async (language) => [language, await listExcludedFromIndex(language)] as const)),
  ]);
  const excluded = new Map(excludedByLanguage);
  const entries: SitemapEntry[] = [
    ...PUBLIC_PAGE_PATHS.map((path): SitemapEntry => ({ path, target: { kind: "page", ref: path } })),
    ...posts,
    ...caseEntries.map((c): SitemapEntry => ({ path: `/cases/${c.id}`, lastmod: c.updatedAt, target: { kind: "case", ref: c.id } })),
  ];
  const urls = entries.flatMap(({ path, lastmod, target }) => {
    const key = seoTargetKey(target.kind, target.ref);
    // The same answers as the pages' own, from one read of the content.
    const languages = languagesGiven(path, contentLanguages).filter((language) => !excluded.get(language)?.has(key));
    return urlElements(siteUrl, path, languages, lastmod);
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
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
