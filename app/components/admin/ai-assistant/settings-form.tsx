import { getFormProps, getInputProps, getSelectProps, getTextareaProps, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";

import { CheckboxField } from "~/components/admin/checkbox-field";
import { FormCard } from "~/components/admin/form-card";
import { FormError, FormField } from "~/components/admin/form-field";
import { useAdminForm, type IntentFields } from "~/components/admin/use-admin-form";
import { Button } from "~/components/ui/button";
import { FieldGroup } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { chat as en } from "~/i18n/en/chat";
import { chat as kz } from "~/i18n/kz/chat";
import * as ru from "~/i18n/ru";
import { AI_MODELS } from "~/lib/constants";

import { assistantActionSchema, GREETING_MAX } from "~/schemas/admin/ai-assistant";
import type { AssistantSettingsView } from "~/schemas/admin/ai-assistant";

const t = ru.adminAiAssistant;

type SettingsFields = IntentFields<typeof assistantActionSchema, "settings">;

/** The settings tab (issue 10 point 14): who the assistant is, its model, the contacts it collects and its token budgets. */
export function SettingsForm({
  settings,
  lastResult,
}: {
  settings: AssistantSettingsView;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const navigation = useNavigation();
  const saving = navigation.state !== "idle" && navigation.formData?.get("intent") === "settings";
  const [form, fields] = useAdminForm<typeof assistantActionSchema, SettingsFields>(assistantActionSchema, {
    id: "ai-assistant-settings",
    lastResult,
    defaultValue: {
      intent: "settings",
      name: settings.name,
      isActive: settings.isActive,
      greetingMessage: settings.greetingMessage,
      greetingMessageKz: settings.greetingMessageKz,
      greetingMessageEn: settings.greetingMessageEn,
      systemPrompt: settings.systemPrompt,
      model: settings.model,
      temperature: String(settings.temperature),
      maxTokens: String(settings.maxTokens),
      collectName: settings.collectName,
      collectPhone: settings.collectPhone,
      collectEmail: settings.collectEmail,
      collectCompany: settings.collectCompany,
      sessionDailyTokens: String(settings.sessionDailyTokens),
      siteDailyTokens: String(settings.siteDailyTokens),
      maxConversationMessages: String(settings.maxConversationMessages),
      maxConversationBytes: String(settings.maxConversationBytes),
    },
  });

  return (
    <FormCard title={t.settingsTitle} description={t.settingsText}>
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="settings" />
        <FieldGroup>
          <div className="grid gap-6 sm:grid-cols-2">
            <FormField meta={fields.name} label={t.name}>
              <Input {...getInputProps(fields.name, { type: "text" })} key={fields.name.key} maxLength={100} />
            </FormField>
            <div className="flex items-end pb-2">
              <CheckboxField meta={fields.isActive} label={t.isActive} hint={t.isActiveHint} />
            </div>
          </div>
          <FormField meta={fields.greetingMessage} label={t.greeting} description={t.greetingHint}>
            <Textarea
              {...getTextareaProps(fields.greetingMessage, { ariaDescribedBy: fields.greetingMessage.descriptionId })}
              key={fields.greetingMessage.key}
              rows={3}
              maxLength={GREETING_MAX}
            />
          </FormField>
          {/* Optional: the placeholder is the default greeting the widget uses while the field is empty. */}
          <div className="grid gap-6 sm:grid-cols-2">
            {(
              [
                [fields.greetingMessageKz, t.greetingKz, kz.greeting],
                [fields.greetingMessageEn, t.greetingEn, en.greeting],
              ] as const
            ).map(([meta, label, placeholder]) => (
              <FormField key={meta.name} meta={meta} label={label} description={t.greetingDefaultHint}>
                <Textarea
                  {...getTextareaProps(meta, { ariaDescribedBy: meta.descriptionId })}
                  key={meta.key}
                  rows={4}
                  maxLength={GREETING_MAX}
                  placeholder={placeholder}
                />
              </FormField>
            ))}
          </div>
          <FormField meta={fields.systemPrompt} label={t.systemPrompt} description={t.systemPromptHint}>
            <Textarea
              {...getTextareaProps(fields.systemPrompt, { ariaDescribedBy: fields.systemPrompt.descriptionId })}
              key={fields.systemPrompt.key}
              rows={6}
            />
          </FormField>
          <div className="grid gap-6 sm:grid-cols-3">
            <FormField meta={fields.model} label={t.model}>
              <NativeSelect {...getSelectProps(fields.model)} key={fields.model.key}>
                {AI_MODELS.map((model) => (
                  <option key={model} value={model}>
                    {model}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField meta={fields.temperature} label={t.temperature} description={t.temperatureHint}>
              <Input
                {...getInputProps(fields.temperature, { type: "number", ariaDescribedBy: fields.temperature.descriptionId })}
                key={fields.temperature.key}
                step={0.1}
                inputMode="decimal"
              />
            </FormField>
            <FormField meta={fields.maxTokens} label={t.maxTokens}>
              <Input {...getInputProps(fields.maxTokens, { type: "number" })} key={fields.maxTokens.key} step={1} inputMode="numeric" />
            </FormField>
          </div>
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-3 text-sm font-medium">{t.collectTitle}</legend>
            <div className="grid gap-3 sm:grid-cols-4">
              <CheckboxField meta={fields.collectName} label={t.collectName} />
              <CheckboxField meta={fields.collectPhone} label={t.collectPhone} />
              <CheckboxField meta={fields.collectEmail} label={t.collectEmail} />
              <CheckboxField meta={fields.collectCompany} label={t.collectCompany} />
            </div>
          </fieldset>
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-1 text-sm font-medium">{t.budgetsTitle}</legend>
            <p className="text-sm text-slate-600 dark:text-slate-400">{t.budgetsHint}</p>
            <div className="grid gap-6 sm:grid-cols-2">
              <FormField meta={fields.sessionDailyTokens} label={t.sessionDailyTokens}>
                <Input
                  {...getInputProps(fields.sessionDailyTokens, { type: "number" })}
                  key={fields.sessionDailyTokens.key}
                  step={1}
                  inputMode="numeric"
                />
              </FormField>
              <FormField meta={fields.siteDailyTokens} label={t.siteDailyTokens}>
                <Input
                  {...getInputProps(fields.siteDailyTokens, { type: "number" })}
                  key={fields.siteDailyTokens.key}
                  step={1}
                  inputMode="numeric"
                />
              </FormField>
            </div>
          </fieldset>
          <fieldset className="flex flex-col gap-3">
            <legend className="mb-1 text-sm font-medium">{t.conversationTitle}</legend>
            <p className="text-sm text-slate-600 dark:text-slate-400">{t.conversationHint}</p>
            <div className="grid gap-6 sm:grid-cols-2">
              <FormField meta={fields.maxConversationMessages} label={t.maxConversationMessages}>
                <Input
                  {...getInputProps(fields.maxConversationMessages, { type: "number" })}
                  key={fields.maxConversationMessages.key}
                  step={1}
                  inputMode="numeric"
                />
              </FormField>
              <FormField meta={fields.maxConversationBytes} label={t.maxConversationBytes}>
                <Input
                  {...getInputProps(fields.maxConversationBytes, { type: "number" })}
                  key={fields.maxConversationBytes.key}
                  step={1}
                  inputMode="numeric"
                />
              </FormField>
            </div>
          </fieldset>
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
