import { eq } from "drizzle-orm";

import { siteSettings } from "~/db/schema";
import type { Db } from "~/db/types";

import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";

/** The menu button is in the server-rendered page before React listens to it: retry until it opens. */
async function openMenu(page: Page) {
  const header = page.getByRole("banner");
  await expect(async () => {
    const open = header.getByRole("button", { name: "Открыть меню" });
    if (await open.isVisible()) await open.click();
    await expect(header.getByRole("button", { name: "Закрыть меню" })).toBeVisible({ timeout: 500 });
  }).toPass();
}

const NAV = [
  { name: "Главная", path: "/" },
  { name: "О нас", path: "/about" },
  { name: "Услуги", path: "/services" },
  { name: "Кейсы", path: "/cases" },
  { name: "Команда", path: "/team" },
  { name: "Блог", path: "/blog" },
  { name: "Контакты", path: "/contact" },
];

test.describe("header on a desktop screen", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the seven nav links reach their pages and mark the current one", async ({ page }) => {
    await page.goto("/about");
    const nav = page.getByRole("banner").getByRole("navigation", { name: "Основная навигация" });
    await expect(nav.getByRole("link")).toHaveText(NAV.map((l) => l.name));
    await expect(nav.getByRole("link", { name: "О нас" })).toHaveAttribute("aria-current", "page");

    for (const { name, path } of [...NAV.slice(2), NAV[0]!]) {
      await nav.getByRole("link", { name, exact: true }).click();
      await expect(page).toHaveURL(new URL(path, page.url()).toString());
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute("aria-current", "page");
      await expect(nav.locator("[aria-current=page]")).toHaveCount(1);
      await expect(page.getByRole("main")).toBeVisible();
    }
  });

  test("has a WhatsApp chat link with the company phone and a request button that stays on the page", async ({
    page,
  }) => {
    await page.goto("/team");
    const header = page.getByRole("banner");
    const whatsapp = header.getByRole("link", { name: "WhatsApp" });
    await expect(whatsapp).toHaveAttribute("href", "https://wa.me/77273550125");
    await expect(whatsapp).toHaveAttribute("target", "_blank");
    await expect(whatsapp).toHaveAttribute("rel", /noopener/);

    await header.getByRole("button", { name: "Оставить заявку" }).click();
    await expect(page).toHaveURL(/\/team$/);
    // The lead dialog itself is covered by the lead-dialog tests.
  });

  test("the header stays fixed at the top while the page scrolls", async ({ page }) => {
    await page.goto("/services");
    await page.mouse.wheel(0, 2000);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    const box = await page.getByRole("banner").boundingBox();
    expect(box?.y).toBe(0);
    await expect(page.getByRole("banner").getByRole("link", { name: "Услуги" })).toBeInViewport();
  });

  test("every route change starts at the top of the new page", async ({ page }) => {
    await page.goto("/services");
    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);

    await page.getByRole("contentinfo").getByRole("link", { name: "Команда" }).click();
    await expect(page).toHaveURL(/\/team$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    await page.getByRole("contentinfo").scrollIntoViewIfNeeded();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole("banner").getByRole("link", { name: "О нас" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe("header on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the nav collapses into a menu that closes after a link is picked", async ({ page }) => {
    await page.goto("/");
    const header = page.getByRole("banner");
    await expect(header.getByRole("link", { name: "Команда" })).toBeHidden();

    await expect(header.getByRole("button", { name: "Открыть меню" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    await openMenu(page);

    const closeButton = header.getByRole("button", { name: "Закрыть меню" });
    await expect(closeButton).toHaveAttribute("aria-expanded", "true");
    const menu = header.getByRole("navigation", { name: "Основная навигация" });
    await expect(menu.getByRole("link")).toHaveText(NAV.map((l) => l.name));
    await expect(header.getByRole("link", { name: "WhatsApp" })).toBeVisible();
    await expect(header.getByRole("button", { name: "Оставить заявку" })).toBeVisible();

    await menu.getByRole("link", { name: "Команда" }).click();
    await expect(page).toHaveURL(/\/team$/);
    await expect(header.getByRole("link", { name: "Команда" })).toBeHidden();
    await expect(header.getByRole("button", { name: "Открыть меню" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
  });

  test("Escape closes the open menu", async ({ page }) => {
    await page.goto("/about");
    await openMenu(page);
    await expect(page.getByRole("banner").getByRole("link", { name: "Блог" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("banner").getByRole("link", { name: "Блог" })).toBeHidden();
    await expect(page).toHaveURL(/\/about$/);
  });
});

test("the footer has the company's contacts, social links, link columns, newsletter and legal links", async ({
  page,
}) => {
  await page.goto("/services");
  const footer = page.getByRole("contentinfo");
  await expect(footer.getByText("Разрабатываем и внедряем AI-агентов и AI-консультантов")).toBeVisible();
  await expect(footer.getByRole("link", { name: "info@aisolutions.kz" })).toHaveAttribute(
    "href",
    "mailto:info@aisolutions.kz",
  );
  await expect(footer.getByRole("link", { name: "+7 (727) 355-01-25" })).toHaveAttribute(
    "href",
    "tel:+77273550125",
  );
  await expect(footer.getByText("Алматы, Казахстан")).toBeVisible();
  await expect(footer.getByRole("link", { name: "Instagram" })).toHaveAttribute(
    "href",
    "https://instagram.com/aisolutions.kz",
  );
  await expect(footer.getByRole("link", { name: "Telegram-бот" })).toHaveAttribute(
    "href",
    "https://t.me/aisolutions_kz_bot",
  );

  for (const column of ["Компания", "Услуги", "Ресурсы"]) {
    await expect(footer.getByRole("heading", { name: column, exact: true })).toBeVisible();
  }
  const hrefs = await footer
    .getByRole("link")
    .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
  for (const path of [
    "/about",
    "/team",
    "/careers",
    "/partners",
    "/services",
    "/blog",
    "/docs",
    "/faq",
    "/support",
    "/cases",
    "/contact",
  ]) {
    expect(hrefs).toContain(path);
  }

  await expect(footer.getByRole("heading", { name: "Подписка на новости" })).toBeVisible();
  await expect(footer.getByText("© 2025 AI Solutions")).toBeVisible();
  await expect(footer.getByRole("link", { name: "Политика конфиденциальности" })).toHaveAttribute(
    "href",
    "/privacy",
  );
  await expect(footer.getByRole("link", { name: "Условия использования" })).toHaveAttribute("href", "/terms");
  await expect(footer.getByRole("link", { name: "Админ-панель" })).toHaveAttribute("href", "/auth");

  await footer.getByRole("link", { name: "Карьера" }).click();
  await expect(page).toHaveURL(/\/careers$/);
});

test("header and footer are in the server-rendered page, readable without JavaScript", async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto("/about");
  await expect(page.getByRole("banner").getByRole("link", { name: "AI Solutions" })).toBeVisible();
  await expect(page.getByRole("banner").getByRole("link", { name: "Кейсы" })).toHaveAttribute(
    "href",
    "/cases",
  );
  await expect(page.getByRole("contentinfo").getByRole("link", { name: "Админ-панель" })).toBeVisible();
  await context.close();
});

test.describe("logo", () => {
  test.describe.configure({ mode: "serial" });

  async function setLogo(db: Db, url: string | null) {
    if (url === null) {
      await db.delete(siteSettings).where(eq(siteSettings.key, "site_logo"));
      return;
    }
    const value = JSON.stringify(url);
    await db
      .insert(siteSettings)
      .values({ key: "site_logo", value, category: "branding", description: "URL логотипа сайта" })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value } });
  }

  test("shows the bundled logo by default", async ({ page }) => {
    await page.goto("/");
    const logo = page.getByRole("banner").locator("img");
    await expect(logo).toHaveAttribute("src", "/logo.svg");
    await expect(logo).toBeVisible();
    expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expect(page.getByRole("banner").getByRole("link", { name: "AI Solutions" })).toBeVisible();
  });

  test("an image that failed before hydration becomes a letter badge", async ({ page, db }) => {
    await setLogo(db, "/no-such-logo.png");
    try {
      // Hold the scripts back so the image has certainly failed before React hydrates.
      await page.route("**/assets/*.js", async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 500));
        await route.continue();
      });
      await page.goto("/about");
      const homeLink = page.getByRole("banner").getByRole("link", { name: "AI Solutions" });
      await expect(homeLink.getByText("A", { exact: true })).toBeVisible();
      await expect(homeLink.locator("img")).toHaveCount(0);
      await expect(page.getByRole("contentinfo").getByText("A", { exact: true })).toBeVisible();
    } finally {
      await setLogo(db, null);
    }
  });

  test("an image that fails after hydration becomes a letter badge", async ({ page, db }) => {
    await setLogo(db, "/slow-broken-logo.png");
    try {
      let release: () => void = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route("**/slow-broken-logo.png", async (route) => {
        await released;
        await route.fulfill({ status: 404, body: "" });
      });
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto("/team", { waitUntil: "commit" });
      // The menu opens only once React has hydrated.
      await openMenu(page);
      const homeLink = page.getByRole("banner").getByRole("link", { name: "AI Solutions" });
      await expect(homeLink.locator("img")).toHaveCount(1);

      release();
      await expect(homeLink.getByText("A", { exact: true })).toBeVisible();
      await expect(homeLink.locator("img")).toHaveCount(0);
    } finally {
      await setLogo(db, null);
    }
  });
});
