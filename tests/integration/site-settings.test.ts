import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { auditLog, siteSettings } from "~/db/schema";
import type { Db } from "~/db/types";
import { SITE_SETTINGS } from "~/schemas/site-settings";
import { closeDatabase, setDatabase } from "~/server/db.server";
import { readSiteSettings, saveSiteSettings, SettingsValidationError } from "~/server/settings.server";

import { createTestDatabase } from "../setup/test-database";

describe("site settings through the registry", () => {
  let db: Db;
  beforeAll(async () => {
    const handle = await createTestDatabase({ seed: true });
    setDatabase(handle);
    db = handle.db;
  });
  afterAll(closeDatabase);

  it("reads the seeded values typed, and the default for a missing or malformed row", async () => {
    await db.delete(siteSettings).where(eq(siteSettings.key, "working_hours"));
    await db.update(siteSettings).set({ value: JSON.stringify({ not: "a phone" }) }).where(eq(siteSettings.key, "phone"));
    await db.update(siteSettings).set({ value: "not json" }).where(eq(siteSettings.key, "company_timeline"));
    const s = await readSiteSettings(["company_name", "working_hours", "phone", "company_timeline", "staff_open_registration"]);
    expect(s.company_name).toBe(SITE_SETTINGS.company_name.default);
    expect(s.working_hours).toBe(SITE_SETTINGS.working_hours.default);
    expect(s.phone).toBe(SITE_SETTINGS.phone.default);
    expect(s.company_timeline).toEqual(SITE_SETTINGS.company_timeline.default);
    expect(s.staff_open_registration).toBe(false);
  });

  it("saves valid values with their category, description and author, and logs which changed", async () => {
    await saveSiteSettings(
      { phone: " +7 (701) 111-22-33 ", social_instagram: "", company_name: SITE_SETTINGS.company_name.default },
      { id: "user-1", name: "Айдана" },
    );
    const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, "phone"));
    expect(row).toMatchObject({ value: JSON.stringify("+7 (701) 111-22-33"), category: "contacts", description: "Телефон", updatedBy: "user-1" });
    expect((await readSiteSettings(["social_instagram"])).social_instagram).toBe("");
    const entries = await db.select().from(auditLog);
    expect(entries).toEqual([
      expect.objectContaining({ actorId: "user-1", actorName: "Айдана", action: "update", entity: "site_settings", changedFields: ["phone", "social_instagram"] }),
    ]);
    // Saving the same values again changes nothing and logs nothing.
    await saveSiteSettings({ phone: "+7 (701) 111-22-33" }, { id: "user-1" });
    expect(await db.select().from(auditLog)).toHaveLength(1);
  });

  it("refuses the whole save, in Russian, when any value is bad, and changes nothing", async () => {
    const before = await readSiteSettings(["address", "social_telegram_bot", "email"]);
    const attempt = saveSiteSettings(
      { address: "Алматы, Абая 1", social_telegram_bot: "javascript:alert(1)", email: "not-an-email" },
      { id: "user-1" },
    );
    await expect(attempt).rejects.toBeInstanceOf(SettingsValidationError);
    expect(await db.select().from(auditLog)).toHaveLength(1);
    const error = (await attempt.catch((e: unknown) => e)) as SettingsValidationError;
    expect(error.fieldErrors.social_telegram_bot?.[0]).toMatch(/ссылк/i);
    expect(error.fieldErrors.email).toEqual(["Введите корректный email"]);
    expect(await readSiteSettings(["address", "social_telegram_bot", "email"])).toEqual(before);
  });

  it("refuses control characters and over-long text with the field's message", async () => {
    await expect(saveSiteSettings({ company_name: "AI\u0000" }, null)).rejects.toMatchObject({
      fieldErrors: { company_name: ["Поле содержит недопустимые символы"] },
    });
    await expect(saveSiteSettings({ company_name: "" }, null)).rejects.toMatchObject({
      fieldErrors: { company_name: ["Заполните это поле"] },
    });
    await expect(saveSiteSettings({ address: "я".repeat(301) }, null)).rejects.toMatchObject({
      fieldErrors: { address: ["Не более 300 символов"] },
    });
  });
});
