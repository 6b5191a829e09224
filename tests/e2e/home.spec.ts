import { expect, test } from "./fixtures";

test("home page: seeded hero, achievements, four services, six benefits, six industries and the demo section", async ({
  page,
}) => {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));

  await page.goto("/");

  await expect(page).toHaveTitle(/AI-агенты и AI-консультанты для бизнеса в Казахстане/);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /AI-агентов/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "AI-агенты и AI-консультанты для вашего бизнеса",
  );

  await expect(page.getByText("Топ-100 разработчиков СНГ")).toBeVisible();
  await expect(page.getByText("Резидент Astana Hub")).toBeVisible();

  // The first four main services by display_order, each leading to /services.
  const services = page.getByTestId("service-card");
  await expect(services).toHaveCount(4);
  await expect(services.getByRole("heading")).toHaveText([
    "AI-агенты для бизнеса",
    "Интеграция с CRM и мессенджерами",
    "Обучение персонала работе с AI",
    "Техническая поддержка и развитие",
  ]);
  await expect(services.first()).toContainText("от 500 000 ₸");
  await expect(services.nth(3)).toContainText("от 100 000 ₸/мес");
  await expect(services.first().getByRole("link")).toHaveAttribute("href", "/services");

  const benefits = page.getByTestId("advantage");
  await expect(benefits).toHaveCount(6);
  for (const figure of ["40%", "24/7", "90%"]) {
    await expect(benefits.getByText(figure, { exact: true })).toBeVisible();
  }
  await expect(benefits.first()).toContainText("Снижение затрат до 40%");

  const industries = page.getByTestId("industry");
  await expect(industries.getByRole("heading")).toHaveText([
    "Образование",
    "E-commerce",
    "Банки и финансы",
    "Логистика",
    "HoReCa",
    "Государственные услуги",
  ]);
  for (const tile of await industries.all()) {
    await expect(tile.getByText("Клиенты:")).toBeVisible();
    expect(await tile.getByRole("listitem").count()).toBeGreaterThanOrEqual(3);
  }

  const demo = page.locator("#demo");
  await expect(demo.getByRole("heading", { level: 2 })).toBeVisible();
  await expect(demo.getByRole("link", { name: "Попробовать демо в Telegram" })).toHaveAttribute(
    "href",
    "https://t.me/aisolutions_kz_bot",
  );

  expect(errors).toEqual([]);
});

test("the demo button opens the chat widget", async ({ page }) => {
  await page.goto("/");
  await page.locator("#demo").getByRole("button", { name: "Открыть чат с AI-консультантом" }).click();
  await expect(page.getByRole("dialog", { name: "AI-консультант" })).toBeVisible();
});

test("the hero's call to action scrolls to the demo section and opens the chat widget", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/");
  const hero = page.locator("main > section").first();
  await hero.getByRole("link", { name: "Попробовать демо" }).click();
  await expect(page).toHaveURL(/#demo$/);
  await expect(page.locator("#demo")).toBeInViewport();
  await expect(page.getByRole("dialog", { name: "AI-консультант" })).toBeVisible();
});
