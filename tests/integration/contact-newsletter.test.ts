import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { leads, newsletterSubscribers, outbox, telegramSettings } from "~/db/schema";
import { resetEnvForTests } from "~/server/env.server";
import { deliverPendingOutbox } from "~/server/outbox.server";

import { startFakeTelegram, type FakeTelegram } from "../fakes/telegram-server";
import { startTestApp, TEST_ORIGIN, type TestApp } from "../setup/test-app";

const savedEnv = { ...process.env };
let app: TestApp;
let telegram: FakeTelegram;

function postJson(path: string, body: unknown) {
  return app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

function postForm(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return app.request(path, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", ...headers },
    body: new URLSearchParams(fields).toString(),
    redirect: "manual",
  });
}

beforeAll(async () => {
  telegram = await startFakeTelegram();
  Object.assign(process.env, { TELEGRAM_API_URL: telegram.url, RATE_LIMIT_PUBLIC_POINTS: "100000" });
  resetEnvForTests();
  app = await startTestApp();
});

afterAll(async () => {
  await app?.close();
  await telegram?.close();
  process.env = savedEnv;
  resetEnvForTests();
});

beforeEach(async () => {
  await app.db.delete(outbox);
  await app.db.delete(leads);
  await app.db.delete(telegramSettings);
  await app.db.delete(newsletterSubscribers);
  telegram.messages.length = 0;
});

const contact = {
  name: "Айгерим",
  company: "ТОО «Пример»",
  email: "aigerim@example.kz",
  phone: "+7 777 123 45 67",
  service: "ai-agents",
  message: "Нужен AI-консультант для интернет-магазина",
  consent: true,
};

describe("POST /api/contact", () => {
  it("stores a lead with source 'website', the service heading the message, and notifies Telegram", async () => {
    await app.db.insert(telegramSettings).values({
      botToken: "1:abc",
      chatId: "42",
      isActive: true,
      notificationTemplate: "Заявка: {name}, {phone}",
    });
    const response = await postJson("/api/contact", contact);
    expect(response.status).toBe(201);
    const [row] = await app.db.select().from(leads);
    expect(row).toMatchObject({
      name: "Айгерим",
      company: "ТОО «Пример»",
      email: "aigerim@example.kz",
      phone: "+7 777 123 45 67",
      source: "website",
      status: "new",
      message: "Услуга: AI-агенты для бизнеса\n\nНужен AI-консультант для интернет-магазина",
    });

    await deliverPendingOutbox();
    expect(telegram.messages).toHaveLength(1);
    const text = telegram.messages[0]!.text;
    expect(text.startsWith("Заявка: Айгерим, +7 777 123 45 67\n\n")).toBe(true);
    expect(text).toContain("Email: aigerim@example.kz");
    expect(text).toContain("Компания: ТОО «Пример»");
    expect(text).toContain("Нужен AI-консультант для интернет-магазина");
  });

  it("needs only name, email, message and consent", async () => {
    const response = await postJson("/api/contact", {
      name: "Берик",
      email: "berik@example.kz",
      message: "Вопрос",
      consent: true,
    });
    expect(response.status).toBe(201);
    const [row] = await app.db.select().from(leads);
    expect(row).toMatchObject({ name: "Берик", phone: "", company: null, message: "Вопрос", source: "website" });
  });

  it("answers 400 with field errors and stores nothing", async () => {
    const response = await postJson("/api/contact", { name: " ", email: "nope", consent: false });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: string; fieldErrors: Record<string, string[]> };
    expect(body.error).toBe("Укажите ваше имя");
    expect(body.fieldErrors).toEqual({
      name: ["Укажите ваше имя"],
      email: ["Введите корректный email"],
      message: ["Напишите сообщение"],
      consent: ["Необходимо согласие на обработку персональных данных"],
    });
    expect(await app.db.select().from(leads)).toHaveLength(0);
  });

  it("rejects a service that is not on the site", async () => {
    const response = await postJson("/api/contact", { ...contact, service: "no-such-service" });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "Выберите услугу из списка" });
    expect(await app.db.select().from(leads)).toHaveLength(0);
  });

  it("stores the visit's attribution with the lead", async () => {
    const attribution = { pageUrl: "/contact", referrer: "https://t.me/channel", utmSource: "telegram", utmContent: "post-12" };
    expect((await postJson("/api/contact", { ...contact, attribution })).status).toBe(201);
    const [row] = await app.db.select().from(leads);
    expect(row).toMatchObject({ ...attribution, utmMedium: null, utmCampaign: null, utmTerm: null });
  });

  it("stores nothing for a filled honeypot but answers 201", async () => {
    const response = await postJson("/api/contact", { ...contact, website: "spam" });
    expect(response.status).toBe(201);
    expect(await app.db.select().from(leads)).toHaveLength(0);
  });
});

describe("the /contact page's own form post (no JavaScript)", () => {
  const fields = {
    name: "Данияр",
    email: "daniyar@example.kz",
    service: "staff-training",
    message: "Хотим обучить отдел продаж",
    consent: "on",
  };

  it("stores the lead and renders the success message", async () => {
    const response = await postForm("/contact", fields);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Ваша заявка отправлена. Мы свяжемся с вами в ближайшее время.");
    const [row] = await app.db.select().from(leads);
    expect(row).toMatchObject({ name: "Данияр", source: "website", email: "daniyar@example.kz" });
    expect(row?.message).toBe("Услуга: Обучение персонала работе с AI\n\nХотим обучить отдел продаж");
  });

  it("renders the page's address, utm and external referrer into the form, and stores what it sends", async () => {
    const page = await app.request("/contact?utm_source=google&utm_medium=cpc&utm_campaign=spring", {
      headers: { Referer: "https://www.google.com/" },
    });
    const html = await page.text();
    const hidden = Object.fromEntries(
      [...html.matchAll(/<input [^>]*type="hidden" name="(attribution\.\w+)" value="([^"]*)"/g)].map(([, name, value]) => [
        name!,
        value!.replaceAll("&amp;", "&"),
      ]),
    );
    expect(hidden).toEqual({
      "attribution.landingPath": "/contact",
      "attribution.pageUrl": "/contact?utm_source=google&utm_medium=cpc&utm_campaign=spring",
      "attribution.referrer": "https://www.google.com/",
      "attribution.utmSource": "google",
      "attribution.utmMedium": "cpc",
      "attribution.utmCampaign": "spring",
    });
    const response = await postForm("/contact", { ...fields, ...hidden });
    expect(response.status).toBe(200);
    const [row] = await app.db.select().from(leads);
    expect(row).toMatchObject({
      pageUrl: "/contact?utm_source=google&utm_medium=cpc&utm_campaign=spring",
      landingPath: "/contact",
      referrer: "https://www.google.com/",
      utmSource: "google",
      utmMedium: "cpc",
      utmCampaign: "spring",
      utmTerm: null,
    });
  });

  it("does not count a page of this site as the referrer, and keeps the attribution over a failed post", async () => {
    const page = await (await app.request("/contact", { headers: { Referer: `${TEST_ORIGIN}/services` } })).text();
    expect(page).toMatch(/name="attribution\.pageUrl" value="\/contact"/);
    expect(page).not.toContain('name="attribution.referrer" value="h');
    const failed = await postForm(
      "/contact?utm_source=mail",
      {
        name: "Данияр",
        email: "bad",
        message: "",
        "attribution.pageUrl": "/contact?utm_source=mail",
        "attribution.referrer": "https://mail.example/",
      },
      { Referer: `${TEST_ORIGIN}/contact?utm_source=mail` },
    );
    expect(failed.status).toBe(400);
    // What the visitor's first page load knew is sent again, not what the post's own request says.
    expect(await failed.text()).toMatch(/name="attribution\.referrer" value="https:\/\/mail\.example\/"/);
  });

  it("renders the field errors on the server and keeps what was typed", async () => {
    const response = await postForm("/contact", { name: "Данияр", email: "bad", message: "", service: "" });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain("Введите корректный email");
    expect(html).toContain("Напишите сообщение");
    expect(html).toContain("Необходимо согласие на обработку персональных данных");
    expect(html).toContain('value="Данияр"');
    expect(await app.db.select().from(leads)).toHaveLength(0);
  });
});

describe("POST /api/newsletter", () => {
  it("stores the lower-cased address once: subscribing twice is a success with one row", async () => {
    const first = await postJson("/api/newsletter", { email: "  Reader@Example.KZ " });
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ ok: true });
    const second = await postJson("/api/newsletter", { email: "reader@example.kz" });
    expect(second.status).toBe(200);
    const rows = await app.db.select().from(newsletterSubscribers);
    expect(rows.map((r) => r.email)).toEqual(["reader@example.kz"]);
  });

  it("answers a bad address with a clear Russian error and stores nothing", async () => {
    const response = await postJson("/api/newsletter", { email: "reader@" });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: "Введите корректный email, например name@company.kz" });
    expect(await app.db.select().from(newsletterSubscribers)).toHaveLength(0);
  });

  it("stores nothing for a filled honeypot", async () => {
    expect((await postJson("/api/newsletter", { email: "bot@example.kz", website: "x" })).status).toBe(200);
    expect(await app.db.select().from(newsletterSubscribers)).toHaveLength(0);
  });

  it("without JavaScript redirects back to the page with the outcome", async () => {
    const ok = await postForm("/api/newsletter", { email: "plain@example.kz" }, { referer: `${TEST_ORIGIN}/about?x=1` });
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toBe("/about?x=1&newsletter=subscribed#newsletter");
    expect(await app.db.select().from(newsletterSubscribers)).toHaveLength(1);

    const bad = await postForm("/api/newsletter", { email: "nope" }, { referer: `${TEST_ORIGIN}/` });
    expect(bad.headers.get("location")).toBe("/?newsletter=invalid#newsletter");

    const foreign = await postForm("/api/newsletter", { email: "plain@example.kz" }, { referer: "https://evil.example/x" });
    expect(foreign.headers.get("location")).toBe("/?newsletter=subscribed#newsletter");
  });
});
