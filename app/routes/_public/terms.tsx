import { LegalPage } from "~/components/info/page-parts";
import * as ru from "~/i18n/ru";
import { publicPageMeta } from "~/lib/seo";
import { readInfoContacts } from "~/server/company.server";

import type { Route } from "./+types/terms";

export async function loader() {
  const { companyName, email, phone } = await readInfoContacts();
  return { contacts: { companyName, email, phone } };
}

export const meta: Route.MetaFunction = ({ matches }) => publicPageMeta("/terms", matches);

export default function Terms({ loaderData }: Route.ComponentProps) {
  return (
    <LegalPage
      legal={ru.info.terms}
      contacts={loaderData.contacts}
      related={{ to: "/privacy", title: ru.info.privacy.title }}
    />
  );
}
