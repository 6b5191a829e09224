import { eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { crmWebhooks, leads, outbox, telegramSettings } from "~/db/schema";
import { resetEnvForTests } from "~/server/env.server";
import { OUTBOX_MAX_ATTEMPTS } from "~/server/outbox-status.server";
import { deliverPendingOutbox } from "~/server/outbox.server";
import { formatNotificationDate } from "~/server/telegram.server";

import { startFakeTelegram, type FakeTelegram } from "../fakes/telegram-server";
import { withWritesRefused } from "../setup/broken-tables";
import { expectLogged } from "../setup/expected-failures";
import { migrateAcross } from "../setup/migrations";
import { startTestApp, TEST_ORIGIN, type TestApp } from "../setup/test-app";

const TEMPLATE = "🔔 Новая заявка\nИмя: {name}\nТелефон: {phone}\nДата: {date}";
const savedEnv = { ...process.env };
let app: TestApp;
let telegram: FakeTelegram;

function setEnv(values: Record<string, string>) {
  Object.assign(process.env, values);
  resetEnvForTests();
}

function postLead(body: unknown, init: RequestInit = {}, path = "/api/leads") {
  return app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
    ...init,
  });
}

async function enableTelegram(overrides: Partial<typeof telegramSettings.$inferInsert> = {}) {
  await app.db.insert(telegramSettings).values({
    botToken: "123456:TEST-token",
    chatId: "-100200300",
    isActive: true,
    notificationTemplate: TEMPLATE,
    ...overrides,
  });
}

beforeAll(async () => {
  telegram = await startFakeTelegram();
  setEnv({ TELEGRAM_API_URL: telegram.url, RATE_LIMIT_PUBLIC_POINTS: "100000" });
  app = await startTestApp();
});

afterAll(async () => {
  await app?.close();
  await telegram?.close();
  process.env = savedEnv;
  resetEnvForTests();
});

beforeEach(async () => {
  await app.db.delete(outbox);
  await app.db.delete(leads);
  await app.db.delete(telegramSettings);
  telegram.messages.length = 0;
  telegram.calls.length = 0;
});

afterEach(() => {
  setEnv({ TELEGRAM_API_URL: telegram.url, RATE_LIMIT_PUBLIC_POINTS: "100000", RATE_LIMIT_PUBLIC_WINDOW_SECONDS: "60" });
});

describe("POST /api/leads", () => {
  it("stores the lead dialog's request with an empty email, the fixed message and source website_form, and answers 201 {id}", async () => {
    const response = await postLead({ name: "  Айгерим ", phone: " +7 (777) 123-45-67 " });
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };

    const rows = await app.db.select().from(leads);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      id,
      name: "Айгерим",
      phone: "+7 (777) 123-45-67",
      email: "",
      message: "WhatsApp request from Айгерим",
      source: "website_form",
      status: "new",
      company: null,
      potentialValue: null,
    });
  });

  it.each([
    [{ name: "", phone: "+77771234567" }, "Пожалуйста, заполните все поля"],
    [{ name: "Айгерим", phone: "   " }, "Пожалуйста, заполните все поля"],
    [{}, "Пожалуйста, заполните все поля"],
    [{ name: "Айгерим", phone: "8 777 123 45 67" }, "Номер телефона должен начинаться с + (например: +77771234567)"],
    [{ name: "Айгерим", phone: "+7 777 12" }, "Введите корректный номер телефона"],
  ])("answers 400 with the dialog's message for %j and stores nothing", async (body, message) => {
    await enableTelegram();
    const response = await postLead(body);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: message });
    expect(await app.db.select().from(leads)).toHaveLength(0);
    expect(await app.db.select().from(outbox)).toHaveLength(0);
  });

  it("stores the visit's attribution with the lead, and drops odd values instead of refusing the lead", async () => {
    const attribution = {
      pageUrl: `/services?${"x".repeat(1980)}`,
      referrer: "https://www.google.com/search?q=ai",
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "spring",
      utmTerm: "чат бот",
      utmContent: "banner",
    };
    const response = await postLead({ name: "Айгерим", phone: "+77771234567", attribution });
    expect(response.status).toBe(201);
    const [row] = await app.db.select().from(leads);
    expect(row).toMatchObject(attribution);

    await app.db.delete(leads);
    const odd = await postLead({
      name: "Айгерим",
      phone: "+77771234567",
      attribution: { pageUrl: "javascript:alert(1)", referrer: "x".repeat(2001), utmSource: "a\nb", utmMedium: 5, utmCampaign: "spring" },
    });
    expect(odd.status).toBe(201);
    const [oddRow] = await app.db.select().from(leads);
    expect(oddRow).toMatchObject({ pageUrl: null, referrer: null, utmSource: null, utmMedium: null, utmCampaign: "spring", utmTerm: null });

    await app.db.delete(leads);
    expect((await postLead({ name: "Айгерим", phone: "+77771234567", attribution: "utm_source=google" })).status).toBe(201);
    expect((await app.db.select().from(leads))[0]).toMatchObject({ pageUrl: null, utmSource: null });
  });

  it("answers a filled honeypot as if it worked, and stores nothing", async () => {
    await enableTelegram();
    const response = await postLead({ name: "Bot", phone: "+77771234567", website: "https://spam.example" });
    expect(response.status).toBe(201);
    expect((await response.json()) as { id: string }).toHaveProperty("id");
    expect(await app.db.select().from(leads)).toHaveLength(0);
    expect(await app.db.select().from(outbox)).toHaveLength(0);
  });
});

describe("Telegram notification through the outbox", () => {
  it("queues nothing while notifications are off or incomplete", async () => {
    await enableTelegram({ isActive: false });
    await enableTelegram({ chatId: "" });
    expect((await postLead({ name: "Айгерим", phone: "+77771234567" })).status).toBe(201);
    expect(await app.db.select().from(outbox)).toHaveLength(0);
  });

  it("delivers the template with {name}, {phone} and {date} filled in to the Bot API", async () => {
    await enableTelegram();
    const response = await postLead({ name: "Айгерим", phone: "+77771234567" });
    const { id } = (await response.json()) as { id: string };
    const [lead] = await app.db.select().from(leads).where(eq(leads.id, id));

    const [queued] = await app.db.select().from(outbox);
    expect(queued).toMatchObject({ kind: "telegram", attempts: 0, sentAt: null });

    expect(await deliverPendingOutbox()).toEqual({ sent: 1, failed: 0 });
    expect(telegram.messages).toEqual([
      {
        token: "123456:TEST-token",
        chatId: "-100200300",
        text: `🔔 Новая заявка\nИмя: Айгерим\nТелефон: +77771234567\nДата: ${formatNotificationDate(lead!.createdAt)}`,
        parseMode: null,
      },
    ]);
    const [delivered] = await app.db.select().from(outbox);
    expect(delivered?.sentAt).toBeInstanceOf(Date);
    expect(delivered?.attempts).toBe(1);

    expect(await deliverPendingOutbox()).toEqual({ sent: 0, failed: 0 });
    expect(telegram.messages).toHaveLength(1);
  });

  it("retries with backoff after {ok:false} and succeeds on the retry", async () => {
    await enableTelegram();
    await postLead({ name: "Айгерим", phone: "+77771234567" });
    telegram.failNext(1, { error_code: 429, description: "Too Many Requests: retry after 5" });

    const firstTry = new Date();
    expect(await deliverPendingOutbox({ now: firstTry })).toEqual({ sent: 0, failed: 1 });
    const [failed] = await app.db.select().from(outbox);
    expect(failed).toMatchObject({ attempts: 1, sentAt: null, lockedUntil: null });
    expect(failed?.lastError).toContain("Too Many Requests");
    expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(firstTry.getTime());
    expect(telegram.messages).toHaveLength(0);

    // Not due yet: nothing is sent before the backoff has passed.
    expect(await deliverPendingOutbox({ now: firstTry })).toEqual({ sent: 0, failed: 0 });

    const later = new Date(failed!.nextAttemptAt.getTime() + 1000);
    expect(await deliverPendingOutbox({ now: later })).toEqual({ sent: 1, failed: 0 });
    expect(telegram.messages).toHaveLength(1);
    const [sent] = await app.db.select().from(outbox);
    expect(sent).toMatchObject({ attempts: 2, lastError: null });
    expect(sent?.sentAt).toBeInstanceOf(Date);
  });

  it("sends the retries of a failed pass with the settings staff saved since", async () => {
    await enableTelegram();
    await postLead({ name: "Айгерим", phone: "+77771234567" });
    await postLead({ name: "Берик", phone: "+77771234568" });
    telegram.failNext(2);
    expect(await deliverPendingOutbox()).toEqual({ sent: 0, failed: 2 });

    await app.db.update(telegramSettings).set({ chatId: "-100999" });
    expect(await deliverPendingOutbox({ now: new Date(Date.now() + 60_000) })).toEqual({ sent: 2, failed: 0 });
    expect(telegram.messages.map((m) => m.chatId)).toEqual(["-100999", "-100999"]);
  });

  it("backs off exponentially", async () => {
    await enableTelegram();
    await postLead({ name: "Айгерим", phone: "+77771234567" });
    telegram.failNext(3);
    let now = new Date();
    const delays: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      await deliverPendingOutbox({ now });
      const [row] = await app.db.select().from(outbox);
      delays.push(row!.nextAttemptAt.getTime() - now.getTime());
      now = new Date(row!.nextAttemptAt.getTime() + 1);
    }
    expect(delays).toEqual([30_000, 60_000, 120_000]);
  });

  it("stores the lead while Telegram is unreachable, and records the failure for a retry", async () => {
    await enableTelegram();
    setEnv({ TELEGRAM_API_URL: "http://127.0.0.1:9" });
    const response = await postLead({ name: "Айгерим", phone: "+77771234567" });
    expect(response.status).toBe(201);
    expect(await app.db.select().from(leads)).toHaveLength(1);

    expect(await deliverPendingOutbox()).toEqual({ sent: 0, failed: 1 });
    const [row] = await app.db.select().from(outbox);
    expect(row).toMatchObject({ attempts: 1, sentAt: null });
    expect(row?.lastError).toBeTruthy();
  });

  it("gives up on a queued message once notifications are switched off", async () => {
    await enableTelegram();
    await postLead({ name: "Айгерим", phone: "+77771234567" });
    await app.db.update(telegramSettings).set({ isActive: false });
    expect(await deliverPendingOutbox()).toEqual({ sent: 0, failed: 1 });
    const [row] = await app.db.select().from(outbox);
    // The log shows the one attempt made, not a count that was never reached.
    expect(row).toMatchObject({ attempts: 1, lastError: "Уведомления Telegram выключены" });
    expect(row?.givenUpAt).toBeInstanceOf(Date);
    await enableTelegram();
    expect(await deliverPendingOutbox({ now: new Date(Date.now() + 7 * 86_400_000) })).toEqual({ sent: 0, failed: 0 });
    expect(telegram.calls).toHaveLength(0);
  });

  it("rides out a Telegram outage over a weekend: delivered once when Telegram is back, 62 hours later", async () => {
    await enableTelegram();
    await postLead({ name: "Айгерим", phone: "+77771234567" });
    const start = Date.now();
    const back = start + 62 * 3_600_000;
    telegram.failNext(1000);
    for (;;) {
      const [row] = await app.db.select().from(outbox);
      expect(row!.givenUpAt).toBeNull();
      if (row!.sentAt) break;
      const now = new Date(Math.max(row!.nextAttemptAt.getTime(), start));
      if (now.getTime() >= back) telegram.failNext(0);
      await deliverPendingOutbox({ now });
      expect(now.getTime() - start, "still retrying after three days").toBeLessThan(72 * 3_600_000);
    }
    expect(telegram.messages).toHaveLength(1);
    expect(telegram.messages[0]!.text).toContain("Айгерим");
  });

  it("gives a message up after its last attempt, and never sends it again", async () => {
    await enableTelegram();
    await postLead({ name: "Айгерим", phone: "+77771234567" });
    await app.db.update(outbox).set({ attempts: OUTBOX_MAX_ATTEMPTS - 1 });
    telegram.failNext(1);
    expect(await deliverPendingOutbox()).toEqual({ sent: 0, failed: 1 });
    const [row] = await app.db.select().from(outbox);
    expect(row).toMatchObject({ attempts: OUTBOX_MAX_ATTEMPTS, sentAt: null });
    expect(row?.givenUpAt).toBeInstanceOf(Date);
    expect(await deliverPendingOutbox({ now: new Date(Date.now() + 7 * 86_400_000) })).toEqual({ sent: 0, failed: 0 });
    expect(telegram.messages).toHaveLength(0);
  });

  it("migration 0010 keeps the messages given up before it given up, and nothing else", async () => {
    await migrateAcross("0010", {
      before: async (database) => {
        await database.execute(sql`
          INSERT INTO outbox (kind, payload, attempts, sent_at) VALUES
            ('telegram', '{"text":"given up"}', 12, NULL),
            ('telegram', '{"text":"retrying"}', 3, NULL),
            ('telegram', '{"text":"sent"}', 1, now())`);
      },
      after: async (database) => {
        const rows = await database.select().from(outbox);
        const givenUp = Object.fromEntries(rows.map((row) => [row.payload.text, row.givenUpAt !== null]));
        expect(givenUp).toEqual({ "given up": true, retrying: false, sent: false });
      },
    });
  });

  it("never sends one row twice when two workers run at once", async () => {
    await enableTelegram();
    await postLead({ name: "Айгерим", phone: "+77771234567" });
    await postLead({ name: "Берик", phone: "+77011234567" });
    const reports = await Promise.all([deliverPendingOutbox(), deliverPendingOutbox()]);
    expect(reports.reduce((sum, r) => sum + r.sent, 0)).toBe(2);
    expect(telegram.messages.map((m) => m.text.split("\n")[1]).sort()).toEqual(["Имя: Айгерим", "Имя: Берик"]);
  });
});

describe("what follows a new lead (onLeadCreated)", () => {
  const contact = {
    name: "Айгерим",
    company: "ТОО «Пример»",
    email: "aigerim@example.kz",
    phone: "+7 777 123 45 67",
    message: "Нужен AI-консультант",
    consent: true,
  };
  const postContact = () => postLead(contact, {}, "/api/contact");

  beforeEach(async () => {
    await app.db.delete(crmWebhooks);
    await enableTelegram({ notificationTemplate: "Заявка: {name}" });
    await app.db.insert(crmWebhooks).values([
      { url: "https://crm.example.com/hook", secret: "whsec_active" },
      { url: "https://old-crm.example.com/hook", secret: "whsec_off", isActive: false },
    ]);
  });

  afterAll(async () => {
    await app.db.delete(crmWebhooks);
  });

  it("queues one Telegram message and one delivery per active webhook, in the lead's own transaction", async () => {
    expect((await postContact()).status).toBe(201);
    const [lead] = await app.db.select().from(leads);
    const rows = await app.db.select().from(outbox);
    expect(rows.map((row) => row.kind).sort()).toEqual(["telegram", "webhook"]);
    // now() is the transaction's start: rows written in the lead's transaction share its moment.
    for (const row of rows) expect(row.createdAt.getTime()).toBe(lead!.createdAt.getTime());

    expect(rows.find((row) => row.kind === "telegram")!.payload.text).toBe(
      "Заявка: Айгерим\n\nЗаявка с формы на странице «Контакты»\nEmail: aigerim@example.kz\nКомпания: ТОО «Пример»\nСообщение:\n> Нужен AI-консультант",
    );
    const [active] = await app.db.select().from(crmWebhooks).where(eq(crmWebhooks.isActive, true));
    const webhook = rows.find((row) => row.kind === "webhook")!;
    expect(webhook.payload.webhookId).toBe(active!.id);
    expect(JSON.parse(String(webhook.payload.body))).toMatchObject({ event: "lead.created", lead: { id: lead!.id, name: "Айгерим", source: "website" } });
  });

  it("rolls the lead back when a notification cannot be queued, and tells the visitor it was not sent", async () => {
    const response = await withWritesRefused(app.db, "outbox", postContact);
    expect(response.status).toBe(500);
    expectLogged(/^Contact request could not be stored:/);
    expect(await app.db.select().from(leads)).toHaveLength(0);
    expect(await app.db.select().from(outbox)).toHaveLength(0);
  });
});

describe("public write guard", () => {
  it("refuses a body over 16 KB with 413 and stores nothing", async () => {
    const response = await postLead({ name: "Айгерим", phone: "+77771234567", padding: "x".repeat(17 * 1024) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ error: "Слишком большой запрос" });
    expect(await app.db.select().from(leads)).toHaveLength(0);
  });

  it("refuses an oversized body sent without Content-Length", async () => {
    const chunk = new TextEncoder().encode("x".repeat(8 * 1024));
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (let i = 0; i < 3; i += 1) controller.enqueue(chunk);
        controller.close();
      },
    });
    const response = await postLead("", { body, duplex: "half" } as RequestInit);
    expect(response.status).toBe(413);
  });

  it("refuses malformed JSON and non-JSON bodies with 400", async () => {
    const malformed = await postLead('{"name": "Айгерим", ');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: "Некорректный запрос: ожидается JSON" });

    const form = await app.request("/api/leads", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "name=A&phone=%2B77771234567",
    });
    expect(form.status).toBe(400);
    expect(await app.db.select().from(leads)).toHaveLength(0);
  });

  it("limits each client to RATE_LIMIT_PUBLIC_POINTS writes per window: 429 with Retry-After", async () => {
    setEnv({ RATE_LIMIT_PUBLIC_POINTS: "2", RATE_LIMIT_PUBLIC_WINDOW_SECONDS: "60" });
    expect((await postLead({ name: "A", phone: "+77771234567" })).status).toBe(201);
    expect((await postLead({ name: "B", phone: "+77771234567" })).status).toBe(201);
    const refused = await postLead({ name: "C", phone: "+77771234567" });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(((await refused.json()) as { error: string }).error).toMatch(/^Слишком много запросов/);
    expect(await app.db.select().from(leads)).toHaveLength(2);

    // The newsletter and contact form share the budget.
    const newsletter = await app.request("/api/newsletter", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ email: "limit@example.kz" }),
    });
    expect(newsletter.status).toBe(429);

    // Sent from a Kazakh or an English page, the refusal is in that page's language (ADR 0060).
    for (const [page, words] of [["/kz/faq", /^Сұраулар тым көп/], ["/en/faq", /^Too many requests\. Please try again in \d+ s\.$/]] as const) {
      const fromPage = await app.request("/api/newsletter", {
        method: "POST",
        headers: { "content-type": "application/json", referer: `${TEST_ORIGIN}${page}` },
        body: JSON.stringify({ email: "limit@example.kz" }),
      });
      expect(fromPage.status).toBe(429);
      expect(((await fromPage.json()) as { error: string }).error).toMatch(words);
    }
  });

  it("leaves reads alone", async () => {
    setEnv({ RATE_LIMIT_PUBLIC_POINTS: "1", RATE_LIMIT_PUBLIC_WINDOW_SECONDS: "60" });
    for (let i = 0; i < 3; i += 1) expect((await app.request("/contact")).status).toBe(200);
  });
});
