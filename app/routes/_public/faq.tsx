import { ChevronDown } from "lucide-react";

import { CtaBand, PageHero } from "~/components/info/page-parts";
import { infoClientLoader, stringsAt, useStrings } from "~/i18n/strings";
import { pageLanguage } from "~/lib/languages";
import { publicPageMeta, siteOf } from "~/lib/seo";
import { faqPageData } from "~/lib/structured-data";

import type { Route } from "./+types/faq";

/** Nothing to read on the server: the page is all texts, which a client navigation brings first. */
export function loader() {
  return null;
}

export function clientLoader(args: Route.ClientLoaderArgs) {
  return infoClientLoader(args);
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  publicPageMeta("/faq", matches, {
    structuredData: [
      faqPageData(
        stringsAt(location.pathname).info.faq.items.map((item) => ({ question: item.q, answer: item.a })),
        "/faq",
        { ...siteOf(matches), language: pageLanguage(location.pathname) },
      ),
    ],
  });

export default function Faq() {
  const t = useStrings().info.faq;
  return (
    <main>
      <PageHero eyebrow={t.eyebrow} title={t.title} lead={t.lead} />

      <section className="section pt-10 sm:pt-14">
        <div className="container-page">
          <div className="max-w-3xl space-y-3">
          {/* Native disclosure: opens without JavaScript and is announced by screen readers as expandable. */}
          {t.items.map((item) => (
            <details key={item.q} className="group rounded-2xl border border-border bg-white open:shadow-sm">
              <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-lg font-semibold [&::-webkit-details-marker]:hidden">
                <h2 className="text-lg font-semibold">{item.q}</h2>
                <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-primary transition-transform group-open:rotate-180" />
              </summary>
              <p className="px-5 pb-5 text-muted">{item.a}</p>
            </details>
          ))}
          </div>
        </div>
      </section>

      <CtaBand title={t.moreTitle} text={t.moreText} to="/contact" label={t.moreButton} />
    </main>
  );
}
