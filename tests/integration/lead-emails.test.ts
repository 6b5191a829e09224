/**
 * Issue 23 points 7 and 10 (ADR 0057): the notifications tab chooses who gets an e-mail for each new
 * lead and the provider that sends it (SMTP, SendGrid, Mailchimp Transactional), its secrets
 * write-only; each lead queues one e-mail per recipient in its own transaction, delivered by the
 * outbox to the provider (local fakes speaking each protocol), retried, shown in the log; a given-up
 * delivery is retried or dismissed from any log, and the dashboard's health counts only what waits.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { user } from "~/db/auth-schema";
import { auditLog, leads, outbox, siteSettings, telegramSettings } from "~/db/schema";
import { resetEnvForTests } from "~/server/env.server";
import { deliverPendingOutbox, retryDelayMs } from "~/server/outbox.server";
import type { SessionUser } from "~/server/session-user.server";
import { checkSiteHealth } from "~/server/site-health.server";

import { startFakeMandrill, type FakeMandrill } from "../fakes/mandrill-server";
import { startFakeSendgrid, type FakeSendgrid } from "../fakes/sendgrid-server";
import { startFakeSmtp, type FakeSmtp } from "../fakes/smtp-server";
import { createStaffUser, staffSession, type TestStaff } from "../setup/auth-helpers";
import { flashToast } from "../setup/expected-failures";
import { startTestApp, TEST_ORIGIN, type TestApp } from "../setup/test-app";

const PATH = "/admin/settings/notifications";
const savedEnv = { ...process.env };
let app: TestApp;
let smtp: FakeSmtp;
let sendgrid: FakeSendgrid;
let mandrill: FakeMandrill;
let smtpPort = 0;
let admin: TestStaff;
let adminCookie = "";
let editor: TestStaff;
let marketer: TestStaff;

beforeAll(async () => {
  [smtp, sendgrid, mandrill] = await Promise.all([startFakeSmtp(), startFakeSendgrid(), startFakeMandrill()]);
  smtpPort = Number(new URL(smtp.url).port);
  Object.assign(process.env, {
    SENDGRID_API_URL: sendgrid.url,
    MAILCHIMP_API_URL: mandrill.url,
    OUTBOUND_ALLOW_HOSTS: [sendgrid.url, mandrill.url].map((u) => new URL(u).host).join(","),
    RATE_LIMIT_PUBLIC_POINTS: "100000",
  });
  resetEnvForTests();
  app = await startTestApp({ seed: false });
  const session = await staffSession(app.db, app.request, TEST_ORIGIN, "admin");
  admin = session.staff;
  adminCookie = session.cookie;
  editor = await createStaffUser(app.db, { role: "editor", email: "editor@example.kz", name: "Редактор" });
  marketer = await createStaffUser(app.db, { role: "marketer", email: "marketer@example.kz", name: "Маркетолог" });
});

afterAll(async () => {
  await app?.close();
  await Promise.all([smtp?.close(), sendgrid?.close(), mandrill?.close()]);
  process.env = savedEnv;
  resetEnvForTests();
});

beforeEach(async () => {
  await app.db.delete(outbox);
  await app.db.delete(leads);
  await app.db.delete(siteSettings);
  await app.db.delete(auditLog);
  await app.db.delete(telegramSettings);
  smtp.messages.length = 0;
  sendgrid.messages.length = 0;
  mandrill.messages.length = 0;
});

function post(fields: Record<string, string | string[]>, path = PATH) {
  const body = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) body.append(name, v);
  return app.request(path, {
    method: "POST",
    headers: { Cookie: adminCookie, Origin: TEST_ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
    body,
    redirect: "manual",
  });
}

const page = async (path = PATH) => (await app.request(path, { headers: { Cookie: adminCookie } })).text();

function postLead(name: string) {
  return app.request("/api/leads", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name, phone: "+7 (777) 123-45-67" }),
  });
}

const smtpProvider = { intent: "provider", provider: "smtp", from: "no-reply@ai-solutions.kz", smtpHost: "127.0.0.1", smtpPort: "" };

async function useSmtp() {
  expect((await post({ ...smtpProvider, smtpPort: String(smtpPort) })).status).toBe(302);
}

/** The title of the toast a redirect carries. */
async function toastOf(response: Response): Promise<string> {
  expect(response.status).toBe(302);
  return flashToast(response).title;
}

describe("the notifications tab", () => {
  it("saves the roles and staff members who get the e-mails, each change in the audit log", async () => {
    const saved = await post({ intent: "recipients", roles: ["admin", "marketer"], userIds: [editor.id, "no-such-user"] });
    expect(saved.status).toBe(302);
    expect(await toastOf(saved)).toContain("Настройки обновлены");
    const rows = Object.fromEntries((await app.db.select().from(siteSettings)).map((r) => [r.key, JSON.parse(r.value) as unknown]));
    // A member who does not exist is dropped, not stored.
    expect(rows).toMatchObject({ lead_email_roles: ["admin", "marketer"], lead_email_users: [editor.id] });
    const html = await page();
    expect(html).toContain("Получатели писем");
    expect(html).toContain("Редактор");
    const boxes = html.match(/<input[^>]*name="userIds"[^>]*>/g) ?? [];
    expect(boxes.filter((box) => box.includes('checked=""'))).toEqual([expect.stringContaining(`value="${editor.id}"`)]);
    const [entry] = await app.db.select().from(auditLog);
    expect(entry).toMatchObject({ action: "update", entity: "site_settings", changedFields: ["lead_email_roles", "lead_email_users"] });

    const refused = await post({ intent: "recipients", roles: ["owner"] });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Неизвестная роль");
  });

  it("keeps the password and API keys write-only: never in the page, blank keeps, a tick clears", async () => {
    const password = "smtp-secret-пароль-42";
    expect(
      (await post({ ...smtpProvider, smtpPort: "2525", smtpUser: "mailer", smtpPassword: password, sendgridApiKey: "SG.secret-key-1", mailchimpApiKey: "md-secret-key-2" })).status,
    ).toBe(302);
    const html = await page();
    for (const secret of [password, "SG.secret-key-1", "md-secret-key-2", "secret-key"]) expect(html).not.toContain(secret);
    expect(html).toContain("Сохранен. Оставьте поле пустым, чтобы не менять.");
    const stored = async (key: string) => {
      const [row] = await app.db.select().from(siteSettings).where(eq(siteSettings.key, key));
      return row ? (JSON.parse(row.value) as unknown) : undefined;
    };
    expect(await stored("smtp_password")).toBe(password);

    // Saving again with the fields blank keeps every secret.
    expect((await post({ ...smtpProvider, smtpPort: "2525", smtpUser: "mailer" })).status).toBe(302);
    expect(await stored("smtp_password")).toBe(password);
    expect(await stored("sendgrid_api_key")).toBe("SG.secret-key-1");

    // A tick clears one; the audit log names the keys, never the values.
    expect((await post({ ...smtpProvider, smtpPort: "2525", smtpUser: "mailer", clearSendgridApiKey: "on" })).status).toBe(302);
    expect(await stored("sendgrid_api_key")).toBe("");
    expect(await stored("mailchimp_api_key")).toBe("md-secret-key-2");
    const audit = JSON.stringify(await app.db.select().from(auditLog));
    expect(audit).not.toContain(password);
    expect(audit).not.toContain("md-secret-key-2");
    expect(audit).toContain("sendgrid_api_key");

    // A refused form never echoes a typed secret back.
    const refused = await post({ ...smtpProvider, smtpPort: "70000", smtpPassword: "typed-secret-9" });
    expect(refused.status).toBe(400);
    const refusedHtml = await refused.text();
    expect(refusedHtml).toContain("Порт — целое число от 1 до 65535");
    expect(refusedHtml).not.toContain("typed-secret-9");
  });

  it("asks for what the chosen provider needs, in Russian", async () => {
    const noFrom = await post({ intent: "provider", provider: "sendgrid" });
    expect(noFrom.status).toBe(400);
    const text = await noFrom.text();
    expect(text).toContain("Введите адрес отправителя, например no-reply@ai-solutions.kz");
    expect(text).toContain("Введите API-ключ SendGrid: без него письма не отправить");
    const noHost = await post({ intent: "provider", provider: "smtp", from: "no-reply@ai-solutions.kz" });
    expect(await noHost.text()).toContain("Введите имя SMTP-сервера, например smtp.example.kz");
    const badFrom = await post({ intent: "provider", provider: "smtp", from: "не адрес", smtpHost: "smtp.example.kz" });
    expect(await badFrom.text()).toContain("Введите адрес отправителя, например no-reply@ai-solutions.kz");
    expect(await app.db.select().from(siteSettings)).toHaveLength(0);
  });

  it("sends a test message through the saved provider to the address typed", async () => {
    const notYet = await post({ intent: "test", to: "owner@example.kz" });
    expect(notYet.status).toBe(400);
    expect(await notYet.text()).toContain("Почтовый сервис не выбран");
    await useSmtp();
    const arriving = smtp.waitForMail("owner@example.kz");
    const sent = await post({ intent: "test", to: "owner@example.kz" });
    expect(await toastOf(sent)).toContain("Тестовое письмо отправлено на owner@example.kz");
    const mail = await arriving;
    expect(mail.from).toBe("no-reply@ai-solutions.kz");
    expect(mail.text).toContain("Это тестовое письмо. Если вы его читаете, письма о новых заявках будут доставляться.");
    // The signed-in admin's address is the form's default.
    expect(await page()).toContain(`value="${admin.email}"`);
  });

  it("is the admin's only", async () => {
    const { cookie } = await staffSession(app.db, app.request, TEST_ORIGIN, "editor");
    expect((await app.request(PATH, { headers: { Cookie: cookie } })).status).toBe(403);
  });
});

describe("a new lead's e-mail", () => {
  it("queues one e-mail per recipient in the lead's transaction, none while no provider is set", async () => {
    expect((await post({ intent: "recipients", roles: ["marketer"], userIds: [editor.id] })).status).toBe(302);
    expect((await postLead("Без почты")).status).toBe(201);
    expect(await app.db.select().from(outbox)).toHaveLength(0);

    await useSmtp();
    // A deactivated member gets nothing, even when chosen by role.
    await app.db.update(user).set({ deactivatedAt: new Date() }).where(eq(user.id, marketer.id));
    const second = await createStaffUser(app.db, { role: "marketer", email: "Second.Marketer@example.kz" });
    const response = await postLead("Айгерим");
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    const rows = await app.db.select().from(outbox);
    expect(rows.map((r) => [r.kind, r.payload.to]).sort()).toEqual([
      ["email", "editor@example.kz"],
      ["email", second.email.toLowerCase()],
    ]);
    const [lead] = await app.db.select().from(leads).where(eq(leads.id, id));
    // Stored together: the rows are the lead's, written before the answer.
    for (const row of rows) expect(row.createdAt.getTime()).toBeGreaterThanOrEqual(lead!.createdAt.getTime() - 1000);
    expect(rows[0]!.payload.subject).toBe("Новая заявка: Айгерим");
    expect(String(rows[0]!.payload.text)).toContain("Телефон: +7 (777) 123-45-67");
    await app.db.update(user).set({ deactivatedAt: null }).where(eq(user.id, marketer.id));
    await app.db.delete(user).where(eq(user.id, second.id));
  });

  it("is delivered through SMTP and shown in the tab's log", async () => {
    await useSmtp();
    expect((await post({ intent: "recipients", userIds: [editor.id] })).status).toBe(302);
    const arriving = smtp.waitForMail("editor@example.kz");
    await postLead("Ерлан");
    expect(await deliverPendingOutbox()).toEqual({ sent: 1, failed: 0 });
    const mail = await arriving;
    expect(mail.text).toContain("На сайте оставлена новая заявка.");
    expect(mail.text).toContain("Имя: Ерлан");
    const html = await page();
    expect(html).toContain("Журнал писем о заявках");
    expect(html).toContain("editor@example.kz · Новая заявка: Ерлан");
    expect(html).toContain("Доставлено");
  });

  it("is delivered through SendGrid's v3 mail/send, retried while SendGrid is down", async () => {
    expect(
      (await post({ intent: "provider", provider: "sendgrid", from: "no-reply@ai-solutions.kz", sendgridApiKey: sendgrid.key })).status,
    ).toBe(302);
    expect((await post({ intent: "recipients", userIds: [editor.id] })).status).toBe(302);
    await postLead("Данияр");
    sendgrid.failNext(1, 503);
    expect(await deliverPendingOutbox()).toEqual({ sent: 0, failed: 1 });
    const [waiting] = await app.db.select().from(outbox);
    expect(waiting).toMatchObject({ attempts: 1, lastError: "Сервис ответил кодом 503", givenUpAt: null });
    expect(await page()).toContain("Ждет повтора");
    expect(await deliverPendingOutbox({ now: new Date(Date.now() + retryDelayMs(1) + 1000) })).toEqual({ sent: 1, failed: 0 });
    expect(sendgrid.messages).toEqual([
      { key: sendgrid.key, from: "no-reply@ai-solutions.kz", to: ["editor@example.kz"], subject: "Новая заявка: Данияр", text: expect.stringContaining("Имя: Данияр") },
    ]);
  });

  it("is delivered through Mailchimp Transactional's messages/send; a wrong key is retried with the fixed one", async () => {
    expect(
      (await post({ intent: "provider", provider: "mailchimp", from: "no-reply@ai-solutions.kz", mailchimpApiKey: "wrong-key" })).status,
    ).toBe(302);
    expect((await post({ intent: "recipients", userIds: [editor.id] })).status).toBe(302);
    await postLead("Асель");
    expect(await deliverPendingOutbox()).toEqual({ sent: 0, failed: 1 });
    expect(mandrill.statuses.at(-1)).toBe(500);
    // Staff fix the key; the retry reads it when sending.
    expect(
      (await post({ intent: "provider", provider: "mailchimp", from: "no-reply@ai-solutions.kz", mailchimpApiKey: mandrill.key })).status,
    ).toBe(302);
    expect(await deliverPendingOutbox({ now: new Date(Date.now() + retryDelayMs(1) + 1000) })).toEqual({ sent: 1, failed: 0 });
    expect(mandrill.messages).toEqual([
      { from: "no-reply@ai-solutions.kz", to: ["editor@example.kz"], subject: "Новая заявка: Асель", text: expect.stringContaining("Имя: Асель") },
    ]);
  });

  it("is given up at once when the provider was switched off meanwhile", async () => {
    await useSmtp();
    expect((await post({ intent: "recipients", userIds: [editor.id] })).status).toBe(302);
    await postLead("Гульнар");
    expect((await post({ intent: "provider", provider: "none" })).status).toBe(302);
    expect(await deliverPendingOutbox()).toEqual({ sent: 0, failed: 1 });
    const [row] = await app.db.select().from(outbox);
    expect(row!.givenUpAt).not.toBeNull();
    expect(row!.lastError).toBe("Почтовый сервис не выбран: письмо не отправлено");
  });
});

describe("a given-up delivery", () => {
  const adminUser = (): SessionUser => ({
    id: admin.id,
    name: admin.name,
    email: admin.email,
    role: "admin",
    roleAssigned: true,
    roleLoadFailed: false,
    pending: false,
    status: "active",
  });
  const health = async () => Object.fromEntries((await checkSiteHealth(adminUser())).map((c) => [c.id, c.ok]));
  const givenUp = { attempts: 80, lastError: "Сервис ответил кодом 401", givenUpAt: new Date() };

  it("is retried from the e-mails' log: queued again, sent, and the health turns green", async () => {
    await useSmtp();
    const [row] = await app.db
      .insert(outbox)
      .values({ kind: "email", payload: { to: "editor@example.kz", subject: "Новая заявка: Тест", text: "Текст" }, ...givenUp })
      .returning();
    expect((await health()).emailDeliveries).toBe(false);
    const html = await page();
    expect(html).toContain("Не доставлено");
    expect(html).toContain("Повторить");
    expect(html).toContain("Скрыть");

    const retried = await post({ intent: "retryDelivery", id: row!.id });
    expect(await toastOf(retried)).toContain("Отправка поставлена в очередь");
    const [queued] = await app.db.select().from(outbox);
    expect(queued).toMatchObject({ givenUpAt: null, attempts: 80 });
    expect((await health()).emailDeliveries).toBe(true);
    const arriving = smtp.waitForMail("editor@example.kz");
    expect(await deliverPendingOutbox()).toEqual({ sent: 1, failed: 0 });
    await arriving;
    const [entry] = await app.db.select().from(auditLog).where(eq(auditLog.entity, "outbox"));
    expect(entry).toMatchObject({ action: "update", entityId: row!.id, actorId: admin.id });
  });

  it("is dismissed from the webhooks' log: kept in the log, no longer counted; it can still be retried", async () => {
    const [row] = await app.db.insert(outbox).values({ kind: "webhook", payload: { webhookId: "gone", body: "{}" }, ...givenUp }).returning();
    expect((await health()).webhookDeliveries).toBe(false);
    const dismissed = await post({ intent: "dismissDelivery", id: row!.id }, "/admin/settings/integrations");
    expect(await toastOf(dismissed)).toContain("Ошибка скрыта");
    expect((await health()).webhookDeliveries).toBe(true);
    const [kept] = await app.db.select().from(outbox);
    expect(kept).toMatchObject({ attempts: 80, lastError: "Сервис ответил кодом 401" });
    expect(kept!.givenUpAt).not.toBeNull();
    const html = await page("/admin/settings/integrations");
    expect(html).toContain("Ошибка скрыта: в состоянии сайта не учитывается");
    // Twice is refused; a row of another log is not this screen's to touch.
    expect(await toastOf(await post({ intent: "dismissDelivery", id: row!.id }, "/admin/settings/integrations"))).toContain("Запись не найдена");
    expect(await toastOf(await post({ intent: "retryDelivery", id: row!.id }))).toContain("Запись не найдена");
    expect((await post({ intent: "retryDelivery", id: row!.id }, "/admin/settings/integrations")).status).toBe(302);
    const [again] = await app.db.select().from(outbox);
    expect(again!.givenUpAt).toBeNull();
    expect(again!.payload).toEqual({ webhookId: "gone", body: "{}" });
  });

  it("is retried and dismissed from the Telegram screen's log too", async () => {
    const [first, second] = await app.db
      .insert(outbox)
      .values([
        { kind: "telegram", payload: { text: "Первая" }, ...givenUp },
        { kind: "telegram", payload: { text: "Вторая" }, ...givenUp },
      ])
      .returning();
    expect((await health()).notifications).toBe(false);
    expect((await post({ intent: "dismissDelivery", id: first!.id }, "/admin/telegram")).status).toBe(302);
    expect((await health()).notifications).toBe(false);
    expect((await post({ intent: "retryDelivery", id: second!.id }, "/admin/telegram")).status).toBe(302);
    expect((await health()).notifications).toBe(true);
    expect(await page("/admin/telegram")).toContain("Скрыто");
  });
});
