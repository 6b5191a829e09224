import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";

import { DeleteLink } from "~/components/admin/delete-link";
import { IntegrationCard } from "~/components/admin/integrations/integration-card";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import * as ru from "~/i18n/ru";

const t = ru.adminIntegrations;

export type WebhookItem = { id: string; url: string; isActive: boolean; createdAtLabel: string };

export function WebhooksCard({
  webhooks,
  secret,
  lastResult,
}: {
  webhooks: WebhookItem[];
  secret: { url: string; secret: string } | null;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  return (
    <IntegrationCard
      title={t.webhooksTitle}
      text={t.webhooksText}
      revealed={secret ? { title: `${t.secretTitle}: ${secret.url}`, text: t.secretText, value: secret.secret } : null}
      empty={webhooks.length === 0 ? t.webhooksEmpty : null}
      add={{ intent: "addWebhook", field: "url", type: "url", label: t.url, hint: t.urlHint, submit: t.add, lastResult }}
    >
      {webhooks.map((hook) => (
        <li key={hook.id} data-testid="webhook" className="flex flex-col gap-2 p-3 text-sm sm:flex-row sm:items-center sm:justify-between">
          <div className="flex min-w-0 flex-col gap-1">
            <span className="break-all font-medium">{hook.url}</span>
            <span className="flex flex-wrap items-center gap-2 text-slate-600 dark:text-slate-400">
              <Badge variant={hook.isActive ? "success" : "secondary"}>{hook.isActive ? t.active : t.inactive}</Badge>
              {t.created(hook.createdAtLabel)}
            </span>
          </div>
          <div className="flex flex-wrap items-center gap-1 sm:shrink-0">
            <Form method="post" preventScrollReset>
              <input type="hidden" name="id" value={hook.id} />
              <Button type="submit" name="intent" value="showSecret" variant="ghost" size="sm">
                {t.showSecret}
              </Button>
            </Form>
            <Form method="post" preventScrollReset>
              <input type="hidden" name="intent" value="setWebhookActive" />
              <input type="hidden" name="id" value={hook.id} />
              <input type="hidden" name="isActive" value={String(!hook.isActive)} />
              <Button type="submit" variant="outline" size="sm">
                {hook.isActive ? t.deactivate : t.activate}
              </Button>
            </Form>
            <DeleteLink item={{ id: hook.id, title: hook.url }} labels={t} />
          </div>
        </li>
      ))}
    </IntegrationCard>
  );
}
