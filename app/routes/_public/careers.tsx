import { Mail } from "lucide-react";

import { CheckList, PageHero, SectionHeading, mailtoHref } from "~/components/info/page-parts";
import { infoClientLoader, useStrings } from "~/i18n/strings";
import { publicPageMeta } from "~/lib/seo";
import { readInfoContacts } from "~/server/company.server";

import type { Route } from "./+types/careers";
import { PageLink } from "~/components/site/page-link";

export async function loader() {
  const { email } = await readInfoContacts();
  return { email };
}

/** Its texts arrive with it on a client navigation (app/i18n/strings.ts). */
export function clientLoader(args: Route.ClientLoaderArgs) {
  return infoClientLoader(args);
}

export const meta: Route.MetaFunction = ({ matches }) => publicPageMeta("/careers", matches);

export default function Careers({ loaderData }: Route.ComponentProps) {
  const t = useStrings().info.careers;
  const { email } = loaderData;
  const applyHref = mailtoHref(email, t.applySubject);
  return (
    <main>
      <PageHero eyebrow={t.eyebrow} title={t.title} lead={t.lead}>
        <a href={applyHref} className="btn btn-primary mt-8">
          <Mail aria-hidden="true" className="size-4" />
          {t.applyButton}
        </a>
      </PageHero>

      <section className="section" aria-labelledby="openings">
        <div className="container-page">
          <SectionHeading id="openings">{t.openingsTitle}</SectionHeading>
          <p className="section-lead">{t.openingsLead}</p>
          <PageLink to="/team" className="mt-4 inline-block font-semibold text-primary-600 hover:underline">
            {t.teamLink} →
          </PageLink>
          <div className="mt-10 grid gap-6 lg:grid-cols-3">
            {t.openings.map((job) => (
              <article key={job.title} className="card flex flex-col">
                <span className="badge self-start bg-primary/10 text-primary-600">{job.badge}</span>
                <h3 className="mt-4 text-xl font-semibold">{job.title}</h3>
                <p className="mt-3 text-muted">{job.text}</p>
                <CheckList items={job.points} className="mt-5 text-sm text-ink" />
                <div className="mt-auto pt-6">
                  <a href={mailtoHref(email, `${t.applySubject}: ${job.title}`)} className="btn btn-outline">
                    {t.applyButton}
                    <span className="sr-only">: {job.title}</span>
                  </a>
                </div>
              </article>
            ))}
          </div>
        </div>
      </section>

      <section className="section bg-surface" aria-labelledby="offer">
        <div className="container-page">
          <SectionHeading id="offer">{t.offerTitle}</SectionHeading>
          <dl className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {t.offer.map((item) => (
              <div key={item.title} className="card">
                <dt className="text-lg font-semibold">{item.title}</dt>
                <dd className="mt-2 text-muted">{item.text}</dd>
              </div>
            ))}
          </dl>
        </div>
      </section>

      <section className="section" aria-labelledby="apply">
        <div className="container-page grid gap-10 lg:grid-cols-2">
          <div>
            <SectionHeading id="apply">{t.applyTitle}</SectionHeading>
            <p className="section-lead">{t.applyNote(email)}</p>
            <a href={applyHref} className="btn btn-primary mt-8">
              <Mail aria-hidden="true" className="size-4" />
              {email}
            </a>
          </div>
          <ol className="space-y-4">
            {t.applySteps.map((step, i) => (
              <li key={step} className="flex gap-4 rounded-2xl border border-border p-5">
                <span aria-hidden="true" className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary font-semibold text-white">
                  {i + 1}
                </span>
                <span className="pt-1.5">{step}</span>
              </li>
            ))}
          </ol>
        </div>
      </section>
    </main>
  );
}
