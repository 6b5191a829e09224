import { ChevronDown } from "lucide-react";

import { useStrings } from "~/i18n/strings";

/** The contact page's four FAQ items, as native <details>: no JavaScript needed to open them. */
export function ContactFaq() {
  const t = useStrings().leads.contact;
  return (
    <section aria-labelledby="contact-faq-title" className="section bg-surface">
      <div className="container-page max-w-3xl">
        <h2 id="contact-faq-title" className="section-title text-center">
          {t.faqTitle}
        </h2>
        <div className="mt-10 space-y-3">
          {t.faq.map((item) => (
            <details key={item.question} className="group card p-0">
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 p-5 font-semibold text-ink [&::-webkit-details-marker]:hidden">
                {item.question}
                <ChevronDown aria-hidden="true" className="size-5 shrink-0 text-muted transition-transform group-open:rotate-180" />
              </summary>
              <p className="px-5 pb-5 text-muted">{item.answer}</p>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}
