import { z } from "zod";

import * as ru from "~/i18n/ru";
import { patterned, requiredText } from "~/schemas/fields";

/**
 * The Telegram screen's one schema (docs/decisions/0024-admin-kit.md): the settings form, posted
 * to save or to send a test message with what is in the form.
 */


const t = ru.adminTelegram;

const TEMPLATE_MAX = 1000;

const fields = {
  isActive: z.boolean().default(false),
  // Blank keeps the saved token: the browser never receives it back (issue 10 point 20).
  botToken: patterned(/^\d{5,20}:[A-Za-z0-9_-]{20,100}$/, t.errors.botToken).optional(),
  chatId: patterned(/^(-?\d{1,20}|@[A-Za-z][A-Za-z0-9_]{4,31})$/, t.errors.chatId).optional(),
  username: patterned(/^[A-Za-z][A-Za-z0-9_]{4,31}$/, t.errors.username, { strip: /^@/ }).optional(),
  notificationTemplate: requiredText(TEMPLATE_MAX, { required: t.errors.template, multiline: true }),
};

export const telegramActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("save"), ...fields }),
  z.object({ intent: z.literal("test"), ...fields }),
]);
export type TelegramAction = z.output<typeof telegramActionSchema>;
