import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse } from "react-router";

import { useAnnounceHydration } from "~/components/hydrate-later";
import { ScriptsAfterPaint } from "~/components/scripts-after-paint";
import * as ru from "~/i18n/ru";
import { getEnv } from "~/server/env.server";
import { readSiteSetting } from "~/server/settings.server";

import type { Route } from "./+types/root";
import stylesheetHref from "./app.css?url";

export async function loader() {
  return {
    siteUrl: getEnv().SITE_URL,
    siteName: await readSiteSetting("company_name"),
  };
}

export const links: Route.LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="ru">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* With a precedence React emits the stylesheet ahead of the script preloads it hoists into
            <head>, so on a slow connection the first paint does not wait behind the JavaScript. */}
        <link rel="stylesheet" href={stylesheetHref} precedence="default" />
        <meta name="theme-color" content="#0b1020" />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
        <ScriptsAfterPaint />
      </body>
    </html>
  );
}

export default function App() {
  useAnnounceHydration();
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="container-page flex min-h-screen flex-col items-center justify-center gap-6 text-center">
      <h1 className="text-2xl font-semibold">
        {notFound ? ru.notFound.text : "Произошла ошибка. Попробуйте обновить страницу."}
      </h1>
      <a href="/" className="btn btn-primary">
        {ru.notFound.backHome}
      </a>
    </main>
  );
}
