import { CheckList, CtaBand, PageHero, SectionHeading } from "~/components/info/page-parts";
import { infoClientLoader, useStrings } from "~/i18n/strings";
import { publicPageMeta } from "~/lib/seo";

import type { Route } from "./+types/docs";

/** Nothing to read on the server: the page is all texts, which a client navigation brings first. */
export function loader() {
  return null;
}

export function clientLoader(args: Route.ClientLoaderArgs) {
  return infoClientLoader(args);
}

export const meta: Route.MetaFunction = ({ matches }) => publicPageMeta("/docs", matches);

export default function Docs() {
  const t = useStrings().info.docs;
  return (
    <main>
      <PageHero eyebrow={t.eyebrow} title={t.title} lead={t.lead} />

      <section className="section" aria-labelledby="steps">
        <div className="container-page">
          <SectionHeading id="steps">{t.stepsTitle}</SectionHeading>
          <ol className="mt-10 space-y-4">
            {t.steps.map((step, i) => (
              <li key={step.title} className="card flex gap-4 sm:gap-6">
                <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary text-lg font-bold text-white">
                  {i + 1}
                </span>
                <div>
                  <h3 className="text-lg font-semibold">{step.title}</h3>
                  <p className="mt-0.5 text-sm font-medium text-primary-600">{step.time}</p>
                  <p className="mt-2 text-muted">{step.text}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className="section bg-surface" aria-labelledby="timing">
        <div className="container-page grid gap-10 lg:grid-cols-2">
          <div>
            <SectionHeading id="timing">{t.timingTitle}</SectionHeading>
            <dl className="mt-8 divide-y divide-border rounded-2xl border border-border bg-white">
              {t.timing.map((row) => (
                <div key={row.what} className="flex flex-col gap-1 px-5 py-4 sm:flex-row sm:items-center sm:justify-between sm:gap-6">
                  <dt>{row.what}</dt>
                  <dd className="shrink-0 font-semibold text-primary-600">{row.time}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div>
            <SectionHeading>{t.prepareTitle}</SectionHeading>
            <CheckList items={t.prepare} className="mt-8 text-ink" />
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="glossary">
        <div className="container-page">
          <SectionHeading id="glossary">{t.glossaryTitle}</SectionHeading>
          <dl className="mt-10 grid gap-x-10 gap-y-6 md:grid-cols-2">
            {t.glossary.map((g) => (
              <div key={g.term} className="border-l-4 border-primary/40 pl-4">
                <dt className="font-semibold">{g.term}</dt>
                <dd className="mt-1 text-muted">{g.text}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <CtaBand title={t.ctaTitle} text={t.ctaText} to="/contact" label={t.ctaButton} />
    </main>
  );
}
