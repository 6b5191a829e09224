import type { MetaDescriptor } from "react-router";

export type SiteInfo = { siteUrl: string; siteName: string };

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
export function siteInfoFrom(matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>): SiteInfo {
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
  return tags;
}
