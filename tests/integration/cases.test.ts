import { randomUUID } from "node:crypto";

import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { caseResults, cases, siteSettings } from "~/db/schema";

import { startTestApp, type TestApp } from "../setup/test-app";

let app: TestApp;

beforeAll(async () => {
  app = await startTestApp();
});

afterAll(async () => {
  await app?.close();
});

async function html(path: string) {
  const response = await app.request(path);
  return { status: response.status, body: await response.text() };
}

async function insertCase(values: Partial<typeof cases.$inferInsert> & { title: string }) {
  const [row] = await app.db
    .insert(cases)
    .values({ client: "ТОО «Клиент»", industry: "Образование", description: "Описание кейса.", ...values })
    .returning({ id: cases.id });
  return row!.id;
}

describe("cases pages", () => {
  it("says the portfolio is being filled while no case is completed, and hides the presentation link", async () => {
    await insertCase({ title: "Неопубликованный черновик" });
    const { status, body } = await html("/cases");
    expect(status).toBe(200);
    expect(body).toContain("Успешные внедрения");
    expect(body).toContain("Скоро здесь появятся кейсы");
    expect(body).toContain("Мы работаем над наполнением портфолио");
    expect(body).toContain("Предстоящие проекты");
    expect(body).toContain("Обсудить проект");
    expect(body).not.toContain("Скачать презентацию");
    expect(body).not.toContain("Неопубликованный черновик");
  });

  it("lists completed cases newest first in the server-rendered HTML, never drafts or work in progress", async () => {
    const older = await insertCase({
      title: "Старый завершённый кейс",
      status: "completed",
      createdAt: new Date("2025-01-10T10:00:00Z"),
    });
    const newer = await insertCase({
      title: "Новый завершённый кейс",
      status: "completed",
      technologies: ["GPT-4o", "Python", "FastAPI", "PostgreSQL", "Redis", "Docker"],
      createdAt: new Date("2025-04-10T10:00:00Z"),
    });
    await app.db.insert(caseResults).values([
      { caseId: newer, metricName: "Конверсия", improvementPercentage: 45, sortOrder: 0 },
      { caseId: newer, metricName: "Время ответа", improvementPercentage: -80, sortOrder: 1 },
    ]);
    await insertCase({ title: "Кейс всё ещё в работе", status: "in-progress" });

    const { body } = await html("/cases");
    expect(body).not.toContain("Скоро здесь появятся кейсы");
    expect(body.indexOf("Новый завершённый кейс")).toBeGreaterThan(-1);
    expect(body.indexOf("Новый завершённый кейс")).toBeLessThan(body.indexOf("Старый завершённый кейс"));
    expect(body).not.toContain("Кейс всё ещё в работе");
    expect(body).not.toContain("Неопубликованный черновик");
    expect(body).toContain(`href="/cases/${newer}"`);
    expect(body).toContain(`href="/cases/${older}"`);
    expect(body).toContain(`#${newer.slice(0, 8)}`);
    expect(body).toMatch(/Конверсия<span[^>]*>\+45%<\/span>/);
    expect(body).toMatch(/>\+2<\/li>/);
  });

  it("offers the presentation set in the admin", async () => {
    await app.db
      .insert(siteSettings)
      .values({ key: "presentation_url", value: JSON.stringify("/uploads/company.pdf"), category: "general" });
    const { body } = await html("/cases");
    expect(body).toMatch(/<a href="\/uploads\/company\.pdf" download=""[^>]*>.*Скачать презентацию<\/a>/);
    await app.db.delete(siteSettings).where(eq(siteSettings.key, "presentation_url"));
    expect((await html("/cases")).body).not.toContain("Скачать презентацию");
  });

  it("renders a completed case's page with its title, and 404 for anything else", async () => {
    const id = await insertCase({
      title: "AI-ассистент приёмной комиссии",
      client: "Университет «Алатау»",
      status: "completed",
      publishDate: "2025-03-15",
      challenge: "Сотни одинаковых вопросов абитуриентов.",
      solution: "AI-консультант в Telegram и на сайте.",
    });
    await app.db
      .insert(caseResults)
      .values({ caseId: id, metricName: "Нагрузка на приёмную комиссию", beforeValue: "200 звонков", afterValue: "40 звонков", improvementPercentage: 80 });

    const ok = await html(`/cases/${id}`);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatch(/<title>AI-ассистент приёмной комиссии \| [^<]+<\/title>/);
    expect(ok.body).toContain("Клиент: Университет «Алатау»");
    expect(ok.body).toContain("март 2025 г.");
    expect(ok.body).toContain("Вызов");
    expect(ok.body).toContain("Решение");
    expect(ok.body).toMatch(/До:<\/dt><dd[^>]*>200 звонков/);
    expect(ok.body).toMatch(/После:<\/dt><dd[^>]*>40 звонков/);
    expect(ok.body).toContain("+80%");

    const draft = await insertCase({ title: "Секретный черновик" });
    const progress = await insertCase({ title: "Секретный кейс в работе", status: "in-progress" });
    for (const path of [`/cases/${draft}`, `/cases/${progress}`, `/cases/${randomUUID()}`, "/cases/123", "/cases/'%3B--"]) {
      const missing = await html(path);
      expect(missing.status, path).toBe(404);
      expect(missing.body).toContain("Кейс не найден");
      expect(missing.body).toContain("Не удалось загрузить информацию о кейсе");
      expect(missing.body).toContain("Вернуться к кейсам");
      expect(missing.body).toContain('<meta name="robots" content="noindex"/>');
      expect(missing.body).not.toContain("Секретный");
    }
  });
});
