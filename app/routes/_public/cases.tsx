import { Suspense } from "react";
import { Await, data, isRouteErrorResponse, useAsyncError, useNavigation } from "react-router";

import { CaseGrid, CaseGridSkeleton, CasesLoadError } from "~/components/cases/case-grid";
import { CaseDetailSkeleton } from "~/components/cases/case-detail-view";
import { CasesCta } from "~/components/cases/cases-cta";
import { CasesPageShell } from "~/components/cases/cases-page-shell";
import { useStrings } from "~/i18n/strings";
import { pageLanguage, pathWithoutLanguage } from "~/lib/languages";
import { publicPageMeta } from "~/lib/seo";
import { listPublicCaseCards, readPresentationUrl, type PublicCaseCard } from "~/server/cases.server";
import { contentPageLanguages } from "~/server/page-languages.server";

import type { Route } from "./+types/cases";

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  publicPageMeta("/cases", matches, loaderData && "languages" in loaderData ? { languages: loaderData.languages } : {});

export async function loader({ request }: Route.LoaderArgs) {
  const language = pageLanguage(new URL(request.url).pathname);
  const [items, presentationUrl, languages] = await Promise.all([
    listPublicCaseCards(language),
    readPresentationUrl(),
    contentPageLanguages("/cases"),
  ]);
  // In Kazakh or English the list holds the cases that exist there, and their links stay in it.
  const localPaths = language === "ru" ? [] : ["/cases", ...items.map((item) => `/cases/${item.id}`)];
  const page = { items, presentationUrl, languages: [...languages], localPaths };
  return data(page, languages.includes(language) ? undefined : { status: 404 });
}

type PageData = { items: PublicCaseCard[]; presentationUrl: string | null };

// On client navigation the page appears at once with skeleton cards while the data streams in;
// the first, server-rendered visit still gets the full list in its HTML. In Kazakh and English
// the page waits for its data, which also says whether the page exists in that language.
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  if (pageLanguage(new URL(request.url).pathname) !== "ru") return serverLoader();
  return { pending: serverLoader() };
}

const CASE_DETAIL_PATH = /^\/cases\/[^/]+\/?$/;

// Server errors reach the browser sanitised ('Unexpected Server Error') and network failures
// speak the browser's language, so the visitor gets a Russian explanation unless the server
// deliberately sent one.
function errorMessage(error: unknown): string {
  const t = useStrings().cases.list;
  if (isRouteErrorResponse(error) && typeof error.data === "string" && error.data) return error.data;
  return t.errorFallback;
}

function AsyncLoadError() {
  return <CasesLoadError message={errorMessage(useAsyncError())} />;
}

export default function CasesPage({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  // A card was clicked: show the case's outline while its page loads.
  if (navigation.state === "loading" && CASE_DETAIL_PATH.test(pathWithoutLanguage(navigation.location.pathname))) {
    return <CaseDetailSkeleton />;
  }
  if (!("pending" in loaderData)) {
    // Rendered without Suspense: React would otherwise stream a large finished boundary after the
    // shell, leaving the server HTML with skeletons until a script reveals the cards.
    return (
      <CasesPageShell
        grid={<CaseGrid items={loaderData.items} />}
        presentation={<CasesCta presentationUrl={loaderData.presentationUrl} />}
      />
    );
  }
  const page: Promise<PageData> = loaderData.pending;
  return (
    <CasesPageShell
      grid={
        <Suspense fallback={<CaseGridSkeleton />}>
          <Await resolve={page} errorElement={<AsyncLoadError />}>
            {(data) => <CaseGrid items={data.items} />}
          </Await>
        </Suspense>
      }
      presentation={
        <Suspense fallback={<CasesCta presentationUrl={null} />}>
          <Await resolve={page} errorElement={<CasesCta presentationUrl={null} />}>
            {(data) => <CasesCta presentationUrl={data.presentationUrl} />}
          </Await>
        </Suspense>
      }
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <CasesPageShell grid={<CasesLoadError message={errorMessage(error)} />} />;
}
