/**
 * Consent that can be proven (issue 21 point 10): each form that asks for consent stores with the
 * lead the moment and the exact wording its visitor saw, kept as a version in consent_texts; a
 * changed wording is a new version while older leads keep theirs; a lead from a form without a
 * consent box says none was asked. The leads screen's detail and the leads API show it. On PGlite,
 * and on PostgreSQL with DATABASE_URL.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { chatSessions, consentTexts, leads, outbox } from "~/db/schema";
import { resetEnvForTests } from "~/server/env.server";

import { seedVisitorChat } from "../setup/chat-seed";
import { startTestApp, staffCookies, type TestApp } from "../setup/test-app";

const CONTACT_WORDING = "Согласен на обработку персональных данных и получение коммерческих предложений";
const CHAT_WORDING = "Отправляя контакты, вы соглашаетесь на обработку персональных данных.";

const savedEnv = { ...process.env };
let app: TestApp;
let marketer = "";

beforeAll(async () => {
  Object.assign(process.env, { RATE_LIMIT_PUBLIC_POINTS: "100000", RATE_LIMIT_CHAT_POINTS: "100000" });
  resetEnvForTests();
  app = await startTestApp();
  ({ marketer } = await staffCookies(app, ["marketer"]));
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
});

function postJson(path: string, body: unknown, headers: Record<string, string> = {}) {
  return app.request(path, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify(body),
  });
}

const contact = { name: "Айгерим", email: "aigerim@example.kz", message: "Нужен AI-консультант", consent: true };

/** The stored lead with the consent version it points at, read back through the foreign key. */
async function leadWithConsent(id: string) {
  const [row] = await app.db
    .select({ lead: leads, text: consentTexts })
    .from(leads)
    .leftJoin(consentTexts, eq(consentTexts.id, leads.consentTextId))
    .where(eq(leads.id, id));
  expect(row).toBeDefined();
  return row!;
}

async function created(response: Response): Promise<string> {
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** The lead detail of the leads screen, from its own card on. */
async function detailHtml(id: string): Promise<string> {
  const response = await app.request(`/admin/leads?lead=${id}`, { headers: { Cookie: marketer } });
  expect(response.status).toBe(200);
  const html = await response.text();
  return html.slice(html.indexOf('data-testid="lead-detail"'));
}

type ApiConsent = { at: string; textId: string | null; text: string | null; language: string | null } | null;

async function apiConsent(id: string): Promise<ApiConsent> {
  const response = await app.request(`/api/leads/${id}`, { headers: { Cookie: marketer } });
  expect(response.status).toBe(200);
  return ((await response.json()) as { consent: ApiConsent }).consent;
}

/** A conversation of a browser holding the visitor cookie it was started with (ADR 0045). */
const chatOfVisitor = () => seedVisitorChat(app.db, "consent");

describe("the contact form", () => {
  it("stores the moment of consent and the exact wording the page shows beside its box (JSON)", async () => {
    const page = await (await app.request("/contact")).text();
    expect(page).toContain(`>${CONTACT_WORDING}</label>`);

    const before = Date.now();
    const id = await created(await postJson("/api/contact", contact));
    const after = Date.now();

    const { lead, text } = await leadWithConsent(id);
    expect(lead.consentAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(lead.consentAt!.getTime()).toBeLessThanOrEqual(after + 1000);
    expect(text).toMatchObject({ form: "contact", language: "ru", text: CONTACT_WORDING });
    expect(text!.id).toMatch(/^[0-9a-f]{16}$/);
  });

  it("does the same for the page's own post without JavaScript", async () => {
    const response = await app.request("/contact", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ name: "Данияр", email: "daniyar@example.kz", message: "Вопрос", consent: "on" }).toString(),
    });
    expect(response.status).toBe(200);
    const [lead] = await app.db.select().from(leads);
    const { text } = await leadWithConsent(lead!.id);
    expect(lead!.consentAt).toBeInstanceOf(Date);
    expect(text).toMatchObject({ form: "contact", language: "ru", text: CONTACT_WORDING });
  });

  it("records the server's wording and clock, whatever the client sends about the consent", async () => {
    const id = await created(
      await postJson("/api/contact", {
        ...contact,
        consentText: "Согласен на всё",
        consentTextId: "0000000000000000",
        consentAt: "2001-01-01T00:00:00Z",
      }),
    );
    const { lead, text } = await leadWithConsent(id);
    expect(text!.text).toBe(CONTACT_WORDING);
    expect(lead.consentAt!.getFullYear()).toBeGreaterThan(2001);
    expect(await app.db.select().from(consentTexts)).toHaveLength(1);
  });

  it("keeps one version per wording, shared by every lead that agreed to it", async () => {
    const first = await created(await postJson("/api/contact", contact));
    const second = await created(await postJson("/api/contact", { ...contact, name: "Берик" }));
    const versions = await app.db.select().from(consentTexts);
    expect(versions).toHaveLength(1);
    expect((await leadWithConsent(first)).lead.consentTextId).toBe(versions[0]!.id);
    expect((await leadWithConsent(second)).lead.consentTextId).toBe(versions[0]!.id);
  });
});

describe("the chat widget's contact form", () => {
  it("stores the moment the visitor sent it and the wording shown above its button", async () => {
    const { sessionId, cookie } = await chatOfVisitor();
    const before = Date.now();
    const id = await created(await postJson("/api/chat/lead", { sessionId, name: "Айгуль", phone: "+77771234567" }, { Cookie: cookie }));
    const after = Date.now();

    const { lead, text } = await leadWithConsent(id);
    expect(lead.source).toBe("ai_widget");
    expect(lead.consentAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    expect(lead.consentAt!.getTime()).toBeLessThanOrEqual(after + 1000);
    expect(text).toMatchObject({ form: "chat", language: "ru", text: CHAT_WORDING });
  });

  it("ignores a wording the client sends", async () => {
    const { sessionId, cookie } = await chatOfVisitor();
    const id = await created(
      await postJson(
        "/api/chat/lead",
        { sessionId, name: "Айгуль", phone: "+77771234567", consent: "Согласен на всё", consentTextId: "0000000000000000" },
        { Cookie: cookie },
      ),
    );
    expect((await leadWithConsent(id)).text!.text).toBe(CHAT_WORDING);
  });
});

describe("a form without a consent box", () => {
  it("the lead dialog asks none, so its lead records none, and the detail and the API say so", async () => {
    const id = await created(await postJson("/api/leads", { name: "Асель", phone: "+7 (777) 123-45-67" }));
    const { lead, text } = await leadWithConsent(id);
    expect(lead).toMatchObject({ consentAt: null, consentTextId: null });
    expect(text).toBeNull();
    expect(await app.db.select().from(consentTexts)).toHaveLength(0);

    const html = await detailHtml(id);
    expect(html).toContain("Согласие не запрашивалось");
    expect(html).not.toContain("Согласие на обработку данных:");
    expect(await apiConsent(id)).toBeNull();
  });

  it("a lead stored some other way without consent shows that none was asked", async () => {
    const [lead] = await app.db.insert(leads).values({ name: "Из Telegram", source: "telegram" }).returning();
    expect(await detailHtml(lead!.id)).toContain("Согласие не запрашивалось");
  });
});

describe("the lead detail", () => {
  it("shows the moment in Almaty time and the exact wording, in the leads screen and the leads API", async () => {
    const id = await created(await postJson("/api/contact", contact));
    // A known moment: 09:07:08 UTC is 14:07:08 in Almaty (UTC+5 since March 2024).
    await app.db.update(leads).set({ consentAt: new Date("2026-03-05T09:07:08Z") }).where(eq(leads.id, id));

    const html = await detailHtml(id);
    expect(html).toContain(`Согласие на обработку данных: 5 марта 2026 г. в 14:07:08 — «${CONTACT_WORDING}»`);
    expect(html).not.toContain("Согласие не запрашивалось");

    const { lead } = await leadWithConsent(id);
    expect(await apiConsent(id)).toEqual({
      at: "2026-03-05T09:07:08.000Z",
      textId: lead.consentTextId,
      text: CONTACT_WORDING,
      language: "ru",
    });
  });

  it("a changed wording is a new version; an older lead keeps showing the text its visitor agreed to", async () => {
    const oldWording = "Согласен на обработку персональных данных";
    await app.db.insert(consentTexts).values({ id: "00112233aabbccdd", form: "contact", language: "ru", text: oldWording });
    const [older] = await app.db
      .insert(leads)
      .values({
        name: "Прошлогодний",
        email: "old@example.kz",
        source: "website",
        consentAt: new Date("2025-06-01T04:00:00Z"),
        consentTextId: "00112233aabbccdd",
      })
      .returning();

    const newer = await created(await postJson("/api/contact", contact));
    const { lead, text } = await leadWithConsent(newer);
    expect(lead.consentTextId).not.toBe("00112233aabbccdd");
    expect(text!.text).toBe(CONTACT_WORDING);
    expect((await app.db.select().from(consentTexts)).map((v) => v.text).sort()).toEqual([oldWording, CONTACT_WORDING].sort());

    const olderHtml = await detailHtml(older!.id);
    expect(olderHtml).toContain(`Согласие на обработку данных: 1 июня 2025 г. в 09:00:00 — «${oldWording}»`);
    expect(olderHtml).not.toContain(CONTACT_WORDING);
    expect((await apiConsent(older!.id))?.text).toBe(oldWording);
    expect(await detailHtml(newer)).toContain(`— «${CONTACT_WORDING}»`);
  });

  it("a widget lead stored before wordings were kept shows its moment and says the text was not recorded", async () => {
    const [lead] = await app.db
      .insert(leads)
      .values({ name: "Ранний", source: "ai_widget", consentAt: new Date("2026-01-10T05:30:00Z") })
      .returning();
    const html = await detailHtml(lead!.id);
    expect(html).toContain("Согласие на обработку данных: 10 января 2026 г. в 10:30:00 — текст согласия не сохранён");
    expect(await apiConsent(lead!.id)).toEqual({ at: "2026-01-10T05:30:00.000Z", textId: null, text: null, language: null });
  });
});
