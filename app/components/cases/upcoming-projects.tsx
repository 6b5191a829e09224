import { clsx } from "clsx";
import { CalendarDays } from "lucide-react";

import { useStrings } from "~/i18n/strings";

import { IndustryBadge } from "./industry-badge";

export function UpcomingProjects() {
  const t = useStrings().cases.upcoming;
  return (
    <section aria-labelledby="upcoming-title" className="section bg-surface">
      <div className="container-page">
        <h2 id="upcoming-title" className="section-title">
          {t.title}
        </h2>
        <p className="section-lead">{t.lead}</p>
        <ul className="mt-10 grid grid-cols-1 gap-6 md:grid-cols-3">
          {t.items.map((item, index) => (
            <li key={item.title} className="card flex flex-col">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <IndustryBadge industry={item.industry} backdrop="page" />
                <span
                  className={clsx(
                    "badge",
                    index === 0 ? "bg-emerald-100 text-emerald-900" : "bg-indigo-100 text-indigo-900",
                  )}
                >
                  {item.status}
                </span>
              </div>
              <h3 className="mt-4 text-lg font-semibold text-ink">{item.title}</h3>
              <p className="mt-2 flex-1 text-sm leading-relaxed text-muted">{item.description}</p>
              <p className="mt-4 flex items-center gap-1.5 text-sm font-medium text-ink">
                <CalendarDays aria-hidden="true" className="size-4 text-primary" />
                {item.quarter}
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
