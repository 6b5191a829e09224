import { Suspense } from "react";
import { Await, isRouteErrorResponse, useAsyncError, useNavigation } from "react-router";

import { CaseGrid, CaseGridSkeleton, CasesLoadError } from "~/components/cases/case-grid";
import { CaseDetailSkeleton } from "~/components/cases/case-detail-view";
import { CasesCta } from "~/components/cases/cases-cta";
import { CasesPageShell } from "~/components/cases/cases-page-shell";
import { useStrings } from "~/i18n/strings";
import { pageLanguage } from "~/lib/languages";
import { publicPageMeta } from "~/lib/seo";
import { listPublicCaseCards, readPresentationUrl } from "~/server/cases.server";

import type { Route } from "./+types/cases";

export const meta: Route.MetaFunction = ({ matches }) => publicPageMeta("/cases", matches);

export async function loader({ request }: Route.LoaderArgs) {
  const [items, presentationUrl] = await Promise.all([listPublicCaseCards(pageLanguage(new URL(request.url).pathname)), readPresentationUrl()]);
  return { items, presentationUrl };
}

type PageData = Awaited<ReturnType<typeof loader>>;

// On client navigation the page appears at once with skeleton cards while the data streams in;
// the first, server-rendered visit still gets the full list in its HTML.
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
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
  if (navigation.state === "loading" && CASE_DETAIL_PATH.test(navigation.location.pathname)) {
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
