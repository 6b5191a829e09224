import { z } from "zod";

import * as ru from "~/i18n/ru";
import { API_KEY_SCOPES } from "~/lib/constants";
import { companyToday, endOfCompanyDay } from "~/lib/dates";

/** The integrations section's one schema (ADR 0024): CRM webhooks and API keys (ADR 0037). */


const t = ru.adminIntegrations;

export const WEBHOOK_URL_MAX = 2000;
export const KEY_NAME_MAX = 100;

const id = z.uuid(t.errors.notFound);

export const webhookUrlSchema = z
  .string({ error: t.errors.url })
  .trim()
  .max(WEBHOOK_URL_MAX, t.errors.url)
  .refine((value) => URL.canParse(value) && ["http:", "https:"].includes(new URL(value).protocol), { error: t.errors.url });

/** A key's last day (Almaty), as the date input sends it: the instant it stops working, or null for none. */
const keyExpiry = z
  .string({ error: t.errors.keyExpires })
  .trim()
  .optional()
  .transform((day, ctx) => {
    if (!day) return null;
    const end = endOfCompanyDay(day);
    if (!end) {
      ctx.addIssue({ code: "custom", message: t.errors.keyExpires });
      return z.NEVER;
    }
    // Both are YYYY-MM-DD, so text order is date order.
    if (day < companyToday()) {
      ctx.addIssue({ code: "custom", message: t.errors.keyExpiresPast });
      return z.NEVER;
    }
    return end;
  });

export const integrationsActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("addWebhook"), url: webhookUrlSchema }),
  z.object({ intent: z.literal("setWebhookActive"), id, isActive: z.enum(["true", "false"]).transform((v) => v === "true") }),
  z.object({ intent: z.literal("showSecret"), id }),
  z.object({ intent: z.literal("delete"), id }),
  z.object({
    intent: z.literal("createKey"),
    name: z.string({ error: t.errors.keyName }).trim().min(1, t.errors.keyName).max(KEY_NAME_MAX, ru.admin.fields.tooLong(KEY_NAME_MAX)),
    scope: z.enum(API_KEY_SCOPES, { error: t.errors.keyScope }),
    expiresAt: keyExpiry,
  }),
  z.object({ intent: z.literal("revokeKey"), id }),
]);
