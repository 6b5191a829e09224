import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

const WCAG_21_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"];

/**
 * What axe finds against WCAG 2.1 A/AA on the page as it stands (or inside `include`), one line
 * per rule: "rule (nodes) first node". The pages have no frames, so axe runs once in the page
 * (legacy mode); the default runs it per frame and again in a new blank page to merge the frames'
 * results, which took twice as long. Only violations are detailed, the rest is not needed here.
 */
export async function wcagViolations(page: Page, options: { include?: string } = {}): Promise<string[]> {
  let builder = new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(WCAG_21_AA)
    .setLegacyMode();
  if (options.include) builder = builder.include(options.include);
  const results = await builder.analyze();
  return results.violations.map((v) => `${v.id} (${v.nodes.length}) ${v.nodes[0]?.target.join(" ")}`);
}
