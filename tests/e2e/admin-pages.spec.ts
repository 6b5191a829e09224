/**
 * Every admin screen at each of its paths, and its open create forms and dialogs, on the client
 * runtime visitors and staff actually get (Preact, ADR 0007): it hydrates without rebuilding what
 * the server rendered, runs without errors, and axe finds no WCAG 2.1 A/AA violation, in the light
 * and the dark theme (issue 9 points 2 and 18).
 * Two screens to a test: each test pays for a fresh browser context and a cold first load (~8 s
 * on a 2-core machine), while one test per theme held a worker for minutes at the end of the suite;
 * more to a test came too close to the test budget once the design screen framed a whole page for
 * its preview (axe reads the frame too) and the settings tabs grew forms.
 */

import { SCREEN_IDS, screenPaths } from "~/lib/permissions";

import { ADMIN_OPEN_FORMS } from "../setup/admin-open-forms";
import { login } from "../setup/auth-helpers";
import { wcagViolations } from "./axe";
import { expect, test } from "./fixtures";
import { rebuiltElements, recordRemovedElements } from "./removed-elements";

const SCREENS_PER_TEST = 2;
const SCREEN_PATHS = SCREEN_IDS.flatMap((id) => screenPaths(id));
const FORM_PATHS = new Set(ADMIN_OPEN_FORMS.map((form) => form.path));
const PATHS = [...SCREEN_PATHS, ...FORM_PATHS];
const groups: string[][] = [];
for (let i = 0; i < PATHS.length; i += SCREENS_PER_TEST) groups.push(PATHS.slice(i, i + SCREENS_PER_TEST));

for (const theme of ["light", "dark"] as const) {
  for (const paths of groups) {
    test(`${paths.join(", ")} hydrate cleanly and pass axe (${theme})`, async ({ page, db, baseURL, context }) => {
      await context.addCookies([{ name: "admin_theme", value: theme, url: baseURL! }]);
      await login(page, db, "admin", baseURL!);
      await page.addInitScript(recordRemovedElements);
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      page.on("console", (message) => {
        if (message.type() === "error") errors.push(message.text());
      });
      for (const path of paths) {
        const response = await page.goto(path);
        expect(response?.status(), path).toBe(200);
        // A form named in the address is a card on the page until the page runs, then a dialog
        // (ADR 0025): that card is replaced on purpose, so only the screens are held to this.
        if (!FORM_PATHS.has(path)) expect(await rebuiltElements(page), path).toEqual([]);
        expect(await wcagViolations(page), path).toEqual([]);
      }
      expect(errors).toEqual([]);
    });
  }
}

test("axe, as these tests run it, finds a violation planted in a screen", async ({ page, db, baseURL }) => {
  await login(page, db, "admin", baseURL!);
  await page.goto("/admin/leads");
  await page.evaluate(() => {
    const faint = document.createElement("p");
    faint.textContent = "Едва видимый текст";
    faint.style.cssText = "color: #f4f4f5; background: #ffffff";
    document.querySelector("main")!.append(faint);
  });
  expect(await wcagViolations(page)).toEqual([expect.stringMatching(/^color-contrast \(1\) /)]);
});
