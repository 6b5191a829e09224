/**
 * A case translated into Kazakh (issue 24 points 5, 7, 8 and 11; ADR 0066, 0070): the AI's drafts
 * (the fake model) keep the Kazakh page hidden — 404, not in the switcher, hreflang or sitemap —
 * until an editor approves them; then /kz/cases/<id> shows the Kazakh words with lang="kk". Editing
 * the Russian marks the translation outdated in the editor while the Kazakh page stays. A marketer
 * reads the translations and cannot change them.
 */
import { eq } from "drizzle-orm";

import { caseResults, cases } from "~/db/schema";
import { fieldKey } from "~/lib/translatable";

import { login } from "../setup/auth-helpers";
import { expectTranslationsReadOnly } from "../setup/translation-tests";
import { expect, test } from "./fixtures";

type Page = import("@playwright/test").Page;

const TITLE = `AI-консультант для клиники ${Date.now()}`;
const KAZAKH_TITLE = `Емхана үшін AI-кеңесші ${Date.now()}`;
const KAZAKH = {
  client: "«Денсаулық» ЖШС",
  industry: "Медицина",
  description: "Пациенттерді тәулік бойы қабылдауға жазатын AI-кеңесші.",
  metricName: "Жауап беру уақыты",
};

const toasts = (page: Page) => page.getByRole("region", { name: /Уведомления/ });

let caseId = "";
let resultId = "";

test.beforeEach(async ({ db }) => {
  const [row] = await db
    .insert(cases)
    .values({ title: TITLE, client: "ТОО «Здоровье»", industry: "Медицина", description: "AI-консультант записывает пациентов круглосуточно.", status: "completed" })
    .returning({ id: cases.id });
  caseId = row!.id;
  const [result] = await db.insert(caseResults).values({ caseId, metricName: "Время ответа", improvementPercentage: 95 }).returning({ id: caseResults.id });
  resultId = result!.id;
});

test.afterEach(async ({ db }) => {
  await db.delete(cases).where(eq(cases.id, caseId));
});

test("an AI-translated case stays hidden in Kazakh until reviewed, then appears; an edited Russian marks it outdated", async ({ page, db, baseURL, llm }) => {
  await login(page, db, "editor", baseURL!);
  await page.goto(`/admin/cases?edit=${caseId}&lang=kz`);
  const switcher = page.getByRole("navigation", { name: "Язык редактирования" });
  await expect(switcher.getByRole("link", { name: "Қазақша" })).toHaveAttribute("aria-current", "page");
  const form = page.getByRole("form", { name: `Перевод (Қазақша): ${TITLE}` });
  await expect(form).toBeVisible();
  await expect(form.getByTestId("translation-state")).toHaveText(["Нет перевода", "Нет перевода", "Нет перевода", "Нет перевода", "Нет перевода"]);
  await expect(page.getByText("Не показывается на сайте на этом языке, пока не проверены все поля.")).toBeVisible();

  llm.reset();
  llm.queue({
    content: JSON.stringify({
      [fieldKey("case", caseId, "title")]: KAZAKH_TITLE,
      [fieldKey("case", caseId, "client")]: KAZAKH.client,
      [fieldKey("case", caseId, "industry")]: KAZAKH.industry,
      [fieldKey("case", caseId, "description")]: KAZAKH.description,
      [fieldKey("case_result", resultId, "metricName")]: KAZAKH.metricName,
    }),
    delayMs: 800,
  });
  await page.getByRole("button", { name: "Перевести с помощью AI" }).click();
  await expect(page.getByRole("button", { name: "Переводим…" })).toBeDisabled();
  await expect(toasts(page).getByText("AI перевёл полей: 5. Проверьте черновики и отметьте их проверенными.")).toBeVisible();
  await expect(form.getByTestId("translation-state")).toHaveText(["Черновик AI", "Черновик AI", "Черновик AI", "Черновик AI", "Черновик AI"]);
  await expect(form.getByRole("textbox", { name: /Перевод \(Қазақша\): Название/ })).toHaveValue(KAZAKH_TITLE);
  expect(llm.requests).toHaveLength(1);

  // Drafts are not shown: no Kazakh page, no Kazakh link anywhere a visitor or a crawler looks.
  const hidden = await page.goto(`/kz/cases/${caseId}`);
  expect(hidden!.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Бұл бет әзірге тек орыс тілінде бар." })).toBeVisible();
  await expect(page.getByText(KAZAKH_TITLE)).toHaveCount(0);
  await page.goto(`/cases/${caseId}`);
  await expect(page.locator('link[hreflang="kk"]')).toHaveCount(0);
  await expect(page.locator(`a[href="/kz/cases/${caseId}"]`)).toHaveCount(0);
  // The switcher's Kazakh leads to the Kazakh home page instead, and says so.
  await expect(
    page.getByRole("banner").getByRole("link", { name: "Қазақша: этой страницы пока нет на этом языке, откроется главная страница" }),
  ).toHaveAttribute("href", "/kz");
  expect(await (await page.request.get("/sitemap.xml")).text()).not.toContain(`/kz/cases/${caseId}`);

  // The editor approves each draft.
  await page.goto(`/admin/cases?edit=${caseId}&lang=kz`);
  for (let left = 5; left > 0; left--) {
    await expect(form.getByRole("button", { name: /^Отметить поле/ })).toHaveCount(left);
    await form.getByRole("button", { name: /^Отметить поле/ }).first().click();
    await expect(form.getByRole("button", { name: /^Отметить поле/ })).toHaveCount(left - 1);
  }
  await expect(form.getByTestId("translation-state")).toHaveText(["Проверено", "Проверено", "Проверено", "Проверено", "Проверено"]);
  await expect(page.getByText("Показывается на сайте на этом языке.")).toBeVisible();

  const shown = await page.goto(`/kz/cases/${caseId}`);
  expect(shown!.status()).toBe(200);
  await expect(page.locator("html")).toHaveAttribute("lang", "kk");
  await expect(page.getByRole("heading", { level: 1, name: KAZAKH_TITLE })).toBeVisible();
  await expect(page.getByText(KAZAKH.description)).toBeVisible();
  await expect(page.getByText(KAZAKH.metricName)).toBeVisible();
  await expect(page.locator('link[hreflang="ru"]')).toHaveAttribute("href", new RegExp(`/cases/${caseId}$`));
  await page.goto(`/cases/${caseId}`);
  await expect(page.locator('link[hreflang="kk"]')).toHaveAttribute("href", new RegExp(`/kz/cases/${caseId}$`));
  await expect(page.getByRole("group", { name: "Язык сайта" }).first().getByRole("link", { name: "KZ" })).toHaveAttribute("href", `/kz/cases/${caseId}`);
  expect(await (await page.request.get("/sitemap.xml")).text()).toContain(`/kz/cases/${caseId}</loc>`);

  // The Russian changes: the translation is outdated in the editor, and the Kazakh page stays.
  await page.goto(`/admin/cases?edit=${caseId}`);
  await expect(switcher.getByRole("link", { name: "Русский" })).toHaveAttribute("aria-current", "page");
  const russian = page.getByRole("form", { name: `Редактирование: ${TITLE}` });
  await russian.getByLabel("Описание *").fill("AI-консультант записывает пациентов и напоминает о приёме.");
  await russian.getByRole("button", { name: "Сохранить" }).click();
  await expect(toasts(page).getByText("Кейс обновлен")).toBeVisible();
  await page.goto(`/admin/cases?edit=${caseId}&lang=kz`);
  const description = form.getByRole("region", { name: "Описание" });
  await expect(description.getByTestId("translation-state")).toHaveText("Устарел");
  await expect(description.getByText("AI-консультант записывает пациентов и напоминает о приёме.")).toBeVisible();
  const still = await page.goto(`/kz/cases/${caseId}`);
  expect(still!.status()).toBe(200);
  await expect(page.getByText(KAZAKH.description)).toBeVisible();
});

test("a marketer reads a case's translations and cannot change them", async ({ page, db, baseURL }) => {
  await login(page, db, "marketer", baseURL!);
  await page.goto(`/admin/cases?edit=${caseId}&lang=kz`);
  await expectTranslationsReadOnly(page, baseURL!, {
    screen: "/admin/cases",
    entity: "case",
    id: caseId,
    title: TITLE,
    titleField: /Перевод \(Қазақша\): Название/,
  });
});
