/**
 * The Hero screen: create with 'Title is required', edit, the switch that changes one slide only
 * (several may be active) with its toasts, delete after a confirmation, the empty text, every
 * approved Hero toast, the role rules through the server, an upload that reaches the home page in
 * its sizes, and the public slider showing each change on the next request.
 */
import type { Page } from "@playwright/test";
import { eq, inArray } from "drizzle-orm";

import { auditLog, heroContent, mediaFiles } from "~/db/schema";
import type { Db } from "~/db/types";
import { mediaIdFromUrl } from "~/lib/media";
import { deleteMedia } from "~/server/media.server";

import { jpeg, largeJpeg, mp4, text } from "../fixtures/media-files";
import { login } from "../setup/auth-helpers";
import { withTableAway, withWritesRefused } from "../setup/broken-tables";
import { wcagViolations } from "./axe";
import { expect, test } from "./fixtures";

type SlideInsert = typeof heroContent.$inferInsert;
type SlideRow = typeof heroContent.$inferSelect;

// Every test replaces the worker's slides, so they run one at a time and put the seeded ones back.
test.describe.configure({ mode: "serial" });

let seeded: SlideRow[] = [];
test.beforeEach(async ({ db }) => {
  seeded = await db.select().from(heroContent);
  await db.delete(heroContent);
});
test.afterEach(async ({ db }) => {
  await db.delete(heroContent);
  if (seeded.length > 0) await db.insert(heroContent).values(seeded);
});

async function insertSlides(db: Db, slides: SlideInsert[]): Promise<SlideRow[]> {
  return db.insert(heroContent).values(slides).returning();
}

function toasts(page: Page) {
  return page.getByRole("region", { name: /Уведомления/ });
}

/** Success toasts are titled 'Успешно' and carry the message. */
async function expectSuccess(page: Page, message: string) {
  const toast = toasts(page).getByRole("listitem").filter({ hasText: message });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText("Успешно");
}

async function expectFailure(page: Page, message: string) {
  const toast = toasts(page).getByRole("listitem").filter({ hasText: message });
  await expect(toast).toBeVisible();
  await expect(toast).toContainText("Ошибка");
}

/** Picks a file through a form field's upload button, as staff do (the button opens the file chooser). */
async function uploadThrough(page: Page, field: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const chooser = page.waitForEvent("filechooser");
  await page.getByRole("button", { name: `Загрузить: ${field}` }).click();
  await (await chooser).setFiles(file);
}

function adminSlide(page: Page, title: string) {
  return page.getByTestId("hero-admin-slide").filter({ has: page.getByRole("heading", { name: title, exact: true }) });
}

/** The slides the public slider renders, in order. */
async function publicTitles(page: Page): Promise<string[]> {
  await page.goto("/");
  return page.getByTestId("hero-slide").evaluateAll((slides) =>
    slides.map((s) => s.querySelector("h1, h2")?.textContent?.trim() ?? ""),
  );
}

test("an editor creates a slide: 'Title is required' first, then every field is saved with its creator and shows on the home page", async ({ page, db, baseURL }) => {
  const me = await login(page, db, "editor", baseURL!);
  await page.goto("/admin/hero");
  await expect(page.getByRole("heading", { name: "Нет Hero-слайдов" })).toBeVisible();

  await page.getByRole("link", { name: "Добавить слайд" }).click();
  // A new slide's defaults: order 1, language ru, animation fade-in.
  await expect(page.getByLabel("Порядок")).toHaveValue("1");
  await expect(page.getByLabel("Язык")).toHaveValue("ru");
  await expect(page.getByLabel("Анимация")).toHaveValue("fade-in");
  await expect(page.getByLabel("Показывать фото основателя")).toBeChecked();

  await page.getByRole("button", { name: "Создать слайд" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Title is required" })).toBeVisible();

  await page.getByLabel("Заголовок", { exact: true }).fill("AI-агенты для ритейла");
  await page.getByLabel("Подзаголовок").fill("Продажи без выходных");
  await page.getByLabel("Описание").fill("Отвечают покупателям\nи собирают заказы.");
  await page.getByLabel("Текст бейджа").fill("Новое решение");
  await page.getByLabel("Текст кнопки").fill("Смотреть услуги");
  await page.getByLabel("Ссылка кнопки").fill("javascript:alert(1)");
  await page.getByLabel("Порядок").fill("0");
  await page.getByRole("button", { name: "Создать слайд" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Ссылка должна начинаться с http://" })).toBeVisible();
  await expect(page.getByRole("alert").filter({ hasText: "Порядок — целое число от 1 до 1000" })).toBeVisible();

  await page.getByLabel("Ссылка кнопки").fill("/services");
  await page.getByLabel("Порядок").fill("2");
  await page.getByLabel("Язык").selectOption("kz");
  await page.getByLabel("Анимация").selectOption("zoom-in");
  await page.getByRole("button", { name: "Добавить показатель" }).click();
  await page.getByRole("button", { name: "Добавить показатель" }).click();
  const first = page.getByRole("listitem", { name: "Показатель 1" });
  await first.getByLabel("Иконка").selectOption("Globe");
  await first.getByLabel("Значение").fill("15+");
  await first.getByLabel("Подпись").fill("стран");
  // A half-filled row is pointed at; removing it is the way out.
  await page.getByRole("listitem", { name: "Показатель 2" }).getByLabel("Значение").fill("24/7");
  await page.getByRole("button", { name: "Создать слайд" }).click();
  await expect(page.getByRole("listitem", { name: "Показатель 2" }).getByRole("alert")).toHaveText("Заполните это поле");
  await page.getByRole("button", { name: "Удалить показатель 2" }).click();
  await expect(page.getByRole("listitem", { name: "Показатель 2" })).toHaveCount(0);
  await page.getByLabel("Показывать фото основателя").uncheck();
  await page.getByLabel("Показывать на сайте").check();
  await page.getByRole("button", { name: "Создать слайд" }).click();

  await expectSuccess(page, "Hero блок создан");
  await expect(page).toHaveURL(/\/admin\/hero$/);
  await expect(adminSlide(page, "AI-агенты для ритейла")).toContainText("Активен");

  const [row] = await db.select().from(heroContent);
  expect(row).toMatchObject({
    title: "AI-агенты для ритейла",
    subtitle: "Продажи без выходных",
    description: "Отвечают покупателям\nи собирают заказы.",
    badgeText: "Новое решение",
    ctaText: "Смотреть услуги",
    ctaLink: "/services",
    slideOrder: 2,
    language: "kz",
    animationType: "zoom-in",
    isActive: true,
    showFounder: false,
    stats: [{ icon: "Globe", value: "15+", label: "стран" }],
    createdBy: me.id,
  });
  const [entry] = await db.select().from(auditLog).where(eq(auditLog.entityId, row!.id));
  expect(entry).toMatchObject({ actorId: me.id, action: "create", entity: "hero", entityLabel: "AI-агенты для ритейла" });

  // A slide marked Kazakh shows on the Kazakh site, not on the Russian one.
  await page.goto("/");
  await expect(page.getByText("AI-агенты для ритейла")).toHaveCount(0);
  await page.goto("/kz");
  const slide = page.getByTestId("hero-slide");
  await expect(slide.getByRole("heading", { level: 1 })).toHaveText("AI-агенты для ритейла");
  // The landing slide appears at once (it is the largest paint); its animation plays when it is
  // shown again (app/components/home/hero-slider.test.tsx).
  await expect(slide).toHaveAttribute("data-animation", "zoom-in");
  await expect(slide.getByText("Новое решение")).toBeVisible();
  // The services page exists in Kazakh (the seed translates it): the Kazakh slide's link stays in Kazakh.
  await expect(slide.getByRole("link", { name: "Смотреть услуги" })).toHaveAttribute("href", "/kz/services");
  await expect(slide.getByText("15+")).toBeVisible();
  await expect(slide.getByText("AI Agents")).toBeVisible();
});

test("the server refuses a slide without a title with the approved message and stores nothing", async ({ page, db, baseURL }) => {
  await login(page, db, "editor", baseURL!);
  const response = await page.request.post("/admin/hero", {
    headers: { Origin: baseURL! },
    form: { intent: "create", title: "   ", slideOrder: "1" },
  });
  expect(response.status()).toBe(400);
  expect(await response.text()).toContain("Title is required");
  expect(await db.select().from(heroContent)).toHaveLength(0);
});

test("editing a slide saves the change, logs the fields, and the home page shows it", async ({ page, db, baseURL }) => {
  const [slide] = await insertSlides(db, [
    { title: "Старый заголовок", isActive: true, slideOrder: 1, stats: [{ icon: "Bot", value: "5", label: "агентов" }] },
  ]);
  const me = await login(page, db, "editor", baseURL!);
  await page.goto("/admin/hero");
  await page.getByRole("link", { name: "Редактировать «Старый заголовок»" }).click();
  await expect(page.getByRole("heading", { name: "Редактирование слайда" })).toBeVisible();
  await expect(page.getByLabel("Заголовок", { exact: true })).toHaveValue("Старый заголовок");
  await expect(page.getByRole("listitem", { name: "Показатель 1" }).getByLabel("Значение")).toHaveValue("5");

  await page.getByLabel("Заголовок", { exact: true }).fill("Новый заголовок");
  await page.getByLabel("Анимация").selectOption("bounce");
  await page.getByRole("button", { name: "Сохранить" }).click();
  await expectSuccess(page, "Hero блок обновлен");
  await expect(adminSlide(page, "Новый заголовок")).toBeVisible();

  const [row] = await db.select().from(heroContent).where(eq(heroContent.id, slide!.id));
  expect(row).toMatchObject({ title: "Новый заголовок", animationType: "bounce", createdBy: null, stats: [{ icon: "Bot", value: "5", label: "агентов" }] });
  const [entry] = await db.select().from(auditLog).where(eq(auditLog.entityId, slide!.id));
  expect(entry).toMatchObject({ actorId: me.id, action: "update", entity: "hero", changedFields: ["animation_type", "title"] });

  expect(await publicTitles(page)).toEqual(["Новый заголовок"]);
  await expect(page.getByTestId("hero-slide")).toHaveAttribute("data-animation", "bounce");
});

test("the switch toggles one slide only, with its toasts, and the public slider follows", async ({ page, db, baseURL }) => {
  const inserted = await insertSlides(db, [
    { title: "Первый слайд", isActive: true, slideOrder: 1 },
    { title: "Второй слайд", isActive: true, slideOrder: 2 },
    { title: "Третий слайд", isActive: false, slideOrder: 3 },
  ]);
  await login(page, db, "editor", baseURL!);
  await page.goto("/admin/hero");

  // Listed by slide_order.
  await expect(page.getByTestId("hero-admin-slide").getByRole("heading")).toHaveText(["Первый слайд", "Второй слайд", "Третий слайд"]);

  const third = page.getByRole("switch", { name: "Слайд «Третий слайд» активен" });
  await expect(third).toHaveAttribute("aria-checked", "false");
  await third.click();
  await expectSuccess(page, "Слайд активирован");
  await expect(third).toHaveAttribute("aria-checked", "true");
  // The switch changes one slide only: the others keep their state; several slides are active at once.
  const states = await db.select({ title: heroContent.title, isActive: heroContent.isActive }).from(heroContent).orderBy(heroContent.slideOrder);
  expect(states.map((s) => s.isActive)).toEqual([true, true, true]);
  expect(await publicTitles(page)).toEqual(["Первый слайд", "Второй слайд", "Третий слайд"]);

  await page.goto("/admin/hero");
  const first = page.getByRole("switch", { name: "Слайд «Первый слайд» активен" });
  await first.click();
  await expectSuccess(page, "Слайд деактивирован");
  await expect(first).toHaveAttribute("aria-checked", "false");
  await expect(adminSlide(page, "Первый слайд")).toContainText("Неактивен");
  expect(await publicTitles(page)).toEqual(["Второй слайд", "Третий слайд"]);

  const entries = await db.select().from(auditLog).where(inArray(auditLog.entityId, inserted.map((s) => s.id)));
  expect(entries.map((e) => [e.entityLabel, e.changedFields])).toEqual([
    ["Третий слайд", ["is_active"]],
    ["Первый слайд", ["is_active"]],
  ]);
});

test("deleting asks first; cancel keeps the slide, confirm removes it and the list says 'Нет Hero-слайдов'", async ({ page, db, baseURL }) => {
  const [slide] = await insertSlides(db, [{ title: "Слайд на удаление", isActive: true }]);
  await login(page, db, "editor", baseURL!);
  await page.goto("/admin/hero");

  await page.getByRole("link", { name: "Удалить «Слайд на удаление»" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Удалить слайд?" });
  await expect(dialog).toContainText("Слайд «Слайд на удаление» будет удален");
  await dialog.getByRole("button", { name: "Отмена" }).click();
  await expect(dialog).toHaveCount(0);
  expect(await db.select().from(heroContent)).toHaveLength(1);

  await page.getByRole("link", { name: "Удалить «Слайд на удаление»" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Удалить" }).click();
  await expectSuccess(page, "Hero блок удален");
  await expect(page.getByRole("heading", { name: "Нет Hero-слайдов" })).toBeVisible();
  expect(await db.select().from(heroContent)).toHaveLength(0);
  const [entry] = await db.select().from(auditLog).where(eq(auditLog.entityId, slide!.id));
  expect(entry).toMatchObject({ action: "delete", entity: "hero", entityLabel: "Слайд на удаление" });

  await page.goto("/");
  await expect(page.getByRole("heading", { name: "Hero секция не настроена" })).toBeVisible();
});

test("a slide removed meanwhile gets the approved failure toasts for status, update and delete", async ({ page, db, baseURL }) => {
  const [slide] = await insertSlides(db, [{ title: "Исчезающий слайд", isActive: false }]);
  await login(page, db, "editor", baseURL!);

  await page.goto("/admin/hero");
  await db.delete(heroContent).where(eq(heroContent.id, slide!.id));
  await page.getByRole("switch", { name: "Слайд «Исчезающий слайд» активен" }).click();
  await expectFailure(page, "Не удалось изменить статус слайда");

  await insertSlides(db, [{ ...slide!, isActive: false }]);
  await page.goto(`/admin/hero?edit=${slide!.id}`);
  await db.delete(heroContent).where(eq(heroContent.id, slide!.id));
  await page.getByRole("button", { name: "Сохранить" }).click();
  await expectFailure(page, "Не удалось обновить hero блок");
  // What was typed stays in the form.
  await expect(page.getByLabel("Заголовок", { exact: true })).toHaveValue("Исчезающий слайд");

  await insertSlides(db, [{ ...slide!, isActive: false }]);
  await page.goto("/admin/hero");
  await db.delete(heroContent).where(eq(heroContent.id, slide!.id));
  await page.getByRole("link", { name: "Удалить «Исчезающий слайд»" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Удалить" }).click();
  await expectFailure(page, "Не удалось удалить hero блок");
});

test("a slide the database refuses to store says 'Не удалось создать hero блок'; an unreadable list 'Не удалось загрузить hero контент'", async ({
  page,
  db,
  baseURL,
}) => {
  await login(page, db, "editor", baseURL!);
  await page.goto("/admin/hero?new");
  await page.getByLabel("Заголовок", { exact: true }).fill("Слайд, который не сохранить");
  await withWritesRefused(db, "hero_content", async () => {
    await page.getByRole("button", { name: "Создать слайд" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Не удалось создать hero блок" }).first()).toBeVisible();
  });
  await expect(page.getByLabel("Заголовок", { exact: true })).toHaveValue("Слайд, который не сохранить");
  expect(await db.select().from(heroContent)).toEqual([]);

  await withTableAway(db, "hero_content", async () => {
    await page.goto("/admin/hero");
    await expect(page.getByRole("heading", { name: "Не удалось загрузить hero контент" })).toBeVisible();
  });
});

test("a marketer may look but every write is refused by the server", async ({ page, db, baseURL }) => {
  const [slide] = await insertSlides(db, [{ title: "Чужой слайд", isActive: true }]);
  const marketer = await login(page, db, "marketer", baseURL!);
  const view = await page.goto("/admin/hero");
  expect(view?.status()).toBe(200);

  const forms: Record<string, string>[] = [
    { intent: "create", title: "Подделка", isActive: "on" },
    { intent: "update", id: slide!.id, title: "Подделка" },
    { intent: "toggle", id: slide!.id, active: "false" },
    { intent: "delete", id: slide!.id },
  ];
  for (const form of forms) {
    const forged = await page.request.post("/admin/hero", { headers: { Origin: baseURL! }, form, maxRedirects: 0 });
    expect(forged.status(), form.intent).toBe(403);
  }
  expect(await db.select({ title: heroContent.title, isActive: heroContent.isActive }).from(heroContent)).toEqual([
    { title: "Чужой слайд", isActive: true },
  ]);
  expect(await db.select().from(auditLog).where(eq(auditLog.actorId, marketer.id))).toHaveLength(0);
});

test("a background uploaded through the form reaches the home page in its sizes (srcset)", async ({ page, db, baseURL, browser }) => {
  await insertSlides(db, [{ title: "Слайд с фоном", isActive: true }]);
  await login(page, db, "editor", baseURL!);
  await page.goto("/admin/hero");
  await page.getByRole("link", { name: "Редактировать «Слайд с фоном»" }).click();

  await uploadThrough(page, "Фоновое изображение", { name: "фон.jpg", mimeType: "image/jpeg", buffer: await jpeg(2000, 1100) });
  await expect(page.getByLabel("Фоновое изображение", { exact: true })).toHaveValue(/^\/media\/[0-9a-f-]{36}\/original\.jpg$/);
  const url = await page.getByLabel("Фоновое изображение", { exact: true }).inputValue();
  const mediaId = mediaIdFromUrl(url)!;
  try {
    const [media] = await db.select().from(mediaFiles).where(eq(mediaFiles.id, mediaId));
    expect(media).toMatchObject({ category: "hero", type: "image" });
    await expect(page.getByRole("img", { name: "Предпросмотр: Фоновое изображение" })).toHaveAttribute("src", url);

    await page.getByRole("button", { name: "Сохранить" }).click();
    await expectSuccess(page, "Hero блок обновлен");

    await page.goto("/");
    const background = page.getByTestId("hero-background").locator("img");
    await expect(page.getByTestId("hero-background")).toHaveAttribute("data-kind", "image");
    const srcset = await background.getAttribute("srcset");
    expect(srcset).toContain(`/media/${mediaId}/640.webp 640w`);
    expect(srcset).toContain(`/media/${mediaId}/1920.webp 1920w`);
    await expect(background).toHaveAttribute("sizes", "(max-width: 767px) 50vw, 100vw");
    // The browser picked a size, not the 2000 px original; on a phone-wide screen a small one.
    await expect.poll(() => background.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\/\d+\.webp$/);
    // A phone at 3x, with a cache of its own (Chromium reuses a larger size it already holds).
    const phone = await browser.newPage({ baseURL, viewport: { width: 390, height: 844 }, deviceScaleFactor: 3 });
    try {
      await phone.goto("/");
      const phoneBackground = phone.getByTestId("hero-background").locator("img");
      await expect.poll(() => phoneBackground.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(`/media/${mediaId}/640.webp`);
    } finally {
      await phone.close();
    }
  } finally {
    await deleteMedia(mediaId);
  }
});

test("a background video uploaded through the form plays on the home page, muted and looping", async ({ page, db, baseURL }) => {
  await insertSlides(db, [{ title: "Слайд с видео", isActive: true }]);
  await login(page, db, "editor", baseURL!);
  await page.goto("/admin/hero");
  await page.getByRole("link", { name: "Редактировать «Слайд с видео»" }).click();

  await uploadThrough(page, "Фоновое видео", { name: "шоурил.mp4", mimeType: "video/mp4", buffer: mp4() });
  const field = page.getByLabel("Фоновое видео", { exact: true });
  await expect(field).toHaveValue(/^\/media\/[0-9a-f-]{36}\/original\.mp4$/);
  const url = await field.inputValue();
  const mediaId = mediaIdFromUrl(url)!;
  try {
    const [media] = await db.select().from(mediaFiles).where(eq(mediaFiles.id, mediaId));
    expect(media).toMatchObject({ category: "hero", type: "video", mimeType: "video/mp4", originalName: "шоурил.mp4" });
    await page.getByRole("button", { name: "Сохранить" }).click();
    await expectSuccess(page, "Hero блок обновлен");
    await expect(page.getByTestId("hero-admin-slide").filter({ hasText: "Слайд с видео" })).toContainText("Видео");

    const response = await page.request.get(url);
    expect(response.headers()["content-type"]).toBe("video/mp4");
    await page.goto("/");
    await expect(page.getByTestId("hero-background")).toHaveAttribute("data-kind", "video");
    const video = page.getByTestId("hero-background").locator("video");
    await expect(video).toHaveAttribute("src", url);
    expect(await video.evaluate((element: HTMLVideoElement) => [element.muted, element.loop, element.autoplay, element.playsInline])).toEqual([
      true,
      true,
      true,
      true,
    ]);
  } finally {
    await db.delete(heroContent);
    await deleteMedia(mediaId);
  }
});

test("the founder photo: a 6 MB image and a renamed text file are refused with the approved upload texts, a photo is uploaded", async ({
  page,
  db,
  baseURL,
}) => {
  await login(page, db, "editor", baseURL!);
  await page.goto("/admin/hero?new");
  const field = page.getByLabel("Фото основателя", { exact: true });
  const upload = (file: { name: string; mimeType: string; buffer: Buffer }) => uploadThrough(page, "Фото основателя", file);

  await upload({ name: "большое.jpg", mimeType: "image/jpeg", buffer: await largeJpeg(6 * 1024 * 1024) });
  await expectFailure(page, "Не удалось загрузить изображение основателя. Размер файла не должен превышать 5MB");
  await upload({ name: "photo.jpg", mimeType: "image/jpeg", buffer: text() });
  await expectFailure(page, "Не удалось загрузить изображение основателя. Пожалуйста, выберите изображение");
  await expect(page.getByText("Пожалуйста, выберите изображение", { exact: true })).toBeVisible();
  await expect(field).toHaveValue("");
  expect(await db.select().from(mediaFiles).where(eq(mediaFiles.originalName, "photo.jpg"))).toEqual([]);

  await upload({ name: "основатель.jpg", mimeType: "image/jpeg", buffer: await jpeg(600, 700) });
  await expect(toasts(page).getByText("Изображение загружено", { exact: true })).toBeVisible();
  await expect(field).toHaveValue(/^\/media\/[0-9a-f-]{36}\/original\.jpg$/);
  await deleteMedia(mediaIdFromUrl(await field.inputValue())!);
});

test("a library image can be picked instead of uploading", async ({ page, db, baseURL }) => {
  await login(page, db, "editor", baseURL!);
  // An image already in the library, uploaded through the API as the media screen does.
  const uploaded = await page.request.post("/api/media", {
    headers: { Origin: baseURL! },
    multipart: { file: { name: "основатель.jpg", mimeType: "image/jpeg", buffer: await jpeg(600, 700) }, kind: "image", category: "hero" },
  });
  expect(uploaded.status()).toBe(201);
  const media = (await uploaded.json()) as { id: string; url: string };
  try {
    await page.goto("/admin/hero?new");
    await page.getByLabel("Заголовок", { exact: true }).fill("Слайд с основателем");
    await page.getByRole("button", { name: "Из медиатеки: Фото основателя" }).click();
    await page.getByRole("dialog", { name: "Медиатека" }).getByRole("button", { name: "Выбрать основатель.jpg" }).click();
    await expect(page.getByLabel("Фото основателя", { exact: true })).toHaveValue(media.url);
    await page.getByLabel("Показывать на сайте").check();
    await page.getByRole("button", { name: "Создать слайд" }).click();
    await expectSuccess(page, "Hero блок создан");

    await page.goto("/");
    const founder = page.getByTestId("hero-slide").locator("figure img");
    await expect(founder).toHaveAttribute("srcset", new RegExp(`/media/${media.id}/320\\.webp 320w`));
  } finally {
    await deleteMedia(media.id);
  }
});

for (const theme of ["light", "dark"] as const) {
  test(`the list and the open form pass axe and log no error (${theme})`, async ({ page, db, baseURL, context }) => {
    // Several full-page axe passes: more than the default 30 s on a 2-core machine, as the other screens' axe tests allow.
    test.setTimeout(90_000);
    await insertSlides(db, [
      { title: "Активный слайд", isActive: true, slideOrder: 1, stats: [{ icon: "Zap", value: "24/7", label: "поддержка" }] },
      { title: "Скрытый слайд", isActive: false, slideOrder: 2, backgroundVideo: "/media/video.mp4" },
    ]);
    await context.addCookies([{ name: "admin_theme", value: theme, url: baseURL! }]);
    await login(page, db, "editor", baseURL!);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    const [slide] = await db.select().from(heroContent).where(eq(heroContent.title, "Активный слайд"));
    for (const path of ["/admin/hero", `/admin/hero?edit=${slide!.id}`]) {
      await page.goto(path);
      expect(await wcagViolations(page), path).toEqual([]);
    }
    expect(errors).toEqual([]);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("create, toggle and delete work as plain form posts, the delete after a question on the page", async ({ page, db, baseURL }) => {
    await login(page, db, "admin", baseURL!);
    await page.goto("/admin/hero");
    await page.getByRole("link", { name: "Добавить слайд" }).click();
    await page.getByLabel("Заголовок", { exact: true }).fill("Слайд без скриптов");
    // A stats row is added by the server's answer.
    await page.getByRole("button", { name: "Добавить показатель" }).click();
    await page.getByRole("listitem", { name: "Показатель 1" }).getByLabel("Значение").fill("90%");
    await page.getByRole("listitem", { name: "Показатель 1" }).getByLabel("Подпись").fill("довольных клиентов");
    await page.getByRole("button", { name: "Создать слайд" }).click();
    await expect(page.getByTestId("flash-toast")).toContainText("Hero блок создан");
    await expect(page.getByTestId("flash-toast")).toContainText("Успешно");
    const [row] = await db.select().from(heroContent);
    expect(row).toMatchObject({ title: "Слайд без скриптов", isActive: false, stats: [{ icon: "Bot", value: "90%", label: "довольных клиентов" }] });

    await page.getByRole("switch", { name: "Слайд «Слайд без скриптов» активен" }).click();
    await expect(page.getByTestId("flash-toast")).toContainText("Слайд активирован");
    expect(await publicTitles(page)).toEqual(["Слайд без скриптов"]);

    await page.goto("/admin/hero");
    await page.getByRole("link", { name: "Удалить «Слайд без скриптов»" }).click();
    const question = page.getByRole("alertdialog", { name: "Удалить слайд?" });
    await expect(question).toBeVisible();
    await question.getByRole("button", { name: "Удалить" }).click();
    await expect(page.getByTestId("flash-toast")).toContainText("Hero блок удален");
    await expect(page.getByRole("heading", { name: "Нет Hero-слайдов" })).toBeVisible();
  });
});
