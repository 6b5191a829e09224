import { z } from "zod";

import { isSafeLink } from "~/lib/safe-link";

import { hasForbiddenCharacters } from "./text-safety";

/**
 * Where a lead was sent from and how the visit began (issue 10 point 16; ADR 0035). The browser
 * collects it (app/lib/attribution.ts) and every lead form sends it along. It is a hint for staff,
 * never a reason to lose a lead: a value that is not what it should be is dropped, not reported.
 */
export type Attribution = {
  /** The page the lead was sent from: a site path with its query ('/services?x=1'). */
  pageUrl?: string;
  /** The external page the visit began from. */
  referrer?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  utmTerm?: string;
  utmContent?: string;
};

export const ATTRIBUTION_URL_MAX = 2000;
export const ATTRIBUTION_UTM_MAX = 200;

/**
 * A web address or a path on this site, in the characters app/lib/safe-link.ts allows, so the
 * admin can render it as a link; mailto:, tel: and '#…' links are no pages.
 */
const isPageAddress = (v: string) => isSafeLink(v, "site") && /^(https?:|\/)/i.test(v);
const isSingleLine = (v: string) => v !== "" && !hasForbiddenCharacters(v);

/** Trimmed and checked; empty, too long, of another type or failing the check: undefined. */
const kept = (max: number, ok: (v: string) => boolean) => z.string().trim().max(max).refine(ok).optional().catch(undefined);

const url = kept(ATTRIBUTION_URL_MAX, isPageAddress);
const utm = kept(ATTRIBUTION_UTM_MAX, isSingleLine);

export const AttributionSchema = z.object({
  pageUrl: url,
  referrer: url,
  utmSource: utm,
  utmMedium: utm,
  utmCampaign: utm,
  utmTerm: utm,
  utmContent: utm,
});

/** A form's optional `attribution`: anything that is not an object is dropped as a whole. */
export const AttributionField = AttributionSchema.optional()
  .catch(undefined)
  .describe("Страница заявки, внешний источник перехода и UTM-метки визита; неподходящие значения отбрасываются");
