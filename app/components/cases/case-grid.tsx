import { FolderOpen } from "lucide-react";

import { HydrateLater } from "~/components/hydrate-later";
import { useStrings } from "~/i18n/strings";
import { CASE_LIST_SKELETONS } from "~/lib/constants";

import { CaseCard, CaseCardSkeleton, type CaseCardData } from "./case-card";

const GRID = "grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-3";

export function CaseGrid({ items }: { items: CaseCardData[] }) {
  if (items.length === 0) return <CasesEmpty />;
  return (
    <ul className={GRID}>
      {items.map((item, index) => (
        <li key={item.id} className="flex">
          {/* Each card hydrates in a task of its own (ADR 0039), so a long list is no long task. */}
          <HydrateLater>
            {/* The first row may be above the fold on wide screens; lazy loading it would delay LCP. */}
            <CaseCard item={item} imageLoading={index < 3 ? "eager" : "lazy"} />
          </HydrateLater>
        </li>
      ))}
    </ul>
  );
}

export function CaseGridSkeleton() {
  const strings = useStrings();
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{strings.cases.list.loading}</span>
      <div className={GRID}>
        {Array.from({ length: CASE_LIST_SKELETONS }, (_, i) => (
          <CaseCardSkeleton key={i} />
        ))}
      </div>
    </div>
  );
}

function CasesEmpty() {
  const strings = useStrings();
  return (
    <div className="rounded-2xl border border-dashed border-border bg-surface px-6 py-16 text-center">
      <FolderOpen aria-hidden="true" className="mx-auto size-12 text-primary" />
      <h3 className="mt-4 text-xl font-semibold text-ink">{strings.cases.list.emptyTitle}</h3>
      <p className="mt-2 text-muted">{strings.cases.list.emptyText}</p>
    </div>
  );
}

export function CasesLoadError({ message }: { message: string }) {
  const strings = useStrings();
  return (
    <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 px-6 py-12 text-center">
      <h3 className="text-xl font-semibold text-red-800">{strings.cases.list.errorTitle}</h3>
      <p className="mt-2 text-red-800">{message}</p>
    </div>
  );
}
