import { z } from "zod";

import * as ru from "~/i18n/ru";
import { API_KEY_SCOPES } from "~/lib/constants";
import { companyToday, endOfCompanyDay } from "~/lib/dates";
import { fetchedUrl, parsedText, requiredText } from "~/schemas/fields";
import { googleAnalyticsId, yandexMetricaId } from "~/schemas/settings/integrations";

/**
 * The integrations section's one schema (ADR 0024): CRM webhooks and API keys (ADR 0037), and the
 * Google Analytics and Yandex Metrica identifiers (ADR 0057).
 */


const t = ru.adminIntegrations;

const KEY_NAME_MAX = 100;

const id = z.uuid(t.errors.notFound);

const webhookUrlSchema = fetchedUrl({ invalid: t.errors.url, missing: t.errors.url });

/** A key's last day (Almaty), as the date input sends it: the instant it stops working, or null for none. */
const keyExpiry = parsedText(
  (day, fail) => {
    const end = endOfCompanyDay(day);
    if (!end) return fail(t.errors.keyExpires);
    // Both are YYYY-MM-DD, so text order is date order.
    if (day < companyToday()) return fail(t.errors.keyExpiresPast);
    return end;
  },
  { missing: t.errors.keyExpires },
);

export const integrationsActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("addWebhook"), url: webhookUrlSchema }),
  z.object({ intent: z.literal("setWebhookActive"), id, isActive: z.enum(["true", "false"]).transform((v) => v === "true") }),
  z.object({ intent: z.literal("showSecret"), id }),
  z.object({ intent: z.literal("delete"), id }),
  z.object({
    intent: z.literal("createKey"),
    name: requiredText(KEY_NAME_MAX, { required: t.errors.keyName }),
    scope: z.enum(API_KEY_SCOPES, { error: t.errors.keyScope }),
    expiresAt: keyExpiry,
  }),
  z.object({ intent: z.literal("revokeKey"), id }),
  z.object({ intent: z.literal("analytics"), googleAnalyticsId, yandexMetricaId }),
]);

/** A secret or key to show once; after a creation, also the reply that empties the form it came from. */
export type IntegrationsRevealing = {
  revealed: { kind: "webhook"; url: string; secret: string } | { kind: "key"; name: string; key: string };
  result?: import("@conform-to/react").SubmissionResult<string[]>;
};
