/**
 * The settings screen's notifications tab (issue 23 point 7): who gets an e-mail for each new lead,
 * the provider that sends it (its password and keys write-only), a test message, and the log.
 */
import { getFormProps, getInputProps, getSelectProps, type SubmissionResult } from "@conform-to/react";
import { MailIcon, SendIcon, UsersIcon } from "lucide-react";
import { Form, useNavigation } from "react-router";

import { CheckboxField } from "~/components/admin/checkbox-field";
import { FormCard } from "~/components/admin/form-card";
import { FormError, FormField } from "~/components/admin/form-field";
import { SettingsTabHeader } from "~/components/admin/settings/settings-tab-header";
import { DeliveryLog, type DeliveryLogEntry } from "~/components/admin/telegram/delivery-log";
import { useAdminForm, type IntentFields } from "~/components/admin/use-admin-form";
import { Button } from "~/components/ui/button";
import { FieldDescription, FieldError, FieldGroup } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { NativeSelect } from "~/components/ui/native-select";
import * as ru from "~/i18n/ru";
import { STAFF_ROLES, type StaffRole } from "~/lib/constants";
import { notificationsActionSchema, PROVIDER_CHOICES } from "~/schemas/admin/notifications";

const t = ru.adminNotifications;

type Secret = "smtpPassword" | "sendgridApiKey" | "mailchimpApiKey";

export type NotificationsTabData = {
  recipients: {
    roles: StaffRole[];
    members: { id: string; name: string; email: string; role: StaffRole | null; active: boolean; chosen: boolean }[];
  };
  provider: {
    provider: (typeof PROVIDER_CHOICES)[number];
    from: string;
    smtpHost: string;
    smtpPort: number;
    smtpSecure: boolean;
    smtpUser: string;
    saved: Record<Secret, boolean>;
    configured: boolean;
  };
  testTo: string;
  version: string;
  deliveries: DeliveryLogEntry[];
};

type ActionData = { result?: SubmissionResult<string[]> } | undefined;

export function NotificationsTab({ data, actionData }: { data: NotificationsTabData; actionData: unknown }) {
  const result = (actionData as ActionData)?.result;
  // A refusal carries what was typed, its intent included: only that form shows it.
  const replied = result?.initialValue?.intent;
  return (
    <>
      <SettingsTabHeader title={t.title} description={t.lead} />
      <RecipientsForm key={`r${data.version}`} recipients={data.recipients} lastResult={replied === "recipients" ? result : undefined} />
      <ProviderForm key={`p${data.version}`} provider={data.provider} lastResult={replied === "provider" ? result : undefined} />
      <TestForm to={data.testTo} configured={data.provider.configured} lastResult={replied === "test" ? result : undefined} />
      <DeliveryLog entries={data.deliveries} labels={t} />
    </>
  );
}

function useSubmitting(intent: string) {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
}

function RecipientsForm({ recipients, lastResult }: { recipients: NotificationsTabData["recipients"]; lastResult: SubmissionResult<string[]> | undefined }) {
  const saving = useSubmitting("recipients");
  const [form, fields] = useAdminForm<typeof notificationsActionSchema, IntentFields<typeof notificationsActionSchema, "recipients">>(
    notificationsActionSchema,
    {
      id: "notifications-recipients",
      lastResult,
      defaultValue: { intent: "recipients", roles: recipients.roles, userIds: recipients.members.filter((m) => m.chosen).map((m) => m.id) },
    },
  );
  return (
    <FormCard title={t.recipientsTitle} icon={UsersIcon} description={t.recipientsText}>
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="recipients" />
        <FieldGroup>
          <fieldset className="grid gap-3">
            <legend className="mb-2 text-sm font-medium">{t.roles}</legend>
            {STAFF_ROLES.map((role) => (
              <label key={role} className="flex cursor-pointer items-center gap-3 text-sm">
                <input
                  type="checkbox"
                  name={fields.roles.name}
                  value={role}
                  defaultChecked={recipients.roles.includes(role)}
                  className="size-4 shrink-0 cursor-pointer rounded border-slate-300 accent-primary"
                />
                {t.roleNames[role]}
              </label>
            ))}
            <FieldError id={fields.roles.errorId}>{fields.roles.errors?.[0]}</FieldError>
          </fieldset>
          <fieldset className="grid gap-3">
            <legend className="mb-2 text-sm font-medium">{t.members}</legend>
            {recipients.members.length === 0 ? <p className="text-sm text-slate-600 dark:text-slate-400">{t.membersEmpty}</p> : null}
            {recipients.members.map((member) => (
              <label key={member.id} className="flex cursor-pointer items-start gap-3 text-sm" data-testid="recipient-member">
                <input
                  type="checkbox"
                  name={fields.userIds.name}
                  value={member.id}
                  defaultChecked={member.chosen}
                  className="mt-0.5 size-4 shrink-0 cursor-pointer rounded border-slate-300 accent-primary"
                />
                <span className="grid min-w-0 gap-0.5">
                  <span className="font-medium break-words">{member.name || member.email}</span>
                  <span className="text-slate-600 [overflow-wrap:anywhere] dark:text-slate-400">
                    {member.email}
                    {member.role ? ` · ${t.memberRoles[member.role]}` : ""}
                    {member.active ? "" : ` · ${t.memberInactive}`}
                  </span>
                </span>
              </label>
            ))}
            <FieldError id={fields.userIds.errorId}>{fields.userIds.errors?.[0]}</FieldError>
          </fieldset>
          <FormError id={form.errorId} errors={form.errors} />
          <div>
            <Button type="submit" disabled={saving}>
              {t.saveRecipients}
            </Button>
          </div>
        </FieldGroup>
      </Form>
    </FormCard>
  );
}

function ProviderForm({ provider, lastResult }: { provider: NotificationsTabData["provider"]; lastResult: SubmissionResult<string[]> | undefined }) {
  const saving = useSubmitting("provider");
  const [form, fields] = useAdminForm<typeof notificationsActionSchema, IntentFields<typeof notificationsActionSchema, "provider">>(
    notificationsActionSchema,
    {
      id: "notifications-provider",
      lastResult,
      defaultValue: {
        intent: "provider",
        provider: provider.provider,
        from: provider.from,
        smtpHost: provider.smtpHost,
        smtpPort: String(provider.smtpPort),
        smtpSecure: provider.smtpSecure,
        smtpUser: provider.smtpUser,
      },
    },
  );
  const chosen = fields.provider.value ?? provider.provider;
  const secretField = (name: Secret, label: string, clear: "clearSmtpPassword" | "clearSendgridApiKey" | "clearMailchimpApiKey") => (
    <div className="grid gap-3">
      <FormField meta={fields[name]} label={label} description={provider.saved[name] ? t.secretSaved : t.secretEmpty}>
        <Input
          {...getInputProps(fields[name], { type: "password", ariaDescribedBy: fields[name].descriptionId })}
          key={fields[name].key}
          autoComplete="off"
          spellCheck={false}
        />
      </FormField>
      {provider.saved[name] ? <CheckboxField meta={fields[clear]} label={t.clearSecret(label)} /> : null}
    </div>
  );
  return (
    <FormCard title={t.providerTitle} icon={MailIcon} description={t.providerText}>
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="provider" />
        <FieldGroup>
          <div className="grid gap-6 sm:grid-cols-2">
            <FormField meta={fields.provider} label={t.provider}>
              <NativeSelect {...getSelectProps(fields.provider)} key={fields.provider.key}>
                {PROVIDER_CHOICES.map((choice) => (
                  <option key={choice} value={choice}>
                    {t.providers[choice]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField meta={fields.from} label={t.from} description={t.fromHint}>
              <Input
                {...getInputProps(fields.from, { type: "email", ariaDescribedBy: fields.from.descriptionId })}
                key={fields.from.key}
                autoComplete="off"
              />
            </FormField>
          </div>
          {/* Only the chosen provider's fields; the others keep their saved values, sent hidden. */}
          <div className={chosen === "smtp" ? "grid gap-6" : "hidden"}>
            <div className="grid gap-6 sm:grid-cols-[1fr_10rem]">
              <FormField meta={fields.smtpHost} label={t.smtpHost} description={t.smtpHostHint}>
                <Input
                  {...getInputProps(fields.smtpHost, { type: "text", ariaDescribedBy: fields.smtpHost.descriptionId })}
                  key={fields.smtpHost.key}
                  autoComplete="off"
                  spellCheck={false}
                />
              </FormField>
              <FormField meta={fields.smtpPort} label={t.smtpPort} description={t.smtpPortHint}>
                <Input
                  {...getInputProps(fields.smtpPort, { type: "text", ariaDescribedBy: fields.smtpPort.descriptionId })}
                  key={fields.smtpPort.key}
                  inputMode="numeric"
                  autoComplete="off"
                />
              </FormField>
            </div>
            <CheckboxField meta={fields.smtpSecure} label={t.smtpSecure} hint={t.smtpSecureHint} />
            <div className="grid gap-6 sm:grid-cols-2">
              <FormField meta={fields.smtpUser} label={t.smtpUser}>
                <Input {...getInputProps(fields.smtpUser, { type: "text" })} key={fields.smtpUser.key} autoComplete="off" spellCheck={false} />
              </FormField>
              {secretField("smtpPassword", t.smtpPassword, "clearSmtpPassword")}
            </div>
          </div>
          <div className={chosen === "sendgrid" ? "grid gap-6" : "hidden"}>{secretField("sendgridApiKey", t.sendgridKey, "clearSendgridApiKey")}</div>
          <div className={chosen === "mailchimp" ? "grid gap-6" : "hidden"}>
            {secretField("mailchimpApiKey", t.mailchimpKey, "clearMailchimpApiKey")}
          </div>
          <FormError id={form.errorId} errors={form.errors} />
          <div>
            <Button type="submit" disabled={saving}>
              {t.saveProvider}
            </Button>
          </div>
        </FieldGroup>
      </Form>
    </FormCard>
  );
}

function TestForm({ to, configured, lastResult }: { to: string; configured: boolean; lastResult: SubmissionResult<string[]> | undefined }) {
  const sending = useSubmitting("test");
  const [form, fields] = useAdminForm<typeof notificationsActionSchema, IntentFields<typeof notificationsActionSchema, "test">>(
    notificationsActionSchema,
    { id: "notifications-test", lastResult, defaultValue: { intent: "test", to } },
  );
  return (
    <FormCard title={t.testTitle} icon={SendIcon} description={t.testText}>
      <Form method="post" {...getFormProps(form)}>
        <input type="hidden" name="intent" value="test" />
        <FieldGroup>
          <FormField meta={fields.to} label={t.testTo} description={t.testToHint}>
            <Input {...getInputProps(fields.to, { type: "email", ariaDescribedBy: fields.to.descriptionId })} key={fields.to.key} autoComplete="email" />
          </FormField>
          {configured ? null : <FieldDescription>{t.errors.notConfigured}</FieldDescription>}
          <FormError id={form.errorId} errors={form.errors} />
          <div>
            <Button type="submit" variant="outline" disabled={sending || !configured}>
              <SendIcon aria-hidden="true" />
              {t.test}
            </Button>
          </div>
        </FieldGroup>
      </Form>
    </FormCard>
  );
}
