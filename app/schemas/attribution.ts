import { z } from "zod";

import { blankAs, link, patterned, text } from "./fields";

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
  /** The site path the visit began on (no query), so analytics can credit landing pages with leads. */
  landingPath?: string;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  utmTerm?: string;
  utmContent?: string;
};

const ATTRIBUTION_UTM_MAX = 200;

/** Never shown: a value that breaks a rule is dropped, not reported. */
const UNSHOWN = { tooLong: "", invalidCharacters: "", invalid: "" };

/** Trimmed and checked; empty, too long, of another type or failing the check: undefined. */
const kept = (schema: z.ZodType<string, string>) => blankAs(schema, undefined).catch(undefined);

/** A web address or a path on this site, which the admin renders as a link. */
const url = kept(link("path", UNSHOWN));
const utm = kept(text(ATTRIBUTION_UTM_MAX, UNSHOWN));

export const AttributionSchema = z.object({
  pageUrl: url,
  referrer: url,
  landingPath: kept(patterned(/^\/(?!\/)[^?#\s]*$/, "", { max: 300 })),
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
