import { z } from "zod";

import * as ru from "~/i18n/ru";
import { hasForbiddenCharacters } from "~/schemas/text-safety";

/**
 * The Telegram screen's one schema (docs/decisions/0024-admin-kit.md): the settings form, posted
 * to save or to send a test message with what is in the form.
 */


const t = ru.adminTelegram;

export const TEMPLATE_MAX = 1000;

const fields = {
  isActive: z.boolean().default(false),
  // Blank keeps the saved token: the browser never receives it back (issue 10 point 20).
  botToken: z
    .string()
    .trim()
    .regex(/^\d{5,20}:[A-Za-z0-9_-]{20,100}$/, t.errors.botToken)
    .optional(),
  chatId: z
    .string()
    .trim()
    .regex(/^(-?\d{1,20}|@[A-Za-z][A-Za-z0-9_]{4,31})$/, t.errors.chatId)
    .optional(),
  username: z
    .string()
    .trim()
    .transform((v) => v.replace(/^@/, ""))
    .pipe(z.string().regex(/^[A-Za-z][A-Za-z0-9_]{4,31}$/, t.errors.username))
    .optional(),
  notificationTemplate: z
    .string({ error: t.errors.template })
    .trim()
    .min(1, t.errors.template)
    .max(TEMPLATE_MAX, ru.admin.fields.tooLong(TEMPLATE_MAX))
    .refine((v) => !hasForbiddenCharacters(v, { multiline: true }), { error: ru.admin.fields.invalidCharacters }),
};

export const telegramActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("save"), ...fields }),
  z.object({ intent: z.literal("test"), ...fields }),
]);
export type TelegramAction = z.output<typeof telegramActionSchema>;
