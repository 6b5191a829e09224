import { expect, type Page } from "@playwright/test";

import { resetEnvForTests } from "~/server/env.server";

/**
 * The end-to-end tests share one client address: give the public write endpoints a budget they
 * cannot exhaust (the limit itself is tested in tests/integration/leads.test.ts).
 */
export function liftPublicWriteLimit() {
  process.env.RATE_LIMIT_PUBLIC_POINTS = "100000";
  resetEnvForTests();
}

/** A sonner toast as the visitor sees it: its title, its text and its kind. */
export async function expectToast(
  page: Page,
  kind: "success" | "error",
  title: string,
  description: string,
) {
  const toast = page.locator("[data-sonner-toast]").filter({ hasText: description }).last();
  await expect(toast).toBeVisible();
  await expect(toast).toHaveAttribute("data-type", kind);
  await expect(toast.locator("[data-title]")).toHaveText(title);
  await expect(toast.locator("[data-description]")).toHaveText(description);
}

export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;
}
