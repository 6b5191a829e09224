/**
 * The cases list's status tabs and industry filter: each an address (`?status=`, `?industry=`), so
 * the server renders the chosen list and both work without JavaScript.
 */
import { Form, Link } from "react-router";

import { LinkTabs } from "~/components/admin/link-tabs";
import { Button } from "~/components/ui/button";
import { NativeSelect } from "~/components/ui/native-select";
import * as ru from "~/i18n/ru";
import { CASE_INDUSTRIES_ADMIN, CASE_STATUSES } from "~/lib/constants";
import { ADMIN_SCREENS } from "~/lib/permissions";

const t = ru.adminCases;
const PATH = ADMIN_SCREENS.cases.path;

export const CASE_TABS = ["all", ...CASE_STATUSES] as const;
export type CaseTab = (typeof CASE_TABS)[number];

/** The address of a tab or filter, keeping the other one. */
function listHref(tab: CaseTab, industry: string): string {
  const params = new URLSearchParams();
  if (tab !== "all") params.set("status", tab);
  if (industry) params.set("industry", industry);
  const query = params.toString();
  return query ? `?${query}` : PATH;
}

export function CaseFilters({ tab, industry, counts }: { tab: CaseTab; industry: string; counts: Record<CaseTab, number> }) {
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-end lg:justify-between">
      <LinkTabs
        label={t.tabsLabel}
        current={tab}
        tabs={CASE_TABS.map((name) => ({ key: name, label: t.tabs[name], href: listHref(name, industry), count: counts[name] }))}
      />
      <Form method="get" className="flex flex-wrap items-end gap-2" preventScrollReset>
        {tab !== "all" ? <input type="hidden" name="status" value={tab} /> : null}
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t.filter.industry}
          <NativeSelect name="industry" defaultValue={industry} key={industry} className="min-w-56">
            <option value="">{t.filter.allIndustries}</option>
            {CASE_INDUSTRIES_ADMIN.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </NativeSelect>
        </label>
        <Button type="submit" variant="outline">
          {t.filter.apply}
        </Button>
        {industry ? (
          <Button asChild variant="ghost">
            <Link to={listHref(tab, "")} preventScrollReset>
              {t.filter.reset}
            </Link>
          </Button>
        ) : null}
      </Form>
    </div>
  );
}
