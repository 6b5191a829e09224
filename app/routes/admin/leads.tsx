import { DownloadIcon, RefreshCwIcon, TriangleAlertIcon } from "lucide-react";
import { data, Link, redirect } from "react-router";

import { AddressDialog } from "~/components/admin/address-dialog";
import { ChatDialog, ChatList } from "~/components/admin/chats/chat-list";
import { LeadFiltersForm } from "~/components/admin/leads/filters";
import { LeadDetail } from "~/components/admin/leads/lead-detail";
import { LeadList } from "~/components/admin/leads/lead-list";
import { LeadStatCards, LeadTabs } from "~/components/admin/leads/lead-overview";
import { useLiveRefresh } from "~/components/admin/leads/use-live-refresh";
import { adminMeta } from "~/components/admin/meta";
import { Notice } from "~/components/admin/notice";
import { PageHeader } from "~/components/admin/page-header";
import { Pager } from "~/components/admin/pager";
import { AdminRouteErrorBoundary } from "~/components/admin/route-error-boundary";
import { buttonVariants } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import * as ru from "~/i18n/ru";
import { ADMIN_SCREENS } from "~/lib/permissions";
import type { FormReply } from "~/schemas/admin/form-reply";
import { isNarrowed, leadActionSchema, leadsAddress, LEADS_PAGE_SIZE, parseLeadFilters, type LeadFilters } from "~/schemas/admin/leads";
import { invalidForm, parseAdminForm } from "~/server/admin-form.server";
import { leadStats, setLeadPotentialValue, setLeadStatus } from "~/server/leads-admin.server";
import { isRowId, loadLeadsScreen } from "~/server/leads-screen.server";
import { requireScreen, userCan } from "~/server/permissions.server";
import { redirectAfterWrite, redirectWithError } from "~/server/toast.server";

import type { Route } from "./+types/leads";

const t = ru.adminLeads;
const PATH = ADMIN_SCREENS.leads.path;
const EXPORT_PATH = ADMIN_SCREENS.leads.resources.export.path;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(t.title, PATH, matches);

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireScreen(request, "leads");
  const params = new URL(request.url).searchParams;
  const filters = parseLeadFilters(params);
  // One address per view: a GET form's empty selects (status=&source=&language=) or values the
  // screen does not know are dropped, so links, the refresh button and the export all see the same query.
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
  try {
    return { stats, canExport, loadFailed: false, ...(await loadLeadsScreen(filters, dialogs, stats?.total ?? null)) };
  } catch (error) {
    console.error(filters.tab === "chats" ? "Chat sessions could not be loaded:" : "Leads could not be loaded:", error);
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
  const back = leadsAddress(PATH, filters, isRowId(lead) ? { lead } : {});
  if (submission.status !== "success") {
    if (submission.payload.intent === "status") return redirectWithError(back, t.statusFailed);
    return invalidForm(submission);
  }
  const input = submission.value;
  if (input.intent === "status") {
    return redirectAfterWrite(back, () => setLeadStatus(input.id, input.status, user), {
      success: t.statusChanged,
      failure: t.statusFailed,
      what: "Lead status could not be changed",
    });
  }
  return redirectAfterWrite(back, () => setLeadPotentialValue(input.id, input.potentialValue, user), {
    success: t.valueSaved,
    failure: t.valueFailed,
    what: "Lead potential value could not be saved",
  });
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

      {stats ? <LeadStatCards stats={stats} /> : null}

      <LeadTabs filters={filters} />

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
              {isNarrowed(filters) ? t.emptyFiltered : t.empty}
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
