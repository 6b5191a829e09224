import { getFormProps, getInputProps, getSelectProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { BookOpenIcon, CheckIcon, FilePlusIcon, PencilIcon, PlusIcon } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";

import { CheckboxField } from "~/components/admin/checkbox-field";
import { DeleteLink } from "~/components/admin/delete-link";
import { FormFooter, FormField } from "~/components/admin/form-field";
import { LanguageBadge } from "~/components/admin/language-badge";
import { Notice } from "~/components/admin/notice";
import { useAdminForm, type IntentFields } from "~/components/admin/use-admin-form";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import * as ru from "~/i18n/ru";
import { LANGUAGE_NAME, SITE_LANGUAGES } from "~/lib/languages";

import { ARTICLE_CONTENT_MAX, assistantActionSchema } from "~/schemas/admin/ai-assistant";
import type { AdminArticle, AdminQuestion } from "~/schemas/admin/ai-assistant";

const t = ru.adminAiAssistant;

/** Posts one intent with an id: the row actions that need no input (ADR 0025). */
function IntentButton({ intent, id, label, children }: { intent: string; id?: string; label?: string; children: React.ReactNode }) {
  const navigation = useNavigation();
  const busy =
    navigation.state !== "idle" && navigation.formData?.get("intent") === intent && navigation.formData?.get("id") === (id ?? null);
  return (
    <Form method="post" preventScrollReset>
      <input type="hidden" name="intent" value={intent} />
      {id ? <input type="hidden" name="id" value={id} /> : null}
      <Button type="submit" variant={id ? "outline" : "default"} size={id ? "sm" : "default"} disabled={busy} aria-label={label}>
        {children}
      </Button>
    </Form>
  );
}

/** The knowledge articles, highest priority first, each with edit and delete. */
export function ArticleList({ articles, editHref }: { articles: AdminArticle[]; editHref: (id: string) => string }) {
  return (
    <Card className="gap-0 pb-0">
      <CardHeader className="flex flex-col gap-3 border-b border-slate-200 pb-6 sm:flex-row sm:items-start sm:justify-between dark:border-slate-800">
        <div className="grid gap-1.5">
          <CardTitle>
            <h2>{t.knowledgeTitle}</h2>
          </CardTitle>
          <CardDescription>{t.knowledgeText}</CardDescription>
        </div>
        <IntentButton intent="add-article">
          <PlusIcon aria-hidden="true" />
          {t.addArticle}
        </IntentButton>
      </CardHeader>
      {articles.length === 0 ? (
        <div className="p-4 sm:p-6">
          <Notice icon={BookOpenIcon} title={t.articlesEmpty} />
        </div>
      ) : (
        <ul aria-label={t.articleList} className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
          {articles.map((article) => (
            <li
              key={article.id}
              data-testid="article-row"
              className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-start sm:justify-between sm:px-6"
            >
              <div className="min-w-0">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  <span className="break-words">{article.title}</span>
                  <LanguageBadge language={article.language} label={t.articleLanguage} testId="article-language" />
                  {article.isActive ? null : <Badge variant="secondary">{t.articleInactive}</Badge>}
                </p>
                <p className="mt-1 line-clamp-2 break-words text-slate-600 dark:text-slate-400">{article.content}</p>
                <p className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
                  <span>{article.category}</span>
                  <span>{t.priorityValue(article.priority)}</span>
                  {article.tags.length > 0 ? <span>{article.tags.join(", ")}</span> : null}
                </p>
              </div>
              <div className="flex shrink-0 items-center gap-1">
                <Button asChild variant="outline" size="sm">
                  <Link to={editHref(article.id)} preventScrollReset aria-label={t.editArticleOf(article.title)}>
                    <PencilIcon aria-hidden="true" />
                    {t.editArticle}
                  </Link>
                </Button>
                <DeleteLink item={{ id: article.id, title: article.title }} labels={t} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

type ArticleFields = IntentFields<typeof assistantActionSchema, "article">;

/** The edit form of an article: in the dialog, or on the page without a script. */
export function ArticleForm({
  article,
  lastResult,
  closeTo,
}: {
  article: AdminArticle;
  lastResult: SubmissionResult<string[]> | undefined;
  closeTo: string;
}) {
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "article";
  const [form, fields] = useAdminForm<typeof assistantActionSchema, ArticleFields>(assistantActionSchema, {
    id: `knowledge-article-${article.id}`,
    lastResult,
    defaultValue: {
      intent: "article",
      id: article.id,
      title: article.title,
      content: article.content,
      category: article.category,
      isActive: article.isActive,
      priority: String(article.priority),
      tags: article.tags.join(", "),
      language: article.language,
    },
  });
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-5 sm:grid-cols-2">
      <input type="hidden" name="intent" value="article" />
      <input type="hidden" name="id" value={article.id} />
      <FormField meta={fields.title} label={t.articleTitle} className="sm:col-span-2">
        <Input {...getInputProps(fields.title, { type: "text" })} key={fields.title.key} maxLength={200} />
      </FormField>
      <FormField meta={fields.content} label={t.articleContent} className="sm:col-span-2">
        <Textarea {...getTextareaProps(fields.content)} key={fields.content.key} rows={8} maxLength={ARTICLE_CONTENT_MAX} />
      </FormField>
      <FormField meta={fields.language} label={t.articleLanguage} description={t.articleLanguageHint} className="sm:col-span-2">
        <NativeSelect
          {...getSelectProps(fields.language, { ariaDescribedBy: fields.language.descriptionId })}
          key={fields.language.key}
        >
          {SITE_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {LANGUAGE_NAME[language]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField meta={fields.category} label={t.articleCategory}>
        <Input {...getInputProps(fields.category, { type: "text" })} key={fields.category.key} maxLength={50} />
      </FormField>
      <FormField meta={fields.priority} label={t.articlePriority} description={t.articlePriorityHint}>
        <Input
          {...getInputProps(fields.priority, { type: "number", ariaDescribedBy: fields.priority.descriptionId })}
          key={fields.priority.key}
          step={1}
          inputMode="numeric"
        />
      </FormField>
      <FormField meta={fields.tags} label={t.articleTags} description={t.articleTagsHint} className="sm:col-span-2">
        <Input {...getInputProps(fields.tags, { type: "text", ariaDescribedBy: fields.tags.descriptionId })} key={fields.tags.key} />
      </FormField>
      <div className="sm:col-span-2">
        <CheckboxField meta={fields.isActive} label={t.articleActive} />
      </div>
      <FormFooter form={form} submitLabel={t.saveArticle} cancelLabel={t.cancel} closeTo={closeTo} saving={saving} />
    </Form>
  );
}

/** What visitors asked and the knowledge base could not answer (issue 10 point 13). */
export function UnansweredQuestions({ questions }: { questions: AdminQuestion[] }) {
  return (
    <Card className="gap-0 pb-0">
      <CardHeader className="border-b border-slate-200 pb-6 dark:border-slate-800">
        <CardTitle>
          <h2>{t.questionsTitle}</h2>
        </CardTitle>
        <CardDescription>{t.questionsText}</CardDescription>
      </CardHeader>
      {questions.length === 0 ? (
        <p className="px-6 py-10 text-center text-sm text-slate-600 dark:text-slate-400">{t.questionsEmpty}</p>
      ) : (
        <ul aria-label={t.questionList} className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
          {questions.map((q) => (
            <li
              key={q.id}
              data-testid="question-row"
              className="flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between sm:px-6"
            >
              <div className="min-w-0">
                <p className="break-words font-medium">{q.question}</p>
                <p className="mt-1 flex flex-wrap items-center gap-2 text-slate-600 dark:text-slate-400">
                  {q.createdAtLabel}
                  {q.resolved ? <Badge variant="success">{t.questionResolved}</Badge> : null}
                </p>
              </div>
              {q.resolved ? null : (
                <div className="flex shrink-0 flex-wrap gap-2">
                  <IntentButton intent="question-article" id={q.id} label={t.createArticleFor(q.question)}>
                    <FilePlusIcon aria-hidden="true" />
                    {t.createArticle}
                  </IntentButton>
                  <IntentButton intent="question-resolve" id={q.id} label={t.markResolvedFor(q.question)}>
                    <CheckIcon aria-hidden="true" />
                    {t.markResolved}
                  </IntentButton>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
