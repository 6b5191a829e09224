import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";

import { FormField } from "~/components/admin/form-field";
import { RevealedSecret } from "~/components/admin/integrations/webhooks-card";
import { integrationsActionSchema } from "~/components/admin/integrations/schema";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
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
  const [form, fields] = useForm({
    id: "create-key",
    lastResult,
    constraint: getZodConstraint(integrationsActionSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: integrationsActionSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t.keysTitle}</h2>
        </CardTitle>
        <CardDescription>{t.keysText}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {created ? <RevealedSecret title={`${t.keyTitle}: ${created.name}`} text={t.keyText} value={created.key} /> : null}
        {keys.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t.keysEmpty}</p>
        ) : (
          <ul
            aria-label={t.keysTitle}
            className="divide-y divide-slate-200 rounded-md border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
          >
            {keys.map((key) => (
              <li
                key={key.id}
                data-testid="api-key"
                className="flex flex-col gap-2 p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
              >
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
          </ul>
        )}
        <Form method="post" {...getFormProps(form)} className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <FormField meta={fields.name} label={t.keyName} description={t.keyNameHint} className="flex-1">
            <Input
              {...getInputProps(fields.name, { type: "text", ariaDescribedBy: fields.name.descriptionId })}
              key={fields.name.key}
              autoComplete="off"
            />
          </FormField>
          <Button type="submit" name="intent" value="createKey" className="sm:mt-6">
            {t.createKey}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
