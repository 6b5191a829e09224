import { expect, test } from "./fixtures";

test("an unknown route answers 404 with the spec's page and a way home", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
  await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Вернуться на главную" }).click();
  await expect(page).toHaveURL(/\/$/);
});
