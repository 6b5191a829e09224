import { getFormProps, getInputProps, type SubmissionResult } from "@conform-to/react";
import { ChartNoAxesColumnIcon } from "lucide-react";
import { Form, useNavigation } from "react-router";

import { FormCard } from "~/components/admin/form-card";
import { FormError, FormField } from "~/components/admin/form-field";
import { useAdminForm, type IntentFields } from "~/components/admin/use-admin-form";
import { Button } from "~/components/ui/button";
import { FieldGroup } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import * as ru from "~/i18n/ru";
import { integrationsActionSchema } from "~/schemas/admin/integrations";

const t = ru.adminIntegrations.analytics;

type AnalyticsFields = IntentFields<typeof integrationsActionSchema, "analytics">;

export type AnalyticsIds = { googleAnalyticsId: string; yandexMetricaId: string };

/** Google Analytics and Yandex Metrica (issue 23 point 6): blank leaves a service off. */
export function AnalyticsCard({ ids, lastResult }: { ids: AnalyticsIds; lastResult: SubmissionResult<string[]> | undefined }) {
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "analytics";
  const [form, fields] = useAdminForm<typeof integrationsActionSchema, AnalyticsFields>(integrationsActionSchema, {
    id: "integrations-analytics",
    lastResult,
    defaultValue: { intent: "analytics", googleAnalyticsId: ids.googleAnalyticsId, yandexMetricaId: ids.yandexMetricaId },
  });
  return (
    <FormCard title={t.title} icon={ChartNoAxesColumnIcon} description={t.text}>
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="analytics" />
        <FieldGroup>
          <div className="grid gap-6 sm:grid-cols-2">
            <FormField meta={fields.googleAnalyticsId} label={t.ga} description={t.gaHint}>
              <Input
                {...getInputProps(fields.googleAnalyticsId, { type: "text", ariaDescribedBy: fields.googleAnalyticsId.descriptionId })}
                key={fields.googleAnalyticsId.key}
                autoComplete="off"
                spellCheck={false}
                placeholder="G-XXXXXXXXXX"
              />
            </FormField>
            <FormField meta={fields.yandexMetricaId} label={t.ym} description={t.ymHint}>
              <Input
                {...getInputProps(fields.yandexMetricaId, { type: "text", ariaDescribedBy: fields.yandexMetricaId.descriptionId })}
                key={fields.yandexMetricaId.key}
                autoComplete="off"
                spellCheck={false}
                inputMode="numeric"
                placeholder="12345678"
              />
            </FormField>
          </div>
          <FormError id={form.errorId} errors={form.errors} />
          <div>
            <Button type="submit" disabled={saving}>
              {t.save}
            </Button>
          </div>
        </FieldGroup>
      </Form>
    </FormCard>
  );
}
