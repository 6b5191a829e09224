import { SearchIcon } from "lucide-react";
import { Form, Link, useSubmit } from "react-router";

import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import * as ru from "~/i18n/ru";
import { LEAD_SOURCES, LEAD_STATUSES } from "~/lib/constants";
import { LANGUAGE_NAME, SITE_LANGUAGES } from "~/lib/languages";

import { isNarrowed, type LeadFilters } from "~/schemas/admin/leads";

const t = ru.adminLeads;

/** A plain GET form: the filters live in the address and the server does the filtering. */
export function LeadFiltersForm({ filters, path }: { filters: LeadFilters; path: string }) {
  const submit = useSubmit();
  const chats = filters.tab === "chats";
  const active = isNarrowed(filters);
  return (
    <Form
      method="get"
      action={path}
      role="search"
      // Three selects beside the search leave it room only from xl on; below, the search has its own line.
      className="flex flex-col gap-3 xl:flex-row xl:items-center"
      onChange={(e) => {
        // Selects apply at once; the search box waits for Enter or the button.
        if (e.target instanceof HTMLSelectElement) submit(e.currentTarget, { replace: true });
      }}
    >
      {chats ? <input type="hidden" name="tab" value="chats" /> : null}
      <div className="relative flex-1">
        <SearchIcon aria-hidden="true" className="pointer-events-none absolute top-1/2 left-2.5 size-4 -translate-y-1/2 text-slate-500" />
        <Input
          type="search"
          name="q"
          defaultValue={filters.q}
          placeholder={chats ? t.chatSearch : t.search}
          aria-label={chats ? t.chatSearchLabel : t.searchLabel}
          className="pl-8"
        />
      </div>
      {chats ? null : (
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 xl:flex">
          <NativeSelect name="status" defaultValue={filters.status} aria-label={t.statusFilter} className="xl:w-40">
            <option value="">{t.allStatuses}</option>
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t.statuses[status]}
              </option>
            ))}
          </NativeSelect>
          <NativeSelect name="source" defaultValue={filters.source} aria-label={t.sourceFilter} className="xl:w-48">
            <option value="">{t.allSources}</option>
            {LEAD_SOURCES.map((source) => (
              <option key={source} value={source}>
                {t.sources[source]}
              </option>
            ))}
          </NativeSelect>
          {/* Alone on its line on a phone: across both columns rather than half of one. */}
          <NativeSelect
            name="language"
            defaultValue={filters.language}
            aria-label={t.languageFilter}
            className="col-span-2 sm:col-span-1 xl:w-36"
          >
            <option value="">{t.allLanguages}</option>
            {SITE_LANGUAGES.map((language) => (
              <option key={language} value={language}>
                {LANGUAGE_NAME[language]}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
      <div className="flex gap-2">
        <Button type="submit" variant="secondary">
          {t.apply}
        </Button>
        {active ? (
          <Button asChild variant="ghost">
            <Link to={chats ? `${path}?tab=chats` : path}>{t.reset}</Link>
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
