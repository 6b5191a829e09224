/**
 * The SEO tab's live parts: SPEC.md's length hints as counters beside a field, and how a page will
 * look in search results and as a link card, redrawn as staff type (app/lib/seo.ts resolves the values).
 */
import { ImageOffIcon, TriangleAlertIcon } from "lucide-react";
import { useState } from "react";

import * as ru from "~/i18n/ru";
import type { ResolvedSeo } from "~/lib/seo";
import { cn } from "~/lib/utils";

const t = ru.adminSeo;

/**
 * "47 из 60 символов": counts the text that will be shown (the field's, else the page's own, which
 * is said). Over the hint it is flagged, never refused: SPEC.md calls the limits hints.
 */
export function LengthCounter({ length, hint, fallback, testId }: { length: number; hint: number; fallback: boolean; testId: string }) {
  const over = length > hint;
  return (
    <span
      data-testid={testId}
      data-over={over ? "true" : undefined}
      className={cn("mt-1 flex items-start gap-1.5 tabular-nums", over && "font-medium text-amber-800 dark:text-amber-300")}
    >
      {over ? <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" /> : null}
      <span>
        {over ? t.counterOver(length, hint) : t.counter(length, hint)}
        {fallback ? ` (${t.counterFallback})` : null}
      </span>
    </span>
  );
}

/** Cut as a search engine cuts a long title or snippet: at the limit, with an ellipsis. */
function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

/** A URL as search results print it: host › path › segments. */
function breadcrumbUrl(url: string): string {
  try {
    const { host, pathname } = new URL(url);
    return [host, ...pathname.split("/").filter(Boolean).map(decodeURIComponent)].join(" › ");
  } catch {
    return url;
  }
}

type PreviewProps = { seo: ResolvedSeo; className?: string };

/** Both previews side by side from `sm` up. */
export function SeoPreviews({ seo, className }: PreviewProps) {
  return (
    <section aria-label={t.previewsTitle} className={cn("grid gap-4 lg:grid-cols-2", className)}>
      <SearchResultPreview seo={seo} />
      <LinkCardPreview seo={seo} />
    </section>
  );
}

function SearchResultPreview({ seo }: PreviewProps) {
  return (
    <figure className="flex min-w-0 flex-col gap-2">
      <figcaption className="text-sm font-medium text-slate-700 dark:text-slate-300">{t.searchPreview}</figcaption>
      <div
        data-testid="seo-search-preview"
        className="min-w-0 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-950"
      >
        <p data-testid="seo-search-url" className="truncate text-xs text-slate-600 dark:text-slate-400">
          {breadcrumbUrl(seo.url)}
        </p>
        <p data-testid="seo-search-title" className="mt-1 text-lg leading-snug break-words text-blue-800 dark:text-blue-300">
          {clip(seo.title, 60)}
        </p>
        <p data-testid="seo-search-description" className="mt-1 text-sm break-words text-slate-700 dark:text-slate-300">
          {clip(seo.description, 160)}
        </p>
        {seo.noindex ? (
          <p className="mt-2 text-xs font-medium text-amber-800 dark:text-amber-300">{t.badges.noindex}</p>
        ) : null}
      </div>
    </figure>
  );
}

function LinkCardPreview({ seo }: PreviewProps) {
  // A broken image (a typo in the address) is shown as such, not as an empty box.
  const [failed, setFailed] = useState<string | null>(null);
  const broken = failed === seo.imagePath;
  return (
    <figure className="flex min-w-0 flex-col gap-2">
      <figcaption className="text-sm font-medium text-slate-700 dark:text-slate-300">{t.cardPreview}</figcaption>
      <div
        data-testid="seo-card-preview"
        className="min-w-0 overflow-hidden rounded-lg border border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900"
      >
        <div className="aspect-[1200/630] w-full bg-slate-200 dark:bg-slate-800">
          {broken ? (
            <div className="flex size-full items-center justify-center gap-2 text-sm text-slate-600 dark:text-slate-400">
              <ImageOffIcon aria-hidden="true" className="size-4" />
              {t.previewNoImage}
            </div>
          ) : (
            <img
              key={seo.imagePath}
              data-testid="seo-card-image"
              src={seo.imagePath}
              alt={t.previewImageAlt}
              className="size-full object-cover"
              onError={() => setFailed(seo.imagePath)}
            />
          )}
        </div>
        <div className="flex flex-col gap-1 p-3">
          <p data-testid="seo-card-host" className="truncate text-xs text-slate-600 uppercase dark:text-slate-400">
            {hostOf(seo.url)}
          </p>
          <p data-testid="seo-card-title" className="line-clamp-2 font-semibold break-words text-slate-900 dark:text-slate-50">
            {seo.title}
          </p>
          <p data-testid="seo-card-description" className="line-clamp-2 text-sm break-words text-slate-700 dark:text-slate-300">
            {seo.description}
          </p>
        </div>
      </div>
    </figure>
  );
}
