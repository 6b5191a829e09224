import { clsx } from "clsx";
import { data } from "react-router";

import { PostCard } from "~/components/info/post-card";
import { CtaBand, PageHero } from "~/components/info/page-parts";
import { infoClientLoader, stringsFor, useStrings } from "~/i18n/strings";
import { BLOG_CATEGORIES } from "~/lib/constants";
import { pageLanguage } from "~/lib/languages";
import { languageOf, pageMeta, pageOverrideOf, publicPageSeo } from "~/lib/seo";
import { listPublishedPosts, parseBlogCategory } from "~/server/blog.server";
import { contentPageLanguages } from "~/server/page-languages.server";

import type { Route } from "./+types/blog";
import { PageLink } from "~/components/site/page-link";

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const category = parseBlogCategory(url.searchParams.get("category"));
  const language = pageLanguage(url.pathname);
  const [posts, languages] = await Promise.all([listPublishedPosts(language, { category }), contentPageLanguages("/blog")]);
  // In Kazakh or English the list holds the posts that exist there, and their links stay in it.
  const localPaths = language === "ru" ? [] : ["/blog", ...posts.map((post) => `/blog/${post.slug}`)];
  return data({ category, posts, languages: [...languages], localPaths }, languages.includes(language) ? undefined : { status: 404 });
}

/** Its texts arrive with it on a client navigation (app/i18n/strings.ts). */
export function clientLoader(args: Route.ClientLoaderArgs) {
  return infoClientLoader(args);
}

/**
 * The blog's override (title, description, image, exclusion) is the list's; a category's page keeps
 * its own title and description, so no two categories share one, and follows the list's image and exclusion.
 */
export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const category = loaderData?.category;
  const own = publicPageSeo(stringsFor(languageOf(matches)), "/blog");
  const languages = loaderData?.languages;
  if (!category) return pageMeta({ ...own, path: "/blog", languages }, matches);
  const list = pageOverrideOf(matches, "/blog");
  return pageMeta(
    {
      title: `${own.title}: ${category}`,
      description: own.description,
      path: `/blog?category=${encodeURIComponent(category)}`,
      languages,
      override: list ? { ...list, title: "", description: "" } : null,
    },
    matches,
  );
};

export default function Blog({ loaderData }: Route.ComponentProps) {
  const t = useStrings().info.blog;
  const { category, posts } = loaderData;
  return (
    <main>
      <PageHero eyebrow={t.eyebrow} title={t.title} lead={t.lead}>
        <nav aria-label={t.filterLabel} className="mt-8">
          <ul className="flex flex-wrap gap-2">
            {[null, ...BLOG_CATEGORIES].map((c) => {
              const active = c === category;
              return (
                <li key={c ?? "all"}>
                  <PageLink
                    to={c ? `/blog?category=${encodeURIComponent(c)}` : "/blog"}
                    aria-current={active ? "page" : undefined}
                    className={clsx(
                      "inline-flex min-h-11 items-center rounded-full border px-4 text-sm font-medium transition-colors",
                      active ? "border-primary bg-primary text-white" : "border-border bg-white text-ink hover:border-primary hover:text-primary",
                    )}
                  >
                    {c ? t.categories[c] : t.allCategories}
                  </PageLink>
                </li>
              );
            })}
          </ul>
        </nav>
      </PageHero>

      <section className="section pt-10 sm:pt-14">
        <div className="container-page">
          {posts.length > 0 ? (
            <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {posts.map((post) => (
                <PostCard key={post.slug} post={post} />
              ))}
            </div>
          ) : (
            <div className="rounded-2xl border border-dashed border-border px-6 py-16 text-center">
              <h2 className="text-xl font-semibold">{category ? t.emptyCategory : t.empty}</h2>
              {category ? (
                <PageLink to="/blog" className="btn btn-outline mt-6">
                  {t.showAll}
                </PageLink>
              ) : (
                <p className="mt-2 text-muted">{t.emptyHint}</p>
              )}
            </div>
          )}
        </div>
      </section>

      <CtaBand title={t.ctaTitle} text={t.ctaText} to="/contact" label={t.ctaButton} />
    </main>
  );
}
