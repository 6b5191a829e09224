import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Form } from "react-router";

import { DeleteLink } from "~/components/admin/delete-link";
import { FormField } from "~/components/admin/form-field";
import { integrationsActionSchema } from "~/components/admin/integrations/schema";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import * as ru from "~/i18n/ru";

const t = ru.adminIntegrations;

export type WebhookItem = { id: string; url: string; isActive: boolean; createdAtLabel: string };

/** A secret or key shown in full once, to copy into the CRM. */
export function RevealedSecret({ title, text, value }: { title: string; text: string; value: string }) {
  return (
    <div
      role="status"
      className="flex flex-col gap-2 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm dark:border-amber-800 dark:bg-amber-950"
    >
      <p className="font-semibold">{title}</p>
      <p className="text-slate-700 dark:text-slate-300">{text}</p>
      <code data-testid="revealed-secret" className="break-all rounded bg-white px-2 py-1 font-mono select-all dark:bg-slate-900">
        {value}
      </code>
    </div>
  );
}

export function WebhooksCard({
  webhooks,
  secret,
  lastResult,
}: {
  webhooks: WebhookItem[];
  secret: { url: string; secret: string } | null;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const [form, fields] = useForm({
    id: "add-webhook",
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
          <h2>{t.webhooksTitle}</h2>
        </CardTitle>
        <CardDescription>{t.webhooksText}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {secret ? <RevealedSecret title={`${t.secretTitle}: ${secret.url}`} text={t.secretText} value={secret.secret} /> : null}
        {webhooks.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">{t.webhooksEmpty}</p>
        ) : (
          <ul
            aria-label={t.webhooksTitle}
            className="divide-y divide-slate-200 rounded-md border border-slate-200 dark:divide-slate-800 dark:border-slate-800"
          >
            {webhooks.map((hook) => (
              <li
                key={hook.id}
                data-testid="webhook"
                className="flex flex-col gap-2 p-3 text-sm sm:flex-row sm:items-center sm:justify-between"
              >
                <div className="flex min-w-0 flex-col gap-1">
                  <span className="break-all font-medium">{hook.url}</span>
                  <span className="flex flex-wrap items-center gap-2 text-slate-600 dark:text-slate-400">
                    <Badge variant={hook.isActive ? "success" : "secondary"}>{hook.isActive ? t.active : t.inactive}</Badge>
                    {t.created(hook.createdAtLabel)}
                  </span>
                </div>
                <div className="flex flex-wrap items-center gap-1">
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
          </ul>
        )}
        <Form method="post" {...getFormProps(form)} className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <FormField meta={fields.url} label={t.url} description={t.urlHint} className="flex-1">
            <Input
              {...getInputProps(fields.url, { type: "url", ariaDescribedBy: fields.url.descriptionId })}
              key={fields.url.key}
              autoComplete="off"
              spellCheck={false}
            />
          </FormField>
          <Button type="submit" name="intent" value="addWebhook" className="sm:mt-6">
            {t.add}
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
