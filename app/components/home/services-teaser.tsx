import {
  AppWindow,
  ArrowRight,
  Bot,
  Clock,
  Database,
  Globe,
  GraduationCap,
  LifeBuoy,
  Sparkles,
  Workflow,
  type LucideIcon,
} from "lucide-react";

import { useStrings } from "~/i18n/strings";

import { SectionHeading } from "./section-heading";
import type { ServiceTeaser } from "~/schemas/home";
import { PageLink } from "~/components/site/page-link";

const SERVICE_ICONS: Record<string, LucideIcon> = {
  AppWindow,
  Bot,
  Database,
  Globe,
  GraduationCap,
  LifeBuoy,
  Workflow,
};

export function ServicesTeaser({ services }: { services: ServiceTeaser[] }) {
  const t = useStrings().home.services;
  if (services.length === 0) return null;
  return (
    <section aria-labelledby="services-title" className="section bg-white">
      <div className="container-page">
        <SectionHeading id="services-title" eyebrow={t.eyebrow} title={t.title} lead={t.lead} />
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {services.map((service) => {
            const Icon = (service.icon && SERVICE_ICONS[service.icon]) || Sparkles;
            return (
              <li
                key={service.id}
                data-testid="service-card"
                className="group relative flex flex-col rounded-2xl border border-border bg-white p-6 shadow-sm transition hover:-translate-y-1 hover:border-primary/40 hover:shadow-lg hover:shadow-primary/10"
              >
                <span className="grid size-12 place-items-center rounded-2xl bg-primary/10 text-primary transition-colors group-hover:bg-gradient-to-br group-hover:from-primary group-hover:to-accent group-hover:text-white">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <h3 className="mt-5 text-lg font-semibold text-ink">
                  {/* The link covers the whole card, so the card is one target with the title as its name. */}
                  <PageLink to="/services" className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none">
                    {service.title}
                  </PageLink>
                </h3>
                <p className="mt-2 flex-1 text-sm leading-relaxed text-muted">{service.description}</p>
                <div className="mt-5 flex items-end justify-between gap-3 border-t border-border pt-4">
                  <span>
                    <span className="block text-base font-bold text-ink">{service.price}</span>
                    {service.duration ? (
                      <span className="mt-0.5 flex items-center gap-1 text-xs text-muted">
                        <Clock className="size-3.5" aria-hidden="true" />
                        <span className="sr-only">{t.duration}</span>
                        {service.duration}
                      </span>
                    ) : null}
                  </span>
                  <ArrowRight
                    className="size-5 text-primary transition-transform group-hover:translate-x-1"
                    aria-hidden="true"
                  />
                </div>
              </li>
            );
          })}
        </ul>
        <div className="mt-10 text-center">
          <PageLink to="/services" className="btn btn-outline">
            {t.all}
            <ArrowRight className="size-4" aria-hidden="true" />
          </PageLink>
        </div>
      </div>
    </section>
  );
}
