import { BotIcon, MessagesSquareIcon, PercentIcon, TriangleAlertIcon, UserCheckIcon } from "lucide-react";
import { data, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";

import { AddressDialog } from "~/components/admin/address-dialog";
import { AppearanceForm } from "~/components/admin/ai-assistant/appearance-form";
import { ArticleForm, ArticleList, UnansweredQuestions } from "~/components/admin/ai-assistant/knowledge";
import { SettingsForm } from "~/components/admin/ai-assistant/settings-form";
import { TryPanel } from "~/components/admin/ai-assistant/try-panel";
import { ChatDialog, ChatList } from "~/components/admin/chats/chat-list";
import { DeleteConfirmation } from "~/components/admin/delete-link";
import { LinkTabs } from "~/components/admin/link-tabs";
import { adminMeta } from "~/components/admin/meta";
import { Notice } from "~/components/admin/notice";
import { PageHeader } from "~/components/admin/page-header";
import { AdminRouteErrorBoundary } from "~/components/admin/route-error-boundary";
import { StatCard } from "~/components/admin/stat-card";
import { Badge } from "~/components/ui/badge";
import { Card, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import * as ru from "~/i18n/ru";
import { formatActivityDate } from "~/lib/dates";
import { ADMIN_SCREENS } from "~/lib/permissions";
import {
  ASSISTANT_TABS,
  assistantActionSchema,
  assistantAddress,
  parseAssistantTab,
  type AssistantTab,
} from "~/schemas/admin/ai-assistant";
import type { AdminArticle, AdminQuestion } from "~/schemas/admin/ai-assistant";
import type { AdminChat, ChatTranscript } from "~/schemas/admin/chats";
import type { FormReply } from "~/schemas/admin/form-reply";
import { invalidForm, parseAdminForm } from "~/server/admin-form.server";
import {
  articleFromQuestion,
  assistantSettingsView,
  assistantStats,
  createArticle,
  deleteArticle,
  listArticles,
  listUnansweredQuestions,
  resolveQuestion,
  saveAssistantSettings,
  updateArticle,
} from "~/server/ai-assistant-admin.server";
import { adminChat, chatTranscript, getChat, listChatsPage } from "~/server/leads-admin.server";
import { assistantMode } from "~/server/llm-client.server";
import { requireScreen } from "~/server/permissions.server";
import { errorToast, redirectWithToast } from "~/server/toast.server";

import type { Route } from "./+types/ai-assistant";

const t = ru.adminAiAssistant;
const PATH = ADMIN_SCREENS["ai-assistant"].path;
/** The AI section lists the last 50 sessions. */
const SESSIONS_LIMIT = 50;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(t.title, PATH, matches);

/** The tab asked for; the delete link (`?delete=id`, shared by every screen) belongs to the knowledge tab. */
function tabOf(params: URLSearchParams): AssistantTab {
  return params.has("delete") && !params.has("tab") ? "knowledge" : parseAssistantTab(params.get("tab"));
}

type TabData = {
  articles: AdminArticle[];
  questions: AdminQuestion[];
  chats: AdminChat[];
  chat: ChatTranscript | null;
};

async function loadTab(tab: AssistantTab, params: URLSearchParams): Promise<TabData> {
  const none: TabData = { articles: [], questions: [], chats: [], chat: null };
  if (tab === "knowledge") {
    const [articles, questions] = await Promise.all([listArticles(), listUnansweredQuestions()]);
    return {
      ...none,
      articles: articles.map((a) => ({
        id: a.id,
        title: a.title,
        content: a.content,
        category: a.category,
        isActive: a.isActive,
        priority: a.priority,
        tags: a.tags,
        language: a.language,
      })),
      questions: questions.map((q) => ({
        id: q.id,
        question: q.question,
        resolved: q.resolved,
        createdAtLabel: formatActivityDate(q.createdAt),
      })),
    };
  }
  if (tab === "sessions") {
    const chatId = params.get("chat");
    const [page, chat] = await Promise.all([
      listChatsPage({ q: "", page: 1 }, SESSIONS_LIMIT),
      chatId && UUID.test(chatId) ? getChat(chatId) : null,
    ]);
    return { ...none, chats: page.rows.map(adminChat), chat: chat ? chatTranscript(chat) : null };
  }
  return none;
}

export async function loader({ request }: Route.LoaderArgs) {
  await requireScreen(request, "ai-assistant");
  const params = new URL(request.url).searchParams;
  const tab = tabOf(params);
  const mode = assistantMode();
  try {
    const [settings, stats, tabData] = await Promise.all([assistantSettingsView(), assistantStats(), loadTab(tab, params)]);
    return { tab, mode, settings, stats, ...tabData, loadFailed: false };
  } catch (error) {
    console.error("AI assistant data could not be loaded:", error);
    return data(
      { tab, mode, settings: null, stats: null, articles: [], questions: [], chats: [], chat: null, loadFailed: true },
      { status: 500 },
    );
  }
}

/** The address without the dialogs the page opens from data it already holds (an article, a delete question). */
function dataAddress(url: URL): string {
  const params = new URLSearchParams(url.searchParams);
  for (const name of ["tab", "article", "delete"]) params.delete(name);
  return `${url.pathname}?tab=${tabOf(url.searchParams)}&${params.toString()}`;
}

/** Opening or closing an article or a delete question changes nothing on screen; a session's viewer loads its messages. */
export function shouldRevalidate({ currentUrl, nextUrl, formMethod, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (!formMethod && dataAddress(currentUrl) === dataAddress(nextUrl)) return false;
  return defaultShouldRevalidate;
}

const KNOWLEDGE = assistantAddress(PATH, "knowledge");

export async function action({ request }: Route.ActionArgs) {
  const user = await requireScreen(request, "ai-assistant", "edit");
  const submission = await parseAdminForm(request, assistantActionSchema);
  if (submission.status !== "success") return invalidForm(submission);
  const input = submission.value;
  switch (input.intent) {
    case "settings":
    case "appearance": {
      const { intent, ...values } = input;
      try {
        await saveAssistantSettings(values, user);
      } catch (error) {
        console.error("AI assistant settings could not be saved:", error);
        return invalidForm(submission, { formError: t.saveFailed, status: 500 });
      }
      return redirectWithToast(assistantAddress(PATH, intent === "settings" ? "settings" : "appearance"), {
        kind: "success",
        title: t.saved,
      });
    }
    case "add-article":
    case "question-article": {
      let created: { id: string } | null = null;
      try {
        created = input.intent === "add-article" ? await createArticle(user) : await articleFromQuestion(input.id, user);
      } catch (error) {
        console.error("Knowledge article could not be added:", error);
      }
      // The new article opens for editing at once.
      return created
        ? redirectWithToast(assistantAddress(PATH, "knowledge", { article: created.id }), { kind: "success", title: t.added })
        : redirectWithToast(KNOWLEDGE, errorToast(t.addFailed));
    }
    case "article": {
      const { intent: _intent, id, ...values } = input;
      let saved: boolean;
      try {
        saved = await updateArticle(id, values, user);
      } catch (error) {
        console.error("Knowledge article could not be saved:", error);
        return invalidForm(submission, { formError: t.articleSaveFailed, status: 500 });
      }
      if (!saved) return invalidForm(submission, { formError: t.articleNotFound, status: 404 });
      return redirectWithToast(KNOWLEDGE, { kind: "success", title: t.articleSaved });
    }
    case "delete": {
      let deleted = false;
      try {
        deleted = await deleteArticle(input.id, user);
      } catch (error) {
        console.error("Knowledge article could not be deleted:", error);
      }
      return redirectWithToast(KNOWLEDGE, deleted ? { kind: "success", title: t.articleDeleted } : errorToast(t.articleDeleteFailed));
    }
    case "question-resolve": {
      let resolved = false;
      try {
        resolved = await resolveQuestion(input.id, user);
      } catch (error) {
        console.error("Unanswered question could not be resolved:", error);
      }
      return redirectWithToast(KNOWLEDGE, resolved ? { kind: "success", title: t.questionMarked } : errorToast(t.questionFailed));
    }
  }
}

/** The reply belongs to the form that was posted; the others start from the saved values. */
function replyFor(actionData: unknown, intent: string): FormReply["result"] | undefined {
  const result = (actionData as FormReply | undefined)?.result;
  return result?.initialValue?.intent === intent ? result : undefined;
}

export default function AiAssistantScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { tab, mode, settings, stats, articles, questions, chats, chat, loadFailed } = loaderData;
  const here = assistantAddress(PATH, tab);
  const [params] = useSearchParams();
  const editing = tab === "knowledge" ? (articles.find((a) => a.id === params.get("article")) ?? null) : null;
  const deleting = tab === "knowledge" ? (articles.find((a) => a.id === params.get("delete")) ?? null) : null;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t.title}
        description={t.lead}
        actions={
          settings ? (
            <Badge variant={settings.isActive ? "success" : "secondary"} className="h-7 px-3 text-sm" data-testid="assistant-status">
              {settings.isActive ? t.active : t.inactive}
            </Badge>
          ) : undefined
        }
      />
      <p className="-mt-3 flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300" data-testid="assistant-mode">
        <BotIcon aria-hidden="true" className="size-4 shrink-0" />
        {mode === "llm" && settings ? t.modeLlm(settings.model) : t.modeKnowledgeBase}
      </p>

      {loadFailed ? <Notice icon={TriangleAlertIcon} tone="warning" title={t.loadFailed} /> : null}
      {settings && !settings.exists ? <p className="text-sm text-amber-800 dark:text-amber-200">{t.noSettings}</p> : null}

      {stats ? (
        <section aria-label={t.stats.label} className="grid grid-cols-2 gap-4 xl:grid-cols-4">
          <StatCard label={t.stats.sessions} value={String(stats.sessions)} icon={MessagesSquareIcon} />
          <StatCard label={t.stats.leads} value={String(stats.leads)} icon={UserCheckIcon} tone="emerald" />
          <StatCard label={t.stats.active} value={String(stats.active)} icon={BotIcon} tone="violet" />
          <StatCard label={t.stats.conversion} value={stats.conversion} icon={PercentIcon} tone="amber" />
        </section>
      ) : null}

      <LinkTabs
        label={t.tabs.label}
        current={tab}
        tabs={ASSISTANT_TABS.map((key) => ({ key, label: t.tabs[key], href: assistantAddress(PATH, key) }))}
      />

      {loadFailed || !settings ? null : tab === "settings" ? (
        <div className="grid gap-6 xl:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] xl:items-start">
          <SettingsForm key={settings.version} settings={settings} lastResult={replyFor(actionData, "settings")} />
          <TryPanel />
        </div>
      ) : tab === "appearance" ? (
        <AppearanceForm key={settings.version} settings={settings} lastResult={replyFor(actionData, "appearance")} />
      ) : tab === "knowledge" ? (
        <>
          {deleting ? <DeleteConfirmation item={deleting} labels={t} closeTo={here} /> : null}
          <AddressDialog
            open={editing !== null}
            id="article-form-title"
            title={t.articleDialogTitle}
            description={t.articleDialogText}
            closeTo={here}
          >
            {editing ? (
              <ArticleForm key={editing.id} article={editing} lastResult={replyFor(actionData, "article")} closeTo={here} />
            ) : null}
          </AddressDialog>
          <ArticleList articles={articles} editHref={(id) => assistantAddress(PATH, "knowledge", { article: id })} />
          <UnansweredQuestions questions={questions} />
        </>
      ) : (
        <>
          <ChatDialog chat={chat} closeTo={here} />
          <Card className="gap-0 pb-0">
            <CardHeader className="border-b border-slate-200 pb-6 dark:border-slate-800">
              <CardTitle>
                <h2>{t.sessionsTitle}</h2>
              </CardTitle>
              <CardDescription>{t.sessionsText}</CardDescription>
            </CardHeader>
            {chats.length === 0 ? (
              <p className="px-6 py-10 text-center text-sm text-slate-600 dark:text-slate-400">{ru.adminLeads.chatsEmpty}</p>
            ) : (
              <ChatList chats={chats} viewHref={(id) => assistantAddress(PATH, "sessions", { chat: id })} />
            )}
          </Card>
        </>
      )}
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary />;
}
