/**
 * One site_settings key's definition, and the small helpers the registry's areas share
 * (app/schemas/site-settings.ts gathers them).
 */
import type { z } from "zod";

import { admin } from "~/i18n/ru/admin";
import { blankAs, link, text, type LinkKind, type TextOptions } from "~/schemas/fields";

export const f = admin.fields;

export const messages = (max: number) => ({ tooLong: f.tooLong(max), invalidCharacters: f.invalidCharacters, missing: f.required });

/** A text setting: blank is kept as ''. */
export const textSetting = (max: number, options: TextOptions = {}) => blankAs(text(max, messages(max), options), "");

export const linkSetting = (kind: LinkKind) => blankAs(link(kind, { tooLong: f.tooLong(2000) }), "");

export type SettingCategory =
  | "contacts"
  | "about"
  | "branding"
  | "users"
  | "general"
  | "seo"
  | "integrations"
  | "notifications"
  | "advanced"
  | "languages";

export type Setting<S extends z.ZodType = z.ZodType> = {
  category: SettingCategory;
  description: string;
  schema: S;
  default: z.output<S>;
};

export function setting<S extends z.ZodType>(definition: Setting<S>): Setting<S> {
  return definition;
}
