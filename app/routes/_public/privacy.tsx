import { LegalPage } from "~/components/info/page-parts";
import { infoClientLoader, useStrings } from "~/i18n/strings";
import { publicPageMeta } from "~/lib/seo";
import { readInfoContacts } from "~/server/company.server";

import type { Route } from "./+types/privacy";

export async function loader() {
  const { companyName, email, phone } = await readInfoContacts();
  return { contacts: { companyName, email, phone } };
}

/** Its texts arrive with it on a client navigation (app/i18n/strings.ts). */
export function clientLoader(args: Route.ClientLoaderArgs) {
  return infoClientLoader(args);
}

export const meta: Route.MetaFunction = ({ matches }) => publicPageMeta("/privacy", matches);

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const strings = useStrings();
  return (
    <LegalPage
      legal={strings.info.privacy}
      contacts={loaderData.contacts}
      related={{ to: "/terms", title: strings.info.terms.title }}
    />
  );
}
