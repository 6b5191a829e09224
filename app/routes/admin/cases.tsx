import {
  BriefcaseBusinessIcon,
  CheckCircle2Icon,
  CircleAlertIcon,
  FilePenLineIcon,
  HammerIcon,
  PlusIcon,
  SparklesIcon,
} from "lucide-react";
import { data, Form, Link } from "react-router";

import { CaseAiForm } from "~/components/admin/cases/case-ai-form";
import { CaseCard } from "~/components/admin/cases/case-card";
import { CaseForm } from "~/components/admin/cases/case-form";
import { DeleteConfirmation } from "~/components/admin/delete-link";
import { LinkTabs } from "~/components/admin/link-tabs";
import { adminMeta } from "~/components/admin/meta";
import { Notice } from "~/components/admin/notice";
import { PageHeader } from "~/components/admin/page-header";
import { AdminRouteErrorBoundary } from "~/components/admin/route-error-boundary";
import { StatCard } from "~/components/admin/stat-card";
import { Button } from "~/components/ui/button";
import { NativeSelect } from "~/components/ui/native-select";
import * as ru from "~/i18n/ru";
import { CASE_INDUSTRIES_ADMIN, CASE_STATUSES, type CaseStatus } from "~/lib/constants";
import { imageAttributes } from "~/lib/media";
import { ADMIN_SCREENS } from "~/lib/permissions";
import { caseActionSchema } from "~/schemas/admin/cases";
import type { AdminCaseCard, CaseFormDefaults } from "~/schemas/admin/cases";
import type { FormReply } from "~/schemas/admin/form-reply";
import { invalidForm, parseAdminForm } from "~/server/admin-form.server";
import { createCase, deleteCase, findCase, listCasesForAdmin, updateCase, type AdminCaseRow } from "~/server/cases.server";
import { requirePermission, requireScreen, userCan } from "~/server/permissions.server";
import { redirectWithToast } from "~/server/toast.server";
import { analyzeWebsite, type WebsiteAnalysis } from "~/server/website-analysis.server";

import type { Route } from "./+types/cases";

const t = ru.adminCases;
const PATH = ADMIN_SCREENS.cases.path;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(t.title, PATH, matches);

const TABS = ["all", ...CASE_STATUSES] as const;
type Tab = (typeof TABS)[number];
const NEW_CASE: CaseFormDefaults = { intent: "save", status: "draft", images: [""], results: [] };

/** 12.5 → '12,5', as staff type it; null → blank. */
function percentText(value: number | null): string {
  return value === null ? "" : String(value).replace(".", ",");
}

/** A website's analysis as the action answers it: the create form's values, unsaved. */
type AiDraft = { id: string; source: WebsiteAnalysis["source"]; url: string; values: CaseFormDefaults };

/** A new case's form filled with what the website analysis drafted: staff review it, then save. */
function draftValues(draft: WebsiteAnalysis): CaseFormDefaults {
  return {
    ...NEW_CASE,
    title: draft.title,
    client: draft.client,
    industry: draft.industry,
    description: draft.description,
    challenge: draft.challenge,
    solution: draft.solution,
    technologies: draft.technologies.join(", "),
    duration: draft.duration,
    teamSize: draft.teamSize,
    projectUrl: draft.projectUrl,
    results: draft.estimatedResults.map((r) => ({ ...r, improvementPercentage: percentText(r.improvementPercentage) })),
  };
}

function formValues(row: AdminCaseRow): CaseFormDefaults {
  return {
    intent: "save",
    id: row.id,
    title: row.title,
    client: row.client,
    industry: row.industry,
    description: row.description,
    challenge: row.challenge ?? "",
    solution: row.solution ?? "",
    technologies: row.technologies.join(", "),
    duration: row.duration ?? "",
    teamSize: row.teamSize ?? "",
    status: row.status as CaseStatus,
    isFeatured: row.isFeatured,
    images: row.images.length > 0 ? row.images : [""],
    clientLogo: row.clientLogo ?? "",
    publishDate: row.publishDate ?? "",
    videoTestimonial: row.videoTestimonial ?? "",
    projectUrl: row.projectUrl ?? "",
    results: row.results.map((r) => ({
      metricName: r.metricName,
      beforeValue: r.beforeValue ?? "",
      afterValue: r.afterValue ?? "",
      improvementPercentage: percentText(r.improvementPercentage),
    })),
  };
}

function cardData(row: AdminCaseRow): AdminCaseCard {
  const first = row.images[0];
  return {
    id: row.id,
    title: row.title,
    client: row.client,
    industry: row.industry,
    description: row.description,
    status: row.status,
    isFeatured: row.isFeatured,
    technologies: row.technologies,
    duration: row.duration,
    resultsCount: row.results.length,
    cover: row.cover
      ? imageAttributes(row.cover, "(min-width: 1536px) 30vw, (min-width: 768px) 45vw, 100vw")
      : first
        ? { src: first }
        : null,
  };
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireScreen(request, "cases");
  // A marketer reads content but changes none of it (DECISIONS.md 5): no controls that would fail.
  const canEdit = userCan(user, ADMIN_SCREENS.cases.edit);
  // SPEC.md 6: deleting a case is the admin's alone.
  const canDelete = userCan(user, "content.delete");
  const params = new URL(request.url).searchParams;
  const statusParam = params.get("status");
  const tab: Tab = (TABS as readonly string[]).includes(statusParam ?? "") ? (statusParam as Tab) : "all";
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
  const find = (id: string | null) => (id ? (rows.find((r) => r.id === id) ?? null) : null);
  const editId = params.get("edit");
  const editing = canEdit ? find(editId) : null;
  const deleting = canDelete ? find(params.get("delete")) : null;
  return {
    loadFailed: false as const,
    tab,
    industry,
    canEdit,
    canDelete,
    stats: { total: rows.length, completed: count("completed"), inProgress: count("in-progress"), draft: count("draft") },
    counts: Object.fromEntries(TABS.map((tab) => [tab, tab === "all" ? rows.length : count(tab)])) as Record<Tab, number>,
    items: shown.map(cardData),
    form: editing
      ? { item: { id: editing.id, title: editing.title }, defaultValue: formValues(editing) }
      : canEdit && params.has("new")
        ? { item: null, defaultValue: NEW_CASE }
        : null,
    ai: canEdit && params.has("ai"),
    // ?edit= names a case that is gone (deleted in another tab): say so rather than open nothing.
    editMissing: canEdit && editId !== null && editing === null,
    deleting: deleting ? { id: deleting.id, title: deleting.title } : null,
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireScreen(request, "cases", "edit");
  const submission = await parseAdminForm(request, caseActionSchema);
  // SPEC.md 6: deleting a case is the admin's alone, whatever else the request holds.
  if (submission.payload.intent === "delete") await requirePermission(request, "content.delete");
  // No status: conform's list buttons without JavaScript (a row added or removed), not a refusal.
  if (submission.status === undefined) return invalidForm(submission, { status: 200 });
  if (submission.status !== "success") return invalidForm(submission);
  const input = submission.value;

  if (input.intent === "analyze") {
    const reply = await analyzeWebsite(input.url, user.id);
    if ("error" in reply) return invalidForm(submission, { formError: reply.error, status: 422 });
    // Nothing is stored: the draft comes back as the create form's values for staff to finish.
    const draft: AiDraft = { id: crypto.randomUUID(), source: reply.source, url: reply.projectUrl, values: draftValues(reply) };
    return data({ result: submission.reply(), draft });
  }

  if (input.intent === "delete") {
    let deleted = false;
    try {
      deleted = await deleteCase(input.id, user);
    } catch (error) {
      console.error("Case could not be deleted:", error);
    }
    return redirectWithToast(
      PATH,
      deleted ? { kind: "success", title: t.deleted } : { kind: "error", title: ru.toast.errorTitle, description: t.deleteFailed },
    );
  }

  const { intent: _intent, id, ...values } = input;
  // SPEC.md 9's nine admin industries; an older case keeps the one it already has.
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

/** The address of a tab or filter, keeping the other one. */
function listHref(tab: Tab, industry: string): string {
  const params = new URLSearchParams();
  if (tab !== "all") params.set("status", tab);
  if (industry) params.set("industry", industry);
  const query = params.toString();
  return query ? `?${query}` : PATH;
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
  const { tab, industry, canEdit, canDelete, stats, counts, items, form, ai, editMissing, deleting } = loaderData;
  const saveReply = actionData?.result.initialValue?.intent === "save" ? actionData.result : undefined;
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

      <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
        <LinkTabs
          label={t.tabsLabel}
          current={tab}
          tabs={TABS.map((name) => ({ key: name, label: t.tabs[name], href: listHref(name, industry), count: counts[name] }))}
        />
        <Form method="get" className="flex flex-wrap items-end gap-2" preventScrollReset>
          {tab !== "all" ? <input type="hidden" name="status" value={tab} /> : null}
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t.filter.industry}
            <NativeSelect name="industry" defaultValue={industry} key={industry} className="min-w-56">
              <option value="">{t.filter.allIndustries}</option>
              {CASE_INDUSTRIES_ADMIN.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </NativeSelect>
          </label>
          <Button type="submit" variant="outline">
            {t.filter.apply}
          </Button>
          {industry ? (
            <Button asChild variant="ghost">
              <Link to={listHref(tab, "")} preventScrollReset>
                {t.filter.reset}
              </Link>
            </Button>
          ) : null}
        </Form>
      </div>

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
