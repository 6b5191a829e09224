import { Clock, Mail, MessageCircle, Phone } from "lucide-react";

import { CheckList, PageHero, SectionHeading, mailtoHref, telHref } from "~/components/info/page-parts";
import { infoClientLoader, useStrings } from "~/i18n/strings";
import { pageLanguage } from "~/lib/languages";
import { safeHref } from "~/lib/safe-link";
import { publicPageMeta } from "~/lib/seo";
import { readInfoContacts } from "~/server/company.server";
import { readLocalContactTexts } from "~/server/company-translations.server";

import type { Route } from "./+types/support";

export async function loader({ request }: Route.LoaderArgs) {
  const language = pageLanguage(new URL(request.url).pathname);
  const [{ workingHours, ...contacts }, local] = await Promise.all([readInfoContacts(), language === "ru" ? null : readLocalContactTexts(language)]);
  // The Russian page quotes the hours as staff typed them; the others their reviewed words, or the
  // catalog's lines while the hours are the default (ADR 0078).
  return { contacts, hours: local ? local.workingHours : workingHours };
}

/** Its texts arrive with it on a client navigation (app/i18n/strings.ts). */
export function clientLoader(args: Route.ClientLoaderArgs) {
  return infoClientLoader(args);
}

export const meta: Route.MetaFunction = ({ matches }) => publicPageMeta("/support", matches);

export default function Support({ loaderData }: Route.ComponentProps) {
  const strings = useStrings();
  const t = strings.info.support;
  const c = strings.info.common;
  const { contacts } = loaderData;
  const channels = [
    { icon: Mail, label: c.emailLabel, value: contacts.email, href: mailtoHref(contacts.email) },
    { icon: Phone, label: c.phoneLabel, value: contacts.phone, href: telHref(contacts.phone) },
    {
      icon: MessageCircle,
      label: c.telegramLabel,
      value: contacts.telegramBot.replace(/^https?:\/\//, ""),
      href: safeHref(contacts.telegramBot),
    },
  ];
  return (
    <main>
      <PageHero eyebrow={t.eyebrow} title={t.title} lead={t.lead} />

      <section className="section" aria-labelledby="channels">
        <div className="container-page grid gap-10 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <SectionHeading id="channels">{t.channelsTitle}</SectionHeading>
            <ul className="mt-8 grid gap-4 sm:grid-cols-3">
              {channels.map(({ icon: Icon, label, value, href }) => (
                <li key={label} className="card p-5">
                  <Icon aria-hidden="true" className="size-6 text-primary" />
                  <p className="mt-3 text-sm text-muted">{label}</p>
                  {href ? (
                    <a href={href} className="mt-1 block font-semibold break-words text-ink hover:text-primary">
                      {value}
                    </a>
                  ) : (
                    <p className="mt-1 font-semibold break-words text-ink">{value}</p>
                  )}
                </li>
              ))}
            </ul>
          </div>
          <div className="card self-start bg-surface">
            <Clock aria-hidden="true" className="size-6 text-primary" />
            <h3 className="mt-3 text-lg font-semibold">{t.hoursTitle}</h3>
            {(loaderData.hours === null ? [strings.leads.contact.hoursWeekdays, strings.leads.contact.hoursWeekend] : [loaderData.hours]).map((line) => (
              <p key={line} className="mt-1 font-medium">
                {line}
              </p>
            ))}
            <p className="mt-3 text-sm text-muted">{t.hoursNote}</p>
          </div>
        </div>
      </section>

      <section className="section bg-surface" aria-labelledby="sla">
        <div className="container-page">
          <SectionHeading id="sla">{t.slaTitle}</SectionHeading>
          <p className="section-lead">{t.slaLead}</p>
          <div className="mt-8 overflow-x-auto rounded-2xl border border-border bg-white">
            <table className="w-full min-w-[36rem] text-left text-sm">
              <thead className="bg-surface text-ink">
                <tr>
                  <th scope="col" className="px-5 py-3 font-semibold">{t.slaHead.priority}</th>
                  <th scope="col" className="px-5 py-3 font-semibold">{t.slaHead.example}</th>
                  <th scope="col" className="px-5 py-3 font-semibold">{t.slaHead.response}</th>
                </tr>
              </thead>
              <tbody className="divide-y divide-border">
                {t.sla.map((row) => (
                  <tr key={row.priority}>
                    <th scope="row" className="px-5 py-4 font-semibold">{row.priority}</th>
                    <td className="px-5 py-4 text-muted">{row.example}</td>
                    <td className="px-5 py-4">{row.response}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="plan">
        <div className="container-page grid gap-10 lg:grid-cols-2">
          <div>
            <SectionHeading id="plan">{t.planTitle}</SectionHeading>
            <p className="section-lead">{t.planText}</p>
            <CheckList items={t.planPoints} className="mt-6 text-ink" />
          </div>
          <div className="card">
            <h3 className="text-lg font-semibold">{t.requestTitle}</h3>
            <CheckList items={t.requestPoints} className="mt-4 text-ink" />
            <a href={mailtoHref(contacts.email)} className="btn btn-primary mt-6">
              {c.contactUs}
            </a>
          </div>
        </div>
      </section>
    </main>
  );
}
