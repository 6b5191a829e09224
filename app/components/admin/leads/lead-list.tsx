import { Form, Link, useNavigation, useSubmit } from "react-router";

import { LanguageBadge } from "~/components/admin/language-badge";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { NativeSelect } from "~/components/ui/native-select";
import * as ru from "~/i18n/ru";
import { LEAD_STATUSES } from "~/lib/constants";

import { useHydrated } from "../use-hydrated";
import type { AdminLead } from "~/schemas/admin/leads";

const t = ru.adminLeads;
// A fixed last column: the header has no visible cell there, and auto would size it differently.
const COLUMNS = "lg:grid-cols-[minmax(0,1fr)_minmax(0,1.1fr)_8.5rem_7rem_10rem_6.5rem]";

export function statusVariant(status: string) {
  return status === "completed" ? "success" : status === "rejected" ? "secondary" : status === "new" ? "warning" : "outline";
}

/** `detailHref(id)`: the address of the lead's dialog, the filters kept. */
export function LeadList({ leads, detailHref }: { leads: AdminLead[]; detailHref: (id: string) => string }) {
  return (
    <div role="table" aria-label={t.list} className="text-sm">
      <div role="rowgroup" className="hidden border-b border-slate-200 lg:block dark:border-slate-800">
        <div role="row" className={`grid items-center gap-4 px-6 py-2.5 ${COLUMNS}`}>
          {[t.colClient, t.colContacts, t.colSource, t.colDate, t.colStatus].map((label) => (
            <span key={label} role="columnheader" className="font-medium text-slate-600 dark:text-slate-400">
              {label}
            </span>
          ))}
          <span role="columnheader" className="sr-only">
            {t.open}
          </span>
        </div>
      </div>
      <div role="rowgroup" className="divide-y divide-slate-200 dark:divide-slate-800">
        {leads.map((lead) => (
          <LeadRow key={lead.id} lead={lead} detailHref={detailHref(lead.id)} />
        ))}
      </div>
    </div>
  );
}

/** The status select is a plain form per row: it submits itself with a script, by its button without. */
function LeadRow({ lead, detailHref }: { lead: AdminLead; detailHref: string }) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("id") === lead.id;
  const pending = busy && navigation.formData?.get("intent") === "status" ? String(navigation.formData.get("status")) : null;
  return (
    <div
      role="row"
      data-testid="lead-row"
      data-lead-id={lead.id}
      className={`grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-4 gap-y-2 px-4 py-4 sm:px-6 ${COLUMNS}`}
    >
      <div role="cell" className="col-span-2 min-w-0 lg:col-span-1">
        <p className="truncate font-medium">{lead.name}</p>
        {lead.company ? <p className="truncate text-slate-600 dark:text-slate-400">{lead.company}</p> : null}
      </div>
      <div role="cell" className="col-span-2 min-w-0 text-slate-700 lg:col-span-1 dark:text-slate-300">
        {lead.phone ? <p className="truncate tabular-nums">{lead.phone}</p> : null}
        {lead.email ? <p className="truncate">{lead.email}</p> : null}
      </div>
      <div role="cell" className="flex flex-wrap items-center gap-1.5">
        <Badge variant="outline">{t.sources[lead.source] ?? lead.source}</Badge>
        <LanguageBadge language={lead.language} label={t.fields.language} testId="lead-language" />
      </div>
      <div role="cell" className="justify-self-end text-slate-600 lg:justify-self-start dark:text-slate-400">
        {lead.createdAtLabel}
      </div>
      <div role="cell" className="min-w-0">
        {/* Keyed by the stored status: a refused change puts the select back. */}
        <Form key={lead.status} method="post" preventScrollReset className="flex gap-2">
          <input type="hidden" name="intent" value="status" />
          <input type="hidden" name="id" value={lead.id} />
          <NativeSelect
            name="status"
            aria-label={t.statusOf(lead.name)}
            defaultValue={pending ?? lead.status}
            disabled={busy}
            onChange={(e) => submit(e.currentTarget.form, { preventScrollReset: true })}
          >
            {LEAD_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t.statuses[status]}
              </option>
            ))}
          </NativeSelect>
          {/* Hidden, not removed, once the select submits itself: hydration keeps the server's elements. */}
          <Button type="submit" variant="outline" size="sm" aria-label={t.saveStatusOf(lead.name)} hidden={hydrated}>
            {t.saveStatus}
          </Button>
        </Form>
      </div>
      <div role="cell" className="justify-self-end">
        <Button asChild variant="ghost" size="sm">
          <Link to={detailHref} preventScrollReset aria-label={t.openNamed(lead.name)}>
            {t.open}
          </Link>
        </Button>
      </div>
    </div>
  );
}
