import { eq } from "drizzle-orm";

import { apiKeys, auditLog, crmWebhooks, leads } from "~/db/schema";

import { login } from "../setup/auth-helpers";
import { expect, test } from "./fixtures";

const PATH = "/admin/settings/integrations";

test.afterEach(async ({ db }) => {
  await db.delete(crmWebhooks);
  await db.delete(apiKeys);
  await db.delete(auditLog);
});

test("an admin adds a CRM webhook: a wrong URL is refused, the secret is shown, the webhook can be switched off", async ({
  page,
  db,
  baseURL,
}) => {
  await login(page, db, "admin", baseURL!);
  await page.goto(PATH);
  await expect(page.getByRole("heading", { name: "Интеграции с CRM", level: 2 })).toBeVisible();
  await expect(page.getByText("Вебхуков пока нет")).toBeVisible();
  await expect(page.getByText("Отправок пока не было")).toBeVisible();

  await page.getByLabel("URL вебхука").fill("ftp://crm.example.kz/hook");
  await page.getByRole("button", { name: "Добавить вебхук" }).click();
  await expect(page.getByText("Введите корректный URL (http или https)")).toBeVisible();

  // Only https, and never an address inside: refused by the server, with what was typed kept.
  await page.getByLabel("URL вебхука").fill("http://crm.example.kz/hooks/leads");
  await page.getByRole("button", { name: "Добавить вебхук" }).click();
  await expect(page.getByText("Адрес вебхука должен начинаться с https://: по http данные заявок передаются без шифрования")).toBeVisible();
  await expect(page.getByLabel("URL вебхука")).toHaveValue("http://crm.example.kz/hooks/leads");
  await page.getByLabel("URL вебхука").fill("https://127.0.0.1/hooks/leads");
  await page.getByRole("button", { name: "Добавить вебхук" }).click();
  await expect(page.getByText("Адрес недоступен: внутренние адреса запрещены")).toBeVisible();
  expect(await db.select().from(crmWebhooks)).toHaveLength(0);

  await page.getByLabel("URL вебхука").fill("https://crm.example.kz/hooks/leads");
  await page.getByRole("button", { name: "Добавить вебхук" }).click();
  const secret = page.getByRole("status").filter({ hasText: "Секрет вебхука: https://crm.example.kz/hooks/leads" });
  await expect(secret).toBeVisible();
  const [stored] = await db.select().from(crmWebhooks);
  await expect(secret.getByTestId("revealed-secret")).toHaveText(stored!.secret);
  await expect(page.getByLabel("URL вебхука")).toHaveValue("");

  // Shown again on request, and that is in the audit log.
  await page.reload();
  await expect(page.getByTestId("revealed-secret")).toHaveCount(0);
  await page.getByTestId("webhook").filter({ hasText: "https://crm.example.kz/hooks/leads" }).getByRole("button", { name: "Показать секрет" }).click();
  await expect(page.getByRole("status").getByTestId("revealed-secret")).toHaveText(stored!.secret);
  const webhookAudit = (await db.select().from(auditLog)).filter((row) => row.entity === "crm_webhook");
  expect(webhookAudit.map((row) => [row.action, row.entityId])).toEqual([
    ["create", stored!.id],
    ["reveal", stored!.id],
  ]);

  const hook = page.getByTestId("webhook").filter({ hasText: "https://crm.example.kz/hooks/leads" });
  await expect(hook.getByText("Активен")).toBeVisible();
  await hook.getByRole("button", { name: "Отключить" }).click();
  await expect(page.getByText("Вебхук обновлен")).toBeVisible();
  await expect(hook.getByText("Отключен")).toBeVisible();
  await expect(page.getByTestId("revealed-secret")).toHaveCount(0);

  await hook.getByRole("link", { name: "Удалить вебхук https://crm.example.kz/hooks/leads" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Удалить" }).click();
  await expect(page.getByText("Вебхук удален")).toBeVisible();
  await expect(page.getByText("Вебхуков пока нет")).toBeVisible();
});

test("an admin creates an API key, sees it once, and revokes it", async ({ page, db, baseURL, request }) => {
  await login(page, db, "admin", baseURL!);
  await page.goto(PATH);
  await expect(page.getByText("API-ключей пока нет")).toBeVisible();
  await page.getByRole("button", { name: "Создать ключ" }).click();
  await expect(page.getByText("Введите название ключа")).toBeVisible();

  await page.getByLabel("Название ключа").fill("amoCRM");
  await page.getByRole("button", { name: "Создать ключ" }).click();
  const shown = page.getByRole("status").filter({ hasText: "Новый API-ключ: amoCRM" });
  await expect(shown.getByText("Скопируйте ключ сейчас: больше он показан не будет.")).toBeVisible();
  await expect(page.getByLabel("Название ключа")).toHaveValue("");
  // The emptied form offers read-only again, not a blank choice.
  await expect(page.getByLabel("Доступ")).toHaveValue("read");
  const key = (await shown.getByTestId("revealed-secret").textContent())!;
  expect(key).toMatch(/^ak_[A-Za-z0-9_-]{43}$/);
  const listed = page.getByTestId("api-key").filter({ hasText: "amoCRM" });
  await expect(listed.getByText(`${key.slice(0, 8)}…`)).toBeVisible();
  await expect(listed.getByText("Не использовался")).toBeVisible();

  expect((await request.get("/api/leads", { headers: { Authorization: `Bearer ${key}` } })).status()).toBe(200);

  // Shown once: the page opened again has only the prefix.
  await page.reload();
  await expect(page.getByTestId("revealed-secret")).toHaveCount(0);
  expect(await page.content()).not.toContain(key);

  await listed.getByRole("button", { name: "Отозвать ключ amoCRM" }).click();
  await expect(page.getByText("Ключ отозван")).toBeVisible();
  await expect(listed.getByText(/^Отозван /)).toBeVisible();
  await expect(listed.getByRole("button", { name: "Отозвать ключ amoCRM" })).toHaveCount(0);
  expect((await request.get("/api/leads", { headers: { Authorization: `Bearer ${key}` } })).status()).toBe(401);
});

test("a read-only key with an expiry date: its scope, expiry and last use on the list, its reads in the audit log", async ({
  page,
  db,
  baseURL,
  request,
}) => {
  await login(page, db, "admin", baseURL!);
  await page.goto(PATH);
  await page.getByLabel("Название ключа").fill("Отчеты");
  await page.getByLabel("Доступ").selectOption({ label: "Только чтение" });
  await page.getByLabel("Срок действия").fill("2099-12-31");
  await page.getByRole("button", { name: "Создать ключ" }).click();
  const key = (await page.getByRole("status").filter({ hasText: "Новый API-ключ: Отчеты" }).getByTestId("revealed-secret").textContent())!;
  const listed = page.getByTestId("api-key").filter({ hasText: "Отчеты" });
  await expect(listed).toContainText("Только чтение");
  await expect(listed).toContainText("Действует по 31 декабря 2099 г.");
  await expect(listed).toContainText("Не использовался");

  const auth = { Authorization: `Bearer ${key}` };
  expect((await request.get("/api/leads?status=new", { headers: auth })).status()).toBe(200);
  const [lead] = await db.insert(leads).values({ name: "Не менять", phone: "+77010000009", source: "website" }).returning();
  try {
    const refused = await request.patch(`/api/leads/${lead!.id}`, { headers: auth, data: { status: "completed" } });
    expect(refused.status()).toBe(403);
    expect(await refused.json()).toEqual({ error: "Ключ только для чтения: изменять заявки им нельзя" });
  } finally {
    await db.delete(leads).where(eq(leads.id, lead!.id));
  }

  await page.reload();
  await expect(listed).toContainText(/Последнее использование: \d{1,2} [а-я]+ в \d{2}:\d{2}/);
  await expect(listed).not.toContainText("Не использовался");

  await page.goto("/admin/audit");
  const read = page.getByTestId("audit-entry").filter({ hasText: "Чтение заявок через API" });
  await expect(read).toContainText(/Чтение заявок через API: \d+ строк\S*, страница 1, фильтр: статус «Новая»/);
  await expect(read).toContainText("Автор: API: Отчеты");
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("an admin adds a webhook and creates an API key with the forms on the page", async ({ page, db, baseURL }) => {
    await login(page, db, "admin", baseURL!);
    await page.goto(PATH);

    await page.getByLabel("URL вебхука").fill("https://crm.example.kz/no-js");
    await page.getByRole("button", { name: "Добавить вебхук" }).click();
    const secret = page.getByRole("status").filter({ hasText: "Секрет вебхука: https://crm.example.kz/no-js" });
    const [hook] = await db.select().from(crmWebhooks);
    await expect(secret.getByTestId("revealed-secret")).toHaveText(hook!.secret);
    await expect(page.getByTestId("webhook").filter({ hasText: "https://crm.example.kz/no-js" }).getByText("Активен")).toBeVisible();
    await expect(page.getByLabel("URL вебхука")).toHaveValue("");

    await page.getByLabel("Название ключа").fill("Битрикс24");
    await page.getByRole("button", { name: "Создать ключ" }).click();
    const shown = page.getByRole("status").filter({ hasText: "Новый API-ключ: Битрикс24" });
    const key = (await shown.getByTestId("revealed-secret").textContent())!;
    expect(key).toMatch(/^ak_[A-Za-z0-9_-]{43}$/);
    await expect(
      page
        .getByTestId("api-key")
        .filter({ hasText: "Битрикс24" })
        .getByText(`${key.slice(0, 8)}…`),
    ).toBeVisible();
    await expect(page.getByLabel("Название ключа")).toHaveValue("");
  });
});
