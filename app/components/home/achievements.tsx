import { Award, Trophy } from "lucide-react";

import { useStrings } from "~/i18n/strings";

const ICONS = [Trophy, Award];

export function Achievements() {
  const t = useStrings().home.achievements;
  return (
    <section aria-labelledby="achievements-title" className="border-b border-border bg-surface py-10 sm:py-12">
      <div className="container-page">
        <h2 id="achievements-title" className="sr-only">
          {t.title}
        </h2>
        <ul className="grid gap-4 md:grid-cols-2">
          {t.items.map((item, i) => {
            const Icon = ICONS[i % ICONS.length] ?? Trophy;
            return (
              <li key={item.title} className="flex items-center gap-4 rounded-2xl border border-border bg-white p-5 shadow-sm">
                <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-gradient-to-br from-primary to-accent text-white shadow-md shadow-primary/20">
                  <Icon className="size-6" aria-hidden="true" />
                </span>
                <span>
                  <span className="block text-lg font-semibold text-ink">{item.title}</span>
                  <span className="block text-sm text-muted">{item.text}</span>
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
