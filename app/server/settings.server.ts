import { inArray } from "drizzle-orm";

import { siteSettings } from "~/db/schema";
import { db } from "~/server/db.server";

/** Values are stored JSON-encoded (SPEC.md section 3); an unparsable value is kept as the raw string. */
export function decodeSettingValue(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

export async function readSettings(keys: readonly string[]): Promise<Record<string, unknown>> {
  const rows = await (await db())
    .select({ key: siteSettings.key, value: siteSettings.value })
    .from(siteSettings)
    .where(inArray(siteSettings.key, [...keys]));
  return Object.fromEntries(rows.map((r) => [r.key, decodeSettingValue(r.value)]));
}

export function settingString(map: Record<string, unknown>, key: string, fallback = ""): string {
  const value = map[key];
  return typeof value === "string" ? value : fallback;
}
