/**
 * The translations overview of the languages tab and the screens' 'Перевести все с помощью AI'
 * (issue 24 points 8 and 9, ADR 0076) in Chromium: every translated screen under its sidebar name,
 * each item's counts per state with a link that opens its translation editor, also without
 * JavaScript; axe clean at 390 px, light and dark; the bulk action of the cases and of the services
 * with the fake model says «Переведено N из M» while it runs, then the outcome, and leaves a reviewed
 * field as it was.
 */
import { mkdirSync } from "node:fs";

import type { Page } from "@playwright/test";
import { eq } from "drizzle-orm";

import { caseResults, cases, contentTranslations, services } from "~/db/schema";
import type { Db } from "~/db/types";
import { fieldKey } from "~/lib/translatable";
import { sourceHash } from "~/server/translatable.server";

import type { FakeOpenAi } from "../fakes/openai-server";
import { login } from "../setup/auth-helpers";
import { wcagViolations } from "./axe";
import { expect, test } from "./fixtures";

const STAMP = Date.now();
const FIRST = { title: `AI-консультант для клиники ${STAMP}`, client: "ТОО «Здоровье»", industry: "Медицина", description: "Запись пациентов круглосуточно." };
const SECOND = { title: `Бот для интернет-магазина ${STAMP}`, client: "", industry: "", description: "Отвечает покупателям днём и ночью." };
const KAZAKH_TITLE = `Емхана үшін AI-кеңесші ${STAMP}`;

const ids = { first: "", second: "", result: "" };

/** 'Перевести все с помощью AI' into Kazakh on the open screen of two items, the model answering `answer` twice. */
async function translateBothInKazakh(page: Page, llm: FakeOpenAi, answer: string) {
  llm.reset();
  // Each answer takes a moment, so the progress can be read between them.
  llm.queue({ content: answer, delayMs: 800 }, { content: answer, delayMs: 800 });
  await expect(page.getByLabel("Язык перевода")).toHaveValue("kz");
  await expect(page.getByText("AI по очереди переведёт во всех материалах раздела поля без перевода и устаревшие, как черновики: проверенные поля и то, что вы написали, он не трогает. Проверьте черновики, чтобы они появились на сайте.")).toBeVisible();
  await page.getByRole("button", { name: "Перевести все с помощью AI" }).click();
  const status = page.getByTestId("translate-all-status");
  await expect(page.getByRole("button", { name: "Переводим…" })).toBeDisabled();
  await expect(status).toHaveText("Переведено 1 из 2");
  await expect(status).toHaveText("Готово: переведено 2 из 2Проверьте черновики и отметьте их проверенными.");
  await expect(page.getByRole("button", { name: "Перевести все с помощью AI" })).toBeEnabled();
}

/** A person's Kazakh title of an item, reviewed against its Russian. */
async function reviewKazakhTitle(db: Db, entity: "case" | "service", entityId: string, value: string, russian: string) {
  await db.insert(contentTranslations).values({ entity, entityId, field: "title", language: "kz", value, state: "reviewed", sourceHash: sourceHash(russian) });
}

// Spec files in one worker share a database, and later specs expect the seeded cases and
// translations (the Kazakh services, the English team): each test puts them back as it found them.
let before: {
  cases: (typeof cases.$inferSelect)[];
  results: (typeof caseResults.$inferSelect)[];
  translations: (typeof contentTranslations.$inferSelect)[];
} = { cases: [], results: [], translations: [] };

test.beforeEach(async ({ db }) => {
  before = {
    cases: await db.select().from(cases),
    results: await db.select().from(caseResults),
    translations: await db.select().from(contentTranslations),
  };
  // The counts and «N из M» are of every case: this worker's database holds only these two.
  await db.delete(cases);
  await db.delete(contentTranslations);
  ids.first = (await db.insert(cases).values({ ...FIRST, status: "completed", createdAt: new Date(STAMP) }).returning({ id: cases.id }))[0]!.id;
  ids.second = (await db.insert(cases).values({ ...SECOND, createdAt: new Date(STAMP - 1000) }).returning({ id: cases.id }))[0]!.id;
  ids.result = (await db.insert(caseResults).values({ caseId: ids.first, metricName: "Время ответа" }).returning({ id: caseResults.id }))[0]!.id;
  // The first case's Kazakh title is reviewed.
  await reviewKazakhTitle(db, "case", ids.first, KAZAKH_TITLE, FIRST.title);
});

test.afterEach(async ({ db }) => {
  await db.delete(contentTranslations);
  await db.delete(cases);
  if (before.cases.length > 0) await db.insert(cases).values(before.cases);
  if (before.results.length > 0) await db.insert(caseResults).values(before.results);
  if (before.translations.length > 0) await db.insert(contentTranslations).values(before.translations);
});

test("the overview counts each case's fields per language and opens its editor; axe clean at 390 px, light and dark", async ({ page, db, baseURL, context }) => {
  test.setTimeout(120_000);
  await login(page, db, "admin", baseURL!);
  await page.goto("/admin/settings/language");
  const overview = page.getByTestId("translation-overview");
  await expect(overview.getByRole("heading", { level: 3 })).toHaveText("Переводы содержимого");
  const kazakh = overview.getByRole("region", { name: "Қазақша" });
  const english = overview.getByRole("region", { name: "English" });
  await expect(kazakh.getByRole("heading", { level: 5 })).toHaveText(["О компании", "Услуги", "Преимущества", "Кейсы", "Команда", "Блог", "Контакты"]);
  // The seeded items of the other screens have no translation left: only «Нет перевода» badges, which the totals add up.
  const others = await kazakh.locator('[data-screen]:not([data-screen="cases"])').getByTestId("translation-state").allTextContents();
  expect(others.length).toBeGreaterThan(0);
  for (const badge of others) expect(badge).toMatch(/^Нет перевода: \d+$/);
  const otherFields = others.reduce((total, badge) => total + Number(badge.slice("Нет перевода: ".length)), 0);
  await expect(kazakh.getByText(`Всего полей: ${7 + otherFields}`)).toBeVisible();
  await expect(kazakh.getByTestId("translation-totals").locator("dt")).toHaveText(["Проверено", "Черновик AI", "Устарел", "Нет перевода"]);
  await expect(kazakh.getByTestId("translation-totals").locator("dd")).toHaveText(["1", "0", "0", String(6 + otherFields)]);
  await expect(english.getByTestId("translation-totals").locator("dd")).toHaveText(["0", "0", "0", String(7 + otherFields)]);
  const items = kazakh.getByRole("list", { name: "Кейсы: перевод на Қазақша" }).getByRole("listitem");
  await expect(items).toHaveCount(2);
  await expect(items.nth(0).getByTestId("translation-state")).toHaveText(["Проверено: 1", "Нет перевода: 4"]);
  await expect(items.nth(1).getByTestId("translation-state")).toHaveText(["Нет перевода: 2"]);

  const shots = process.env.TRANSLATION_SHOTS;
  if (shots) mkdirSync(shots, { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    for (const theme of ["light", "dark"]) {
      await context.addCookies([{ name: "admin_theme", value: theme, url: baseURL! }]);
      expect((await page.goto("/admin/settings/language"))?.status()).toBe(200);
      if (width === 390) {
        expect(await wcagViolations(page), theme).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      }
      if (shots) await page.screenshot({ path: `${shots}/translations-overview-${width}-${theme}.png`, fullPage: true });
    }
  }

  await overview.getByRole("link", { name: `${FIRST.title}, Қазақша` }).click();
  await expect(page).toHaveURL(`/admin/cases?edit=${ids.first}&lang=kz`);
  const form = page.getByRole("form", { name: `Перевод (Қазақша): ${FIRST.title}` });
  await expect(form.getByRole("textbox", { name: /Перевод \(Қазақша\): Название/ })).toHaveValue(KAZAKH_TITLE);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the overview's links open the editor in the language", async ({ page, db, baseURL }) => {
    await login(page, db, "admin", baseURL!);
    await page.goto("/admin/settings/language");
    await page.getByTestId("translation-overview").getByRole("link", { name: `${SECOND.title}, English` }).click();
    await expect(page).toHaveURL(`/admin/cases?edit=${ids.second}&lang=en`);
    await expect(page.getByRole("form", { name: `Перевод (English): ${SECOND.title}` })).toBeVisible();
  });
});

test("'Перевести все с помощью AI' drafts every case with the fake model, saying «Переведено N из M», and leaves the reviewed title", async ({ page, db, baseURL, llm, context }) => {
  test.setTimeout(120_000);
  await login(page, db, "editor", baseURL!);
  await page.setViewportSize({ width: 390, height: 900 });
  for (const theme of ["light", "dark"]) {
    await context.addCookies([{ name: "admin_theme", value: theme, url: baseURL! }]);
    await page.goto("/admin/cases");
    expect(await wcagViolations(page), theme).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
  const answer = JSON.stringify({
    [fieldKey("case", ids.first, "title")]: "МОДЕЛЬДІҢ АТАУЫ",
    [fieldKey("case", ids.first, "client")]: "«Денсаулық» ЖШС",
    [fieldKey("case", ids.first, "industry")]: "Медицина",
    [fieldKey("case", ids.first, "description")]: "Пациенттерді тәулік бойы жазу.",
    [fieldKey("case_result", ids.result, "metricName")]: "Жауап беру уақыты",
    [fieldKey("case", ids.second, "title")]: "Интернет-дүкенге арналған бот",
    [fieldKey("case", ids.second, "description")]: "Сатып алушыларға күндіз-түні жауап береді.",
  });
  await translateBothInKazakh(page, llm, answer);
  expect(llm.requests).toHaveLength(2);
  const shots = process.env.TRANSLATION_SHOTS;
  if (shots) await page.screenshot({ path: `${shots}/translate-all-390-dark.png`, fullPage: true });

  const rows = await db.select().from(contentTranslations).where(eq(contentTranslations.language, "kz"));
  expect(rows.find((row) => row.entityId === ids.first && row.field === "title")).toMatchObject({ value: KAZAKH_TITLE, state: "reviewed" });
  expect(rows.filter((row) => row.state === "draft")).toHaveLength(6);

  // The editor shows the drafts.
  await page.goto(`/admin/cases?edit=${ids.second}&lang=kz`);
  const form = page.getByRole("form", { name: `Перевод (Қазақша): ${SECOND.title}` });
  await expect(form.getByTestId("translation-state")).toHaveText(["Черновик AI", "Черновик AI"]);
});

test.describe("the services", () => {
  const BOTS = { slug: `chat-bots-${STAMP}`, title: `Чат-боты ${STAMP}`, description: "Боты для сайта и мессенджеров.", priceAmount: 150_000, displayOrder: 1 };
  const AUDIT = { slug: `ai-audit-${STAMP}`, title: `AI-аудит ${STAMP}`, description: "Покажем, где AI окупится.", priceAmount: 90_000, displayOrder: 2 };
  const KAZAKH_BOTS = `Чат-боттар ${STAMP}`;
  const serviceIds = { bots: "", audit: "" };
  let seeded: (typeof services.$inferSelect)[] = [];

  // Only these two services, so «N из M» is known; the seeded ones come back after the test.
  test.beforeEach(async ({ db }) => {
    seeded = await db.select().from(services);
    await db.delete(services);
    serviceIds.bots = (await db.insert(services).values(BOTS).returning({ id: services.id }))[0]!.id;
    serviceIds.audit = (await db.insert(services).values(AUDIT).returning({ id: services.id }))[0]!.id;
    await reviewKazakhTitle(db, "service", serviceIds.bots, KAZAKH_BOTS, BOTS.title);
  });

  test.afterEach(async ({ db }) => {
    await db.delete(services);
    if (seeded.length > 0) await db.insert(services).values(seeded);
  });

  test("the overview lists the services and opens a service's Kazakh editor; 'Перевести все с помощью AI' drafts the rest and keeps the reviewed title", async ({ page, db, baseURL, llm, context }) => {
    test.setTimeout(120_000);
    await login(page, db, "admin", baseURL!);
    const shots = process.env.TRANSLATION_SHOTS;
    if (shots) mkdirSync(shots, { recursive: true });
    await page.goto("/admin/settings/language");
    const kazakh = page.getByTestId("translation-overview").getByRole("region", { name: "Қазақша" });
    const items = kazakh.getByRole("list", { name: "Услуги: перевод на Қазақша" }).getByRole("listitem");
    await expect(items).toHaveCount(2);
    await expect(items.nth(0).getByTestId("translation-state")).toHaveText(["Проверено: 1", "Нет перевода: 1"]);
    await expect(items.nth(1).getByTestId("translation-state")).toHaveText(["Нет перевода: 2"]);
    await kazakh.getByRole("link", { name: `${BOTS.title}, Қазақша` }).click();
    await expect(page).toHaveURL(`/admin/services?edit=${serviceIds.bots}&lang=kz`);
    const editor = page.getByRole("form", { name: `Перевод (Қазақша): ${BOTS.title}` });
    await expect(editor.getByRole("textbox", { name: /Перевод \(Қазақша\): Название/ })).toHaveValue(KAZAKH_BOTS);

    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/admin/services");
      if (width === 390) {
        for (const theme of ["light", "dark"]) {
          await context.addCookies([{ name: "admin_theme", value: theme, url: baseURL! }]);
          await page.reload();
          expect(await wcagViolations(page), theme).toEqual([]);
          expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
        }
      }
      if (shots) await page.screenshot({ path: `${shots}/services-translate-all-${width}.png`, fullPage: true });
    }

    const answer = JSON.stringify({
      [fieldKey("service", serviceIds.bots, "title")]: "МОДЕЛЬДІҢ АТАУЫ",
      [fieldKey("service", serviceIds.bots, "description")]: "Сайт пен мессенджерлерге арналған боттар.",
      [fieldKey("service", serviceIds.audit, "title")]: "AI-аудит",
      [fieldKey("service", serviceIds.audit, "description")]: "AI қай жерде өзін ақтайтынын көрсетеміз.",
    });
    await translateBothInKazakh(page, llm, answer);
    // The reviewed title was not even asked for.
    expect(llm.requests).toHaveLength(2);
    expect(Object.keys(JSON.parse(llm.requests[0]!.messages[1]!.content) as object)).toEqual([fieldKey("service", serviceIds.bots, "description")]);

    const rows = await db.select().from(contentTranslations).where(eq(contentTranslations.entity, "service"));
    expect(rows.find((row) => row.entityId === serviceIds.bots && row.field === "title")).toMatchObject({ value: KAZAKH_BOTS, state: "reviewed" });
    expect(rows.filter((row) => row.state === "draft").map((row) => [row.entityId, row.field]).sort()).toEqual(
      [
        [serviceIds.bots, "description"],
        [serviceIds.audit, "description"],
        [serviceIds.audit, "title"],
      ].sort(),
    );
    await page.goto(`/admin/services?edit=${serviceIds.bots}&lang=kz`);
    await expect(page.getByRole("form", { name: `Перевод (Қазақша): ${BOTS.title}` }).getByTestId("translation-state")).toHaveText(["Проверено", "Черновик AI"]);
  });
});
