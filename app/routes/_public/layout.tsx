import { useEffect } from "react";
import { Outlet, useLocation } from "react-router";

import { ChatLauncher } from "~/components/chat-widget/chat-launcher";
import { HydrateLater } from "~/components/hydrate-later";
import { LeadDialogProvider } from "~/components/lead-dialog/lead-dialog-context";
import { SiteFooter } from "~/components/site/site-footer";
import { SiteHeader } from "~/components/site/site-header";
import { reportNavigation } from "~/lib/analytics-beacon";
import { rememberVisit } from "~/lib/attribution";
import { getSiteChrome } from "~/server/company.server";
import { readPublicAssistant } from "~/server/public-assistant.server";
import { readPageOverrides } from "~/server/seo.server";
import { pageLanguage } from "~/lib/seo";

import type { Route } from "./+types/layout";

export async function loader({ request }: Route.LoaderArgs) {
  // Every fixed page's SEO override in the page's language: each page's meta picks its own, also
  // after a client-side navigation, which does not run this loader again (app/lib/seo.ts).
  const language = pageLanguage(new URL(request.url).pathname);
  const [chrome, assistant, pages] = await Promise.all([getSiteChrome(), readPublicAssistant(), readPageOverrides(language)]);
  return { chrome, assistant, seo: { pages } };
}

export default function PublicLayout({ loaderData }: Route.ComponentProps) {
  const { chrome, assistant } = loaderData;
  // Every lead form sends how the visit began (ADR 0035); each navigation may be a new landing.
  const { key } = useLocation();
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
            <Outlet />
          </div>
        </HydrateLater>
        <HydrateLater>
          <SiteFooter {...chrome} />
        </HydrateLater>
      </div>
      {assistant ? <ChatLauncher assistant={assistant} /> : null}
    </LeadDialogProvider>
  );
}
