import { data } from "react-router";

import { CheckList, CtaBand, PageHero, SectionHeading } from "~/components/info/page-parts";
import { infoClientLoader, useStrings } from "~/i18n/strings";
import { pageLanguage } from "~/lib/languages";
import { publicPageMeta } from "~/lib/seo";
import { readLocalAbout } from "~/server/company-translations.server";
import { contentPageLanguages } from "~/server/page-languages.server";

import type { Route } from "./+types/partners";

// The same list the About page shows, edited by staff in /admin/about; in Kazakh and English the
// page exists when every partner's words are reviewed there (ADR 0078).
export async function loader({ request }: Route.LoaderArgs) {
  const language = pageLanguage(new URL(request.url).pathname);
  const [about, languages] = await Promise.all([readLocalAbout(language), contentPageLanguages("/partners")]);
  return data({ partners: about.partners, languages: [...languages] }, languages.includes(language) ? undefined : { status: 404 });
}

/** Its texts arrive with it on a client navigation (app/i18n/strings.ts). */
export function clientLoader(args: Route.ClientLoaderArgs) {
  return infoClientLoader(args);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => publicPageMeta("/partners", matches, loaderData ? { languages: loaderData.languages } : {});

export default function Partners({ loaderData }: Route.ComponentProps) {
  const t = useStrings().info.partners;
  return (
    <main>
      <PageHero eyebrow={t.eyebrow} title={t.title} lead={t.lead} />

      {loaderData.partners.length > 0 ? (
        <section className="section" aria-labelledby="partners-list">
          <div className="container-page">
            <SectionHeading id="partners-list">{t.listTitle}</SectionHeading>
            <ul className="mt-10 grid gap-6 sm:grid-cols-2">
              {loaderData.partners.map((p) => (
                <li key={p.name} className="card">
                  <span className="badge bg-primary/10 text-primary-600">{p.type}</span>
                  <h3 className="mt-4 text-xl font-semibold">{p.name}</h3>
                  {p.description ? <p className="mt-2 text-muted">{p.description}</p> : null}
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}

      <section className="section bg-surface" aria-labelledby="program">
        <div className="container-page">
          <SectionHeading id="program">{t.programTitle}</SectionHeading>
          <p className="section-lead">{t.programLead}</p>
          <div className="mt-10 grid gap-6 md:grid-cols-2">
            <div className="card">
              <h3 className="text-lg font-semibold">{t.programFor}</h3>
              <CheckList items={t.programAudience} className="mt-4 text-ink" />
            </div>
            <div className="card">
              <h3 className="text-lg font-semibold">{t.programGet}</h3>
              <CheckList items={t.programBenefits} className="mt-4 text-ink" />
            </div>
          </div>
        </div>
      </section>

      <CtaBand title={t.ctaTitle} text={t.ctaText} to="/contact" label={t.ctaButton} />
    </main>
  );
}
