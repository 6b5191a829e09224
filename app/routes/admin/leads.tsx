import {
  CheckCircle2Icon,
  ClockIcon,
  DownloadIcon,
  InboxIcon,
  MessageSquareIcon,
  MessagesSquareIcon,
  PercentIcon,
  RefreshCwIcon,
  SparklesIcon,
  TriangleAlertIcon,
} from "lucide-react";
import { useEffect } from "react";
import { data, Link, redirect, useNavigation, useRevalidator } from "react-router";

import { AddressDialog } from "~/components/admin/address-dialog";
import { ChatDialog, ChatList } from "~/components/admin/chats/chat-list";
import { LeadFiltersForm } from "~/components/admin/leads/filters";
import { LeadDetail } from "~/components/admin/leads/lead-detail";
import { LeadList } from "~/components/admin/leads/lead-list";
import { adminMeta } from "~/components/admin/meta";
import { Notice } from "~/components/admin/notice";
import { PageHeader } from "~/components/admin/page-header";
import { Pager } from "~/components/admin/pager";
import { AdminRouteErrorBoundary } from "~/components/admin/route-error-boundary";
import { StatCard } from "~/components/admin/stat-card";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import * as ru from "~/i18n/ru";
import { formatActivityDate } from "~/lib/dates";
import { ADMIN_SCREENS } from "~/lib/permissions";
import { cn } from "~/lib/utils";
import type { FormReply } from "~/schemas/admin/form-reply";
import { leadActionSchema, leadsAddress, LEADS_PAGE_SIZE, parseLeadFilters, type LeadFilters } from "~/schemas/admin/leads";
import type { AdminLead, LeadDetailView } from "~/schemas/admin/leads";
import { invalidForm, parseAdminForm } from "~/server/admin-form.server";
import { formatConsentMoment, readLeadConsent } from "~/server/consent.server";
import {
  adminChat,
  chatTranscript,
  getChat,
  getLeadDetail,
  leadAttribution,
  leadStats,
  listChatsPage,
  listLeadsPage,
  setLeadPotentialValue,
  setLeadStatus,
  type LeadRow,
} from "~/server/leads-admin.server";
import { requireScreen, userCan } from "~/server/permissions.server";
import { redirectWithToast } from "~/server/toast.server";

import type { Route } from "./+types/leads";

const t = ru.adminLeads;
const PATH = ADMIN_SCREENS.leads.path;
const EXPORT_PATH = `${PATH}/export.csv`;
/** How often an open, visible screen asks the server for new leads. */
const REFRESH_MS = 30_000;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(t.title, PATH, matches);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function toAdminLead(row: LeadRow): AdminLead {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    email: row.email,
    company: row.company,
    source: row.source,
    status: row.status,
    message: row.message,
    potentialValue: row.potentialValue,
    attribution: leadAttribution(row),
    createdAtLabel: formatActivityDate(row.createdAt),
    updatedAtLabel: formatActivityDate(row.updatedAt),
  };
}

async function loadDetail(id: string | null): Promise<LeadDetailView | null> {
  if (!id || !UUID.test(id)) return null;
  const detail = await getLeadDetail(id);
  if (!detail) return null;
  const consent = await readLeadConsent(detail.lead);
  return {
    lead: toAdminLead(detail.lead),
    consent: consent && { momentLabel: formatConsentMoment(consent.at), text: consent.text },
    duplicates: detail.duplicates.map((d) => ({
      id: d.id,
      name: d.name,
      phone: d.phone,
      status: d.status,
      createdAtLabel: formatActivityDate(d.createdAt),
    })),
    chat: detail.chat ? chatTranscript(detail.chat) : null,
  };
}

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireScreen(request, "leads");
  const params = new URL(request.url).searchParams;
  const filters = parseLeadFilters(params);
  // One address per view: a GET form's empty selects (status=&source=) or values the screen does
  // not know are dropped, so links, the refresh button and the export all see the same query.
  const dialogs = { lead: params.get("lead") ?? undefined, chat: params.get("chat") ?? undefined };
  const canonical = leadsAddress(PATH, filters, dialogs);
  const wanted = [...new URL(canonical, request.url).searchParams];
  const given = [...params];
  if (wanted.length !== given.length || wanted.some(([k, v], i) => given[i]?.[0] !== k || given[i]?.[1] !== v)) {
    throw redirect(canonical);
  }
  const canExport = userCan(user, "leads.export");
  const stats = await leadStats().catch((error: unknown) => {
    console.error("Lead stats could not be loaded:", error);
    return null;
  });
  if (filters.tab === "chats") {
    try {
      const page = await listChatsPage(filters);
      const chatId = params.get("chat");
      const chat = chatId && UUID.test(chatId) ? await getChat(chatId) : null;
      return {
        filters: { ...filters, page: page.page },
        stats,
        canExport,
        // The export on this tab: every lead, as the stat cards count them.
        leadTotal: stats?.total ?? null,
        leads: null,
        chats: { ...page, rows: page.rows.map(adminChat) },
        detail: null,
        chat: chat ? chatTranscript(chat) : null,
        loadFailed: false,
      };
    } catch (error) {
      console.error("Chat sessions could not be loaded:", error);
      return data(
        { filters, stats, canExport, leadTotal: null, leads: null, chats: null, detail: null, chat: null, loadFailed: true },
        { status: 500 },
      );
    }
  }
  try {
    const [page, detail] = await Promise.all([listLeadsPage(filters), loadDetail(params.get("lead"))]);
    return {
      filters: { ...filters, page: page.page },
      stats,
      canExport,
      leadTotal: page.total,
      leads: { ...page, rows: page.rows.map(toAdminLead) },
      chats: null,
      detail,
      chat: null,
      loadFailed: false,
    };
  } catch (error) {
    console.error("Leads could not be loaded:", error);
    return data(
      { filters, stats, canExport, leadTotal: null, leads: null, chats: null, detail: null, chat: null, loadFailed: true },
      { status: 500 },
    );
  }
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireScreen(request, "leads", "edit");
  const submission = await parseAdminForm(request, leadActionSchema);
  const url = new URL(request.url);
  const filters: LeadFilters = parseLeadFilters(url.searchParams);
  const lead = url.searchParams.get("lead");
  // Back to the list as it was filtered, with the lead's dialog still open when it was.
  const back = leadsAddress(PATH, filters, lead && UUID.test(lead) ? { lead } : {});
  if (submission.status !== "success") {
    if (submission.payload.intent === "status") {
      return redirectWithToast(back, { kind: "error", title: ru.toast.errorTitle, description: t.statusFailed });
    }
    return invalidForm(submission);
  }
  const input = submission.value;
  if (input.intent === "status") {
    let saved = false;
    try {
      saved = await setLeadStatus(input.id, input.status, user);
    } catch (error) {
      console.error("Lead status could not be changed:", error);
    }
    return redirectWithToast(
      back,
      saved ? { kind: "success", title: t.statusChanged } : { kind: "error", title: ru.toast.errorTitle, description: t.statusFailed },
    );
  }
  let saved = false;
  try {
    saved = await setLeadPotentialValue(input.id, input.potentialValue, user);
  } catch (error) {
    console.error("Lead potential value could not be saved:", error);
  }
  return redirectWithToast(
    back,
    saved ? { kind: "success", title: t.valueSaved } : { kind: "error", title: ru.toast.errorTitle, description: t.valueFailed },
  );
}

/**
 * "A new lead appears without a manual reload": while the tab is visible and nothing is being
 * typed or sent, the page asks its loader again every REFRESH_MS (issue 10 point 15).
 */
function useLiveRefresh(enabled: boolean) {
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const idle = navigation.state === "idle" && revalidator.state === "idle";
  useEffect(() => {
    if (!enabled || !idle) return;
    const timer = window.setInterval(() => {
      if (document.visibilityState === "visible") void revalidator.revalidate();
    }, REFRESH_MS);
    return () => window.clearInterval(timer);
  }, [enabled, idle, revalidator]);
}

export default function LeadsScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { filters, stats, canExport, leadTotal, leads, chats, detail, chat, loadFailed } = loaderData;
  const here = leadsAddress(PATH, filters);
  const chatsTab = filters.tab === "chats";
  // No refresh while a dialog is open: the potential value may be half typed.
  useLiveRefresh(!detail && !chat);

  const reply = (actionData as FormReply | undefined)?.result;
  const valueError = reply?.error?.potentialValue?.[0] ?? null;
  const typedValue =
    reply?.initialValue && typeof reply.initialValue.potentialValue === "string" ? reply.initialValue.potentialValue : null;

  // The lead filters only: the chats tab's search is not a lead filter.
  const exportHref = chatsTab ? EXPORT_PATH : `${EXPORT_PATH}${here.slice(PATH.length)}`;
  const detailBody = detail ? (
    <LeadDetail
      key={detail.lead.id}
      detail={detail}
      valueError={valueError}
      typedValue={typedValue}
      duplicateHref={(id) => leadsAddress(PATH, filters, { lead: id })}
    />
  ) : null;

  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t.title}
        description={t.lead}
        actions={
          <>
            <Link to={here} className={buttonVariants({ variant: "outline" })}>
              <RefreshCwIcon aria-hidden="true" />
              {t.refresh}
            </Link>
            {canExport && leadTotal !== null ? (
              <a href={exportHref} download className={buttonVariants()} data-testid="leads-export">
                <DownloadIcon aria-hidden="true" />
                {t.export(leadTotal)}
              </a>
            ) : null}
          </>
        }
      />

      {stats ? (
        <section aria-label={t.title} className="grid grid-cols-2 gap-4 md:grid-cols-3 xl:grid-cols-5">
          <StatCard label={t.stats.fresh} value={String(stats.fresh)} icon={SparklesIcon} tone="amber" />
          <StatCard label={t.stats.inProgress} value={String(stats.inProgress)} icon={ClockIcon} tone="indigo" />
          <StatCard label={t.stats.completed} value={String(stats.completed)} icon={CheckCircle2Icon} tone="emerald" />
          <StatCard label={t.stats.dialogs} value={String(stats.dialogs)} icon={MessagesSquareIcon} tone="violet" />
          <StatCard
            label={t.stats.conversion}
            value={stats.conversion}
            icon={PercentIcon}
            tone="slate"
            className="col-span-2 md:col-span-1"
          />
        </section>
      ) : null}

      <nav aria-label={t.tabs.label} className="flex gap-1 self-start rounded-lg bg-slate-100 p-1 dark:bg-slate-800">
        {(["leads", "chats"] as const).map((tab) => (
          <Link
            key={tab}
            to={leadsAddress(PATH, { ...filters, q: "" }, { tab })}
            aria-current={filters.tab === tab ? "page" : undefined}
            className={cn(
              "inline-flex items-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-slate-50",
              filters.tab === tab && "bg-white text-slate-900 shadow-sm dark:bg-slate-950 dark:text-slate-50",
            )}
          >
            {tab === "leads" ? (
              <InboxIcon aria-hidden="true" className="size-4" />
            ) : (
              <MessageSquareIcon aria-hidden="true" className="size-4" />
            )}
            {t.tabs[tab]}
          </Link>
        ))}
      </nav>

      <AddressDialog
        open={detail !== null}
        id="lead-detail-title"
        title={detail ? `${t.detailTitle}: ${detail.lead.name}` : t.detailTitle}
        description={detail ? t.detailText(detail.lead.createdAtLabel) : ""}
        closeTo={here}
        closeLabel={t.close}
      >
        {detailBody}
      </AddressDialog>
      <ChatDialog chat={chat} closeTo={here} />

      <Card className="gap-0 py-0">
        <div className="border-b border-slate-200 p-4 sm:px-6 dark:border-slate-800">
          <LeadFiltersForm key={here} filters={filters} path={PATH} />
        </div>
        {loadFailed ? (
          <div className="p-4 sm:p-6">
            <Notice icon={TriangleAlertIcon} tone="warning" title={chatsTab ? t.chatsFailed : t.loadFailed} />
          </div>
        ) : chatsTab && chats ? (
          chats.total === 0 ? (
            <p className="px-6 py-10 text-center text-sm text-slate-600 dark:text-slate-400">
              {filters.q ? t.chatsEmptyFiltered : t.chatsEmpty}
            </p>
          ) : (
            <>
              <ChatList chats={chats.rows} viewHref={(id) => leadsAddress(PATH, filters, { chat: id })} />
              <Pager
                page={chats.page}
                pages={chats.pages}
                total={chats.total}
                pageSize={LEADS_PAGE_SIZE}
                href={(p) => leadsAddress(PATH, filters, { page: String(p) })}
              />
            </>
          )
        ) : leads ? (
          leads.total === 0 ? (
            <p className="px-6 py-10 text-center text-sm text-slate-600 dark:text-slate-400">
              {filters.q || filters.status || filters.source ? t.emptyFiltered : t.empty}
            </p>
          ) : (
            <>
              <LeadList leads={leads.rows} detailHref={(id) => leadsAddress(PATH, filters, { lead: id })} />
              <Pager
                page={leads.page}
                pages={leads.pages}
                total={leads.total}
                pageSize={LEADS_PAGE_SIZE}
                href={(p) => leadsAddress(PATH, filters, { page: String(p) })}
              />
            </>
          )
        ) : null}
      </Card>
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary />;
}
