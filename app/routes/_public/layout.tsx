import { useEffect } from "react";
import { data, Outlet, useLocation } from "react-router";

import { ChatLauncher } from "~/components/chat-widget/chat-launcher";
import { HydrateLater } from "~/components/hydrate-later";
import { LeadDialogProvider } from "~/components/lead-dialog/lead-dialog-context";
import { SiteFooter } from "~/components/site/site-footer";
import { LanguageOffer } from "~/components/site/language-offer";
import { NotTranslated } from "~/components/site/not-translated";
import { SiteHeader } from "~/components/site/site-header";
import { reportNavigation } from "~/lib/analytics-beacon";
import { rememberVisit } from "~/lib/attribution";
import { readLocalChrome } from "~/server/company-translations.server";
import { readPublicAssistant } from "~/server/public-assistant.server";
import { readPageOverrides } from "~/server/seo.server";
import { loadStrings } from "~/i18n/strings";
import { pageLanguage, pathWithoutLanguage } from "~/lib/languages";
import { usePageLanguages } from "~/lib/page-languages";
import { contentPageLanguages, localListPaths } from "~/server/page-languages.server";

import type { Route } from "./+types/layout";

export async function loader({ request }: Route.LoaderArgs) {
  // Every fixed page's SEO override in the page's language: each page's meta picks its own, also
  // after a client-side navigation, which does not run this loader again (app/lib/seo.ts).
  const { pathname } = new URL(request.url);
  const language = pageLanguage(pathname);
  const [chrome, assistant, pages, found, local] = await Promise.all([
    readLocalChrome(language),
    readPublicAssistant(language),
    readPageOverrides(language),
    language === "ru" || contentPageLanguages(pathWithoutLanguage(pathname)).then((languages) => languages.includes(language)),
    localListPaths(language),
  ]);
  // A page that does not exist in the address's language is not found there (the layout says so).
  return data({ chrome, assistant, seo: { pages }, language, localPaths: local.paths, homes: local.homes }, found ? undefined : { status: 404 });
}

/** A navigation into another language brings that language's words first (app/i18n/strings.ts). */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const [data] = await Promise.all([serverLoader(), loadStrings(new URL(request.url).pathname)]);
  return data;
}

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  const { chrome, assistant } = loaderData;
  // Every lead form sends how the visit began (ADR 0035); each navigation may be a new landing.
  const { key, pathname } = useLocation();
  const language = pageLanguage(pathname);
  // Client navigations keep this layout, so the page's languages follow the address and the page's
  // own loader, not this one's.
  const path = pathWithoutLanguage(pathname);
  const languages = usePageLanguages();
  useEffect(rememberVisit, [key]);
  useEffect(reportNavigation, [key]);
  return (
    <LeadDialogProvider>
      <div className="flex min-h-screen flex-col">
        <HydrateLater>
          <SiteHeader logo={chrome.logo} companyName={chrome.companyName} phone={chrome.phone} />
        </HydrateLater>
        {/* The header is fixed (h-16): keep page tops out from under it. */}
        <HydrateLater>
          <div id="content" tabIndex={-1} className="flex flex-1 flex-col pt-16 outline-none">
            {languages.includes(language) ? <Outlet /> : <NotTranslated path={path} />}
          </div>
        </HydrateLater>
        <HydrateLater>
          <SiteFooter {...chrome} />
        </HydrateLater>
      </div>
      {assistant ? <ChatLauncher assistant={assistant} /> : null}
      <LanguageOffer />
    </LeadDialogProvider>
  );
}
