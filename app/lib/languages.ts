/**
 * The public site's languages (issue 24, ADR 0059). Russian lives at today's addresses and is the
 * source; Kazakh under /kz/… and English under /en/…. `kz` is the address's word only: pages say
 * `kk` in their lang attribute and hreflang, as ISO 639-1 has it.
 */
import { SITE_LANGUAGES, type SiteLanguage } from "~/lib/constants";

export { SITE_LANGUAGES, type SiteLanguage };

/** ISO 639-1, for `<html lang>`, hreflang and Accept-Language. */
export const LANGUAGE_ISO: Record<SiteLanguage, string> = { ru: "ru", kz: "kk", en: "en" };

/** The locale dates, numbers and prices are written in. */
export const LANGUAGE_LOCALE: Record<SiteLanguage, string> = { ru: "ru-RU", kz: "kk-KZ", en: "en" };

/** One formatter (Intl.NumberFormat, Intl.DateTimeFormat…) per language, made on its first use. */
export function perLocale<F>(make: (locale: string) => F): (language: SiteLanguage) => F {
  const made: Partial<Record<SiteLanguage, F>> = {};
  return (language) => (made[language] ??= make(LANGUAGE_LOCALE[language]));
}

/** Open Graph's og:locale. */
export const LANGUAGE_OG_LOCALE: Record<SiteLanguage, string> = { ru: "ru_RU", kz: "kk_KZ", en: "en_US" };

/** Each language's name in itself, as the switcher shows it. */
export const LANGUAGE_NAME: Record<SiteLanguage, string> = { ru: "Русский", kz: "Қазақша", en: "English" };

/** The switcher's short label. */
export const LANGUAGE_LABEL: Record<SiteLanguage, string> = { ru: "RU", kz: "KZ", en: "EN" };

/** The cookie that remembers the language a visitor chose in the switcher. */
export const LANGUAGE_COOKIE = "site_language";

export function isSiteLanguage(value: unknown): value is SiteLanguage {
  return typeof value === "string" && (SITE_LANGUAGES as readonly string[]).includes(value);
}

/** A page's address says its language: `/kz/…` and `/en/…`, Russian everywhere else. */
export function pageLanguage(pathname: string): SiteLanguage {
  const first = pathname.split("/")[1] ?? "";
  return SITE_LANGUAGES.find((language) => language !== "ru" && language === first) ?? "ru";
}

/** The address without its language prefix: `/kz/faq` → `/faq`, `/en` → `/`. */
export function pathWithoutLanguage(pathname: string): string {
  const language = pageLanguage(pathname);
  if (language === "ru") return pathname;
  const rest = pathname.slice(language.length + 1);
  return rest === "" ? "/" : rest;
}

/** A site path (with any query or fragment) in a language: `/faq` → `/kz/faq`, `/` → `/kz`. */
export function localizedPath(language: SiteLanguage, path: string): string {
  if (language === "ru" || !path.startsWith("/") || path.startsWith("//")) return path;
  return path === "/" || /^\/[?#]/.test(path) ? `/${language}${path.slice(1)}` : `/${language}${path}`;
}

/**
 * The fixed pages whose every word is in the interface catalogs, so they exist in every language
 * from the start. The other pages show staff's content, and exist in a language once it is
 * translated (issue 24 point 5).
 */
export const CATALOG_PAGES = ["/careers", "/support", "/docs", "/faq", "/privacy", "/terms"] as const;

/** The languages a page exists in, Russian first. */
export function pageLanguages(path: string): readonly SiteLanguage[] {
  return (CATALOG_PAGES as readonly string[]).includes(path) ? SITE_LANGUAGES : ["ru"];
}

/**
 * The first of the site's languages in a browser's list (navigator.languages, most wanted first),
 * or null when it names none of them. Read in the browser, so a cached page serves every visitor.
 */
export function preferredLanguage(tags: readonly string[]): SiteLanguage | null {
  for (const tag of tags) {
    const base = tag.trim().toLowerCase().split("-")[0];
    const language = SITE_LANGUAGES.find((candidate) => LANGUAGE_ISO[candidate] === base);
    if (language) return language;
  }
  return null;
}

/** A public route's id in any language is the Russian one's with `<language>:` before it (app/routes.ts). */
export function routeIdWithoutLanguage(id: string): string {
  const colon = id.indexOf(":");
  return colon > 0 && isSiteLanguage(id.slice(0, colon)) ? id.slice(colon + 1) : id;
}

/**
 * Where a link to a Russian path goes from a page in `language`: that page's version in the
 * language where it exists, else the Russian page.
 */
export function pageHref(language: SiteLanguage, path: string): string {
  const base = path.split(/[?#]/, 1)[0] || "/";
  return pageLanguages(base).includes(language) ? localizedPath(language, path) : path;
}
