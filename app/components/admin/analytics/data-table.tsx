import { DownloadIcon } from "lucide-react";
import type { ReactNode } from "react";

import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import * as ru from "~/i18n/ru";
import { ADMIN_SCREENS } from "~/lib/permissions";
import { cn } from "~/lib/utils";
import type { AnalyticsTable } from "~/schemas/admin/analytics";
import type { AnalyticsPeriod } from "~/lib/constants";

const t = ru.adminAnalytics;

export type Column<Row> = { label: string; cell: (row: Row) => ReactNode; numeric?: boolean };

export function csvHref(table: AnalyticsTable, period: AnalyticsPeriod): string {
  return `${ADMIN_SCREENS.analytics.resources.export.path}?${new URLSearchParams({ table, period })}`;
}

/** A card with a title, its CSV download, an optional chart and the table itself. */
export function TableCard<Row>({
  title,
  description,
  table,
  period,
  columns,
  rows,
  rowKey,
  chart,
  collapsed,
}: {
  title: string;
  description?: string;
  table: AnalyticsTable;
  period: AnalyticsPeriod;
  columns: Column<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  chart?: ReactNode;
  /** The table only on request (a chart of many days): a <details> that opens without JavaScript. */
  collapsed?: boolean;
}) {
  const id = `analytics-${table}`;
  const body =
    rows.length === 0 ? (
      <p className="text-sm text-slate-600 dark:text-slate-400">{t.noRows}</p>
    ) : (
      // A wide table scrolls sideways on a phone: the keyboard must be able to reach and scroll it.
      <div
        tabIndex={0}
        role="region"
        aria-labelledby={id}
        className="relative w-full overflow-x-auto rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-primary/40"
      >
        <table aria-labelledby={id} className="w-full caption-bottom text-sm">
        <TableHeader>
          <TableRow>
            {columns.map((column) => (
              <TableHead key={column.label} scope="col" className={cn(column.numeric && "text-right")}>
                {column.label}
              </TableHead>
            ))}
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={rowKey(row)}>
              {columns.map((column, i) => (
                <TableCell key={column.label} className={cn(column.numeric && "text-right tabular-nums", i === 0 && "max-w-64 truncate")}>
                  {column.cell(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
        </table>
      </div>
    );
  return (
    <Card data-testid={id}>
      <CardHeader className="flex flex-row items-start justify-between gap-3">
        <div className="min-w-0">
          <CardTitle>
            <h2 id={id}>{title}</h2>
          </CardTitle>
          {description ? <CardDescription className="mt-1">{description}</CardDescription> : null}
        </div>
        <Button asChild variant="outline" size="sm">
          <a href={csvHref(table, period)} download aria-label={t.exportLabel(title)}>
            <DownloadIcon aria-hidden="true" />
            {t.exportCsv}
          </a>
        </Button>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {chart}
        {collapsed && rows.length > 0 ? (
          <details className="group">
            <summary className="cursor-pointer text-sm font-medium text-indigo-700 hover:underline dark:text-indigo-300">{t.chart.tableToggle}</summary>
            <div className="mt-3">{body}</div>
          </details>
        ) : (
          body
        )}
      </CardContent>
    </Card>
  );
}
