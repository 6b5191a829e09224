import type { MetaDescriptor } from "react-router";

import { safeHref } from "~/lib/safe-link";

type SiteInfo = { siteUrl: string; siteName: string };

type PageMetaInput = {
  title: string;
  description: string;
  /** Path of the canonical URL, e.g. '/cases/123'. */
  path: string;
  image?: string | null;
  noindex?: boolean;
  type?: "website" | "article";
};

/** Root loader data holds the absolute site URL and name; every page's meta reads it from here. */
function siteInfoFrom(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>): SiteInfo {
  const root = matches.find((m) => m?.id === "root")?.loaderData as Partial<SiteInfo> | undefined;
  return {
    siteUrl: root?.siteUrl ?? "http://localhost:3000",
    siteName: root?.siteName ?? "AI Solutions",
  };
}

export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, siteUrl.endsWith("/") ? siteUrl : `${siteUrl}/`).toString();
}

/** Title, description, canonical URL and Open Graph tags for one page, with the site name appended. */
export function pageMeta(
  input: PageMetaInput,
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined> = [],
): MetaDescriptor[] {
  const { siteUrl, siteName } = siteInfoFrom(matches);
  const title = `${input.title} | ${siteName}`;
  const url = absoluteUrl(siteUrl, input.path);
  const image = absoluteUrl(siteUrl, input.image ?? "/og-image.png");
  const tags: MetaDescriptor[] = [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:site_name", content: siteName },
    { property: "og:locale", content: "ru_RU" },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image },
    { name: "twitter:card", content: "summary_large_image" },
  ];
  if (input.noindex) tags.push({ name: "robots", content: "noindex" });
  const organization = organizationFrom(matches, siteUrl);
  if (organization && !input.noindex) tags.push({ "script:ld+json": organization });
  return tags;
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

const PUBLIC_LAYOUT_ID = "routes/_public/layout";

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

function organizationFrom(
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>,
  siteUrl: string,
): Record<string, unknown> | null {
  const layout = matches.find((m) => m?.id === PUBLIC_LAYOUT_ID)?.loaderData as { chrome?: CompanyDetails } | undefined;
  const company = layout?.chrome;
  return company?.companyName ? organizationData(company, siteUrl) : null;
}
