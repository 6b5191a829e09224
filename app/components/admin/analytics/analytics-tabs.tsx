import { ActivityIcon, ChartColumnIcon, EyeIcon, FootprintsIcon, InboxIcon, PercentIcon, UsersIcon } from "lucide-react";

import { StatCard } from "~/components/admin/stat-card";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import * as ru from "~/i18n/ru";
import type { AnalyticsPeriod } from "~/lib/constants";
import type { ConversionRow, DayTotals, PageRow, SourceRow } from "~/server/analytics-report.server";
import type { CountryRow, DeviceRow, TabData } from "~/server/analytics-screen.server";

import { BarChart, DailyChart, formatNumber, formatShortDay } from "./charts";
import { TableCard, type Column } from "./data-table";

const t = ru.adminAnalytics;
const c = t.columns;
const percent = new Intl.NumberFormat("ru-RU", { maximumFractionDigits: 1 });

const num = <Row,>(label: string, pick: (row: Row) => number): Column<Row> => ({ label, numeric: true, cell: (row) => formatNumber(pick(row)) });

function sourceName(row: { referrerHost: string; utmSource: string }): string {
  return [row.utmSource, row.referrerHost].filter(Boolean).join(" · ") || t.direct;
}

function TrafficTab({ data, period, range }: { data: Extract<TabData, { tab: "traffic" }>; period: AnalyticsPeriod; range: { fromLabel: string; toLabel: string } }) {
  const dayColumns: Column<DayTotals>[] = [
    { label: c.day, cell: (d) => formatShortDay(d.day) },
    num(c.views, (d) => d.views),
    num(c.visitors, (d) => d.visitors),
    num(c.visits, (d) => d.visits),
  ];
  const sourceColumns: Column<SourceRow>[] = [
    { label: c.referrer, cell: (s) => s.referrerHost || t.direct },
    { label: c.utmSource, cell: (s) => s.utmSource },
    { label: c.utmMedium, cell: (s) => s.utmMedium },
    { label: c.utmCampaign, cell: (s) => s.utmCampaign },
    num(c.visits, (s) => s.visits),
    num(c.visitors, (s) => s.visitors),
  ];
  return (
    <>
      <section aria-label={t.tabs.traffic} className="grid gap-4 sm:grid-cols-3">
        <StatCard label={t.totals.views} value={formatNumber(data.totals.views)} icon={EyeIcon} />
        <StatCard label={t.totals.visitors} value={formatNumber(data.totals.visitors)} icon={UsersIcon} tone="emerald" />
        <StatCard label={t.totals.visits} value={formatNumber(data.totals.visits)} icon={FootprintsIcon} tone="violet" />
      </section>
      <TableCard
        title={t.chart.dailyTitle}
        description={`${t.chart.dailyDescription(range.fromLabel, range.toLabel)} ${t.visitorsNote}`}
        table="days"
        period={period}
        columns={dayColumns}
        rows={data.days}
        rowKey={(d) => d.day}
        chart={<DailyChart days={data.days} title={`${t.chart.dailyTitle}: ${t.chart.dailyDescription(range.fromLabel, range.toLabel)}`} />}
        collapsed
      />
      <TableCard
        title={t.sections.sources}
        table="sources"
        period={period}
        columns={sourceColumns}
        rows={data.sources}
        rowKey={(s) => [s.referrerHost, s.utmSource, s.utmMedium, s.utmCampaign].join("|")}
        chart={<BarChart title={t.sections.sources} bars={data.sources.slice(0, 8).map((s) => ({ label: sourceName(s), value: s.visits }))} />}
      />
      <TableCard
        title={t.sections.excluded}
        description={t.sections.excludedText}
        table="excluded"
        period={period}
        columns={[{ label: c.reason, cell: (e) => t.exclusions[e.reason] }, num<{ count: number }>(c.count, (e) => e.count)]}
        rows={data.excluded}
        rowKey={(e) => e.reason}
      />
    </>
  );
}

function PagesTab({ pages, period }: { pages: PageRow[]; period: AnalyticsPeriod }) {
  return (
    <TableCard
      title={t.sections.pages}
      table="pages"
      period={period}
      columns={[
        { label: c.page, cell: (p: PageRow) => p.path },
        num<PageRow>(c.views, (p) => p.views),
        num<PageRow>(c.visitors, (p) => p.visitors),
        num<PageRow>(c.entries, (p) => p.entries),
      ]}
      rows={pages}
      rowKey={(p) => p.path}
      chart={<BarChart title={t.sections.pages} bars={pages.slice(0, 10).map((p) => ({ label: p.path, value: p.views }))} />}
    />
  );
}

function AudienceTab({ data, period }: { data: Extract<TabData, { tab: "audience" }>; period: AnalyticsPeriod }) {
  const countryName = (r: CountryRow) => r.country || t.unknownCountry;
  return (
    <>
      <TableCard
        title={t.sections.devices}
        table="devices"
        period={period}
        columns={[{ label: c.device, cell: (d: DeviceRow) => t.devices[d.device] }, num<DeviceRow>(c.views, (d) => d.views), num<DeviceRow>(c.visitors, (d) => d.visitors)]}
        rows={data.devices}
        rowKey={(d) => d.device}
        chart={<BarChart title={t.sections.devices} bars={data.devices.map((d) => ({ label: t.devices[d.device], value: d.views }))} />}
      />
      <TableCard
        title={t.sections.countries}
        description={data.geo ? undefined : t.sections.countriesOff}
        table="countries"
        period={period}
        columns={[{ label: c.country, cell: countryName }, num<CountryRow>(c.views, (r) => r.views), num<CountryRow>(c.visitors, (r) => r.visitors)]}
        rows={data.countries}
        rowKey={(r) => r.country}
      />
    </>
  );
}

function conversionColumns(first: string, label: (row: ConversionRow) => string): Column<ConversionRow>[] {
  return [
    { label: first, cell: label },
    num(c.visits, (r) => r.visits),
    num(c.leads, (r) => r.leads),
    { label: c.rate, numeric: true, cell: (r) => `${percent.format(r.rate)}%` },
  ];
}

function ConversionsTab({ data, period }: { data: Extract<TabData, { tab: "conversions" }>; period: AnalyticsPeriod }) {
  const conv = data.conversions;
  const source = (r: ConversionRow) => r.key || t.direct;
  return (
    <>
      <section aria-label={t.tabs.conversions} className="grid gap-4 sm:grid-cols-3">
        <StatCard label={t.totals.visits} value={formatNumber(conv.visits)} icon={FootprintsIcon} />
        <StatCard label={t.totals.leads} value={formatNumber(conv.leads)} icon={InboxIcon} tone="emerald" />
        <StatCard
          label={t.totals.conversion}
          value={`${percent.format(conv.rate)}%`}
          hint={t.sections.shareText(conv.leads, conv.visits)}
          icon={PercentIcon}
          tone="amber"
        />
      </section>
      <TableCard
        title={t.sections.bySource}
        table="conversion-sources"
        period={period}
        columns={conversionColumns(c.source, source)}
        rows={conv.bySource}
        rowKey={(r) => r.key}
        chart={<BarChart title={t.sections.bySource} bars={conv.bySource.slice(0, 8).map((r) => ({ label: source(r), value: r.leads }))} />}
      />
      <TableCard
        title={t.sections.byCampaign}
        table="conversion-campaigns"
        period={period}
        columns={conversionColumns(c.campaign, (r) => r.key)}
        rows={conv.byCampaign}
        rowKey={(r) => r.key}
      />
      <TableCard
        title={t.sections.byLanding}
        table="conversion-pages"
        period={period}
        columns={conversionColumns(c.landing, (r) => r.key)}
        rows={conv.byLandingPage}
        rowKey={(r) => r.key}
      />
    </>
  );
}

function RealTimeTab({ data, period }: { data: Extract<TabData, { tab: "realtime" }>; period: AnalyticsPeriod }) {
  return (
    <>
      <Card>
        <CardHeader>
          <CardTitle>
            <h2>{t.sections.realtime}</h2>
          </CardTitle>
          <CardDescription>{t.sections.realtimeText}</CardDescription>
        </CardHeader>
        <CardContent className="flex items-center gap-3">
          <ActivityIcon aria-hidden="true" className="size-6 text-emerald-600 dark:text-emerald-400" />
          <p className="text-4xl font-bold tabular-nums" data-testid="realtime-visitors">
            {formatNumber(data.realtime.visitors)}
          </p>
        </CardContent>
      </Card>
      <TableCard
        title={t.sections.realtimePages}
        table="realtime"
        period={period}
        columns={[{ label: c.page, cell: (p: { path: string }) => p.path }, num(c.visitors, (p: { visitors: number }) => p.visitors)]}
        rows={data.realtime.pages}
        rowKey={(p) => p.path}
        chart={<BarChart title={t.sections.realtimePages} bars={data.realtime.pages.slice(0, 10).map((p) => ({ label: p.path, value: p.visitors }))} />}
      />
    </>
  );
}

export function AnalyticsTabContent({
  data,
  period,
  range,
}: {
  data: TabData;
  period: AnalyticsPeriod;
  range: { fromLabel: string; toLabel: string };
}) {
  switch (data.tab) {
    case "traffic":
      return <TrafficTab data={data} period={period} range={range} />;
    case "pages":
      return <PagesTab pages={data.pages} period={period} />;
    case "audience":
      return <AudienceTab data={data} period={period} />;
    case "conversions":
      return <ConversionsTab data={data} period={period} />;
    case "realtime":
      return <RealTimeTab data={data} period={period} />;
  }
}

export const EMPTY_ICON = ChartColumnIcon;
