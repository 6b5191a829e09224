/**
 * The company info screen (issue 9 point 4): the six texts saved with one button, the About page's
 * timeline and partners edited as rows (added, moved, removed, with and without JavaScript), the
 * approved toast, the About and Team pages showing the saved values, and the role rules through the
 * server.
 */
import { desc, eq } from "drizzle-orm";

import { auditLog } from "~/db/schema";
import type { Db } from "~/db/types";
import { PARTNER_DEFAULTS, TIMELINE_DEFAULTS } from "~/schemas/defaults/company";

import { login } from "../setup/auth-helpers";
import { restoreSettings, storedSettings } from "../setup/site-settings";
import { expect, test } from "./fixtures";

const TEXT_KEYS = [
  "company_mission",
  "company_vision",
  "company_values",
  "company_history",
  "company_achievements",
  "team_info",
] as const;
const KEYS = [...TEXT_KEYS, "company_timeline", "company_partners"] as const;

test.afterEach(async ({ db }) => {
  await restoreSettings(db, KEYS);
});

async function saved(db: Db) {
  return storedSettings(db, KEYS);
}

const form = (page: import("@playwright/test").Page, id: "texts" | "timeline" | "partners") =>
  page.locator(`form#about-${id}`);

test("an editor saves the six texts with one button; the About and Team pages show them", async ({ page, db, baseURL }) => {
  const editor = await login(page, db, "editor", baseURL!);
  await page.goto("/admin/about");
  await expect(page.getByRole("heading", { name: "О компании", level: 1 })).toBeVisible();
  const texts = form(page, "texts");
  await expect(texts.getByRole("button", { name: "Сохранить" })).toHaveCount(1);
  await texts.getByLabel("Миссия").fill("Освобождать людей от рутины с помощью AI.");
  await texts.getByLabel("Видение").fill("1000 компаний с AI-агентами к 2030 году.");
  await texts.getByLabel("Ценности").fill("Честность — говорим, что AI может и чего не может\nСкорость — первый результат за две недели");
  await texts.getByLabel("История").fill("Первый абзац истории.\nВторой абзац истории.");
  await texts.getByLabel("Достижения").fill("Резидент Astana Hub\n50 внедрений");
  await texts.getByLabel("Описание команды").fill("Инженеры и аналитики, которые доводят AI до результата.");
  await texts.getByRole("button", { name: "Сохранить" }).click();
  await expect(page.getByRole("region", { name: /Уведомления/ }).getByText("Настройки обновлены")).toBeVisible();

  expect(await saved(db)).toMatchObject({
    company_mission: "Освобождать людей от рутины с помощью AI.",
    company_values: "Честность — говорим, что AI может и чего не может\nСкорость — первый результат за две недели",
    team_info: "Инженеры и аналитики, которые доводят AI до результата.",
    company_timeline: TIMELINE_DEFAULTS,
  });
  const [entry] = await db.select().from(auditLog).where(eq(auditLog.actorId, editor.id)).orderBy(desc(auditLog.createdAt));
  expect(entry).toMatchObject({ entity: "site_settings", changedFields: [...TEXT_KEYS].sort() });

  await page.goto("/about");
  const main = page.getByRole("main");
  await expect(main.getByText("Освобождать людей от рутины с помощью AI.")).toBeVisible();
  await expect(main.getByText("1000 компаний с AI-агентами к 2030 году.")).toBeVisible();
  await expect(main.getByRole("heading", { name: "Честность", level: 3 })).toBeVisible();
  await expect(main.getByText("Первый результат за две недели")).toBeVisible();
  await expect(main.getByText("Второй абзац истории.")).toBeVisible();
  await expect(main.getByText("50 внедрений")).toBeVisible();
  await expect(main.getByRole("heading", { name: "Инновации" })).toHaveCount(0);

  await page.goto("/team");
  await expect(page.getByRole("main").getByText("Инженеры и аналитики, которые доводят AI до результата.")).toBeVisible();
});

test("timeline steps are added, moved and removed as rows; the About page shows the saved steps in order", async ({
  page,
  db,
  baseURL,
}) => {
  await login(page, db, "editor", baseURL!);
  await page.goto("/admin/about");
  const timeline = form(page, "timeline");
  await expect(timeline.getByRole("group", { name: /^Этап \d$/ })).toHaveCount(TIMELINE_DEFAULTS.length);

  await timeline.getByRole("button", { name: "Добавить этап" }).click();
  const added = timeline.getByRole("group", { name: "Этап 5" });
  await expect(added.getByLabel("Период")).toBeFocused();
  await added.getByLabel("Период").fill("2026");
  await added.getByLabel("Заголовок").fill("Выход в Узбекистан");
  await added.getByLabel("Описание").fill("Открываем офис в Ташкенте.");
  await timeline.getByRole("button", { name: "Этап 5: выше" }).click();
  await timeline.getByRole("button", { name: "Этап 1: удалить" }).click();
  await expect(timeline.getByRole("group", { name: /^Этап \d$/ })).toHaveCount(4);
  await expect(timeline.getByRole("group", { name: "Этап 3" }).getByLabel("Заголовок")).toHaveValue("Выход в Узбекистан");
  // Nothing is stored until the save button.
  expect((await saved(db)).company_timeline).toEqual(TIMELINE_DEFAULTS);

  await timeline.getByRole("button", { name: "Сохранить" }).click();
  await expect(page.getByRole("region", { name: /Уведомления/ }).getByText("Настройки обновлены")).toBeVisible();
  const expected = [
    TIMELINE_DEFAULTS[1],
    TIMELINE_DEFAULTS[2],
    { period: "2026", title: "Выход в Узбекистан", description: "Открываем офис в Ташкенте." },
    TIMELINE_DEFAULTS[3],
  ];
  expect((await saved(db)).company_timeline).toEqual(expected);

  await page.goto("/about");
  const steps = page.getByRole("region", { name: "Путь компании" }).getByRole("listitem");
  await expect(steps.getByRole("heading")).toHaveText(expected.map((step) => step!.title));
  await expect(steps.nth(2)).toContainText("2026");
  await expect(steps.nth(2)).toContainText("Открываем офис в Ташкенте.");
});

test("a partner row without a name is refused with 'Заполните это поле' and nothing is saved; with every partner removed the About page leaves the section out", async ({
  page,
  db,
  baseURL,
}) => {
  await login(page, db, "admin", baseURL!);
  await page.goto("/admin/about");
  const partners = form(page, "partners");
  await partners.getByRole("button", { name: "Добавить партнера" }).click();
  const added = partners.getByRole("group", { name: `Партнер ${PARTNER_DEFAULTS.length + 1}` });
  await added.getByLabel("Тип").fill("Банк");
  await partners.getByRole("button", { name: "Сохранить" }).click();
  await expect(added.getByRole("alert")).toHaveText("Заполните это поле");
  await expect(added.getByLabel("Название")).toHaveAttribute("aria-invalid", "true");
  await expect(added.getByLabel("Тип")).toHaveValue("Банк");
  expect((await saved(db)).company_partners).toEqual(PARTNER_DEFAULTS);

  for (let n = PARTNER_DEFAULTS.length + 1; n >= 1; n--) {
    await partners.getByRole("button", { name: `Партнер ${n}: удалить` }).click();
  }
  await expect(partners.getByText("Партнеров пока нет: раздел не показывается на сайте.")).toBeVisible();
  await partners.getByRole("button", { name: "Сохранить" }).click();
  await expect(page.getByRole("region", { name: /Уведомления/ }).getByText("Настройки обновлены")).toBeVisible();
  expect((await saved(db)).company_partners).toEqual([]);
  await expect(partners.getByText("Партнеров пока нет: раздел не показывается на сайте.")).toBeVisible();

  await page.goto("/about");
  await expect(page.getByRole("heading", { name: "Партнеры" })).toHaveCount(0);
  await expect(page.getByText(PARTNER_DEFAULTS[2]!.name)).toHaveCount(0);
  // The rest of the page stands.
  await expect(page.getByRole("link", { name: "Познакомиться с командой" })).toBeVisible();
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("rows are added and removed through the server, and the save shows 'Настройки обновлены'", async ({ page, db, baseURL }) => {
    await login(page, db, "editor", baseURL!);
    await page.goto("/admin/about");
    const partners = form(page, "partners");
    const added = page.waitForResponse((r) => r.request().method() === "POST");
    await partners.getByRole("button", { name: "Добавить партнера" }).click();
    expect((await added).status()).toBe(200);
    const row = form(page, "partners").getByRole("group", { name: `Партнер ${PARTNER_DEFAULTS.length + 1}` });
    await row.getByLabel("Название").fill("Kaspi Lab");
    await row.getByLabel("Тип").fill("Финтех");
    await row.getByLabel("Описание").fill("Совместные пилоты AI-консультантов.");
    await form(page, "partners").getByRole("button", { name: "Партнер 1: удалить" }).click();
    // Still only in the form.
    expect((await saved(db)).company_partners).toEqual(PARTNER_DEFAULTS);
    await expect(form(page, "partners").getByRole("group", { name: /^Партнер \d$/ })).toHaveCount(PARTNER_DEFAULTS.length);

    await form(page, "partners").getByRole("button", { name: "Сохранить" }).click();
    await expect(page).toHaveURL(/\/admin\/about$/);
    await expect(page.getByRole("status").filter({ hasText: "Настройки обновлены" })).toBeVisible();
    const expected = [...PARTNER_DEFAULTS.slice(1), { name: "Kaspi Lab", type: "Финтех", description: "Совместные пилоты AI-консультантов." }];
    expect((await saved(db)).company_partners).toEqual(expected);

    await page.goto("/about");
    const list = page.getByRole("region", { name: "Партнеры" });
    await expect(list.getByRole("heading", { level: 3 })).toHaveText(expected.map((partner) => partner.name));
    await expect(list.getByText("Финтех")).toBeVisible();
  });

  test("a refused text keeps what was typed and shows the field's message", async ({ page, db, baseURL }) => {
    await login(page, db, "editor", baseURL!);
    await page.goto("/admin/about");
    const texts = form(page, "texts");
    const tooLong = "М".repeat(5001);
    await texts.getByLabel("Миссия").fill(tooLong);
    await texts.getByLabel("Видение").fill("Новое видение");
    const refused = page.waitForResponse((r) => r.request().method() === "POST");
    await texts.getByRole("button", { name: "Сохранить" }).click();
    expect((await refused).status()).toBe(400);
    await expect(form(page, "texts").getByRole("alert")).toHaveText("Не более 5000 символов");
    await expect(form(page, "texts").getByLabel("Видение")).toHaveValue("Новое видение");
    expect(await saved(db)).toMatchObject({ company_vision: expect.stringContaining("500+") });
  });
});

test("a marketer sees the texts read-only, and a forged save is refused with 403 and changes nothing", async ({ page, db, baseURL }) => {
  await login(page, db, "marketer", baseURL!);
  await page.goto("/admin/about");
  await expect(form(page, "texts").getByLabel("Миссия")).toBeDisabled();
  await expect(page.getByRole("button", { name: "Сохранить" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Добавить этап" })).toHaveCount(0);
  const before = await saved(db);
  const bodies: Record<string, string>[] = [
    { intent: "texts", company_mission: "Подделка" },
    { intent: "timeline", "company_timeline[0].period": "2020", "company_timeline[0].title": "Подделка" },
    { intent: "partners" },
  ];
  for (const body of bodies) {
    const forged = await page.request.post("/admin/about", { headers: { Origin: baseURL! }, form: body, maxRedirects: 0 });
    expect(forged.status(), body.intent).toBe(403);
  }
  expect(await saved(db)).toEqual(before);
});
