/**
 * The translations overview of the languages tab (issue 24 point 9, ADR 0076): per language how many
 * fields are reviewed, AI drafts, outdated and missing, then each screen's items with their counts and
 * a link to the item's translation editor. Server-rendered links only: it works without JavaScript.
 */
import { Link } from "react-router";

import { TranslationStateBadge } from "~/components/admin/translations/translation-state-badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import * as ru from "~/i18n/ru";
import { LANGUAGE_ISO } from "~/lib/languages";
import type { FieldState } from "~/lib/translatable";
import type { LanguageOverview, StateCounts } from "~/lib/translation-overview";

const t = ru.adminTranslationOverview;
const names = ru.adminTranslations.languages;

/** The order the states are read in: what is done first, what is left last. */
const STATES: readonly FieldState[] = ["reviewed", "draft", "outdated", "missing"];

const sum = (counts: StateCounts) => STATES.reduce((total, state) => total + counts[state], 0);

export function TranslationOverview({ overview }: { overview: LanguageOverview[] }) {
  const empty = overview.every((language) => language.screens.every((screen) => screen.items.length === 0));
  return (
    <Card data-testid="translation-overview">
      <CardHeader>
        <CardTitle>
          <h3>{t.title}</h3>
        </CardTitle>
        <CardDescription>{t.lead}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-8">
        {empty ? (
          <div className="rounded-lg border border-dashed border-slate-300 p-6 text-center dark:border-slate-700">
            <p className="font-medium">{t.empty}</p>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{t.emptyText}</p>
          </div>
        ) : (
          overview.map((language) => <LanguageSection key={language.language} overview={language} />)
        )}
      </CardContent>
    </Card>
  );
}

function LanguageSection({ overview }: { overview: LanguageOverview }) {
  const name = names[overview.language];
  const headingId = `translation-overview-${overview.language}`;
  return (
    <section aria-labelledby={headingId} data-language={overview.language} className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h4 id={headingId} lang={LANGUAGE_ISO[overview.language]} className="text-base font-semibold">
          {name}
        </h4>
        <p className="text-sm text-slate-600 dark:text-slate-400">{t.fields(sum(overview.totals))}</p>
      </div>
      <dl className="grid grid-cols-2 gap-2 sm:grid-cols-4" data-testid="translation-totals">
        {STATES.map((state) => (
          <div key={state} data-state={state} className="rounded-lg border border-slate-200 px-3 py-2 dark:border-slate-800">
            <dt className="text-xs text-slate-600 dark:text-slate-400">{ru.adminTranslations.states[state]}</dt>
            <dd className="text-xl font-semibold tabular-nums">{overview.totals[state]}</dd>
          </div>
        ))}
      </dl>
      {overview.screens.map((screen) => (
        <div key={screen.screen} className="flex min-w-0 flex-col gap-2" data-screen={screen.screen}>
          <h5 className="text-sm font-semibold text-slate-700 dark:text-slate-300">{screen.name}</h5>
          {screen.items.length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">{t.screenEmpty}</p>
          ) : (
            <ul aria-label={t.itemsLabel(screen.name, name)} className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
              {screen.items.map((item) => (
                <li key={item.id} data-testid="translation-overview-item" className="flex flex-col gap-2 px-3 py-2.5 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
                  {/* Both languages list the same titles: the link names its language too. */}
                  <Link
                    to={item.href}
                    aria-label={t.openLabel(item.title, name)}
                    className="min-w-0 font-medium break-words text-primary underline-offset-2 hover:underline dark:text-indigo-300"
                  >
                    {item.title}
                  </Link>
                  <span className="flex shrink-0 flex-wrap gap-1.5">
                    {STATES.filter((state) => item.counts[state] > 0).map((state) => (
                      <TranslationStateBadge key={state} state={state} count={item.counts[state]} />
                    ))}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </section>
  );
}
