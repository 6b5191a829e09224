import { expect, test, waitForHydration } from "./fixtures";
import { PUBLIC_PAGE_PATHS } from "~/lib/public-pages";

import { rebuiltElements, recordRemovedElements } from "./removed-elements";

// The browser bundle runs on preact/compat while the server renders with React (vite.config.ts,
// app/entry.client.tsx): every public page must come alive with its head intact, and hydration,
// which runs in slices (app/components/hydrate-later.tsx), must adopt the server's elements rather
// than throw them away and rebuild them (a flash, a lost scroll position or half-typed input).

for (const path of PUBLIC_PAGE_PATHS) {
  test(`${path} hydrates with one document, its stylesheet, title and canonical link, its scripts loaded after the first paint`, async ({ page }) => {
    await page.addInitScript(recordRemovedElements);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto(path);
    const titleBefore = await page.title();
    await waitForHydration(page);

    expect(await page.evaluate(() => document.querySelectorAll("html, head, body").length)).toBe(3);
    expect(await page.evaluate(() => document.styleSheets.length)).toBeGreaterThan(0);
    // A styled page: the fixed header is taken out of the flow by the stylesheet.
    await expect(page.getByRole("banner")).toHaveCSS("position", "fixed");
    expect(await page.title()).toBe(titleBefore);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    expect(errors).toEqual([]);
    expect(await rebuiltElements(page)).toEqual([]);
    // The scripts wait for the page's first paint (app/components/scripts-after-paint.tsx).
    const timing = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? null,
      scriptStarts: performance
        .getEntriesByType("resource")
        .filter((entry) => /^\/assets\/.+\.js$/.test(new URL(entry.name).pathname))
        .map((entry) => entry.startTime),
    }));
    expect(timing.firstPaint).not.toBeNull();
    expect(timing.scriptStarts.length).toBeGreaterThan(0);
    expect(Math.min(...timing.scriptStarts)).toBeGreaterThan(timing.firstPaint!);
  });
}

test("client navigation keeps the page styled and updates the title", async ({ page }) => {
  await page.goto("/");
  await waitForHydration(page);
  await page.getByRole("banner").getByRole("link", { name: "Услуги" }).click();
  await expect(page).toHaveURL(/\/services$/);
  await expect(page).toHaveTitle(/^Услуги/);
  expect(await page.evaluate(() => document.styleSheets.length)).toBeGreaterThan(0);
  await expect(page.getByRole("banner")).toHaveCSS("position", "fixed");
});
