/**
 * Who the site says it is on every page: its public address (the settings' general tab, else
 * SITE_URL from the environment), its name (else the company name), its icon, and the SEO tab's
 * defaults (title, description, link-preview image). Canonical URLs, Open Graph, sitemap.xml and
 * robots.txt read the address from here; all of it is one query on every page.
 */
import type { SeoDefaults } from "~/lib/seo";
import { getEnv } from "~/server/env.server";
import { readSiteSettings } from "~/server/settings.server";

export type SiteIdentity = { siteUrl: string; siteName: string; faviconUrl: string; seoDefaults: SeoDefaults };

export async function readSiteIdentity(): Promise<SiteIdentity> {
  const settings = await readSiteSettings([
    "public_url",
    "site_name",
    "company_name",
    "favicon_url",
    "seo_default_title",
    "seo_default_description",
    "seo_default_image",
  ]);
  return {
    siteUrl: readSiteUrl(settings.public_url),
    siteName: settings.site_name || settings.company_name,
    faviconUrl: settings.favicon_url,
    seoDefaults: {
      title: settings.seo_default_title,
      description: settings.seo_default_description,
      image: settings.seo_default_image,
    },
  };
}

function readSiteUrl(publicUrl: string): string {
  return publicUrl || getEnv().SITE_URL;
}

/** The public address alone, for what is not a page (sitemap.xml, robots.txt). */
export async function readSiteUrlSetting(): Promise<string> {
  return readSiteUrl((await readSiteSettings(["public_url"])).public_url);
}
