import { and, desc, eq, ne } from "drizzle-orm";

import { telegramSettings } from "~/db/schema";
import type { Db } from "~/db/types";
import * as ru from "~/i18n/ru";
import { COMPANY_TIME_ZONE } from "~/lib/dates";
import { getEnv } from "~/server/env.server";
import type { OutboxDeliverer } from "~/server/outbox-status.server";

/** One text message to one chat: all a lead notification or the screen's test send needs. */
export type TelegramMessage = { botToken: string; chatId: string; text: string };

export type TelegramResult = { ok: true } | { ok: false; error: string };

const SEND_TIMEOUT_MS = 10_000;
/** The Bot API refuses a longer text, and a refused notification would be retried for hours. */
const TELEGRAM_TEXT_MAX = 4096;

/** How much of one single-line visitor field (name, phone, company, email) a notification quotes. */
const NOTIFICATION_FIELD_MAX = 100;
/** How much of a visitor's message a notification quotes. */
const NOTIFICATION_MESSAGE_MAX = 1000;

// What ends or reorders a line when Telegram shows it: C0 and C1 controls (LF, CR, VT, FF, NEL …)
// and the Unicode line and paragraph separators become a space; bidirectional controls, which
// can make a line read backwards, are dropped.
const LINE_BREAKS = /\r\n|[\n\r\v\f\u0085\u2028\u2029]/;
const CONTROLS = /[\p{Cc}\p{Zl}\p{Zp}]/gu;
const BIDI_CONTROLS = /\p{Bidi_Control}/gu;

/**
 * At most `max` UTF-16 units (what Telegram counts), the last of them '…' when the text was cut;
 * never half of a surrogate pair.
 */
function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  let kept = "";
  for (const char of text) {
    if (kept.length + char.length > max - 1) break;
    kept += char;
  }
  return `${kept}…`;
}

function cleanLine(value: string): string {
  return value.replace(BIDI_CONTROLS, "").replace(CONTROLS, " ").replace(/\s+/g, " ").trim();
}

/** A visitor's single-line field on one line: line breaks and controls gone, cut to `max`. */
export function singleLine(value: string, max = NOTIFICATION_FIELD_MAX): string {
  return truncate(cleanLine(value), max);
}

/**
 * A visitor's message, cut to `max`, its own lines kept but each marked with '> ', so that no
 * line of it can pass for a field of the notification ('Телефон: …').
 */
export function quotedMessage(value: string, max = NOTIFICATION_MESSAGE_MAX): string {
  const text = value
    .split(LINE_BREAKS)
    .map(cleanLine)
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return truncate(text, max)
    .split("\n")
    .map((line) => (line ? `> ${line}` : ">"))
    .join("\n");
}

/** Bot API sendMessage; never throws, so a caller can record the reason and retry later. */
export async function sendTelegramMessage(message: TelegramMessage): Promise<TelegramResult> {
  const url = `${getEnv().TELEGRAM_API_URL.replace(/\/$/, "")}/bot${message.botToken}/sendMessage`;
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ chat_id: message.chatId, text: truncate(message.text, TELEGRAM_TEXT_MAX) }),
      signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
    });
    const body = (await response.json().catch(() => null)) as
      | { ok?: boolean; error_code?: number; description?: string }
      | null;
    if (body?.ok === true) return { ok: true };
    const code = body?.error_code ?? response.status;
    return { ok: false, error: `Telegram ${code}: ${body?.description ?? response.statusText}` };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

export type TemplateValues = { name: string; phone: string; date: Date };

/**
 * toLocaleString's own fields (date and time, numeric), built once: toLocaleString builds a new
 * formatter on every call, which cost a lead ~5% of its server time (ADR 0072).
 */
const NOTIFICATION_DATE = new Intl.DateTimeFormat("ru-RU", {
  timeZone: COMPANY_TIME_ZONE,
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
});

/** The notification's date in ru-RU ('15.03.2025, 14:05:07'), in the company's time zone (the server may run in UTC). */
export function formatNotificationDate(date: Date): string {
  return NOTIFICATION_DATE.format(date);
}

/** Replaces every {name}, {phone} and {date} in the staff's template; the visitor's values on one line each. */
export function fillNotificationTemplate(template: string, values: TemplateValues): string {
  const replacements: Record<string, string> = {
    name: singleLine(values.name),
    phone: singleLine(values.phone),
    date: formatNotificationDate(values.date),
  };
  return template.replace(/\{(name|phone|date)\}/g, (_, key: string) => replacements[key] ?? "");
}

export type ActiveTelegramSettings = { botToken: string; chatId: string; template: string };

/** The active settings row, only when it can actually send: it has both a bot token and a chat id. */
export async function readActiveTelegramSettings(database: Db): Promise<ActiveTelegramSettings | null> {
  const [row] = await database
    .select({
      botToken: telegramSettings.botToken,
      chatId: telegramSettings.chatId,
      template: telegramSettings.notificationTemplate,
    })
    .from(telegramSettings)
    .where(
      and(eq(telegramSettings.isActive, true), ne(telegramSettings.botToken, ""), ne(telegramSettings.chatId, "")),
    )
    .orderBy(desc(telegramSettings.updatedAt))
    .limit(1);
  return row ?? null;
}

/** An outbox row of kind "telegram": the notification's whole text, filled in when the lead was stored. */
export type TelegramPayload = { text: string };

export const telegramDeliverer: OutboxDeliverer<TelegramPayload> = {
  read: (payload) => (typeof payload.text === "string" ? { text: payload.text } : null),
  async deliver(database, _deliveryId, { text }, pass) {
    // Read when sending, not when queueing: a token staff fix after an outage applies to the retries.
    // Once a pass: a burst of leads is many rows, and the read was half of each delivery's queries.
    const settings = await pass.once("telegram-settings", () => readActiveTelegramSettings(database));
    if (!settings) return { ok: false, error: ru.leads.telegram.disabled, final: true };
    const result = await sendTelegramMessage({ botToken: settings.botToken, chatId: settings.chatId, text });
    return result.ok ? result : { ...result, final: false };
  },
};
