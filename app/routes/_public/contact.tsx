import { data } from "react-router";

import { ContactFaq } from "~/components/contact/contact-faq";
import { ContactForm, type ContactActionData } from "~/components/contact/contact-form";
import { ContactInfo } from "~/components/contact/contact-info";
import { HydrateLater } from "~/components/hydrate-later";
import { stringsAt, stringsFor, useStrings } from "~/i18n/strings";
import { pageLanguage } from "~/lib/languages";
import { publicPageMeta, siteOf } from "~/lib/seo";
import { faqPageData } from "~/lib/structured-data";
import { contactSchema } from "~/schemas/contact";
import { readLocalContactPage } from "~/server/company-translations.server";
import { createContactLead, requestAttribution } from "~/server/leads.server";
import { contentPageLanguages } from "~/server/page-languages.server";
import { readSubmission } from "~/server/request-body.server";
import { requestInfoContext } from "~/server/request-context.server";

import type { Route } from "./+types/contact";

/** The four questions the page shows under the form, as an FAQPage. */
export const meta: Route.MetaFunction = ({ matches, location, loaderData }) =>
  publicPageMeta("/contact", matches, {
    structuredData: [faqPageData(stringsAt(location.pathname).leads.contact.faq, "/contact", { ...siteOf(matches), language: pageLanguage(location.pathname) })],
    ...(loaderData ? { languages: loaderData.languages } : {}),
  });

// In Kazakh and English the page exists when its address and hours are reviewed there (ADR 0078).
export async function loader({ request }: Route.LoaderArgs) {
  const language = pageLanguage(new URL(request.url).pathname);
  const [contacts, languages] = await Promise.all([readLocalContactPage(language), contentPageLanguages("/contact")]);
  // Without JavaScript the form can only send what this request tells about the visit (ADR 0035).
  return data({ ...contacts, attribution: requestAttribution(request), languages: [...languages] }, languages.includes(language) ? undefined : { status: 404 });
}

/**
 * The form carries this visitor's referrer and campaign (the loader's attribution): no shared cache,
 * the site's page cache included (ADR 0067), may keep the page for another visitor.
 */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private" });

export async function action({ request, context }: Route.ActionArgs) {
  // The server has already spent one of the visitor's public writes (server/public-write-guard.ts)
  // and left the refusal for this action to show as a form error.
  const rate = context.get(requestInfoContext).publicWrite;
  // The page's own address says its language, with or without JavaScript.
  const language = pageLanguage(new URL(request.url).pathname);
  const strings = stringsFor(language);
  const submission = await readSubmission(request, contactSchema(strings.leads));
  const reply = (body: ContactActionData, status = 200) => data(body, { status });
  const t = strings.leads.contact;

  if (rate && !rate.ok) {
    return reply({ result: submission.reply({ formErrors: [strings.leads.guard.tooManyRequests(rate.retryAfterSeconds)] }), sent: false }, 429);
  }
  if (submission.status !== "success") return reply({ result: submission.reply(), sent: false }, 400);
  // A filled honeypot is a bot: it sees what a person would see, and nothing is stored.
  if (submission.value.website) return reply({ result: submission.reply({ resetForm: true }), sent: true });
  try {
    const outcome = await createContactLead(submission.value, language);
    if (!outcome.ok) {
      return reply({ result: submission.reply({ fieldErrors: { [outcome.field]: [strings.leads.validation[outcome.problem]] } }), sent: false }, 400);
    }
    return reply({ result: submission.reply({ resetForm: true }), sent: true });
  } catch (error) {
    console.error("Contact request could not be stored:", error);
    return reply({ result: submission.reply({ formErrors: [t.submitError] }), sent: false }, 500);
  }
}

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const t = useStrings().leads.contact;
  const { services, attribution, languages: _languages, ...contacts } = loaderData;
  return (
    <main>
      <section className="bg-night pt-16 pb-14 text-white sm:pt-20">
        <div className="container-page">
          <p className="text-sm font-semibold tracking-wide text-indigo-300 uppercase">{t.eyebrow}</p>
          <h1 className="mt-3 text-4xl font-bold tracking-tight sm:text-5xl">{t.title}</h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-300">{t.lead}</p>
        </div>
      </section>

      <div className="container-page grid gap-12 py-14 lg:grid-cols-12 lg:gap-10 lg:py-20">
        <HydrateLater>
          <section aria-labelledby="contact-form-title" className="card self-start sm:p-8 lg:col-span-7">
            <h2 id="contact-form-title" className="text-2xl font-bold text-ink">
              {t.formTitle}
            </h2>
            <p className="mt-2 mb-6 text-sm text-muted">{t.formLead}</p>
            <ContactForm services={services} attribution={attribution} actionData={actionData} />
          </section>
        </HydrateLater>
        <HydrateLater>
          <div className="lg:col-span-5">
            <ContactInfo {...contacts} />
          </div>
        </HydrateLater>
      </div>

      <HydrateLater>
        <ContactFaq />
      </HydrateLater>
    </main>
  );
}
