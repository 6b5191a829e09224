/**
 * How the visit to the public site began, remembered for the tab without cookies (ADR 0035): the
 * external referrer and the utm_* parameters of the landing page. This module is in the first-visit
 * bundle, so it stays a few hundred bytes: no zod here, the server checks what arrives.
 */
import type { Attribution } from "~/schemas/attribution";

type Touch = Omit<Attribution, "pageUrl">;

/** The query parameter of each utm field, as campaign links spell them. */
export const UTM_PARAMS = {
  utmSource: "utm_source",
  utmMedium: "utm_medium",
  utmCampaign: "utm_campaign",
  utmTerm: "utm_term",
  utmContent: "utm_content",
} as const;

/** Every field, in the order the admin shows them; each is also the name of its `leads` column (app/db/schema.ts). */
export const ATTRIBUTION_FIELDS = ["pageUrl", "referrer", "landingPath", ...(Object.keys(UTM_PARAMS) as (keyof typeof UTM_PARAMS)[])] as const;

const STORAGE_KEY = "lead-attribution";

/** The utm_* values a query carries; none when it carries none. */
export function utmFromQuery(query: URLSearchParams): Touch {
  const touch: Touch = {};
  for (const [field, param] of Object.entries(UTM_PARAMS) as [keyof typeof UTM_PARAMS, string][]) {
    const value = query.get(param);
    if (value) touch[field] = value;
  }
  return touch;
}

/** The referrer when it is another site's page; moving between this site's pages is no referral. */
export function externalReferrer(referrer: string | null | undefined, siteOrigin: string): string | undefined {
  try {
    return referrer && new URL(referrer).origin !== siteOrigin ? referrer : undefined;
  } catch {
    return undefined;
  }
}

function currentTouch(): Touch {
  return {
    referrer: externalReferrer(document.referrer, location.origin),
    landingPath: location.pathname,
    ...utmFromQuery(new URLSearchParams(location.search)),
  };
}

/**
 * Once per navigation of the public site: the first page of the tab's visit is its landing, and a
 * later page that comes with utm_* parameters (a new campaign click) replaces it.
 */
export function rememberVisit(): void {
  const touch = currentTouch();
  const campaign = Object.keys(touch).some((key) => key.startsWith("utm"));
  try {
    if (campaign || sessionStorage.getItem(STORAGE_KEY) === null) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(touch));
  } catch {
    // Storage is off (some private modes): readAttribution falls back on the current page.
  }
}

/** What a lead form sends: how the visit began and the page the visitor is on now. */
export function readAttribution(): Attribution {
  let stored: unknown = null;
  try {
    stored = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "null");
  } catch {
    // Unreadable: as if nothing were stored.
  }
  const touch = typeof stored === "object" && stored !== null ? (stored as Touch) : currentTouch();
  return { ...touch, pageUrl: location.pathname + location.search };
}
