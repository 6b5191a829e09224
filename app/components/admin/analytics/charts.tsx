/**
 * The analytics screen's charts: SVG drawn on the server, readable without JavaScript. Each chart is
 * an image to screen readers (its title) and is followed by the same figures as a table, in a
 * <details> the chart's own users can open too.
 */
import * as ru from "~/i18n/ru";
import { cn } from "~/lib/utils";

const t = ru.adminAnalytics;
const number = new Intl.NumberFormat("ru-RU");
const shortDay = new Intl.DateTimeFormat("ru-RU", { day: "numeric", month: "short", timeZone: "UTC" });

/** '5 мар.' for a company day ('2026-03-05'). */
export function formatShortDay(day: string): string {
  return shortDay.format(new Date(`${day}T12:00:00Z`));
}

export function formatNumber(n: number): string {
  return number.format(n);
}

type Series = { day: string; views: number; visitors: number; visits: number };

const HEIGHT = 160;

/** Views per day as bars, visitors per day as a line; the day axis is labelled at both ends. */
export function DailyChart({ days, title }: { days: readonly Series[]; title: string }) {
  const max = Math.max(1, ...days.map((d) => d.views));
  const width = Math.max(days.length, 1) * 10;
  const barWidth = days.length > 60 ? 10 : 7;
  const y = (value: number) => HEIGHT - (value / max) * (HEIGHT - 8);
  const line = days.map((d, i) => `${i * 10 + 5},${y(d.visitors).toFixed(1)}`).join(" ");
  return (
    <figure className="flex flex-col gap-2" data-testid="daily-chart">
      <div className="flex items-baseline justify-between text-xs text-slate-600 dark:text-slate-400">
        <span className="flex items-center gap-3">
          <span className="inline-flex items-center gap-1">
            <span aria-hidden="true" className="inline-block size-2.5 rounded-sm bg-indigo-500 dark:bg-indigo-400" />
            {t.totals.views}
          </span>
          <span className="inline-flex items-center gap-1">
            <span aria-hidden="true" className="inline-block h-0.5 w-3 bg-emerald-600 dark:bg-emerald-400" />
            {t.totals.visitors}
          </span>
        </span>
        <span className="tabular-nums">max {formatNumber(max)}</span>
      </div>
      <svg
        role="img"
        aria-label={title}
        viewBox={`0 0 ${width} ${HEIGHT}`}
        preserveAspectRatio="none"
        className="h-40 w-full overflow-visible rounded-md bg-slate-50 dark:bg-slate-900"
      >
        {days.map((d, i) => (
          <rect
            key={d.day}
            x={i * 10 + (10 - barWidth) / 2}
            y={y(d.views)}
            width={barWidth}
            height={HEIGHT - y(d.views)}
            className="fill-indigo-500 dark:fill-indigo-400"
          >
            <title>{`${formatShortDay(d.day)}: ${formatNumber(d.views)}`}</title>
          </rect>
        ))}
        <polyline
          points={line}
          fill="none"
          strokeWidth={2}
          vectorEffect="non-scaling-stroke"
          className="stroke-emerald-600 dark:stroke-emerald-400"
        />
      </svg>
      {days.length > 0 ? (
        <figcaption className="flex justify-between text-xs text-slate-600 tabular-nums dark:text-slate-400">
          <span>{formatShortDay(days[0]!.day)}</span>
          <span>{formatShortDay(days[days.length - 1]!.day)}</span>
        </figcaption>
      ) : null}
    </figure>
  );
}

export type Bar = { label: string; value: number };

/** Horizontal bars, one per row, longest first as given; each bar is an SVG scaled to the largest value. */
export function BarChart({ bars, title, className }: { bars: readonly Bar[]; title: string; className?: string }) {
  const max = Math.max(1, ...bars.map((b) => b.value));
  return (
    <figure role="img" aria-label={title} className={cn("flex flex-col gap-2", className)} data-testid="bar-chart">
      {bars.map((bar) => (
        <div key={bar.label} aria-hidden="true" className="grid grid-cols-[minmax(0,9rem)_1fr_auto] items-center gap-2 text-sm sm:grid-cols-[minmax(0,14rem)_1fr_auto]">
          <span className="truncate text-slate-700 dark:text-slate-300" title={bar.label}>
            {bar.label}
          </span>
          <svg viewBox="0 0 100 8" preserveAspectRatio="none" className="h-2.5 w-full rounded-sm bg-slate-100 dark:bg-slate-800">
            <rect x={0} y={0} height={8} width={(bar.value / max) * 100} className="fill-indigo-500 dark:fill-indigo-400" />
          </svg>
          <span className="text-right text-slate-700 tabular-nums dark:text-slate-300">{formatNumber(bar.value)}</span>
        </div>
      ))}
    </figure>
  );
}
