/**
 * The public write guard (rate limit, size cap, JSON check) follows the route React Router runs,
 * not the spelling of the path: every variant the router accepts for the lead dialog's API and the
 * contact page is limited like the canonical path (issue 8 point 4, ADR 0020).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { leads, outbox } from "~/db/schema";
import { resetEnvForTests } from "~/server/env.server";

import { startTestApp, type TestApp } from "../setup/test-app";

const savedEnv = { ...process.env };
let app: TestApp;

// Each test gets limiters of its own: the limiter is rebuilt when the configured window changes.
let window = 600;
function freshLimit(points: number) {
  window += 1;
  Object.assign(process.env, { RATE_LIMIT_PUBLIC_POINTS: String(points), RATE_LIMIT_PUBLIC_WINDOW_SECONDS: String(window) });
  resetEnvForTests();
}

beforeAll(async () => {
  freshLimit(100_000);
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
  freshLimit(100_000);
});

const LEAD_PATHS = ["/api/leads", "/api/leads.data", "/API/LEADS", "/api/leads/", "/Api/Leads.data", "/api/%6Ceads"];

function postLead(path: string, body: string, contentType = "application/json") {
  return app.request(path, { method: "POST", headers: { "content-type": contentType }, body });
}

describe.each(LEAD_PATHS)("POST %s (the lead dialog's API)", (path) => {
  it("allows RATE_LIMIT_PUBLIC_POINTS requests per client, then answers 429 and stores nothing more", async () => {
    freshLimit(2);
    for (const name of ["Айгерим", "Берик"]) {
      const accepted = await postLead(path, JSON.stringify({ name, phone: "+77771234567" }));
      expect(accepted.status).not.toBe(429);
    }
    const refused = await postLead(path, JSON.stringify({ name: "Третий", phone: "+77771234567" }));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: string }).error).toMatch(/^Слишком много запросов/);
    // The API's own guard may refuse an odd spelling outright; either way nothing beyond the budget is stored.
    expect((await app.db.select().from(leads)).length).toBeLessThanOrEqual(2);
  });

  it("refuses a body over the cap with 413, with or without Content-Length", async () => {
    const padded = JSON.stringify({ name: "Айгерим", phone: "+77771234567", padding: "x".repeat(70 * 1024) });
    const declared = await postLead(path, padded);
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ error: "Слишком большой запрос" });

    const chunk = new TextEncoder().encode(padded);
    const streamed = await app.request(path, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(chunk);
          controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    expect(streamed.status).toBe(413);
    expect(await app.db.select().from(leads)).toHaveLength(0);
  });

  it("refuses a body that is not JSON with 400", async () => {
    const form = await postLead(path, "name=A&phone=%2B77771234567", "application/x-www-form-urlencoded");
    expect(form.status).toBe(400);
    expect(await form.json()).toEqual({ error: "Некорректный запрос: ожидается JSON" });
    expect(await app.db.select().from(leads)).toHaveLength(0);
  });
});

// The server answers /api/leads itself, before React Router (ADR 0072); React Router still answers
// its own spelling of the route, whose data it encodes its own way. Both store the lead alike.
describe.each(["/api/leads", "/api/leads.data"])("POST %s", (path) => {
  it("stores a valid lead with its id in the answer, and answers an incomplete one with the dialog's message", async () => {
    const stored = await postLead(path, JSON.stringify({ name: "Айгерим", phone: "+77771234567" }));
    expect(stored.status).toBe(201);
    const [row] = await app.db.select({ id: leads.id, name: leads.name, phone: leads.phone }).from(leads);
    expect(row).toMatchObject({ name: "Айгерим", phone: "+77771234567" });
    expect(await stored.text()).toContain(row!.id);

    const incomplete = await postLead(path, JSON.stringify({ name: "Берик" }));
    expect(incomplete.status).toBe(400);
    expect(await incomplete.text()).toContain("Пожалуйста, заполните все поля");
    expect(await app.db.select().from(leads)).toHaveLength(1);
  });
});

const CONTACT_PAGE_PATHS = ["/contact", "/contact.data", "/Contact", "/contact/", "/contact/.data", "/CONTACT.data"];

function contactForm(message: string) {
  return new URLSearchParams({ name: "Данияр", email: "daniyar@example.kz", message, consent: "on" }).toString();
}

function postContactPage(path: string, body: string) {
  return app.request(path, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body,
    redirect: "manual",
  });
}

describe.each(CONTACT_PAGE_PATHS)("POST %s (the contact page's own form)", (path) => {
  it("refuses a body over the cap with 413 before the action reads it", async () => {
    const response = await postContactPage(path, contactForm("x".repeat(70 * 1024)));
    expect(response.status).toBe(413);
    expect(await app.db.select().from(leads)).toHaveLength(0);
  });

  it("accepts the longest message the form allows, in Cyrillic, percent-encoded as browsers send it", async () => {
    // 5,000 Cyrillic letters are 30,000 bytes once percent-encoded: the cap must leave room for them.
    const response = await postContactPage(path, contactForm("Ж".repeat(5000)));
    expect(response.status).toBe(200);
    expect(await app.db.select().from(leads)).toHaveLength(1);
  });

  it("counts against the visitor's public writes and shows a refusal as a form error", async () => {
    freshLimit(1);
    expect((await postContactPage(path, contactForm("Первое сообщение"))).status).toBe(200);
    const refused = await postContactPage(path, contactForm("Второе сообщение"));
    expect(refused.status).toBe(429);
    // The page (HTML, or React Router's data stream for .data) carries the message as a form error.
    expect(await refused.text()).toContain("Слишком много запросов");
    expect(await app.db.select().from(leads)).toHaveLength(1);
  });
});
