import { telegramSettings, outbox } from "~/db/schema";

import { login } from "../setup/auth-helpers";
import { expect, test } from "./fixtures";

const TOKEN = "123456789:AAFe2eSECRETsecretSECRET-9876";

test.afterEach(async ({ db, telegram }) => {
  await db.delete(telegramSettings);
  await db.delete(outbox);
  telegram.messages.length = 0;
  telegram.calls.length = 0;
});

test("an admin sets up the bot: the test send waits for a token and a chat id, then reaches Telegram; the token never comes back", async ({ page, db, baseURL, telegram }) => {
  await login(page, db, "admin", baseURL!);
  await page.goto("/admin/telegram");
  await expect(page.getByRole("heading", { name: "Telegram-уведомления", level: 1 })).toBeVisible();
  const testSend = page.getByRole("button", { name: "Отправить тестовое сообщение" });
  await expect(testSend).toBeDisabled();
  // The token is typed as a password, and the screen says how to get one.
  await expect(page.getByLabel("Токен бота")).toHaveAttribute("type", "password");
  const instructions = page.locator('[data-slot="card"]').filter({ has: page.getByRole("heading", { name: "Как подключить бота" }) });
  await expect(instructions.getByRole("listitem")).toHaveText([
    "Откройте @BotFather в Telegram, отправьте команду /newbot и следуйте подсказкам.",
    "Скопируйте выданный токен в поле «Токен бота».",
    "Добавьте бота в чат или группу менеджеров и напишите в чат любое сообщение.",
    "Узнайте ID чата (например, через @userinfobot) и вставьте его в поле «ID чата».",
    "Включите уведомления, сохраните настройки и отправьте тестовое сообщение.",
  ]);

  await page.getByLabel("Токен бота").fill(TOKEN);
  await expect(testSend).toBeDisabled();
  await page.getByLabel("ID чата").fill("chat room");
  await page.getByRole("button", { name: "Сохранить" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "ID чата — число, например -1001234567890, или @имя_канала" })).toBeVisible();

  await page.getByLabel("ID чата").fill("-1001234567890");
  await expect(testSend).toBeEnabled();
  await testSend.click();
  await expect(page.getByText("Тестовое сообщение успешно отправлено в Telegram!")).toBeVisible();
  expect(telegram.messages).toHaveLength(1);
  expect(telegram.messages[0]!.text).toContain("Тестовая заявка");

  await page.getByLabel("Токен бота").fill(TOKEN);
  await page.getByLabel("ID чата").fill("-1001234567890");
  await page.getByLabel("Уведомления включены").check();
  await page.getByRole("button", { name: "Сохранить" }).click();
  await expect(page.getByText("Настройки Telegram сохранены")).toBeVisible();
  await expect(page.getByLabel("Токен бота")).toHaveValue("");
  await expect(page.getByText("Токен сохранен (…9876). Оставьте поле пустым, чтобы не менять его.")).toBeVisible();
  await expect(page.getByLabel("Уведомления включены")).toBeChecked();
  expect(await page.content()).not.toContain("AAFe2eSECRET");
  const [row] = await db.select().from(telegramSettings);
  expect(row).toMatchObject({ botToken: TOKEN, chatId: "-1001234567890", isActive: true });
});

test("a refused test send says 'Ошибка отправки' with Telegram's reason", async ({ page, db, baseURL, telegram }) => {
  await db.insert(telegramSettings).values({ botToken: TOKEN, chatId: "-100500", isActive: true });
  await login(page, db, "admin", baseURL!);
  await page.goto("/admin/telegram");
  telegram.failNext(1, { error_code: 400, description: "Bad Request: chat not found" });
  await page.getByRole("button", { name: "Отправить тестовое сообщение" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Ошибка отправки: Telegram 400: Bad Request: chat not found" })).toBeVisible();
  expect(telegram.messages).toHaveLength(0);
});

test("the delivery log shows what reached the chat and what waits, with the reason", async ({ page, db, baseURL }) => {
  await db.insert(outbox).values([
    { kind: "telegram", payload: { text: "🔔 Новая заявка\nИмя: Доставленная" }, attempts: 1, sentAt: new Date() },
    { kind: "telegram", payload: { text: "🔔 Новая заявка\nИмя: Ждущая" }, attempts: 3, lastError: "Telegram 502: Bad Gateway" },
  ]);
  await login(page, db, "admin", baseURL!);
  await page.goto("/admin/telegram");
  const log = page.getByRole("list", { name: "Журнал доставки" });
  await expect(log.getByTestId("delivery").filter({ hasText: "Доставленная" })).toContainText("Доставлено");
  const waiting = log.getByTestId("delivery").filter({ hasText: "Ждущая" });
  await expect(waiting).toContainText("Ждет повтора");
  await expect(waiting).toContainText("Попыток: 3");
  await expect(waiting).toContainText("Последняя ошибка: Telegram 502: Bad Gateway");
});

test("an editor is refused the screen and its action", async ({ page, db, baseURL }) => {
  await login(page, db, "editor", baseURL!);
  const response = await page.goto("/admin/telegram");
  expect(response?.status()).toBe(403);
  const forged = await page.request.post("/admin/telegram", {
    headers: { Origin: baseURL! },
    form: { intent: "save", isActive: "on", botToken: TOKEN, chatId: "-1", notificationTemplate: "x" },
  });
  expect(forged.status()).toBe(403);
  expect(await db.select().from(telegramSettings)).toHaveLength(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the settings save with a plain form", async ({ page, db, baseURL }) => {
    await login(page, db, "admin", baseURL!);
    await page.goto("/admin/telegram");
    await page.getByLabel("Токен бота").fill(TOKEN);
    await page.getByLabel("ID чата").fill("@ai_solutions_leads");
    await page.getByRole("button", { name: "Сохранить" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Настройки Telegram сохранены" })).toBeVisible();
    const [row] = await db.select().from(telegramSettings);
    expect(row).toMatchObject({ botToken: TOKEN, chatId: "@ai_solutions_leads", isActive: false });
  });
});
