import { HydrateLater } from "~/components/hydrate-later";
import { ExternalLink, Mail } from "lucide-react";
import { data } from "react-router";

import { MemberAvatar } from "~/components/site/member-avatar";
import { useStrings } from "~/i18n/strings";
import { pageLanguage } from "~/lib/languages";
import { safeHref } from "~/lib/safe-link";
import { publicPageMeta } from "~/lib/seo";
import { readLocalTeamInfo } from "~/server/company-translations.server";
import { contentPageLanguages } from "~/server/page-languages.server";
import { listLocalTeam } from "~/server/team-translations.server";

import type { Route } from "./+types/team";
import { PageLink } from "~/components/site/page-link";

const MAX_SKILLS = 4;

// In Kazakh and English the page lists the members complete there (ADR 0074), and exists while one is.
export async function loader({ request }: Route.LoaderArgs) {
  const language = pageLanguage(new URL(request.url).pathname);
  const [team, intro, languages] = await Promise.all([listLocalTeam(language), readLocalTeamInfo(language), contentPageLanguages("/team")]);
  return data({ ...team, intro, languages: [...languages] }, languages.includes(language) ? undefined : { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => publicPageMeta("/team", matches, loaderData ? { languages: loaderData.languages } : {});

export default function Team({ loaderData }: Route.ComponentProps) {
  const strings = useStrings();
  const t = strings.pages.team;
  const { members: loaded, upcoming, intro } = loaderData;
  // A profile link that is not a web page, mail or phone is shown as no link.
  const members = loaded.map((member) => ({ ...member, linkedin: safeHref(member.linkedin) }));
  return (
    <main>
      <section className="bg-linear-to-b from-primary/5 to-white">
        <div className="container-page section">
          <p className="text-sm font-semibold tracking-wide text-primary-600 uppercase">{t.eyebrow}</p>
          <h1 className="mt-3 max-w-4xl text-3xl font-bold tracking-tight text-ink sm:text-5xl">{t.title}</h1>
          {intro ? <p className="section-lead">{intro}</p> : null}
        </div>
      </section>

      <HydrateLater>
        <section className="container-page pb-16 sm:pb-24" aria-label={t.eyebrow}>
          {members.length === 0 ? <p className="text-lg text-muted">{t.empty}</p> : null}
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {members.map((member) => (
              <li key={member.id} className="card flex flex-col" data-testid="team-member">
                <div className="flex items-center gap-4">
                  <MemberAvatar name={member.name} avatar={member.avatar} image={member.avatarImage} />
                  <div className="min-w-0">
                    <h2 className="text-xl font-semibold text-ink">{member.name}</h2>
                    <p className="mt-1 font-medium text-primary-600">{member.position}</p>
                  </div>
                </div>
                {member.bio ? <p className="mt-5 leading-relaxed text-muted">{member.bio}</p> : null}
                {member.experience ? (
                  <p className="mt-4 text-sm text-ink">
                    <span className="font-semibold">{t.experience}</span> {member.experience}
                  </p>
                ) : null}
                {member.skills.length > 0 ? (
                  <ul className="mt-4 flex flex-wrap gap-2">
                    {member.skills.slice(0, MAX_SKILLS).map((skill) => (
                      <li key={skill} className="badge bg-surface text-ink ring-1 ring-border">
                        {skill}
                      </li>
                    ))}
                  </ul>
                ) : null}
                {member.email || member.linkedin ? (
                  <div className="mt-auto flex flex-wrap gap-2 pt-6">
                    {member.email ? (
                      <a href={`mailto:${member.email}`} className="btn btn-outline px-4" aria-label={t.writeTo(member.name)}>
                        <Mail aria-hidden="true" className="size-4" />
                        {t.email}
                      </a>
                    ) : null}
                    {member.linkedin ? (
                      <a
                        href={member.linkedin}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="btn btn-outline px-4"
                        aria-label={t.profileOf(member.name)}
                      >
                        <ExternalLink aria-hidden="true" className="size-4" />
                        {t.profile}
                      </a>
                    ) : null}
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      </HydrateLater>

      {upcoming.length > 0 ? (
        <HydrateLater>
          <section className="bg-surface">
            <div className="container-page section">
              <h2 className="section-title">{t.upcomingTitle}</h2>
              <p className="section-lead">{t.upcomingLead}</p>
              <ul className="mt-10 grid gap-6 md:grid-cols-2">
                {upcoming.map((member) => (
                  <li key={member.id} className="card flex gap-4" data-testid="upcoming-member">
                    <MemberAvatar name={member.name} avatar={member.avatar} image={member.avatarImage} size="small" />
                    <div className="min-w-0">
                      <span className="badge bg-amber-100 text-amber-900">{member.hiringStatus}</span>
                      <h3 className="mt-2 text-lg font-semibold text-ink">{member.name}</h3>
                      <p className="font-medium text-primary-600">{member.position}</p>
                      {member.bio ? <p className="mt-2 text-muted">{member.bio}</p> : null}
                    </div>
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
            <h2 className="text-3xl font-bold tracking-tight">{t.careersTitle}</h2>
            <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-300">{t.careersText}</p>
            <PageLink to="/careers" className="btn btn-primary mt-8">
              {t.careersButton}
            </PageLink>
          </div>
        </section>
      </HydrateLater>
    </main>
  );
}
