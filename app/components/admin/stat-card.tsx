import type { LucideIcon } from "lucide-react";

import { Card, CardContent } from "~/components/ui/card";
import { cn } from "~/lib/utils";

type Props = {
  label: string;
  value: string;
  hint?: string;
  icon: LucideIcon;
  tone?: "indigo" | "emerald" | "amber" | "violet" | "slate";
  className?: string;
};

const TONES = {
  indigo: "bg-indigo-100 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300",
  emerald: "bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-300",
  amber: "bg-amber-100 text-amber-700 dark:bg-amber-950 dark:text-amber-300",
  violet: "bg-violet-100 text-violet-700 dark:bg-violet-950 dark:text-violet-300",
  slate: "bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300",
} as const;

export function StatCard({ label, value, hint, icon: Icon, tone = "indigo", className }: Props) {
  return (
    <Card data-slot="stat-card" className={cn("gap-0 py-4 sm:py-5", className)}>
      <CardContent className="flex items-start justify-between gap-3 px-4 sm:px-5">
        <div className="min-w-0">
          <p className="hyphens-auto text-sm font-medium text-slate-600 dark:text-slate-400" lang="ru">
            {label}
          </p>
          <p className="mt-1.5 text-2xl font-bold tabular-nums tracking-tight" data-testid="stat-value">
            {value}
          </p>
          {hint ? <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">{hint}</p> : null}
        </div>
        <span className={cn("hidden size-10 shrink-0 items-center justify-center rounded-lg sm:flex", TONES[tone])}>
          <Icon aria-hidden="true" className="size-5" />
        </span>
      </CardContent>
    </Card>
  );
}
