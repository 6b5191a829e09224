import { LegalPage } from "~/components/info/page-parts";
import * as ru from "~/i18n/ru";
import { publicPageMeta } from "~/lib/seo";
import { readInfoContacts } from "~/server/company.server";

import type { Route } from "./+types/privacy";

export async function loader() {
  const { companyName, email, phone } = await readInfoContacts();
  return { contacts: { companyName, email, phone } };
}

export const meta: Route.MetaFunction = ({ matches }) => publicPageMeta("/privacy", matches);

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return (
    <LegalPage
      legal={ru.info.privacy}
      contacts={loaderData.contacts}
      related={{ to: "/terms", title: ru.info.terms.title }}
    />
  );
}
