/**
 * The language of the page a lead came from (issue 24 point 10, ADR 0063): stored with the lead
 * from the Referer of the lead dialog, the contact API and the chat widget, from the address of the
 * contact page's own form; named in the staff's Telegram message for a Kazakh or English page (a
 * Russian one's message unchanged); sent to the CRM; the consent kept in the words the visitor
 * read. Existing leads become Russian ones. On PGlite, and on PostgreSQL with DATABASE_URL.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { chatSessions, consentTexts, crmWebhooks, leads, outbox, telegramSettings } from "~/db/schema";
import { resetEnvForTests } from "~/server/env.server";

import { seedVisitorChat } from "../setup/chat-seed";
import { setEnv } from "../setup/env";
import { migrateAcross } from "../setup/migrations";
import { startTestApp, TEST_ORIGIN, type TestApp } from "../setup/test-app";

const savedEnv = { ...process.env };
let app: TestApp;

beforeAll(async () => {
  setEnv({ RATE_LIMIT_PUBLIC_POINTS: "100000", RATE_LIMIT_CHAT_POINTS: "100000" });
  app = await startTestApp();
});

afterAll(async () => {
  await app?.close();
  process.env = savedEnv;
  resetEnvForTests();
});

beforeEach(async () => {
  await app.db.delete(outbox);
  await app.db.delete(leads);
  await app.db.delete(consentTexts);
  await app.db.delete(chatSessions);
  await app.db.delete(crmWebhooks);
  await app.db.delete(telegramSettings);
  await app.db.insert(telegramSettings).values({
    botToken: "123456:TEST-token",
    chatId: "-100200300",
    isActive: true,
    notificationTemplate: "Заявка: {name}",
  });
});

/** A JSON post sent from the page at `from` (a path of this site, or a full address), or from nowhere. */
function postJson(path: string, body: unknown, from?: string, headers: Record<string, string> = {}) {
  return app.request(path, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      ...(from ? { referer: from.startsWith("/") ? `${TEST_ORIGIN}${from}` : from } : {}),
      ...headers,
    },
    body: JSON.stringify(body),
  });
}

async function storedLead(response: Response) {
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  const [row] = await app.db.select().from(leads).where(eq(leads.id, id));
  return row!;
}

async function telegramText(leadId: string): Promise<string> {
  const rows = await app.db.select().from(outbox).where(eq(outbox.kind, "telegram"));
  const [lead] = await app.db.select({ name: leads.name }).from(leads).where(eq(leads.id, leadId));
  const texts = rows.map((row) => String(row.payload.text)).filter((text) => text.startsWith(`Заявка: ${lead!.name}`));
  expect(texts).toHaveLength(1);
  return texts[0]!;
}

const dialog = (name: string) => ({ name, phone: "+77771234567" });

describe("the lead dialog (POST /api/leads)", () => {
  it("stores the language of the referring page: /en/… en, /kz/… kz, any other page or none ru", async () => {
    expect((await storedLead(await postJson("/api/leads", dialog("Emma"), "/en/faq"))).language).toBe("en");
    expect((await storedLead(await postJson("/api/leads", dialog("Айжан"), "/kz/faq?utm_source=x"))).language).toBe("kz");
    expect((await storedLead(await postJson("/api/leads", dialog("Айгерим"), "/faq"))).language).toBe("ru");
    expect((await storedLead(await postJson("/api/leads", dialog("Берик")))).language).toBe("ru");
    // Another site's /en/ page says nothing about this site's pages.
    expect((await storedLead(await postJson("/api/leads", dialog("Чужой"), "https://evil.example/en/faq"))).language).toBe("ru");
  });

  it("names a Kazakh or English page in the staff's Telegram message; a Russian lead's message is as before", async () => {
    const english = await storedLead(await postJson("/api/leads", dialog("Emma"), "/en/faq"));
    const kazakh = await storedLead(await postJson("/api/leads", dialog("Айжан"), "/kz"));
    const russian = await storedLead(await postJson("/api/leads", dialog("Айгерим"), "/"));
    expect(await telegramText(english.id)).toBe("Заявка: Emma\n\nЯзык страницы: English");
    expect(await telegramText(kazakh.id)).toBe("Заявка: Айжан\n\nЯзык страницы: Қазақша");
    expect(await telegramText(russian.id)).toBe("Заявка: Айгерим");
  });

  it("sends the language to the CRM with the lead", async () => {
    await app.db.insert(crmWebhooks).values({ url: "https://crm.example.com/hook", secret: "whsec_test" });
    const lead = await storedLead(await postJson("/api/leads", dialog("Emma"), "/en/faq"));
    const [webhook] = await app.db.select().from(outbox).where(eq(outbox.kind, "webhook"));
    expect(JSON.parse(String(webhook!.payload.body))).toMatchObject({ event: "lead.created", lead: { id: lead.id, language: "en" } });
  });
});

describe("the contact form", () => {
  const contact = { name: "Emma", email: "emma@example.com", message: "We need a chatbot", consent: true };

  it("through the API: the referring page's language, its line under the form's heading, and the consent in its words", async () => {
    const lead = await storedLead(await postJson("/api/contact", contact, "/en/contact"));
    expect(lead.language).toBe("en");
    expect(await telegramText(lead.id)).toBe(
      "Заявка: Emma\n\nЗаявка с формы на странице «Контакты»\nЯзык страницы: English\nEmail: emma@example.com\nСообщение:\n> We need a chatbot",
    );
    const [consent] = await app.db.select().from(consentTexts).where(eq(consentTexts.id, lead.consentTextId!));
    expect(consent).toMatchObject({
      form: "contact",
      language: "en",
      text: "I consent to the processing of my personal data and to receiving commercial offers",
    });

    const russian = await storedLead(await postJson("/api/contact", { ...contact, name: "Айгерим" }));
    expect(russian.language).toBe("ru");
    expect(await telegramText(russian.id)).toBe(
      "Заявка: Айгерим\n\nЗаявка с формы на странице «Контакты»\nEmail: emma@example.com\nСообщение:\n> We need a chatbot",
    );
    const [russianConsent] = await app.db.select().from(consentTexts).where(eq(consentTexts.id, russian.consentTextId!));
    expect(russianConsent).toMatchObject({ language: "ru", text: "Согласен на обработку персональных данных и получение коммерческих предложений" });
  });

  it("the page's own form post: the language of the page's address, whatever the Referer", async () => {
    const fields = { name: "Айжан", email: "aizhan@example.kz", message: "Сұрақ", consent: "on" };
    await app.request("/kz/contact", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", referer: `${TEST_ORIGIN}/en/faq` },
      body: new URLSearchParams(fields).toString(),
      redirect: "manual",
    });
    await app.request("/contact", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", referer: `${TEST_ORIGIN}/en/faq` },
      body: new URLSearchParams({ ...fields, name: "Айгерим" }).toString(),
      redirect: "manual",
    });
    const rows = await app.db.select({ name: leads.name, language: leads.language }).from(leads).orderBy(leads.createdAt);
    expect(rows).toEqual([
      { name: "Айжан", language: "kz" },
      { name: "Айгерим", language: "ru" },
    ]);
  });
});

describe("the chat widget's contact form (POST /api/chat/lead)", () => {
  const chatOfVisitor = () => seedVisitorChat(app.db, "language");

  it("stores the language of the page the widget is on, and says it under the widget's heading", async () => {
    const english = await chatOfVisitor();
    const lead = await storedLead(
      await postJson("/api/chat/lead", { sessionId: english.sessionId, name: "Emma", phone: "+77771234567" }, "/en/services", {
        Cookie: english.cookie,
      }),
    );
    expect(lead.language).toBe("en");
    expect(await telegramText(lead.id)).toBe("Заявка: Emma\n\nЗаявка из AI-виджета\nЯзык страницы: English");
    const [consent] = await app.db.select().from(consentTexts).where(eq(consentTexts.id, lead.consentTextId!));
    expect(consent).toMatchObject({ form: "chat", language: "en" });

    const russian = await chatOfVisitor();
    const russianLead = await storedLead(
      await postJson("/api/chat/lead", { sessionId: russian.sessionId, name: "Айгерим", phone: "+77771234567" }, "/services", {
        Cookie: russian.cookie,
      }),
    );
    expect(russianLead.language).toBe("ru");
    expect(await telegramText(russianLead.id)).toBe("Заявка: Айгерим\n\nЗаявка из AI-виджета");
  });
});

describe("the column", () => {
  it("takes only the site's languages", async () => {
    await expect(app.db.execute(sql`INSERT INTO leads (name, source, language) VALUES ('x', 'email', 'kk')`)).rejects.toThrow();
  });

  it("migration 0014 makes every lead stored before it a Russian page's", async () => {
    await migrateAcross("0014", {
      before: async (database) => {
        await database.execute(sql`INSERT INTO leads (name, source) VALUES ('Старая заявка', 'website_form')`);
      },
      after: async (database) => {
        expect(await database.select({ name: leads.name, language: leads.language }).from(leads)).toEqual([
          { name: "Старая заявка", language: "ru" },
        ]);
      },
    });
  });
});
