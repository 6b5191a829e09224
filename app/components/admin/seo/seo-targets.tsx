/** The SEO tab's list: every public page, case and post with the state of its override, in one language. */
import { EyeOffIcon, GlobeIcon, PencilIcon } from "lucide-react";
import { Link } from "react-router";

import { FormCard } from "~/components/admin/form-card";
import { Badge } from "~/components/ui/badge";
import { buttonVariants } from "~/components/ui/button";
import * as ru from "~/i18n/ru";
import type { SeoPageKind } from "~/lib/constants";
import { LANGUAGE_NAME, type SiteLanguage } from "~/lib/languages";
import { cn } from "~/lib/utils";
import type { SeoTargetView } from "~/schemas/admin/seo";

const t = ru.adminSeo;

/** `?edit=page:/services&lang=ru`, readable: the id's colon and slashes stay as they are. */
function seoEditAddress(path: string, id: string, language: SiteLanguage): string {
  const edit = encodeURIComponent(id).replace(/%3A/gi, ":").replace(/%2F/gi, "/");
  return `${path}?edit=${edit}&lang=${language}`;
}

type Props = {
  path: string;
  language: SiteLanguage;
  languages: readonly SiteLanguage[];
  groups: Record<SeoPageKind, SeoTargetView[]>;
  editingId: string | null;
};

export function SeoTargets({ path, language, languages, groups, editingId }: Props) {
  return (
    <FormCard icon={GlobeIcon} title={t.pagesTitle} description={t.pagesLead} contentClassName="flex flex-col gap-6">
      <div className="flex flex-col gap-2">
        <nav aria-label={t.languageLabel} className="flex flex-wrap gap-2">
          {languages.map((code) => (
            <Link
              key={code}
              to={code === "ru" ? path : `${path}?lang=${code}`}
              aria-current={code === language ? "page" : undefined}
              className={cn(buttonVariants({ variant: code === language ? "default" : "outline", size: "sm" }))}
            >
              {LANGUAGE_NAME[code]}
            </Link>
          ))}
        </nav>
      </div>
      {(["page", "case", "post"] as const).map((kind) => (
        <section key={kind} aria-labelledby={`seo-group-${kind}`} className="flex flex-col gap-2">
          <h3 id={`seo-group-${kind}`} className="text-base font-semibold">
            {t.groups[kind]}
          </h3>
          {groups[kind].length === 0 ? (
            <p className="text-sm text-slate-600 dark:text-slate-400">{kind === "page" ? null : t.groupEmpty[kind]}</p>
          ) : (
            <ul className="divide-y divide-slate-200 rounded-lg border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
              {groups[kind].map((target) => (
                <TargetRow key={target.id} target={target} href={seoEditAddress(path, target.id, language)} current={target.id === editingId} />
              ))}
            </ul>
          )}
        </section>
      ))}
    </FormCard>
  );
}

function TargetRow({ target, href, current }: { target: SeoTargetView; href: string; current: boolean }) {
  const override = target.override;
  const own = Boolean(override && (override.title || override.description || override.image));
  return (
    <li
      data-testid="seo-target"
      data-id={target.id}
      className={cn("flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between", current && "bg-indigo-50 dark:bg-indigo-950/40")}
    >
      <div className="flex min-w-0 flex-col gap-1">
        <span className="font-medium break-words">{target.title}</span>
        <span className="truncate font-mono text-xs text-slate-600 dark:text-slate-400">{target.path}</span>
        <div className="flex flex-wrap gap-1.5">
          <Badge variant={own ? "success" : "secondary"}>{own ? t.badges.own : t.badges.inherited}</Badge>
          {override?.noindex ? (
            <Badge variant="warning">
              <EyeOffIcon aria-hidden="true" />
              {t.badges.noindex}
            </Badge>
          ) : null}
          {target.unpublished ? <Badge variant="outline">{t.badges.unpublished}</Badge> : null}
        </div>
      </div>
      <Link
        to={href}
        aria-label={t.editLabel(target.title)}
        className={cn(buttonVariants({ variant: "outline", size: "sm" }), "self-start sm:self-center")}
      >
        <PencilIcon aria-hidden="true" />
        {t.edit}
      </Link>
    </li>
  );
}
