import { expect, test } from "./fixtures";

const PAGES = [
  { path: "/blog", heading: "Блог" },
  { path: "/blog/chek-list-vybora-ai-podryadchika", heading: "Чек-лист: как выбрать подрядчика по внедрению AI в Казахстане" },
  { path: "/careers", heading: "Карьера в AI Solutions" },
  { path: "/partners", heading: "Партнёры" },
  { path: "/support", heading: "Поддержка клиентов" },
  { path: "/docs", heading: "Как проходит внедрение" },
  { path: "/faq", heading: "Частые вопросы" },
  { path: "/privacy", heading: "Политика конфиденциальности" },
  { path: "/terms", heading: "Условия использования" },
];

const PUBLISHED = [
  "Чек-лист: как выбрать подрядчика по внедрению AI в Казахстане",
  "Как подготовить базу знаний для AI-консультанта: пошаговое руководство",
  "Как AI-консультант снижает затраты на поддержку клиентов до 40%",
];

for (const { path, heading } of PAGES) {
  test(`${path} answers 200 with one heading of its own`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{60,}/);
  });
}

test("the blog lists the published articles newest first, not the draft", async ({ page }) => {
  await page.goto("/blog");
  const titles = page.locator("article h2");
  await expect(titles).toHaveText(PUBLISHED);
  await expect(page.getByText("Итоги первого полугодия 2025 года")).toHaveCount(0);
  const first = page.locator("article").first();
  await expect(first.getByText("Технологии")).toBeVisible();
  await expect(first.getByText("20 мая 2025 г.")).toBeVisible();
  await expect(first.getByText(/^\d+ мин чтения$/)).toBeVisible();
});

test("the category filter works as plain links", async ({ page }) => {
  await page.goto("/blog");
  const categories = page.getByRole("navigation", { name: "Категории статей" });
  await categories.getByRole("link", { name: "Обучение" }).click();
  await expect(page).toHaveURL(/category=/);
  await expect(page.locator("article h2")).toHaveText([PUBLISHED[1]!]);
  await expect(categories.getByRole("link", { name: "Обучение" })).toHaveAttribute("aria-current", "page");
  await categories.getByRole("link", { name: "Кейсы" }).click();
  await expect(page.getByRole("heading", { name: "В этой категории пока нет статей" })).toBeVisible();
});

test("a post opens from the list and renders its sections", async ({ page }) => {
  await page.goto("/blog");
  await page.getByRole("main").getByRole("link", { name: PUBLISHED[2] }).click();
  await expect(page).toHaveURL(/\/blog\/ai-konsultant-snizhaet-zatraty-na-podderzhku$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(PUBLISHED[2]!);
  await expect(page.getByRole("heading", { level: 2, name: "Откуда берётся экономия" })).toBeVisible();
  await expect(page.getByText("12 марта 2025 г.")).toBeVisible();
  await expect(page).toHaveTitle(`${PUBLISHED[2]} | AI Solutions`);
  await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
  await page.getByRole("main").getByRole("link", { name: "Все статьи" }).click();
  await expect(page).toHaveURL(/\/blog$/);
});

for (const slug of ["itogi-pervogo-polugodiya-2025", "no-such-article"]) {
  test(`/blog/${slug} answers 404 with the site's not-found page`, async ({ page }) => {
    const response = await page.goto(`/blog/${slug}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Вернуться на главную" })).toBeVisible();
  });
}

test("a FAQ answer opens on click", async ({ page }) => {
  await page.goto("/faq");
  const answer = page.getByText("Простые решения, например AI-консультант на сайте, запускаем за 2 недели.");
  await expect(answer).toBeHidden();
  await page.getByText("Сколько времени занимает внедрение?").click();
  await expect(answer).toBeVisible();
  await expect(page.locator("details").first()).toHaveAttribute("open", "");
});

test("careers and support point at the company's contacts", async ({ page }) => {
  await page.goto("/careers");
  await expect(page.getByRole("main").getByRole("link", { name: "info@aisolutions.kz" })).toHaveAttribute("href", /^mailto:info@aisolutions\.kz\?subject=/);
  await page.goto("/support");
  await expect(page.getByRole("main").getByRole("link", { name: "+7 (727) 355-01-25" })).toHaveAttribute("href", "tel:+77273550125");
  await expect(page.getByText("99,9%").first()).toBeVisible();
  await page.goto("/partners");
  const partners = page.getByRole("region", { name: "С кем мы работаем" }).getByRole("listitem");
  await expect(partners).toHaveCount(4);
  await expect(partners.filter({ hasText: "E-commerce" })).toHaveCount(1);
  await page.getByRole("main").getByRole("link", { name: "Стать партнёром" }).click();
  await expect(page).toHaveURL(/\/contact$/);
});
