/**
 * What a page tells search engines and link previews: title, description, canonical URL, Open Graph,
 * robots and structured data. Each value comes from, in order: the staff's override of this page in
 * its language (the settings' SEO tab, table seo_overrides), the page's own, and the site's defaults
 * (ADR 0056). The public address is the settings' one, else SITE_URL (app/server/site-identity.server.ts).
 */
import type { MetaDescriptor } from "react-router";

import { stringsFor, type Strings } from "~/i18n/strings";
import {
  LANGUAGE_ISO,
  LANGUAGE_OG_LOCALE,
  localizedPath,
  pageLanguages,
  routeIdWithoutLanguage,
  SITE_LANGUAGES,
  type SiteLanguage,
} from "~/lib/languages";
import type { PUBLIC_PAGE_PATHS } from "~/lib/public-pages";
import { safeHref } from "~/lib/safe-link";

/** SPEC.md's hints: longer values are allowed, and flagged where staff type them. */
export const SEO_TITLE_HINT = 60;
export const SEO_DESCRIPTION_HINT = 160;
/** The link-preview image shipped in public/ (1200×630, scripts/og-image.mjs) for when none is set. */
export const DEFAULT_OG_IMAGE = "/og-image.png";


/** The staff's override of one page in one language; blank values fall back. */
export type SeoOverride = { title: string; description: string; image: string; noindex: boolean };
/** The settings' defaults (SEO tab): the home page's title and description, and any page's fallback. */
export type SeoDefaults = { title: string; description: string; image: string };

export type PublicPagePath = (typeof PUBLIC_PAGE_PATHS)[number];

/**
 * A fixed public page's own title and description in one language, as its route and the SEO tab show
 * them. Each is read only when asked for: the info pages' texts are not loaded on the others.
 */
export function publicPageSeo(t: Strings, path: PublicPagePath): { title: string; description: string } {
  const pages: Record<PublicPagePath, () => { title: string; description: string }> = {
    "/": () => ({ title: t.home.meta.title, description: t.home.meta.description }),
    "/about": () => ({ title: t.pages.about.metaTitle, description: t.pages.about.metaDescription }),
    "/team": () => ({ title: t.pages.team.metaTitle, description: t.pages.team.metaDescription }),
    "/services": () => ({ title: t.pages.services.metaTitle, description: t.pages.services.metaDescription }),
    "/cases": () => ({ title: t.cases.list.metaTitle, description: t.cases.list.metaDescription }),
    "/contact": () => ({ title: t.leads.contact.metaTitle, description: t.leads.contact.metaDescription }),
    "/blog": () => ({ title: t.info.blog.metaTitle, description: t.info.blog.description }),
    "/careers": () => ({ title: t.info.careers.metaTitle, description: t.info.careers.description }),
    "/partners": () => ({ title: t.info.partners.metaTitle, description: t.info.partners.description }),
    "/support": () => ({ title: t.info.support.metaTitle, description: t.info.support.description }),
    "/docs": () => ({ title: t.info.docs.metaTitle, description: t.info.docs.description }),
    "/faq": () => ({ title: t.info.faq.metaTitle, description: t.info.faq.description }),
    "/privacy": () => ({ title: t.info.privacy.metaTitle, description: t.info.privacy.description }),
    "/terms": () => ({ title: t.info.terms.metaTitle, description: t.info.terms.description }),
  };
  return pages[path]();
}

type Matches = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

export type SiteInfo = { siteUrl: string; siteName: string; seoDefaults: SeoDefaults };

const NO_DEFAULTS: SeoDefaults = { title: "", description: "", image: "" };

/** Root loader data holds the public address, the site's name and the SEO defaults; every page's meta reads them here. */
function siteInfoFrom(matches: Matches): SiteInfo {
  const root = matches.find((m) => m?.id === "root")?.loaderData as Partial<SiteInfo> | undefined;
  return {
    siteUrl: root?.siteUrl ?? "http://localhost:3000",
    siteName: root?.siteName ?? "AI Solutions",
    seoDefaults: root?.seoDefaults ?? NO_DEFAULTS,
  };
}

export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, siteUrl.endsWith("/") ? siteUrl : `${siteUrl}/`).toString();
}

export type PageSeoInput = {
  /** The page's own title, shown with the site's name after it. */
  title: string;
  description: string;
  /** The page's address in Russian, e.g. '/cases/123'; each language's is made from it. */
  path: string;
  /** The languages the page exists in; by default those of app/lib/languages.ts pageLanguages. */
  languages?: readonly SiteLanguage[];
  image?: string | null;
  noindex?: boolean;
  type?: "website" | "article";
  /** The staff's override of this page in its language; by default looked up by `path` among the fixed pages'. */
  override?: SeoOverride | null;
  /** The home page: the settings' default title and description are its own. */
  home?: boolean;
  /** schema.org nodes about this page, beside the site's Organization. */
  structuredData?: ReadonlyArray<object>;
};

export type ResolvedSeo = {
  title: string;
  description: string;
  url: string;
  /** Absolute, as link previews need it. */
  image: string;
  /** As chosen: a site path or a full address (the settings' previews show it on the admin's own host). */
  imagePath: string;
  noindex: boolean;
};

/**
 * Override, then the page's own, then the defaults. A title staff typed (an override, the default
 * title on the home page) is used as typed, so the 60-character counter counts what search engines
 * show; a page's own title gets the site's name after it.
 */
export function resolvePageSeo(input: PageSeoInput, site: SiteInfo, override: SeoOverride | null, language: SiteLanguage = "ru"): ResolvedSeo {
  const defaults = site.seoDefaults;
  const ownTitle = input.title ? `${input.title} | ${site.siteName}` : defaults.title || site.siteName;
  const title = override?.title || (input.home ? defaults.title : "") || ownTitle;
  const description =
    override?.description || (input.home ? defaults.description : "") || input.description || defaults.description;
  const image = override?.image || input.image || defaults.image || DEFAULT_OG_IMAGE;
  return {
    title,
    description,
    url: absoluteUrl(site.siteUrl, localizedPath(language, input.path)),
    image: absoluteUrl(site.siteUrl, image),
    imagePath: image,
    noindex: Boolean(input.noindex || override?.noindex),
  };
}

const PUBLIC_LAYOUT_ID = "routes/_public/layout";

type PublicLayoutData = { chrome?: CompanyDetails; seo?: { pages: Partial<Record<string, SeoOverride>> }; language?: SiteLanguage };

function publicLayoutData(matches: Matches): PublicLayoutData | undefined {
  return matches.find((m) => m && routeIdWithoutLanguage(m.id) === PUBLIC_LAYOUT_ID)?.loaderData as PublicLayoutData | undefined;
}

/** The language of the page the matches belong to, as its layout's loader read it from the address. */
export function languageOf(matches: Matches): SiteLanguage {
  return publicLayoutData(matches)?.language ?? "ru";
}

/**
 * The page in each language it exists in, with full URLs, and `x-default` for the Russian: every
 * version lists the same set, so each names the others and is named by them.
 */
function alternateLinks(siteUrl: string, path: string, languages: readonly SiteLanguage[]): MetaDescriptor[] {
  if (languages.length < 2) return [];
  const links: MetaDescriptor[] = languages.map((language) => ({
    tagName: "link",
    rel: "alternate",
    hrefLang: LANGUAGE_ISO[language],
    href: absoluteUrl(siteUrl, localizedPath(language, path)),
  }));
  if (languages.includes("ru")) links.push({ tagName: "link", rel: "alternate", hrefLang: "x-default", href: absoluteUrl(siteUrl, path) });
  return links;
}

/** A fixed page's override in the page's language, as the public layout's loader read it. */
export function pageOverrideOf(matches: Matches, path: string): SeoOverride | null {
  return publicLayoutData(matches)?.seo?.pages[path] ?? null;
}

/** Title, description, canonical URL, Open Graph, robots and structured data for one page. */
export function pageMeta(input: PageSeoInput, matches: Matches = []): MetaDescriptor[] {
  const site = siteInfoFrom(matches);
  const language = languageOf(matches);
  const override = input.override !== undefined ? input.override : pageOverrideOf(matches, input.path);
  const seo = resolvePageSeo(input, site, override, language);
  const languages = SITE_LANGUAGES.filter((candidate) => (input.languages ?? pageLanguages(input.path)).includes(candidate));
  const tags: MetaDescriptor[] = [
    { title: seo.title },
    { name: "description", content: seo.description },
    { tagName: "link", rel: "canonical", href: seo.url },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:site_name", content: site.siteName },
    { property: "og:locale", content: LANGUAGE_OG_LOCALE[language] },
    ...languages.filter((other) => other !== language).map((other) => ({ property: "og:locale:alternate", content: LANGUAGE_OG_LOCALE[other] })),
    { property: "og:title", content: seo.title },
    { property: "og:description", content: seo.description },
    { property: "og:url", content: seo.url },
    { property: "og:image", content: seo.image },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  if (seo.noindex) {
    tags.push({ name: "robots", content: "noindex" });
    return tags;
  }
  tags.push(...alternateLinks(site.siteUrl, input.path, languages));
  const organization = organizationFrom(matches, site.siteUrl);
  if (organization) tags.push({ "script:ld+json": organization });
  // Built with schema-dts's types (app/lib/structured-data.ts), which are interfaces, not JSON records.
  for (const node of input.structuredData ?? []) tags.push({ "script:ld+json": node } as MetaDescriptor);
  return tags;
}

/** A fixed public page's tags from its own title and description in the page's language (publicPageSeo). */
export function publicPageMeta(path: PublicPagePath, matches: Matches, extra: Partial<PageSeoInput> = {}): MetaDescriptor[] {
  const own = publicPageSeo(stringsFor(languageOf(matches)), path);
  return pageMeta({ ...own, path, home: path === "/", ...extra }, matches);
}

/** The contact details the public layout's loader reads (app/server/company.server.ts getSiteChrome). */
type CompanyDetails = {
  logo: string;
  companyName: string;
  companyDescription: string;
  phone: string;
  email: string;
  address: string;
  website: string;
  instagram: string;
  telegramBot: string;
};

function webUrl(value: string): string | undefined {
  const href = safeHref(value);
  return href && /^https?:/i.test(href) ? href : undefined;
}

/**
 * schema.org Organization data for search engines, from the contacts staff keep in /admin/contacts:
 * every public page carries it, read on each request like the header and footer.
 */
function organizationData(company: CompanyDetails, siteUrl: string): Record<string, unknown> {
  const sameAs = [webUrl(company.instagram), webUrl(company.telegramBot)].filter((url) => url !== undefined);
  const data: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: company.companyName,
    url: webUrl(company.website) ?? absoluteUrl(siteUrl, "/"),
    logo: absoluteUrl(siteUrl, company.logo),
    description: company.companyDescription || undefined,
    email: company.email || undefined,
    telephone: company.phone || undefined,
    address: company.address || undefined,
    sameAs: sameAs.length > 0 ? sameAs : undefined,
  };
  return Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
}

function organizationFrom(matches: Matches, siteUrl: string): Record<string, unknown> | null {
  const company = publicLayoutData(matches)?.chrome;
  return company?.companyName ? organizationData(company, siteUrl) : null;
}

/** The site's public address and name as a page's meta sees them, for the structured data of a page. */
export function siteOf(matches: Matches): { siteUrl: string; siteName: string; companyName: string } {
  const { siteUrl, siteName } = siteInfoFrom(matches);
  return { siteUrl, siteName, companyName: publicLayoutData(matches)?.chrome?.companyName || siteName };
}
