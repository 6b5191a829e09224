/** The settings screen's languages tab (ADR 0055, 0070, 0076): SPEC.md's languages, which have content, the glossary, the translations overview. */
import type { SubmissionResult } from "@conform-to/react";
import { CheckCircle2Icon, ClockIcon } from "lucide-react";

import { GlossaryForm } from "~/components/admin/settings/glossary-form";
import { SettingsTabHeader } from "~/components/admin/settings/settings-tab-header";
import { TranslationOverview } from "~/components/admin/settings/translation-overview";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import * as ru from "~/i18n/ru";
import type { LanguagesTabData } from "~/schemas/admin/settings-languages";

const t = ru.adminSettings;
const l = t.languages;

export function LanguagesTab({ data, actionData }: { data: LanguagesTabData; actionData: { result?: SubmissionResult<string[]> } | null | undefined }) {
  return (
    <>
      <SettingsTabHeader title={t.tabs.languages} description={l.lead} />
      <Card>
        <CardHeader>
          <CardTitle>
            <h3>{l.listTitle}</h3>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="divide-y divide-slate-200 dark:divide-slate-800" data-testid="site-languages">
            {data.languages.map((language) => (
              <li key={language.code} className="flex flex-col gap-2 py-4 first:pt-0 last:pb-0 sm:flex-row sm:items-start sm:justify-between sm:gap-6">
                <div className="min-w-0">
                  <p className="flex flex-wrap items-center gap-2 font-medium">
                    <span lang={language.isoCode}>{l.names[language.code]}</span>
                    {language.isDefault ? <Badge variant="secondary">{l.defaultBadge}</Badge> : null}
                  </p>
                  <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{l.status[language.code]}</p>
                  <p className="mt-1 text-xs text-slate-600 dark:text-slate-400">
                    {l.code}: <code>{language.code}</code> · {l.address}: <code>{language.addressPrefix}</code>
                  </p>
                </div>
                {language.pages === language.totalPages ? (
                  <Badge variant="success" className="shrink-0 gap-1">
                    <CheckCircle2Icon aria-hidden="true" className="size-3.5" />
                    {l.pages(language.pages, language.totalPages)}
                  </Badge>
                ) : (
                  <Badge variant="secondary" className="shrink-0 gap-1">
                    <ClockIcon aria-hidden="true" className="size-3.5" />
                    {l.pages(language.pages, language.totalPages)}
                  </Badge>
                )}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
      <GlossaryForm key={JSON.stringify(data.glossary)} glossary={data.glossary} lastResult={actionData?.result} />
      <TranslationOverview overview={data.translations} />
    </>
  );
}
