import { eq } from "drizzle-orm";

import { services, teamMembers } from "~/db/schema";

import { expect, test, waitForHydration } from "./fixtures";

test.use({ viewport: { width: 1280, height: 900 } });

test("About shows the intro, mission, vision, values, timeline, partners and company card", async ({
  page,
}) => {
  await page.goto("/about");
  await expect(page).toHaveTitle("О компании | AI Solutions");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Наша история" })).toBeVisible();
  await expect(page.getByText("Топ-100 разработчиков СНГ")).toBeVisible();

  const mission = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Миссия" }) });
  await expect(mission).toContainText("Сделать искусственный интеллект доступным");
  const vision = page.getByRole("article").filter({ has: page.getByRole("heading", { name: "Видение" }) });
  await expect(vision).toContainText("к 2027 году помочь 500+ компаниям");

  const values = page.getByRole("region", { name: "Наши ценности" }).getByRole("heading", { level: 3 });
  await expect(values).toHaveText(["Инновации", "Доступность", "Качество", "Результат"]);

  const timeline = page.getByRole("list").filter({ hasText: "Основание компании" }).getByRole("listitem");
  await expect(timeline).toHaveCount(4);
  await expect(timeline.nth(0)).toContainText("2025");
  await expect(timeline.nth(1)).toContainText("I квартал 2025");
  await expect(timeline.nth(1)).toContainText("двух университетов");
  await expect(timeline.nth(2)).toContainText("II квартал 2025");
  await expect(timeline.nth(2)).toContainText("e-commerce");
  await expect(timeline.nth(3)).toContainText("III–IV квартал 2025");
  await expect(timeline.nth(3)).toContainText("финансовый и государственный");

  const partners = page.getByRole("region", { name: "Партнеры" }).getByRole("listitem");
  await expect(partners).toHaveCount(4);
  await expect(partners.nth(0)).toContainText("Технопарк");
  await expect(partners.nth(0)).toContainText("Astana Hub");

  const card = page.getByRole("complementary", { name: "Карточка компании" });
  await expect(card).toContainText("Год основания2025");
  await expect(card).toContainText("Алматы");
  await expect(card).toContainText("ТОО (LLP)");
});

test.describe("Team", () => {
  test.describe.configure({ mode: "serial" });

  test("shows visible members in display order with their details, upcoming hires and a careers link", async ({
    page,
  }) => {
    await page.goto("/team");
    await expect(page).toHaveTitle("Команда | AI Solutions");
    const cards = page.getByTestId("team-member");
    await expect(cards.getByRole("heading", { level: 2 })).toHaveText([
      "Арман Жумабеков",
      "Дмитрий Ким",
      "Айгерим Сапарова",
    ]);

    const ceo = cards.nth(0);
    await expect(ceo).toContainText("Основатель и генеральный директор");
    await expect(ceo).toContainText("Опыт: 12 лет в IT");

    const cto = cards.nth(1);
    await expect(cto.getByRole("listitem")).toHaveText([
      "Python",
      "LLM и RAG",
      "TypeScript",
      "Облачная инфраструктура",
    ]);
    await expect(cto).not.toContainText("PostgreSQL");
    await expect(cto.getByRole("link", { name: "Написать: Дмитрий Ким" })).toHaveAttribute(
      "href",
      "mailto:dmitry@aisolutions.kz",
    );
    const profile = cto.getByRole("link", { name: /^Профиль: Дмитрий Ким/ });
    await expect(profile).toHaveAttribute("href", "https://www.linkedin.com/in/dmitry-kim-ai");
    await expect(profile).toHaveAttribute("target", "_blank");

    const upcoming = page.getByTestId("upcoming-member");
    await expect(page.getByRole("heading", { name: "Скоро в команде" })).toBeVisible();
    await expect(upcoming).toHaveCount(2);
    await expect(upcoming.nth(0)).toContainText("Присоединится во II квартале 2025");
    await expect(upcoming.nth(1)).toContainText("Присоединится в III квартале 2025");

    await page.getByRole("link", { name: "Открытые вакансии" }).click();
    await expect(page).toHaveURL(/\/careers$/);
  });

  test("hides members staff have hidden and follows the display order", async ({ page, db }) => {
    const [hidden, first] = await db
      .insert(teamMembers)
      .values([
        { name: "Скрытый Сотрудник", position: "Тестировщик", isVisible: false, displayOrder: 0 },
        { name: "Первая Позиция", position: "Аналитик", displayOrder: 0 },
      ])
      .returning({ id: teamMembers.id });
    try {
      await page.goto("/team");
      await expect(page.getByTestId("team-member").getByRole("heading", { level: 2 })).toHaveText([
        "Первая Позиция",
        "Арман Жумабеков",
        "Дмитрий Ким",
        "Айгерим Сапарова",
      ]);
      await expect(page.getByText("Скрытый Сотрудник")).toHaveCount(0);
    } finally {
      await db.delete(teamMembers).where(eq(teamMembers.id, hidden!.id));
      await db.delete(teamMembers).where(eq(teamMembers.id, first!.id));
    }
  });
});

const PRICE_OF = [
  { title: "AI-агенты для бизнеса", price: "от\u00a0500\u00a0000\u00a0₸", duration: "4-8 недель" },
  { title: "Интеграция с CRM и мессенджерами", price: "от\u00a0300\u00a0000\u00a0₸", duration: "2-4 недели" },
  { title: "Обучение персонала работе с AI", price: "от\u00a0150\u00a0000\u00a0₸", duration: "1-2 недели" },
  {
    title: "Техническая поддержка и развитие",
    price: "от\u00a0100\u00a0000\u00a0₸/мес",
    duration: "Постоянно",
  },
  { title: "Сайт с AI-консультантом", price: "от\u00a0200\u00a0000\u00a0₸", duration: "2-3 недели" },
  { title: "Веб-приложения с AI", price: "от\u00a0400\u00a0000\u00a0₸", duration: "3-6 недель" },
  { title: "Собственная CRM с AI", price: "от\u00a0600\u00a0000\u00a0₸", duration: "4-8 недель" },
  { title: "Экспресс-аудит готовности к AI", price: "Бесплатно", duration: "3-5 дней" },
  { title: "Безопасность и соответствие требованиям", price: "По запросу", duration: "1-2 недели" },
  { title: "Консалтинг по AI-стратегии", price: "от\u00a0200\u00a0000\u00a0₸", duration: "2-4 недели" },
  { title: "Аналитика и оптимизация", price: "от\u00a0100\u00a0000\u00a0₸", duration: "1-2 недели" },
];

test.describe("Services", () => {
  test.describe.configure({ mode: "serial" });

  test("lists the seven main and four extra services with exact prices and durations", async ({ page }) => {
    await page.goto("/services");
    await expect(page).toHaveTitle("Услуги | AI Solutions");
    const cards = page.getByTestId("service");
    await expect(cards).toHaveCount(11);
    await expect(cards.getByRole("heading", { level: 2 })).toHaveCount(7);
    await expect(page.getByRole("heading", { name: "Дополнительные услуги" })).toBeVisible();

    for (const [index, expected] of PRICE_OF.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole("heading", { name: expected.title })).toBeVisible();
      // Exact characters, including the non-breaking spaces of ru-RU digit groups.
      expect(await card.getByTestId("service-price").textContent()).toBe(expected.price);
      await expect(card).toContainText(expected.duration);
    }

    const agents = cards.nth(0);
    await expect(agents.getByRole("heading", { name: "Что входит" })).toBeVisible();
    await expect(agents).toContainText("Подключение к WhatsApp, Telegram, Instagram и сайту");
    await expect(agents.getByRole("heading", { name: "Преимущества" })).toBeVisible();
    await expect(agents).toContainText("Снижение затрат до 40%");
    await expect(page.getByRole("button", { name: "Получить консультацию" })).toHaveCount(7);
  });

  test("'Получить консультацию' opens the request dialog in place instead of navigating", async ({
    page,
  }) => {
    await page.goto("/services");
    await waitForHydration(page);
    const card = page.getByTestId("service").filter({ hasText: "Собственная CRM с AI" });
    await card.getByRole("button", { name: "Получить консультацию" }).click();
    const dialog = page.getByRole("dialog", { name: "Оставить заявку" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Имя *")).toBeVisible();
    await expect(dialog.getByLabel("Телефон *")).toHaveAttribute("placeholder", "+7 (XXX) XXX-XX-XX");
    await expect(page).toHaveURL(/\/services$/);
  });

  test("prices are in the server-rendered page, readable without JavaScript", async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.goto("/services");
    await expect(page.getByTestId("service-price")).toHaveText(PRICE_OF.map((p) => p.price));
    await context.close();
  });

  test("a service staff have hidden is not listed", async ({ page, db }) => {
    await db.update(services).set({ isVisible: false }).where(eq(services.slug, "security-compliance"));
    try {
      await page.goto("/services");
      await expect(page.getByTestId("service")).toHaveCount(10);
      await expect(page.getByText("Безопасность и соответствие требованиям")).toHaveCount(0);
    } finally {
      await db.update(services).set({ isVisible: true }).where(eq(services.slug, "security-compliance"));
    }
  });
});
