import { EyeOffIcon } from "lucide-react";

import { ItemActions } from "~/components/admin/item-actions";
import { Badge } from "~/components/ui/badge";
import { Card } from "~/components/ui/card";
import * as ru from "~/i18n/ru";
import { cn } from "~/lib/utils";

import type { AdvantageCardData } from "~/schemas/admin/advantages";

const t = ru.adminAdvantages;

type Props = {
  advantage: AdvantageCardData;
  /** Where the card stands in the list; null: the role may not change advantages. */
  actions: { first: boolean; last: boolean } | null;
};

/** An advantage's card: title, category, description, emoji icon and the optional stat. */
export function AdvantageCard({ advantage, actions }: Props) {
  return (
    <li data-testid="admin-advantage" data-id={advantage.id} className="flex">
      <Card className={cn("w-full gap-4 py-5", !advantage.isVisible && "border-dashed bg-slate-50 dark:bg-slate-900/60")}>
        <div className="flex items-start justify-between gap-3 px-5">
          <span
            aria-hidden="true"
            className={cn(
              "grid size-11 shrink-0 place-items-center rounded-xl bg-indigo-50 text-2xl dark:bg-indigo-950",
              !advantage.isVisible && "opacity-60",
            )}
          >
            {advantage.icon}
          </span>
          {advantage.stat ? (
            <p className="min-w-0 text-right" data-testid="admin-advantage-stat">
              <span className="block text-2xl font-bold tracking-tight text-indigo-700 dark:text-indigo-300">
                {advantage.stat.value}
              </span>
              <span className="block text-xs text-slate-600 dark:text-slate-400">{advantage.stat.label}</span>
            </p>
          ) : null}
        </div>
        <div className="flex flex-1 flex-col gap-2 px-5 text-sm">
          <div className="flex flex-wrap items-center gap-1.5">
            {advantage.category ? <Badge variant="secondary">{advantage.category}</Badge> : null}
            {!advantage.isVisible ? (
              <Badge variant="outline">
                <EyeOffIcon aria-hidden="true" />
                {t.hiddenBadge}
              </Badge>
            ) : null}
          </div>
          <h3 className="text-base font-semibold break-words">{advantage.title}</h3>
          {advantage.description ? (
            <p className="line-clamp-4 text-slate-600 dark:text-slate-400">{advantage.description}</p>
          ) : null}
        </div>
        {actions ? (
          <div className="border-t border-slate-200 px-5 pt-4 dark:border-slate-800">
            <ItemActions item={advantage} first={actions.first} last={actions.last} labels={t} />
          </div>
        ) : null}
      </Card>
    </li>
  );
}
