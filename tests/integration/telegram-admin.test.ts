/**
 * The Telegram screen (issue 10 points 20 and 21) through its real action: settings saved as one
 * row with an audit entry, the token never sent back in full, the test send against a fake Bot API,
 * admin only, and the outbox's deliveries listed with their state.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { auditLog, outbox, telegramSettings } from "~/db/schema";
import { resetEnvForTests } from "~/server/env.server";
import { OUTBOX_MAX_ATTEMPTS } from "~/server/outbox-status.server";

import { startFakeTelegram, type FakeTelegram } from "../fakes/telegram-server";
import { withTableAway } from "../setup/broken-tables";
import { TEST_ORIGIN, startTestApp, staffCookies, type TestApp } from "../setup/test-app";

const TOKEN = "123456789:AAFsecretSECRETsecret_token-1234";
const savedEnv = { ...process.env };
let app: TestApp;
let telegram: FakeTelegram;
const cookies: Record<"admin" | "editor" | "marketer", string> = { admin: "", editor: "", marketer: "" };

beforeAll(async () => {
  telegram = await startFakeTelegram();
  process.env.TELEGRAM_API_URL = telegram.url;
  resetEnvForTests();
  app = await startTestApp({ seed: false });
  Object.assign(cookies, await staffCookies(app, ["admin", "editor", "marketer"]));
});

afterAll(async () => {
  await app?.close();
  await telegram?.close();
  process.env = savedEnv;
  resetEnvForTests();
});

beforeEach(async () => {
  await app.db.delete(telegramSettings);
  await app.db.delete(outbox);
  await app.db.delete(auditLog);
  telegram.calls.length = 0;
  telegram.messages.length = 0;
});

function post(fields: Record<string, string>, cookie = cookies.admin) {
  return app.request("/admin/telegram", {
    method: "POST",
    headers: { Cookie: cookie, Origin: TEST_ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
    redirect: "manual",
  });
}

const FULL = { intent: "save", isActive: "on", botToken: TOKEN, chatId: "-1001234567890", username: "@ai_solutions_bot", notificationTemplate: "Заявка: {name}, {phone}, {date}" };

describe("settings that cannot be stored", () => {
  it("get 'Не удалось сохранить настройки', the token is not sent back, and nothing is stored", async () => {
    const response = await withTableAway(app.db, "telegram_settings", () => post(FULL));
    expect(response.status).toBe(500);
    const html = await response.text();
    expect(html).toContain("Не удалось сохранить настройки");
    expect(html).not.toContain(TOKEN);
    const logged = vi.mocked(console.error).mock.calls.map((call) => String(call[0]));
    expect(logged.some((line) => line.startsWith("Telegram settings could not be saved:"))).toBe(true);
    vi.mocked(console.error).mockClear();
    expect(await app.db.select().from(telegramSettings)).toEqual([]);
  });
});

describe("saving the settings", () => {
  it("stores one row, keeps the token on a blank field, records the changed fields, and never shows the token", async () => {
    const saved = await post(FULL);
    expect(saved.status).toBe(302);
    expect(saved.headers.get("Location")).toBe("/admin/telegram");
    await post({ ...FULL, botToken: "", chatId: "-100999", isActive: "on" });
    const rows = await app.db.select().from(telegramSettings);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ botToken: TOKEN, chatId: "-100999", username: "ai_solutions_bot", isActive: true });

    const changes = await app.db.select().from(auditLog);
    expect(changes.map((c) => c.changedFields)).toEqual(
      expect.arrayContaining([["bot_token", "chat_id", "is_active", "notification_template", "username"], ["chat_id"]]),
    );

    for (const path of ["/admin/telegram", "/admin/telegram.data"]) {
      const body = await (await app.request(path, { headers: { Cookie: cookies.admin } })).text();
      expect(body).not.toContain(TOKEN);
      expect(body).not.toContain("AAFsecret");
    }
    expect(await (await app.request("/admin/telegram", { headers: { Cookie: cookies.admin } })).text()).toContain("Токен сохранен (…1234)");
  });

  it("refuses a malformed token or chat id, and switching on without both, changing nothing", async () => {
    const badToken = await post({ ...FULL, botToken: "not a token" });
    expect(badToken.status).toBe(400);
    expect(await badToken.text()).toContain("Токен выглядит так: 123456789:AAF…");
    const badChat = await post({ ...FULL, chatId: "chat room" });
    expect(await badChat.text()).toContain("ID чата — число, например -1001234567890, или @имя_канала");
    const missing = await post({ intent: "save", isActive: "on", notificationTemplate: "x" });
    expect(missing.status).toBe(400);
    expect(await missing.text()).toContain("Заполните токен бота и ID чата");
    expect(await app.db.select().from(telegramSettings)).toHaveLength(0);
    // Switched off, blanks are fine.
    expect((await post({ intent: "save", notificationTemplate: "x" })).status).toBe(302);
  });
});

describe("the test send", () => {
  it("sends the template with test values to the typed chat, with the saved token", async () => {
    await post(FULL);
    const sent = await post({ ...FULL, intent: "test", botToken: "" });
    expect(sent.status).toBe(302);
    expect(telegram.messages).toHaveLength(1);
    expect(telegram.messages[0]).toMatchObject({ token: TOKEN, chatId: "-1001234567890" });
    expect(telegram.messages[0]!.text).toMatch(/^Заявка: Тестовая заявка, \+7 \(700\) 000-00-00, \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}:\d{2}$/);
  });

  it("says 'Ошибка отправки' with Telegram's reason", async () => {
    telegram.failNext(1, { error_code: 400, description: "Bad Request: chat not found" });
    const failed = await post({ ...FULL, intent: "test" });
    expect(failed.status).toBe(502);
    expect(await failed.text()).toContain("Ошибка отправки: Telegram 400: Bad Request: chat not found");
  });

  it("needs a token and a chat id", async () => {
    const refused = await post({ intent: "test", notificationTemplate: "x", chatId: "-100" });
    expect(await refused.text()).toContain("Заполните токен бота и ID чата");
    expect(telegram.calls).toHaveLength(0);
  });
});

describe("who may", () => {
  it.each(["editor", "marketer"] as const)("a %s gets 403 and changes nothing", async (role) => {
    expect((await app.request("/admin/telegram", { headers: { Cookie: cookies[role] } })).status).toBe(403);
    expect((await post(FULL, cookies[role])).status).toBe(403);
    expect((await post({ ...FULL, intent: "test" }, cookies[role])).status).toBe(403);
    expect(await app.db.select().from(telegramSettings)).toHaveLength(0);
    expect(telegram.calls).toHaveLength(0);
  });
});

describe("the delivery log", () => {
  it("lists each notification with its state, attempts and last error", async () => {
    const day = new Date("2026-11-20T10:00:00Z");
    await app.db.insert(outbox).values([
      { kind: "telegram", payload: { text: "Доставленная\nИмя: А" }, attempts: 1, sentAt: day, createdAt: day },
      { kind: "telegram", payload: { text: "Ждущая\nИмя: Б" }, attempts: 2, lastError: "Telegram 502: Bad Gateway", createdAt: new Date(day.getTime() + 1000) },
      { kind: "telegram", payload: { text: "Потерянная\nИмя: В" }, attempts: OUTBOX_MAX_ATTEMPTS, givenUpAt: day, lastError: "Telegram 401: Unauthorized", createdAt: new Date(day.getTime() + 2000) },
    ]);
    const html = await (await app.request("/admin/telegram", { headers: { Cookie: cookies.admin } })).text();
    const order = ["Потерянная", "Ждущая", "Доставленная"].map((text) => html.indexOf(text));
    expect(order.every((at) => at > 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(html).toContain("Не доставлено");
    expect(html).toContain("Ждет повтора");
    expect(html).toContain("Доставлено");
    expect(html).toContain("Telegram 401: Unauthorized");
    expect(html).toContain("Следующая попытка:");
  });

  it("says so when there were none", async () => {
    const html = await (await app.request("/admin/telegram", { headers: { Cookie: cookies.admin } })).text();
    expect(html).toContain("Уведомлений пока не было");
  });
});
