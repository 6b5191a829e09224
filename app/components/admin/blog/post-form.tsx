import { getFormProps, getInputProps, getSelectProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint } from "@conform-to/zod/v4";
import { EyeIcon, ExternalLinkIcon } from "lucide-react";
import { Form, useFetcher, useNavigation } from "react-router";

import { CheckboxField } from "~/components/admin/checkbox-field";
import { FormCard } from "~/components/admin/form-card";
import { FormField, FormFooter } from "~/components/admin/form-field";
import { MediaField } from "~/components/admin/media-field";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { useHydrated } from "~/components/admin/use-hydrated";
import { ArticleBody } from "~/components/info/article-body";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import * as ru from "~/i18n/ru";
import { BLOG_CATEGORIES, BLOG_STATUSES } from "~/lib/constants";
import { slugFromTitle } from "~/lib/slug";

import { AUTHOR_MAX, CONTENT_MAX, EXCERPT_MAX, TITLE_MAX, blogActionSchema, blogSaveSchema } from "~/schemas/admin/blog";
import type { BlogFormDefaults, BlogFormValues } from "~/schemas/admin/blog";

const t = ru.adminBlog;
const fl = t.fields;

type Props = {
  /** The post being edited, or null for a new one. */
  post: { id: string; title: string; slug: string } | null;
  defaultValue: BlogFormDefaults;
  lastResult: SubmissionResult<string[]> | undefined;
  /** The body's preview the server sent back to a form posted without JavaScript. */
  preview: string | undefined;
  /** Where the form posts and Cancel leads: the screen without the form. */
  closeTo: string;
};

/** The blog post create/edit form; a save returns to the list with its toast. */
export function PostForm({ post, defaultValue, lastResult, preview, closeTo }: Props) {
  const navigation = useNavigation();
  const hydrated = useHydrated();
  const previewer = useFetcher<{ preview?: string }>({
    key: `blog-preview-${post?.id ?? "new"}`,
  });
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "save" && !navigation.formData?.has("preview");
  // Checked as any of the screen's intents (a preview too); the fields and constraints are a save's.
  const [form, fields] = useAdminForm<typeof blogActionSchema, BlogFormValues>(blogActionSchema, {
    id: `blog-post-${post?.id ?? "new"}`,
    lastResult,
    defaultValue,
    constraint: getZodConstraint(blogSaveSchema),
  });
  const suggestedSlug = slugFromTitle(fields.title.value ?? "");
  const shownPreview = previewer.data?.preview ?? preview;
  const previewBusy = previewer.state !== "idle";

  return (
    <FormCard
      id={`${form.id}-heading`}
      title={post ? t.editTitle(post.title) : t.createTitle}
      description={t.formLead}
      notice={
        post ? (
          <div>
            <Button asChild variant="outline" size="sm">
              <a href={`/blog/${post.slug}?preview=1`} target="_blank" rel="noopener" aria-label={t.preview.onSiteNamed(post.title)}>
                <ExternalLinkIcon aria-hidden="true" />
                {t.preview.onSite}
              </a>
            </Button>
          </div>
        ) : null
      }
    >
      <Form method="post" {...getFormProps(form)} aria-labelledby={`${form.id}-heading`} className="grid gap-5 sm:grid-cols-2">
        <input type="hidden" name="intent" value="save" />
        {post ? <input type="hidden" name="id" value={post.id} /> : null}

        <FormField meta={fields.title} label={fl.title} className="sm:col-span-2">
          <Input {...getInputProps(fields.title, { type: "text" })} key={fields.title.key} maxLength={TITLE_MAX} />
        </FormField>

        <FormField meta={fields.slug} label={fl.slug} description={fl.slugHint(suggestedSlug)} className="sm:col-span-2">
          <Input
            {...getInputProps(fields.slug, {
              type: "text",
              ariaDescribedBy: fields.slug.descriptionId,
            })}
            key={fields.slug.key}
            placeholder={suggestedSlug || undefined}
            autoComplete="off"
            spellCheck={false}
            inputMode="url"
            maxLength={80}
          />
        </FormField>

        <FormField meta={fields.excerpt} label={fl.excerpt} description={fl.excerptHint} className="sm:col-span-2">
          <Textarea
            {...getTextareaProps(fields.excerpt, {
              ariaDescribedBy: fields.excerpt.descriptionId,
            })}
            key={fields.excerpt.key}
            rows={2}
            maxLength={EXCERPT_MAX}
          />
        </FormField>

        <FormField meta={fields.content} label={fl.content} description={fl.contentHint} className="sm:col-span-2">
          <Textarea
            {...getTextareaProps(fields.content, {
              ariaDescribedBy: fields.content.descriptionId,
            })}
            key={fields.content.key}
            rows={14}
            maxLength={CONTENT_MAX}
            className="font-mono text-sm"
          />
        </FormField>

        <MediaField
          form={form}
          meta={fields.coverImage}
          label={fl.coverImage}
          description={fl.coverImageHint}
          kind="image"
          category="blog"
          className="sm:col-span-2"
        />

        <FormField meta={fields.category} label={fl.category}>
          <NativeSelect {...getSelectProps(fields.category)} key={fields.category.key}>
            <option value="">{fl.categoryPlaceholder}</option>
            {BLOG_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </NativeSelect>
        </FormField>

        <FormField meta={fields.author} label={fl.author}>
          <Input {...getInputProps(fields.author, { type: "text" })} key={fields.author.key} maxLength={AUTHOR_MAX} />
        </FormField>

        <FormField meta={fields.tags} label={fl.tags} description={fl.tagsHint} className="sm:col-span-2">
          <Input
            {...getInputProps(fields.tags, {
              type: "text",
              ariaDescribedBy: fields.tags.descriptionId,
            })}
            key={fields.tags.key}
            autoComplete="off"
          />
        </FormField>

        <FormField meta={fields.status} label={fl.status}>
          <NativeSelect {...getSelectProps(fields.status)} key={fields.status.key}>
            {BLOG_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t.statuses[status]}
              </option>
            ))}
          </NativeSelect>
        </FormField>

        <FormField meta={fields.publishDate} label={fl.publishDate} description={fl.publishDateHint}>
          <Input
            {...getInputProps(fields.publishDate, {
              type: "datetime-local",
              ariaDescribedBy: fields.publishDate.descriptionId,
            })}
            key={fields.publishDate.key}
          />
        </FormField>

        <div className="sm:col-span-2">
          <CheckboxField meta={fields.featured} label={fl.featured} hint={fl.featuredHint} />
        </div>

        <div className="sm:col-span-2">
          <section
            id={`${form.id}-preview`}
            aria-labelledby={`${form.id}-preview-title`}
            aria-live="polite"
            aria-busy={previewBusy}
            hidden={shownPreview === undefined && !previewBusy}
            className="rounded-lg border border-slate-200 bg-white p-4 text-slate-900 sm:p-6 dark:border-slate-700"
          >
            <h3 id={`${form.id}-preview-title`} className="mb-3 text-xs font-semibold tracking-wide text-slate-600 uppercase">
              {t.preview.title}
            </h3>
            {previewBusy && shownPreview === undefined ? (
              <p className="text-sm text-slate-600">{t.preview.loading}</p>
            ) : shownPreview ? (
              <ArticleBody html={shownPreview} className="text-base sm:text-base" />
            ) : (
              <p className="text-sm text-slate-600">{t.preview.empty}</p>
            )}
          </section>
        </div>

        <FormFooter
          form={form}
          submitLabel={t.save}
          cancelLabel={t.cancel}
          closeTo={closeTo}
          saving={saving}
          className="flex flex-col gap-2 sm:col-span-2"
        >
          {/* Without JavaScript this posts the whole form and the page comes back with the preview
                and every field as typed; with it, only the preview is fetched. */}
          <Button
            type="submit"
            name="preview"
            value="1"
            formNoValidate
            variant="outline"
            size="sm"
            disabled={previewBusy}
            aria-controls={`${form.id}-preview`}
            onClick={(event) => {
              if (!hydrated) return;
              event.preventDefault();
              const data = new FormData(event.currentTarget.form ?? undefined);
              data.set("preview", "1");
              void previewer.submit(data, {
                method: "post",
                action: closeTo,
              });
            }}
          >
            <EyeIcon aria-hidden="true" />
            {shownPreview === undefined ? t.preview.show : t.preview.refresh}
          </Button>
        </FormFooter>
      </Form>
    </FormCard>
  );
}
