/** The settings screen's integrations tab: CRM webhooks, their delivery log, API keys, and the analytics counters. */
import type { SubmissionResult } from "@conform-to/react";

import { DeleteConfirmation } from "~/components/admin/delete-link";
import { AnalyticsCard, type AnalyticsIds } from "~/components/admin/integrations/analytics-card";
import { ApiKeysCard, type ApiKeyItem } from "~/components/admin/integrations/api-keys-card";
import { WebhooksCard, type WebhookItem } from "~/components/admin/integrations/webhooks-card";
import { SettingsTabHeader } from "~/components/admin/settings/settings-tab-header";
import { DeliveryLog, type DeliveryLogEntry } from "~/components/admin/telegram/delivery-log";
import * as ru from "~/i18n/ru";
import { SETTINGS_TAB_PATHS } from "~/lib/settings-tabs";
import type { IntegrationsRevealing } from "~/schemas/admin/integrations";

const t = ru.adminIntegrations;

export type IntegrationsTabData = {
  analytics: AnalyticsIds;
  webhooks: WebhookItem[];
  deleting: { id: string; title: string } | null;
  keys: ApiKeyItem[];
  deliveries: DeliveryLogEntry[];
};

type ActionData = Partial<IntegrationsRevealing> & { result?: SubmissionResult<string[]> };

export function IntegrationsTab({ data, actionData }: { data: IntegrationsTabData; actionData: ActionData | undefined }) {
  const revealed = actionData?.revealed ?? null;
  const formReply = actionData?.result;
  // A refusal carries what was typed, its intent included; a success empties its form and is known by what it revealed.
  const repliedForm = formReply?.initialValue ? formReply.initialValue.intent : revealed?.kind === "key" ? "createKey" : "addWebhook";
  return (
    <>
      <SettingsTabHeader title={t.title} description={t.lead} />
      {data.deleting ? <DeleteConfirmation item={data.deleting} labels={t} closeTo={SETTINGS_TAB_PATHS.integrations} /> : null}
      <WebhooksCard
        webhooks={data.webhooks}
        secret={revealed?.kind === "webhook" ? revealed : null}
        lastResult={repliedForm === "addWebhook" ? formReply : undefined}
      />
      <DeliveryLog entries={data.deliveries} labels={t} />
      <ApiKeysCard
        keys={data.keys}
        created={revealed?.kind === "key" ? revealed : null}
        lastResult={repliedForm === "createKey" ? formReply : undefined}
      />
      <AnalyticsCard ids={data.analytics} lastResult={repliedForm === "analytics" ? formReply : undefined} />
    </>
  );
}
