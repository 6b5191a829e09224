import { z } from "zod";

import * as ru from "~/i18n/ru";
import { displayName, newPassword } from "~/schemas/auth";

export const profileNameSchema = z.object({ intent: z.literal("name"), name: displayName });

export const profilePasswordSchema = z.object({
  intent: z.literal("password"),
  currentPassword: z.string({ error: ru.admin.profile.currentRequired }).min(1, ru.admin.profile.currentRequired),
  newPassword,
});

/** The profile screen's two forms, told apart by `intent`. */
export const profileActionSchema = z.discriminatedUnion("intent", [profileNameSchema, profilePasswordSchema]);
