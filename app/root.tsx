import { useEffect } from "react";
import { Links, Meta, Outlet, Scripts, ScrollRestoration, isRouteErrorResponse, useLocation, useRouteLoaderData } from "react-router";

import { useAnnounceHydration } from "~/components/hydrate-later";
import { ScriptsAfterPaint } from "~/components/scripts-after-paint";
import { analyticsForPage, ThirdPartyAnalytics } from "~/components/third-party-analytics";
import { ERROR_PAGE } from "~/i18n/error-page";
import { LANGUAGE_ISO, localizedPath, pageLanguage } from "~/lib/languages";
import { readDesignHead } from "~/server/design.server";
import { readSiteIdentity } from "~/server/site-identity.server";
import { readThirdPartyAnalytics } from "~/server/third-party-analytics.server";

import type { Route } from "./+types/root";
import stylesheetHref from "./app.css?url";

export async function loader({ request }: Route.LoaderArgs) {
  const [identity, design, thirdPartyAnalytics] = await Promise.all([readSiteIdentity(), readDesignHead(request), readThirdPartyAnalytics()]);
  return { ...identity, design, thirdPartyAnalytics };
}

export function Layout({ children }: { children: React.ReactNode }) {
  // Absent while the root loader itself failed: the page then keeps the defaults.
  const root = useRouteLoaderData<typeof loader>("root");
  const { pathname } = useLocation();
  const analytics = analyticsForPage(pathname, root?.thirdPartyAnalytics);
  const lang = LANGUAGE_ISO[pageLanguage(pathname)];
  // In the browser <html> is the document's own, which hydration does not patch
  // (app/entry.client.tsx): a client navigation into another language sets its lang here.
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  return (
    <html lang={lang}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {/* With a precedence React emits the stylesheet ahead of the script preloads it hoists into
            <head>, so on a slow connection the first paint does not wait behind the JavaScript. */}
        <link rel="stylesheet" href={stylesheetHref} precedence="default" />
        <meta name="theme-color" content="#0b1020" />
        {/* The icon set in the settings' general tab, else the bundled one (ADR 0055). */}
        {root?.faviconUrl ? <link rel="icon" href={root.faviconUrl} /> : <link rel="icon" href="/favicon.svg" type="image/svg+xml" />}
        {root?.design.css ? <style dangerouslySetInnerHTML={{ __html: root.design.css }} /> : null}
        {root?.design.fontPreload ? <link rel="preload" href={root.design.fontPreload} as="font" type="font/woff2" crossOrigin="anonymous" /> : null}
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <Scripts />
        <ScriptsAfterPaint />
        {analytics ? <ThirdPartyAnalytics ids={analytics} /> : null}
      </body>
    </html>
  );
}

export default function App() {
  useAnnounceHydration();
  return <Outlet />;
}

/** In the language of the page that failed, linking to that language's home. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const language = pageLanguage(useLocation().pathname);
  const t = ERROR_PAGE[language];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="container-page flex min-h-screen flex-col items-center justify-center gap-6 text-center">
      <h1 className="text-2xl font-semibold">{notFound ? t.notFound : t.failed}</h1>
      <a href={localizedPath(language, "/")} className="btn btn-primary">
        {t.backHome}
      </a>
    </main>
  );
}
