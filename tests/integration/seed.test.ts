import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";

import { heroContent, services, siteSettings } from "~/db/schema";
import { runSeed } from "~/db/seed/run.server";
import type { DatabaseHandle } from "~/server/db.server";

import { createTestDatabase } from "../setup/test-database";

describe("seed", () => {
  let handle: DatabaseHandle | undefined;
  afterEach(async () => {
    await handle?.close();
  });

  it("seeds the company's content once and never overwrites later edits", async () => {
    handle = await createTestDatabase({ seed: true });
    const { db } = handle;
    expect(await db.select().from(services)).toHaveLength(11);
    const [slide] = await db.select().from(heroContent);
    expect(slide?.isActive).toBe(true);

    await db.update(siteSettings).set({ value: JSON.stringify("+7 (700) 000-00-00") }).where(eq(siteSettings.key, "phone"));
    await db.delete(heroContent);
    await runSeed(db);

    const [phone] = await db.select().from(siteSettings).where(eq(siteSettings.key, "phone"));
    expect(JSON.parse(phone!.value)).toBe("+7 (700) 000-00-00");
    expect(await db.select().from(heroContent)).toHaveLength(0);
  });

  it("keeps the spec's constraints in the database itself", async () => {
    handle = await createTestDatabase();
    const { db } = handle;
    await expect(db.insert(heroContent).values({ title: "x", slideOrder: 0 })).rejects.toThrow();
    const [row] = await db.insert(heroContent).values({ title: "x" }).returning();
    expect(row).toMatchObject({ isActive: false, slideOrder: 1, animationType: "fade-in", language: "ru", showFounder: true });
  });
});
