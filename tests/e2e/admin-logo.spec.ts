/**
 * The logo screen: admin only, the page and the server; current logo, picker, preview, cancel and
 * upload; the upload checked by content (SVG sanitised); the location saved as site_logo (JSON,
 * branding) and shown by the public header on the next request.
 */
import { desc, eq, sql } from "drizzle-orm";

import { auditLog, mediaFiles, siteSettings } from "~/db/schema";

import * as files from "../fixtures/media-files";
import { login } from "../setup/auth-helpers";
import { wcagViolations } from "./axe";
import { expect, test } from "./fixtures";

type Page = import("@playwright/test").Page;
type Db = import("~/db/types").Db;

const toasts = (page: Page) => page.getByRole("region", { name: /Уведомления/ });
const headerLogo = (page: Page) => page.getByRole("banner").locator("img").first();

async function storedLogo(db: Db) {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, "site_logo"));
  return row ?? null;
}

// Other files' tests expect the bundled logo: every test here leaves the site as it found it.
test.describe.configure({ mode: "serial" });
test.afterEach(async ({ db }) => {
  await db.delete(siteSettings).where(eq(siteSettings.key, "site_logo"));
});

test("an editor sees the denial, and the server refuses the editor's upload", async ({ page, db, baseURL }) => {
  await login(page, db, "editor", baseURL!);
  const response = await page.goto("/admin/logo");
  expect(response?.status()).toBe(403);
  await expect(page.getByText("Доступ запрещен. Только администраторы могут управлять логотипом.")).toBeVisible();
  await expect(page.getByLabel("Файл логотипа")).toHaveCount(0);

  const forged = await page.request.post("/admin/logo", {
    headers: { Origin: baseURL! },
    multipart: { file: { name: "logo.png", mimeType: "image/png", buffer: await files.png(200, 60) } },
  });
  expect(forged.status()).toBe(403);
  const viaApi = await page.request.post("/api/media", {
    headers: { Origin: baseURL! },
    multipart: { kind: "logo", file: { name: "logo.png", mimeType: "image/png", buffer: await files.png(200, 60) } },
  });
  expect(viaApi.status()).toBe(403);
  expect(await storedLogo(db)).toBeNull();
});

test("an admin picks, previews, cancels, then uploads a logo; the header shows it on the next request", async ({ page, db, baseURL }) => {
  const admin = await login(page, db, "admin", baseURL!);
  await page.goto("/admin/logo");
  await expect(page.getByTestId("current-logo")).toHaveAttribute("src", "/logo.svg");
  await expect(page.getByText("Сейчас на сайте стандартный логотип.")).toBeVisible();

  // No file: 'Пожалуйста, выберите файл', beside the field and as the 'Ошибка' toast; nothing is sent.
  await page.getByRole("button", { name: "Загрузить" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Пожалуйста, выберите файл" })).toBeVisible();
  await expect(toasts(page).getByText("Пожалуйста, выберите файл")).toBeVisible();

  const file = page.getByLabel("Файл логотипа");
  await file.setInputFiles({ name: "brand.png", mimeType: "image/png", buffer: await files.png(800, 200) });
  const preview = page.getByRole("img", { name: "Предпросмотр нового логотипа" });
  await expect(preview).toBeVisible();
  expect(await preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(800);
  await page.getByRole("button", { name: "Отмена" }).click();
  await expect(preview).toHaveCount(0);
  expect(await file.evaluate((input: HTMLInputElement) => input.files?.length)).toBe(0);
  await expect(page.getByText("Выберите файл, чтобы увидеть его здесь.")).toBeVisible();

  await file.setInputFiles({ name: "brand.png", mimeType: "image/png", buffer: await files.png(800, 200) });
  await page.getByRole("button", { name: "Загрузить" }).click();
  await expect(toasts(page).getByText("Логотип успешно обновлён!")).toBeVisible();

  const setting = await storedLogo(db);
  expect(setting).toMatchObject({ category: "branding", description: "URL логотипа сайта", updatedBy: admin.id });
  const url = JSON.parse(setting!.value) as string;
  expect(url).toMatch(/^\/media\/[0-9a-f-]{36}\/original\.png$/);
  await expect(page.getByTestId("current-logo")).toHaveAttribute("src", url);
  await expect(page.getByText("Загружен в админ-панели.")).toBeVisible();
  await expect(page.getByRole("img", { name: "Предпросмотр нового логотипа" })).toHaveCount(0);
  const [entry] = await db.select().from(auditLog).where(eq(auditLog.entity, "site_settings")).orderBy(desc(auditLog.createdAt)).limit(1);
  expect(entry).toMatchObject({ action: "update", actorId: admin.id, changedFields: ["site_logo"] });

  // The header loads a web-friendly size of it, not the original.
  await page.goto("/");
  const id = url.split("/")[2];
  await expect(headerLogo(page)).toHaveAttribute("src", `/media/${id}/320.webp`);
  expect(await headerLogo(page).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  await expect(page.getByRole("contentinfo").locator("img").first()).toHaveAttribute("src", `/media/${id}/320.webp`);
});

test("an SVG with a script is accepted as the logo only after sanitising", async ({ page, db, baseURL, request }) => {
  await login(page, db, "admin", baseURL!);
  await page.goto("/admin/logo");
  await page.getByLabel("Файл логотипа").setInputFiles({ name: "brand.svg", mimeType: "image/svg+xml", buffer: files.svgWithScript() });
  await page.getByRole("button", { name: "Загрузить" }).click();
  await expect(toasts(page).getByText("Логотип успешно обновлён!")).toBeVisible();
  const url = JSON.parse((await storedLogo(db))!.value) as string;
  expect(url).toMatch(/\/original\.svg$/);

  const served = await request.get(url);
  expect(served.headers()["content-type"]).toContain("image/svg+xml");
  const svg = await served.text();
  expect(svg).toContain("AI Solutions");
  for (const active of ["<script", "onload", "onclick", "javascript:", "foreignObject", "tracker.example"]) {
    expect(svg).not.toContain(active);
  }

  await page.goto("/about");
  await expect(headerLogo(page)).toHaveAttribute("src", url);
  expect(await headerLogo(page).evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test("refused files: a renamed text file and a 6 MB image get the approved messages, and nothing changes", async ({ page, db, baseURL }) => {
  await login(page, db, "admin", baseURL!);
  const mediaBefore = (await db.select({ id: mediaFiles.id }).from(mediaFiles)).length;
  await page.goto("/admin/logo");
  await page.getByLabel("Файл логотипа").setInputFiles({ name: "logo.png", mimeType: "image/png", buffer: files.text() });
  await page.getByRole("button", { name: "Загрузить" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Пожалуйста, выберите изображение" })).toBeVisible();
  await expect(toasts(page).getByText("Ошибка при загрузке логотипа")).toBeVisible();
  await expect(page.getByTestId("current-logo")).toHaveAttribute("src", "/logo.svg");

  // Too large: the browser stops it before sending; a request that skips the page hears the same.
  const large = await files.largeJpeg(6 * 1024 * 1024);
  await page.getByLabel("Файл логотипа").setInputFiles({ name: "big.jpg", mimeType: "image/jpeg", buffer: large });
  await page.getByRole("button", { name: "Загрузить" }).click();
  await expect(page.getByRole("alert").filter({ hasText: "Размер файла не должен превышать 5MB" })).toBeVisible();
  const forged = await page.request.post("/admin/logo", {
    headers: { Origin: baseURL! },
    multipart: { file: { name: "big.jpg", mimeType: "image/jpeg", buffer: large } },
  });
  expect(forged.status()).toBe(400);
  expect(await forged.text()).toContain("Размер файла не должен превышать 5MB");

  expect(await storedLogo(db)).toBeNull();
  expect((await db.select({ id: mediaFiles.id }).from(mediaFiles)).length).toBe(mediaBefore);
});

test("failures show the approved logo messages; a logo whose setting could not be saved is not kept", async ({ page, db, baseURL }) => {
  await login(page, db, "admin", baseURL!);
  const mediaBefore = (await db.select({ id: mediaFiles.id }).from(mediaFiles)).length;
  await db.execute(sql`CREATE FUNCTION refuse_settings_write() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$`);
  await db.execute(sql`CREATE TRIGGER refuse_settings_write BEFORE INSERT OR UPDATE ON site_settings FOR EACH ROW EXECUTE FUNCTION refuse_settings_write()`);
  try {
    await page.goto("/admin/logo");
    await page.getByLabel("Файл логотипа").setInputFiles({ name: "brand.webp", mimeType: "image/webp", buffer: await files.webp() });
    await page.getByRole("button", { name: "Загрузить" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Ошибка при сохранении логотипа" })).toBeVisible();
    await expect(toasts(page).getByText("Ошибка при сохранении логотипа")).toBeVisible();
  } finally {
    await db.execute(sql`DROP TRIGGER refuse_settings_write ON site_settings`);
    await db.execute(sql`DROP FUNCTION refuse_settings_write()`);
  }
  expect(await storedLogo(db)).toBeNull();
  expect((await db.select({ id: mediaFiles.id }).from(mediaFiles)).length).toBe(mediaBefore);

  // Reading the stored logo fails (every other setting still reads).
  await db.insert(siteSettings).values({ key: "site_logo", value: JSON.stringify("/logo.svg"), category: "branding" });
  await db.execute(sql`ALTER TABLE site_settings RENAME TO site_settings_away`);
  await db.execute(sql`CREATE FUNCTION refuse_logo_read() RETURNS text LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'refused'; END $$`);
  await db.execute(sql`CREATE VIEW site_settings AS SELECT key, CASE WHEN key = 'site_logo' THEN refuse_logo_read() ELSE value END AS value, category, description, updated_by, updated_at FROM site_settings_away`);
  try {
    await page.goto("/admin/logo");
    await expect(page.getByText("Ошибка загрузки текущего логотипа")).toBeVisible();
    await expect(page.getByLabel("Файл логотипа")).toBeVisible();
  } finally {
    await db.execute(sql`DROP VIEW site_settings`);
    await db.execute(sql`DROP FUNCTION refuse_logo_read()`);
    await db.execute(sql`ALTER TABLE site_settings_away RENAME TO site_settings`);
  }
});

for (const theme of ["light", "dark"] as const) {
  test(`the screen with a preview and with an error passes axe (${theme})`, async ({ page, db, baseURL, context }) => {
    await context.addCookies([{ name: "admin_theme", value: theme, url: baseURL! }]);
    await login(page, db, "admin", baseURL!);
    await page.goto("/admin/logo");
    await page.getByRole("button", { name: "Загрузить" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Пожалуйста, выберите файл" })).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);
    await page.getByLabel("Файл логотипа").setInputFiles({ name: "brand.png", mimeType: "image/png", buffer: await files.png(400, 100) });
    await expect(page.getByRole("img", { name: "Предпросмотр нового логотипа" })).toBeVisible();
    expect(await wcagViolations(page)).toEqual([]);
  });
}

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts the file itself; the message after the redirect; the header has the new logo", async ({ page, db, baseURL }) => {
    await login(page, db, "admin", baseURL!);
    await page.goto("/admin/logo");
    await page.getByRole("button", { name: "Загрузить" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Пожалуйста, выберите файл" })).toBeVisible();

    await page.getByLabel("Файл логотипа").setInputFiles({ name: "brand.jpg", mimeType: "image/jpeg", buffer: await files.jpeg(600, 200) });
    await page.getByRole("button", { name: "Загрузить" }).click();
    await expect(page).toHaveURL(/\/admin\/logo$/);
    await expect(page.getByRole("status").filter({ hasText: "Логотип успешно обновлён!" })).toBeVisible();
    const url = JSON.parse((await storedLogo(db))!.value) as string;
    await page.goto("/contact");
    await expect(headerLogo(page)).toHaveAttribute("src", `/media/${url.split("/")[2]}/320.webp`);
  });
});
