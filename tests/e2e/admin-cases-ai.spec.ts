/**
 * A case drafted from a website (issue 10 points 22–24, docs/decisions/0036): the AI creation asks
 * for a URL ('Введите URL сайта'), shows its progress, fills a new case's form from the fake
 * model's answer about a local client site, and nothing is stored until staff save it; an attempt
 * at the server's own network is refused with the reason; without JavaScript the same form answers
 * with the filled create form.
 */
import { eq } from "drizzle-orm";

import { cases } from "~/db/schema";

import { login } from "../setup/auth-helpers";
import { expect, test } from "./fixtures";

type Page = import("@playwright/test").Page;

const SITE = `<!doctype html>
<html lang="ru"><head>
  <title>Клиника «Здоровье» — запись онлайн</title>
  <meta name="description" content="Многопрофильная клиника в Алматы.">
  <meta property="og:title" content="Клиника «Здоровье»">
  <meta property="og:site_name" content="ТОО «Здоровье»">
</head><body><h1>Запись к врачу за минуту</h1><p>Более 40 специалистов.</p></body></html>`;

const TITLE = `AI-консультант для клиники ${Date.now()}`;
const DRAFT = {
  title: TITLE,
  client: "ТОО «Здоровье»",
  industry: "Медицина",
  description: "Многопрофильная клиника в Алматы с онлайн-записью.",
  challenge: "Администраторы не успевали отвечать пациентам.",
  solution: "AI-консультант записывает пациентов круглосуточно.",
  technologies: ["GPT-4o", "amoCRM", "WhatsApp API"],
  duration: "6 недель",
  team_size: "4 специалиста",
  estimated_results: [{ metric: "Время ответа", before: "2 часа", after: "1 минута", improvement_percentage: 95 }],
};

const toasts = (page: Page) => page.getByRole("region", { name: /Уведомления/ });

test.afterEach(async ({ db }) => {
  await db.delete(cases).where(eq(cases.title, TITLE));
});

test("an editor drafts a case from a client's website, reviews it and saves it", async ({ page, db, baseURL, llm, website }) => {
  website.page("/clinic", SITE);
  await login(page, db, "editor", baseURL!);
  await page.goto("/admin/cases");
  await page.getByRole("link", { name: "Создать с AI" }).click();
  const aiForm = page.getByRole("form", { name: "Кейс по сайту клиента" });
  await expect(aiForm).toBeVisible();

  await aiForm.getByRole("button", { name: "Проанализировать сайт" }).click();
  await expect(aiForm.getByText("Введите URL сайта")).toBeVisible();
  await expect(aiForm.getByLabel("URL сайта *")).toHaveAttribute("aria-invalid", "true");

  llm.reset();
  // A slow model, so that the progress can be seen.
  llm.queue({ content: JSON.stringify(DRAFT), delayMs: 1200 });
  await aiForm.getByLabel("URL сайта *").fill(`${website.url}/clinic`);
  await aiForm.getByRole("button", { name: "Проанализировать сайт" }).click();
  await expect(aiForm.getByRole("button", { name: "Анализируем сайт…" })).toBeDisabled();
  await expect(aiForm.getByRole("status")).toHaveText("Загружаем страницу и составляем черновик. Это может занять до полуминуты.");

  const form = page.getByRole("form", { name: "Новый кейс" });
  await expect(form).toBeVisible();
  await expect(
    page.getByRole("status").getByText(`AI заполнил поля по сайту ${website.url}/clinic. Проверьте их, дополните и сохраните кейс.`),
  ).toBeVisible();
  await expect(form.getByLabel("Название *")).toHaveValue(TITLE);
  await expect(form.getByLabel("Клиент *")).toHaveValue("ТОО «Здоровье»");
  await expect(form.getByLabel("Отрасль *")).toHaveValue("Медицина");
  await expect(form.getByLabel("Описание *")).toHaveValue("Многопрофильная клиника в Алматы с онлайн-записью.");
  await expect(form.getByLabel("Вызов")).toHaveValue("Администраторы не успевали отвечать пациентам.");
  await expect(form.getByLabel("Решение")).toHaveValue("AI-консультант записывает пациентов круглосуточно.");
  await expect(form.getByLabel("Технологии")).toHaveValue("GPT-4o, amoCRM, WhatsApp API");
  await expect(form.getByLabel("Срок")).toHaveValue("6 недель");
  await expect(form.getByLabel("Команда")).toHaveValue("4 специалиста");
  await expect(form.getByLabel("Ссылка на проект")).toHaveValue(`${website.url}/clinic`);
  await expect(form.getByLabel("Статус")).toHaveValue("draft");
  const result = form.getByRole("group", { name: "Результат 1" });
  await expect(result.getByLabel("Метрика")).toHaveValue("Время ответа");
  await expect(result.getByLabel("Улучшение, %")).toHaveValue("95");
  // The model read the page, and the draft is not stored yet.
  expect(llm.requests).toHaveLength(1);
  expect(llm.requests[0]!.messages.at(-1)!.content).toContain("Запись к врачу за минуту");
  expect(await db.select().from(cases).where(eq(cases.title, TITLE))).toHaveLength(0);

  // Staff correct what they want and save.
  await form.getByLabel("Срок").fill("8 недель");
  await form.getByRole("button", { name: "Создать кейс" }).click();
  await expect(toasts(page).getByText("Кейс создан")).toBeVisible();
  await expect(page.getByTestId("admin-case").filter({ hasText: TITLE })).toBeVisible();
  const [saved] = await db.select().from(cases).where(eq(cases.title, TITLE));
  expect(saved).toMatchObject({
    client: "ТОО «Здоровье»",
    industry: "Медицина",
    technologies: ["GPT-4o", "amoCRM", "WhatsApp API"],
    duration: "8 недель",
    status: "draft",
    projectUrl: `${website.url}/clinic`,
  });
});

test("an address inside the server's network is refused with the reason", async ({ page, db, baseURL, llm }) => {
  await login(page, db, "editor", baseURL!);
  await page.goto("/admin/cases?ai");
  const aiForm = page.getByRole("form", { name: "Кейс по сайту клиента" });
  llm.reset();
  // The fake model's own port: loopback, and not an allowed host.
  for (const url of ["http://169.254.169.254/latest/meta-data/", new URL(llm.url).origin + "/"]) {
    await aiForm.getByLabel("URL сайта *").fill(url);
    await aiForm.getByRole("button", { name: "Проанализировать сайт" }).click();
    await expect(aiForm.getByText("Адрес недоступен: внутренние адреса запрещены")).toBeVisible();
    await expect(toasts(page).getByText("Адрес недоступен: внутренние адреса запрещены").first()).toBeVisible();
    await expect(page.getByRole("form", { name: "Новый кейс" })).toHaveCount(0);
  }
  expect(llm.requests).toHaveLength(0);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the AI creation posts the URL and answers with the filled create form", async ({ page, db, baseURL, llm, website }) => {
    website.page("/plain-clinic", SITE);
    await login(page, db, "editor", baseURL!);
    await page.goto("/admin/cases?ai");
    llm.reset();
    // The model down: the page's own tags fill the draft.
    llm.queue({ status: 503 });
    const aiForm = page.getByRole("form", { name: "Кейс по сайту клиента" });
    await aiForm.getByLabel("URL сайта *").fill(`${website.url}/plain-clinic`);
    await aiForm.getByRole("button", { name: "Проанализировать сайт" }).click();
    const form = page.getByRole("form", { name: "Новый кейс" });
    await expect(
      page
        .getByRole("status")
        .getByText(
          `AI сейчас недоступен: поля заполнены по заголовку и описанию страницы ${website.url}/plain-clinic. Дополните их и сохраните кейс.`,
        ),
    ).toBeVisible();
    await expect(form.getByLabel("Название *")).toHaveValue("Клиника «Здоровье»");
    await expect(form.getByLabel("Клиент *")).toHaveValue("ТОО «Здоровье»");
    await expect(form.getByLabel("Описание *")).toHaveValue("Многопрофильная клиника в Алматы.");
    await expect(form.getByLabel("Отрасль *")).toHaveValue("");
  });
});
