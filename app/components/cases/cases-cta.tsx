import { Download, MessageSquare } from "lucide-react";

import { useStrings } from "~/i18n/strings";
import { safeHref } from "~/lib/safe-link";
import { PageLink } from "~/components/site/page-link";

/** 'Скачать презентацию' appears only once staff have set a file in the admin, and downloads it. */
export function CasesCta({ presentationUrl }: { presentationUrl: string | null }) {
  const t = useStrings().cases.cta;
  const href = safeHref(presentationUrl, "site");
  return (
    <section aria-labelledby="cases-cta-title" className="section">
      <div className="container-page">
        <div className="rounded-3xl bg-gradient-to-br from-primary to-accent px-6 py-12 text-center text-white sm:px-12 sm:py-16">
          <h2 id="cases-cta-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
            {t.title}
          </h2>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-white/90">{t.text}</p>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            <PageLink to="/contact" className="btn bg-white text-primary-600 hover:bg-indigo-50">
              <MessageSquare aria-hidden="true" className="size-4" />
              {t.discuss}
            </PageLink>
            {href && (
              <a href={href} download className="btn btn-ghost-light">
                <Download aria-hidden="true" className="size-4" />
                {t.presentation}
              </a>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
