/**
 * Which languages the page being shown exists in, when its content decides (ADR 0066, 0070): a
 * case exists in Kazakh once its required fields are reviewed there. The server works it out
 * (app/server/page-languages.server.ts) and the page's loader hands it over as `languages`; the
 * layout, the switcher, the offer and the head read it here, so they say what the sitemap says.
 * Pages whose loader says nothing keep app/lib/languages.ts pageLanguages.
 */
import { useLocation, useMatches } from "react-router";

import { localizedPath, pageHref, pageLanguage, pageLanguages, pathWithoutLanguage, routeIdWithoutLanguage, type SiteLanguage } from "~/lib/languages";

/** What a public loader may return about languages. */
export type PageLanguageData = {
  /** The languages this page exists in, Russian first. */
  languages?: SiteLanguage[];
  /** Russian paths beyond the fixed pages that exist in the page's language, for its links. */
  localPaths?: string[];
};

function languageData(loaderData: unknown): PageLanguageData {
  return loaderData && typeof loaderData === "object" ? (loaderData as PageLanguageData) : {};
}

/** The languages a page exists in, as its own loader said, else as the fixed list says. */
export function stateLanguages(loaderData: unknown, path: string): readonly SiteLanguage[] {
  return languageData(loaderData).languages ?? pageLanguages(path);
}

export function usePageLanguages(): readonly SiteLanguage[] {
  const leaf = useMatches().at(-1);
  return stateLanguages(leaf?.loaderData, pathWithoutLanguage(useLocation().pathname));
}

/** Where a link written with a Russian path goes from this page (app/lib/languages.ts pageHref). */
export function usePageHref(): (path: string) => string {
  const matches = useMatches();
  const language = pageLanguage(useLocation().pathname);
  const local = new Set(matches.flatMap((match) => languageData(match.loaderData).localPaths ?? []));
  return (path) => (local.has(path.split(/[?#]/, 1)[0] || "/") ? localizedPath(language, path) : pageHref(language, path));
}

/** The languages whose home page exists, as the public layout's loader read them (ADR 0077). */
export function useHomeLanguages(): readonly SiteLanguage[] {
  const layout = useMatches().find((match) => routeIdWithoutLanguage(match.id) === "routes/_public/layout");
  const homes = layout?.loaderData && typeof layout.loaderData === "object" ? (layout.loaderData as { homes?: SiteLanguage[] }).homes : undefined;
  return homes ?? ["ru"];
}
