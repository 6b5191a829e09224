/**
 * The gallery (issue 9 point 11), end to end: add an item with a real upload and its progress, the
 * card's texts, badges, size and ru-RU date, the category tabs and the approved empty text, view in
 * a new tab, download under the original name, the admin's delete.
 */
import { eq } from "drizzle-orm";

import { galleryItems, mediaFiles } from "~/db/schema";

import * as files from "../fixtures/media-files";
import { login } from "../setup/auth-helpers";
import { withWritesRefused } from "../setup/broken-tables";
import { wcagViolations } from "./axe";
import { expect, test } from "./fixtures";

type Page = import("@playwright/test").Page;

// Every test starts from an empty gallery (exact counters) and puts the worker's items back after.
test.describe.configure({ mode: "serial" });

let savedGallery: (typeof galleryItems.$inferSelect)[] = [];
test.beforeEach(async ({ db }) => {
  savedGallery = await db.select().from(galleryItems);
  await db.delete(galleryItems);
});
test.afterEach(async ({ db }) => {
  await db.delete(galleryItems);
  if (savedGallery.length > 0) await db.insert(galleryItems).values(savedGallery);
});

const toasts = (page: Page) => page.getByRole("region", { name: /Уведомления/ });
const stat = (page: Page, label: string) =>
  page.locator('[data-slot="stat-card"]').filter({ hasText: label }).getByTestId("stat-value");
const cards = (page: Page) => page.getByTestId("gallery-item");

async function addItem(page: Page, fields: { title: string; description?: string; category: string }, file: { name: string; mimeType: string; buffer: Buffer }) {
  await page.getByRole("link", { name: "Добавить файл" }).click();
  const dialog = page.getByRole("dialog", { name: "Новый файл в галерее" });
  await dialog.getByLabel("Название *").fill(fields.title);
  if (fields.description) await dialog.getByLabel("Описание").fill(fields.description);
  await dialog.getByLabel("Категория *").selectOption(fields.category);
  await dialog.getByLabel("Файл *").setInputFiles(file);
  await dialog.getByRole("button", { name: "Загрузить" }).click();
  return dialog;
}

test("an editor adds an image with its progress; the card shows everything; view and download work", async ({ page, db, baseURL }) => {
  await login(page, db, "editor", baseURL!);
  await page.goto("/admin/gallery");
  await expect(page.getByText("Нет файлов в выбранной категории")).toBeVisible();
  await expect(stat(page, "Изображения")).toHaveText("0");

  // Validation first: a title is required, and a renamed text file is refused by its content.
  await page.getByRole("link", { name: "Добавить файл" }).click();
  const dialog = page.getByRole("dialog", { name: "Новый файл в галерее" });
  await dialog.getByRole("button", { name: "Загрузить" }).click();
  await expect(dialog.getByText("Заполните это поле")).toBeVisible();
  await expect(dialog.getByText("Пожалуйста, выберите файл")).toBeVisible();
  await dialog.getByLabel("Название *").fill("Витрина");
  await dialog.getByLabel("Файл *").setInputFiles({ name: "photo.jpg", mimeType: "image/jpeg", buffer: files.text() });
  await dialog.getByRole("button", { name: "Загрузить" }).click();
  await expect(dialog.getByText("Пожалуйста, выберите изображение")).toBeVisible();
  await page.keyboard.press("Escape");

  await page.route("**/api/media", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await route.continue();
  });
  const added = await addItem(
    page,
    { title: "Витрина магазина", description: "Главная страница интернет-магазина", category: "Проекты" },
    { name: "Витрина проекта.jpg", mimeType: "image/jpeg", buffer: await files.jpeg(1600, 900) },
  );
  await expect(added.getByRole("progressbar", { name: "Загрузка: Витрина магазина" })).toBeVisible();
  await expect(toasts(page).getByText("Файл добавлен в галерею")).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/gallery\?category=%D0%9F%D1%80%D0%BE%D0%B5%D0%BA%D1%82%D1%8B$/);
  const card = cards(page).filter({ hasText: "Витрина магазина" });
  await expect(card).toContainText("Главная страница интернет-магазина");
  await expect(card).toContainText("Изображение");
  await expect(card).toContainText("Проекты");
  await expect(card).toContainText(/\d+(,\d)?\u00a0КБ/);
  const today = new Intl.DateTimeFormat("ru-RU", { timeZone: "Asia/Almaty" }).format(new Date());
  await expect(card).toContainText(today);
  await expect(stat(page, "Изображения")).toHaveText("1");

  const [item] = await db.select().from(galleryItems);
  const popupPromise = page.waitForEvent("popup");
  await card.getByRole("link", { name: "Просмотр «Витрина магазина» в новой вкладке" }).click();
  const popup = await popupPromise;
  await popup.waitForLoadState();
  expect(new URL(popup.url()).pathname).toBe(item!.url);
  await popup.close();

  const downloadPromise = page.waitForEvent("download");
  await card.getByRole("link", { name: "Скачать «Витрина магазина»" }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe("Витрина проекта.jpg");
});

test("category tabs filter the cards, with the approved empty text; a document downloads under its name", async ({ page, db, baseURL }) => {
  await login(page, db, "editor", baseURL!);
  await page.goto("/admin/gallery");
  await addItem(page, { title: "Руководство", category: "Документация" }, { name: "Руководство пользователя.pdf", mimeType: "application/pdf", buffer: files.pdf() });
  await expect(toasts(page).getByText("Файл добавлен в галерею")).toBeVisible();
  await page.goto("/admin/gallery");
  await addItem(page, { title: "Ролик", category: "Демо" }, { name: "ролик.mp4", mimeType: "video/mp4", buffer: files.mp4() });
  await expect(toasts(page).getByText("Файл добавлен в галерею")).toBeVisible();

  const tabs = page.getByRole("navigation", { name: "Категория" });
  await tabs.getByRole("link", { name: "Все" }).click();
  await expect(cards(page)).toHaveCount(2);
  await expect(stat(page, "Видео")).toHaveText("1");
  await expect(stat(page, "Документы")).toHaveText("1");
  await tabs.getByRole("link", { name: "Проекты" }).click();
  await expect(tabs.getByRole("link", { name: "Проекты" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText("Нет файлов в выбранной категории")).toBeVisible();
  await tabs.getByRole("link", { name: "Документация" }).click();
  await expect(cards(page)).toHaveCount(1);
  const card = cards(page).filter({ hasText: "Руководство" });
  await expect(card).toContainText("Документ");
  const downloadPromise = page.waitForEvent("download");
  await card.getByRole("link", { name: "Скачать «Руководство»" }).click();
  expect((await downloadPromise).suggestedFilename()).toBe("Руководство пользователя.pdf");
  // An editor may not delete: deleting media is the admin's alone.
  await expect(card.getByRole("link", { name: /Удалить/ })).toHaveCount(0);
});

test("the admin deletes an item after the question: card, media record and file are gone", async ({ page, db, baseURL }) => {
  await login(page, db, "admin", baseURL!);
  await page.goto("/admin/gallery");
  await addItem(page, { title: "Удаляемое демо", category: "Демо" }, { name: "демо.png", mimeType: "image/png", buffer: await files.png(300, 200) });
  await expect(toasts(page).getByText("Файл добавлен в галерею")).toBeVisible();
  const [item] = await db.select().from(galleryItems);
  await page.getByRole("link", { name: "Удалить «Удаляемое демо»" }).click();
  const question = page.getByRole("alertdialog", { name: "Удалить файл из галереи?" });
  await question.getByRole("button", { name: "Удалить" }).click();
  await expect(toasts(page).getByText("Файл удален из галереи")).toBeVisible();
  await expect(page.getByText("Нет файлов в выбранной категории")).toBeVisible();
  expect(await db.select().from(mediaFiles).where(eq(mediaFiles.id, item!.mediaId!))).toEqual([]);
  expect((await page.request.get(item!.url)).status()).toBe(404);
});

test("a gallery the database refuses to write: adding and deleting say the approved texts, the card stays", async ({ page, db, baseURL }) => {
  await login(page, db, "admin", baseURL!);
  await page.goto("/admin/gallery");
  await withWritesRefused(db, "gallery_items", async () => {
    const photo = { name: "демо.jpg", mimeType: "image/jpeg", buffer: await files.jpeg(400, 300) };
    const dialog = await addItem(page, { title: "Несохранённое", category: "Демо" }, photo);
    await expect(dialog.getByRole("alert").filter({ hasText: "Не удалось добавить файл в галерею" })).toBeVisible();
    await expect(dialog.getByLabel("Название *")).toHaveValue("Несохранённое");
  });
  await page.goto("/admin/gallery");
  const kept = { name: "остаётся.jpg", mimeType: "image/jpeg", buffer: await files.jpeg(400, 300) };
  await addItem(page, { title: "Остаётся", category: "Демо" }, kept);
  await expect(cards(page)).toHaveCount(1);
  await page.getByRole("link", { name: "Удалить «Остаётся»" }).click();
  await withWritesRefused(db, "gallery_items", async () => {
    await page.getByRole("alertdialog", { name: "Удалить файл из галереи?" }).getByRole("button", { name: "Удалить" }).click();
    await expect(toasts(page).getByText("Не удалось удалить файл из галереи")).toBeVisible();
  });
  await expect(cards(page)).toHaveCount(1);
});

test("with cards, in both themes, the screen and its form pass axe (WCAG 2.1 AA)", async ({ page, db, baseURL, context }) => {
  test.setTimeout(90_000);
  await login(page, db, "admin", baseURL!);
  await page.goto("/admin/gallery");
  await addItem(page, { title: "Скриншот", description: "Описание", category: "Проекты" }, { name: "s.png", mimeType: "image/png", buffer: await files.png(640, 360) });
  await expect(toasts(page).getByText("Файл добавлен в галерею")).toBeVisible();
  for (const theme of ["light", "dark"] as const) {
    await context.addCookies([{ name: "admin_theme", value: theme, url: baseURL! }]);
    for (const path of ["/admin/gallery", "/admin/gallery?add=1"]) {
      await page.goto(path);
      expect(await wcagViolations(page), `${theme} ${path}`).toEqual([]);
    }
  }
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form on the page posts the file with it; a refused file comes back with the form and its message", async ({
    page,
    db,
    baseURL,
  }) => {
    await login(page, db, "editor", baseURL!);
    await page.goto("/admin/gallery?add=1");
    await page.getByLabel("Название *").fill("Без скриптов");
    await page.getByLabel("Файл *").setInputFiles({ name: "photo.jpg", mimeType: "image/jpeg", buffer: files.text() });
    await page.getByRole("button", { name: "Загрузить" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Пожалуйста, выберите изображение" })).toBeVisible();
    await expect(page.getByLabel("Название *")).toHaveValue("Без скриптов");
    await page.getByLabel("Категория *").selectOption("Демо");
    await page.getByLabel("Файл *").setInputFiles({ name: "схема.webp", mimeType: "image/webp", buffer: await files.webp(400, 200) });
    await page.getByRole("button", { name: "Загрузить" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Файл добавлен в галерею" })).toBeVisible();
    await expect(cards(page).filter({ hasText: "Без скриптов" })).toBeVisible();
  });
});
