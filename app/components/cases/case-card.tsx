import { ArrowRight, Clock, TrendingUp } from "lucide-react";

import { useStrings } from "~/i18n/strings";
import { PUBLIC_CASE_TECH_CHIPS } from "~/lib/constants";
import { imageAttributes } from "~/lib/media";
import type { PublicCaseCard } from "~/server/cases.server";

import { shortCaseId } from "./case-format";
import { InProgressBadge, IndustryBadge, IndustryPlaceholder } from "./industry-badge";
import { PageLink } from "~/components/site/page-link";

export type CaseCardData = PublicCaseCard;

/** One case in a grid. Shows 'В работе' for any status but completed, so staff previews can reuse it. */
export function CaseCard({ item, imageLoading = "lazy" }: { item: CaseCardData; imageLoading?: "lazy" | "eager" }) {
  const t = useStrings().cases.card;
  const image = item.images[0];
  const shown = item.technologies.slice(0, PUBLIC_CASE_TECH_CHIPS);
  const hidden = item.technologies.length - shown.length;
  const result = item.results[0];
  const improvement = result?.improvement;

  return (
    <article
      data-slot="case-card"
      className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-border bg-white shadow-sm transition-shadow focus-within:shadow-lg hover:shadow-lg"
    >
      <div className="relative aspect-video overflow-hidden bg-surface">
        {image ? (
          <img
            {...(item.cover
              ? imageAttributes(item.cover, "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw")
              : { src: image, width: 640, height: 360 })}
            alt=""
            loading={imageLoading}
            decoding="async"
            className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
          />
        ) : (
          <IndustryPlaceholder industry={item.industry} emoji={item.emoji} />
        )}
        <div className="absolute inset-x-3 top-3 flex flex-wrap items-start gap-2">
          <IndustryBadge industry={item.industry} emoji={item.emoji} />
          {item.status !== "completed" && <InProgressBadge />}
        </div>
      </div>

      <div className="flex flex-1 flex-col p-6">
        <p className="font-mono text-xs text-muted">{shortCaseId(item.id)}</p>
        <h3 className="mt-1 text-lg font-semibold leading-snug text-ink">{item.title}</h3>
        <p className="mt-1 text-sm font-medium text-primary-600">{item.client}</p>
        <p className="mt-3 line-clamp-3 text-sm leading-relaxed text-muted">{item.description}</p>

        {item.technologies.length > 0 && (
          <ul aria-label={t.technologies} className="mt-4 flex flex-wrap gap-1.5">
            {shown.map((tech) => (
              <li key={tech} className="badge border border-border bg-surface px-2.5 text-ink">
                {tech}
              </li>
            ))}
            {hidden > 0 && (
              <li className="badge border border-border bg-white px-2.5 text-muted" title={t.moreTechnologies(hidden)}>
                {`+${hidden}`}
              </li>
            )}
          </ul>
        )}

        <div className="mt-auto flex items-end justify-between gap-4 pt-5">
          <dl className="min-w-0 space-y-1.5 text-sm">
            {item.duration && (
              <div className="flex items-center gap-1.5 text-muted">
                <Clock aria-hidden="true" className="size-4 shrink-0" />
                <dt className="sr-only">{t.duration}</dt>
                <dd>{item.duration}</dd>
              </div>
            )}
            {result && (
              <div className="flex items-center gap-1.5">
                <TrendingUp aria-hidden="true" className="size-4 shrink-0 text-emerald-700" />
                <dt className="sr-only">{t.result}</dt>
                <dd className="min-w-0 text-ink">
                  {result.metricName}
                  {improvement && <span className="ml-1.5 font-semibold text-emerald-700">{improvement}</span>}
                </dd>
              </div>
            )}
          </dl>
          <PageLink
            to={`/cases/${item.id}`}
            aria-label={t.open(item.title)}
            className="flex size-11 shrink-0 items-center justify-center rounded-full bg-primary text-white transition-colors after:absolute after:inset-0 group-hover:bg-primary-600"
          >
            <ArrowRight aria-hidden="true" className="size-5 transition-transform group-hover:translate-x-0.5" />
          </PageLink>
        </div>
      </div>
    </article>
  );
}

export function CaseCardSkeleton() {
  return (
    <div
      data-slot="case-card-skeleton"
      aria-hidden="true"
      className="flex animate-pulse flex-col overflow-hidden rounded-2xl border border-border bg-white"
    >
      <div className="aspect-video bg-slate-200" />
      <div className="space-y-3 p-6">
        <div className="h-3 w-20 rounded bg-slate-200" />
        <div className="h-5 w-3/4 rounded bg-slate-200" />
        <div className="h-4 w-1/2 rounded bg-slate-200" />
        <div className="h-4 w-full rounded bg-slate-200" />
        <div className="h-4 w-5/6 rounded bg-slate-200" />
        <div className="flex gap-2 pt-2">
          <div className="h-6 w-16 rounded-full bg-slate-200" />
          <div className="h-6 w-20 rounded-full bg-slate-200" />
          <div className="h-6 w-14 rounded-full bg-slate-200" />
        </div>
      </div>
    </div>
  );
}
