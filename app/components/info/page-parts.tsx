import { clsx } from "clsx";

import type { InfoSection } from "~/i18n/ru/info";
import type { Translation } from "~/i18n/translation";
import { useStrings } from "~/i18n/strings";
import { PageLink } from "~/components/site/page-link";

/** The top band of every info page, holding the page's only <h1>. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
}: {
  eyebrow?: string;
  title: string;
  lead?: string;
  children?: React.ReactNode;
}) {
  return (
    <section className="border-b border-border bg-gradient-to-b from-primary/5 to-white pt-10 pb-10 sm:pt-16 sm:pb-14">
      <div className="container-page">
        {eyebrow ? <p className="text-sm font-semibold tracking-wide text-primary uppercase">{eyebrow}</p> : null}
        <h1 className="mt-2 text-[clamp(1.5rem,7vw,3rem)] leading-tight font-bold tracking-tight text-balance break-words hyphens-auto text-ink">{title}</h1>
        {lead ? <p className="section-lead">{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}

/** A dark closing band with one call to action; the target is a normal link so it works without JS. */
export function CtaBand({ title, text, to, label }: { title: string; text: string; to: string; label: string }) {
  const external = /^(mailto:|tel:|https?:)/.test(to);
  return (
    <section className="section">
      <div className="container-page">
        <div className="flex flex-col items-start gap-6 rounded-3xl bg-night px-6 py-10 text-white sm:px-12 md:flex-row md:items-center md:justify-between">
          <div>
            <h2 className="text-2xl font-bold sm:text-3xl">{title}</h2>
            <p className="mt-2 max-w-2xl text-slate-300">{text}</p>
          </div>
          {external ? (
            <a href={to} className="btn btn-primary shrink-0">
              {label}
            </a>
          ) : (
            <PageLink to={to} className="btn btn-primary shrink-0">
              {label}
            </PageLink>
          )}
        </div>
      </div>
    </section>
  );
}

export function SectionHeading({ id, children, className }: { id?: string; children: React.ReactNode; className?: string }) {
  return (
    <h2 id={id} className={clsx("text-2xl font-bold tracking-tight text-ink sm:text-3xl", className)}>
      {children}
    </h2>
  );
}

/** Numbered sections of the privacy policy and the terms of use. */
function LegalText({ sections }: { sections: readonly Translation<InfoSection>[] }) {
  return (
    <div className="max-w-3xl space-y-10 text-base leading-relaxed text-ink">
      {sections.map((s) => (
        <section key={s.title} aria-labelledby={slugId(s.title)}>
          <h2 id={slugId(s.title)} className="text-xl font-bold sm:text-2xl">
            {s.title}
          </h2>
          {s.paragraphs.map((p) => (
            <p key={p} className="mt-3 text-slate-700">
              {p}
            </p>
          ))}
          {s.list ? (
            <ul className="mt-3 list-disc space-y-1.5 pl-6 text-slate-700 marker:text-primary">
              {s.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
    </div>
  );
}

function slugId(title: string) {
  return `section-${title.split(".")[0]}`;
}

export function CheckList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={clsx("space-y-3", className)}>
      {items.map((item) => (
        <li key={item} className="flex gap-3">
          <span aria-hidden="true" className="mt-2 size-2 shrink-0 rounded-full bg-primary" />
          <span>{item}</span>
        </li>
      ))}
    </ul>
  );
}

/** The same page the catch-all route shows, for loaders that answer 404 themselves. */
export function NotFoundContent() {
  const strings = useStrings();
  return (
    <main className="container-page flex min-h-[60vh] flex-col items-center justify-center gap-6 py-32 text-center">
      <p className="text-7xl font-bold text-primary">404</p>
      <h1 className="text-2xl font-semibold">{strings.common.notFound.text}</h1>
      <PageLink to="/" className="btn btn-primary">
        {strings.common.notFound.backHome}
      </PageLink>
    </main>
  );
}

export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

export function mailtoHref(email: string, subject?: string): string {
  return subject ? `mailto:${email}?subject=${encodeURIComponent(subject)}` : `mailto:${email}`;
}

type LegalDocument = { title: string; sections: (contacts: LegalContacts) => readonly Translation<InfoSection>[] };
type LegalContacts = { companyName: string; email: string; phone: string };

/** The privacy policy and the terms of use: one layout, each linking to the other. */
export function LegalPage({
  legal,
  contacts,
  related,
}: {
  legal: LegalDocument;
  contacts: LegalContacts;
  related: { to: string; title: string };
}) {
  const strings = useStrings();
  return (
    <main>
      <PageHero title={legal.title} lead={strings.info.common.updated} />
      <div className="container-page section pt-10 sm:pt-14">
        <LegalText sections={legal.sections(contacts)} />
        <nav aria-label={strings.info.common.relatedLabel} className="mt-12 border-t border-border pt-6">
          <PageLink to={related.to} className="font-semibold text-primary hover:underline">
            {related.title}
          </PageLink>
        </nav>
      </div>
    </main>
  );
}
