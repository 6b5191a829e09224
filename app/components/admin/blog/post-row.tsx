import { ExternalLinkIcon, LanguagesIcon, PencilIcon, SendIcon, StarIcon, UndoIcon } from "lucide-react";
import { Link } from "react-router";

import { DeleteLink } from "~/components/admin/delete-link";
import { IntentButton } from "~/components/admin/item-actions";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import * as ru from "~/i18n/ru";
import { imageAttributes } from "~/lib/media";
import { cn } from "~/lib/utils";

import type { AdminBlogPost, BlogState } from "~/schemas/admin/blog";

const t = ru.adminBlog;

const STATE_STYLES: Record<BlogState, string> = {
  published: "border-emerald-200 bg-emerald-50 text-emerald-800 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-200",
  scheduled: "border-sky-200 bg-sky-50 text-sky-800 dark:border-sky-800 dark:bg-sky-950 dark:text-sky-200",
  draft: "border-slate-200 bg-slate-50 text-slate-700 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300",
  archived: "border-zinc-300 bg-zinc-100 text-zinc-700 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-300",
};

type Props = {
  post: AdminBlogPost;
  canEdit: boolean;
  canDelete: boolean;
  /** The list's address with its filters, for the edit link. */
  editHref: string;
  /** The post's Kazakh translation, which every role may open (a marketer reads it). */
  translationsHref: string;
};

/** One post of the admin list: state, category, title, when, and what staff can do with it. */
export function PostRow({ post, canEdit, canDelete, editHref, translationsHref }: Props) {
  const live = post.state === "published" || post.state === "scheduled";
  return (
    <li data-testid="admin-blog-post" data-id={post.id} className="flex">
      <Card className="w-full flex-col gap-4 p-4 sm:flex-row sm:items-start">
        {post.coverImage ? <Thumbnail post={post} /> : null}
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <div className="flex flex-wrap items-center gap-1.5">
            <Badge variant="outline" className={cn(STATE_STYLES[post.state])}>
              {t.statuses[post.state]}
            </Badge>
            <Badge variant="secondary">{post.category}</Badge>
            {post.featured ? (
              <Badge variant="outline">
                <StarIcon aria-hidden="true" />
                {t.featuredBadge}
              </Badge>
            ) : null}
          </div>
          <h3 className="font-semibold break-words">{post.title}</h3>
          {post.excerpt ? <p className="line-clamp-2 text-sm text-slate-600 dark:text-slate-400">{post.excerpt}</p> : null}
          <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
            <span>{post.dateLabel}</span>
            {post.author ? <span>{post.author}</span> : null}
            <span className="break-all">/blog/{post.slug}</span>
          </p>
          <div className="flex flex-wrap items-center gap-1 pt-1">
            {canEdit ? (
              <Button asChild variant="outline" size="sm">
                <Link to={editHref} preventScrollReset aria-label={t.editNamed(post.title)}>
                  <PencilIcon aria-hidden="true" />
                  {t.edit}
                </Link>
              </Button>
            ) : null}
            <Button asChild variant="outline" size="sm">
              <Link to={translationsHref} preventScrollReset aria-label={ru.adminTranslations.openNamed(post.title)}>
                <LanguagesIcon aria-hidden="true" />
                {ru.adminTranslations.open}
              </Link>
            </Button>
            <Button asChild variant="outline" size="sm">
              <a href={`/blog/${post.slug}?preview=1`} target="_blank" rel="noopener" aria-label={t.preview.onSiteNamed(post.title)}>
                <ExternalLinkIcon aria-hidden="true" />
                {t.preview.onSite}
              </a>
            </Button>
            {canEdit ? (
              live ? (
                <IntentButton intent="unpublish" id={post.id} variant="outline" size="sm" aria-label={t.unpublishNamed(post.title)}>
                  <UndoIcon aria-hidden="true" />
                  {t.unpublish}
                </IntentButton>
              ) : (
                <IntentButton intent="publish" id={post.id} variant="outline" size="sm" aria-label={t.publishNamed(post.title)}>
                  <SendIcon aria-hidden="true" />
                  {t.publish}
                </IntentButton>
              )
            ) : null}
            {canDelete ? <DeleteLink item={post} labels={t} withText /> : null}
          </div>
        </div>
      </Card>
    </li>
  );
}

function Thumbnail({ post }: { post: AdminBlogPost }) {
  if (!post.coverImage || !/^(\/(?![/\\])|https?:\/\/)/i.test(post.coverImage)) return null;
  const attributes = post.coverImageSource ? imageAttributes(post.coverImageSource, "10rem") : { src: post.coverImage };
  return (
    <img
      {...attributes}
      alt=""
      loading="lazy"
      decoding="async"
      className="aspect-[1200/630] w-full shrink-0 rounded-md border border-slate-200 object-cover sm:w-40 dark:border-slate-700"
    />
  );
}
