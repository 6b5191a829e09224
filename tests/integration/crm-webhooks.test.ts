/**
 * CRM webhooks (issue 10 point 19, ADR 0037): an admin adds a webhook on the integrations section;
 * every new lead reaches it as signed JSON through the outbox, is retried while the receiver is down,
 * and shows in the delivery log; nobody but an admin may manage them. Issue 21 point 8: only https
 * (http with WEBHOOK_ALLOW_HTTP, which these tests set for their receivers on 127.0.0.1), the SSRF
 * rules on save, a delivery refused by them given up at once, the timestamp signed with the body
 * and verified by docs/examples/verify-webhook.mjs, a replay refused by it; each reveal of a secret
 * in the audit log.
 */
import { createHmac } from "node:crypto";
import { readFile } from "node:fs/promises";
import { createServer, type IncomingHttpHeaders, type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";

import { asc } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { auditLog, crmWebhooks, leads, outbox } from "~/db/schema";
import { resetEnvForTests } from "~/server/env.server";
import { deliverPendingOutbox, retryDelayMs } from "~/server/outbox.server";

import { listenOnLoopback } from "../fakes/loopback-server";
import { staffSession, type TestStaff } from "../setup/auth-helpers";
import { startTestApp, TEST_ORIGIN, staffCookies, type TestApp } from "../setup/test-app";

const PATH = "/admin/settings/integrations";
const savedEnv = { ...process.env };
let app: TestApp;
let receiver: Server;
let receiverUrl = "";
let answerStatus = 200;
const received: { headers: IncomingHttpHeaders; body: string }[] = [];
const cookies = { admin: "", editor: "", marketer: "" };
let admin: TestStaff;

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
  Object.assign(process.env, {
    OUTBOUND_ALLOW_HOSTS: `127.0.0.1:${port}, 127.0.0.1:9`,
    WEBHOOK_ALLOW_HTTP: "true",
    RATE_LIMIT_PUBLIC_POINTS: "100000",
  });
  resetEnvForTests();
  app = await startTestApp({ seed: false });
  const adminSession = await staffSession(app.db, app.request, TEST_ORIGIN, "admin");
  admin = adminSession.staff;
  Object.assign(cookies, { admin: adminSession.cookie }, await staffCookies(app, ["editor", "marketer"]));
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
  });

  it("writes each reveal of a secret to the audit log: who, when, which webhook", async () => {
    await addWebhook();
    const [hook] = await app.db.select().from(crmWebhooks);
    const before = new Date();
    expect(await (await post({ intent: "showSecret", id: hook!.id })).text()).toContain(hook!.secret);
    expect(await (await post({ intent: "showSecret", id: hook!.id })).text()).toContain(hook!.secret);
    // An unknown webhook reveals nothing and leaves no trace.
    expect((await post({ intent: "showSecret", id: "00000000-0000-4000-8000-000000000000" })).status).toBe(302);

    const audit = await app.db.select().from(auditLog).orderBy(asc(auditLog.createdAt));
    expect(audit.map((row) => [row.action, row.entity, row.entityId, row.entityLabel, row.actorId, row.actorName])).toEqual([
      ["create", "crm_webhook", hook!.id, receiverUrl, admin.id, admin.name],
      ["reveal", "crm_webhook", hook!.id, receiverUrl, admin.id, admin.name],
      ["reveal", "crm_webhook", hook!.id, receiverUrl, admin.id, admin.name],
    ]);
    expect(audit[2]!.createdAt.getTime()).toBeGreaterThanOrEqual(before.getTime() - 1000);
    // The secret itself never reaches the log.
    expect(JSON.stringify(audit)).not.toContain(hook!.secret);
    const screen = await (await app.request("/admin/audit", { headers: { Cookie: cookies.admin } })).text();
    expect(screen).toContain("Показ секрета");
    expect(screen).not.toContain(hook!.secret);
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
    // Unix seconds of the attempt, signed together with the body.
    const timestamp = headers["x-webhook-timestamp"] as string;
    expect(timestamp).toMatch(/^\d+$/);
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(60);
    expect(headers["x-signature-256"]).toBe(`sha256=${createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex")}`);
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
      // Sent with no Referer: a Russian page's lead.
      language: "ru",
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
    expect(row!.givenUpAt).toBeNull();
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

});

describe("a webhook's address (issue 21 point 8)", () => {
  const HTTPS_ONLY = "Адрес вебхука должен начинаться с https://: по http данные заявок передаются без шифрования";

  afterEach(() => {
    process.env.WEBHOOK_ALLOW_HTTP = "true";
    resetEnvForTests();
  });

  it("must be https; http only while WEBHOOK_ALLOW_HTTP, a development setting, allows it", async () => {
    process.env.WEBHOOK_ALLOW_HTTP = "false";
    resetEnvForTests();
    for (const url of [receiverUrl, "http://crm.example.kz/hooks/leads"]) {
      const refused = await post({ intent: "addWebhook", url });
      expect(refused.status).toBe(400);
      const html = await refused.text();
      expect(html).toContain(HTTPS_ONLY);
      // What was typed stays in the field.
      expect(html).toContain(`value="${url}"`);
    }
    expect(await app.db.select().from(crmWebhooks)).toHaveLength(0);
    expect((await post({ intent: "addWebhook", url: "https://crm.example.kz/hooks/leads" })).status).toBe(200);

    process.env.WEBHOOK_ALLOW_HTTP = "true";
    resetEnvForTests();
    expect((await post({ intent: "addWebhook", url: receiverUrl })).status).toBe(200);
    expect((await app.db.select().from(crmWebhooks)).map((hook) => hook.url).sort()).toEqual([receiverUrl, "https://crm.example.kz/hooks/leads"].sort());
  });

  it("is refused on save when the SSRF rules would refuse it: internal, metadata, this machine's, another port", async () => {
    for (const [url, reason] of [
      ["https://127.0.0.1:1/hooks", "Адрес недоступен: внутренние адреса запрещены"],
      ["https://localhost/hooks", "Адрес недоступен: внутренние адреса запрещены"],
      ["https://10.0.0.5/hooks", "Адрес недоступен: внутренние адреса запрещены"],
      ["https://[::1]/hooks", "Адрес недоступен: внутренние адреса запрещены"],
      ["https://169.254.169.254/latest/meta-data/", "Адрес недоступен: внутренние адреса запрещены"],
      ["https://93.184.216.34:8080/hooks", "Адрес недоступен: разрешены только порты 80 и 443"],
    ]) {
      const refused = await post({ intent: "addWebhook", url: url! });
      expect(refused.status, url).toBe(400);
      expect(await refused.text()).toContain(reason);
    }
    expect(await app.db.select().from(crmWebhooks)).toHaveLength(0);
    expect(received).toHaveLength(0);
  });

  it("gives up after one attempt a delivery the SSRF rules refuse, instead of retrying it 80 times", async () => {
    // Saved before these rules, or its name has since come to resolve inside.
    await app.db.insert(crmWebhooks).values({ url: "http://127.0.0.1:1/hooks", secret: "whsec_test" });
    await postLead("Внутренний");
    expect(await deliverPendingOutbox()).toEqual({ sent: 0, failed: 1 });
    const [row] = await app.db.select().from(outbox);
    expect(row).toMatchObject({ sentAt: null, attempts: 1, lastError: "Адрес недоступен: внутренние адреса запрещены" });
    expect(row!.givenUpAt).toBeInstanceOf(Date);
    expect(await deliverPendingOutbox({ now: new Date(Date.now() + 7 * 86_400_000) })).toEqual({ sent: 0, failed: 0 });
    expect((await page()).replaceAll("<!-- -->", "")).toContain("Последняя ошибка: Адрес недоступен: внутренние адреса запрещены");
  });

  it("gives up at once an http delivery once WEBHOOK_ALLOW_HTTP is off, and sends nothing", async () => {
    await addWebhook();
    await postLead("Без шифрования");
    process.env.WEBHOOK_ALLOW_HTTP = "false";
    resetEnvForTests();
    expect(await deliverPendingOutbox()).toEqual({ sent: 0, failed: 1 });
    expect(received).toHaveLength(0);
    const [row] = await app.db.select().from(outbox);
    expect(row).toMatchObject({ attempts: 1, lastError: HTTPS_ONLY });
    expect(row!.givenUpAt).toBeInstanceOf(Date);
  });
});

/** docs/examples/verify-webhook.mjs, as docs/crm-webhooks.md shows it to a CRM's developers. */
type VerifyExample = {
  verifyWebhook: (input: { secret: string; timestamp: string | undefined; signature: string | undefined; body: Buffer | string }) => boolean;
  webhookHandler: (options: { secret: string; onEvent: (event: unknown, deliveryId: string | undefined) => void }) => RequestListener;
};
const EXAMPLE = path.resolve("docs/examples/verify-webhook.mjs");

describe("the receiver's example in docs/crm-webhooks.md", () => {
  let example: VerifyExample;
  let verifying: RequestListener = (_request, response) => response.writeHead(503).end();
  let exampleServer: { port: number; close: () => Promise<void> };
  const events: { event: unknown; deliveryId: string | undefined }[] = [];

  beforeAll(async () => {
    // A plain .mjs for receivers, without types: imported by its path, typed by VerifyExample.
    example = (await import(pathToFileURL(EXAMPLE).href)) as VerifyExample;
    exampleServer = await listenOnLoopback(createServer((request, response) => verifying(request, response)));
    process.env.OUTBOUND_ALLOW_HOSTS = `${process.env.OUTBOUND_ALLOW_HOSTS}, 127.0.0.1:${exampleServer.port}`;
    resetEnvForTests();
  });

  afterAll(async () => {
    await exampleServer.close();
  });

  afterEach(() => {
    vi.useRealTimers();
    events.length = 0;
  });

  it("is the file the tests run, word for word", async () => {
    const doc = await readFile(path.resolve("docs/crm-webhooks.md"), "utf8");
    const code = await readFile(EXAMPLE, "utf8");
    expect(doc).toContain(`\`\`\`js\n${code.trimEnd()}\n\`\`\``);
  });

  it("accepts a real delivery from the outbox and hands over the lead", async () => {
    const url = `http://127.0.0.1:${exampleServer.port}/hooks/leads`;
    const secret = await addWebhook(url);
    verifying = example.webhookHandler({ secret, onEvent: (event, deliveryId) => events.push({ event, deliveryId }) });
    await postLead("Проверка подписи");
    expect(await deliverPendingOutbox()).toEqual({ sent: 1, failed: 0 });
    const [row] = await app.db.select().from(outbox);
    expect(events).toEqual([{ event: expect.objectContaining({ event: "lead.created" }), deliveryId: row!.id }]);
    expect(events[0]!.event).toMatchObject({ lead: { name: "Проверка подписи" } });

    // Signed with another secret: refused (401), so the outbox tries again later.
    verifying = example.webhookHandler({ secret: "whsec_other", onEvent: (event, deliveryId) => events.push({ event, deliveryId }) });
    await postLead("Чужая подпись");
    expect(await deliverPendingOutbox()).toEqual({ sent: 0, failed: 1 });
    expect(events).toHaveLength(1);
  });

  it("refuses a captured delivery replayed, at once or after five minutes, or with its timestamp or body changed", async () => {
    const secret = await addWebhook();
    verifying = example.webhookHandler({ secret, onEvent: (event, deliveryId) => events.push({ event, deliveryId }) });
    await postLead("Перехват");
    expect(await deliverPendingOutbox()).toEqual({ sent: 1, failed: 0 });
    const captured = received[0]!;
    const replay = (headers: IncomingHttpHeaders = captured.headers, body = captured.body) =>
      fetch(`http://127.0.0.1:${exampleServer.port}/hooks/leads`, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "x-webhook-timestamp": String(headers["x-webhook-timestamp"]),
          "x-signature-256": String(headers["x-signature-256"]),
          "x-delivery-id": String(headers["x-delivery-id"]),
        },
        body,
      });

    // Genuine the first time the example receives it; within the five minutes, its signature is known.
    expect((await replay()).status).toBe(204);
    expect((await replay()).status).toBe(409);
    expect((await replay(captured.headers, captured.body.replace("Перехват", "Подмена"))).status).toBe(401);
    const fresh = String(Math.floor(Date.now() / 1000) + 1);
    expect((await replay({ ...captured.headers, "x-webhook-timestamp": fresh })).status).toBe(401);
    expect((await replay({ ...captured.headers, "x-signature-256": undefined })).status).toBe(401);

    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 5 * 60_000 + 2000 });
    expect((await replay()).status).toBe(401);
    expect(events).toHaveLength(1);

    const timestamp = String(captured.headers["x-webhook-timestamp"]);
    const signature = String(captured.headers["x-signature-256"]);
    expect(example.verifyWebhook({ secret, timestamp, signature, body: captured.body })).toBe(false);
    vi.useRealTimers();
    expect(example.verifyWebhook({ secret, timestamp, signature, body: Buffer.from(captured.body) })).toBe(true);
  });
});
