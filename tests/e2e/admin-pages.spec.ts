/**
 * Every admin screen, on the client runtime visitors and staff actually get (Preact, ADR 0007):
 * it hydrates without rebuilding what the server rendered, runs without errors, and axe finds no
 * WCAG 2.1 A/AA violation, in the light and the dark theme (issue 9 points 2 and 18).
 */
import AxeBuilder from "@axe-core/playwright";

import { SCREEN_IDS, screenPaths } from "~/lib/permissions";

import { login } from "../setup/auth-helpers";
import { expect, test } from "./fixtures";
import { rebuiltElements, recordRemovedElements } from "./removed-elements";

const PATHS = SCREEN_IDS.map((id) => screenPaths(id)[0]!);

for (const theme of ["light", "dark"] as const) {
  test(`every admin screen hydrates cleanly and passes axe (${theme})`, async ({ page, db, baseURL, context }) => {
    test.setTimeout(300_000);
    await context.addCookies([{ name: "admin_theme", value: theme, url: baseURL! }]);
    await login(page, db, "admin", baseURL!);
    await page.addInitScript(recordRemovedElements);
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    for (const path of PATHS) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(await rebuiltElements(page), path).toEqual([]);
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
      expect(
        results.violations.map((v) => `${path}: ${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(" ")}`),
      ).toEqual([]);
    }
    expect(errors).toEqual([]);
  });
}
