/**
 * The Telegram screen's data: the one settings row, whose bot token never
 * goes back to a browser, and the delivery log of lead notifications from the outbox.
 */
import { desc, eq, sql } from "drizzle-orm";

import { telegramSettings } from "~/db/schema";
import type { Db } from "~/db/types";
import { changedFields, recordChange, type AuditActor } from "~/server/audit.server";
import { db, inTransaction } from "~/server/db.server";
import { listDeliveries, type DeliveryLogEntry } from "~/server/outbox-status.server";

export type { DeliveryStatus } from "~/server/outbox-status.server";

/** The template a new installation starts with: {name}, {phone} and {date} are filled per lead. */
const DEFAULT_TEMPLATE = "🔔 Новая заявка\nИмя: {name}\nТелефон: {phone}\nДата: {date}";

type SettingsRow = typeof telegramSettings.$inferSelect;

/** The settings as the screen may show them: the token only as its last four characters. */
export type TelegramSettingsView = {
  isActive: boolean;
  tokenEnd: string | null;
  chatId: string;
  username: string;
  notificationTemplate: string;
  /** Changes with every save: the screen starts its form afresh from it (the typed token cleared). */
  version: string;
};

export type TelegramSettingsInput = {
  isActive: boolean;
  /** Undefined keeps the saved token. */
  botToken?: string;
  chatId?: string;
  username?: string;
  notificationTemplate: string;
};

/** One settings row at most; should an older copy have left two, the newest one counts. */
async function currentRow(database: Db): Promise<SettingsRow | null> {
  const [row] = await database.select().from(telegramSettings).orderBy(desc(telegramSettings.updatedAt)).limit(1);
  return row ?? null;
}

export async function readTelegramSettingsView(): Promise<TelegramSettingsView> {
  const row = await currentRow(await db());
  return {
    isActive: row?.isActive ?? false,
    tokenEnd: row?.botToken ? row.botToken.slice(-4) : null,
    chatId: row?.chatId ?? "",
    username: row?.username ?? "",
    notificationTemplate: row?.notificationTemplate ?? DEFAULT_TEMPLATE,
    version: row?.updatedAt.toISOString() ?? "none",
  };
}

/** The token to use: the one typed, else the saved one. */
export async function effectiveBotToken(typed: string | undefined): Promise<string> {
  if (typed) return typed;
  return (await currentRow(await db()))?.botToken ?? "";
}

/** Upserts the one row; records which fields changed (never the token's value) in the same transaction. */
export async function saveTelegramSettings(input: TelegramSettingsInput, actor: AuditActor): Promise<void> {
  await inTransaction(async (tx) => {
    // Two first saves at once must not leave two rows.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('telegram-settings'))`);
    const before = await currentRow(tx);
    const after = {
      isActive: input.isActive,
      botToken: input.botToken ?? before?.botToken ?? "",
      chatId: input.chatId ?? "",
      username: input.username || null,
      notificationTemplate: input.notificationTemplate,
    };
    if (before)
      await tx
        .update(telegramSettings)
        .set({ ...after, updatedAt: new Date() })
        .where(eq(telegramSettings.id, before.id));
    else await tx.insert(telegramSettings).values(after);
    const columns = (row: Partial<SettingsRow> | null) => ({
      is_active: row?.isActive ?? false,
      bot_token: row?.botToken ?? "",
      chat_id: row?.chatId ?? "",
      username: row?.username ?? null,
      notification_template: row?.notificationTemplate ?? DEFAULT_TEMPLATE,
    });
    const fields = changedFields(columns(before), columns(after));
    if (fields.length > 0) await recordChange(tx, { actor, action: "update", entity: "telegram_settings", fields });
  });
}

export function listTelegramDeliveries(): Promise<DeliveryLogEntry[]> {
  return listDeliveries("telegram", (payload) => {
    // The notification's first lines: what the staff's chat shows first.
    const text = typeof payload.text === "string" ? payload.text : "";
    return text.split("\n").slice(0, 3).join(" · ");
  });
}
