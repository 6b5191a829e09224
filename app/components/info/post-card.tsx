
import { useStrings } from "~/i18n/strings";
import { imageAttributes, type ResponsiveImageSource } from "~/lib/media";
import { PageLink } from "~/components/site/page-link";

type PostCardData = {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  publishedAt: string;
  publishedLabel: string;
  readTime: number;
  coverImage?: string | null;
  coverImageSource?: ResponsiveImageSource | null;
  featured?: boolean;
};

export function PostMeta({ post }: { post: Pick<PostCardData, "publishedAt" | "publishedLabel" | "readTime"> }) {
  const strings = useStrings();
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted">
      <time dateTime={post.publishedAt}>{post.publishedLabel}</time>
      <span aria-hidden="true">·</span>
      <span>{strings.info.blog.readTime(post.readTime)}</span>
    </p>
  );
}

/** The category's name in the page's language (posts store the Russian one). */
export function CategoryBadge({ category }: { category: string }) {
  const names: Record<string, string> = useStrings().info.blog.categories;
  return <span className="badge bg-primary/10 text-primary-600">{names[category] ?? category}</span>;
}

/** The whole card is clickable through the title link stretched over it. */
export function PostCard({ post }: { post: PostCardData }) {
  const strings = useStrings();
  return (
    <article className="card relative flex flex-col gap-4 transition-shadow focus-within:shadow-md hover:shadow-md">
      {post.coverImage ? <Cover url={post.coverImage} source={post.coverImageSource ?? null} /> : null}
      <div className="flex flex-wrap gap-2">
        <CategoryBadge category={post.category} />
        {post.featured ? <span className="badge bg-amber-100 text-amber-900">{strings.info.blog.featured}</span> : null}
      </div>
      <h2 className="text-xl font-semibold text-ink">
        <PageLink to={`/blog/${post.slug}`} className="after:absolute after:inset-0 after:rounded-2xl hover:text-primary focus-visible:outline-none">
          {post.title}
        </PageLink>
      </h2>
      <p className="line-clamp-4 text-muted">{post.excerpt}</p>
      <div className="mt-auto flex items-end justify-between gap-4 pt-2">
        <PostMeta post={post} />
        <span aria-hidden="true" className="text-sm font-semibold text-primary">
          →
        </span>
      </div>
    </article>
  );
}

/** The cover above the card's text: uploaded images in their web sizes (srcset), any other address as it is. */
function Cover({ url, source }: { url: string; source: ResponsiveImageSource | null }) {
  const attributes = source
    ? imageAttributes(source, "(min-width: 64rem) 24rem, (min-width: 48rem) 50vw, 100vw")
    : { src: url, width: 1200, height: 630 };
  return (
    <img
      {...attributes}
      alt=""
      loading="lazy"
      decoding="async"
      className="-mx-6 -mt-6 aspect-[1200/630] w-[calc(100%+3rem)] max-w-none rounded-t-2xl object-cover"
    />
  );
}
