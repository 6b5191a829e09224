import {
  BriefcaseBusinessIcon,
  CheckCircle2Icon,
  CircleAlertIcon,
  FilePenLineIcon,
  HammerIcon,
  PlusIcon,
  SparklesIcon,
} from "lucide-react";
import { data, Link } from "react-router";
import { z } from "zod";

import { CaseAiForm } from "~/components/admin/cases/case-ai-form";
import { CaseCard } from "~/components/admin/cases/case-card";
import { CASE_TABS, CaseFilters, type CaseTab } from "~/components/admin/cases/case-filters";
import { CaseForm } from "~/components/admin/cases/case-form";
import { EditLanguageSwitch } from "~/components/admin/translations/edit-language-switch";
import { TranslateAllForm } from "~/components/admin/translations/translate-all-form";
import { TranslationEditor } from "~/components/admin/translations/translation-editor";
import { cardData, draftValues, formValues, NEW_CASE, type AiDraft } from "~/components/admin/cases/case-views";
import { DeleteConfirmation } from "~/components/admin/delete-link";
import { adminMeta } from "~/components/admin/meta";
import { Notice } from "~/components/admin/notice";
import { PageHeader } from "~/components/admin/page-header";
import { AdminRouteErrorBoundary } from "~/components/admin/route-error-boundary";
import { StatCard } from "~/components/admin/stat-card";
import { Button } from "~/components/ui/button";
import * as ru from "~/i18n/ru";
import { addressState } from "~/lib/address-state";
import { CASE_INDUSTRIES_ADMIN, type CaseStatus } from "~/lib/constants";
import { localizedPath } from "~/lib/languages";
import { ADMIN_SCREENS } from "~/lib/permissions";
import { translationEditorHref } from "~/lib/translatable";
import { caseActionSchema } from "~/schemas/admin/cases";
import { TRANSLATION_SCHEMAS } from "~/schemas/admin/translations";
import type { FormReply } from "~/schemas/admin/form-reply";
import { invalidForm, parseAdminForm } from "~/server/admin-form.server";
import { CASE_TRANSLATIONS } from "~/server/case-translations.server";
import { createCase, deleteCase, findCase, listCasesForAdmin, updateCase, type AdminCaseRow } from "~/server/cases.server";
import { requirePermission, requireScreen, userCan } from "~/server/permissions.server";
import { redirectAfterWrite, redirectWithToast } from "~/server/toast.server";
import { assistantMode } from "~/server/llm-client.server";
import { answerTranslationIntent, loadTranslationEditor, namedItem } from "~/server/translation-screen.server";
import { analyzeWebsite } from "~/server/website-analysis.server";

import type { Route } from "./+types/cases";

const t = ru.adminCases;
const PATH = ADMIN_SCREENS.cases.path;

/** Everything the screen posts: the case's own intents and the translation ones (ADR 0070). */
const actionSchema = z.discriminatedUnion("intent", [...caseActionSchema.options, ...TRANSLATION_SCHEMAS]);

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(t.title, PATH, matches);

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireScreen(request, "cases");
  // A marketer reads content but changes none of it: no controls that would fail.
  const canEdit = userCan(user, ADMIN_SCREENS.cases.edit);
  // Deleting a case is the admin's alone.
  const canDelete = userCan(user, "content.delete");
  const params = new URL(request.url).searchParams;
  const statusParam = params.get("status");
  const tab: CaseTab = (CASE_TABS as readonly string[]).includes(statusParam ?? "") ? (statusParam as CaseTab) : "all";
  const industryParam = params.get("industry") ?? "";
  const industry = (CASE_INDUSTRIES_ADMIN as readonly string[]).includes(industryParam) ? industryParam : "";

  let rows: AdminCaseRow[];
  try {
    rows = await listCasesForAdmin();
  } catch (error) {
    console.error("Cases could not be loaded:", error);
    return data({ loadFailed: true as const, tab, industry }, { status: 500 });
  }
  const count = (status: CaseStatus) => rows.filter((r) => r.status === status).length;
  const shown = rows.filter((r) => (tab === "all" || r.status === tab) && (!industry || r.industry === industry));
  const { creating, editing, editMissing, deleting } = addressState(request, rows, { canEdit, canDelete });
  // ?edit=<id>&lang=kz: the case's Kazakh beside its Russian; a marketer may read it too.
  const translation = await loadTranslationEditor(
    CASE_TRANSLATIONS,
    request,
    namedItem(request, rows),
    (view) => (view.complete && view.item.status === "completed" ? localizedPath(view.language, `/cases/${view.item.id}`) : null),
  );
  return {
    loadFailed: false as const,
    tab,
    industry,
    canEdit,
    canDelete,
    stats: { total: rows.length, completed: count("completed"), inProgress: count("in-progress"), draft: count("draft") },
    counts: Object.fromEntries(CASE_TABS.map((tab) => [tab, tab === "all" ? rows.length : count(tab)])) as Record<CaseTab, number>,
    items: shown.map(cardData),
    aiAvailable: assistantMode() === "llm",
    translation,
    form: translation
      ? null
      : editing
      ? { item: { id: editing.id, title: editing.title }, defaultValue: formValues(editing) }
      : creating
        ? { item: null, defaultValue: NEW_CASE }
        : null,
    ai: canEdit && params.has("ai"),
    // ?edit= names a case that is gone (deleted in another tab): say so rather than open nothing.
    editMissing,
    deleting: deleting ? { id: deleting.id, title: deleting.title } : null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireScreen(request, "cases", "edit");
  const submission = await parseAdminForm(request, actionSchema);
  // Deleting a case is the admin's alone, whatever else the request holds.
  if (submission.payload.intent === "delete") await requirePermission(request, "content.delete");
  // No status: conform's list buttons without JavaScript (a row added or removed), not a refusal.
  if (submission.status === undefined) return invalidForm(submission, { status: 200 });
  if (submission.status !== "success") return invalidForm(submission);
  const input = submission.value;

  if (input.intent === "translate" || input.intent === "review" || input.intent === "translate-ai") {
    return answerTranslationIntent(CASE_TRANSLATIONS, input, submission, user, `${PATH}${translationEditorHref(input.id, input.language)}`);
  }

  if (input.intent === "analyze") {
    const reply = await analyzeWebsite(input.url, user.id);
    if ("error" in reply) return invalidForm(submission, { formError: reply.error, status: 422 });
    // Nothing is stored: the draft comes back as the create form's values for staff to finish.
    const draft: AiDraft = { id: crypto.randomUUID(), source: reply.source, url: reply.projectUrl, values: draftValues(reply) };
    return data({ result: submission.reply(), draft });
  }

  if (input.intent === "delete") {
    return redirectAfterWrite(PATH, () => deleteCase(input.id, user), {
      success: t.deleted,
      failure: t.deleteFailed,
      what: "Case could not be deleted",
    });
  }

  const { intent: _intent, id, ...values } = input;
  // The nine admin industries; an older case keeps the one it already has.
  if (!(CASE_INDUSTRIES_ADMIN as readonly string[]).includes(values.industry)) {
    const stored = id ? await findCase(id) : null;
    if (stored?.industry !== values.industry) return invalidForm(submission, { fieldErrors: { industry: [t.validation.industry] } });
  }
  if (!id) {
    try {
      await createCase(values, user);
    } catch (error) {
      console.error("Case could not be created:", error);
      return invalidForm(submission, { formError: t.createFailed, status: 500 });
    }
    return redirectWithToast(PATH, { kind: "success", title: t.created });
  }
  let saved;
  try {
    saved = await updateCase(id, values, user);
  } catch (error) {
    console.error("Case could not be updated:", error);
    return invalidForm(submission, { formError: t.updateFailed, status: 500 });
  }
  if (!saved) return invalidForm(submission, { formError: t.notFound, status: 404 });
  return redirectWithToast(PATH, { kind: "success", title: t.updated });
}

export default function CasesScreen({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.loadFailed) {
    return (
      <div className="flex flex-col gap-6">
        <PageHeader title={t.title} />
        <Notice icon={CircleAlertIcon} tone="warning" title={t.loadFailed} text={t.listError(t.listErrorReason)} />
      </div>
    );
  }
  const { tab, industry, canEdit, canDelete, stats, counts, items, form, ai, editMissing, deleting, translation, aiAvailable } = loaderData;
  const saveReply = actionData?.result.initialValue?.intent === "save" ? actionData.result : undefined;
  const translateReply = actionData?.result.initialValue?.intent === "translate" ? actionData.result : undefined;
  const analyzeReply = actionData?.result.initialValue?.intent === "analyze" ? actionData.result : undefined;
  // The analysis' answer is FormReply with a draft added, which the inferred type folds into FormReply.
  const reply: (FormReply & { draft?: AiDraft }) | undefined = actionData;
  const draft = reply?.draft ?? null;
  // A refused new case keeps its form open, whatever address it was posted to; a drafted one opens with the draft.
  const formOpen = draft
    ? { item: null, defaultValue: draft.values }
    : (form ?? (canEdit && saveReply && !saveReply.initialValue?.id ? { item: null, defaultValue: NEW_CASE } : null));
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t.title}
        description={t.lead}
        actions={
          !canEdit || formOpen?.item === null || ai ? null : (
            <>
              <Button asChild variant="outline">
                <Link to="?ai">
                  <SparklesIcon aria-hidden="true" />
                  {t.ai.open}
                </Link>
              </Button>
              <Button asChild>
                <Link to="?new">
                  <PlusIcon aria-hidden="true" />
                  {t.add}
                </Link>
              </Button>
            </>
          )
        }
      />

      {deleting ? <DeleteConfirmation item={deleting} labels={t} closeTo={PATH} /> : null}
      {editMissing ? <Notice icon={CircleAlertIcon} tone="warning" title={t.notFound} text={t.loadOneFailed} /> : null}
      {ai || analyzeReply ? <CaseAiForm lastResult={analyzeReply} closeTo={PATH} /> : null}
      {translation || formOpen?.item ? (
        <EditLanguageSwitch
          current={translation?.language ?? "ru"}
          hrefOf={(language) => translationEditorHref(translation?.item.id ?? formOpen!.item!.id, language)}
        />
      ) : null}
      {translation ? (
        <TranslationEditor translation={translation} canEdit={canEdit} lastResult={translateReply} closeTo={PATH} />
      ) : null}
      {formOpen ? (
        <CaseForm
          key={draft?.id ?? formOpen.item?.id ?? "new"}
          item={formOpen.item}
          defaultValue={formOpen.defaultValue}
          lastResult={saveReply}
          notice={draft ? (draft.source === "llm" ? t.ai.draftByModel(draft.url) : t.ai.draftByPage(draft.url)) : undefined}
          closeTo={PATH}
        />
      ) : null}

      <section aria-label={t.title} className="grid grid-cols-2 gap-4 xl:grid-cols-4">
        <StatCard label={t.stats.total} value={String(stats.total)} icon={BriefcaseBusinessIcon} />
        <StatCard
          label={t.stats.completed}
          hint={t.stats.completedHint}
          value={String(stats.completed)}
          icon={CheckCircle2Icon}
          tone="emerald"
        />
        <StatCard label={t.stats.inProgress} value={String(stats.inProgress)} icon={HammerIcon} tone="amber" />
        <StatCard label={t.stats.draft} value={String(stats.draft)} icon={FilePenLineIcon} tone="slate" />
      </section>

      {canEdit ? <TranslateAllForm action={ADMIN_SCREENS.cases.resources["translate-all"].path} defaultLanguage={translation?.language ?? "kz"} aiAvailable={aiAvailable} /> : null}

      <CaseFilters tab={tab} industry={industry} counts={counts} />

      <section aria-labelledby="cases-list-title">
        <h2 id="cases-list-title" className="sr-only">
          {t.listTitle}
        </h2>
        {items.length === 0 ? (
          <Notice icon={BriefcaseBusinessIcon} title={t.empty} text={t.emptyText} />
        ) : (
          <ul className="grid gap-4 md:grid-cols-2 2xl:grid-cols-3">
            {items.map((item) => (
              <CaseCard key={item.id} item={item} canEdit={canEdit} canDelete={canDelete} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary />;
}
