/**
 * The site settings screen's notifications tab: its site_settings keys. Who gets an e-mail for each
 * new lead, and the provider that sends it. The password and API keys are write-only: the tab never
 * sends them back to a browser (app/server/settings-tabs/notifications.server.ts).
 */
import { z } from "zod";

import { adminNotifications } from "~/i18n/ru/admin-notifications";
import { EMAIL_PROVIDERS, STAFF_ROLES } from "~/lib/constants";
import { blankAs, email, integer, patterned } from "~/schemas/fields";
import { setting, textSetting } from "~/schemas/settings/define";

const t = adminNotifications.errors;

const RECIPIENTS_MAX = 200;
const SECRET_MAX = 500;

/** A host name or an IP address, as nodemailer takes it. */
const HOST = /^(?=.{1,253}$)[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)*$|^\[?[0-9A-Fa-f:.]+\]?$/;

export const emailProvider = z.enum(["", ...EMAIL_PROVIDERS], { error: t.provider });
export const emailFrom = blankAs(email({ invalid: t.from }), "");
export const smtpHost = blankAs(patterned((v) => v === "" || HOST.test(v), t.smtpHost), "");
export const smtpPort = integer({ min: 1, max: 65535, message: t.smtpPort });
export const smtpUser = textSetting(255);
/** A password or an API key, without the spaces around it that a paste may bring. */
export const secret = patterned((v) => v.length >= 1 && v.length <= SECRET_MAX, t.secret);
const storedSecret = blankAs(patterned((v) => v.length <= SECRET_MAX, t.secret), "");

export const NOTIFICATION_SETTINGS = {
  lead_email_roles: setting({
    category: "notifications",
    description: "Роли, получающие письмо о новой заявке",
    schema: z.array(z.enum(STAFF_ROLES, { error: t.role })).max(STAFF_ROLES.length),
    default: [],
  }),
  lead_email_users: setting({
    category: "notifications",
    description: "Сотрудники, получающие письмо о новой заявке",
    schema: z.array(patterned((v) => v.length >= 1 && v.length <= 100, t.member)).max(RECIPIENTS_MAX),
    default: [],
  }),
  email_provider: setting({ category: "notifications", description: "Почтовый сервис", schema: emailProvider, default: "" }),
  // Stored blank while no provider is chosen.
  email_from: setting({ category: "notifications", description: "Адрес отправителя писем", schema: z.literal("").or(emailFrom), default: "" }),
  smtp_host: setting({ category: "notifications", description: "SMTP-сервер", schema: smtpHost, default: "" }),
  smtp_port: setting({ category: "notifications", description: "Порт SMTP", schema: smtpPort, default: 587 }),
  smtp_secure: setting({ category: "notifications", description: "SMTP через SSL/TLS", schema: z.boolean(), default: false }),
  smtp_user: setting({ category: "notifications", description: "Логин SMTP", schema: smtpUser, default: "" }),
  smtp_password: setting({ category: "notifications", description: "Пароль SMTP", schema: storedSecret, default: "" }),
  sendgrid_api_key: setting({ category: "notifications", description: "API-ключ SendGrid", schema: storedSecret, default: "" }),
  mailchimp_api_key: setting({ category: "notifications", description: "API-ключ Mailchimp Transactional", schema: storedSecret, default: "" }),
};
