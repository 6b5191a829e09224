/**
 * Issue 25 point 13 (ADR 0071): the Telegram API and a CRM webhook down for a while, first answering
 * 500, then not answering at all (the senders' 10 s timeouts end those attempts), then back. Every
 * notification goes out exactly once after the recovery, and both delivery logs show the attempts.
 * (The model being down is tests/integration/chat.test.ts: the widget answers from the knowledge
 * base when the model fails or times out.)
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { leads, outbox, telegramSettings } from "~/db/schema";
import { deliverPendingOutbox, retryDelayMs } from "~/server/outbox.server";

import { startFakeTelegram, type FakeTelegram } from "../fakes/telegram-server";
import { staffSession } from "../setup/auth-helpers";
import { setEnv } from "../setup/env";
import { startTestApp, TEST_ORIGIN, type TestApp } from "../setup/test-app";

const savedEnv = { ...process.env };
let app: TestApp;
let telegram: FakeTelegram;
let crm: Server;
let crmMode: "500" | "hang" | "ok" = "ok";
/** Delivery ids the CRM answered 2xx, in order. */
const crmAccepted: string[] = [];
const crmAttempts: string[] = [];
const hung: ServerResponse[] = [];
let adminCookie = "";

beforeAll(async () => {
  telegram = await startFakeTelegram();
  crm = createServer((request: IncomingMessage, response: ServerResponse) => {
    request.resume();
    request.on("end", () => {
      const delivery = String(request.headers["x-delivery-id"]);
      crmAttempts.push(delivery);
      if (crmMode === "hang") {
        hung.push(response);
        return;
      }
      if (crmMode === "500") {
        response.writeHead(500).end();
        return;
      }
      crmAccepted.push(delivery);
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => crm.listen(0, "127.0.0.1", resolve));
  const { port } = crm.address() as AddressInfo;
  setEnv({
    TELEGRAM_API_URL: telegram.url,
    OUTBOUND_ALLOW_HOSTS: `127.0.0.1:${port}`,
    WEBHOOK_ALLOW_HTTP: "true",
    RATE_LIMIT_PUBLIC_POINTS: "100000",
  });
  app = await startTestApp({ seed: false });
  adminCookie = (await staffSession(app.db, app.request, TEST_ORIGIN, "admin")).cookie;
  await app.db.insert(telegramSettings).values({ botToken: "123456:TEST-token", chatId: "-100200300", isActive: true });
  const added = await app.request("/admin/settings/integrations", {
    method: "POST",
    headers: { Cookie: adminCookie, Origin: TEST_ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "addWebhook", url: `http://127.0.0.1:${port}/hooks/leads` }),
    redirect: "manual",
  });
  expect(added.status).toBe(200);
});

afterAll(async () => {
  await app?.close();
  await telegram?.close();
  for (const response of hung) response.destroy();
  await new Promise((resolve) => crm?.close(resolve));
  process.env = savedEnv;
  setEnv({});
});

const page = async (path: string) => (await app.request(path, { headers: { Cookie: adminCookie } })).text();

describe("Telegram and a CRM webhook down for a while", () => {
  it("delivers every notification exactly once after they recover, and the delivery logs show the attempts", { timeout: 90_000 }, async () => {
    const phone = "+7 701 555 44 33";
    const posted = await app.request("/api/leads", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: "Сбой уведомлений", phone }),
    });
    expect(posted.status).toBe(201);
    const { id: leadId } = (await posted.json()) as { id: string };
    const rows = await app.db.select().from(outbox);
    expect(rows.map((row) => row.kind).sort()).toEqual(["telegram", "webhook"]);
    const start = Date.now();
    const at = (ms: number) => new Date(start + ms);

    // Down, answering 500.
    telegram.failNext(1, { error_code: 500, description: "Internal Server Error" });
    crmMode = "500";
    expect(await deliverPendingOutbox({ now: at(0) })).toEqual({ sent: 0, failed: 2 });

    // Still down, now not answering: each attempt ends at the sender's timeout, the lead is unaffected.
    telegram.hangNext(1);
    crmMode = "hang";
    const second = retryDelayMs(1) + 1000;
    expect(await deliverPendingOutbox({ now: at(second) })).toEqual({ sent: 0, failed: 2 });
    expect(await app.db.select({ id: leads.id }).from(leads)).toEqual([{ id: leadId }]);

    // Back: the next pass sends each once; later passes send nothing more.
    crmMode = "ok";
    const third = second + retryDelayMs(2) + 1000;
    expect(await deliverPendingOutbox({ now: at(third) })).toEqual({ sent: 2, failed: 0 });
    for (const later of [third + 60_000, third + 86_400_000]) expect(await deliverPendingOutbox({ now: at(later) })).toEqual({ sent: 0, failed: 0 });

    expect(telegram.calls).toHaveLength(3);
    expect(telegram.messages).toHaveLength(1);
    expect(telegram.messages[0]!.text).toContain(phone);
    const webhookRow = rows.find((row) => row.kind === "webhook")!;
    expect(crmAttempts).toEqual([webhookRow.id, webhookRow.id, webhookRow.id]);
    expect(crmAccepted).toEqual([webhookRow.id]);

    const delivered = await app.db.select().from(outbox);
    for (const row of delivered) {
      expect(row).toMatchObject({ attempts: 3, lastError: null, givenUpAt: null });
      expect(row.sentAt).toBeInstanceOf(Date);
    }

    // The staff's delivery logs: delivered, after three attempts.
    const text = (html: string) => html.replaceAll("<!-- -->", "");
    const telegramLog = text(await page("/admin/telegram"));
    expect(telegramLog).toContain("Журнал доставки");
    expect(telegramLog).toContain("Доставлено");
    expect(telegramLog).toContain("Попыток: 3");
    const webhookLog = text(await page("/admin/settings/integrations"));
    expect(webhookLog).toContain("Журнал доставки вебхуков");
    expect(webhookLog).toContain("Отправлено");
    expect(webhookLog).toContain("Попыток: 3");
  });
});
