import { z } from "zod";

import { SITE_SETTINGS, type SettingKey } from "~/schemas/site-settings";

type SettingShape<K extends SettingKey> = { [P in K]: (typeof SITE_SETTINGS)[P]["schema"] };

/**
 * A form of site_settings keys, validated with the registry's own schemas: the browser shows the
 * same Russian messages that saveSiteSettings would answer with.
 */
export function settingsFormShape<const K extends SettingKey>(keys: readonly K[]): SettingShape<K> {
  return Object.fromEntries(keys.map((key) => [key, SITE_SETTINGS[key].schema])) as SettingShape<K>;
}

/**
 * A list setting edited as rows (company_timeline, company_partners). A row whose fields were all
 * left blank arrives as nothing and is checked as an empty row, so its required fields say so; a
 * list with no rows left arrives as nothing and is saved empty.
 */
export function settingsListSchema<const K extends "company_timeline" | "company_partners">(key: K) {
  const schema = z.preprocess(
    (value) => (Array.isArray(value) ? value.map((row: unknown) => row ?? {}) : (value ?? [])),
    SITE_SETTINGS[key].schema,
  );
  // Typed as the registry's list, whose rows conform then knows field by field; the preprocess only
  // widens what it accepts (nothing for an empty list or row).
  return schema as unknown as (typeof SITE_SETTINGS)[K]["schema"];
}
