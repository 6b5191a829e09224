import { HydrateLater } from "~/components/hydrate-later";
import { Award, Eye, Target } from "lucide-react";

import { data } from "react-router";

import { useStrings } from "~/i18n/strings";
import { pageLanguage } from "~/lib/languages";
import { publicPageMeta } from "~/lib/seo";
import { readLocalAbout } from "~/server/company-translations.server";
import { contentPageLanguages } from "~/server/page-languages.server";

import type { Route } from "./+types/about";
import { PageLink } from "~/components/site/page-link";

// In Kazakh and English the page exists when every company text it shows is reviewed there (ADR 0074).
export async function loader({ request }: Route.LoaderArgs) {
  const language = pageLanguage(new URL(request.url).pathname);
  const [about, languages] = await Promise.all([readLocalAbout(language), contentPageLanguages("/about")]);
  return data({ about, languages: [...languages] }, languages.includes(language) ? undefined : { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => publicPageMeta("/about", matches, loaderData ? { languages: loaderData.languages } : {});

export default function About({ loaderData: { about } }: Route.ComponentProps) {
  const strings = useStrings();
  const t = strings.pages.about;
  return (
    <main>
      <section className="bg-linear-to-b from-primary/5 to-white">
        <div className="container-page section">
          <p className="text-sm font-semibold tracking-wide text-primary-600 uppercase">{t.eyebrow}</p>
          <h1 className="mt-3 max-w-4xl text-3xl font-bold tracking-tight text-ink sm:text-5xl">{t.title}</h1>
          {about.description ? <p className="section-lead">{about.description}</p> : null}
        </div>
      </section>

      <HydrateLater>
        <section className="container-page grid gap-10 pb-16 sm:pb-24 lg:grid-cols-12">
          <div className="lg:col-span-7">
            {about.history.length > 0 ? (
              <>
                <h2 className="section-title">{t.historyTitle}</h2>
                <div className="mt-6 space-y-4 text-lg leading-relaxed text-muted">
                  {about.history.map((paragraph, index) => (
                    <p key={index}>{paragraph}</p>
                  ))}
                </div>
              </>
            ) : null}
            {about.achievements.length > 0 ? (
              <>
                <h3 className="mt-10 text-xl font-semibold text-ink">{t.achievementsTitle}</h3>
                <ul className="mt-4 space-y-3">
                  {about.achievements.map((item, index) => (
                    <li key={index} className="flex gap-3 text-muted">
                      <Award aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
                      {item}
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </div>
          <aside className="lg:col-span-5" aria-labelledby="company-card-title">
            <div className="card bg-surface">
              <h2 id="company-card-title" className="text-xl font-semibold text-ink">
                {t.companyCardTitle}
              </h2>
              <dl className="mt-5 divide-y divide-border">
                {t.companyCard.map((row) => (
                  <div key={row.term} className="flex flex-col gap-1 py-3 sm:flex-row sm:justify-between sm:gap-4">
                    <dt className="text-muted">{row.term}</dt>
                    <dd className="font-semibold text-ink sm:text-right">{row.value}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </aside>
        </section>
      </HydrateLater>

      {about.mission || about.vision ? (
        <HydrateLater>
          <section className="bg-surface">
            <div className="container-page section grid gap-6 md:grid-cols-2">
              {about.mission ? (
                <article className="card">
                  <Target aria-hidden="true" className="size-8 text-primary" />
                  <h2 className="mt-4 text-2xl font-bold text-ink">{t.missionTitle}</h2>
                  <p className="mt-3 text-lg leading-relaxed whitespace-pre-line text-muted">{about.mission}</p>
                </article>
              ) : null}
              {about.vision ? (
                <article className="card">
                  <Eye aria-hidden="true" className="size-8 text-accent" />
                  <h2 className="mt-4 text-2xl font-bold text-ink">{t.visionTitle}</h2>
                  <p className="mt-3 text-lg leading-relaxed whitespace-pre-line text-muted">{about.vision}</p>
                </article>
              ) : null}
            </div>
          </section>
        </HydrateLater>
      ) : null}

      {about.values.length > 0 ? (
        <HydrateLater>
          <section className="container-page section" aria-labelledby="values-title">
            <h2 id="values-title" className="section-title">
              {t.valuesTitle}
            </h2>
            <p className="section-lead">{t.valuesLead}</p>
            <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {about.values.map((value, index) => (
                <li key={index} className="card">
                  <span aria-hidden="true" className="text-sm font-bold text-primary-600">
                    {String(index + 1).padStart(2, "0")}
                  </span>
                  <h3 className="mt-2 text-lg font-semibold text-ink">{value.title}</h3>
                  {value.description ? <p className="mt-2 text-muted">{value.description}</p> : null}
                </li>
              ))}
            </ul>
          </section>
        </HydrateLater>
      ) : null}

      {about.timeline.length > 0 ? (
        <HydrateLater>
          <section className="bg-surface" aria-labelledby="timeline-title">
            <div className="container-page section">
              <h2 id="timeline-title" className="section-title">
                {t.timelineTitle}
              </h2>
              <ol className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
                {about.timeline.map((step, index) => (
                  <li key={index} className="card relative border-t-4 border-t-primary">
                    <p className="text-sm font-bold text-primary-600">{step.period}</p>
                    <h3 className="mt-2 text-lg font-semibold text-ink">{step.title}</h3>
                    {step.description ? <p className="mt-2 whitespace-pre-line text-muted">{step.description}</p> : null}
                  </li>
                ))}
              </ol>
            </div>
          </section>
        </HydrateLater>
      ) : null}

      <HydrateLater>
        <section className="container-page section" aria-labelledby={about.partners.length > 0 ? "partners-title" : undefined}>
          {about.partners.length > 0 ? (
            <>
              <h2 id="partners-title" className="section-title">
                {t.partnersTitle}
              </h2>
              <p className="section-lead">{t.partnersLead}</p>
              <ul className="mt-10 mb-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
                {about.partners.map((partner, index) => (
                  <li key={index} className="card flex flex-col items-start">
                    {partner.type ? <span className="badge bg-primary/10 text-primary-600">{partner.type}</span> : null}
                    <h3 className="mt-3 text-lg font-semibold text-ink">{partner.name}</h3>
                    {partner.description ? <p className="mt-2 whitespace-pre-line text-muted">{partner.description}</p> : null}
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          <PageLink to="/team" className="btn btn-outline">
            {t.teamLink}
          </PageLink>
        </section>
      </HydrateLater>
    </main>
  );
}
