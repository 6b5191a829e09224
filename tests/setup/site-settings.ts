import { inArray } from "drizzle-orm";

import { siteSettings } from "~/db/schema";
import type { Db } from "~/db/types";
import { SITE_SETTINGS, type SettingKey } from "~/schemas/site-settings";

/**
 * Puts the keys back to the registry's defaults, as the seed stored them: the end-to-end server's
 * database serves every spec file its worker runs, and the others expect the seeded contacts.
 */
export async function restoreSettings(db: Db, keys: readonly SettingKey[]): Promise<void> {
  await db.delete(siteSettings).where(inArray(siteSettings.key, [...keys]));
  await db.insert(siteSettings).values(
    keys.map((key) => ({
      key,
      value: JSON.stringify(SITE_SETTINGS[key].default),
      category: SITE_SETTINGS[key].category,
      description: SITE_SETTINGS[key].description,
    })),
  );
}

/** The stored values of the keys, decoded. */
export async function storedSettings(db: Db, keys: readonly SettingKey[]): Promise<Record<string, unknown>> {
  const rows = await db.select().from(siteSettings).where(inArray(siteSettings.key, [...keys]));
  return Object.fromEntries(rows.map((row) => [row.key, JSON.parse(row.value) as unknown]));
}
