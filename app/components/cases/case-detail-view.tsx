import { ArrowLeft, CalendarDays, ChevronRight, Clock, ExternalLink, Eye, Lightbulb, SearchX, Target, Users } from "lucide-react";

import { useStrings } from "~/i18n/strings";
import { imageAttributes } from "~/lib/media";
import { safeHref } from "~/lib/safe-link";
import type { PublicCase } from "~/server/cases.server";

import { IndustryBadge, IndustryPlaceholder } from "./industry-badge";
import { PageLink } from "~/components/site/page-link";

function Breadcrumb({ title }: { title: string }) {
  const t = useStrings().cases.detail;
  return (
    <nav aria-label={t.breadcrumbLabel}>
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-muted">
        <li>
          <PageLink to="/" className="hover:text-primary-600 hover:underline">
            {t.breadcrumbHome}
          </PageLink>
        </li>
        <li aria-hidden="true">
          <ChevronRight className="size-4" />
        </li>
        <li>
          <PageLink to="/cases" className="hover:text-primary-600 hover:underline">
            {t.breadcrumbCases}
          </PageLink>
        </li>
        <li aria-hidden="true">
          <ChevronRight className="size-4" />
        </li>
        <li aria-current="page" className="min-w-0 truncate font-medium text-ink">
          {title}
        </li>
      </ol>
    </nav>
  );
}

function Facts({ item }: { item: PublicCase }) {
  const t = useStrings().cases.detail;
  const published = item.published;
  const facts = [
    item.duration && { icon: Clock, label: t.duration, value: item.duration },
    item.teamSize && { icon: Users, label: t.teamSize, value: item.teamSize },
    published && { icon: CalendarDays, label: t.publishDate, value: published },
  ].filter((fact) => !!fact);
  if (facts.length === 0) return null;
  return (
    <dl className="mt-6 flex flex-wrap gap-x-8 gap-y-3 text-sm">
      {facts.map(({ icon: Icon, label, value }) => (
        <div key={label} className="flex items-center gap-2">
          <Icon aria-hidden="true" className="size-4 text-primary" />
          <dt className="text-muted">{label}:</dt>
          <dd className="font-medium text-ink">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** What staff see above a case opened with ?preview=1 that visitors cannot see yet. */
function PreviewBanner({ status }: { status: string }) {
  const t = useStrings().cases.detail;
  return (
    <div
      role="status"
      data-testid="case-preview-banner"
      className="mb-6 flex items-start gap-3 rounded-2xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
    >
      <Eye aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p>
        <strong className="font-semibold">{t.previewTitle(t.previewStatuses[status] ?? status)}</strong> {t.previewText}
      </p>
    </div>
  );
}

export function CaseDetailView({ item, preview = false }: { item: PublicCase; preview?: boolean }) {
  const t = useStrings().cases.detail;
  const image = item.images[0];
  const projectUrl = safeHref(item.projectUrl);
  return (
    <main className="pb-4 pt-24 sm:pt-28">
      <div className="container-page max-w-5xl">
        {preview && item.status !== "completed" ? <PreviewBanner status={item.status} /> : null}
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          <Breadcrumb title={item.title} />
          <PageLink to="/cases" className="btn btn-outline self-start">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {t.back}
          </PageLink>
        </div>

        <div className="relative mt-6 aspect-video overflow-hidden rounded-3xl border border-border bg-surface">
          {image ? (
            <img
              {...(item.cover ? imageAttributes(item.cover, "(min-width: 1024px) 64rem, 100vw") : { src: image, width: 1200, height: 675 })}
              alt={item.title}
              fetchPriority="high"
              className="size-full object-cover"
            />
          ) : (
            <IndustryPlaceholder industry={item.industry} emoji={item.emoji} className="[&>span]:text-8xl" />
          )}
          <IndustryBadge industry={item.industry} emoji={item.emoji} className="absolute left-4 top-4 px-3.5 py-1.5 text-sm" />
        </div>

        <header className="mt-8">
          <h1 className="text-3xl font-bold tracking-tight text-ink sm:text-4xl lg:text-5xl">{item.title}</h1>
          <p className="mt-3 text-lg font-medium text-primary-600">{t.client(item.client)}</p>
          <Facts item={item} />
        </header>

        <p className="mt-8 whitespace-pre-line text-lg leading-relaxed text-muted">{item.description}</p>

        {(item.challenge || item.solution) && (
          <div className="mt-10 grid grid-cols-1 gap-6 md:grid-cols-2">
            {item.challenge && (
              <section aria-labelledby="case-challenge" className="card">
                <h2 id="case-challenge" className="flex items-center gap-2 text-xl font-semibold text-ink">
                  <Target aria-hidden="true" className="size-5 text-red-600" />
                  {t.challenge}
                </h2>
                <p className="mt-3 whitespace-pre-line leading-relaxed text-muted">{item.challenge}</p>
              </section>
            )}
            {item.solution && (
              <section aria-labelledby="case-solution" className="card">
                <h2 id="case-solution" className="flex items-center gap-2 text-xl font-semibold text-ink">
                  <Lightbulb aria-hidden="true" className="size-5 text-amber-500" />
                  {t.solution}
                </h2>
                <p className="mt-3 whitespace-pre-line leading-relaxed text-muted">{item.solution}</p>
              </section>
            )}
          </div>
        )}

        {item.results.length > 0 && (
          <section aria-labelledby="case-results" className="mt-12">
            <h2 id="case-results" className="text-2xl font-bold text-ink">
              {t.results}
            </h2>
            <ul className="mt-6 grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {item.results.map((result) => (
                <li key={result.id} data-slot="case-result" className="card flex flex-col">
                  <h3 className="font-semibold text-ink">{result.metricName}</h3>
                  <dl className="mt-3 space-y-1 text-sm">
                    {result.beforeValue && (
                      <div className="flex gap-1.5">
                        <dt className="text-muted">{t.before}</dt>
                        <dd className="font-medium text-ink">{result.beforeValue}</dd>
                      </div>
                    )}
                    {result.afterValue && (
                      <div className="flex gap-1.5">
                        <dt className="text-muted">{t.after}</dt>
                        <dd className="font-medium text-ink">{result.afterValue}</dd>
                      </div>
                    )}
                  </dl>
                  {result.improvement && (
                    <p className="mt-auto pt-4 text-3xl font-bold text-emerald-700">{result.improvement}</p>
                  )}
                </li>
              ))}
            </ul>
          </section>
        )}

        {item.technologies.length > 0 && (
          <section aria-labelledby="case-tech" className="mt-12">
            <h2 id="case-tech" className="text-2xl font-bold text-ink">
              {t.technologies}
            </h2>
            <ul className="mt-4 flex flex-wrap gap-2">
              {item.technologies.map((tech) => (
                <li key={tech} className="badge border border-indigo-200 bg-indigo-50 text-sm text-indigo-900">
                  {tech}
                </li>
              ))}
            </ul>
          </section>
        )}

        {projectUrl && (
          <a
            href={projectUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="btn btn-primary mt-10"
          >
            {t.visitProject}
            <ExternalLink aria-hidden="true" className="size-4" />
            <span className="sr-only">{t.newTab}</span>
          </a>
        )}
      </div>

      <CaseDetailCta />
    </main>
  );
}

function CaseDetailCta() {
  const t = useStrings().cases.detail;
  return (
    <section aria-labelledby="case-cta" className="section">
      <div className="container-page max-w-5xl">
        <div className="rounded-3xl bg-night px-6 py-12 text-center text-white sm:px-12">
          <h2 id="case-cta" className="text-2xl font-bold sm:text-3xl">
            {t.ctaTitle}
          </h2>
          <p className="mx-auto mt-3 max-w-2xl text-slate-300">{t.ctaText}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <PageLink to="/contact" className="btn btn-primary">
              {t.ctaDiscuss}
            </PageLink>
            <PageLink to="/cases" className="btn btn-ghost-light">
              {t.ctaAll}
            </PageLink>
          </div>
        </div>
      </div>
    </section>
  );
}

export function CaseDetailSkeleton() {
  const t = useStrings().cases.detail;
  return (
    <main className="pb-16 pt-24 sm:pt-28">
      <div role="status" aria-live="polite" className="container-page max-w-5xl">
        <span className="sr-only">{t.loading}</span>
        <div data-slot="case-detail-skeleton" aria-hidden="true" className="animate-pulse">
          <div className="h-4 w-64 rounded bg-slate-200" />
          <div className="mt-6 aspect-video rounded-3xl bg-slate-200" />
          <div className="mt-8 h-10 w-3/4 rounded bg-slate-200" />
          <div className="mt-4 h-5 w-1/3 rounded bg-slate-200" />
          <div className="mt-8 space-y-3">
            <div className="h-4 w-full rounded bg-slate-200" />
            <div className="h-4 w-full rounded bg-slate-200" />
            <div className="h-4 w-2/3 rounded bg-slate-200" />
          </div>
          <div className="mt-10 grid grid-cols-1 gap-4 sm:grid-cols-3">
            <div className="h-32 rounded-2xl bg-slate-200" />
            <div className="h-32 rounded-2xl bg-slate-200" />
            <div className="h-32 rounded-2xl bg-slate-200" />
          </div>
        </div>
      </div>
    </main>
  );
}

/** Shown with HTTP 404 for an unknown, malformed or unpublished case id. */
export function CaseNotFound({ message }: { message?: string }) {
  const t = useStrings().cases.detail;
  return (
    <main className="container-page flex min-h-[70vh] flex-col items-center justify-center gap-4 pb-16 pt-32 text-center">
      <SearchX aria-hidden="true" className="size-16 text-primary" />
      <h1 className="text-3xl font-bold text-ink">{t.notFoundTitle}</h1>
      <p className="max-w-md text-muted">{message ?? t.notFoundText}</p>
      <PageLink to="/cases" className="btn btn-primary mt-2">
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t.backToCases}
      </PageLink>
    </main>
  );
}
