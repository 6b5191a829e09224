/**
 * Who the site says it is on every page: its public address (the settings' general tab, else
 * SITE_URL from the environment), its name (else the company name) and its icon. Canonical URLs,
 * Open Graph, sitemap.xml and robots.txt read the address from here.
 */
import { getEnv } from "~/server/env.server";
import { readSiteSettings } from "~/server/settings.server";

export type SiteIdentity = { siteUrl: string; siteName: string; faviconUrl: string };

export async function readSiteIdentity(): Promise<SiteIdentity> {
  const settings = await readSiteSettings(["public_url", "site_name", "company_name", "favicon_url"]);
  return {
    siteUrl: settings.public_url || getEnv().SITE_URL,
    siteName: settings.site_name || settings.company_name,
    faviconUrl: settings.favicon_url,
  };
}
