/**
 * The forms anyone may send (the lead dialog, the contact form, the newsletter, sign-in) carry no
 * anti-CSRF token: the Origin and Sec-Fetch-Site checks of server/security-headers.ts stand in for
 * one (docs/security.md, "Cross-site requests without a token"). Each claim of that section is
 * proven here: another site's Origin, an opaque ("null") Origin and a cross-site Sec-Fetch-Site
 * without Origin are refused before any handler runs and store nothing; the site's own Origin and
 * a request with neither header (not a browser's) pass.
 */
import { count } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { session } from "~/db/auth-schema";
import { leads, newsletterSubscribers } from "~/db/schema";
import { resetEnvForTests } from "~/server/env.server";

import { createStaffUser, type TestStaff } from "../setup/auth-helpers";
import { setEnv } from "../setup/env";
import { startTestApp, TEST_ORIGIN, type TestApp } from "../setup/test-app";

const CROSS_SITE_ERROR = "Запрос с другого сайта отклонён";

const savedEnv = { ...process.env };
let app: TestApp;
let staff: TestStaff;

beforeAll(async () => {
  setEnv({ RATE_LIMIT_PUBLIC_POINTS: "100000", RATE_LIMIT_SIGNIN_POINTS: "100000", RATE_LIMIT_ACCOUNT_POINTS: "100000" });
  app = await startTestApp();
  staff = await createStaffUser(app.db, { role: "admin" });
});

afterAll(async () => {
  await app?.close();
  process.env = savedEnv;
  resetEnvForTests();
});

beforeEach(async () => {
  await app.db.delete(leads);
  await app.db.delete(newsletterSubscribers);
  await app.db.delete(session);
});

const rows = async (table: typeof leads | typeof newsletterSubscribers | typeof session) =>
  (await app.db.select({ n: count() }).from(table))[0]!.n;

type Form = {
  name: string;
  path: string;
  body: () => { type: string; text: string };
  /** What the form stores when it is accepted. */
  stored: () => Promise<number>;
  accepted: number;
  /**
   * A browser's request (Sec-Fetch-Site) without Origin: no browser sends a POST so, but the guard
   * lets it pass. better-auth's own check (its formCsrfMiddleware) then wants an Origin or Referer.
   */
  withoutOrigin?: 403;
};

const json = (value: unknown) => () => ({ type: "application/json", text: JSON.stringify(value) });
const form = (value: Record<string, string>) => () => ({ type: "application/x-www-form-urlencoded", text: new URLSearchParams(value).toString() });
const contact = { name: "Айгерим", email: "aigerim@example.kz", phone: "+77011234567", service: "ai-agents", message: "Нужен чат-бот" };

const FORMS: Form[] = [
  { name: "the lead dialog", path: "/api/leads", body: json({ name: "Айгерим", phone: "+77011234567" }), stored: () => rows(leads), accepted: 201 },
  { name: "the contact page's form", path: "/contact", body: form({ ...contact, consent: "on" }), stored: () => rows(leads), accepted: 200 },
  { name: "the contact API", path: "/api/contact", body: json({ ...contact, consent: true }), stored: () => rows(leads), accepted: 201 },
  { name: "the newsletter form", path: "/api/newsletter", body: form({ email: "reader@example.kz" }), stored: () => rows(newsletterSubscribers), accepted: 303 },
  {
    name: "the sign-in API",
    path: "/api/auth/sign-in/email",
    body: () => json({ email: staff.email, password: staff.password })(),
    stored: () => rows(session),
    accepted: 200,
    withoutOrigin: 403,
  },
  {
    name: "the sign-in page's form",
    path: "/auth",
    body: () => form({ intent: "sign-in", email: staff.email, password: staff.password })(),
    stored: () => rows(session),
    accepted: 200,
  },
];

function post(target: Form, headers: Record<string, string>) {
  const { type, text } = target.body();
  return app.request(target.path, { method: "POST", headers: { "Content-Type": type, ...headers }, body: text, redirect: "manual" });
}

describe.each(FORMS)("$name ($path)", (target) => {
  it.each([
    ["another site's Origin", { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" }],
    ["a sibling subdomain's Origin", { Origin: "http://shop.localhost:3000", "Sec-Fetch-Site": "same-site" }],
    ["the same host on another scheme", { Origin: "https://localhost:3000", "Sec-Fetch-Site": "cross-site" }],
    // A sandboxed frame, a data: URL, a page with Referrer-Policy no-referrer, a cross-origin redirect.
    ['an opaque Origin ("null")', { Origin: "null", "Sec-Fetch-Site": "cross-site" }],
    ["Sec-Fetch-Site: cross-site without Origin", { "Sec-Fetch-Site": "cross-site" }],
  ])("refuses %s with 403 before the form's code runs, and stores nothing", async (_, headers) => {
    const response = await post(target, headers);
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: string }).error).toBe(CROSS_SITE_ERROR);
    expect(await target.stored()).toBe(0);
  });

  it.each([
    ["the site's own Origin", { Origin: TEST_ORIGIN, "Sec-Fetch-Site": "same-origin" }],
    ["neither header (not a browser: curl, a server)", {}],
  ])("accepts %s", async (_, headers) => {
    const response = await post(target, headers);
    expect(response.status).toBe(target.accepted);
    expect(await target.stored()).toBe(1);
  });

  it(`${target.withoutOrigin ? "refuses" : "accepts"} Sec-Fetch-Site: same-origin without Origin`, async () => {
    const response = await post(target, { "Sec-Fetch-Site": "same-origin" });
    expect(response.status).toBe(target.withoutOrigin ?? target.accepted);
    expect(await target.stored()).toBe(target.withoutOrigin ? 0 : 1);
  });
});
