import { and, desc, eq, ne } from "drizzle-orm";

import { telegramSettings } from "~/db/schema";
import type { Db } from "~/server/db.server";
import { getEnv } from "~/server/env.server";

/** What SPEC.md section 7's send-telegram-notification did: one text message to one chat. */
export type TelegramMessage = { botToken: string; chatId: string; text: string };

export type TelegramResult = { ok: true } | { ok: false; error: string };

const SEND_TIMEOUT_MS = 10_000;

/** Bot API sendMessage; never throws, so a caller can record the reason and retry later. */
export async function sendTelegramMessage(message: TelegramMessage): Promise<TelegramResult> {
  const url = `${getEnv().TELEGRAM_API_URL.replace(/\/$/, "")}/bot${message.botToken}/sendMessage`;
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ chat_id: message.chatId, text: message.text }),
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

/** SPEC.md section 9's date format, in the company's time zone (the server may run in UTC). */
export function formatNotificationDate(date: Date): string {
  return date.toLocaleString("ru-RU", { timeZone: "Asia/Almaty" });
}

/** Replaces every {name}, {phone} and {date} in the staff's template. */
export function fillNotificationTemplate(template: string, values: TemplateValues): string {
  const replacements: Record<string, string> = {
    name: values.name,
    phone: values.phone,
    date: formatNotificationDate(values.date),
  };
  return template.replace(/\{(name|phone|date)\}/g, (_, key: string) => replacements[key] ?? "");
}

export type ActiveTelegramSettings = { botToken: string; chatId: string; template: string };

/** The active settings row, only when it can actually send (SPEC.md section 7: token and chat id). */
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
