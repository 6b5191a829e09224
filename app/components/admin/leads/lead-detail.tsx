import { CopyIcon, ExternalLinkIcon } from "lucide-react";
import { Form, Link, useNavigation } from "react-router";

import { Transcript } from "~/components/admin/chats/chat-list";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import * as ru from "~/i18n/ru";
import { ATTRIBUTION_FIELDS } from "~/lib/attribution";
import { LANGUAGE_NAME } from "~/lib/languages";
import { safeHref } from "~/lib/safe-link";

import { statusVariant } from "./lead-list";
import type { AdminLead, LeadConsentView, LeadDetailView } from "~/schemas/admin/leads";

const t = ru.adminLeads;
const f = t.fields;

type Row = [label: string, value: React.ReactNode];

const LIST = "grid grid-cols-1 gap-x-4 gap-y-2 sm:grid-cols-[10rem_minmax(0,1fr)]";

function Rows({ rows }: { rows: Row[] }) {
  return rows.map(([label, value]) => (
    <div key={label} className="contents">
      <dt className="font-medium text-slate-600 dark:text-slate-400">{label}</dt>
      <dd className="min-w-0 break-words">{value}</dd>
    </div>
  ));
}

/** A stored address as a link to open beside the admin; a value that is no safe link stays text. */
function AddressLink({ value, href }: { value: string; href: string | undefined }) {
  if (!href) return <>{value}</>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="break-all underline underline-offset-2">
      {value}
      <ExternalLinkIcon aria-hidden="true" className="ml-1 inline size-3.5 align-[-2px]" />
      <span className="sr-only"> {t.opensInNewTab}</span>
    </a>
  );
}

/** Where the lead was sent from and how the visit began (ADR 0035): only what is known. */
function attributionRows({ attribution }: AdminLead): Row[] {
  return ATTRIBUTION_FIELDS.flatMap((key): Row[] => {
    const value = attribution[key];
    if (!value) return [];
    const label = t.attribution[key];
    if (key === "pageUrl") return [[label, <AddressLink key={key} value={value} href={safeHref(value, "site")} />]];
    if (key === "referrer") return [[label, <AddressLink key={key} value={value} href={safeHref(value)} />]];
    return [[label, value]];
  });
}

/** The consent as evidence: the moment and the exact words, or that the lead's form asked none. */
function consentLine(consent: LeadConsentView): string {
  if (!consent) return t.consent.notAsked;
  return consent.text === null ? t.consent.givenTextUnknown(consent.momentLabel) : t.consent.given(consent.momentLabel, consent.text);
}

/** Everything about one lead: its fields, the sum staff expect, its chat, the leads that look like it. */
export function LeadDetail({
  detail,
  valueError,
  typedValue,
  duplicateHref,
}: {
  detail: LeadDetailView;
  valueError: string | null;
  typedValue: string | null;
  duplicateHref: (id: string) => string;
}) {
  const { lead, consent, duplicates, chat } = detail;
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "value";
  const rows: Row[] = [
    [f.name, lead.name],
    [f.phone, lead.phone || t.notGiven],
    [f.email, lead.email || t.notGiven],
    [f.company, lead.company || t.notGiven],
    [f.source, t.sources[lead.source] ?? lead.source],
    [f.language, LANGUAGE_NAME[lead.language]],
    [
      f.status,
      <Badge key="status" variant={statusVariant(lead.status)}>
        {t.statuses[lead.status] ?? lead.status}
      </Badge>,
    ],
    [f.createdAt, lead.createdAtLabel],
    [f.updatedAt, lead.updatedAtLabel],
  ];
  const visit = attributionRows(lead);
  return (
    <div className="flex flex-col gap-5 text-sm" data-testid="lead-detail">
      <dl className={LIST}>
        <Rows rows={rows} />
        <dt className="font-medium text-slate-600 dark:text-slate-400">{f.message}</dt>
        <dd className="min-w-0 whitespace-pre-wrap break-words">{lead.message || t.notGiven}</dd>
      </dl>

      <p className="break-words text-slate-700 dark:text-slate-300" data-testid="lead-consent">
        {consentLine(consent)}
      </p>

      {visit.length > 0 ? (
        <dl className={LIST} data-testid="lead-attribution">
          <Rows rows={visit} />
        </dl>
      ) : (
        <p className="text-slate-600 dark:text-slate-400" data-testid="lead-attribution">
          {t.noAttribution}
        </p>
      )}

      <Form method="post" preventScrollReset className="flex flex-col gap-2">
        <input type="hidden" name="intent" value="value" />
        <input type="hidden" name="id" value={lead.id} />
        <Label htmlFor="lead-potential-value">{f.potentialValue}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id="lead-potential-value"
            name="potentialValue"
            inputMode="decimal"
            autoComplete="off"
            defaultValue={typedValue ?? (lead.potentialValue === null ? "" : String(lead.potentialValue))}
            aria-invalid={valueError ? true : undefined}
            aria-describedby={valueError ? "lead-potential-value-error" : "lead-potential-value-hint"}
            className="sm:max-w-60"
          />
          <Button type="submit" variant="secondary" disabled={saving}>
            {t.saveValue}
          </Button>
        </div>
        {valueError ? (
          <p id="lead-potential-value-error" className="text-sm text-red-700 dark:text-red-400">
            {valueError}
          </p>
        ) : (
          <p id="lead-potential-value-hint" className="text-xs text-slate-600 dark:text-slate-400">
            {t.potentialValueHint}
          </p>
        )}
      </Form>

      {duplicates.length > 0 ? (
        <section
          aria-labelledby="lead-duplicates-title"
          className="rounded-lg border border-amber-300 bg-amber-50 p-3 dark:border-amber-800 dark:bg-amber-950/40"
          data-testid="lead-duplicates"
        >
          <h3 id="lead-duplicates-title" className="flex items-center gap-2 font-semibold">
            <CopyIcon aria-hidden="true" className="size-4" />
            {t.duplicates}
          </h3>
          <p className="mt-1 text-slate-700 dark:text-slate-300">{t.duplicatesText}</p>
          <ul className="mt-2 flex flex-col gap-1">
            {duplicates.map((d) => (
              <li key={d.id}>
                <Link to={duplicateHref(d.id)} preventScrollReset className="underline underline-offset-2">
                  {d.name}
                </Link>{" "}
                <span className="text-slate-700 dark:text-slate-300">
                  · {d.phone} · {d.createdAtLabel} · {t.statuses[d.status] ?? d.status}
                </span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {chat ? (
        <section aria-labelledby="lead-transcript-title">
          <h3 id="lead-transcript-title" className="mb-2 font-semibold">
            {t.transcript}
          </h3>
          <div className="max-h-80 overflow-y-auto rounded-lg border border-slate-200 p-3 dark:border-slate-800">
            <Transcript chat={chat} />
          </div>
        </section>
      ) : null}
    </div>
  );
}
