/**
 * CRM webhooks (issue 10 point 19, ADR 0037): an admin adds a webhook on the integrations section;
 * every new lead reaches it as signed JSON through the outbox, is retried while the receiver is down,
 * and shows in the delivery log; nobody but an admin may manage them.
 */
import { createHmac } from "node:crypto";
import { createServer, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { auditLog, crmWebhooks, leads, outbox } from "~/db/schema";
import { resetEnvForTests } from "~/server/env.server";
import { deliverPendingOutbox, retryDelayMs } from "~/server/outbox.server";

import { startTestApp, TEST_ORIGIN, staffCookies, type TestApp } from "../setup/test-app";

const PATH = "/admin/settings/integrations";
const savedEnv = { ...process.env };
let app: TestApp;
let receiver: Server;
let receiverUrl = "";
let answerStatus = 200;
const received: { headers: IncomingHttpHeaders; body: string }[] = [];
const cookies = { admin: "", editor: "", marketer: "" };

beforeAll(async () => {
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
      response.writeHead(answerStatus).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const { port } = receiver.address() as AddressInfo;
  receiverUrl = `http://127.0.0.1:${port}/hooks/leads`;
  Object.assign(process.env, { OUTBOUND_ALLOW_HOSTS: `127.0.0.1:${port}, 127.0.0.1:9`, RATE_LIMIT_PUBLIC_POINTS: "100000" });
  resetEnvForTests();
  app = await startTestApp({ seed: false });
  Object.assign(cookies, await staffCookies(app, ["admin", "editor", "marketer"]));
});

afterAll(async () => {
  await app?.close();
  await new Promise((resolve) => receiver?.close(resolve));
  process.env = savedEnv;
  resetEnvForTests();
});

beforeEach(async () => {
  await app.db.delete(outbox);
  await app.db.delete(leads);
  await app.db.delete(crmWebhooks);
  await app.db.delete(auditLog);
  received.length = 0;
  answerStatus = 200;
});

function post(fields: Record<string, string>, cookie = cookies.admin) {
  return app.request(PATH, {
    method: "POST",
    headers: { Cookie: cookie, Origin: TEST_ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

const page = async (cookie = cookies.admin) => (await app.request(PATH, { headers: { Cookie: cookie } })).text();

function postLead(name: string) {
  return app.request("/api/leads", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name, phone: "+7 (777) 123-45-67" }),
  });
}

/** Adds a webhook through the screen; answers the secret it shows once. */
async function addWebhook(url = receiverUrl): Promise<string> {
  const response = await post({ intent: "addWebhook", url });
  expect(response.status).toBe(200);
  const html = await response.text();
  expect(html).toContain("Секрет вебхука");
  const secret = /whsec_[A-Za-z0-9_-]{43}/.exec(html)?.[0];
  expect(secret).toBeDefined();
  return secret!;
}

describe("the integrations section", () => {
  it("adds a webhook with a secret shown in full, lists it, and refuses a URL that is not http(s)", async () => {
    const secret = await addWebhook();
    const [stored] = await app.db.select().from(crmWebhooks);
    expect(stored).toMatchObject({ url: receiverUrl, secret, isActive: true });
    const html = await page();
    expect(html).toContain("Интеграции с CRM");
    expect(html).toContain(receiverUrl);
    expect(html).toContain("Активен");
    expect(html).not.toContain(secret);

    for (const url of ["ftp://crm.example.kz/hook", "javascript:alert(1)", "не адрес"]) {
      const refused = await post({ intent: "addWebhook", url });
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain("Введите корректный URL (http или https)");
    }
    expect(await app.db.select().from(crmWebhooks)).toHaveLength(1);

    const shown = await post({ intent: "showSecret", id: stored!.id });
    expect(await shown.text()).toContain(secret);

    const audit = await app.db.select().from(auditLog);
    expect(audit.map((row) => [row.action, row.entity, row.entityLabel])).toEqual([["create", "crm_webhook", receiverUrl]]);
  });

  it("deactivates, activates and deletes a webhook, each in the audit log", async () => {
    await addWebhook();
    const [hook] = await app.db.select().from(crmWebhooks);
    expect((await post({ intent: "setWebhookActive", id: hook!.id, isActive: "false" })).status).toBe(302);
    expect(await page()).toContain("Отключен");
    await postLead("Без вебхука");
    expect(await app.db.select().from(outbox)).toHaveLength(0);
    expect((await post({ intent: "setWebhookActive", id: hook!.id, isActive: "true" })).status).toBe(302);
    expect((await post({ intent: "delete", id: hook!.id })).status).toBe(302);
    expect(await app.db.select().from(crmWebhooks)).toHaveLength(0);
    expect(await page()).toContain("Вебхуков пока нет");
    const audit = await app.db.select().from(auditLog);
    expect(audit.map((row) => row.action).sort()).toEqual(["create", "delete", "update", "update"]);
  });

  it("is the admin's only: an editor and a marketer get 403 and change nothing", async () => {
    for (const cookie of [cookies.editor, cookies.marketer]) {
      expect((await app.request(PATH, { headers: { Cookie: cookie } })).status).toBe(403);
      expect((await post({ intent: "addWebhook", url: receiverUrl }, cookie)).status).toBe(403);
    }
    expect(await app.db.select().from(crmWebhooks)).toHaveLength(0);
  });
});

describe("a new lead reaches the CRM", () => {
  it("POSTs the lead as JSON signed with the webhook's secret", async () => {
    const secret = await addWebhook();
    const response = await postLead("Айгерим");
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const [row] = await app.db.select().from(outbox);
    expect(row).toMatchObject({ kind: "webhook" });

    expect(await deliverPendingOutbox()).toEqual({ sent: 1, failed: 0 });
    expect(received).toHaveLength(1);
    const { headers, body } = received[0]!;
    expect(headers["content-type"]).toBe("application/json");
    expect(headers["x-signature-256"]).toBe(`sha256=${createHmac("sha256", secret).update(body).digest("hex")}`);
    expect(headers["x-delivery-id"]).toBe(row!.id);
    const [hook] = await app.db.select().from(crmWebhooks);
    expect(headers["x-webhook-id"]).toBe(hook!.id);
    const json = JSON.parse(body) as { event: string; lead: Record<string, unknown> };
    expect(json.event).toBe("lead.created");
    expect(json.lead).toMatchObject({
      id,
      name: "Айгерим",
      phone: "+7 (777) 123-45-67",
      source: "website_form",
      status: "new",
      message: "WhatsApp request from Айгерим",
    });
    expect(Date.parse(json.lead.createdAt as string)).not.toBeNaN();

    const html = await page();
    expect(html).toContain("Журнал доставки вебхуков");
    expect(html).toContain("Отправлено");
  });

  it("retries while the receiver fails, shows the error in the log, and sends once it is back", async () => {
    await addWebhook();
    answerStatus = 503;
    await postLead("Повтор");
    expect(await deliverPendingOutbox()).toEqual({ sent: 0, failed: 1 });
    let html = await page();
    expect(html).toContain("Ожидает");
    expect(html).toContain("CRM ответила кодом 503");

    // Not due before the backoff has passed.
    expect(await deliverPendingOutbox()).toEqual({ sent: 0, failed: 0 });
    answerStatus = 200;
    expect(await deliverPendingOutbox({ now: new Date(Date.now() + retryDelayMs(1) + 1000) })).toEqual({ sent: 1, failed: 0 });
    expect(received).toHaveLength(2);
    const [row] = await app.db.select().from(outbox);
    expect(row).toMatchObject({ attempts: 2, lastError: null });
    html = await page();
    expect(html).toContain("Отправлено");
  });

  it("counts a receiver that is down as a failed attempt, retried later", async () => {
    await addWebhook("http://127.0.0.1:9/hooks");
    await postLead("Недоступен");
    expect(await deliverPendingOutbox()).toEqual({ sent: 0, failed: 1 });
    const [row] = await app.db.select().from(outbox);
    expect(row!.attempts).toBe(1);
    expect(row!.sentAt).toBeNull();
    expect(row!.lastError).toBe("Не удалось подключиться к сайту");
    expect(await page()).toContain("Не удалось подключиться к сайту");
  });

  it("gives up a queued delivery whose webhook was deleted before it went out, and says why in the log", async () => {
    await addWebhook();
    await postLead("Удалённый");
    const [hook] = await app.db.select().from(crmWebhooks);
    expect((await post({ intent: "delete", id: hook!.id })).status).toBe(302);

    expect(await deliverPendingOutbox()).toEqual({ sent: 0, failed: 1 });
    expect(received).toHaveLength(0);
    const [row] = await app.db.select().from(outbox);
    expect(row).toMatchObject({ sentAt: null, attempts: 1, lastError: "Вебхук удален" });
    expect(row!.givenUpAt).toBeInstanceOf(Date);
    // Never tried again, however long the worker keeps running.
    expect(await deliverPendingOutbox({ now: new Date(Date.now() + 7 * 86_400_000) })).toEqual({ sent: 0, failed: 0 });
    expect(received).toHaveLength(0);

    // React separates the parts of a text with empty comments.
    const html = (await page()).replaceAll("<!-- -->", "");
    expect(html).toContain("Ошибка");
    expect(html).toContain("Последняя ошибка: Вебхук удален");
    expect(html).not.toContain("Следующая попытка");
  });

  it("never POSTs to an internal address that OUTBOUND_ALLOW_HOSTS does not list (SSRF)", async () => {
    await addWebhook("http://127.0.0.1:1/hooks");
    await postLead("Внутренний");
    expect(await deliverPendingOutbox()).toEqual({ sent: 0, failed: 1 });
    const [row] = await app.db.select().from(outbox);
    expect(row!.lastError).toBe("Адрес недоступен: внутренние адреса запрещены");
  });
});
