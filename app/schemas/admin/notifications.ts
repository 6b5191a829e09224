import { z } from "zod";

import * as ru from "~/i18n/ru";
import { EMAIL_PROVIDERS, STAFF_ROLES } from "~/lib/constants";
import { email, patterned } from "~/schemas/fields";
import { emailFrom, secret, smtpHost, smtpPort, smtpUser } from "~/schemas/settings/notifications";

/**
 * The notifications tab's one schema (ADR 0057): the recipients form, the provider form (its
 * secrets write-only: blank keeps the saved one, a tick clears it) and the test message; and the
 * delivery logs' retry and dismiss, shared by every screen that shows a log.
 */

const t = ru.adminNotifications.errors;

/** "none" stands for no provider in the form, where a blank option would read as "not chosen". */
export const PROVIDER_CHOICES = ["none", ...EMAIL_PROVIDERS] as const;

export const notificationsActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("recipients"),
    roles: z.array(z.enum(STAFF_ROLES, { error: t.role })).default([]),
    userIds: z.array(patterned(/^[A-Za-z0-9_-]{1,100}$/, t.member)).default([]),
  }),
  z.object({
    intent: z.literal("provider"),
    provider: z.enum(PROVIDER_CHOICES, { error: t.provider }),
    from: emailFrom,
    smtpHost,
    smtpPort: smtpPort.default(587),
    smtpSecure: z.boolean().default(false),
    smtpUser,
    smtpPassword: secret.optional(),
    clearSmtpPassword: z.boolean().default(false),
    sendgridApiKey: secret.optional(),
    clearSendgridApiKey: z.boolean().default(false),
    mailchimpApiKey: secret.optional(),
    clearMailchimpApiKey: z.boolean().default(false),
  }),
  z.object({ intent: z.literal("test"), to: email({ invalid: t.testTo, missing: t.testTo }) }),
]);
export type NotificationsAction = z.output<typeof notificationsActionSchema>;

export const deliveryActionSchema = z.object({
  intent: z.enum(["retryDelivery", "dismissDelivery"]),
  id: z.uuid({ error: ru.adminNotifications.log.notFound }),
});
