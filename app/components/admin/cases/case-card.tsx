import { ClockIcon, ExternalLinkIcon, EyeIcon, PencilIcon, StarIcon, TrendingUpIcon } from "lucide-react";
import { Link } from "react-router";

import { DeleteLink } from "~/components/admin/delete-link";
import { TranslationsLink } from "~/components/admin/translations/translations-link";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import * as ru from "~/i18n/ru";
import { industryEmoji } from "~/lib/industry";
import { cn } from "~/lib/utils";

import { ADMIN_CASE_TECH_CHIPS } from "~/schemas/admin/cases";
import type { AdminCaseCard } from "~/schemas/admin/cases";

const t = ru.adminCases;

const STATUS_TONES: Record<string, string> = {
  completed: "border-transparent bg-emerald-100 text-emerald-900 dark:bg-emerald-900/60 dark:text-emerald-100",
  "in-progress": "border-transparent bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100",
  draft: "border-transparent bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100",
};

type Props = {
  item: AdminCaseCard;
  canEdit: boolean;
  canDelete: boolean;
};

/** One case in the admin grid: at most three technology chips, then '+N'. */
export function CaseCard({ item, canEdit, canDelete }: Props) {
  const shown = item.technologies.slice(0, ADMIN_CASE_TECH_CHIPS);
  const more = item.technologies.length - shown.length;
  const published = item.status === "completed";
  const siteLink = published ? `/cases/${item.id}` : `/cases/${item.id}?preview=1`;
  return (
    <li data-testid="admin-case" data-id={item.id} className="flex">
      <Card className="w-full gap-0 overflow-hidden py-0">
        <div className="relative aspect-video bg-slate-100 dark:bg-slate-800">
          {item.cover ? (
            <img {...item.cover} alt="" loading="lazy" decoding="async" className="size-full object-cover" />
          ) : (
            <span aria-hidden="true" className="grid size-full place-items-center text-5xl">
              {industryEmoji(item.industry)}
            </span>
          )}
          <div className="absolute inset-x-3 top-3 flex flex-wrap gap-1.5">
            <Badge className={STATUS_TONES[item.status] ?? STATUS_TONES.draft}>{t.statuses[item.status] ?? item.status}</Badge>
            {item.isFeatured ? (
              <Badge className="border-transparent bg-indigo-600 text-white">
                <StarIcon aria-hidden="true" />
                {t.featured}
              </Badge>
            ) : null}
          </div>
        </div>
        <div className="flex flex-1 flex-col gap-3 p-5">
          <div className="min-w-0">
            <Badge variant="outline" className="max-w-full">
              <span className="truncate">{item.industry}</span>
            </Badge>
            <h3 className="mt-2 font-semibold break-words">{item.title}</h3>
            <p className="text-sm break-words text-slate-600 dark:text-slate-400">{item.client}</p>
          </div>
          <p className="line-clamp-2 text-sm text-slate-700 dark:text-slate-300">{item.description}</p>
          {item.technologies.length > 0 ? (
            <ul aria-label={t.technologiesLabel} className="flex flex-wrap gap-1.5">
              {shown.map((tech) => (
                <li key={tech}>
                  <Badge variant="secondary">{tech}</Badge>
                </li>
              ))}
              {more > 0 ? (
                <li>
                  <Badge variant="outline" title={t.moreTechnologies(more)}>
                    +{more}
                  </Badge>
                </li>
              ) : null}
            </ul>
          ) : null}
          <dl className="mt-auto flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-600 dark:text-slate-400">
            {item.duration ? (
              <div className="flex items-center gap-1.5">
                <ClockIcon aria-hidden="true" className="size-3.5" />
                <dt className="sr-only">{t.fields.duration}</dt>
                <dd>{item.duration}</dd>
              </div>
            ) : null}
            <div className="flex items-center gap-1.5">
              <TrendingUpIcon aria-hidden="true" className="size-3.5" />
              <dt className="sr-only">{t.results.legend}</dt>
              <dd>{t.results.count(item.resultsCount)}</dd>
            </div>
          </dl>
        </div>
        <div className={cn("flex flex-wrap items-center gap-1.5 border-t border-slate-200 px-5 py-3 dark:border-slate-800")}>
          {canEdit ? (
            <Button asChild variant="outline" size="sm">
              <Link to={`?edit=${item.id}`} aria-label={t.editNamed(item.title)}>
                <PencilIcon aria-hidden="true" />
                {t.edit}
              </Link>
            </Button>
          ) : null}
          <TranslationsLink item={item} />
          <Button asChild variant="ghost" size="sm">
            <a
              href={siteLink}
              target="_blank"
              rel="noopener"
              aria-label={published ? t.openOnSiteNamed(item.title) : t.previewNamed(item.title)}
            >
              {published ? <ExternalLinkIcon aria-hidden="true" /> : <EyeIcon aria-hidden="true" />}
              {published ? t.openOnSite : t.preview}
            </a>
          </Button>
          {canDelete ? (
            <span className="ml-auto">
              <DeleteLink item={item} labels={t} withText />
            </span>
          ) : null}
        </div>
      </Card>
    </li>
  );
}
