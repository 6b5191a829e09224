/**
 * The Hero screen's writes: each in one transaction with its audit entry, the creator recorded, the
 * switch changing one slide only (several may be active), and the public slider reading the result
 * on the next request. On PGlite, and on PostgreSQL with DATABASE_URL.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { auditLog, heroContent, mediaFiles } from "~/db/schema";
import type { Db } from "~/db/types";
import { heroActionSchema, type HeroSlideInput } from "~/schemas/admin/hero";
import { closeDatabase, setDatabase } from "~/server/db.server";
import {
  createHeroSlide,
  deleteHeroSlide,
  listHeroSlides,
  listPublicHeroSlides,
  setHeroSlideActive,
  updateHeroSlide,
} from "~/server/hero.server";

import { createTestDatabase } from "../setup/test-database";

const editor = { id: "editor-1", name: "Айгерим" };

function input(overrides: Partial<HeroSlideInput> = {}): HeroSlideInput {
  return {
    title: "AI-агенты",
    subtitle: null,
    description: null,
    badgeText: null,
    ctaText: null,
    ctaLink: null,
    slideOrder: 1,
    language: "ru",
    animationType: "fade-in",
    isActive: false,
    showFounder: true,
    backgroundImage: null,
    backgroundVideo: null,
    founderImage: null,
    stats: [],
    ...overrides,
  };
}

/** The form as a browser posts it, through the screen's schema. */
function parseForm(fields: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  return parseWithZod(form, { schema: heroActionSchema });
}

let db: Db;
beforeAll(async () => {
  const handle = await createTestDatabase();
  setDatabase(handle);
  db = handle.db;
});
afterAll(closeDatabase);
beforeEach(async () => {
  await db.delete(heroContent);
  await db.delete(auditLog);
});

describe("the Hero form's schema", () => {
  it("requires a title with 'Title is required' and fills a new slide's defaults", () => {
    const missing = parseForm({ intent: "create", title: "  " });
    expect(missing.status).toBe("error");
    expect(missing.reply().error).toMatchObject({ title: ["Title is required"] });

    const minimal = parseForm({ intent: "create", title: "Слайд", slideOrder: "", ctaLink: "" });
    expect(minimal.status).toBe("success");
    expect(minimal.status === "success" && minimal.value).toMatchObject({
      slideOrder: 1,
      language: "ru",
      animationType: "fade-in",
      isActive: false,
      ctaLink: null,
      stats: [],
    });
  });

  it("refuses an order that is not a whole number from 1, a link a browser would run, and a foreign enum", () => {
    for (const slideOrder of ["0", "1.5", "abc", "1001"]) {
      expect(parseForm({ intent: "create", title: "Слайд", slideOrder }).reply().error).toMatchObject({
        slideOrder: ["Порядок — целое число от 1 до 1000"],
      });
    }
    const bad = parseForm({
      intent: "create",
      title: "Слайд",
      ctaLink: "javascript:alert(1)",
      backgroundImage: "data:image/png;base64,AAAA",
      language: "de",
      animationType: "spin",
    }).reply().error;
    expect(Object.keys(bad ?? {}).sort()).toEqual(["animationType", "backgroundImage", "ctaLink", "language"]);
    for (const ctaLink of ["#demo", "/services", "https://example.kz/x"]) {
      expect(parseForm({ intent: "create", title: "Слайд", ctaLink }).status).toBe("success");
    }
  });

  it("drops blank stats rows and points at a half-filled one", () => {
    const ok = parseForm({
      intent: "create",
      title: "Слайд",
      "stats[0].icon": "Globe",
      "stats[0].value": "15+",
      "stats[0].label": "стран",
      "stats[1].icon": "Zap",
    });
    expect(ok.status === "success" && ok.value).toMatchObject({ stats: [{ icon: "Globe", value: "15+", label: "стран" }] });
    const half = parseForm({ intent: "create", title: "Слайд", "stats[0].icon": "Zap", "stats[0].value": "24/7" });
    expect(half.reply().error).toMatchObject({ "stats[0].label": ["Заполните это поле"] });
    expect(parseForm({ intent: "create", title: "Слайд", "stats[0].icon": "Rocket", "stats[0].value": "1", "stats[0].label": "x" }).status).toBe("error");
  });
});

describe("hero writes", () => {
  it("creates a slide with every field, the signed-in user as creator, and an audit entry", async () => {
    const stats = [{ icon: "Zap" as const, value: "90%", label: "быстрее" }];
    const row = await createHeroSlide(
      input({ subtitle: "Подзаголовок", ctaText: "Демо", ctaLink: "#demo", slideOrder: 3, language: "kz", animationType: "bounce", isActive: true, stats }),
      editor,
    );
    expect(row).toMatchObject({ createdBy: "editor-1", slideOrder: 3, language: "kz", animationType: "bounce", stats, isActive: true });
    expect(await db.select().from(auditLog)).toEqual([
      expect.objectContaining({
        actorId: "editor-1",
        actorName: "Айгерим",
        action: "create",
        entity: "hero",
        entityId: row.id,
        entityLabel: "AI-агенты",
        changedFields: ["animation_type", "cta_link", "cta_text", "is_active", "language", "show_founder", "slide_order", "stats", "subtitle", "title"],
      }),
    ]);
    // No stats is stored as null, not as an empty list.
    expect((await createHeroSlide(input(), editor)).stats).toBeNull();
  });

  it("updates only what changed, logs those fields, and writes nothing for an unchanged form", async () => {
    const created = await createHeroSlide(input({ stats: [{ icon: "Bot", value: "5", label: "агентов" }] }), editor);
    await db.delete(auditLog);
    const updated = await updateHeroSlide(created.id, input({ title: "Новый", stats: [{ icon: "Bot", value: "5", label: "агентов" }], backgroundImage: "/images/hero.jpg" }), { id: "editor-2" });
    expect(updated).toMatchObject({ title: "Новый", backgroundImage: "/images/hero.jpg", createdBy: "editor-1" });
    expect(updated!.updatedAt.getTime()).toBeGreaterThanOrEqual(created.updatedAt.getTime());
    const entries = await db.select().from(auditLog);
    expect(entries).toEqual([expect.objectContaining({ actorId: "editor-2", action: "update", changedFields: ["background_image", "title"], entityLabel: "Новый" })]);

    const again = await updateHeroSlide(created.id, input({ title: "Новый", stats: [{ icon: "Bot", value: "5", label: "агентов" }], backgroundImage: "/images/hero.jpg" }), editor);
    expect(again?.updatedAt).toEqual(updated!.updatedAt);
    expect(await db.select().from(auditLog)).toHaveLength(1);
    expect(await updateHeroSlide("8b1f0c5e-0000-4000-8000-000000000000", input(), editor)).toBeNull();
    expect(await db.select().from(auditLog)).toHaveLength(1);
  });

  it("switches one slide only, leaves the others as they were, and logs is_active", async () => {
    const a = await createHeroSlide(input({ title: "A", isActive: true, slideOrder: 1 }), editor);
    const b = await createHeroSlide(input({ title: "B", isActive: true, slideOrder: 2 }), editor);
    const c = await createHeroSlide(input({ title: "C", isActive: false, slideOrder: 3 }), editor);
    await db.delete(auditLog);

    await setHeroSlideActive(c.id, true, editor);
    await setHeroSlideActive(a.id, false, editor);
    const states = Object.fromEntries((await listHeroSlides()).map((s) => [s.title, s.isActive]));
    expect(states).toEqual({ A: false, B: true, C: true });
    expect((await listPublicHeroSlides("ru")).map((s) => s.title)).toEqual(["B", "C"]);

    // Asking for the state it already has changes and logs nothing.
    await setHeroSlideActive(b.id, true, editor);
    const entries = await db.select().from(auditLog);
    expect(entries.map((e) => [e.entityLabel, e.changedFields])).toEqual([
      ["C", ["is_active"]],
      ["A", ["is_active"]],
    ]);
    expect(await setHeroSlideActive("8b1f0c5e-0000-4000-8000-000000000000", true, editor)).toBeNull();
  });

  it("deletes a slide with an audit entry, and reports a slide already gone", async () => {
    const row = await createHeroSlide(input({ title: "Удаляемый" }), editor);
    expect(await deleteHeroSlide(row.id, editor)).toBe(true);
    expect(await db.select().from(heroContent)).toHaveLength(0);
    expect(await db.select().from(auditLog).where(eq(auditLog.action, "delete"))).toEqual([
      expect.objectContaining({ entityId: row.id, entityLabel: "Удаляемый", actorId: "editor-1" }),
    ]);
    expect(await deleteHeroSlide(row.id, editor)).toBe(false);
    expect(await db.select().from(auditLog).where(eq(auditLog.action, "delete"))).toHaveLength(1);
  });

  it("leaves neither the slide nor its log entry when the database refuses the write", async () => {
    // A caller that skipped the schema: the table's CHECK on cta_link still holds.
    await expect(createHeroSlide(input({ ctaLink: "javascript:alert(1)" }), editor)).rejects.toThrow();
    expect(await db.select().from(heroContent)).toHaveLength(0);
    expect(await db.select().from(auditLog)).toHaveLength(0);

    const row = await createHeroSlide(input(), editor);
    await db.delete(auditLog);
    await expect(updateHeroSlide(row.id, input({ slideOrder: 0 }), editor)).rejects.toThrow();
    expect((await listHeroSlides())[0]).toMatchObject({ slideOrder: 1 });
    expect(await db.select().from(auditLog)).toHaveLength(0);
  });

  it("gives the public slider an uploaded background's and founder photo's sizes, and its animation", async () => {
    const [media] = await db
      .insert(mediaFiles)
      .values({
        name: "фон",
        originalName: "фон.jpg",
        type: "image",
        category: "hero",
        storageKey: "0b9c3f1e-8d0a-4a57-9b1a-2f5c6d7e8f90/original.jpg",
        mimeType: "image/jpeg",
        size: 1000,
        width: 2400,
        height: 1600,
        variants: [
          { width: 640, height: 427, key: "0b9c3f1e-8d0a-4a57-9b1a-2f5c6d7e8f90/640.webp", size: 100 },
          { width: 1920, height: 1280, key: "0b9c3f1e-8d0a-4a57-9b1a-2f5c6d7e8f90/1920.webp", size: 300 },
        ],
      })
      .returning();
    const url = `/media/${media!.id}/original.jpg`;
    try {
      await createHeroSlide(input({ isActive: true, backgroundImage: url, founderImage: url, animationType: "slide-up" }), editor);
      await createHeroSlide(input({ title: "Внешний фон", isActive: true, slideOrder: 2, backgroundImage: "https://cdn.example.kz/bg.jpg" }), editor);
      const [uploaded, external] = await listPublicHeroSlides("ru");
      expect(uploaded).toMatchObject({ animation: "slide-up", backgroundImage: url });
      expect(uploaded!.backgroundImageSizes?.variants.map((v) => v.width)).toEqual([640, 1920]);
      expect(uploaded!.founderImageSizes).toEqual(uploaded!.backgroundImageSizes);
      expect(external).toMatchObject({ backgroundImage: "https://cdn.example.kz/bg.jpg", backgroundImageSizes: null });
    } finally {
      await db.delete(mediaFiles).where(inArray(mediaFiles.id, [media!.id]));
    }
  });
});
