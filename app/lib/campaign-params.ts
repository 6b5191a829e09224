/**
 * Campaign tags and click ids (utm_*, gclid…): they say how a visitor arrived, never what a page
 * shows. The analytics read them from the landing address; the page cache leaves them out of its
 * key (server/page-cache.ts), so no link a page renders may carry them to the next visitor.
 */
export const CAMPAIGN_PARAM = /^(utm_[a-z]+|gclid|yclid|fbclid|_openstat)$/;

/** The query without campaign tags and click ids (`?category=ai`), or "" when nothing is left. */
export function withoutCampaignParams(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of [...params.keys()]) if (CAMPAIGN_PARAM.test(name)) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}
