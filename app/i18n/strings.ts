/**
 * The public site's words in the page's language (ADR 0059). Each language's catalog is a chunk of
 * its own, and the info pages' long texts another: the browser loads the page's ones before it
 * hydrates (app/entry.client.tsx), and before a navigation needs others (the public layout's and
 * the info pages' clientLoader), so a visitor downloads only the words of the language they read
 * and of the pages they open. The server holds them all (app/entry.server.tsx).
 */
import { useLocation } from "react-router";

import { pageLanguage, pathWithoutLanguage, type SiteLanguage } from "~/lib/languages";

import type { PublicStrings } from "./public/ru";
import type { Translation } from "./translation";

export type Strings = Translation<PublicStrings>;
/** Everything but the info pages' long texts. */
export type CoreStrings = Omit<Strings, "info">;
type InfoStrings = Strings["info"];

const catalogs: Partial<Record<SiteLanguage, Strings>> = {};

const loadCore: Record<SiteLanguage, () => Promise<CoreStrings>> = {
  ru: () => import("./public/ru").then((module) => module.strings),
  kz: () => import("./public/kz").then((module) => module.strings),
  en: () => import("./public/en").then((module) => module.strings),
};

const loadInfo: Record<SiteLanguage, () => Promise<InfoStrings>> = {
  ru: () => import("./ru/info").then((module) => module.info),
  kz: () => import("./kz/info").then((module) => module.info),
  en: () => import("./en/info").then((module) => module.info),
};

/** The pages that read the info texts (app/routes/_public: blog, posts, careers, partners, support, docs, FAQ, privacy, terms). */
const INFO_PAGES = ["/blog", "/careers", "/partners", "/support", "/docs", "/faq", "/privacy", "/terms"];

export function pageNeedsInfo(pathname: string): boolean {
  const path = pathWithoutLanguage(pathname);
  return INFO_PAGES.some((page) => path === page || path.startsWith(`${page}/`));
}

function withoutInfo(language: SiteLanguage, core: CoreStrings): Strings {
  return Object.defineProperty({ ...core }, "info", {
    configurable: true,
    get() {
      throw new Error(`The ${language} info texts are not loaded: the route needs infoClientLoader (app/i18n/strings.ts)`);
    },
  }) as Strings;
}

export function registerStrings(language: SiteLanguage, core: CoreStrings, info?: InfoStrings): void {
  const strings = catalogs[language] ?? withoutInfo(language, core);
  if (info) Object.defineProperty(strings, "info", { value: info, enumerable: true });
  catalogs[language] = strings;
}

/** Loads the words the page at this address reads, once; later calls answer at once. */
export async function loadStrings(pathname: string): Promise<void> {
  const language = pageLanguage(pathname);
  const wantsInfo = pageNeedsInfo(pathname) && !Object.getOwnPropertyDescriptor(catalogs[language] ?? {}, "info")?.value;
  const [core, info] = await Promise.all([
    catalogs[language] ? null : loadCore[language](),
    wantsInfo ? loadInfo[language]() : undefined,
  ]);
  registerStrings(language, core ?? (catalogs[language] as CoreStrings), info);
}

/** An info page's clientLoader: its texts arrive before a client navigation renders it. */
export async function infoClientLoader<T>({ request, serverLoader }: { request: Request; serverLoader: () => Promise<T> }): Promise<T> {
  const [data] = await Promise.all([serverLoader(), loadStrings(new URL(request.url).pathname)]);
  return data;
}

/** A language's catalog, which must have been loaded. */
export function stringsFor(language: SiteLanguage): Strings {
  const strings = catalogs[language];
  if (!strings) throw new Error(`The ${language} strings are not loaded`);
  return strings;
}

/** The language of the page being shown, from its address. */
export function useLanguage(): SiteLanguage {
  return pageLanguage(useLocation().pathname);
}

/** The page's words, in its language. */
export function useStrings(): Strings {
  return stringsFor(useLanguage());
}

/** The words of the page at this address, for loaders and meta functions (which cannot use hooks). */
export function stringsAt(pathname: string): Strings {
  return stringsFor(pageLanguage(pathname));
}

/** Turns a Russian path into the address a link on this page should take (app/lib/page-languages.ts). */
export { usePageHref } from "~/lib/page-languages";
