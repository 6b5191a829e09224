/**
 * The staff's e-mail about a new lead (issue 23 point 7, ADR 0057): sent through the provider the
 * notifications tab chose, read when sending so that a retry picks up settings staff fixed meanwhile.
 * SMTP goes through nodemailer; SendGrid (v3 mail/send) and Mailchimp Transactional (Mandrill's
 * messages/send) through the SSRF door, safe-fetch.server.ts, at SENDGRID_API_URL and MAILCHIMP_API_URL.
 */
import nodemailer from "nodemailer";

import type { Db } from "~/db/types";
import * as ru from "~/i18n/ru";
import type { EmailProvider } from "~/lib/constants";
import { getEnv } from "~/server/env.server";
import type { DeliveryResult } from "~/server/outbox-status.server";
import { postToPublicUrl, SafeFetchError } from "~/server/safe-fetch.server";
import { readSiteSettings } from "~/server/settings.server";

const t = ru.adminNotifications;

/** Long enough for a slow provider, short enough that one worker pass is not held for minutes. */
const SEND_TIMEOUT_MS = 15_000;

export type EmailMessage = { to: string; subject: string; text: string };

export type EmailConfig = {
  provider: EmailProvider | "";
  from: string;
  smtp: { host: string; port: number; secure: boolean; user: string; password: string };
  sendgridApiKey: string;
  mailchimpApiKey: string;
};

const CONFIG_KEYS = [
  "email_provider",
  "email_from",
  "smtp_host",
  "smtp_port",
  "smtp_secure",
  "smtp_user",
  "smtp_password",
  "sendgrid_api_key",
  "mailchimp_api_key",
] as const;

/** `database`: the caller's transaction (a lead's hook reads it there: PGlite has one connection). */
export async function readEmailConfig(database?: Db): Promise<EmailConfig> {
  const s = await readSiteSettings(CONFIG_KEYS, database);
  return {
    provider: s.email_provider,
    from: s.email_from,
    smtp: { host: s.smtp_host, port: s.smtp_port, secure: s.smtp_secure, user: s.smtp_user, password: s.smtp_password },
    sendgridApiKey: s.sendgrid_api_key,
    mailchimpApiKey: s.mailchimp_api_key,
  };
}

/** Whether the saved settings can send at all: a provider, a sender and what that provider needs. */
export function emailConfigured(config: EmailConfig): boolean {
  if (!config.from) return false;
  switch (config.provider) {
    case "smtp":
      return Boolean(config.smtp.host);
    case "sendgrid":
      return Boolean(config.sendgridApiKey);
    case "mailchimp":
      return Boolean(config.mailchimpApiKey);
    default:
      return false;
  }
}

/** One attempt. Not configured is final: the row waits for nothing that will come by itself. */
export async function sendEmail(config: EmailConfig, message: EmailMessage): Promise<DeliveryResult> {
  if (!emailConfigured(config)) return { ok: false, error: t.delivery.notConfigured, final: true };
  try {
    switch (config.provider) {
      case "smtp":
        return await sendSmtp(config, message);
      case "sendgrid":
        return await sendSendgrid(config, message);
      case "mailchimp":
        return await sendMandrill(config, message);
      default:
        return { ok: false, error: t.delivery.notConfigured, final: true };
    }
  } catch (error) {
    // An address the SSRF rules refuse stays refused; a network failure may pass.
    if (error instanceof SafeFetchError) return { ok: false, error: error.message, final: error.refused };
    return { ok: false, error: error instanceof Error ? error.message : String(error), final: false };
  }
}

async function sendSmtp(config: EmailConfig, message: EmailMessage): Promise<DeliveryResult> {
  const { host, port, secure, user, password } = config.smtp;
  const transport = nodemailer.createTransport({
    host,
    port,
    secure,
    auth: user ? { user, pass: password } : undefined,
    connectionTimeout: SEND_TIMEOUT_MS,
    greetingTimeout: SEND_TIMEOUT_MS,
    socketTimeout: SEND_TIMEOUT_MS,
  });
  try {
    // Quoted-printable keeps a Russian text readable in the message's source, where base64 would not.
    await transport.sendMail({ from: config.from, to: message.to, subject: message.subject, text: message.text, textEncoding: "quoted-printable" });
    return { ok: true };
  } finally {
    transport.close();
  }
}

function apiUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, "")}${path}`;
}

/** https://www.twilio.com/docs/sendgrid/api-reference/mail-send/mail-send: 202 when accepted. */
async function sendSendgrid(config: EmailConfig, message: EmailMessage): Promise<DeliveryResult> {
  const body = JSON.stringify({
    personalizations: [{ to: [{ email: message.to }] }],
    from: { email: config.from },
    subject: message.subject,
    content: [{ type: "text/plain", value: message.text }],
  });
  const { status } = await postToPublicUrl(
    apiUrl(getEnv().SENDGRID_API_URL, "/v3/mail/send"),
    body,
    { "content-type": "application/json", authorization: `Bearer ${config.sendgridApiKey}` },
    { timeoutMs: SEND_TIMEOUT_MS },
  );
  return status >= 200 && status < 300 ? { ok: true } : { ok: false, error: t.delivery.status(status), final: false };
}

/**
 * https://mailchimp.com/developer/transactional/api/messages/send-new-message/: the key travels in
 * the body; an invalid key or a malformed call answers 500 with {status: "error"}.
 */
async function sendMandrill(config: EmailConfig, message: EmailMessage): Promise<DeliveryResult> {
  const body = JSON.stringify({
    key: config.mailchimpApiKey,
    message: {
      from_email: config.from,
      subject: message.subject,
      text: message.text,
      to: [{ email: message.to, type: "to" }],
    },
  });
  const { status } = await postToPublicUrl(
    apiUrl(getEnv().MAILCHIMP_API_URL, "/api/1.0/messages/send"),
    body,
    { "content-type": "application/json" },
    { timeoutMs: SEND_TIMEOUT_MS },
  );
  return status >= 200 && status < 300 ? { ok: true } : { ok: false, error: t.delivery.status(status), final: false };
}
