import { getInputProps, getSelectProps, type SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";

import { FormField } from "~/components/admin/form-field";
import { IntegrationCard, type AddFormFields } from "~/components/admin/integrations/integration-card";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import * as ru from "~/i18n/ru";
import { API_KEY_SCOPES, type ApiKeyScope } from "~/lib/constants";

const t = ru.adminIntegrations;

export type ApiKeyItem = {
  id: string;
  name: string;
  prefix: string;
  scope: ApiKeyScope;
  createdAtLabel: string;
  /** The last day the key works, while it still does. */
  validThroughLabel: string | null;
  /** When it stopped working, once it has. */
  expiredLabel: string | null;
  lastUsedLabel: string | null;
  revokedLabel: string | null;
};

/** The create form's scope and expiry; read-only comes first and is the default, so a key gets no more than asked for. */
function KeyOptions({ fields: { scope, expiresAt } }: { fields: AddFormFields }) {
  return (
    <>
      <FormField meta={scope} label={t.keyScope} description={t.keyScopeHint} className="sm:w-52">
        <NativeSelect {...getSelectProps(scope, { ariaDescribedBy: scope.descriptionId })} key={scope.key}>
          {API_KEY_SCOPES.map((value) => (
            <option key={value} value={value}>
              {t.scopes[value]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField meta={expiresAt} label={t.keyExpires} description={t.keyExpiresHint} className="sm:w-52">
        <Input {...getInputProps(expiresAt, { type: "date", ariaDescribedBy: expiresAt.descriptionId })} key={expiresAt.key} />
      </FormField>
    </>
  );
}

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
      add={{
        intent: "createKey",
        field: "name",
        type: "text",
        label: t.keyName,
        hint: t.keyNameHint,
        submit: t.createKey,
        lastResult,
        moreFields: (fields) => <KeyOptions fields={fields} />,
        // Without it, conform's reset after a creation leaves the select blank.
        defaultValue: { scope: API_KEY_SCOPES[0] },
      }}
    >
      {keys.map((key) => (
        <li key={key.id} data-testid="api-key" className="flex flex-col gap-2 p-3 text-sm sm:flex-row sm:items-center sm:justify-between">
          <div className="flex min-w-0 flex-col gap-1">
            <span className="flex flex-wrap items-center gap-2">
              <span className="font-medium">{key.name}</span>
              <code className="font-mono text-slate-600 dark:text-slate-400">{`${key.prefix}…`}</code>
              <Badge variant="outline">{t.scopes[key.scope]}</Badge>
              {key.revokedLabel ? (
                <Badge variant="secondary">{t.keyRevoked(key.revokedLabel)}</Badge>
              ) : key.expiredLabel ? (
                <Badge variant="secondary">{t.keyExpired(key.expiredLabel)}</Badge>
              ) : null}
            </span>
            <span className="text-slate-600 dark:text-slate-400">
              {[
                t.keyCreated(key.createdAtLabel),
                key.expiredLabel ? null : key.validThroughLabel ? t.keyValidThrough(key.validThroughLabel) : t.keyNoExpiry,
                key.lastUsedLabel ? t.keyLastUsed(key.lastUsedLabel) : t.keyNeverUsed,
              ]
                .filter(Boolean)
                .join(" · ")}
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
