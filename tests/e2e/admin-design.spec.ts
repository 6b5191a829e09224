import type { Page } from "@playwright/test";

import { auditLog, designVersions } from "~/db/schema";

import { login } from "../setup/auth-helpers";
import { wcagViolations } from "./axe";
import { expect, test } from "./fixtures";

test.afterEach(async ({ db }) => {
  // The design is the whole site's: the next test (and any other spec in this worker) starts from the default.
  await db.delete(designVersions);
});

const SAVED = "Настройки обновлены";

/** The header's 'Оставить заявку' button: a real element painted in the primary colour, with a transition. */
function headerButton(page: Page) {
  return page.locator("header").getByRole("button", { name: "Оставить заявку" });
}

const style = (page: Page, selector: string, property: string) =>
  page.locator(selector).first().evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

async function lightField(page: Page, label: string) {
  return page.getByRole("group", { name: "Светлая тема" }).getByLabel(label, { exact: true });
}

/**
 * Saves and waits for this save's own answer: the toast of a save a moment earlier may still be on
 * screen, and leaving the page before the answer came would drop the save (as a CI run once caught).
 */
async function save(page: Page) {
  const answered = page.waitForResponse((r) => r.request().method() === "POST" && new URL(r.url()).pathname.startsWith("/admin/design"));
  await page.getByRole("button", { name: "Сохранить" }).click();
  expect((await answered).ok()).toBe(true);
  await expect(page.getByText(SAVED).last()).toBeVisible();
}

test("each design path opens its tab", async ({ page, db, baseURL }) => {
  await login(page, db, "admin", baseURL!);
  const tabs = [
    ["/admin/design/theme", "Тема", "Текущее оформление"],
    ["/admin/design/colors", "Цвета", "Цвета"],
    ["/admin/design/typography", "Типографика", "Типографика"],
    ["/admin/design/animations", "Анимации", "Анимации"],
  ] as const;
  for (const [path, tab, heading] of tabs) {
    expect((await page.goto(path))?.status(), path).toBe(200);
    await expect(page.getByRole("heading", { name: "Настройки дизайна", level: 1 })).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Разделы дизайна" });
    await expect(nav.getByRole("link")).toHaveText(["Тема", "Цвета", "Типографика", "Анимации"]);
    await expect(nav.getByRole("link", { name: tab })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { name: heading, level: 2 })).toBeVisible();
  }
  // A tab is a link to its own address.
  await page.getByRole("navigation", { name: "Разделы дизайна" }).getByRole("link", { name: "Типографика" }).click();
  await expect(page).toHaveURL(/\/admin\/design\/typography$/);
  await expect(page.getByRole("radiogroup", { name: "Шрифт" }).getByRole("radio")).toHaveCount(6);
});

test("a saved colour, font and size reach the public home page, and restoring the earlier version rolls them back", async ({ page, db, baseURL, browser }) => {
  test.setTimeout(90_000);
  await login(page, db, "admin", baseURL!);
  await page.goto("/admin/design/colors");
  // The site as built: the first version is the default design.
  await save(page);

  await (await lightField(page, "Основной")).fill("#0f766e");
  await save(page);
  await page.goto("/admin/design/typography");
  await page.getByRole("radio", { name: /^Inter/ }).check();
  await page.getByLabel("Размер шрифта").fill("18");
  await expect(page.getByText("18 px", { exact: true })).toBeVisible();
  await save(page);

  const visitor = await browser.newPage({ baseURL });
  await visitor.goto("/");
  await expect(headerButton(visitor)).toHaveCSS("background-color", "rgb(15, 118, 110)");
  expect(await style(visitor, "html", "font-size")).toBe("18px");
  // text-sm is 0.875rem: it grows with the root.
  await expect(headerButton(visitor)).toHaveCSS("font-size", "15.75px");
  expect(await style(visitor, "body", "font-family")).toMatch(/^"Inter Variable"/);
  // The site's own font file, with the Kazakh letters, is what the page draws them with.
  expect(
    await visitor.evaluate(async () => {
      await document.fonts.load('16px "Inter Variable"', "Әә Ғғ Ққ Ңң Өө Ұұ Үү Һһ Іі");
      return document.fonts.check('16px "Inter Variable"', "Әә Ғғ Ққ Ңң Өө Ұұ Үү Һһ Іі");
    }),
  ).toBe(true);
  // The variables come with the page itself: its <head> carries them.
  const html = await (await visitor.request.get("/")).text();
  expect(html).toContain("--color-primary:#0f766e");

  await page.goto("/admin/design/theme");
  const versions = page.getByTestId("design-version");
  await expect(versions).toHaveCount(3);
  await expect(versions.first().getByText("Текущая")).toBeVisible();
  await versions.last().getByRole("button", { name: /^Восстановить версию от / }).click();
  await expect(page.getByText(SAVED)).toBeVisible();
  await expect(versions).toHaveCount(4);
  await expect(versions.first().getByText(/^Сохранил\(а\): .* · Восстановлена версия от /)).toBeVisible();

  await visitor.goto("/");
  await expect(headerButton(visitor)).toHaveCSS("background-color", "rgb(79, 70, 229)");
  expect(await style(visitor, "html", "font-size")).toBe("16px");
  expect(await style(visitor, "body", "font-family")).not.toContain("Inter");
  await visitor.close();

  const rows = await db.select().from(designVersions);
  expect(rows).toHaveLength(4);
  expect(rows.filter((row) => row.restoredFrom !== null)).toHaveLength(1);
  const logged = (await db.select().from(auditLog)).filter((entry) => entry.entity === "design");
  expect(logged).toHaveLength(4);
});

test("visitors who prefer reduced motion get no animation; others get the configured speed", async ({ page, db, baseURL, browser }) => {
  await login(page, db, "admin", baseURL!);
  await page.goto("/admin/design/animations");
  await page.getByLabel("Скорость анимации").fill("500");
  await expect(page.getByText("500 мс", { exact: true })).toBeVisible();
  await save(page);

  const moving = await browser.newPage({ baseURL });
  await moving.goto("/");
  await expect(headerButton(moving)).toHaveCSS("transition-duration", "0.5s");
  await moving.close();

  const still = await browser.newPage({ baseURL, reducedMotion: "reduce" });
  await still.goto("/");
  await expect(headerButton(still)).toHaveCSS("transition-duration", "0s");
  await still.close();

  // Switched off: nobody gets motion.
  await page.getByLabel("Анимации включены").uncheck();
  await save(page);
  const off = await browser.newPage({ baseURL });
  await off.goto("/");
  await expect(headerButton(off)).toHaveCSS("transition-duration", "0s");
  await off.close();
});

test("text that fails WCAG AA on its background is flagged live and saved only once confirmed", async ({ page, db, baseURL }) => {
  await login(page, db, "admin", baseURL!);
  await page.goto("/admin/design/colors");
  await (await lightField(page, "Текст")).fill("#aaaaaa");
  const warning = page.getByRole("status").filter({ hasText: "контраст текста и фона" });
  await expect(warning).toHaveText("Светлая тема: контраст текста и фона 2,32:1 — ниже 4,5:1 (WCAG AA), текст будет трудно читать.");
  await page.getByRole("button", { name: "Сохранить" }).click();
  await expect(page.getByText("Контраст текста и фона ниже 4,5:1. Подтвердите сохранение или выберите другие цвета.")).toBeVisible();
  expect(await db.select().from(designVersions)).toHaveLength(0);

  // The server asks the same, whatever the browser skipped.
  const values = {
    intent: "save",
    lightPrimary: "#4f46e5",
    lightAccent: "#7c3aed",
    lightBackground: "#ffffff",
    lightText: "#aaaaaa",
    darkPrimary: "#818cf8",
    darkAccent: "#a78bfa",
    darkBackground: "#0b1020",
    darkText: "#e2e8f0",
    font: "system",
    fontSize: "16",
    lineHeight: "1.5",
    animations: "on",
    animationSpeed: "300",
  };
  const forged = await page.request.post("/admin/design/colors", { form: values, headers: { Origin: baseURL! }, maxRedirects: 0 });
  expect(forged.status()).toBe(400);
  expect(await db.select().from(designVersions)).toHaveLength(0);

  await page.getByLabel("Сохранить, несмотря на низкий контраст").check();
  await save(page);
  const [row] = await db.select().from(designVersions);
  expect(row!.values).toMatchObject({ lightText: "#aaaaaa" });

  // 'Сбросить' brings every field back to the default design.
  await page.getByRole("button", { name: "Сбросить" }).click();
  await expect(await lightField(page, "Текст")).toHaveValue("#0f172a");
  await expect(warning).toHaveCount(0);
});

test("the preview frames the real home page with the unsaved values, for staff only", async ({ page, db, baseURL }) => {
  await login(page, db, "admin", baseURL!);
  await page.goto("/admin/design/colors");
  const frame = page.frameLocator('iframe[title="Предпросмотр главной страницы"]');
  await expect(frame.getByRole("heading", { level: 1 })).toBeVisible();
  await (await lightField(page, "Основной")).fill("#b91c1c");
  await expect(frame.locator("header").getByRole("button", { name: "Оставить заявку" })).toHaveCSS("background-color", "rgb(185, 28, 28)");
  await page.getByRole("button", { name: "Телефон" }).click();
  await expect(page.locator('iframe[title="Предпросмотр главной страницы"]')).toHaveAttribute("data-device", "mobile");
  await expect(page.locator('iframe[title="Предпросмотр главной страницы"]')).toHaveCSS("width", "390px");
  expect(await db.select().from(designVersions)).toHaveLength(0);

  const src = (await page.locator('iframe[title="Предпросмотр главной страницы"]').getAttribute("src"))!;
  const preview = await page.request.get(src);
  expect(preview.headers()["x-frame-options"]).toBe("SAMEORIGIN");
  expect(preview.headers()["content-security-policy"]).toContain("frame-ancestors 'self'");
  expect(preview.headers()["cache-control"]).toBe("no-store");
  expect(preview.headers()["x-robots-tag"]).toBe("noindex");
  expect(await preview.text()).toContain("--color-primary:#b91c1c");

  // Anyone else gets the ordinary page: not frameable, not the unsaved values.
  const anonymous = await page.context().browser()!.newContext({ baseURL });
  const stranger = await anonymous.request.get(src);
  expect(stranger.headers()["x-frame-options"]).toBe("DENY");
  expect(stranger.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  expect(await stranger.text()).not.toContain("#b91c1c");
  await anonymous.close();
  const editor = await page.context().browser()!.newContext({ baseURL });
  const editorPage = await editor.newPage();
  await login(editorPage, db, "editor", baseURL!);
  const editorAnswer = await editorPage.request.get(src);
  expect(editorAnswer.headers()["x-frame-options"]).toBe("DENY");
  expect(await editorAnswer.text()).not.toContain("#b91c1c");
  await editor.close();
});

for (const theme of ["light", "dark"]) {
  test(`every tab at 390 px (${theme}) passes axe`, async ({ page, db, baseURL, context }) => {
    await login(page, db, "admin", baseURL!);
    await page.setViewportSize({ width: 390, height: 844 });
    await context.addCookies([{ name: "admin_theme", value: theme, url: baseURL! }]);
    for (const tab of ["theme", "colors", "typography", "animations"]) {
      const path = `/admin/design/${tab}`;
      expect((await page.goto(path))?.status(), path).toBe(200);
      expect(await wcagViolations(page), `${theme} ${path}`).toEqual([]);
    }
  });
}
