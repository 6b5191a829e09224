import { Check, Clock, TrendingUp } from "lucide-react";
import { data } from "react-router";

import { HydrateLater } from "~/components/hydrate-later";
import { LeadDialogButton } from "~/components/site/lead-dialog-button";
import { ServiceIcon } from "~/components/site/service-icon";
import { useStrings } from "~/i18n/strings";
import { localizedPath, pageLanguage } from "~/lib/languages";
import { publicPageMeta, siteOf } from "~/lib/seo";
import { servicesData } from "~/lib/structured-data";
import { contentPageLanguages } from "~/server/page-languages.server";
import { listServicePrices } from "~/server/seo.server";
import { listPublicServices } from "~/server/services.server";

import type { Route } from "./+types/services";

export async function loader({ request }: Route.LoaderArgs) {
  const language = pageLanguage(new URL(request.url).pathname);
  // In Kazakh or English the page lists the services complete there, and exists when one is (ADR 0073).
  const [{ main, extra }, prices, languages] = await Promise.all([listPublicServices(language), listServicePrices(), contentPageLanguages("/services")]);
  const page = { main, extra, prices, language, languages: [...languages], localPaths: language === "ru" ? [] : ["/services"] };
  return data(page, languages.includes(language) ? undefined : { status: 404 });
}

/** Each service with an Offer in tenge where its price is a figure (app/lib/structured-data.ts). */
export const meta: Route.MetaFunction = ({ loaderData, matches }) => {
  const prices = new Map(loaderData?.prices.map((price) => [price.id, price]));
  const list = loaderData
    ? [...loaderData.main, ...loaderData.extra].map((service) => ({
        title: service.title,
        description: service.description,
        category: service.category,
        priceAmount: prices.get(service.id)?.priceAmount ?? null,
        pricePeriod: prices.get(service.id)?.pricePeriod ?? null,
      }))
    : [];
  const language = loaderData?.language ?? "ru";
  const structuredData = list.length > 0 ? [servicesData(list, localizedPath(language, "/services"), { ...siteOf(matches), language })] : [];
  return publicPageMeta("/services", matches, { structuredData, ...(loaderData ? { languages: loaderData.languages } : {}) });
};

export default function Services({ loaderData }: Route.ComponentProps) {
  const strings = useStrings();
  const t = strings.pages.services;
  const { main, extra } = loaderData;
  return (
    <main>
      <section className="bg-linear-to-b from-primary/5 to-white">
        <div className="container-page section">
          <p className="text-sm font-semibold tracking-wide text-primary-600 uppercase">{t.eyebrow}</p>
          <h1 className="mt-3 max-w-4xl text-3xl font-bold tracking-tight text-ink sm:text-5xl">{t.title}</h1>
          <p className="section-lead">{t.lead}</p>
        </div>
      </section>

      <section className="container-page pb-16 sm:pb-24" aria-label={t.eyebrow}>
        <ul className="grid gap-8 lg:grid-cols-2">
          {main.map((service) => (
            <HydrateLater key={service.id}>
              <li id={service.slug} className="card flex scroll-mt-24 flex-col" data-testid="service">
                <div className="flex items-start gap-4">
                  <span className="grid size-12 shrink-0 place-items-center rounded-xl bg-primary/10 text-primary-600">
                    <ServiceIcon name={service.icon} className="size-6" />
                  </span>
                  <div className="min-w-0">
                    {service.category ? <p className="text-sm font-medium text-muted">{service.category}</p> : null}
                    <h2 className="text-xl font-semibold text-ink sm:text-2xl">{service.title}</h2>
                  </div>
                </div>
                <p className="mt-4 leading-relaxed text-muted">{service.description}</p>

                <div className="mt-6 grid gap-6 sm:grid-cols-2">
                  {service.features.length > 0 ? (
                    <div>
                      <h3 className="font-semibold text-ink">{t.included}</h3>
                      <ul className="mt-3 space-y-2 text-sm text-muted">
                        {service.features.map((feature) => (
                          <li key={feature} className="flex gap-2">
                            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-emerald-600" />
                            {feature}
                          </li>
                        ))}
                      </ul>
                    </div>
                  ) : null}
                  {service.benefits.length > 0 ? (
                    <div>
                      <h3 className="font-semibold text-ink">{t.benefits}</h3>
                      <ul className="mt-3 space-y-2 text-sm text-muted">
                        {service.benefits.map((benefit) => (
                          <li key={benefit} className="flex gap-2">
                            <TrendingUp aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
                            {benefit}
                          </li>
                        ))}
                      </ul>
                    </div>
                  ) : null}
                </div>

                <div className="mt-auto flex flex-col gap-4 border-t border-border pt-6 sm:flex-row sm:items-end sm:justify-between">
                  <dl className="flex flex-wrap gap-x-8 gap-y-3">
                    <div>
                      <dt className="text-sm text-muted">{t.price}</dt>
                      <dd className="text-lg font-bold text-ink" data-testid="service-price">
                        {service.price}
                      </dd>
                    </div>
                    {service.duration ? (
                      <div>
                        <dt className="text-sm text-muted">{t.duration}</dt>
                        <dd className="flex items-center gap-1.5 text-lg font-semibold text-ink">
                          <Clock aria-hidden="true" className="size-4 text-muted" />
                          {service.duration}
                        </dd>
                      </div>
                    ) : null}
                  </dl>
                  <LeadDialogButton>{t.consult}</LeadDialogButton>
                </div>
              </li>
            </HydrateLater>
          ))}
        </ul>
      </section>

      {extra.length > 0 ? (
        <HydrateLater>
          <section className="bg-surface">
            <div className="container-page section">
              <h2 className="section-title">{t.extraTitle}</h2>
              <p className="section-lead">{t.extraLead}</p>
              <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
                {extra.map((service) => (
                  <li key={service.id} id={service.slug} className="card flex scroll-mt-24 flex-col" data-testid="service">
                    <ServiceIcon name={service.icon} className="size-7 text-primary" />
                    <h3 className="mt-4 text-lg font-semibold text-ink">{service.title}</h3>
                    <p className="mt-2 text-sm leading-relaxed text-muted">{service.description}</p>
                    <dl className="mt-auto space-y-1 pt-5 text-sm">
                      <div className="flex justify-between gap-3">
                        <dt className="text-muted">{t.price}</dt>
                        <dd className="font-bold text-ink" data-testid="service-price">
                          {service.price}
                        </dd>
                      </div>
                      {service.duration ? (
                        <div className="flex justify-between gap-3">
                          <dt className="text-muted">{t.duration}</dt>
                          <dd className="font-semibold text-ink">{service.duration}</dd>
                        </div>
                      ) : null}
                    </dl>
                  </li>
                ))}
              </ul>
            </div>
          </section>
        </HydrateLater>
      ) : null}

      <HydrateLater>
        <section className="container-page section">
          <div className="rounded-3xl bg-night px-6 py-12 text-center text-white sm:px-12">
            <h2 className="text-3xl font-bold tracking-tight">{t.ctaTitle}</h2>
            <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-300">{t.ctaText}</p>
            <LeadDialogButton className="mt-8">{t.ctaButton}</LeadDialogButton>
          </div>
        </section>
      </HydrateLater>
    </main>
  );
}
