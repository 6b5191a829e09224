import { getFormProps, getInputProps, getTextareaProps } from "@conform-to/react";
import { SendIcon } from "lucide-react";
import { Form, useNavigation } from "react-router";

import { CheckboxField } from "~/components/admin/checkbox-field";
import { FormCard } from "~/components/admin/form-card";
import { FormError, FormField } from "~/components/admin/form-field";
import { adminMeta } from "~/components/admin/meta";
import { PageHeader } from "~/components/admin/page-header";
import { AdminRouteErrorBoundary } from "~/components/admin/route-error-boundary";
import { DeliveryLog } from "~/components/admin/telegram/delivery-log";
import { useAdminForm } from "~/components/admin/use-admin-form";
import { Button } from "~/components/ui/button";
import { FieldGroup } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import * as ru from "~/i18n/ru";
import { formatActivityDate } from "~/lib/dates";
import { ADMIN_SCREENS } from "~/lib/permissions";
import type { FormReply } from "~/schemas/admin/form-reply";
import { telegramActionSchema } from "~/schemas/admin/telegram";
import { invalidForm, parseAdminForm } from "~/server/admin-form.server";
import { handleDeliveryIntent } from "~/server/outbox-admin.server";
import { requireScreen } from "~/server/permissions.server";
import {
  effectiveBotToken,
  listTelegramDeliveries,
  readTelegramSettingsView,
  saveTelegramSettings,
  type TelegramSettingsView,
} from "~/server/telegram-settings.server";
import { fillNotificationTemplate, sendTelegramMessage } from "~/server/telegram.server";
import { redirectWithToast } from "~/server/toast.server";

import type { Route } from "./+types/telegram";

const t = ru.adminTelegram;
const PATH = ADMIN_SCREENS.telegram.path;

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(t.title, PATH, matches);

export async function loader({ request }: Route.LoaderArgs) {
  await requireScreen(request, "telegram");
  const [settings, deliveries] = await Promise.all([readTelegramSettingsView(), listTelegramDeliveries()]);
  return {
    settings,
    deliveries: deliveries.map((d) => ({
      ...d,
      createdAtLabel: formatActivityDate(d.createdAt),
      nextAttemptLabel: d.nextAttemptAt ? formatActivityDate(d.nextAttemptAt) : null,
    })),
  };
}

export async function action({ request }: Route.ActionArgs) {
  const user = await requireScreen(request, "telegram", "edit");
  // The delivery log's retry and dismiss of a given-up notification.
  const delivery = await handleDeliveryIntent(request, user, { kind: "telegram", path: PATH });
  if (delivery) return delivery;
  const submission = await parseAdminForm(request, telegramActionSchema);
  if (submission.status !== "success") return invalidForm(submission, { hideFields: ["botToken"] });
  const input = submission.value;
  const botToken = await effectiveBotToken(input.botToken);
  // A test send needs a bot token and a chat id; so do notifications switched on.
  if ((input.intent === "test" || input.isActive) && (!botToken || !input.chatId)) {
    return invalidForm(submission, {
      formError: t.errors.missing,
      hideFields: ["botToken"],
    });
  }
  if (input.intent === "test") {
    const text = fillNotificationTemplate(input.notificationTemplate, {
      name: t.testName,
      phone: t.testPhone,
      date: new Date(),
    });
    const sent = await sendTelegramMessage({
      botToken,
      chatId: input.chatId!,
      text,
    });
    if (!sent.ok)
      return invalidForm(submission, {
        formError: `${t.testFailed}: ${sent.error}`,
        status: 502,
        hideFields: ["botToken"],
      });
    return redirectWithToast(PATH, { kind: "success", title: t.testSent });
  }
  try {
    await saveTelegramSettings(input, user);
  } catch (error) {
    console.error("Telegram settings could not be saved:", error);
    return invalidForm(submission, {
      formError: t.saveFailed,
      status: 500,
      hideFields: ["botToken"],
    });
  }
  return redirectWithToast(PATH, { kind: "success", title: t.saved });
}

export default function TelegramScreen({ loaderData, actionData }: Route.ComponentProps) {
  const { settings, deliveries } = loaderData;
  return (
    <div className="flex max-w-4xl flex-col gap-6">
      <PageHeader title={t.title} description={t.lead} />
      <SettingsForm key={settings.version} settings={settings} lastResult={actionData?.result} />
      <FormCard title={t.instructionsTitle}>
        <ol className="list-decimal space-y-2 pl-5 text-sm text-slate-700 dark:text-slate-300">
          {t.instructions.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </FormCard>
      <DeliveryLog entries={deliveries} />
    </div>
  );
}

function SettingsForm({ settings, lastResult }: { settings: TelegramSettingsView; lastResult: FormReply["result"] | undefined }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  const [form, fields] = useAdminForm(telegramActionSchema, {
    id: "telegram",
    lastResult,
    defaultValue: {
      isActive: settings.isActive,
      chatId: settings.chatId,
      username: settings.username,
      notificationTemplate: settings.notificationTemplate,
    },
  });
  const hasToken = Boolean(fields.botToken.value) || settings.tokenEnd !== null;
  const canTest = hasToken && Boolean(fields.chatId.value?.trim());

  return (
    <FormCard title={t.settingsTitle} description={t.settingsText}>
      <Form method="post" {...getFormProps(form)}>
        <FieldGroup>
          <CheckboxField meta={fields.isActive} label={t.active} hint={t.activeHint} />
          <FormField
            meta={fields.botToken}
            label={t.botToken}
            description={settings.tokenEnd ? t.botTokenSaved(settings.tokenEnd) : t.botTokenEmpty}
          >
            <Input
              {...getInputProps(fields.botToken, {
                type: "password",
                ariaDescribedBy: fields.botToken.descriptionId,
              })}
              key={fields.botToken.key}
              autoComplete="off"
              spellCheck={false}
            />
          </FormField>
          <div className="grid gap-6 sm:grid-cols-2">
            <FormField meta={fields.chatId} label={t.chatId} description={t.chatIdHint}>
              <Input
                {...getInputProps(fields.chatId, {
                  type: "text",
                  ariaDescribedBy: fields.chatId.descriptionId,
                })}
                key={fields.chatId.key}
                autoComplete="off"
                spellCheck={false}
              />
            </FormField>
            <FormField meta={fields.username} label={t.username} description={t.usernameHint}>
              <Input
                {...getInputProps(fields.username, {
                  type: "text",
                  ariaDescribedBy: fields.username.descriptionId,
                })}
                key={fields.username.key}
                autoComplete="off"
                spellCheck={false}
              />
            </FormField>
          </div>
          <FormField meta={fields.notificationTemplate} label={t.template} description={t.templateHint}>
            <Textarea
              {...getTextareaProps(fields.notificationTemplate, {
                ariaDescribedBy: fields.notificationTemplate.descriptionId,
              })}
              key={fields.notificationTemplate.key}
              rows={5}
            />
          </FormField>
          <FormError id={form.errorId} errors={form.errors} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" name="intent" value="save" disabled={busy}>
              {t.save}
            </Button>
            <Button type="submit" name="intent" value="test" variant="outline" disabled={busy || !canTest}>
              <SendIcon aria-hidden="true" />
              {t.test}
            </Button>
          </div>
        </FieldGroup>
      </Form>
    </FormCard>
  );
}

export function ErrorBoundary() {
  return <AdminRouteErrorBoundary />;
}
