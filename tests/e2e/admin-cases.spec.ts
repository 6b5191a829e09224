/**
 * The cases screen (issue 9 points 6 and 19): create with the approved validation messages, two
 * images uploaded (the first is the cover) and results rows, edit, set completed → on /cases,
 * /cases/{id} and sitemap.xml, back to draft → gone; delete after the confirmation; an editor's
 * forged delete refused; the staff preview of a draft and its 404 for visitors.
 */
import { eq, inArray } from "drizzle-orm";

import { auditLog, caseResults, cases, mediaFiles } from "~/db/schema";
import { mediaIdFromUrl } from "~/lib/media";
import { deleteMedia } from "~/server/media.server";

import { jpeg } from "../fixtures/media-files";
import { login } from "../setup/auth-helpers";
import { withTableAway, withWritesRefused } from "../setup/broken-tables";
import { expect, test } from "./fixtures";

type Page = import("@playwright/test").Page;
type Db = import("~/db/types").Db;

// Spec files in one worker share a database: each test puts cases and their results back.
let casesBefore: (typeof cases.$inferSelect)[] = [];
let resultsBefore: (typeof caseResults.$inferSelect)[] = [];
test.beforeEach(async ({ db }) => {
  casesBefore = await db.select().from(cases);
  resultsBefore = await db.select().from(caseResults);
});
test.afterEach(async ({ db }) => {
  await db.delete(cases);
  if (casesBefore.length > 0) await db.insert(cases).values(casesBefore);
  if (resultsBefore.length > 0) await db.insert(caseResults).values(resultsBefore);
});

const toasts = (page: Page) => page.getByRole("region", { name: /Уведомления/ });
const adminCard = (page: Page, title: string) => page.getByTestId("admin-case").filter({ hasText: title });

async function insertCase(db: Db, values: Partial<typeof cases.$inferInsert> = {}) {
  const [row] = await db
    .insert(cases)
    .values({
      title: `Тестовый кейс ${Date.now()}`,
      client: "ТОО «Тест»",
      industry: "Образование",
      description: "Описание тестового кейса.",
      ...values,
    })
    .returning();
  return row!;
}

test("an editor creates a case: the approved messages, two uploaded images, results rows; a staff preview, 404 for visitors", async ({ page, db, baseURL, browser }) => {
  const editor = await login(page, db, "editor", baseURL!);
  await page.goto("/admin/cases");
  await page.getByRole("link", { name: "Добавить кейс" }).click();
  const form = page.getByRole("form", { name: "Новый кейс" });
  await expect(form).toBeVisible();

  // The four required fields, and a project URL that is not one.
  await form.getByLabel("Ссылка на проект").fill("clinic.kz");
  await form.getByRole("button", { name: "Создать кейс" }).click();
  for (const label of ["Название *", "Клиент *", "Отрасль *", "Описание *"]) {
    await expect(form.getByLabel(label)).toHaveAttribute("aria-invalid", "true");
  }
  await expect(form.getByText("Заполните это поле")).toHaveCount(4);
  await expect(form.getByText("Введите корректный URL, например https://example.kz")).toBeVisible();

  const title = `AI-консультант для клиники ${Date.now()}`;
  await form.getByLabel("Название *").fill(title);
  await form.getByLabel("Клиент *").fill("ТОО «Здоровье»");
  await form.getByLabel("Отрасль *").selectOption("Медицина");
  await form.getByLabel("Описание *").fill("Запись пациентов круглосуточно.");
  await form.getByLabel("Вызов").fill("Администраторы не успевали отвечать.");
  await form.getByLabel("Решение").fill("AI-консультант в WhatsApp.");
  await form.getByLabel("Технологии").fill("GPT-4o, Python , ,amoCRM, WhatsApp API, Redis");
  await form.getByLabel("Ссылка на проект").fill("https://clinic.example.kz");

  // Two images uploaded, the first the cover.
  const images = form.getByRole("group", { name: "Изображения" });
  const upload = async (n: number, name: string) => {
    const chooser = page.waitForEvent("filechooser");
    await images.getByRole("button", { name: `Загрузить: ${n === 1 ? "Изображение 1 (обложка)" : `Изображение ${n}`}` }).click();
    await (await chooser).setFiles({ name, mimeType: "image/jpeg", buffer: await jpeg(1600, 900) });
    await expect(images.getByLabel(n === 1 ? "Изображение 1 (обложка)" : `Изображение ${n}`, { exact: true })).toHaveValue(/^\/media\/[0-9a-f-]{36}\/original\.jpg$/);
  };
  await upload(1, "обложка.jpg");
  await images.getByRole("button", { name: "Добавить изображение" }).click();
  await upload(2, "второе.jpg");

  // Results: one with a metric, one without (not saved).
  const results = form.getByRole("group", { name: "Результаты" });
  await results.getByRole("button", { name: "Добавить результат" }).click();
  await results.getByRole("button", { name: "Добавить результат" }).click();
  const first = results.getByRole("group", { name: "Результат 1" });
  await first.getByLabel("Метрика").fill("Записи онлайн");
  await first.getByLabel("До").fill("10%");
  await first.getByLabel("После").fill("60%");
  await first.getByLabel("Улучшение, %").fill("500");
  await results.getByRole("group", { name: "Результат 2" }).getByLabel("До").fill("без метрики");
  await form.getByRole("button", { name: "Создать кейс" }).click();

  await expect(toasts(page).getByText("Кейс создан")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/cases$/);
  const card = adminCard(page, title);
  await expect(card).toContainText("Черновик");
  // At most three technologies, then '+N'.
  await expect(card.getByRole("list", { name: "Технологии" }).getByRole("listitem")).toHaveText(["GPT-4o", "Python", "amoCRM", "+2"]);
  await expect(card.locator("img")).toHaveAttribute("srcset", /320\.webp 320w/);

  const [row] = await db.select().from(cases).where(eq(cases.title, title));
  const mediaIds = row!.images.map((url) => mediaIdFromUrl(url)!);
  try {
    expect(row).toMatchObject({ status: "draft", createdBy: editor.id, technologies: ["GPT-4o", "Python", "amoCRM", "WhatsApp API", "Redis"] });
    expect(row!.images).toHaveLength(2);
    const media = await db.select().from(mediaFiles).where(inArray(mediaFiles.id, mediaIds));
    expect(media.map((m) => m.category)).toEqual(["cases", "cases"]);
    expect((await db.select().from(caseResults).where(eq(caseResults.caseId, row!.id))).map((r) => r.metricName)).toEqual(["Записи онлайн"]);
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.entityId, row!.id));
    expect(entry).toMatchObject({ action: "create", entity: "case", actorId: editor.id });

    // The preview: staff see the draft as the public page will show it.
    const previewPath = `/cases/${row!.id}?preview=1`;
    await expect(card.getByRole("link", { name: `Предпросмотр на сайте: ${title}` })).toHaveAttribute("href", previewPath);
    const response = await page.goto(previewPath);
    expect(response!.status()).toBe(200);
    expect(response!.headers()["cache-control"]).toBe("no-store");
    expect(response!.headers()["x-robots-tag"]).toBe("noindex");
    await expect(page.getByTestId("case-preview-banner")).toContainText("Предпросмотр: кейс не опубликован (Черновик).");
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole("img", { name: title })).toHaveAttribute("srcset", /\/media\/[0-9a-f-]{36}\/320\.webp 320w/);

    // A visitor gets the 404 at the same address.
    const visitor = await browser.newContext({ baseURL });
    const anonymous = await visitor.newPage();
    const refused = await anonymous.goto(previewPath);
    expect(refused!.status()).toBe(404);
    await expect(anonymous.getByText("Кейс не найден")).toBeVisible();
    await visitor.close();
  } finally {
    for (const id of mediaIds) await deleteMedia(id).catch(() => undefined);
  }
});

test("edit: completed puts the case on /cases, /cases/{id} and sitemap.xml; back to draft takes it off all three", async ({ page, db, baseURL, request }) => {
  await login(page, db, "editor", baseURL!);
  const item = await insertCase(db, { technologies: ["GPT-4o"] });
  const onSite = async () => ({
    list: (await (await request.get("/cases")).text()).includes(item.title),
    detail: (await request.get(`/cases/${item.id}`)).status(),
    sitemap: (await (await request.get("/sitemap.xml")).text()).includes(`/cases/${item.id}`),
  });
  expect(await onSite()).toEqual({ list: false, detail: 404, sitemap: false });

  const setStatus = async (label: string) => {
    await page.goto("/admin/cases");
    await page.getByRole("link", { name: `Изменить: ${item.title}` }).click();
    const form = page.getByRole("form", { name: `Редактирование: ${item.title}` });
    await expect(form.getByLabel("Название *")).toHaveValue(item.title);
    await form.getByLabel("Статус").selectOption({ label });
    await form.getByRole("button", { name: "Сохранить" }).click();
    await expect(toasts(page).getByText("Кейс обновлен")).toBeVisible();
  };

  await setStatus("Завершен");
  expect(await onSite()).toEqual({ list: true, detail: 200, sitemap: true });
  await page.goto("/cases");
  await expect(page.getByRole("link", { name: `Подробнее о кейсе «${item.title}»` })).toBeVisible();
  await page.goto(`/cases/${item.id}`);
  await expect(page.getByRole("heading", { level: 1, name: item.title })).toBeVisible();
  // The tabs are links: the completed tab lists it.
  await page.goto("/admin/cases");
  await page.getByRole("navigation", { name: "Статус кейсов" }).getByRole("link", { name: /Завершенные/ }).click();
  await expect(page).toHaveURL(/status=completed/);
  await expect(adminCard(page, item.title)).toBeVisible();

  await setStatus("Черновик");
  expect(await onSite()).toEqual({ list: false, detail: 404, sitemap: false });
  const gone = await page.goto(`/cases/${item.id}`);
  expect(gone!.status()).toBe(404);
});

test("an admin deletes after the confirmation; an editor has no delete and the server refuses a forged one", async ({ page, db, baseURL, browser }) => {
  const item = await insertCase(db);

  const editorContext = await browser.newContext({ baseURL });
  const editorPage = await editorContext.newPage();
  await login(editorPage, db, "editor", baseURL!);
  await editorPage.goto("/admin/cases");
  await expect(adminCard(editorPage, item.title)).toBeVisible();
  await expect(editorPage.getByRole("link", { name: `Удалить: ${item.title}` })).toHaveCount(0);
  const forged = await editorPage.request.post("/admin/cases", {
    form: { intent: "delete", id: item.id },
    headers: { Origin: baseURL! },
    maxRedirects: 0,
  });
  expect(forged.status()).toBe(403);
  expect(await db.select().from(cases).where(eq(cases.id, item.id))).toHaveLength(1);
  await editorContext.close();

  await login(page, db, "admin", baseURL!);
  await page.goto("/admin/cases");
  await page.getByRole("link", { name: `Удалить: ${item.title}` }).click();
  const question = page.getByRole("alertdialog", { name: "Удалить кейс?" });
  await expect(question).toContainText(`Кейс «${item.title}» и его результаты будут удалены`);
  await question.getByRole("button", { name: "Отмена" }).click();
  await expect(question).toBeHidden();
  expect(await db.select().from(cases).where(eq(cases.id, item.id))).toHaveLength(1);

  await page.getByRole("link", { name: `Удалить: ${item.title}` }).click();
  await page.getByRole("alertdialog", { name: "Удалить кейс?" }).getByRole("button", { name: "Удалить" }).click();
  await expect(toasts(page).getByText("Кейс удален")).toBeVisible();
  await expect(adminCard(page, item.title)).toHaveCount(0);
  expect(await db.select().from(cases).where(eq(cases.id, item.id))).toEqual([]);
});

test("a case the database refuses to store: the approved create, update and delete failures, with what was typed kept", async ({
  page,
  db,
  baseURL,
}) => {
  const item = await insertCase(db, { title: "Кейс, который не изменить" });
  await login(page, db, "admin", baseURL!);
  await page.goto("/admin/cases?new");
  const create = page.getByRole("form", { name: "Новый кейс" });
  await create.getByLabel("Название *").fill("Кейс, который не создать");
  await create.getByLabel("Клиент *").fill("ТОО «Склад»");
  await create.getByLabel("Отрасль *").selectOption("E-commerce");
  await create.getByLabel("Описание *").fill("Описание.");
  await withWritesRefused(db, "cases", async () => {
    await create.getByRole("button", { name: "Создать кейс" }).click();
    await expect(create.getByRole("alert")).toHaveText("Не удалось создать кейс");
    await expect(toasts(page).getByText("Не удалось создать кейс")).toBeVisible();
  });
  await expect(create.getByLabel("Название *")).toHaveValue("Кейс, который не создать");

  await page.goto(`/admin/cases?edit=${item.id}`);
  await page.getByLabel("Название *").fill("Новое название");
  await withWritesRefused(db, "cases", async () => {
    await page.getByRole("button", { name: "Сохранить" }).click();
    await expect(toasts(page).getByText("Не удалось обновить кейс")).toBeVisible();
  });
  await expect(page.getByLabel("Название *")).toHaveValue("Новое название");

  await page.goto("/admin/cases");
  await page.getByRole("link", { name: `Удалить: ${item.title}` }).click();
  await withWritesRefused(db, "cases", async () => {
    await page.getByRole("alertdialog", { name: "Удалить кейс?" }).getByRole("button", { name: "Удалить" }).click();
    await expect(toasts(page).getByText("Не удалось удалить кейс")).toBeVisible();
  });
  await expect(adminCard(page, item.title)).toBeVisible();
  expect((await db.select().from(cases).where(eq(cases.id, item.id)))[0]!.title).toBe("Кейс, который не изменить");
});

test("an unreadable list says 'Не удалось загрузить кейсы' with 'Ошибка загрузки кейсов: …'; a case gone meanwhile 'Не удалось загрузить кейс'", async ({
  page,
  db,
  baseURL,
}) => {
  await login(page, db, "editor", baseURL!);
  await withTableAway(db, "cases", async () => {
    await page.goto("/admin/cases");
    await expect(page.getByRole("heading", { name: "Не удалось загрузить кейсы" })).toBeVisible();
    await expect(page.getByText("Ошибка загрузки кейсов: база данных не ответила. Попробуйте обновить страницу.")).toBeVisible();
  });
  await page.goto("/admin/cases?edit=00000000-0000-4000-8000-000000000000");
  await expect(page.getByRole("heading", { name: "Кейс не найден" })).toBeVisible();
  await expect(page.getByText("Не удалось загрузить кейс", { exact: true })).toBeVisible();
});

test("the industry filter is a GET form; nothing matching says 'Кейсы не найдены'", async ({ page, db, baseURL }) => {
  await login(page, db, "marketer", baseURL!);
  const item = await insertCase(db, { industry: "Туризм и отдых" });
  await page.goto("/admin/cases");
  await expect(page.getByRole("link", { name: "Добавить кейс" })).toHaveCount(0);
  await page.getByLabel("Отрасль").selectOption("Туризм и отдых");
  await page.getByRole("button", { name: "Показать" }).click();
  await expect(page).toHaveURL(/industry=/);
  await expect(adminCard(page, item.title)).toBeVisible();
  await page.getByLabel("Отрасль").selectOption("E-commerce");
  await page.getByRole("button", { name: "Показать" }).click();
  await expect(page.getByText("Кейсы не найдены")).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form works by plain posts: rows added and removed by the server, messages, save, delete asked on the page", async ({ page, db, baseURL }) => {
    await login(page, db, "admin", baseURL!);
    await page.goto("/admin/cases?new");
    const form = page.getByRole("form", { name: "Новый кейс" });
    const title = `Кейс без скриптов ${Date.now()}`;
    await form.getByLabel("Название *").fill(title);
    const results = form.getByRole("group", { name: "Результаты" });
    await results.getByRole("button", { name: "Добавить результат" }).click();
    await results.getByRole("button", { name: "Добавить результат" }).click();
    await expect(results.getByRole("group", { name: /^Результат \d$/ })).toHaveCount(2);
    // What was typed survives the round trip.
    await expect(form.getByLabel("Название *")).toHaveValue(title);
    await results.getByRole("group", { name: "Результат 1" }).getByLabel("Метрика").fill("Время ответа");
    await results.getByRole("button", { name: "Удалить результат 2" }).click();
    await expect(results.getByRole("group", { name: /^Результат \d$/ })).toHaveCount(1);
    await expect(results.getByRole("group", { name: "Результат 1" }).getByLabel("Метрика")).toHaveValue("Время ответа");

    await form.getByRole("button", { name: "Создать кейс" }).click();
    await expect(form.getByRole("alert").filter({ hasText: "Заполните это поле" })).toHaveCount(3);
    await form.getByLabel("Клиент *").fill("ТОО «Без JS»");
    await form.getByLabel("Отрасль *").selectOption("IT-услуги");
    await form.getByLabel("Описание *").fill("Работает без скриптов.");
    await form.getByRole("button", { name: "Создать кейс" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Кейс создан" })).toBeVisible();
    const [row] = await db.select().from(cases).where(eq(cases.title, title));
    expect((await db.select().from(caseResults).where(eq(caseResults.caseId, row!.id))).map((r) => r.metricName)).toEqual(["Время ответа"]);

    await page.getByRole("link", { name: `Удалить: ${title}` }).click();
    const question = page.getByRole("alertdialog", { name: "Удалить кейс?" });
    await expect(question).toContainText(title);
    await question.getByRole("button", { name: "Удалить" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Кейс удален" })).toBeVisible();
    expect(await db.select().from(cases).where(eq(cases.id, row!.id))).toEqual([]);
  });
});
