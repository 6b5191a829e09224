/**
 * The languages a public page exists in, worked out from the content (ADR 0066 point 5, ADR 0070,
 * 0073, 0074, 0075, 0077, 0078): a case (a blog post) in every language its required fields are reviewed in, the cases list in
 * every language at least one case (post) exists in, each content page (the home page, the services
 * page…) as its reader says, the fixed pages as app/lib/languages.ts lists them. The layout's 404,
 * the page loaders (whose answer the switcher, the offer and hreflang read), and sitemap.xml all ask
 * here, so they cannot disagree.
 */
import { pageLanguages, type SiteLanguage } from "~/lib/languages";
import { postPageLanguages, publicPostLanguages } from "~/server/blog.server";
import { caseLanguages, listLanguages, publicCaseLanguages } from "~/server/cases.server";
import { aboutPageLanguages, contactPageLanguages, partnersPageLanguages } from "~/server/company-translations.server";
import { heroLanguages } from "~/server/hero.server";
import { publicServiceLanguages } from "~/server/services.server";
import { teamPageLanguages } from "~/server/team-translations.server";

const CASE_PATH = /^\/cases\/([^/]+)$/;
const POST_PATH = /^\/blog\/([^/]+)$/;

/** A post's slug from its path, or null when the path names none (or cannot be decoded). */
function postSlug(path: string): string | null {
  const segment = POST_PATH.exec(path)?.[1];
  try {
    return segment ? decodeURIComponent(segment) : null;
  } catch {
    return null;
  }
}

/**
 * The pages whose languages their content decides, each with its reader: the home page exists in
 * a language with an active slide of its own (ADR 0077), a list page in the languages of the items
 * it lists (ADR 0073, 0074), the about page once every company text it shows is translated (ADR 0074),
 * the contact page once its address and hours are, the partners page once every partner is (ADR 0078).
 */
const CONTENT_PAGES: Readonly<Record<string, () => Promise<readonly SiteLanguage[]>>> = {
  "/": heroLanguages,
  "/services": publicServiceLanguages,
  "/team": teamPageLanguages,
  "/about": aboutPageLanguages,
  "/contact": contactPageLanguages,
  "/partners": partnersPageLanguages,
};

/** Every content-decided page's languages at once, as sitemap.xml reads them for all its pages. */
export type ContentLanguages = {
  byCase: ReadonlyMap<string, readonly SiteLanguage[]>;
  /** Every public post's, by slug. */
  byPost: ReadonlyMap<string, readonly SiteLanguage[]>;
  pages: ReadonlyMap<string, readonly SiteLanguage[]>;
};

async function contentPagesLanguages(): Promise<Map<string, readonly SiteLanguage[]>> {
  return new Map(await Promise.all(Object.entries(CONTENT_PAGES).map(async ([path, read]) => [path, await read()] as const)));
}

export async function loadContentLanguages(): Promise<ContentLanguages> {
  const [byCase, byPost, pages] = await Promise.all([publicCaseLanguages(), publicPostLanguages(), contentPagesLanguages()]);
  return { byCase, byPost, pages };
}

/** A page's languages, given every content-decided page's. */
export function languagesGiven(path: string, given: ContentLanguages): readonly SiteLanguage[] {
  const caseId = CASE_PATH.exec(path)?.[1];
  if (caseId) return given.byCase.get(decodeURIComponent(caseId)) ?? ["ru"];
  if (path === "/cases") return listLanguages(given.byCase);
  const slug = postSlug(path);
  if (slug) return given.byPost.get(slug) ?? ["ru"];
  // The blog exists where at least one post does, as the cases list does.
  if (path === "/blog") return listLanguages(given.byPost);
  return given.pages.get(path) ?? pageLanguages(path);
}

export async function contentPageLanguages(path: string): Promise<readonly SiteLanguage[]> {
  const caseId = CASE_PATH.exec(path)?.[1];
  // One case's rows are enough for its own page.
  if (caseId) return caseLanguages(decodeURIComponent(caseId));
  if (path === "/cases") return listLanguages(await publicCaseLanguages());
  const slug = postSlug(path);
  if (slug) return postPageLanguages(slug);
  if (path === "/blog") return listLanguages(await publicPostLanguages());
  const read = CONTENT_PAGES[path];
  return read ? read() : pageLanguages(path);
}

/**
 * The content-decided pages that exist in a language, for the links of every page in it (the
 * header's and the footer's), and the languages whose home exists, for the switcher's way there.
 */
export async function localListPaths(language: SiteLanguage): Promise<{ paths: string[]; homes: readonly SiteLanguage[] }> {
  // Every Russian page renders this: it needs the homes alone, not every content page's languages.
  if (language === "ru") return { paths: [], homes: await heroLanguages() };
  const { byCase, byPost, pages } = await loadContentLanguages();
  const homes = pages.get("/") ?? ["ru"];
  const paths = [
    ...(listLanguages(byCase).includes(language) ? ["/cases"] : []),
    ...(listLanguages(byPost).includes(language) ? ["/blog"] : []),
    ...[...pages].filter(([, languages]) => languages.includes(language)).map(([path]) => path),
  ];
  return { paths, homes };
}
