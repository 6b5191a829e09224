import { data, isRouteErrorResponse, useNavigation } from "react-router";

import { summarize } from "~/components/cases/case-format";
import { CaseDetailSkeleton, CaseDetailView, CaseNotFound } from "~/components/cases/case-detail-view";
import { stringsAt } from "~/i18n/strings";
import { localizedPath, pageLanguage, pathWithoutLanguage } from "~/lib/languages";
import { usePageHref } from "~/lib/page-languages";
import { pageMeta, siteOf } from "~/lib/seo";
import { caseStudyData } from "~/lib/structured-data";
import { getPublicCase } from "~/server/cases.server";
import { asksForPreview, isStaffPreview, PREVIEW_HEADERS, previewAwareHeaders } from "~/server/preview.server";
import { readSeoOverride } from "~/server/seo.server";

import type { Route } from "./+types/case-detail";

export async function loader({ params, request }: Route.LoaderArgs) {
  // ?preview=1: staff see a case of any status (docs/decisions/0027-draft-previews.md); the answer
  // to that address is never cached nor indexed, whoever asked.
  const headers = asksForPreview(request) ? PREVIEW_HEADERS : undefined;
  const language = pageLanguage(new URL(request.url).pathname);
  const preview = await isStaffPreview(request);
  const item = await getPublicCase(params.id, language, { preview });
  if (!item) throw data(null, { status: 404, headers });
  const { languages } = item;
  // Not translated (yet): the layout says the page is Russian only, with a 404, and nothing of the
  // case reaches the page.
  if (!languages.includes(language)) return data({ found: false as const, languages }, { status: 404, headers });
  const localPaths = language === "ru" ? [] : ["/cases", `/cases/${item.id}`];
  return data({ found: true as const, item, preview, languages, localPaths, seo: await readSeoOverride("case", item.id, language) }, { headers });
}

export const headers: Route.HeadersFunction = previewAwareHeaders;

export const meta: Route.MetaFunction = ({ loaderData, matches, params, location }) => {
  const path = `/cases/${params.id}`;
  if (!loaderData?.found) {
    const t = stringsAt(location.pathname).cases.detail;
    return pageMeta({ title: t.notFoundTitle, description: t.notFoundText, path, noindex: true }, matches);
  }
  const { item } = loaderData;
  return pageMeta(
    {
      title: item.title,
      description: summarize(item.description),
      path,
      languages: loaderData.languages,
      image: item.images[0],
      type: "article",
      noindex: loaderData.preview,
      override: loaderData.seo,
      structuredData: [
        caseStudyData(
          item,
          localizedPath(pageLanguage(location.pathname), path),
          { ...siteOf(matches), language: pageLanguage(location.pathname) },
          stringsAt(location.pathname).cases.detail,
        ),
      ],
    },
    matches,
  );
};

export default function CaseDetailPage({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const href = usePageHref();
  const target = navigation.state === "loading" ? navigation.location.pathname : null;
  // The layout shows its 'not translated' page instead.
  if (!loaderData.found) return null;
  // Another case is loading: show its outline rather than this case's content.
  if (target && pathWithoutLanguage(target).startsWith("/cases/") && target !== href(`/cases/${loaderData.item.id}`)) {
    return <CaseDetailSkeleton />;
  }
  return <CaseDetailView item={loaderData.item} preview={loaderData.preview} />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const message = !notFound && error instanceof Error && error.message ? error.message : undefined;
  return <CaseNotFound message={message} />;
}
