import { useStrings } from "~/i18n/strings";

import { SectionHeading } from "./section-heading";
import type { AdvantageItem } from "~/schemas/home";

export function WhyUs({ advantages }: { advantages: AdvantageItem[] }) {
  const t = useStrings().home.whyUs;
  if (advantages.length === 0) return null;
  return (
    <section aria-labelledby="why-us-title" className="section relative isolate overflow-hidden bg-night text-white">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10"
        style={{
          backgroundImage:
            "radial-gradient(40rem 20rem at 10% 0%, rgb(79 70 229 / 0.3), transparent 70%), radial-gradient(40rem 20rem at 90% 100%, rgb(124 58 237 / 0.25), transparent 70%)",
        }}
      />
      <div className="container-page">
        <SectionHeading id="why-us-title" eyebrow={t.eyebrow} title={t.title} lead={t.lead} dark />
        <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {advantages.map((advantage) => (
            <li
              key={advantage.id}
              data-testid="advantage"
              className="flex flex-col rounded-2xl border border-white/10 bg-white/[0.04] p-6 transition-colors hover:border-indigo-300/40 hover:bg-white/[0.07]"
            >
              <div className="flex items-start justify-between gap-4">
                <span className="grid size-12 place-items-center rounded-2xl bg-white/10 text-2xl" aria-hidden="true">
                  {advantage.icon}
                </span>
                {advantage.stat ? (
                  <span className="text-right">
                    <span className="block text-3xl font-bold tracking-tight text-indigo-200">{advantage.stat.value}</span>
                    <span className="block max-w-[11rem] text-xs text-slate-300">{advantage.stat.label}</span>
                  </span>
                ) : null}
              </div>
              <h3 className="mt-5 text-lg font-semibold text-white">{advantage.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-300">{advantage.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
