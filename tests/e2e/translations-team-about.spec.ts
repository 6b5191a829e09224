/**
 * The team and company screens' translations (issue 24 points 5–8, ADR 0074): the member dialog's
 * language switch opens the member's Kazakh beside its Russian; a saved translation makes the
 * member appear on /kz/team in Kazakh. The company's seeded English is complete, and a Kazakh text
 * saved in the about screen appears on /kz/about.
 */
import { and, eq } from "drizzle-orm";

import { contentTranslations, teamMembers } from "~/db/schema";
import { seedDocuments } from "~/db/seed/documents";

import { login } from "../setup/auth-helpers";
import { expect, test } from "./fixtures";

type Page = import("@playwright/test").Page;

const NAME = `Сауле Ахметова ${Date.now()}`;
const KAZAKH_NAME = `Сәуле Ахметова ${Date.now()}`;
const toasts = (page: Page) => page.getByRole("region", { name: /Уведомления/ });

let memberId = "";

test.beforeEach(async ({ db }) => {
  const [row] = await db
    .insert(teamMembers)
    .values({ name: NAME, position: "Аналитик данных", bio: "Готовит отчёты по качеству ответов AI-агентов.", displayOrder: 20 })
    .returning({ id: teamMembers.id });
  memberId = row!.id;
});

test.afterEach(async ({ db }) => {
  await db.delete(teamMembers).where(eq(teamMembers.id, memberId));
  await db.delete(contentTranslations).where(eq(contentTranslations.entityId, memberId));
});

test("an editor translates a team member into Kazakh from its dialog, and the member appears on /kz/team", async ({ page, db, baseURL }) => {
  await login(page, db, "editor", baseURL!);
  await page.goto(`/admin/team?member=${memberId}`);
  const dialog = page.getByRole("dialog", { name: "Редактирование сотрудника" });
  const switcher = dialog.getByRole("navigation", { name: "Язык редактирования" });
  await expect(switcher.getByRole("link", { name: "Русский" })).toHaveAttribute("aria-current", "page");
  await switcher.getByRole("link", { name: "Қазақша" }).click();

  await expect(page).toHaveURL(new RegExp(`\\?member=${memberId}&lang=kz$`));
  await expect(page.getByRole("dialog")).toHaveCount(0);
  const form = page.getByRole("form", { name: `Перевод (Қазақша): ${NAME}` });
  await expect(form.getByTestId("translation-state")).toHaveText(["Нет перевода", "Нет перевода", "Нет перевода"]);
  await expect(page.getByText("Сотрудник не показывается на сайте на этом языке, пока не проверены все поля.")).toBeVisible();
  await expect(form.getByRole("region", { name: "Должность" }).getByText("Аналитик данных")).toBeVisible();

  await form.getByRole("textbox", { name: "Перевод (Қазақша): Имя" }).fill(KAZAKH_NAME);
  await form.getByRole("textbox", { name: "Перевод (Қазақша): Должность" }).fill("Деректер талдаушысы");
  await form.getByRole("textbox", { name: "Перевод (Қазақша): О сотруднике" }).fill("AI-агенттердің жауап сапасы бойынша есептер дайындайды.");
  await form.getByRole("button", { name: "Сохранить перевод" }).click();
  await expect(toasts(page).getByText("Перевод сохранён")).toBeVisible();
  await expect(form.getByTestId("translation-state")).toHaveText(["Проверено", "Проверено", "Проверено"]);
  await expect(page.getByText("Сотрудник показывается на сайте на этом языке.")).toBeVisible();

  const shown = await page.goto("/kz/team");
  expect(shown!.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "kk");
  const card = page.getByTestId("team-member").filter({ hasText: KAZAKH_NAME });
  await expect(card.getByRole("heading", { name: KAZAKH_NAME })).toBeVisible();
  await expect(card.getByText("Деректер талдаушысы")).toBeVisible();
  await expect(page.getByText(NAME)).toHaveCount(0);
  // Not in English yet: the English team page does not list the member.
  await page.goto("/en/team");
  await expect(page.getByTestId("team-member").first()).toBeVisible();
  await expect(page.getByText(/Ахметова/)).toHaveCount(0);
});

test("the company's seeded English is complete, and a Kazakh text saved in the about screen appears on /kz/about", async ({ page, db, baseURL }) => {
  const mission = "AI-ды Қазақстандағы әрбір компания үшін түсінікті әрі пайдалы құралға айналдыру.";
  try {
    await login(page, db, "editor", baseURL!);
    await page.goto("/admin/about");
    const switcher = page.getByRole("navigation", { name: "Язык редактирования" });
    await switcher.getByRole("link", { name: "English" }).click();
    await expect(page.getByRole("form", { name: "Перевод (English): Тексты компании" })).toBeVisible();
    await expect(page.getByText("Страница «О нас» показывается на сайте на этом языке.")).toBeVisible();

    await switcher.getByRole("link", { name: "Қазақша" }).click();
    const form = page.getByRole("form", { name: "Перевод (Қазақша): Тексты компании" });
    const missionField = form.getByRole("region", { name: "Миссия: Текст" });
    await expect(missionField.getByTestId("translation-state")).toHaveText("Проверено");
    await missionField.getByRole("textbox", { name: "Перевод (Қазақша): Миссия: Текст" }).fill(mission);
    await form.getByRole("button", { name: "Сохранить перевод" }).click();
    await expect(toasts(page).getByText("Перевод сохранён")).toBeVisible();

    const shown = await page.goto("/kz/about");
    expect(shown!.status()).toBe(200);
    await expect(page.getByText(mission)).toBeVisible();
    await expect(page.getByRole("heading", { name: "Компанияның жолы" })).toBeVisible();
  } finally {
    // The seeded Kazakh mission back, for the other tests of this worker.
    await db.delete(contentTranslations).where(and(eq(contentTranslations.entity, "setting"), eq(contentTranslations.entityId, "company_mission")));
    await seedDocuments.find((document) => document.name === "team-about-translations")!.run(db);
  }
});
