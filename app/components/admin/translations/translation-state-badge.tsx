import { Badge } from "~/components/ui/badge";
import * as ru from "~/i18n/ru";
import type { FieldState } from "~/lib/translatable";

const t = ru.adminTranslations;

const TONES: Record<FieldState, string> = {
  missing: "border-transparent bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100",
  draft: "border-transparent bg-indigo-100 text-indigo-900 dark:bg-indigo-900/60 dark:text-indigo-100",
  reviewed: "border-transparent bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100",
  outdated: "border-transparent bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100",
};

/**
 * A translated field's state, in words (ADR 0070 names them), its meaning on hover; with `count`,
 * how many fields are in it (`Проверено: 8`, the translations overview, ADR 0076).
 */
export function TranslationStateBadge({ state, count }: { state: FieldState; count?: number }) {
  return (
    <Badge data-testid="translation-state" data-state={state} className={TONES[state]} title={t.stateHints[state]}>
      {count === undefined ? t.states[state] : `${t.states[state]}: ${count}`}
    </Badge>
  );
}
