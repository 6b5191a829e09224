/**
 * The writes behind the services and advantages editors (issue 9 point 5): each one changes the
 * table the public pages read and leaves one audit entry in the same transaction; the form's
 * schema turns what staff type into those columns (blank rows dropped, the price as the public
 * page prints it, the stat only with both parts).
 */
import { parseWithZod } from "@conform-to/zod/v4";
import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { advantages, auditLog, services } from "~/db/schema";
import type { Db } from "~/db/types";
import { advantageActionSchema, advantageColumns } from "~/schemas/admin/advantages";
import { serviceActionSchema, serviceColumns } from "~/schemas/admin/services";
import {
  createAdvantage,
  deleteAdvantage,
  listAdvantages,
  listAdvantagesForAdmin,
  moveAdvantage,
  setAdvantageVisible,
  updateAdvantage,
} from "~/server/advantages.server";
import { describeChange } from "~/server/audit.server";
import { closeDatabase, setDatabase } from "~/server/db.server";
import {
  createService,
  deleteService,
  listPublicServices,
  listServicesForAdmin,
  moveService,
  setServiceVisible,
  updateService,
} from "~/server/services.server";

import { createTestDatabase } from "../setup/test-database";

const NBSP = "\u00a0";
const actor = { id: "staff-1", name: "Айгерим" };
const MISSING = "00000000-0000-4000-8000-000000000000";

/** What a staff member's form posts, as the action reads it. */
function form(fields: Record<string, string | string[]>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) data.append(name, item);
  }
  return data;
}

function serviceInput(fields: Record<string, string | string[]>) {
  const submission = parseWithZod(form({ intent: "save", ...fields }), { schema: serviceActionSchema });
  if (submission.status !== "success" || submission.value.intent !== "save") {
    throw new Error(`refused: ${JSON.stringify(submission.reply().error)}`);
  }
  const { intent: _intent, id: _id, ...values } = submission.value;
  return serviceColumns(values);
}

function advantageInput(fields: Record<string, string>) {
  const submission = parseWithZod(form({ intent: "save", ...fields }), { schema: advantageActionSchema });
  if (submission.status !== "success" || submission.value.intent !== "save") {
    throw new Error(`refused: ${JSON.stringify(submission.reply().error)}`);
  }
  const { intent: _intent, id: _id, ...values } = submission.value;
  return advantageColumns(values);
}

let db: Db;
beforeAll(async () => {
  const handle = await createTestDatabase({ seed: true });
  setDatabase(handle);
  db = handle.db;
});
afterAll(closeDatabase);
beforeEach(async () => {
  await db.delete(auditLog);
});

async function audit(entityId: string) {
  return db.select().from(auditLog).where(eq(auditLog.entityId, entityId));
}

describe("the services form's schema", () => {
  it("drops blank feature and benefit rows and reads the sum as staff type it", () => {
    expect(
      serviceInput({
        title: "  Голосовой агент ",
        "features[0]": "Запись клиентов",
        "features[1]": "",
        "features[2]": "   ",
        "features[3]": "Отчёты",
        "benefits[0]": "",
        priceAmount: "500 000 ₸",
      }),
    ).toMatchObject({
      title: "Голосовой агент",
      kind: "main",
      features: ["Запись клиентов", "Отчёты"],
      benefits: [],
      priceAmount: 500000,
      priceLabel: null,
      pricePeriod: null,
    });
  });

  it("keeps only the price field the chosen kind uses", () => {
    expect(serviceInput({ title: "Поддержка", priceKind: "monthly", priceAmount: "100000", priceLabel: "забыто" })).toMatchObject({
      priceAmount: 100000,
      priceLabel: null,
      pricePeriod: "month",
    });
    expect(serviceInput({ title: "Аудит", priceKind: "label", priceAmount: "5", priceLabel: "Бесплатно" })).toMatchObject({
      priceAmount: null,
      priceLabel: "Бесплатно",
      pricePeriod: null,
    });
  });

  it("refuses a missing title or price, a sum that is not a number, and control characters, in Russian", () => {
    const errors = (fields: Record<string, string>) =>
      parseWithZod(form({ intent: "save", ...fields }), { schema: serviceActionSchema }).reply().error;
    expect(errors({ priceAmount: "1" })).toEqual({ title: ["Заполните это поле"] });
    // One submit names every missing field.
    expect(errors({})).toEqual({ title: ["Заполните это поле"], priceAmount: ["Заполните это поле"] });
    expect(errors({ title: "Т" })).toMatchObject({ priceAmount: ["Заполните это поле"] });
    expect(errors({ title: "Т", priceKind: "label" })).toMatchObject({ priceLabel: ["Заполните это поле"] });
    expect(errors({ title: "Т", priceAmount: "500k" })).toMatchObject({ priceAmount: ["Введите сумму числом, например 500 000"] });
    expect(errors({ title: "Т", priceAmount: "3000000000" })).toMatchObject({ priceAmount: ["Сумма — от 0 до 2 000 000 000 ₸"] });
    expect(errors({ title: "Т\u0000", priceAmount: "1" })).toMatchObject({ title: ["Поле содержит недопустимые символы"] });
    expect(errors({ title: "Т", priceAmount: "1", "features[0]": "я".repeat(301) })).toMatchObject({
      "features[0]": ["Не более 300 символов"],
    });
  });
});

describe("service writes", () => {
  it("creates a service last, with a slug transliterated from the title and made unique, and audits it", async () => {
    const input = serviceInput({ title: "Голосовой агент", category: "AI-решения", "features[0]": "Запись", priceAmount: "350000" });
    const first = await createService(input, actor);
    const second = await createService(input, actor);
    expect(first.slug).toBe("golosovoy-agent");
    expect(second.slug).toBe("golosovoy-agent-2");

    const all = await listServicesForAdmin();
    expect(all.at(-1)?.id).toBe(second.id);
    expect(all.find((s) => s.id === first.id)?.price).toBe(`от${NBSP}350${NBSP}000${NBSP}₸`);
    const { main } = await listPublicServices("ru");
    expect(main.map((s) => s.id)).toEqual(expect.arrayContaining([first.id, second.id]));

    expect(await audit(first.id)).toEqual([
      expect.objectContaining({
        actorId: "staff-1",
        actorName: "Айгерим",
        action: "create",
        entity: "service",
        entityLabel: "Голосовой агент",
        changedFields: ["category", "features", "kind", "price", "title"],
      }),
    ]);
  });

  it("updates the fields that changed and keeps the slug; a save that changes nothing writes nothing", async () => {
    const created = await createService(serviceInput({ title: "Чат-бот", priceAmount: "100000" }), actor);
    await db.delete(auditLog);
    const changed = serviceInput({ title: "Чат-бот для сайта", priceKind: "label", priceLabel: "По запросу", duration: "2 недели" });
    expect(await updateService(created.id, changed, actor)).toBe(true);
    const [row] = await db.select().from(services).where(eq(services.id, created.id));
    expect(row).toMatchObject({ slug: "chat-bot", title: "Чат-бот для сайта", priceAmount: null, priceLabel: "По запросу", duration: "2 недели" });
    const entries = await audit(created.id);
    expect(entries).toEqual([expect.objectContaining({ action: "update", changedFields: ["duration", "price", "title"] })]);
    // The dashboard's recent activity says it in words.
    expect(describeChange(entries[0]!)).toEqual({
      title: expect.stringContaining("Услуга"),
      detail: "Автор: Айгерим · Срок, Стоимость, Название",
    });
    expect(await updateService(created.id, changed, actor)).toBe(true);
    expect(await audit(created.id)).toHaveLength(1);
    expect(await updateService(MISSING, changed, actor)).toBe(false);
  });

  it("hides a service from the public list and shows it again, auditing each change", async () => {
    const created = await createService(serviceInput({ title: "Скрываемая услуга", priceAmount: "1" }), actor);
    await db.delete(auditLog);
    expect(await setServiceVisible(created.id, false, actor)).toBe(true);
    const publicIds = async () => {
      const { main, extra } = await listPublicServices("ru");
      return [...main, ...extra].map((s) => s.id);
    };
    expect(await publicIds()).not.toContain(created.id);
    expect((await listServicesForAdmin()).find((s) => s.id === created.id)?.isVisible).toBe(false);
    // Asking for the state it already has changes and logs nothing.
    expect(await setServiceVisible(created.id, false, actor)).toBe(true);
    expect(await audit(created.id)).toEqual([expect.objectContaining({ action: "update", changedFields: ["is_visible"] })]);
    await setServiceVisible(created.id, true, actor);
    expect(await publicIds()).toContain(created.id);
    expect(await audit(created.id)).toHaveLength(2);
    expect(await setServiceVisible(MISSING, true, actor)).toBe(false);
  });

  it("moves a service past its neighbour in the same section and numbers the list 1, 2, 3…", async () => {
    // The seed's extras, after the mains; two equal numbers must not stop a move.
    const before = await listServicesForAdmin();
    const extras = before.filter((s) => s.kind === "extra");
    const [a, b] = extras;
    await db.update(services).set({ displayOrder: 0 }).where(inArray(services.id, [a!.id, b!.id]));
    const ordered = (await listServicesForAdmin()).filter((s) => s.kind === "extra").map((s) => s.id);
    const [top, next] = ordered;
    expect(await moveService(next!, "up", actor)).toBe(true);
    const after = await listServicesForAdmin();
    expect(after.map((s) => s.displayOrder)).toEqual(after.map((_, i) => i + 1));
    const extrasAfter = after.filter((s) => s.kind === "extra").map((s) => s.id);
    expect(extrasAfter.slice(0, 2)).toEqual([next, top]);
    expect((await listPublicServices("ru")).extra.slice(0, 2).map((s) => s.id)).toEqual([next, top]);
    expect(await audit(next!)).toEqual([expect.objectContaining({ action: "update", changedFields: ["display_order"] })]);

    // The first main service cannot go higher: nothing changes, nothing is logged.
    const firstMain = after.find((s) => s.kind === "main")!;
    expect(await moveService(firstMain.id, "up", actor)).toBe(true);
    expect(await audit(firstMain.id)).toHaveLength(0);
    expect(await moveService(MISSING, "up", actor)).toBe(false);
  });

  it("deletes a service and audits it under its title", async () => {
    const created = await createService(serviceInput({ title: "Удаляемая услуга", priceAmount: "1" }), actor);
    await db.delete(auditLog);
    expect(await deleteService(created.id, actor)).toBe(true);
    expect(await db.select().from(services).where(eq(services.id, created.id))).toHaveLength(0);
    expect(await audit(created.id)).toEqual([
      expect.objectContaining({ action: "delete", entity: "service", entityLabel: "Удаляемая услуга" }),
    ]);
    expect(await deleteService(created.id, actor)).toBe(false);
    expect(await audit(created.id)).toHaveLength(1);
  });
});

describe("advantage writes", () => {
  it("stores the stat only when both its value and its label are filled", async () => {
    expect(advantageInput({ title: "Т", statValue: "40%" })).toMatchObject({ statValue: null, statLabel: null, icon: "✨" });
    expect(advantageInput({ title: "Т", statLabel: "экономия" })).toMatchObject({ statValue: null, statLabel: null });
    expect(advantageInput({ title: "Т", statValue: " 40% ", statLabel: " экономия ", icon: "💰" })).toMatchObject({
      statValue: "40%",
      statLabel: "экономия",
      icon: "💰",
    });
    const half = await createAdvantage(advantageInput({ title: "Половина показателя", statValue: "24/7" }), actor);
    const [row] = await db.select().from(advantages).where(eq(advantages.id, half.id));
    expect(row).toMatchObject({ statValue: null, statLabel: null });
    expect(await audit(half.id)).toEqual([
      expect.objectContaining({ action: "create", entity: "advantage", changedFields: ["icon", "title"] }),
    ]);
    const home = await listAdvantages();
    expect(home.at(-1)).toMatchObject({ id: half.id, stat: null });
  });

  it("updates the fields that changed, the stat as one field", async () => {
    const created = await createAdvantage(advantageInput({ title: "Скорость" }), actor);
    await db.delete(auditLog);
    const changed = advantageInput({ title: "Скорость", statValue: "90%", statLabel: "быстрее", description: "Ответ за секунды." });
    expect(await updateAdvantage(created.id, changed, actor)).toBe(true);
    expect(await audit(created.id)).toEqual([expect.objectContaining({ action: "update", changedFields: ["description", "stat"] })]);
    expect((await listAdvantages()).find((a) => a.id === created.id)?.stat).toEqual({ value: "90%", label: "быстрее" });
    expect(await updateAdvantage(created.id, changed, actor)).toBe(true);
    expect(await audit(created.id)).toHaveLength(1);
    expect(await updateAdvantage(MISSING, changed, actor)).toBe(false);
  });

  it("hidden advantages leave the why-us block but stay in the admin list", async () => {
    const created = await createAdvantage(advantageInput({ title: "Скрываемое" }), actor);
    expect(await setAdvantageVisible(created.id, false, actor)).toBe(true);
    expect((await listAdvantages()).map((a) => a.id)).not.toContain(created.id);
    expect((await listAdvantagesForAdmin()).find((a) => a.id === created.id)?.isVisible).toBe(false);
    expect((await audit(created.id)).map((e) => e.changedFields)).toEqual(expect.arrayContaining([["is_visible"]]));
    await setAdvantageVisible(created.id, true, actor);
    expect((await listAdvantages()).map((a) => a.id)).toContain(created.id);
  });

  it("moves an advantage and numbers the list; deletes it with an audit entry", async () => {
    const before = await listAdvantagesForAdmin();
    const [first, second] = before;
    expect(await moveAdvantage(first!.id, "down", actor)).toBe(true);
    const after = await listAdvantagesForAdmin();
    expect(after.slice(0, 2).map((a) => a.id)).toEqual([second!.id, first!.id]);
    expect(after.map((a) => a.displayOrder)).toEqual(after.map((_, i) => i + 1));
    expect((await listAdvantages()).slice(0, 2).map((a) => a.id)).toEqual([second!.id, first!.id]);
    expect(await audit(first!.id)).toEqual([expect.objectContaining({ changedFields: ["display_order"] })]);
    expect(await moveAdvantage(after.at(-1)!.id, "down", actor)).toBe(true);
    expect(await audit(after.at(-1)!.id)).toHaveLength(0);

    expect(await deleteAdvantage(first!.id, actor)).toBe(true);
    expect((await listAdvantagesForAdmin()).map((a) => a.id)).not.toContain(first!.id);
    expect((await audit(first!.id)).at(-1)).toMatchObject({ action: "delete", entity: "advantage", entityLabel: first!.title });
    expect(await deleteAdvantage(first!.id, actor)).toBe(false);
    expect(await moveAdvantage(MISSING, "up", actor)).toBe(false);
  });
});
