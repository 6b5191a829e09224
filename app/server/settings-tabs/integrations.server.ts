/**
 * The settings screen's integrations tab: CRM webhooks with their delivery log, and API keys (ADR
 * 0037); the Google Analytics and Yandex Metrica identifiers (ADR 0057).
 */
import { data } from "react-router";

import * as ru from "~/i18n/ru";
import { formatActivityDate, formatCompanyDay } from "~/lib/dates";
import { SETTINGS_TAB_PATHS } from "~/lib/settings-tabs";
import { integrationsActionSchema, type IntegrationsRevealing } from "~/schemas/admin/integrations";
import { invalidForm, parseAdminForm } from "~/server/admin-form.server";
import { createApiKey, listApiKeys, revokeApiKey } from "~/server/api-keys.server";
import {
  createWebhook,
  deleteWebhook,
  listWebhookDeliveries,
  listWebhooks,
  revealWebhookSecret,
  setWebhookActive,
} from "~/server/crm-webhooks.server";
import { handleDeliveryIntent } from "~/server/outbox-admin.server";
import type { SessionUser } from "~/server/session-user.server";
import { readSiteSettings, saveSiteSettings } from "~/server/settings.server";
import { redirectWithToast } from "~/server/toast.server";

const t = ru.adminIntegrations;
const PATH = SETTINGS_TAB_PATHS.integrations;

export async function loadIntegrationsTab(request: Request) {
  const [webhooks, deliveries, keys, analytics] = await Promise.all([
    listWebhooks(),
    listWebhookDeliveries(),
    listApiKeys(),
    readSiteSettings(["google_analytics_id", "yandex_metrica_id"]),
  ]);
  const now = Date.now();
  const deleteId = new URL(request.url).searchParams.get("delete");
  const deleting = webhooks.find((hook) => hook.id === deleteId);
  return {
    analytics: { googleAnalyticsId: analytics.google_analytics_id, yandexMetricaId: analytics.yandex_metrica_id },
    webhooks: webhooks.map((hook) => ({
      id: hook.id,
      url: hook.url,
      isActive: hook.isActive,
      createdAtLabel: formatActivityDate(hook.createdAt),
    })),
    deleting: deleting ? { id: deleting.id, title: deleting.url } : null,
    keys: keys.map((key) => {
      const expired = key.expiresAt !== null && key.expiresAt.getTime() <= now;
      return {
        id: key.id,
        name: key.name,
        prefix: key.prefix,
        scope: key.scope,
        createdAtLabel: formatActivityDate(key.createdAt),
        // expires_at is the midnight after the key's last day: the day is the instant just before it.
        validThroughLabel: key.expiresAt && !expired ? formatCompanyDay(new Date(key.expiresAt.getTime() - 1)) : null,
        expiredLabel: key.expiresAt && expired ? formatActivityDate(key.expiresAt) : null,
        lastUsedLabel: key.lastUsedAt ? formatActivityDate(key.lastUsedAt) : null,
        revokedLabel: key.revokedAt ? formatActivityDate(key.revokedAt) : null,
      };
    }),
    deliveries: deliveries.map((d) => ({
      ...d,
      createdAtLabel: formatActivityDate(d.createdAt),
      nextAttemptLabel: d.nextAttemptAt ? formatActivityDate(d.nextAttemptAt) : null,
    })),
  };
}

/** A secret or key is answered, never redirected, so it shows once. */
export async function integrationsTabAction(request: Request, user: SessionUser) {
  const delivery = await handleDeliveryIntent(request, user, { kind: "webhook", path: PATH });
  if (delivery) return delivery;
  const submission = await parseAdminForm(request, integrationsActionSchema);
  if (submission.status !== "success") return invalidForm(submission);
  const input = submission.value;
  const notFound = () => redirectWithToast(PATH, { kind: "error", title: t.errors.notFound });
  switch (input.intent) {
    case "addWebhook": {
      const created = await createWebhook(input.url, user);
      if ("refused" in created) return invalidForm(submission, { fieldErrors: { url: [created.refused] } });
      return data<IntegrationsRevealing>({
        revealed: { kind: "webhook", url: input.url, secret: created.secret },
        result: submission.reply({ resetForm: true }),
      });
    }
    case "showSecret": {
      const hook = await revealWebhookSecret(input.id, user);
      return hook ? data<IntegrationsRevealing>({ revealed: { kind: "webhook", ...hook } }) : notFound();
    }
    case "setWebhookActive":
      return (await setWebhookActive(input.id, input.isActive, user))
        ? redirectWithToast(PATH, { kind: "success", title: t.webhookUpdated })
        : notFound();
    case "delete":
      return (await deleteWebhook(input.id, user)) ? redirectWithToast(PATH, { kind: "success", title: t.webhookDeleted }) : notFound();
    case "createKey": {
      const { key } = await createApiKey({ name: input.name, scope: input.scope, expiresAt: input.expiresAt }, user);
      return data<IntegrationsRevealing>({
        revealed: { kind: "key", name: input.name, key },
        result: submission.reply({ resetForm: true }),
      });
    }
    case "analytics":
      try {
        await saveSiteSettings({ google_analytics_id: input.googleAnalyticsId, yandex_metrica_id: input.yandexMetricaId }, user);
      } catch (error) {
        console.error("Analytics identifiers could not be saved:", error);
        return redirectWithToast(PATH, { kind: "error", title: ru.adminSettings.saveFailed });
      }
      return redirectWithToast(PATH, { kind: "success", title: ru.adminSettings.saved });
    case "revokeKey":
      return (await revokeApiKey(input.id, user)) ? redirectWithToast(PATH, { kind: "success", title: t.keyRevokedToast }) : notFound();
  }
}
