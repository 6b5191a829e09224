/**
 * What follows a new lead (app/server/lead-hooks.server.ts, ADR 0050): onLeadCreated queues every
 * notification in the transaction that stores the lead, so a lead never exists without them and a
 * notification never exists without its lead.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { crmWebhooks, leads, outbox, telegramSettings } from "~/db/schema";
import { resetEnvForTests } from "~/server/env.server";

import { withWritesRefused } from "../setup/broken-tables";
import { expectLogged } from "../setup/expected-failures";
import { startTestApp, type TestApp } from "../setup/test-app";

const savedEnv = { ...process.env };
let app: TestApp;

const contact = {
  name: "Айгерим",
  company: "ТОО «Пример»",
  email: "aigerim@example.kz",
  phone: "+7 777 123 45 67",
  message: "Нужен AI-консультант",
  consent: true,
};

function postContact() {
  return app.request("/api/contact", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(contact),
  });
}

beforeAll(async () => {
  Object.assign(process.env, { RATE_LIMIT_PUBLIC_POINTS: "100000" });
  resetEnvForTests();
  app = await startTestApp();
});

afterAll(async () => {
  await app?.close();
  process.env = savedEnv;
  resetEnvForTests();
});

beforeEach(async () => {
  await app.db.delete(outbox);
  await app.db.delete(leads);
  await app.db.delete(crmWebhooks);
  await app.db.delete(telegramSettings);
  await app.db.insert(telegramSettings).values({ botToken: "1:abc", chatId: "42", isActive: true, notificationTemplate: "Заявка: {name}" });
  await app.db.insert(crmWebhooks).values([
    { url: "https://crm.example.com/hook", secret: "whsec_active" },
    { url: "https://old-crm.example.com/hook", secret: "whsec_off", isActive: false },
  ]);
});

describe("onLeadCreated", () => {
  it("queues one Telegram message and one delivery per active webhook, in the lead's own transaction", async () => {
    expect((await postContact()).status).toBe(201);
    const [lead] = await app.db.select().from(leads);
    const rows = await app.db.select().from(outbox);
    expect(rows.map((row) => row.kind).sort()).toEqual(["telegram", "webhook"]);
    // now() is the transaction's start: rows written in the lead's transaction share its moment.
    for (const row of rows) expect(row.createdAt.getTime()).toBe(lead!.createdAt.getTime());

    const telegram = rows.find((row) => row.kind === "telegram")!;
    expect(telegram.payload.text).toBe(
      "Заявка: Айгерим\n\nЗаявка с формы на странице «Контакты»\nEmail: aigerim@example.kz\nКомпания: ТОО «Пример»\nСообщение:\n> Нужен AI-консультант",
    );
    const [active] = await app.db.select().from(crmWebhooks).where(eq(crmWebhooks.isActive, true));
    const webhook = rows.find((row) => row.kind === "webhook")!;
    expect(webhook.payload.webhookId).toBe(active!.id);
    expect(JSON.parse(String(webhook.payload.body))).toMatchObject({ event: "lead.created", lead: { id: lead!.id, name: "Айгерим", source: "website" } });
  });

  it("rolls the lead back when a notification cannot be queued, and the visitor is told it was not sent", async () => {
    const response = await withWritesRefused(app.db, "outbox", postContact);
    expect(response.status).toBe(500);
    expectLogged(/^Contact request could not be stored:/);
    expect(await app.db.select().from(leads)).toHaveLength(0);
    expect(await app.db.select().from(outbox)).toHaveLength(0);
  });
});
