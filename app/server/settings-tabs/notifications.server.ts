/**
 * The settings screen's notifications tab (issue 23 point 7, ADR 0057): who gets an e-mail for each
 * new lead, the provider that sends it, a test message, and the e-mails' delivery log. The SMTP
 * password and the API keys are write-only, like the Telegram bot token: the loader says only
 * whether each is saved, a blank field keeps it, a tick clears it.
 */
import * as ru from "~/i18n/ru";
import { formatActivityDate } from "~/lib/dates";
import { SETTINGS_TAB_PATHS } from "~/lib/settings-tabs";
import { notificationsActionSchema, PROVIDER_CHOICES, type NotificationsAction } from "~/schemas/admin/notifications";
import { invalidForm, parseAdminForm } from "~/server/admin-form.server";
import { listEmailDeliveries } from "~/server/email-notifications.server";
import { emailConfigured, readEmailConfig, sendEmail, type EmailConfig } from "~/server/email-providers.server";
import { handleDeliveryIntent } from "~/server/outbox-admin.server";
import { requireScreen } from "~/server/permissions.server";
import type { SessionUser } from "~/server/session-user.server";
import { readSiteSettings, saveSiteSettings, SettingsValidationError } from "~/server/settings.server";
import { redirectWithToast } from "~/server/toast.server";
import { listStaff } from "~/server/users.server";

const t = ru.adminNotifications;
const PATH = SETTINGS_TAB_PATHS.notifications;
const SECRET_FIELDS = ["smtpPassword", "sendgridApiKey", "mailchimpApiKey"];

export async function loadNotificationsTab(request: Request) {
  const user = await requireScreen(request, "settings");
  const [settings, config, staff, deliveries] = await Promise.all([
    readSiteSettings(["lead_email_roles", "lead_email_users"]),
    readEmailConfig(),
    listStaff(),
    listEmailDeliveries(),
  ]);
  const chosen = new Set(settings.lead_email_users);
  return {
    recipients: {
      roles: settings.lead_email_roles,
      members: staff.map((member) => ({
        id: member.id,
        name: member.name,
        email: member.email,
        role: member.role,
        active: member.status === "active",
        chosen: chosen.has(member.id),
      })),
    },
    provider: {
      provider: providerChoice(config.provider),
      from: config.from,
      smtpHost: config.smtp.host,
      smtpPort: config.smtp.port,
      smtpSecure: config.smtp.secure,
      smtpUser: config.smtp.user,
      // Whether each secret is saved, never the secret.
      saved: {
        smtpPassword: Boolean(config.smtp.password),
        sendgridApiKey: Boolean(config.sendgridApiKey),
        mailchimpApiKey: Boolean(config.mailchimpApiKey),
      },
      configured: emailConfigured(config),
    },
    testTo: user.email,
    // Changes with every load: the forms start afresh after a save (a typed secret cleared).
    version: String(Date.now()),
    deliveries: deliveries.map((d) => ({
      ...d,
      createdAtLabel: formatActivityDate(d.createdAt),
      nextAttemptLabel: d.nextAttemptAt ? formatActivityDate(d.nextAttemptAt) : null,
    })),
  };
}

/** The form's name for no provider. */
function providerChoice(provider: EmailConfig["provider"]): (typeof PROVIDER_CHOICES)[number] {
  return provider || "none";
}

type ProviderInput = Extract<NotificationsAction, { intent: "provider" }>;

/** The secret to store: the typed one, else none when cleared, else the saved one. */
function keptSecret(typed: string | undefined, clear: boolean, saved: string): string {
  return typed ?? (clear ? "" : saved);
}

/** What the chosen provider cannot do without, as field errors. */
function missingForProvider(input: ProviderInput, secrets: { smtpPassword: string; sendgridApiKey: string; mailchimpApiKey: string }) {
  const errors: Record<string, string[]> = {};
  if (input.provider === "none") return errors;
  if (!input.from) errors.from = [t.errors.from];
  if (input.provider === "smtp" && !input.smtpHost) errors.smtpHost = [t.errors.smtpHost];
  if (input.provider === "sendgrid" && !secrets.sendgridApiKey) errors.sendgridApiKey = [t.errors.missingSecret(t.sendgridKey)];
  if (input.provider === "mailchimp" && !secrets.mailchimpApiKey) errors.mailchimpApiKey = [t.errors.missingSecret(t.mailchimpKey)];
  return errors;
}

export async function notificationsTabAction(request: Request, user: SessionUser) {
  const delivery = await handleDeliveryIntent(request, user, { kind: "email", path: PATH });
  if (delivery) return delivery;
  const submission = await parseAdminForm(request, notificationsActionSchema);
  if (submission.status !== "success") return invalidForm(submission, { hideFields: SECRET_FIELDS });
  const input = submission.value;
  const failed = (error: unknown) => {
    // The form's schema and the settings' agree, so this is a stale page's value (a member deleted meanwhile).
    if (error instanceof SettingsValidationError) return invalidForm(submission, { formError: ru.adminSettings.saveFailed, fieldErrors: error.fieldErrors, hideFields: SECRET_FIELDS });
    console.error("Notification settings could not be saved:", error);
    return redirectWithToast(PATH, { kind: "error", title: ru.adminSettings.saveFailed });
  };
  switch (input.intent) {
    case "recipients": {
      // Only existing staff: an id from a stale page is dropped, not stored.
      const known = new Set((await listStaff()).map((member) => member.id));
      try {
        await saveSiteSettings({ lead_email_roles: input.roles, lead_email_users: input.userIds.filter((id) => known.has(id)) }, user);
      } catch (error) {
        return failed(error);
      }
      return redirectWithToast(PATH, { kind: "success", title: ru.adminSettings.saved });
    }
    case "provider": {
      const saved = await readEmailConfig();
      const secrets = {
        smtpPassword: keptSecret(input.smtpPassword, input.clearSmtpPassword, saved.smtp.password),
        sendgridApiKey: keptSecret(input.sendgridApiKey, input.clearSendgridApiKey, saved.sendgridApiKey),
        mailchimpApiKey: keptSecret(input.mailchimpApiKey, input.clearMailchimpApiKey, saved.mailchimpApiKey),
      };
      const missing = missingForProvider(input, secrets);
      if (Object.keys(missing).length > 0) return invalidForm(submission, { fieldErrors: missing, hideFields: SECRET_FIELDS });
      try {
        await saveSiteSettings(
          {
            email_provider: input.provider === "none" ? "" : input.provider,
            email_from: input.from,
            smtp_host: input.smtpHost,
            smtp_port: input.smtpPort,
            smtp_secure: input.smtpSecure,
            smtp_user: input.smtpUser,
            smtp_password: secrets.smtpPassword,
            sendgrid_api_key: secrets.sendgridApiKey,
            mailchimp_api_key: secrets.mailchimpApiKey,
          },
          user,
        );
      } catch (error) {
        return failed(error);
      }
      return redirectWithToast(PATH, { kind: "success", title: ru.adminSettings.saved });
    }
    case "test": {
      const config = await readEmailConfig();
      if (!emailConfigured(config)) return invalidForm(submission, { formError: t.errors.notConfigured });
      const sent = await sendEmail(config, { to: input.to, subject: t.testSubject, text: t.testBody });
      if (!sent.ok) return invalidForm(submission, { formError: `${t.testFailed}: ${sent.error}`, status: 502 });
      return redirectWithToast(PATH, { kind: "success", title: t.testSent(input.to) });
    }
  }
}
