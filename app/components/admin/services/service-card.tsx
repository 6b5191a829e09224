import { CheckIcon, ClockIcon, LanguagesIcon } from "lucide-react";
import { Link } from "react-router";

import { ItemActions } from "~/components/admin/item-actions";
import { ItemBadges } from "~/components/admin/item-badges";
import { ServiceIcon } from "~/components/site/service-icon";
import { Button } from "~/components/ui/button";
import { Card } from "~/components/ui/card";
import * as ru from "~/i18n/ru";
import { cn } from "~/lib/utils";

import type { ServiceCardData } from "~/schemas/admin/services";

const t = ru.adminServices;
/** Features listed on a card before '+N': the card stays short, the form shows them all. */
const FEATURES_SHOWN = 3;

type Props = {
  service: ServiceCardData;
  /** Where the card stands in its section; null: the role may not change services. */
  actions: { first: boolean; last: boolean } | null;
};

export function ServiceCard({ service, actions }: Props) {
  const shown = service.features.slice(0, FEATURES_SHOWN);
  const more = service.features.length - shown.length;
  return (
    <li data-testid="admin-service" data-id={service.id} className="flex">
      <Card
        className={cn(
          "w-full gap-4 py-5",
          !service.isVisible && "border-dashed bg-slate-50 dark:bg-slate-900/60",
        )}
      >
        <div className="flex items-start gap-3 px-5">
          <span
            className={cn(
              "grid size-10 shrink-0 place-items-center rounded-lg bg-primary/10 text-primary-600 dark:text-indigo-300",
              !service.isVisible && "opacity-60",
            )}
          >
            <ServiceIcon name={service.icon} className="size-5" />
          </span>
          <div className="min-w-0 flex-1">
            <ItemBadges category={service.category} hidden={!service.isVisible} hiddenLabel={t.hiddenBadge} />
            <h3 className="mt-1.5 font-semibold break-words">{service.title}</h3>
          </div>
        </div>
        <div className="flex flex-1 flex-col gap-3 px-5 text-sm">
          {service.description ? (
            <p className="line-clamp-3 text-slate-600 dark:text-slate-400">{service.description}</p>
          ) : null}
          {shown.length > 0 ? (
            <ul aria-label={t.featuresCount(service.features.length)} className="flex flex-col gap-1">
              {shown.map((feature, index) => (
                <li key={index} className="flex gap-2">
                  <CheckIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600 dark:text-emerald-400" />
                  <span className="min-w-0 break-words">{feature}</span>
                </li>
              ))}
              {more > 0 ? <li className="pl-6 text-slate-600 dark:text-slate-400">+{more}</li> : null}
            </ul>
          ) : null}
          <dl className="mt-auto flex flex-wrap gap-x-6 gap-y-1 pt-1">
            <div>
              <dt className="sr-only">{t.fields.price}</dt>
              <dd className="font-semibold" data-testid="admin-service-price">
                {service.price}
              </dd>
            </div>
            {service.duration ? (
              <div>
                <dt className="sr-only">{t.fields.duration}</dt>
                <dd className="flex items-center gap-1 text-slate-600 dark:text-slate-400">
                  <ClockIcon aria-hidden="true" className="size-3.5" />
                  {service.duration}
                </dd>
              </div>
            ) : null}
          </dl>
        </div>
        <div className="flex flex-col gap-2 border-t border-slate-200 px-5 pt-4 dark:border-slate-800">
          {actions ? <ItemActions item={service} first={actions.first} last={actions.last} labels={t} /> : null}
          {/* Every role reaches the translations: a marketer reads them. */}
          <Button asChild variant="ghost" size="sm" className="self-start">
            <Link to={`?edit=${service.id}&lang=kz`} aria-label={ru.adminTranslations.openNamed(service.title)}>
              <LanguagesIcon aria-hidden="true" />
              {ru.adminTranslations.open}
            </Link>
          </Button>
        </div>
      </Card>
    </li>
  );
}
