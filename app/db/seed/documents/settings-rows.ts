import { siteSettings } from "~/db/schema";
import type { Db } from "~/db/types";
import { SITE_SETTINGS, settingKeysOf } from "~/schemas/site-settings";

/** The registry's defaults of one category as rows; a row staff already saved is left alone. */
export async function insertDefaultSettings(tx: Db, category: "contacts" | "about") {
  await tx
    .insert(siteSettings)
    .values(
      settingKeysOf(category).map((key) => ({
        key,
        value: JSON.stringify(SITE_SETTINGS[key].default),
        category,
        description: SITE_SETTINGS[key].description,
      })),
    )
    .onConflictDoNothing();
}
