import { randomUUID } from "node:crypto";

import { eq, inArray } from "drizzle-orm";

import { caseResults, cases, siteSettings } from "~/db/schema";
import type { Db } from "~/db/types";

import { expect, test } from "./fixtures";

type NewCase = typeof cases.$inferInsert;
type NewResult = Omit<typeof caseResults.$inferInsert, "caseId">;

const created: string[] = [];

function uniqueTitle(label: string) {
  return `${label} ${randomUUID().slice(0, 8)}`;
}

async function insertCase(db: Db, values: Omit<NewCase, "client" | "industry" | "description"> & Partial<NewCase>, results: NewResult[] = []) {
  const [row] = await db
    .insert(cases)
    .values({ client: "ТОО «Клиент»", industry: "E-commerce", description: "Описание кейса.", ...values })
    .returning({ id: cases.id });
  if (results.length > 0) await db.insert(caseResults).values(results.map((r) => ({ ...r, caseId: row!.id })));
  created.push(row!.id);
  return row!.id;
}

test.afterAll(async ({ db }) => {
  if (created.length > 0) await db.delete(cases).where(inArray(cases.id, created));
});

async function siteName(db: Db) {
  const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, "company_name"));
  return row ? (JSON.parse(row.value) as string) : "AI Solutions";
}

test("a completed case is listed with its essentials and its page shows the whole story", async ({ page, db }) => {
  const title = uniqueTitle("AI-диспетчер для логистики");
  const id = await insertCase(
    db,
    {
      title,
      status: "completed",
      client: "ТОО «Быстрая доставка»",
      industry: "Логистика",
      description: "AI-агент принимает заявки на доставку круглосуточно и сам распределяет их по водителям.",
      challenge: "Операторы не успевали обрабатывать заявки в часы пик.",
      solution: "Голосовой и текстовый AI-агент с интеграцией в 1С.",
      technologies: ["GPT-4o", "Python", "FastAPI", "PostgreSQL", "Redis", "Docker"],
      duration: "3 месяца",
      teamSize: "5 специалистов",
      publishDate: "2025-03-15",
      projectUrl: "https://example.kz/project",
    },
    [
      { metricName: "Скорость обработки заявок", beforeValue: "15 минут", afterValue: "30 секунд", improvementPercentage: 45, sortOrder: 0 },
      { metricName: "Нагрузка на операторов", beforeValue: "100%", afterValue: "40%", improvementPercentage: -60, sortOrder: 1 },
    ],
  );

  const response = await page.goto("/cases");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1, name: "Успешные внедрения" })).toBeVisible();

  const card = page.locator("article", { has: page.getByRole("heading", { name: title }) });
  await expect(card).toBeVisible();
  await expect(card).toContainText(`#${id.slice(0, 8)}`);
  await expect(card).toContainText("ТОО «Быстрая доставка»");
  await expect(card.locator("[data-slot=industry-badge]")).toHaveText("🚚Логистика");
  await expect(card.getByText("В работе")).toHaveCount(0);
  await expect(card.getByRole("list", { name: "Технологии" }).getByRole("listitem")).toHaveText([
    "GPT-4o",
    "Python",
    "FastAPI",
    "PostgreSQL",
    "+2",
  ]);
  await expect(card).toContainText("3 месяца");
  await expect(card).toContainText("Скорость обработки заявок+45%");
  await expect(card).not.toContainText("Нагрузка на операторов");

  await card.getByRole("link", { name: `Подробнее о кейсе «${title}»` }).click();
  await expect(page).toHaveURL(new RegExp(`/cases/${id}$`));
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveTitle(`${title} | ${await siteName(db)}`);

  const breadcrumb = page.getByRole("navigation", { name: "Навигационная цепочка" });
  await expect(breadcrumb.getByRole("listitem")).toHaveText(["Главная", "Кейсы", title]);
  await expect(page.getByText("Клиент: ТОО «Быстрая доставка»")).toBeVisible();
  await expect(page.getByText("3 месяца")).toBeVisible();
  await expect(page.getByText("5 специалистов")).toBeVisible();
  await expect(page.getByText("март 2025 г.")).toBeVisible();
  await expect(page.getByText("AI-агент принимает заявки на доставку круглосуточно")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Вызов", exact: true })).toBeVisible();
  await expect(page.getByText("Операторы не успевали обрабатывать заявки в часы пик.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Решение", exact: true })).toBeVisible();
  await expect(page.getByText("Голосовой и текстовый AI-агент с интеграцией в 1С.")).toBeVisible();

  const results = page.locator("[data-slot=case-result]");
  await expect(results).toHaveCount(2);
  await expect(results.nth(0)).toHaveText("Скорость обработки заявокДо:15 минутПосле:30 секунд+45%");
  await expect(results.nth(1)).toHaveText("Нагрузка на операторовДо:100%После:40%-60%");

  const technologies = page.getByRole("region", { name: "Технологии" }).getByRole("listitem");
  await expect(technologies).toHaveText(["GPT-4o", "Python", "FastAPI", "PostgreSQL", "Redis", "Docker"]);

  const visit = page.getByRole("link", { name: /Посетить проект/ });
  await expect(visit).toHaveAttribute("href", "https://example.kz/project");
  await expect(visit).toHaveAttribute("target", "_blank");
  await expect(visit).toHaveAttribute("rel", /noopener/);

  await expect(page.getByRole("link", { name: "Обсудить проект" })).toHaveAttribute("href", "/contact");
  await expect(page.getByRole("link", { name: "Все кейсы" })).toHaveAttribute("href", "/cases");

  await page.getByRole("link", { name: "Назад к кейсам" }).click();
  await expect(page).toHaveURL(/\/cases$/);
  await expect(page.getByRole("heading", { level: 1, name: "Успешные внедрения" })).toBeVisible();
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
});

test("a case without an image shows its industry emoji; optional parts stay hidden", async ({ page, db }) => {
  const title = uniqueTitle("Чат-бот для юристов");
  const id = await insertCase(db, { title, status: "completed", industry: "Юридические услуги", technologies: [] });

  await page.goto("/cases");
  const card = page.locator("article", { has: page.getByRole("heading", { name: title }) });
  await expect(card).toContainText("⚖️");
  await expect(card.getByRole("list", { name: "Технологии" })).toHaveCount(0);
  await expect(card.locator("img")).toHaveCount(0);

  await page.goto(`/cases/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Вызов", exact: true })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Решение", exact: true })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Результаты", exact: true })).toHaveCount(0);
  await expect(page.getByRole("link", { name: /Посетить проект/ })).toHaveCount(0);
});

test("draft and in-progress cases are not public", async ({ page, db }) => {
  const draftTitle = uniqueTitle("Черновой кейс");
  const progressTitle = uniqueTitle("Кейс в работе");
  const draftId = await insertCase(db, { title: draftTitle });
  const progressId = await insertCase(db, { title: progressTitle, status: "in-progress" });

  await page.goto("/cases");
  await expect(page.getByRole("heading", { level: 1, name: "Успешные внедрения" })).toBeVisible();
  await expect(page.getByText(draftTitle)).toHaveCount(0);
  await expect(page.getByText(progressTitle)).toHaveCount(0);

  for (const path of [`/cases/${draftId}`, `/cases/${progressId}`, `/cases/${randomUUID()}`, "/cases/not-a-uuid"]) {
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Кейс не найден" })).toBeVisible();
    await expect(page.getByText("Не удалось загрузить информацию о кейсе")).toBeVisible();
    await expect(page.getByText(draftTitle)).toHaveCount(0);
    await expect(page.getByText(progressTitle)).toHaveCount(0);
  }
  await page.getByRole("link", { name: "Вернуться к кейсам" }).click();
  await expect(page).toHaveURL(/\/cases$/);
  await expect(page.getByRole("heading", { level: 1, name: "Успешные внедрения" })).toBeVisible();
});

test("the grid has one column on a phone and three on a desktop", async ({ page, db }) => {
  for (let i = 0; i < 3; i++) {
    await insertCase(db, { title: uniqueTitle(`Сетка ${i}`), status: "completed" });
  }
  const cardLefts = async () => {
    const cards = page.locator("[data-slot=case-card]");
    await expect(cards.nth(2)).toBeVisible();
    const boxes = await Promise.all([0, 1, 2].map((i) => cards.nth(i).boundingBox()));
    return boxes.map((b) => Math.round(b!.x));
  };

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/cases");
  const phone = await cardLefts();
  expect(new Set(phone).size).toBe(1);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/cases");
  const desktop = await cardLefts();
  expect(new Set(desktop).size).toBe(3);
  expect(desktop[0]).toBeLessThan(desktop[1]!);
  expect(desktop[1]).toBeLessThan(desktop[2]!);
});

test("skeletons show while a case page or the list loads in the browser", async ({ page, db }) => {
  const title = uniqueTitle("Кейс со скелетоном");
  const id = await insertCase(db, { title, status: "completed" });
  await page.goto("/cases");
  // Hydration must finish before clicks are handled by the router.
  await page.waitForLoadState("networkidle");

  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/cases(\/[^/?]+)?\.data/, async (route) => {
    await held;
    await route.continue();
  });

  await page.getByRole("link", { name: `Подробнее о кейсе «${title}»` }).click();
  await expect(page.getByRole("status").getByText("Загрузка кейса")).toBeAttached();
  await expect(page.locator("[data-slot=case-detail-skeleton]")).toBeVisible();
  release();
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/cases/${id}$`));

  let releaseList: () => void = () => {};
  const heldList = new Promise<void>((resolve) => (releaseList = resolve));
  await page.unroute(/\/cases(\/[^/?]+)?\.data/);
  // Only the list's own data; the root loader may revalidate alongside and must not be held.
  await page.route(
    (url) => url.pathname === "/cases.data" && url.searchParams.get("_routes") === "routes/_public/cases",
    async (route) => {
      await heldList;
      await route.continue();
    },
  );
  await page.getByRole("link", { name: "Все кейсы" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Успешные внедрения" })).toBeVisible();
  await expect(page.locator("[data-slot=case-card-skeleton]")).toHaveCount(6);
  releaseList();
  await expect(page.locator("[data-slot=case-card-skeleton]")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: title })).toBeVisible();
});

test.describe("presentation download", () => {
  test.describe.configure({ mode: "serial" });

  test.afterEach(async ({ db }) => {
    await db.delete(siteSettings).where(eq(siteSettings.key, "presentation_url"));
  });

  test("is hidden until staff set a file, then downloads it", async ({ page, db }) => {
    await page.goto("/cases");
    await expect(page.getByRole("link", { name: "Обсудить проект" })).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("link", { name: "Скачать презентацию" })).toHaveCount(0);

    await db.insert(siteSettings).values({
      key: "presentation_url",
      value: JSON.stringify("/uploads/presentation.pdf"),
      category: "general",
    });
    await page.goto("/cases");
    const link = page.getByRole("link", { name: "Скачать презентацию" });
    await expect(link).toHaveAttribute("href", "/uploads/presentation.pdf");
    await expect(link).toHaveAttribute("download", "");
  });
});

test("a failed load of the list says so instead of showing an empty portfolio", async ({ page, db }) => {
  const id = await insertCase(db, { title: uniqueTitle("Кейс для проверки ошибки"), status: "completed" });
  await page.goto(`/cases/${id}`);
  await page.waitForLoadState("networkidle");
  await page.route(
    (url) => url.pathname === "/cases.data" && url.searchParams.get("_routes") === "routes/_public/cases",
    (route) => route.abort("connectionfailed"),
  );
  await page.getByRole("link", { name: "Все кейсы" }).click();
  const alert = page.getByRole("alert").filter({ hasText: "Ошибка загрузки кейсов" });
  await expect(alert).toBeVisible();
  await expect(alert).toContainText("Не удалось получить список кейсов. Попробуйте обновить страницу.");
  await expect(page.getByText("Скоро здесь появятся кейсы")).toHaveCount(0);
});
