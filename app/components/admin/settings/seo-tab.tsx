/**
 * The settings screen's SEO tab: one page's override when the address names one (`?edit=`), the
 * site's defaults with their previews, and the list of pages, cases and posts (ADR 0056).
 */
import type { SubmissionResult } from "@conform-to/react";
import { SearchXIcon } from "lucide-react";

import { Notice } from "~/components/admin/notice";
import { SeoDefaultsForm, SeoOverrideForm } from "~/components/admin/seo/seo-forms";
import { SeoTargets } from "~/components/admin/seo/seo-targets";
import { SettingsTabHeader } from "~/components/admin/settings/settings-tab-header";
import * as ru from "~/i18n/ru";
import type { SeoPageKind, SiteLanguage } from "~/lib/constants";
import type { SiteInfo } from "~/lib/seo";
import { SETTINGS_TAB_PATHS } from "~/lib/settings-tabs";
import type { SeoDefaultsFields, SeoOverrideFields, SeoTargetView } from "~/schemas/admin/seo";

const t = ru.adminSeo;
const PATH = SETTINGS_TAB_PATHS.seo;

export type SeoTabData = {
  site: SiteInfo;
  defaults: SeoDefaultsFields;
  language: SiteLanguage;
  languages: readonly SiteLanguage[];
  groups: Record<SeoPageKind, SeoTargetView[]>;
  editing: { target: SeoTargetView; defaultValue: SeoOverrideFields } | null;
  editMissing: boolean;
};

type ActionData = { result?: SubmissionResult<string[]> } | null | undefined;

export function SeoTab({ data, actionData }: { data: SeoTabData; actionData: unknown }) {
  const result = (actionData as ActionData)?.result;
  const repliedIntent = result?.initialValue?.intent;
  const listAddress = data.language === "ru" ? PATH : `${PATH}?lang=${data.language}`;
  const action = `${PATH}?lang=${data.language}`;
  return (
    <>
      <SettingsTabHeader title={t.title} description={t.lead} />
      {data.editMissing ? <Notice icon={SearchXIcon} title={t.editMissing} tone="warning" /> : null}
      {data.editing ? (
        <SeoOverrideForm
          key={`${data.editing.target.id}:${data.language}`}
          site={data.site}
          target={data.editing.target}
          defaultValue={data.editing.defaultValue}
          lastResult={repliedIntent === "override" ? result : undefined}
          action={action}
          closeTo={listAddress}
        />
      ) : null}
      <SeoDefaultsForm
        site={data.site}
        defaultValue={data.defaults}
        lastResult={repliedIntent === "defaults" ? result : undefined}
        action={PATH}
      />
      <SeoTargets
        path={PATH}
        language={data.language}
        languages={data.languages}
        groups={data.groups}
        editingId={data.editing?.target.id ?? null}
      />
    </>
  );
}
