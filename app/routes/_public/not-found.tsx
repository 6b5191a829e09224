import { data } from "react-router";

import { stringsAt, useStrings } from "~/i18n/strings";
import { pageMeta } from "~/lib/seo";

import type { Route } from "./+types/not-found";
import { PageLink } from "~/components/site/page-link";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches, location }) => {
  const { notFound } = stringsAt(location.pathname).common;
  return pageMeta({ title: notFound.title, description: notFound.text, path: "/404", noindex: true }, matches);
};

export default function NotFound() {
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
