/**
 * A service translated into Kazakh (issue 24 points 5–8; ADR 0073), in Chromium: the services
 * screen's «Переводы» opens the Kazakh beside the Russian with the ru/kz/en switch; the words an
 * editor saves are reviewed and appear on /kz/services, its lists an item a line; a marketer reads
 * them and cannot change them. The seeded services are translated: the Kazakh header links to
 * /kz/services.
 */
import { eq } from "drizzle-orm";

import { contentTranslations, services } from "~/db/schema";

import { login } from "../setup/auth-helpers";
import { expectTranslationsReadOnly } from "../setup/translation-tests";
import { expect, test } from "./fixtures";

type Page = import("@playwright/test").Page;

// Wide enough for the header's language switcher.
test.use({ viewport: { width: 1280, height: 800 } });

const stamp = Date.now();
const TITLE = `Чат-бот для клиники ${stamp}`;
const KAZAKH = {
  title: `Емханаға арналған чат-бот ${stamp}`,
  category: "AI-шешімдер",
  description: "Пациенттерге тәулік бойы жауап береді және қабылдауға жазады.",
  features: "Білім базасы бойынша оқыту\nДиалогты менеджерге беру",
  benefits: "Бірнеше секундта жауап",
  duration: "2-3 апта",
};

const toasts = (page: Page) => page.getByRole("region", { name: /Уведомления/ });

let serviceId = "";

test.beforeEach(async ({ db }) => {
  const [row] = await db
    .insert(services)
    .values({
      slug: `clinic-bot-${stamp}`,
      kind: "main",
      title: TITLE,
      category: "AI-решения",
      description: "Отвечает пациентам круглосуточно и записывает на приём.",
      features: ["Обучение на базе знаний", "Передача диалога менеджеру"],
      benefits: ["Ответ за секунды"],
      priceAmount: 350000,
      duration: "2-3 недели",
      displayOrder: 100,
    })
    .returning({ id: services.id });
  serviceId = row!.id;
});

test.afterEach(async ({ db }) => {
  await db.delete(services).where(eq(services.id, serviceId));
  await db.delete(contentTranslations).where(eq(contentTranslations.entityId, serviceId));
});

test("an editor translates a service into Kazakh beside its Russian, and /kz/services shows it", async ({ page, db, baseURL }) => {
  await login(page, db, "editor", baseURL!);
  await page.goto("/admin/services");
  await page.getByRole("link", { name: `Переводы: ${TITLE}` }).click();
  await expect(page).toHaveURL(new RegExp(`\\?edit=${serviceId}&lang=kz$`));
  const switcher = page.getByRole("navigation", { name: "Язык редактирования" });
  await expect(switcher.getByRole("link", { name: "Қазақша" })).toHaveAttribute("aria-current", "page");
  const form = page.getByRole("form", { name: `Перевод (Қазақша): ${TITLE}` });
  await expect(form.getByTestId("translation-state")).toHaveText(Array(6).fill("Нет перевода"));
  await expect(page.getByText("Услуга не показывается на сайте на этом языке, пока не проверены все поля.")).toBeVisible();
  // The Russian stands beside each field; a list is read an item a line.
  const features = form.getByRole("region", { name: "Что входит" });
  await expect(features.getByText("Обучение на базе знаний")).toBeVisible();

  const labels: Record<keyof typeof KAZAKH, string> = {
    title: "Название",
    category: "Категория",
    description: "Описание",
    features: "Что входит",
    benefits: "Преимущества",
    duration: "Срок",
  };
  for (const [field, label] of Object.entries(labels) as [keyof typeof KAZAKH, string][]) {
    await form.getByRole("textbox", { name: `Перевод (Қазақша): ${label}` }).fill(KAZAKH[field]);
  }
  await form.getByRole("button", { name: "Сохранить перевод" }).click();
  await expect(toasts(page).getByText("Перевод сохранён")).toBeVisible();
  await expect(form.getByTestId("translation-state")).toHaveText(Array(6).fill("Проверено"));
  await expect(page.getByText("Услуга показывается на сайте на этом языке.")).toBeVisible();

  // The switch goes back to the Russian form.
  await switcher.getByRole("link", { name: "Русский" }).click();
  await expect(page.getByRole("form", { name: `Редактирование: ${TITLE}` })).toBeVisible();

  const response = await page.goto("/kz/services");
  expect(response!.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "kk");
  const card = page.getByTestId("service").filter({ hasText: KAZAKH.title });
  await expect(card.getByRole("heading", { level: 2 })).toHaveText(KAZAKH.title);
  await expect(card.getByText(KAZAKH.description)).toBeVisible();
  await expect(card.getByRole("listitem")).toHaveText(["Білім базасы бойынша оқыту", "Диалогты менеджерге беру", "Бірнеше секундта жауап"]);
  await expect(card.getByTestId("service-price")).toHaveText("350\u00a0000\u00a0₸\u00a0бастап");
  await expect(page.getByText(TITLE)).toHaveCount(0);
});

test("a marketer reads a service's translations and cannot change them", async ({ page, db, baseURL }) => {
  await login(page, db, "marketer", baseURL!);
  await page.goto("/admin/services");
  await page.getByRole("link", { name: `Переводы: ${TITLE}` }).click();
  await expectTranslationsReadOnly(page, baseURL!, {
    screen: "/admin/services",
    entity: "service",
    id: serviceId,
    title: TITLE,
    titleField: "Перевод (Қазақша): Название",
  });
});

test("the seeded services are in Kazakh and English, and the Kazakh header leads to them", async ({ page }) => {
  await page.goto("/kz/faq");
  await page.getByRole("banner").getByRole("navigation").getByRole("link", { name: "Қызметтер" }).click();
  await expect(page).toHaveURL(/\/kz\/services$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Бизнесіңіздің міндеттеріне арналған AI-шешімдер");
  await expect(page.getByTestId("service").filter({ hasText: "Бизнеске арналған AI-агенттер" }).getByTestId("service-price")).toHaveText(
    "500\u00a0000\u00a0₸\u00a0бастап",
  );
  await page.getByRole("banner").getByRole("group", { name: "Сайт тілі" }).getByRole("link", { name: "EN" }).click();
  await expect(page).toHaveURL(/\/en\/services$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("AI solutions for your business needs");
  await expect(page.getByTestId("service").filter({ hasText: "Express AI readiness audit" }).getByTestId("service-price")).toHaveText("Free");
});
