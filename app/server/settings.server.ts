/**
 * site_settings, read and written through the one registry (app/schemas/site-settings.ts): values are
 * stored JSON-encoded, read back typed with each key's default, and saved only after
 * the key's schema accepts them.
 */
import { inArray, sql } from "drizzle-orm";
import type { z } from "zod";

import { siteSettings } from "~/db/schema";
import type { Db } from "~/db/types";
import { SITE_SETTINGS, settingValue, type SettingKey, type SettingValue, type SettingValues } from "~/schemas/site-settings";
import { recordChange, type AuditActor } from "~/server/audit.server";
import { db, inTransaction } from "~/server/db.server";

/** An unparsable stored value is kept as the raw string (and then fails its schema). */
function decodeSettingValue(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

/** The settings asked for, each valid or its default; `database` reads them inside a caller's transaction. */
export async function readSiteSettings<K extends SettingKey>(keys: readonly K[], database?: Db): Promise<SettingValues<K>> {
  const rows = await (database ?? (await db()))
    .select({ key: siteSettings.key, value: siteSettings.value })
    .from(siteSettings)
    .where(inArray(siteSettings.key, [...keys]));
  const stored = new Map(rows.map((r) => [r.key, decodeSettingValue(r.value)]));
  return Object.fromEntries(keys.map((key) => [key, settingValue(key, stored.get(key))])) as SettingValues<K>;
}

export async function readSiteSetting<K extends SettingKey>(key: K): Promise<SettingValue<K>> {
  return (await readSiteSettings([key]))[key];
}

export class SettingsValidationError extends Error {
  constructor(readonly fieldErrors: Record<string, string[]>) {
    super("Invalid site settings");
  }
}

/**
 * Validates every value with its key's schema, then saves them all in one transaction, with who
 * changed them and an audit entry naming the keys whose values changed. Nothing is written if any
 * value is refused.
 */
export async function saveSiteSettings(
  values: { [K in SettingKey]?: z.input<(typeof SITE_SETTINGS)[K]["schema"]> },
  by: AuditActor | null,
): Promise<void> {
  const rows: (typeof siteSettings.$inferInsert)[] = [];
  const fieldErrors: Record<string, string[]> = {};
  for (const key of Object.keys(values) as SettingKey[]) {
    const definition = SITE_SETTINGS[key];
    const parsed = definition.schema.safeParse(values[key]);
    if (!parsed.success) {
      fieldErrors[key] = parsed.error.issues.map((issue) => issue.message);
      continue;
    }
    rows.push({
      key,
      value: JSON.stringify(parsed.data),
      category: definition.category,
      description: definition.description,
      updatedBy: by?.id ?? null,
    });
  }
  if (Object.keys(fieldErrors).length > 0) throw new SettingsValidationError(fieldErrors);
  if (rows.length === 0) return;
  await inTransaction(async (tx) => {
    const stored = await tx
      .select({ key: siteSettings.key, value: siteSettings.value })
      .from(siteSettings)
      .where(inArray(siteSettings.key, rows.map((r) => r.key)));
    const before = new Map(stored.map((r) => [r.key, r.value]));
    const changed = rows.filter((r) => before.get(r.key) !== r.value).map((r) => r.key);
    if (changed.length === 0) return;
    await tx
      .insert(siteSettings)
      .values(rows.filter((r) => changed.includes(r.key)))
      .onConflictDoUpdate({
        target: siteSettings.key,
        set: {
          value: sql`excluded.value`,
          category: sql`excluded.category`,
          description: sql`excluded.description`,
          updatedBy: sql`excluded.updated_by`,
          updatedAt: new Date(),
        },
      });
    await recordChange(tx, {
      actor: by,
      action: "update",
      entity: "site_settings",
      fields: changed.sort(),
    });
  });
}
