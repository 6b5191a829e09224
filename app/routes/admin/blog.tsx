import { NewspaperIcon, PlusIcon, TriangleAlertIcon } from "lucide-react";
import { data, Link, type ShouldRevalidateFunctionArgs } from "react-router";
import { z } from "zod";

import { PostForm } from "~/components/admin/blog/post-form";
import { PostRow } from "~/components/admin/blog/post-row";
import { DeleteConfirmation } from "~/components/admin/delete-link";
import { LinkTabs } from "~/components/admin/link-tabs";
import { adminMeta } from "~/components/admin/meta";
import { Notice } from "~/components/admin/notice";
import { PageHeader } from "~/components/admin/page-header";
import { EditLanguageSwitch } from "~/components/admin/translations/edit-language-switch";
import { TranslateAllForm } from "~/components/admin/translations/translate-all-form";
import { TranslationEditor } from "~/components/admin/translations/translation-editor";
import { AdminRouteErrorBoundary } from "~/components/admin/route-error-boundary";
import { Button } from "~/components/ui/button";
import * as ru from "~/i18n/ru";
import { addressState } from "~/lib/address-state";
import { BLOG_CATEGORIES } from "~/lib/constants";
import { toCompanyLocalInput } from "~/lib/dates";
import { localizedPath } from "~/lib/languages";
import { translationEditorHref } from "~/lib/translatable";
import { ADMIN_SCREENS } from "~/lib/permissions";
import { cn } from "~/lib/utils";
import { CONTENT_MAX, blogActionSchema } from "~/schemas/admin/blog";
import type { AdminBlogPost, BlogFormDefaults } from "~/schemas/admin/blog";
import type { FormReply } from "~/schemas/admin/form-reply";
import { TRANSLATION_SCHEMAS } from "~/schemas/admin/translations";
import { invalidForm, parseAdminForm } from "~/server/admin-form.server";
import {
  createPost,
  deletePost,
  formatPostDate,
  formatPostDateTime,
  listPostsForAdmin,
  parseBlogCategory,
  setPostPublished,
  updatePost,
  type AdminPostRow,
} from "~/server/blog.server";
import { BLOG_POST_TRANSLATIONS } from "~/server/blog-translations.server";
import { assistantMode } from "~/server/llm-client.server";
import { renderMarkdown } from "~/server/markdown.server";
import { findResponsiveImages } from "~/server/media.server";
import { requirePermission, requireScreen, userCan } from "~/server/permissions.server";
import { redirectWithError, redirectWithToast } from "~/server/toast.server";
import { answerTranslationIntent, loadTranslationEditor, namedItem } from "~/server/translation-screen.server";

import type { Route } from "./+types/blog";

const t = ru.adminBlog;
const PATH = ADMIN_SCREENS.blog.path;

/** Everything the screen posts: the post's own intents and the translation ones (ADR 0075). */
const actionSchema = z.discriminatedUnion("intent", [...blogActionSchema.options, ...TRANSLATION_SCHEMAS]);


/** The blog screen's tabs: all, published, draft, scheduled, and the archive. */
const TABS = ["all", "published", "draft", "scheduled", "archived"] as const;
type Tab = (typeof TABS)[number];

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(t.title, PATH, matches);

function parseTab(value: string | null): Tab {
  return TABS.find((tab) => tab === value) ?? "all";
}

/** The list's address with the given filters; the defaults are left out. */
function listHref(tab: Tab, category: string | null, extra: Record<string, string> = {}): string {
  const params = new URLSearchParams();
  if (tab !== "all") params.set("status", tab);
  if (category) params.set("category", category);
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  const query = params.toString();
  return query ? `${PATH}?${query}` : PATH;
}

function dateLabel(row: AdminPostRow): string {
  if (row.state === "scheduled") return t.scheduledFor(formatPostDateTime(row.publishDate ?? row.createdAt));
  if (row.state === "published") return t.publishedOn(formatPostDate(row.publishDate ?? row.createdAt));
  return t.updatedOn(formatPostDate(row.updatedAt));
}

/** The form's fields as the inputs hold them; the status is what the post is now (a scheduled post past its time is published). */
function formValues(row: AdminPostRow): BlogFormDefaults {
  return {
    intent: "save",
    id: row.id,
    title: row.title,
    slug: row.slug,
    excerpt: row.excerpt,
    content: row.content,
    coverImage: row.coverImage ?? "",
    category: row.category,
    tags: row.tags.join(", "),
    author: row.author ?? "",
    featured: row.featured,
    status: row.state,
    publishDate: row.publishDate ? toCompanyLocalInput(row.publishDate) : "",
  };
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireScreen(request, "blog");
  // A marketer reads content but changes none of it: no controls that would fail.
  const canEdit = userCan(user, ADMIN_SCREENS.blog.edit);
  const canDelete = userCan(user, "content.delete");
  const params = new URL(request.url).searchParams;
  const tab = parseTab(params.get("status"));
  const category = parseBlogCategory(params.get("category"));
  const empty = {
    canEdit,
    aiAvailable: assistantMode() === "llm",
    canDelete,
    tab,
    category,
    counts: Object.fromEntries(TABS.map((key) => [key, 0])) as Record<Tab, number>,
    total: 0,
    posts: [] as AdminBlogPost[],
    form: null,
    translation: null,
    deleting: null,
    loadFailed: false,
  };
  let rows: AdminPostRow[];
  try {
    rows = await listPostsForAdmin();
  } catch (error) {
    console.error("Blog posts could not be loaded:", error);
    return data({ ...empty, loadFailed: true }, { status: 500 });
  }
  const inCategory = category ? rows.filter((row) => row.category === category) : rows;
  const counts = Object.fromEntries(
    TABS.map((key) => [key, key === "all" ? inCategory.length : inCategory.filter((row) => row.state === key).length]),
  ) as Record<Tab, number>;
  const shown = tab === "all" ? inCategory : inCategory.filter((row) => row.state === tab);
  const images = await findResponsiveImages(shown.flatMap((row) => (row.coverImage ? [row.coverImage] : [])));
  const posts: AdminBlogPost[] = shown.map((row) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    category: row.category,
    tags: row.tags,
    author: row.author,
    featured: row.featured,
    state: row.state,
    dateLabel: dateLabel(row),
    coverImage: row.coverImage,
    coverImageSource: (row.coverImage && images.get(row.coverImage)) || null,
  }));

  // Idle, creating (?new) or editing (?edit=id); ?delete=id asks first when JavaScript is off.
  const { creating, editing, deleting } = addressState(params, rows, { canEdit, canDelete });
  // ?edit=<id>&lang=kz: the post's Kazakh beside its Russian; a marketer may read it too.
  const translated = rows.find((row) => row.id === namedItem(request, rows));
  const translation = await loadTranslationEditor(BLOG_POST_TRANSLATIONS, request, translated?.id ?? null, (view) =>
    view.complete && translated?.state === "published" ? localizedPath(view.language, `/blog/${translated.slug}`) : null,
  );
  const form = translation
    ? null
    : editing
    ? { post: { id: editing.id, title: editing.title, slug: editing.slug }, defaultValue: formValues(editing) }
    : creating
      ? { post: null, defaultValue: { intent: "save", status: "draft", author: user.name ?? "" } satisfies BlogFormDefaults }
      : null;
  return {
    ...empty,
    counts,
    total: rows.length,
    posts,
    form,
    translation,
    deleting: deleting ? { id: deleting.id, title: deleting.title } : null,
  };
}

/** A preview asked for by the form's script changes nothing on the list. */
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (formData?.get("preview") === "1") return false;
  return defaultShouldRevalidate;
}

type ActionReply = FormReply & { preview?: string };

export async function action({ request }: Route.ActionArgs) {
  const user = await requireScreen(request, "blog", "edit");
  const submission = await parseAdminForm(request, actionSchema);
  // Deleting an article is the admin's alone, whatever else the request holds.
  if (submission.payload.intent === "delete") await requirePermission(request, "content.delete");

  // The body's preview: rendered as the public page will render it; nothing is saved, and the form
  // comes back as typed, without errors for fields not finished yet.
  if (submission.payload.intent === "save" && submission.payload.preview === "1") {
    const content = typeof submission.payload.content === "string" ? submission.payload.content.slice(0, CONTENT_MAX) : "";
    const { initialValue } = submission.reply();
    return data<ActionReply>({ result: { initialValue }, preview: await renderMarkdown(content) });
  }

  if (submission.status !== "success") return invalidForm(submission);
  const input = submission.value;
  switch (input.intent) {
    case "translate":
    case "review":
    case "translate-ai":
      return answerTranslationIntent(BLOG_POST_TRANSLATIONS, input, submission, user, `${PATH}${translationEditorHref(input.id, input.language)}`, { notFound: t.notFound, unknownField: t.translations.unknownField });
    case "save": {
      const { intent: _intent, id, preview: _preview, ...fields } = input;
      let outcome;
      try {
        outcome = id ? await updatePost(id, fields, user) : await createPost(fields, user);
      } catch (error) {
        console.error("Blog post could not be saved:", error);
        return invalidForm(submission, { formError: t.saveFailed, status: 500 });
      }
      if (!outcome.ok && outcome.reason === "slug-taken") {
        return invalidForm(submission, { fieldErrors: { slug: [t.validation.slugTaken] }, status: 409 });
      }
      if (!outcome.ok) return invalidForm(submission, { formError: t.notFound, status: 404 });
      return redirectWithToast(PATH, { kind: "success", title: id ? t.updated : t.created });
    }
    case "publish":
    case "unpublish": {
      const publish = input.intent === "publish";
      let outcome;
      try {
        outcome = await setPostPublished(input.id, publish, user);
      } catch (error) {
        console.error("Blog post status could not be changed:", error);
        return redirectWithError(PATH, t.saveFailed);
      }
      if (outcome === "not-found") return redirectWithError(PATH, t.notFound);
      if (outcome === "empty") return redirectWithError(PATH, t.validation.contentForPublish);
      return redirectWithToast(PATH, { kind: "success", title: publish ? t.published : t.unpublished });
    }
    case "delete": {
      let deleted = false;
      try {
        deleted = await deletePost(input.id, user);
      } catch (error) {
        console.error("Blog post could not be deleted:", error);
        return redirectWithError(PATH, t.deleteFailed);
      }
      return deleted ? redirectWithToast(PATH, { kind: "success", title: t.deleted }) : redirectWithError(PATH, t.notFound);
    }
  }
}

export default function BlogScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { canEdit, aiAvailable, canDelete, tab, category, counts, total, posts, form, translation, deleting, loadFailed } = loaderData;
  const reply = actionData as ActionReply | undefined;
  const translateReply = reply?.result.initialValue?.intent === "translate" ? reply.result : undefined;
  const saveReply = reply?.result.initialValue?.intent === "translate" ? undefined : reply?.result;
  const filtered = tab !== "all" || category !== null;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t.title}
        description={t.lead}
        actions={
          !canEdit || form?.post === null ? null : (
            <Button asChild>
              <Link to="?new" preventScrollReset>
                <PlusIcon aria-hidden="true" />
                {t.add}
              </Link>
            </Button>
          )
        }
      />

      {loadFailed ? <Notice icon={TriangleAlertIcon} tone="warning" title={t.loadFailed} /> : null}
      {deleting ? <DeleteConfirmation item={deleting} labels={t} closeTo={PATH} /> : null}
      {translation || form?.post ? (
        <EditLanguageSwitch current={translation?.language ?? "ru"} hrefOf={(language) => translationEditorHref(translation?.item.id ?? form!.post!.id, language)} />
      ) : null}
      {translation ? (
        <TranslationEditor translation={translation} canEdit={canEdit} lastResult={translateReply} closeTo={PATH} words={t.translations} />
      ) : null}
      {form ? (
        <PostForm
          key={form.post?.id ?? "new"}
          post={form.post}
          defaultValue={form.defaultValue}
          lastResult={saveReply}
          preview={reply?.preview}
          closeTo={PATH}
        />
      ) : null}

      {canEdit && !loadFailed ? <TranslateAllForm action={ADMIN_SCREENS.blog.resources["translate-all"].path} defaultLanguage={translation?.language ?? "kz"} aiAvailable={aiAvailable} /> : null}

      {loadFailed ? null : (
        <div className="flex flex-col gap-3">
          <LinkTabs
            label={t.tabsLabel}
            current={tab}
            tabs={TABS.map((key) => ({ key, label: t.tabs[key], href: listHref(key, category), count: counts[key] }))}
          />
          <nav aria-label={t.categoryLabel}>
            <ul className="flex flex-wrap gap-1.5">
              {[null, ...BLOG_CATEGORIES].map((c) => (
                <li key={c ?? "all"}>
                  <FilterLink to={listHref(tab, c)} active={c === category} pill>
                    {c ?? t.allCategories}
                  </FilterLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      )}

      {loadFailed ? null : posts.length === 0 ? (
        total === 0 ? (
          <Notice icon={NewspaperIcon} title={t.empty} text={t.emptyText} />
        ) : (
          <div className="flex flex-col items-center gap-3">
            <Notice icon={NewspaperIcon} title={t.emptyFiltered} text={t.emptyFilteredText} className="w-full" />
            {filtered ? (
              <Button asChild variant="outline" size="sm">
                <Link to={PATH}>{t.showAll}</Link>
              </Button>
            ) : null}
          </div>
        )
      ) : (
        <section aria-labelledby="blog-list-title">
          <h2 id="blog-list-title" className="sr-only">
            {t.list}
          </h2>
          <ul className="grid gap-4 xl:grid-cols-2">
            {posts.map((post) => (
              <PostRow
                key={post.id}
                post={post}
                canEdit={canEdit}
                canDelete={canDelete}
                editHref={listHref(tab, category, { edit: post.id })}
                translationsHref={listHref(tab, category, { edit: post.id, lang: "kz" })}
              />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function FilterLink({ to, active, pill = false, children }: { to: string; active: boolean; pill?: boolean; children: React.ReactNode }) {
  return (
    <Link
      to={to}
      preventScrollReset
      aria-current={active ? "page" : undefined}
      className={cn(
        "inline-flex min-h-9 items-center gap-1.5 px-3 text-sm font-medium transition-colors focus-visible:ring-[3px] focus-visible:ring-primary/40 focus-visible:outline-none",
        pill ? "rounded-full border" : "rounded-md",
        active
          ? pill
            ? "border-primary bg-primary text-white"
            : "bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-slate-50"
          : pill
            ? "border-slate-200 text-slate-700 hover:border-primary hover:text-primary-600 dark:border-slate-700 dark:text-slate-300 dark:hover:text-indigo-300"
            : "text-slate-600 hover:text-slate-900 dark:text-slate-400 dark:hover:text-slate-50",
      )}
    >
      {children}
    </Link>
  );
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary />;
}
