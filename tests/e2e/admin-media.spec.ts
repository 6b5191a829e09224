/**
 * The media library (issue 9 point 10), end to end: upload by the picker and by drag and drop,
 * several files at once each with its progress bar, the upload rules' refusals, the tabs, search,
 * category filter and grid/list toggle as addresses, real counters, the admin's delete after the
 * question, refused for a file still in use (ADR 0038), and blog covers filed under their own
 * category. Also the end-to-end test of the file drop and link tabs.
 */
import { eq } from "drizzle-orm";

import { galleryItems, heroContent, mediaFiles, teamMembers } from "~/db/schema";

import * as files from "../fixtures/media-files";
import { login } from "../setup/auth-helpers";
import { withWritesRefused } from "../setup/broken-tables";
import { wcagViolations } from "./axe";
import { expect, test } from "./fixtures";

type Page = import("@playwright/test").Page;

// Every test starts from an empty library (exact counters) and puts the worker's files back after.
test.describe.configure({ mode: "serial" });

let savedMedia: (typeof mediaFiles.$inferSelect)[] = [];
let savedGallery: (typeof galleryItems.$inferSelect)[] = [];
test.beforeEach(async ({ db }) => {
  savedMedia = await db.select().from(mediaFiles);
  savedGallery = await db.select().from(galleryItems);
  await db.delete(galleryItems);
  await db.delete(mediaFiles);
});
test.afterEach(async ({ db }) => {
  await db.delete(galleryItems);
  await db.delete(mediaFiles);
  if (savedMedia.length > 0) await db.insert(mediaFiles).values(savedMedia);
  if (savedGallery.length > 0) await db.insert(galleryItems).values(savedGallery);
});

const toasts = (page: Page) => page.getByRole("region", { name: /Уведомления/ });
const stat = (page: Page, label: string) => page.locator('[data-slot="stat-card"]').filter({ hasText: label }).getByTestId("stat-value");
const items = (page: Page) => page.getByTestId("media-item");

/** Holds each upload a moment, so the progress bars can be seen before the answers arrive. */
async function slowUploads(page: Page, ms = 1200) {
  await page.route("**/api/media", async (route) => {
    if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/** Drops files on the drop zone as a browser would: a DataTransfer built in the page. */
async function dropFiles(page: Page, list: { name: string; mimeType: string; buffer: Buffer }[]) {
  const payload = list.map((f) => ({ name: f.name, type: f.mimeType, data: f.buffer.toString("base64") }));
  const transfer = await page.evaluateHandle((entries) => {
    const dt = new DataTransfer();
    for (const entry of entries) {
      const bytes = Uint8Array.from(atob(entry.data), (c) => c.charCodeAt(0));
      dt.items.add(new File([bytes], entry.name, { type: entry.type }));
    }
    return dt;
  }, payload);
  const zone = page.locator('[data-slot="file-drop"]');
  await zone.dispatchEvent("dragenter", { dataTransfer: transfer });
  await zone.dispatchEvent("dragover", { dataTransfer: transfer });
  await zone.dispatchEvent("drop", { dataTransfer: transfer });
}

test("an editor uploads several files with the picker, each with its progress bar; counters and list follow", async ({
  page,
  db,
  baseURL,
}) => {
  await login(page, db, "editor", baseURL!);
  await page.goto("/admin/media");
  await expect(page.getByRole("heading", { level: 1, name: "Медиатека" })).toBeVisible();
  await expect(page.getByText("Файлов пока нет")).toBeVisible();
  await expect(stat(page, "Изображения")).toHaveText("0");
  await expect(stat(page, "Занято места")).toHaveText("0\u00a0Б");

  await page.getByLabel("Категория новых файлов").selectOption("team");
  await slowUploads(page);
  await page.getByLabel("Файлы для загрузки").setInputFiles([
    { name: "Команда.jpg", mimeType: "image/jpeg", buffer: await files.jpeg(1200, 800) },
    { name: "офис.png", mimeType: "image/png", buffer: await files.png(640, 480) },
    { name: "Регламент.pdf", mimeType: "application/pdf", buffer: files.pdf() },
  ]);
  const queue = page.getByTestId("upload-queue");
  for (const name of ["Команда.jpg", "офис.png", "Регламент.pdf"]) {
    await expect(queue.getByRole("progressbar", { name: `Загрузка: ${name}` })).toBeVisible();
  }
  await expect(toasts(page).getByText("Загружено файлов: 3")).toBeVisible();
  await expect(queue.getByText("Загружен", { exact: true })).toHaveCount(3);
  await expect(items(page)).toHaveCount(3);
  await expect(stat(page, "Изображения")).toHaveText("2");
  await expect(stat(page, "Документы")).toHaveText("1");
  await expect(stat(page, "Видео")).toHaveText("0");
  await expect(stat(page, "Занято места")).not.toHaveText("0\u00a0Б");
  const rows = await db.select().from(mediaFiles);
  expect(rows.map((r) => [r.originalName, r.category]).sort()).toEqual([
    ["Команда.jpg", "team"],
    ["Регламент.pdf", "team"],
    ["офис.png", "team"],
  ]);
  // An editor may not delete media (the admin's alone): no delete control.
  await expect(page.getByRole("link", { name: /^Удалить / })).toHaveCount(0);
});

test("drag and drop uploads too; a 6 MB image, a renamed text file and an SVG with a script are refused with the approved messages", async ({
  page,
  db,
  baseURL,
}) => {
  await login(page, db, "editor", baseURL!);
  await page.goto("/admin/media");
  await dropFiles(page, [
    { name: "перетащено.webp", mimeType: "image/webp", buffer: await files.webp(500, 300) },
    { name: "огромное.jpg", mimeType: "image/jpeg", buffer: await files.largeJpeg(6 * 1024 * 1024) },
    { name: "photo.jpg", mimeType: "image/jpeg", buffer: files.text() },
    // Only the logo takes SVG (sanitised); anywhere else it is refused, script and all.
    { name: "схема.svg", mimeType: "image/svg+xml", buffer: files.svgWithScript() },
  ]);
  const queue = page.getByTestId("upload-queue");
  await expect(queue.getByRole("alert").filter({ hasText: "Поддерживаются только JPG, PNG и WEBP форматы" })).toBeVisible();
  await expect(queue.getByRole("alert").filter({ hasText: "Размер файла не должен превышать 5MB" })).toBeVisible();
  await expect(queue.getByRole("alert").filter({ hasText: "Пожалуйста, выберите изображение" })).toBeVisible();
  await expect(toasts(page).getByText("Файл загружен")).toBeVisible();
  await expect(toasts(page).getByText("огромное.jpg: Размер файла не должен превышать 5MB")).toBeVisible();
  await expect(items(page)).toHaveCount(1);
  await expect(items(page)).toContainText("перетащено.webp");
  expect((await db.select().from(mediaFiles)).map((r) => r.originalName)).toEqual(["перетащено.webp"]);
});

test("tabs, search, the category filter and the grid/list toggle are addresses the server renders", async ({ page, db, baseURL }) => {
  await login(page, db, "marketer", baseURL!);
  const editor = await page.context().browser()!.newContext({ baseURL });
  // Files put in through the API as an editor would.
  const editorPage = await editor.newPage();
  await login(editorPage, db, "editor", baseURL!);
  for (const [name, type, buffer, kind, category] of [
    ["Основатель.jpg", "image/jpeg", await files.jpeg(800, 800), "image", "about"],
    ["Демо-ролик.mp4", "video/mp4", files.mp4(), "video", "services"],
    ["Прайс.pdf", "application/pdf", files.pdf(), "document", "services"],
  ] as const) {
    const response = await editorPage.request.post("/api/media", {
      headers: { Origin: baseURL! },
      multipart: { file: { name, mimeType: type, buffer }, kind, category },
    });
    expect(response.status()).toBe(201);
  }
  await editor.close();

  await page.goto("/admin/media");
  // A marketer reads the library: no upload, no delete.
  await expect(page.getByText("Загрузка файлов")).toHaveCount(0);
  await expect(items(page)).toHaveCount(3);
  const tabs = page.getByRole("navigation", { name: "Тип файлов" });
  await expect(tabs.getByRole("link", { name: /Все/ })).toHaveAttribute("aria-current", "page");
  await tabs.getByRole("link", { name: /Видео/ }).click();
  await expect(page).toHaveURL(/\?tab=videos$/);
  await expect(items(page)).toHaveCount(1);
  await expect(items(page)).toContainText("Демо-ролик.mp4");
  await tabs.getByRole("link", { name: /Все/ }).click();
  // The search form carries the tab shown: search once the page is back on 'Все', as a reader would.
  await expect(page).toHaveURL(/\/admin\/media$/);
  await expect(items(page)).toHaveCount(3);

  await page.getByRole("searchbox", { name: "Поиск" }).fill("прайс");
  await page.getByRole("button", { name: "Найти" }).click();
  await expect(page).toHaveURL(/search=%D0%BF%D1%80%D0%B0%D0%B9%D1%81/);
  await expect(items(page)).toHaveCount(1);
  await expect(items(page)).toContainText("Прайс.pdf");
  await page.getByRole("link", { name: "Сбросить" }).click();
  await expect(items(page)).toHaveCount(3);

  await page.getByLabel("Категория", { exact: true }).selectOption("services");
  await page.getByRole("button", { name: "Найти" }).click();
  await expect(page).toHaveURL(/category=services/);
  await expect(items(page)).toHaveCount(2);
  await tabs.getByRole("link", { name: /Изображения/ }).click();
  await expect(page.getByText("Нет файлов, соответствующих фильтрам")).toBeVisible();
  await expect(page).toHaveURL(/tab=images&category=services/);

  await page.goto("/admin/media");
  await page.getByRole("navigation", { name: "Вид" }).getByRole("link", { name: "Список" }).click();
  await expect(page).toHaveURL(/\?view=list$/);
  await expect(page.getByRole("table")).toBeVisible();
  await expect(page.getByRole("table").getByTestId("media-item")).toHaveCount(3);
  await expect(page.getByRole("navigation", { name: "Вид" }).getByRole("link", { name: "Список" })).toHaveAttribute("aria-current", "page");
});

test("the admin deletes a file after the question; it is gone from the list, the counters and the site", async ({ page, db, baseURL }) => {
  await login(page, db, "admin", baseURL!);
  await page.goto("/admin/media");
  await page.getByLabel("Файлы для загрузки").setInputFiles([
    { name: "удалить.jpg", mimeType: "image/jpeg", buffer: await files.jpeg(400, 300) },
    { name: "оставить.jpg", mimeType: "image/jpeg", buffer: await files.jpeg(400, 300) },
  ]);
  await expect(items(page)).toHaveCount(2);
  const [row] = await db.select().from(mediaFiles).where(eq(mediaFiles.originalName, "удалить.jpg"));
  await page.getByRole("link", { name: "Удалить удалить.jpg" }).click();
  const question = page.getByRole("alertdialog", { name: "Удалить файл?" });
  await expect(question).toContainText("«удалить.jpg»");
  await question.getByRole("button", { name: "Отмена" }).click();
  await expect(items(page)).toHaveCount(2);
  await page.getByRole("link", { name: "Удалить удалить.jpg" }).click();
  await question.getByRole("button", { name: "Удалить" }).click();
  await expect(toasts(page).getByText("Файл удален")).toBeVisible();
  await expect(items(page)).toHaveCount(1);
  await expect(stat(page, "Изображения")).toHaveText("1");
  expect((await page.request.get(`/media/${row!.id}/original.jpg`)).status()).toBe(404);
});

test("a library the database refuses to write: the upload says 'Произошла ошибка при загрузке', the delete 'Не удалось удалить файл'", async ({
  page,
  db,
  baseURL,
}) => {
  await login(page, db, "admin", baseURL!);
  await page.goto("/admin/media");
  await withWritesRefused(db, "media_files", async () => {
    await page
      .getByLabel("Файлы для загрузки")
      .setInputFiles([{ name: "несохранённый.jpg", mimeType: "image/jpeg", buffer: await files.jpeg(400, 300) }]);
    await expect(page.getByTestId("upload-queue").getByRole("alert").filter({ hasText: "Произошла ошибка при загрузке" })).toBeVisible();
  });
  await expect(items(page)).toHaveCount(0);
  await page
    .getByLabel("Файлы для загрузки")
    .setInputFiles([{ name: "остаётся.jpg", mimeType: "image/jpeg", buffer: await files.jpeg(400, 300) }]);
  await expect(items(page)).toHaveCount(1);
  await page.getByRole("link", { name: "Удалить остаётся.jpg" }).click();
  await withWritesRefused(db, "media_files", async () => {
    await page.getByRole("alertdialog", { name: "Удалить файл?" }).getByRole("button", { name: "Удалить" }).click();
    await expect(toasts(page).getByText("Не удалось удалить файл")).toBeVisible();
  });
  await expect(items(page)).toHaveCount(1);
});

test("a file still used by a hero slide cannot be deleted: the list says so, the question names the slide and offers no delete", async ({
  page,
  db,
  baseURL,
}) => {
  await login(page, db, "admin", baseURL!);
  await page.goto("/admin/media");
  await page
    .getByLabel("Файлы для загрузки")
    .setInputFiles([{ name: "фон-слайда.jpg", mimeType: "image/jpeg", buffer: await files.jpeg(400, 300) }]);
  await expect(items(page)).toHaveCount(1);
  const [file] = await db.select().from(mediaFiles);
  const title = `Слайд с фоном ${Date.now()}`;
  const [slide] = await db
    .insert(heroContent)
    .values({ title, backgroundImage: `/media/${file!.id}/original.jpg` })
    .returning();
  try {
    await page.reload();
    await expect(items(page).getByTestId("media-use-count")).toHaveText("Используется: 1");
    await page.getByRole("link", { name: "Удалить фон-слайда.jpg" }).click();
    const question = page.getByRole("alertdialog", { name: "Удалить файл?" });
    await expect(question).toContainText(`используется: Hero-слайд «${title}». Пока его там не заменят, удалить его нельзя.`);
    await expect(question.getByRole("button", { name: "Удалить" })).toHaveCount(0);
    await question.getByRole("button", { name: "Отмена" }).click();
    await expect(question).toBeHidden();
    await expect(items(page)).toHaveCount(1);
    expect((await page.request.get(`/media/${file!.id}/original.jpg`)).status()).toBe(200);
  } finally {
    await db.delete(heroContent).where(eq(heroContent.id, slide!.id));
  }
});

test("a cover uploaded in the blog editor is filed under 'Блог', which the category filter lists", async ({ page, db, baseURL }) => {
  await login(page, db, "editor", baseURL!);
  await page.goto("/admin/blog?new");
  const form = page.getByRole("form", { name: "Новая статья" });
  const chooser = page.waitForEvent("filechooser");
  await form.getByRole("button", { name: "Загрузить: Обложка" }).click();
  await (await chooser).setFiles({ name: "обложка-статьи.jpg", mimeType: "image/jpeg", buffer: await files.jpeg(1200, 630) });
  await expect(form.getByLabel("Обложка", { exact: true })).toHaveValue(/^\/media\/[0-9a-f-]{36}\/original\.jpg$/);
  expect((await db.select().from(mediaFiles)).map((r) => [r.originalName, r.category])).toEqual([["обложка-статьи.jpg", "blog"]]);

  await page.goto("/admin/media");
  await page.getByLabel("Категория", { exact: true }).selectOption({ label: "Блог" });
  await page.getByRole("button", { name: "Найти" }).click();
  await expect(page).toHaveURL(/category=blog/);
  await expect(items(page)).toHaveCount(1);
  await expect(items(page)).toContainText("обложка-статьи.jpg");
  await expect(items(page)).toContainText("Блог");
});

test("with files, in both views and both themes, the screen passes axe (WCAG 2.1 AA)", async ({ page, db, baseURL, context }) => {
  test.setTimeout(90_000);
  await login(page, db, "admin", baseURL!);
  await page.goto("/admin/media");
  await page.getByLabel("Файлы для загрузки").setInputFiles([
    { name: "Фото.jpg", mimeType: "image/jpeg", buffer: await files.jpeg(800, 600) },
    { name: "ролик.mp4", mimeType: "video/mp4", buffer: files.mp4() },
    { name: "Прайс.pdf", mimeType: "application/pdf", buffer: files.pdf() },
  ]);
  await expect(items(page)).toHaveCount(3);
  for (const theme of ["light", "dark"] as const) {
    await context.addCookies([{ name: "admin_theme", value: theme, url: baseURL! }]);
    for (const path of ["/admin/media", "/admin/media?view=list"]) {
      await page.goto(path);
      expect(await wcagViolations(page), `${theme} ${path}`).toEqual([]);
    }
  }
});

test("the team screen's photo field takes a file picked from the library", async ({ page, db, baseURL }) => {
  await login(page, db, "editor", baseURL!);
  await page.goto("/admin/media");
  await page.getByLabel("Категория новых файлов").selectOption("team");
  await page
    .getByLabel("Файлы для загрузки")
    .setInputFiles([{ name: "Портрет.jpg", mimeType: "image/jpeg", buffer: await files.jpeg(600, 600) }]);
  await expect(items(page)).toHaveCount(1);
  const [photo] = await db.select().from(mediaFiles);

  await page.goto("/admin/team?member=new");
  const dialog = page.getByRole("dialog", { name: "Новый сотрудник" });
  await dialog.getByRole("button", { name: "Из медиатеки" }).click();
  const library = page.getByRole("dialog", { name: "Медиатека" });
  await library.getByRole("button", { name: "Выбрать Портрет.jpg" }).click();
  await expect(library).toBeHidden();
  await expect(dialog.getByTestId("avatar-preview")).toBeVisible();
  const name = `Из медиатеки ${Date.now()}`;
  await dialog.getByLabel("Имя *").fill(name);
  await dialog.getByLabel("Должность *").fill("Дизайнер");
  await dialog.getByRole("button", { name: "Добавить", exact: true }).click();
  await expect(toasts(page).getByText("Сотрудник добавлен в команду")).toBeVisible();
  const [member] = await db.select().from(teamMembers).where(eq(teamMembers.name, name));
  expect(member!.avatar).toBe(`/media/${photo!.id}/original.jpg`);
  await db.delete(teamMembers).where(eq(teamMembers.id, member!.id));
});

test("the case and blog editors' file fields take files picked from the library, images for images, videos for videos", async ({
  page,
  db,
  baseURL,
}) => {
  await login(page, db, "editor", baseURL!);
  await page.goto("/admin/media");
  await page
    .getByLabel("Файлы для загрузки")
    .setInputFiles([
      { name: "Экран кейса.jpg", mimeType: "image/jpeg", buffer: await files.jpeg(800, 450) },
      { name: "Отзыв клиента.mp4", mimeType: "video/mp4", buffer: files.mp4() },
    ]);
  await expect(items(page)).toHaveCount(2);
  const stored = await db.select().from(mediaFiles);
  const url = (name: string) => `/media/${stored.find((m) => m.originalName === name)!.id}/original.${name.endsWith(".mp4") ? "mp4" : "jpg"}`;
  const library = page.getByRole("dialog", { name: "Медиатека" });

  await page.goto("/admin/cases?new");
  await page.getByRole("button", { name: "Из медиатеки: Изображение 1 (обложка)" }).click();
  await expect(library.getByRole("button", { name: /^Выбрать / })).toHaveText(["Экран кейса.jpg"]);
  expect(await wcagViolations(page, { include: "[role='dialog']" })).toEqual([]);
  await library.getByRole("button", { name: "Выбрать Экран кейса.jpg" }).click();
  await expect(library).toBeHidden();
  await expect(page.getByLabel("Изображение 1 (обложка)", { exact: true })).toHaveValue(url("Экран кейса.jpg"));
  await page.getByRole("button", { name: "Из медиатеки: Видеоотзыв" }).click();
  await expect(library.getByRole("button", { name: /^Выбрать / })).toHaveText(["Отзыв клиента.mp4"]);
  await library.getByRole("button", { name: "Выбрать Отзыв клиента.mp4" }).click();
  await expect(page.getByLabel("Видеоотзыв", { exact: true })).toHaveValue(url("Отзыв клиента.mp4"));

  await page.goto("/admin/blog?new");
  await page.getByRole("button", { name: "Из медиатеки: Обложка" }).click();
  await library.getByRole("button", { name: "Выбрать Экран кейса.jpg" }).click();
  await expect(page.getByLabel("Обложка", { exact: true })).toHaveValue(url("Экран кейса.jpg"));
  await expect(page.getByRole("img", { name: "Предпросмотр: Обложка" })).toHaveAttribute("src", url("Экран кейса.jpg"));
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts several files at once; delete is asked on the page", async ({ page, db, baseURL }) => {
    await login(page, db, "admin", baseURL!);
    await page.goto("/admin/media?tab=images");
    await page.getByLabel("Файлы для загрузки").setInputFiles([
      { name: "первый.jpg", mimeType: "image/jpeg", buffer: await files.jpeg(300, 200) },
      { name: "второй.png", mimeType: "image/png", buffer: await files.png(300, 200) },
    ]);
    await page.getByLabel("Категория новых файлов").selectOption("clients");
    await page.getByRole("button", { name: "Загрузить" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Загружено файлов: 2" })).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/media\?tab=images$/);
    await expect(items(page)).toHaveCount(2);
    await page.getByRole("link", { name: "Удалить первый.jpg" }).click();
    const question = page.getByRole("alertdialog", { name: "Удалить файл?" });
    await question.getByRole("button", { name: "Удалить" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Файл удален" })).toBeVisible();
    await expect(items(page)).toHaveCount(1);
  });
});
