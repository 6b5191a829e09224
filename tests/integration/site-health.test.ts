/**
 * The dashboard's "Состояние сайта" checks read the real site: each turns from a problem into "in
 * order" when staff put it right, and each role sees only the checks of screens it may open.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { cases, heroContent, outbox, services, telegramSettings } from "~/db/schema";
import { resetEnvForTests } from "~/server/env.server";
import type { SessionUser } from "~/server/session-user.server";
import { checkSiteHealth } from "~/server/site-health.server";

import { staffSession } from "../setup/auth-helpers";
import { TEST_ORIGIN, startTestApp, type TestApp } from "../setup/test-app";

const admin: SessionUser = {
  id: "a",
  name: "Админ",
  email: "a@example.kz",
  role: "admin",
  roleAssigned: false,
  roleLoadFailed: false,
  pending: false,
  status: "active",
};
const editor: SessionUser = { ...admin, role: "editor" };

const byId = (checks: { id: string; ok: boolean }[]) => Object.fromEntries(checks.map((c) => [c.id, c.ok]));

describe("site health", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp({ seed: false });
  });
  afterAll(async () => {
    await app.close();
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    resetEnvForTests();
  });

  it("finds every problem of an empty site", async () => {
    vi.stubEnv("SITE_URL", "http://localhost:3000");
    vi.stubEnv("OUTBOUND_ALLOW_HOSTS", "127.0.0.1:4321");
    resetEnvForTests();
    expect(byId(await checkSiteHealth(admin))).toEqual({
      hero: false,
      services: false,
      cases: false,
      telegram: false,
      notifications: true,
      webhookDeliveries: true,
      emailDeliveries: true,
      siteUrl: false,
      outboundAllowHosts: false,
    });
  });

  it("sees each problem put right", async () => {
    vi.stubEnv("SITE_URL", "https://ai-solutions.kz");
    vi.stubEnv("OUTBOUND_ALLOW_HOSTS", "");
    resetEnvForTests();
    await app.db.insert(heroContent).values({ title: "Слайд", isActive: true });
    await app.db.insert(services).values({ slug: "s", title: "Услуга", kind: "main", description: "", priceLabel: "По запросу", isVisible: true });
    await app.db.insert(cases).values({ title: "Кейс", client: "К", industry: "Банкинг", description: "Д", status: "completed" });
    await app.db.insert(telegramSettings).values({ botToken: "1:abc", chatId: "-100", isActive: true });
    expect(Object.values(byId(await checkSiteHealth(admin))).every(Boolean)).toBe(true);

    // A failed attempt still being retried clears itself: only what the outbox gave up on waits for staff.
    await app.db.insert(outbox).values({ kind: "telegram", payload: {}, attempts: 1, lastError: "502 Bad Gateway" });
    expect(byId(await checkSiteHealth(admin)).notifications).toBe(true);
    await app.db.insert(outbox).values({ kind: "telegram", payload: {}, attempts: 80, lastError: "502 Bad Gateway", givenUpAt: new Date() });
    expect(byId(await checkSiteHealth(admin))).toMatchObject({ notifications: false, webhookDeliveries: true, emailDeliveries: true });
    // A dismissed one no longer counts; a sent one never did.
    await app.db.update(outbox).set({ payload: { dismissedAt: new Date().toISOString() } });
    expect(byId(await checkSiteHealth(admin)).notifications).toBe(true);
    await app.db.delete(outbox);
  });

  it("names the log a given-up delivery is in: Telegram's, the webhooks' or the e-mails'", async () => {
    const given = { attempts: 3, lastError: "Сервис ответил кодом 401", givenUpAt: new Date() };
    await app.db.insert(outbox).values([
      { kind: "webhook", payload: { webhookId: "x", body: "{}" }, ...given },
      { kind: "email", payload: { to: "a@example.kz", subject: "s", text: "t" }, ...given },
    ]);
    const checks = await checkSiteHealth(admin);
    expect(byId(checks)).toMatchObject({ notifications: true, webhookDeliveries: false, emailDeliveries: false });
    expect(checks.find((c) => c.id === "webhookDeliveries")?.fixAt).toBe("/admin/settings/integrations");
    expect(checks.find((c) => c.id === "emailDeliveries")?.fixAt).toBe("/admin/settings/notifications");
    const { cookie } = await staffSession(app.db, app.request, TEST_ORIGIN, "admin");
    const html = await (await app.request("/admin", { headers: { Cookie: cookie } })).text();
    expect(html).toContain("Есть недоставленные вебхуки заявок: проверьте журнал на вкладке «Интеграции»");
    expect(html).toContain("Есть недоставленные письма о заявках: проверьте журнал на вкладке «Уведомления»");
    expect(html).not.toContain("Есть недоставленные уведомления о заявках: проверьте настройки Telegram");
    await app.db.delete(outbox);
  });

  it("tells an administrator while OUTBOUND_ALLOW_HOSTS, a development setting, lets the server reach private addresses", async () => {
    vi.stubEnv("OUTBOUND_ALLOW_HOSTS", "127.0.0.1:4321");
    resetEnvForTests();
    const { cookie } = await staffSession(app.db, app.request, TEST_ORIGIN, "admin");
    const problem = "Задан OUTBOUND_ALLOW_HOSTS: сервер может обращаться к внутренним адресам. Эта настройка только для разработки и тестов";
    expect(await (await app.request("/admin", { headers: { Cookie: cookie } })).text()).toContain(problem);

    vi.stubEnv("OUTBOUND_ALLOW_HOSTS", "");
    resetEnvForTests();
    const html = await (await app.request("/admin", { headers: { Cookie: cookie } })).text();
    expect(html).toContain("Запросы сервера к внутренним адресам закрыты");
    expect(html).not.toContain(problem);
  });

  it("shows a role only the checks of the screens it may open", async () => {
    const checks = await checkSiteHealth(editor);
    expect(checks.map((c) => c.id)).toEqual(["hero", "services", "cases"]);
    expect(checks.every((c) => c.fixAt?.startsWith("/admin/"))).toBe(true);
  });

  it("is on the dashboard, with a link to the screen that fixes a problem", async () => {
    await app.db.delete(heroContent);
    const { cookie } = await staffSession(app.db, app.request, TEST_ORIGIN, "editor");
    const html = await (await app.request("/admin", { headers: { Cookie: cookie } })).text();
    expect(html).toContain("Состояние сайта");
    expect(html).toContain("Нет активного Hero-слайда: главная показывает «Hero секция не настроена»");
    expect(html).toContain("Проверено сейчас: в порядке 2 из 3");
    expect(html).toMatch(/<a aria-label="Открыть: Нет активного Hero-слайда[^"]*"[^>]*href="\/admin\/hero"/);
    expect(html).not.toContain("92/100");
    expect(html).not.toContain("уведомления о заявках");
    expect(html).not.toContain("SITE_URL");
  });
});
