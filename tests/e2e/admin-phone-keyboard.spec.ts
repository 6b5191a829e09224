/**
 * Every admin screen, and each screen's open create form or dialog, on a 390 px phone (issue 9
 * point 18): nothing is wider than the screen, the title is on it, and every control the screen
 * shows can be reached with the Tab key, in the light and the dark theme.
 */
import { eq } from "drizzle-orm";

import { blogPosts, cases, heroContent, services, teamMembers } from "~/db/schema";
import { SCREEN_IDS, screenPaths } from "~/lib/permissions";

import { ADMIN_OPEN_FORMS } from "../setup/admin-open-forms";
import { login } from "../setup/auth-helpers";
import { expect, test } from "./fixtures";

type Page = import("@playwright/test").Page;
/** The stops that have had the focus, noted by the page itself (unreachedByTab). */
type TabWindow = Window & { tabStopsReached: Set<string> };

// Every path, not only each screen's first: the design and settings paths open different tabs.
const SCREENS = SCREEN_IDS.flatMap((id) => screenPaths(id));
// Three a test keeps each well inside the test budget when two workers share a 2-core machine.
const PATHS_PER_TEST = 3;
const groups: string[][] = [];
for (const list of [SCREENS, ADMIN_OPEN_FORMS.map((form) => form.path)]) {
  for (let i = 0; i < list.length; i += PATHS_PER_TEST) groups.push(list.slice(i, i + PATHS_PER_TEST));
}

/** Marks every control shown in the page's main area or dialog, and answers how many there are. */
function markControls(page: Page): Promise<number> {
  return page.evaluate(() => {
    const scope = document.querySelector("[role='dialog'], [role='alertdialog']") ?? document.querySelector("main")!;
    const selector =
      "a[href], button:not([disabled]), input:not([type='hidden']):not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex='-1'])";
    const controls = [...scope.querySelectorAll<HTMLElement>(selector)].filter(
      (element) => element.tabIndex >= 0 && element.checkVisibility({ visibilityProperty: true }) && element.getClientRects().length > 0,
    );
    // Radio buttons of one group share a single Tab stop: the checked one (or the first) stands for the group.
    const stops = controls.filter((element) => {
      if (!(element instanceof HTMLInputElement) || element.type !== "radio" || !element.name) return true;
      const group = controls.filter((other) => other instanceof HTMLInputElement && other.type === "radio" && other.name === element.name);
      const checked = group.find((radio) => (radio as HTMLInputElement).checked);
      return element === (checked ?? group[0]);
    });
    stops.forEach((element, index) => element.setAttribute("data-tab-stop", String(index)));
    return stops.length;
  });
}

/** Presses Tab until every marked control has had the focus, or gives up; answers the ones never reached. */
async function unreachedByTab(page: Page, count: number): Promise<string[]> {
  // The page notes each stop that takes the focus, so the presses need not ask after each one:
  // a round trip a press instead of two, read back every few presses.
  await page.evaluate(() => {
    const reached = new Set<string>();
    (window as unknown as TabWindow).tabStopsReached = reached;
    document.addEventListener("focusin", (event) => {
      const stop = (event.target as HTMLElement | null)?.getAttribute?.("data-tab-stop");
      if (stop) reached.add(stop);
    });
  });
  const reachedCount = () => page.evaluate(() => (window as unknown as TabWindow).tabStopsReached.size);
  const BATCH = 8;
  for (let press = 0; press < count + 60 && (press % BATCH !== 0 || (await reachedCount()) < count); press++) {
    await page.keyboard.press("Tab");
  }
  return page.evaluate(
    () => {
      const seen = (window as unknown as TabWindow).tabStopsReached;
      return [...document.querySelectorAll<HTMLElement>("[data-tab-stop]")]
        .filter((element) => !seen.has(element.getAttribute("data-tab-stop")!))
        .map(
          (element) =>
            `${element.tagName.toLowerCase()} «${(element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40)}»`,
        );
    },
  );
}

/** Nothing wider than the phone, and every control shown reached by Tab from the top of the page. */
async function expectFitsAndReachable(page: Page, path: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${path} is wider than the phone by ${overflow} px`).toBeLessThanOrEqual(0);
  const count = await markControls(page);
  expect(count, path).toBeGreaterThan(0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  expect(await unreachedByTab(page, count), path).toEqual([]);
}

for (const theme of ["light", "dark"] as const) {
  for (const paths of groups) {
    test(`at 390 px, fit the screen and reach every control by keyboard: ${paths.join(", ")} (${theme})`, async ({
      page,
      db,
      baseURL,
      context,
    }) => {
      await context.addCookies([{ name: "admin_theme", value: theme, url: baseURL! }]);
      await page.setViewportSize({ width: 390, height: 844 });
      await login(page, db, "admin", baseURL!);
      for (const path of paths) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        // An open dialog hides the page behind it from assistive technology; then the dialog is the screen.
        const dialog = page.getByRole("dialog");
        if ((await dialog.count()) > 0) await expect(dialog, path).toBeInViewport({ ratio: 0.5 });
        else await expect(page.getByRole("heading", { level: 1 }), path).toBeInViewport();
        await expectFitsAndReachable(page, path);
      }
    });
  }
}

// Two halves of the record forms: seven forms in one test came near its budget on a busy 2-core machine.
for (const half of [0, 1] as const) {
  test(`at 390 px, the edit forms and the delete questions fit and every control is reached by keyboard (part ${half + 1})`, async ({
    page,
    db,
    baseURL,
  }) => {
    // Each form is walked control by control with the Tab key: tens of round trips per form.
    test.setTimeout(120_000);
    const first = async (table: typeof heroContent | typeof services | typeof teamMembers | typeof blogPosts) =>
      ((await db.select({ id: table.id }).from(table).limit(1))[0]?.id ?? "") as string;
    // The seed has no cases: one is added for this test.
    const [item] = await db
      .insert(cases)
      .values({
        title: "Кейс для телефона",
        client: "ТОО «Клиент»",
        industry: "Медицина",
        description: "Описание.",
        technologies: ["GPT-4o"],
      })
      .returning();
    const member = await first(teamMembers);
    const paths = [
      `/admin/hero?edit=${await first(heroContent)}`,
      `/admin/services?edit=${await first(services)}`,
      `/admin/cases?edit=${item!.id}`,
      `/admin/team?member=${member}`,
      `/admin/blog?edit=${await first(blogPosts)}`,
      `/admin/cases?delete=${item!.id}`,
      `/admin/team?delete=${member}`,
    ].filter((_, index) => index % 2 === half);
    await page.setViewportSize({ width: 390, height: 844 });
    await login(page, db, "admin", baseURL!);
    try {
      for (const path of paths) {
        expect(path, "the seeded database has a record to open").not.toMatch(/=$/);
        expect((await page.goto(path))?.status(), path).toBe(200);
        await expectFitsAndReachable(page, path);
      }
    } finally {
      await db.delete(cases).where(eq(cases.id, item!.id));
    }
  });
}
