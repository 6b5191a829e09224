import { Link } from "react-router";

import { LegalText, PageHero } from "~/components/info/page-parts";
import { readInfoContacts } from "~/components/info/contacts.server";
import * as ru from "~/i18n/ru";
import { pageMeta } from "~/lib/seo";

import type { Route } from "./+types/privacy";

const t = ru.info.privacy;

export async function loader() {
  const { companyName, email, phone } = await readInfoContacts();
  return { contacts: { companyName, email, phone } };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: t.metaTitle, description: t.description, path: "/privacy" }, matches);

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return (
    <main>
      <PageHero title={t.title} lead={ru.info.common.updated} />
      <div className="container-page section pt-10 sm:pt-14">
        <LegalText sections={t.sections(loaderData.contacts)} />
        <nav aria-label={ru.info.common.relatedLabel} className="mt-12 border-t border-border pt-6">
          <Link to="/terms" className="font-semibold text-primary hover:underline">
            {ru.info.terms.title}
          </Link>
        </nav>
      </div>
    </main>
  );
}
