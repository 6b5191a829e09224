import { z } from "zod";

import * as ru from "~/i18n/ru";
import { NAME_MAX_LENGTH, newPassword } from "~/schemas/auth";
import { hasForbiddenCharacters } from "~/schemas/text-safety";

const v = ru.auth.validation;

export const profileNameSchema = z.object({
  intent: z.literal("name"),
  name: z
    .string({ error: v.nameRequired })
    .trim()
    .min(1, v.nameRequired)
    .max(NAME_MAX_LENGTH, v.nameTooLong)
    .refine((name) => !hasForbiddenCharacters(name), { error: v.nameInvalidCharacters }),
});

export const profilePasswordSchema = z.object({
  intent: z.literal("password"),
  currentPassword: z.string({ error: ru.admin.profile.currentRequired }).min(1, ru.admin.profile.currentRequired),
  newPassword,
});

/** The profile screen's two forms, told apart by `intent`. */
export const profileActionSchema = z.discriminatedUnion("intent", [profileNameSchema, profilePasswordSchema]);
