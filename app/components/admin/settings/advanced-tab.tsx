/** The settings screen's advanced tab (ADR 0055). */
import { ChartLineIcon, DownloadIcon, HistoryIcon, MailIcon, TriangleAlertIcon, WrenchIcon } from "lucide-react";
import { Link } from "react-router";

import { FormCard } from "~/components/admin/form-card";
import { IntentButton } from "~/components/admin/item-actions";
import { Notice } from "~/components/admin/notice";
import { Pager } from "~/components/admin/pager";
import { SettingSwitch } from "~/components/admin/settings/setting-switch";
import { SettingsTabHeader } from "~/components/admin/settings/settings-tab-header";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import * as ru from "~/i18n/ru";
import { SETTINGS_TAB_PATHS } from "~/lib/settings-tabs";
import { SUBSCRIBERS_PAGE_SIZE, type AdvancedTabData } from "~/schemas/admin/settings-advanced";

const t = ru.adminSettings;
const a = t.advanced;

type Props = {
  data: { loadFailed: true } | ({ loadFailed: false } & AdvancedTabData);
  actionData: unknown;
};

export function AdvancedTab({ data }: Props) {
  return (
    <>
      <SettingsTabHeader title={t.tabs.advanced} description={a.lead} />
      {data.loadFailed ? <Notice icon={TriangleAlertIcon} tone="warning" title={t.loadFailed} /> : <AdvancedCards data={data} />}
    </>
  );
}

function AdvancedCards({ data }: { data: AdvancedTabData }) {
  const { subscribers, links } = data;
  // The server's own off outranks the switch: the switch then changes nothing until it is lifted.
  const countingNotice = data.countingOffOnServer ? a.countingServerOffNotice : data.counting ? null : a.countingOffNotice;
  return (
    <>
      <FormCard icon={WrenchIcon} title={a.maintenanceTitle} description={a.maintenanceLead}>
        <SettingSwitch
          intent="maintenance"
          label={a.maintenanceSwitch}
          checked={data.maintenance}
          description={data.maintenance ? <strong className="font-medium text-amber-800 dark:text-amber-300">{a.maintenanceOnNotice}</strong> : undefined}
        />
      </FormCard>

      <FormCard icon={ChartLineIcon} title={a.countingTitle} description={a.countingLead}>
        <SettingSwitch
          intent="counting"
          label={a.countingSwitch}
          checked={data.counting}
          description={countingNotice ? <strong className="font-medium text-amber-800 dark:text-amber-300">{countingNotice}</strong> : undefined}
        />
      </FormCard>

      <FormCard icon={DownloadIcon} title={a.exportTitle} description={a.exportLead}>
        <div className="flex flex-wrap gap-2">
          {links.leadsExport ? (
            <Button asChild variant="outline">
              <a href={links.leadsExport} download>
                <DownloadIcon aria-hidden="true" />
                {a.exportLeads}
              </a>
            </Button>
          ) : null}
          <Button asChild variant="outline">
            <a href={links.subscribersExport} download>
              <DownloadIcon aria-hidden="true" />
              {a.exportSubscribers}
            </a>
          </Button>
        </div>
      </FormCard>

      <FormCard icon={MailIcon} title={a.subscribersTitle} description={a.subscribersLead} contentClassName="px-0">
        <p className="px-6 pb-3 text-sm text-slate-700 dark:text-slate-300">{a.subscribersCount(subscribers.active, subscribers.unsubscribed)}</p>
        {subscribers.total === 0 ? (
          <p className="px-6 pb-2 text-sm text-slate-600 dark:text-slate-400">{a.subscribersEmpty}</p>
        ) : (
          <>
            <ul className="divide-y divide-slate-200 border-t border-slate-200 dark:divide-slate-800 dark:border-slate-800" aria-label={a.subscribersTitle}>
              {subscribers.rows.map((row) => (
                <li key={row.id} className="flex flex-col gap-2 px-6 py-3 text-sm sm:flex-row sm:items-center sm:justify-between">
                  <div className="min-w-0">
                    <p className="truncate font-medium">{row.email}</p>
                    <p className="text-slate-600 dark:text-slate-400">
                      <span className="sr-only">{a.colSubscribed}: </span>
                      {row.subscribedLabel}
                    </p>
                  </div>
                  <div className="flex shrink-0 items-center gap-2">
                    {row.unsubscribedLabel ? (
                      <Badge variant="secondary">{a.statusUnsubscribed(row.unsubscribedLabel)}</Badge>
                    ) : (
                      <>
                        <Badge variant="success">{a.statusActive}</Badge>
                        <IntentButton intent="unsubscribe" id={row.id} variant="outline" size="sm" aria-label={a.unsubscribeOf(row.email)}>
                          {a.unsubscribe}
                        </IntentButton>
                      </>
                    )}
                  </div>
                </li>
              ))}
            </ul>
            <Pager
              page={subscribers.page}
              pages={subscribers.pages}
              total={subscribers.total}
              pageSize={SUBSCRIBERS_PAGE_SIZE}
              href={(page) => (page === 1 ? SETTINGS_TAB_PATHS.advanced : `${SETTINGS_TAB_PATHS.advanced}?page=${page}`)}
            />
          </>
        )}
      </FormCard>

      <FormCard icon={HistoryIcon} title={a.auditTitle} description={a.auditLead}>
        <Button asChild variant="outline">
          <Link to={links.audit}>
            <HistoryIcon aria-hidden="true" />
            {a.auditOpen}
          </Link>
        </Button>
      </FormCard>
    </>
  );
}
