import { Link, data } from "react-router";

import * as ru from "~/i18n/ru";
import { pageMeta } from "~/lib/seo";

import type { Route } from "./+types/not-found";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta({ title: ru.notFound.title, description: ru.notFound.text, path: "/404", noindex: true }, matches);

export default function NotFound() {
  return (
    <main className="container-page flex min-h-[60vh] flex-col items-center justify-center gap-6 py-32 text-center">
      <p className="text-7xl font-bold text-primary">404</p>
      <h1 className="text-2xl font-semibold">{ru.notFound.text}</h1>
      <Link to="/" className="btn btn-primary">
        {ru.notFound.backHome}
      </Link>
    </main>
  );
}
