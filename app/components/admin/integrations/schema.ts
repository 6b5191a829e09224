/** The integrations section's one schema (ADR 0024): CRM webhooks and API keys (ADR 0037). */
import { z } from "zod";

import * as ru from "~/i18n/ru";

const t = ru.adminIntegrations;

export const WEBHOOK_URL_MAX = 2000;
export const KEY_NAME_MAX = 100;

const id = z.uuid(t.errors.notFound);

export const webhookUrlSchema = z
  .string({ error: t.errors.url })
  .trim()
  .max(WEBHOOK_URL_MAX, t.errors.url)
  .refine((value) => URL.canParse(value) && ["http:", "https:"].includes(new URL(value).protocol), { error: t.errors.url });

export const integrationsActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("addWebhook"), url: webhookUrlSchema }),
  z.object({ intent: z.literal("setWebhookActive"), id, isActive: z.enum(["true", "false"]).transform((v) => v === "true") }),
  z.object({ intent: z.literal("showSecret"), id }),
  z.object({ intent: z.literal("delete"), id }),
  z.object({
    intent: z.literal("createKey"),
    name: z.string({ error: t.errors.keyName }).trim().min(1, t.errors.keyName).max(KEY_NAME_MAX, ru.admin.fields.tooLong(KEY_NAME_MAX)),
  }),
  z.object({ intent: z.literal("revokeKey"), id }),
]);
