import { Camera, Mail, MapPin, Phone, Send } from "lucide-react";

import { NewsletterForm } from "~/components/newsletter-form";
import { useStrings } from "~/i18n/strings";
import { safeHref } from "~/lib/safe-link";

import { SiteLogo } from "./site-logo";
import { LanguageSwitcher } from "./language-switcher";
import { PageLink } from "./page-link";

type SiteFooterProps = {
  logo: string;
  companyName: string;
  companyDescription: string;
  phone: string;
  email: string;
  address: string;
  instagram: string;
  telegramBot: string;
};

const linkClass =
  "inline-flex min-h-8 items-center rounded text-slate-300 transition-colors hover:text-white";

export function SiteFooter(props: SiteFooterProps) {
  const strings = useStrings();
  const { companyName, phone, email } = props;
  const instagram = safeHref(props.instagram);
  const telegramBot = safeHref(props.telegramBot);
  const t = strings.common.footer;
  return (
    <footer className="bg-night text-sm text-slate-300">
      <div className="container-page grid gap-12 py-14 lg:grid-cols-12 lg:gap-8">
        <div className="lg:col-span-3">
          <PageLink to="/" className="inline-flex items-center gap-2.5 rounded-lg">
            <SiteLogo key={props.logo} src={props.logo} companyName={companyName} />
            <span className="text-lg font-bold text-white">{companyName}</span>
          </PageLink>
          {props.companyDescription ? (
            <p className="mt-4 max-w-sm leading-relaxed">{props.companyDescription}</p>
          ) : null}

          <h2 className="mt-8 text-base font-semibold text-white">{t.contactsTitle}</h2>
          <ul className="mt-3 space-y-2">
            {email ? (
              <li>
                <a href={`mailto:${email}`} className={`gap-2 ${linkClass}`}>
                  <Mail aria-hidden="true" className="size-4 shrink-0" />
                  {email}
                </a>
              </li>
            ) : null}
            {phone ? (
              <li>
                <a href={`tel:+${phone.replace(/\D/g, "")}`} className={`gap-2 ${linkClass}`}>
                  <Phone aria-hidden="true" className="size-4 shrink-0" />
                  {phone}
                </a>
              </li>
            ) : null}
            <li className="flex items-center gap-2">
              <MapPin aria-hidden="true" className="size-4 shrink-0" />
              {props.address || t.city}
            </li>
          </ul>

          <h2 className="mt-8 text-base font-semibold text-white">{t.socialTitle}</h2>
          <ul className="mt-3 flex flex-wrap gap-3">
            {instagram ? (
              <li>
                <a
                  href={instagram}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="btn btn-ghost-light px-4"
                >
                  <Camera aria-hidden="true" className="size-4" />
                  {t.instagram}
                </a>
              </li>
            ) : null}
            {telegramBot ? (
              <li>
                <a
                  href={telegramBot}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="btn btn-ghost-light px-4"
                >
                  <Send aria-hidden="true" className="size-4" />
                  {t.telegramBot}
                </a>
              </li>
            ) : null}
          </ul>
        </div>

        <div className="grid grid-cols-2 gap-8 sm:grid-cols-3 lg:col-span-6">
          {t.columns.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 className="text-base font-semibold text-white">{column.title}</h2>
              <ul className="mt-3 space-y-1">
                {column.links.map((link) => (
                  <li key={link.to}>
                    <PageLink to={link.to} className={linkClass}>
                      {link.label}
                    </PageLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>

        <div className="lg:col-span-3">
          <h2 className="text-base font-semibold text-white">{t.newsletterTitle}</h2>
          <p className="mt-3 leading-relaxed">{t.newsletterLead}</p>
          <div className="mt-4">
            <NewsletterForm />
          </div>
        </div>
      </div>

      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-4 py-6 sm:flex-row sm:items-center sm:justify-between">
          <p>{t.copyright(companyName)}</p>
          <LanguageSwitcher dark />
          <nav aria-label={t.legalNav}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              <li>
                <PageLink to="/privacy" className={linkClass}>
                  {t.privacy}
                </PageLink>
              </li>
              <li>
                <PageLink to="/terms" className={linkClass}>
                  {t.terms}
                </PageLink>
              </li>
              <li>
                <PageLink to="/auth" className={linkClass}>
                  {t.admin}
                </PageLink>
              </li>
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
