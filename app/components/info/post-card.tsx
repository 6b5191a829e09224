import { Link } from "react-router";

import * as ru from "~/i18n/ru";

type PostCardData = {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  publishedAt: string;
  publishedLabel: string;
  readTime: number;
};

export function PostMeta({ post }: { post: Pick<PostCardData, "publishedAt" | "publishedLabel" | "readTime"> }) {
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted">
      <time dateTime={post.publishedAt}>{post.publishedLabel}</time>
      <span aria-hidden="true">·</span>
      <span>{ru.info.blog.readTime(post.readTime)}</span>
    </p>
  );
}

export function CategoryBadge({ category }: { category: string }) {
  return <span className="badge bg-primary/10 text-primary-600">{category}</span>;
}

/** The whole card is clickable through the title link stretched over it. */
export function PostCard({ post }: { post: PostCardData }) {
  return (
    <article className="card relative flex flex-col gap-4 transition-shadow focus-within:shadow-md hover:shadow-md">
      <div>
        <CategoryBadge category={post.category} />
      </div>
      <h2 className="text-xl font-semibold text-ink">
        <Link to={`/blog/${post.slug}`} className="after:absolute after:inset-0 after:rounded-2xl hover:text-primary focus-visible:outline-none">
          {post.title}
        </Link>
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
