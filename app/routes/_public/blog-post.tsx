import { data, isRouteErrorResponse } from "react-router";

import { ArticleBody } from "~/components/info/article-body";
import { CtaBand, NotFoundContent } from "~/components/info/page-parts";
import { CategoryBadge, PostMeta } from "~/components/info/post-card";
import { infoClientLoader, type Strings, stringsAt, useStrings } from "~/i18n/strings";
import { imageAttributes } from "~/lib/media";
import { localizedPath, pageLanguage } from "~/lib/languages";
import { pageMeta, siteOf } from "~/lib/seo";
import { blogPostingData } from "~/lib/structured-data";
import { formatPostDateTime, getPostForPreview, getPublishedPost, type PostState } from "~/server/blog.server";
import { asksForPreview, isStaffPreview, PREVIEW_HEADERS, previewAwareHeaders } from "~/server/preview.server";
import { readPostOverrideBySlug } from "~/server/seo.server";

import type { Route } from "./+types/blog-post";
import { PageLink } from "~/components/site/page-link";

function previewNote(states: Strings["info"]["blog"]["preview"]["states"], state: PostState, publishDate: string | null): string {
  if (state === "scheduled") return publishDate ? states.scheduled(formatPostDateTime(new Date(publishDate))) : states.scheduledUndated;
  return states[state];
}

/**
 * `?preview=1` (docs/decisions/0027-draft-previews.md): a signed-in staff member who may read
 * content sees any post as visitors will; anyone else gets the public page, or the same 404 as for
 * any unpublished post.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const language = pageLanguage(new URL(request.url).pathname);
  const headers = asksForPreview(request) ? PREVIEW_HEADERS : undefined;
  // Read once the post is found, so an address that names no post costs no second query.
  const seo = (slug: string) => readPostOverrideBySlug(slug, language);
  // In Kazakh or English the post's and the blog's links stay in the language (ADR 0075).
  const localPaths = (slug: string) => (language === "ru" ? [] : ["/blog", `/blog/${slug}`]);
  if (headers && (await isStaffPreview(request))) {
    const found = await getPostForPreview(params.slug, language);
    if (!found) throw data(null, { status: 404, headers });
    const { state, publishDate, ...post } = found;
    const note = previewNote(stringsAt(new URL(request.url).pathname).info.blog.preview.states, state, publishDate);
    return data({ found: true as const, post, preview: { note }, languages: post.languages, localPaths: localPaths(post.slug), seo: await seo(post.slug) }, { headers });
  }
  const post = await getPublishedPost(params.slug, language);
  if (!post) throw data(null, { status: 404, headers });
  // Not translated (yet): the layout says the page is Russian only, with a 404, and nothing of the
  // post reaches the page.
  if (!post.languages.includes(language)) return data({ found: false as const, languages: post.languages }, { status: 404, headers });
  return data({ found: true as const, post, preview: null, languages: post.languages, localPaths: localPaths(post.slug), seo: await seo(post.slug) }, { headers });
}

/** Its texts arrive with it on a client navigation (app/i18n/strings.ts). */
export function clientLoader(args: Route.ClientLoaderArgs) {
  return infoClientLoader(args);
}

export const headers: Route.HeadersFunction = previewAwareHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches, params, location }) => {
  if (!loaderData?.found) {
    const strings = stringsAt(location.pathname);
    return pageMeta({ title: strings.common.notFound.title, description: strings.common.notFound.text, path: `/blog/${params.slug}`, noindex: true }, matches);
  }
  const { post, preview, languages } = loaderData;
  const path = `/blog/${post.slug}`;
  const language = pageLanguage(location.pathname);
  return pageMeta(
    {
      title: post.title,
      description: post.excerpt,
      path,
      languages,
      image: post.coverImage,
      type: "article",
      noindex: preview !== null,
      override: loaderData.seo,
      structuredData: [blogPostingData(post, localizedPath(language, path), { ...siteOf(matches), language })],
    },
    matches,
  );
};

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const strings = useStrings();
  const t = strings.info.blog;
  // The layout shows its 'not translated' page instead.
  if (!loaderData.found) return null;
  const { post, preview } = loaderData;
  const cover = post.coverImage
    ? post.coverImageSource
      ? imageAttributes(post.coverImageSource, "(min-width: 48rem) 48rem, 100vw")
      : { src: post.coverImage, width: 1200, height: 630 }
    : null;
  return (
    <main>
      {preview ? (
        <aside aria-label={t.preview.label} className="border-b border-amber-300 bg-amber-50 text-amber-950">
          <div className="container-page flex flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3 text-sm">
            <p>
              <strong className="font-semibold">{t.preview.label}.</strong> {preview.note}
            </p>
            <a href="/admin/blog" className="font-semibold underline underline-offset-2">
              {t.preview.back}
            </a>
          </div>
        </aside>
      ) : null}
      <article>
        <header className="border-b border-border bg-gradient-to-b from-primary/5 to-white pt-8 pb-10 sm:pt-14">
          <div className="container-page max-w-3xl">
            <nav aria-label={strings.info.common.breadcrumbLabel} className="text-sm text-muted">
              <ol className="flex flex-wrap gap-x-2">
                <li>
                  <PageLink to="/" className="hover:text-primary">
                    {strings.info.common.breadcrumbHome}
                  </PageLink>
                </li>
                <li aria-hidden="true">/</li>
                <li>
                  <PageLink to="/blog" className="hover:text-primary">
                    {t.title}
                  </PageLink>
                </li>
              </ol>
            </nav>
            <div className="mt-6">
              <CategoryBadge category={post.category} />
            </div>
            <h1 className="mt-4 text-[clamp(1.75rem,7vw,3rem)] leading-tight font-bold tracking-tight text-balance">{post.title}</h1>
            <div className="mt-5 flex flex-wrap items-center gap-x-2 gap-y-1">
              {post.author ? (
                <>
                  <span className="text-sm text-muted">{t.author(post.author)}</span>
                  <span aria-hidden="true" className="text-sm text-muted">
                    ·
                  </span>
                </>
              ) : null}
              <PostMeta post={post} />
            </div>
            {post.excerpt ? <p className="mt-6 text-lg leading-relaxed text-slate-700 sm:text-xl">{post.excerpt}</p> : null}
          </div>
        </header>

        <div className="container-page max-w-3xl py-12">
          {cover ? (
            <img {...cover} alt="" fetchPriority="high" className="mb-10 aspect-[1200/630] w-full rounded-2xl object-cover" />
          ) : null}
          <ArticleBody html={post.html} />
          {post.tags.length > 0 ? (
            <div className="mt-10 flex flex-wrap items-center gap-2">
              <span className="sr-only">{t.tagsLabel}</span>
              {post.tags.map((tag) => (
                <span key={tag} className="badge bg-surface text-muted ring-1 ring-border">
                  #{tag}
                </span>
              ))}
            </div>
          ) : null}
          <PageLink to="/blog" className="btn btn-outline mt-10">
            ← {t.backToBlog}
          </PageLink>
        </div>
      </article>

      <CtaBand title={t.ctaTitle} text={t.ctaText} to="/contact" label={t.ctaButton} />
    </main>
  );
}

// The public layout has no error boundary of its own; without this one a missing post would fall
// through to the root boundary and lose the site's header and footer.
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const strings = useStrings();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundContent />;
  return (
    <main className="container-page flex min-h-[60vh] items-center justify-center py-32 text-center">
      <h1 className="text-2xl font-semibold">{strings.info.common.errorText}</h1>
    </main>
  );
}
