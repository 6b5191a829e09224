import { Building2, GraduationCap, Landmark, ShoppingCart, Truck, UtensilsCrossed, type LucideIcon } from "lucide-react";

import type { home } from "~/i18n/ru/home";
import { useStrings } from "~/i18n/strings";

import { SectionHeading } from "./section-heading";

const INDUSTRY_ICONS: Record<(typeof home.industries.items)[number]["key"], LucideIcon> = {
  education: GraduationCap,
  ecommerce: ShoppingCart,
  finance: Landmark,
  logistics: Truck,
  horeca: UtensilsCrossed,
  government: Building2,
};

export function Industries() {
  const t = useStrings().home.industries;
  return (
    <section aria-labelledby="industries-title" className="section bg-surface">
      <div className="container-page">
        <SectionHeading id="industries-title" eyebrow={t.eyebrow} title={t.title} lead={t.lead} />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {t.items.map((item) => {
            const Icon = INDUSTRY_ICONS[item.key];
            return (
              <li key={item.key} data-testid="industry" className="card flex flex-col transition hover:shadow-md">
                <div className="flex items-center gap-3">
                  <span className="grid size-11 place-items-center rounded-xl bg-gradient-to-br from-primary/10 to-accent/10 text-primary">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <h3 className="text-lg font-semibold text-ink">{item.title}</h3>
                </div>
                <p className="mt-3 flex-1 text-sm leading-relaxed text-muted">{item.text}</p>
                <p className="mt-4 text-xs font-semibold uppercase tracking-wider text-muted">{t.clients}</p>
                <ul className="mt-2 flex flex-wrap gap-2">
                  {item.clients.map((client) => (
                    <li key={client} className="badge border border-border bg-surface text-ink">
                      {client}
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
