import type { Page } from "@playwright/test";

import { SCRIPTS_AFTER_PAINT_CAP_MS } from "~/components/scripts-after-paint";
import { heroContent } from "~/db/schema";
import type { Db } from "~/db/types";

import { expect, test } from "./fixtures";
import { startPausedPageProxy } from "./paused-page-proxy";

type SlideInsert = typeof heroContent.$inferInsert;
type SlideRow = typeof heroContent.$inferSelect;

// Every test here replaces the worker's hero slides, so they run one at a time and put the seeded ones back.
test.describe.configure({ mode: "serial" });

let seeded: SlideRow[] = [];

test.beforeEach(async ({ db }) => {
  seeded = await db.select().from(heroContent);
});

test.afterEach(async ({ db }) => {
  await db.delete(heroContent);
  if (seeded.length > 0) await db.insert(heroContent).values(seeded);
});

async function replaceSlides(db: Db, slides: SlideInsert[]) {
  await db.delete(heroContent);
  if (slides.length > 0) await db.insert(heroContent).values(slides);
}

function hero(page: Page) {
  return page.locator("main > section").first();
}

/** Clicks before React hydrates the server-rendered slider would be lost: wait until it owns the controls. */
async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const button = document.querySelector('button[aria-label="Следующий слайд"]');
    return button !== null && document.documentElement.dataset.hydrated === "true";
  });
}

function activeSlide(page: Page) {
  return page.locator('[data-testid="hero-slide"][data-active="true"]');
}

test("with no active slide the hero says it is not set up", async ({ page, db }) => {
  await replaceSlides(db, [{ title: "Выключенный слайд", isActive: false }]);

  await page.goto("/");

  await expect(page.getByRole("heading", { name: "Hero секция не настроена" })).toBeVisible();
  await expect(page.getByText("Добавьте слайды в админ-панели")).toBeVisible();
  await expect(page.getByText("Выключенный слайд")).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Следующий слайд" })).toHaveCount(0);
});

test("one active slide: its texts, the default badge and CTA target, and no slider controls", async ({ page, db }) => {
  await replaceSlides(db, [
    {
      title: "Один-единственный слайд",
      subtitle: "Подзаголовок слайда",
      description: "Описание единственного слайда",
      badgeText: "",
      ctaText: "Смотреть демо",
      ctaLink: null,
      isActive: true,
      slideOrder: 1,
    },
  ]);

  await page.goto("/");

  await expect(page.getByRole("heading", { level: 1, name: "Один-единственный слайд" })).toBeVisible();
  await expect(page.getByText("Подзаголовок слайда")).toBeVisible();
  await expect(page.getByText("Описание единственного слайда")).toBeVisible();
  await expect(page.getByText("Технологический лидер в области AI в Центральной Азии")).toBeVisible();
  await expect(hero(page).getByRole("link", { name: "Смотреть демо" })).toHaveAttribute("href", "#demo");
  await expect(hero(page).getByRole("link", { name: "Оставить заявку" })).toHaveAttribute("href", "/contact");

  await expect(page.getByRole("button", { name: "Предыдущий слайд" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Следующий слайд" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^Слайд \d+$/ })).toHaveCount(0);

  // show_founder defaults to true: the bundled portrait with its caption.
  await expect(hero(page).getByText("Основатель и CEO")).toBeVisible();
  await expect(hero(page).locator('img[src="/images/founder.svg"]')).toBeVisible();
  await expect(page.getByText("AI Agents")).toHaveCount(0);

  await hero(page).getByRole("link", { name: "Смотреть демо" }).click();
  await expect(page).toHaveURL(/#demo$/);
  await expect(page.locator("#demo")).toBeInViewport();
});

test("three active slides follow slide_order with next, previous and dots; the inactive one never shows", async ({
  page,
  db,
  request,
}) => {
  await replaceSlides(db, [
    { title: "Третий слайд", isActive: true, slideOrder: 3, backgroundImage: "/images/third-bg.svg" },
    { title: "Скрытый слайд", isActive: false, slideOrder: 1, backgroundImage: "/images/hidden-bg.svg" },
    { title: "Первый слайд", isActive: true, slideOrder: 1, backgroundImage: "/images/founder.svg" },
    { title: "Второй слайд", isActive: true, slideOrder: 2, backgroundImage: "/images/second-bg.svg" },
  ]);

  // The first slide is in the server-rendered HTML, before any script runs.
  const html = await (await request.get("/")).text();
  expect(html).toContain("Первый слайд");
  expect(html).not.toContain("Скрытый слайд");

  await page.goto("/");
  await waitForHydration(page);
  const title = activeSlide(page).getByRole("heading");
  const dots = page.getByRole("button", { name: /^Слайд \d+$/ });

  await expect(title).toHaveText("Первый слайд");
  await expect(page.getByText("Второй слайд", { exact: true })).toBeHidden();
  await expect(dots).toHaveCount(3);
  await expect(page.getByRole("button", { name: "Слайд 1" })).toHaveAttribute("aria-current", "true");

  const background = page.getByTestId("hero-background");
  await expect(background).toHaveAttribute("data-kind", "image");
  await expect(background.locator("img")).toHaveAttribute("src", "/images/founder.svg");

  const next = page.getByRole("button", { name: "Следующий слайд" });
  const previous = page.getByRole("button", { name: "Предыдущий слайд" });
  await next.click();
  await expect(title).toHaveText("Второй слайд");
  await expect(page.getByText("Первый слайд", { exact: true })).toBeHidden();
  await expect(page.getByRole("button", { name: "Слайд 2" })).toHaveAttribute("aria-current", "true");
  await next.click();
  await expect(title).toHaveText("Третий слайд");
  await next.click();
  await expect(title).toHaveText("Первый слайд");
  await previous.click();
  await expect(title).toHaveText("Третий слайд");

  await page.getByRole("button", { name: "Слайд 2" }).click();
  await expect(title).toHaveText("Второй слайд");
  await expect(page.getByRole("button", { name: "Слайд 2" })).toHaveAttribute("aria-current", "true");
  await expect(page.getByRole("button", { name: "Слайд 1" })).not.toHaveAttribute("aria-current", "true");
  await page.getByRole("button", { name: "Слайд 1" }).click();
  await expect(title).toHaveText("Первый слайд");

  // The background stays the first slide's whichever slide is showing.
  await expect(background.locator("img")).toHaveAttribute("src", "/images/founder.svg");
  await expect(page.getByText("Скрытый слайд")).toHaveCount(0);
});

test("stat icons map by name, with a default icon for an unknown name", async ({ page, db }) => {
  await replaceSlides(db, [
    {
      title: "Слайд со статистикой",
      isActive: true,
      stats: [
        { icon: "Zap", value: "до 90%", label: "быстрее обработка" },
        { icon: "Users", value: "500+", label: "компаний" },
        { icon: "Rocket", value: "2 недели", label: "до запуска" },
        { icon: "Globe", value: "3", label: "языка" },
      ],
    },
  ]);

  await page.goto("/");

  const stats = activeSlide(page).getByRole("listitem").filter({ has: page.getByTestId("hero-stat-icon") });
  await expect(stats).toHaveCount(4);
  await expect(stats.nth(0)).toContainText("до 90%");
  await expect(stats.nth(0)).toContainText("быстрее обработка");
  const icons = activeSlide(page).getByTestId("hero-stat-icon");
  await expect(icons.nth(0)).toHaveAttribute("data-icon", "Zap");
  await expect(icons.nth(1)).toHaveAttribute("data-icon", "Users");
  await expect(icons.nth(2)).toHaveAttribute("data-icon", "Sparkles");
  await expect(icons.nth(3)).toHaveAttribute("data-icon", "Globe");
  await expect(icons.nth(0).locator("svg.lucide-zap")).toHaveCount(1);
  await expect(icons.nth(2).locator("svg.lucide-sparkles")).toHaveCount(1);
});

test("show_founder false shows the AI Agents panel instead of the founder", async ({ page, db }) => {
  await replaceSlides(db, [{ title: "Слайд без основателя", isActive: true, showFounder: false }]);

  await page.goto("/");

  await expect(hero(page).getByText("AI Agents", { exact: true })).toBeVisible();
  await expect(hero(page).getByText("Основатель и CEO")).toHaveCount(0);
  await expect(hero(page).locator("figure")).toHaveCount(0);
});

test("a background video plays muted and looped under the overlay", async ({ page, db }) => {
  await replaceSlides(db, [
    {
      title: "Слайд с видео",
      isActive: true,
      backgroundVideo: "/videos/hero.mp4",
      backgroundImage: "/images/founder.svg",
    },
    { title: "Второй слайд с картинкой", isActive: true, slideOrder: 2, backgroundImage: "/images/other.svg" },
  ]);

  await page.goto("/");

  const background = page.getByTestId("hero-background");
  await expect(background).toHaveAttribute("data-kind", "video");
  const video = background.locator("video");
  await expect(video).toHaveAttribute("src", "/videos/hero.mp4");
  await expect(video).toHaveAttribute("poster", "/images/founder.svg");
  expect(
    await video.evaluate((el: HTMLVideoElement) => ({
      muted: el.muted,
      loop: el.loop,
      autoplay: el.autoplay,
      playsInline: el.playsInline,
    })),
  ).toEqual({ muted: true, loop: true, autoplay: true, playsInline: true });
});

// app/components/scripts-after-paint.tsx: the hero photo is what a visitor sees first, so on a slow
// connection the page's scripts do not compete with it.
const SLOW_PHOTO = "/images/slow-hero-photo.svg";
const PHOTO_SVG = '<svg xmlns="http://www.w3.org/2000/svg" width="1920" height="1080"><rect width="1920" height="1080" fill="#1e3a8a"/></svg>';

/** The page's scripts asked for so far, each with when (ms after the navigation began). */
function scriptRequests(page: Page): Promise<number[]> {
  return page.evaluate(() =>
    performance
      .getEntriesByType("resource")
      .filter((entry) => /\/assets\/.+\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => entry.startTime),
  );
}

test("the page's scripts wait until the hero photo has arrived, then the page comes alive", async ({ context, db }) => {
  await replaceSlides(db, [{ title: "Слайд с фото", isActive: true, backgroundImage: SLOW_PHOTO }]);
  // Not the fixture's page, whose goto waits for hydration.
  const page = await context.newPage();
  let photoSent = false;
  let sendPhoto!: () => void;
  const photoReleased = new Promise<void>((resolve) => (sendPhoto = resolve));
  await page.route(`**${SLOW_PHOTO}`, async (route) => {
    await photoReleased;
    photoSent = true;
    await route.fulfill({ contentType: "image/svg+xml", body: PHOTO_SVG });
  });

  await page.goto("/", { waitUntil: "domcontentloaded" });
  await expect(hero(page).getByRole("heading", { name: "Слайд с фото" })).toBeVisible();
  await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
  // Painted, the photo still on its way: nothing of the page's scripts is asked for meanwhile, but
  // for the cap (SCRIPTS_AFTER_PAINT_CAP_MS after the inline script ran) on a machine slow enough to
  // reach it, so a script asked for before the cap's earliest moment is one that did not wait.
  await page.waitForTimeout(500);
  const beforePhoto = await scriptRequests(page);
  expect(beforePhoto.filter((startTime) => startTime < SCRIPTS_AFTER_PAINT_CAP_MS)).toEqual([]);

  sendPhoto();
  await page.locator("html[data-hydrated='true']").waitFor({ state: "attached" });
  expect(photoSent).toBe(true);
  expect((await scriptRequests(page)).length).toBeGreaterThan(0);
  expect(await page.getByTestId("hero-background").locator("img").evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
});

test("a hero photo that never arrives does not keep the page from coming alive", async ({ context, db }) => {
  await replaceSlides(db, [{ title: "Слайд с фото", isActive: true, backgroundImage: SLOW_PHOTO }]);
  const page = await context.newPage();
  const held: import("@playwright/test").Route[] = [];
  await page.route(`**${SLOW_PHOTO}`, (route) => {
    held.push(route);
  });
  try {
    await page.goto("/", { waitUntil: "domcontentloaded" });
    await page.locator("html[data-hydrated='true']").waitFor({ state: "attached", timeout: 15_000 });
    expect(held).toHaveLength(1);
    // Alive: the header's button opens the lead dialog while the photo is still on its way.
    await page.getByRole("banner").getByRole("button", { name: "Оставить заявку" }).click();
    await expect(page.getByRole("dialog", { name: "Оставить заявку" })).toBeVisible();
  } finally {
    await Promise.all(held.map((route) => route.abort()));
  }
});

test("on a phone the hero's text stays where it was first painted while the rest of the page arrives", async ({ browser, db, baseURL }) => {
  await replaceSlides(db, [{ title: "Слайд на телефоне", badgeText: "Бейдж слайда", isActive: true }]);
  // The page stops arriving right after the badge: the phone paints the hero with only its badge.
  const proxy = await startPausedPageProxy(baseURL!, "/", "Бейдж слайда</p>");
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  try {
    await page.goto(proxy.url + "/", { waitUntil: "commit" });
    const badge = page.getByText("Бейдж слайда");
    await badge.waitFor();
    await page.waitForFunction(() => performance.getEntriesByName("first-contentful-paint").length > 0);
    const painted = await badge.boundingBox();

    proxy.release();
    await expect(page.getByRole("heading", { level: 1, name: "Слайд на телефоне" })).toBeVisible();
    await page.locator("html[data-hydrated='true']").waitFor({ state: "attached" });
    expect(await badge.boundingBox()).toEqual(painted);
  } finally {
    await page.close();
    await proxy.close();
  }
});
