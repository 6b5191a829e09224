import { z } from "zod";

import * as ru from "~/i18n/ru";
import { newPassword } from "~/schemas/auth";

const v = ru.auth.validation;

/** The profile screen's two forms, told apart by `intent`. */
export const profileActionSchema = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("name"),
    name: z.string().trim().min(1, v.nameRequired).max(100, v.nameTooLong),
  }),
  z.object({
    intent: z.literal("password"),
    currentPassword: z.string().min(1, ru.admin.profile.currentRequired),
    newPassword,
  }),
]);

export type ProfileField = "name" | "currentPassword" | "newPassword";

export type ProfileActionData =
  | { ok: true; intent: "name" | "password"; message: string }
  | { ok: false; intent: "name" | "password"; error?: string; fieldErrors?: Partial<Record<ProfileField, string>> };
