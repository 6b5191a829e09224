import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";

import { IntegrationCard } from "~/components/admin/integrations/integration-card";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import * as ru from "~/i18n/ru";

const t = ru.adminIntegrations;

export type ApiKeyItem = {
  id: string;
  name: string;
  prefix: string;
  createdAtLabel: string;
  lastUsedLabel: string | null;
  revokedLabel: string | null;
};

export function ApiKeysCard({
  keys,
  created,
  lastResult,
}: {
  keys: ApiKeyItem[];
  created: { name: string; key: string } | null;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  return (
    <IntegrationCard
      title={t.keysTitle}
      text={t.keysText}
      revealed={created ? { title: `${t.keyTitle}: ${created.name}`, text: t.keyText, value: created.key } : null}
      empty={keys.length === 0 ? t.keysEmpty : null}
      add={{ intent: "createKey", field: "name", type: "text", label: t.keyName, hint: t.keyNameHint, submit: t.createKey, lastResult }}
    >
      {keys.map((key) => (
        <li key={key.id} data-testid="api-key" className="flex flex-col gap-2 p-3 text-sm sm:flex-row sm:items-center sm:justify-between">
          <div className="flex min-w-0 flex-col gap-1">
            <span className="flex flex-wrap items-center gap-2">
              <span className="font-medium">{key.name}</span>
              <code className="font-mono text-slate-600 dark:text-slate-400">{`${key.prefix}…`}</code>
              {key.revokedLabel ? <Badge variant="secondary">{t.keyRevoked(key.revokedLabel)}</Badge> : null}
            </span>
            <span className="text-slate-600 dark:text-slate-400">
              {t.keyCreated(key.createdAtLabel)} · {key.lastUsedLabel ? t.keyLastUsed(key.lastUsedLabel) : t.keyNeverUsed}
            </span>
          </div>
          {key.revokedLabel ? null : (
            <Form method="post" preventScrollReset>
              <input type="hidden" name="id" value={key.id} />
              <Button type="submit" name="intent" value="revokeKey" variant="outline" size="sm" aria-label={t.revokeNamed(key.name)}>
                {t.revoke}
              </Button>
            </Form>
          )}
        </li>
      ))}
    </IntegrationCard>
  );
}
