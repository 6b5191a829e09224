import nodemailer, { type Transporter } from "nodemailer";

import { getEnv } from "~/server/env.server";

export type Mail = { to: string; subject: string; text: string; html?: string };

let cached: { url: string; transport: Transporter } | undefined;

function transport(url: string): Transporter {
  if (cached?.url !== url) cached = { url, transport: nodemailer.createTransport(url) };
  return cached.transport;
}

/** Mail is optional: without SMTP_URL the site works and accounts need no confirmation. */
export function mailEnabled(): boolean {
  return Boolean(getEnv().SMTP_URL);
}

export async function sendMail(mail: Mail): Promise<void> {
  const env = getEnv();
  if (!env.SMTP_URL) throw new Error("SMTP_URL is not set");
  await transport(env.SMTP_URL).sendMail({ from: env.SMTP_FROM, ...mail });
}
