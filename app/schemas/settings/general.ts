/** The site settings screen's general tab: its site_settings keys. */
import { z } from "zod";

import { adminSettings } from "~/i18n/ru/admin-settings";
import { blankAs, patterned, text } from "~/schemas/fields";
import { linkSetting, messages, setting, textSetting } from "~/schemas/settings/define";

/**
 * The origin of an address typed as one ('https://example.kz', a trailing '/' allowed), or null for
 * anything else: another scheme, a path, a query, a fragment or credentials, which would make every
 * canonical URL and sitemap entry wrong.
 */
export function siteOrigin(value: string): string | null {
  if (!/^https?:\/\/[^/?#\s]+\/?$/i.test(value) || !URL.canParse(value)) return null;
  const url = new URL(value);
  if (url.username || url.password) return null;
  return url.origin;
}

const publicUrl = blankAs(
  text(200, messages(200))
    .refine((v) => v === "" || siteOrigin(v) !== null, { error: adminSettings.general.publicUrlInvalid })
    .transform((v) => (v === "" ? v : (siteOrigin(v) ?? v))),
  "",
);

/** A better-auth user id. */
const userId = patterned(/^[A-Za-z0-9_-]{1,100}$/);

export const GENERAL_SETTINGS = {
  // Blank: the company name from the contacts screen.
  site_name: setting({ category: "general", description: "Название сайта", schema: textSetting(100), default: "" }),
  // Blank: SITE_URL from the environment. Stored as an origin (no trailing slash).
  public_url: setting({ category: "general", description: "Публичный адрес сайта", schema: publicUrl, default: "" }),
  favicon_url: setting({ category: "general", description: "Иконка сайта (favicon)", schema: linkSetting("site"), default: "" }),
  /**
   * Accounts created through open registration that no admin has given a role yet: they may sign
   * in and nothing more (ADR 0055). Stands in for a 'pending' value of user_roles.role, which the
   * table's CHECK constraint does not allow without a migration.
   */
  staff_pending_accounts: setting({ category: "users", description: "Учётные записи, ожидающие роли", schema: z.array(userId).max(100_000), default: [] as string[] }),
};
