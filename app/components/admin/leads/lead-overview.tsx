/** The leads screen's stat cards and its two tabs (leads, chat sessions), each tab an address. */
import { CheckCircle2Icon, ClockIcon, InboxIcon, MessageSquareIcon, MessagesSquareIcon, PercentIcon, SparklesIcon } from "lucide-react";
import { Link } from "react-router";

import { StatCard } from "~/components/admin/stat-card";
import * as ru from "~/i18n/ru";
import { ADMIN_SCREENS } from "~/lib/permissions";
import { cn } from "~/lib/utils";
import { leadsAddress, type LeadFilters } from "~/schemas/admin/leads";
import type { LeadStats } from "~/server/leads-admin.server";

const t = ru.adminLeads;
const PATH = ADMIN_SCREENS.leads.path;

export function LeadStatCards({ stats }: { stats: LeadStats }) {
  return (
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
  );
}

export function LeadTabs({ filters }: { filters: LeadFilters }) {
  return (
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
  );
}
