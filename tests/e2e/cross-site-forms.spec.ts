/**
 * What a real browser sends when another site posts a form to ours, and what the site answers
 * (docs/security.md, "Cross-site requests without a token"): the forms wapiti reports as lacking an
 * anti-CSRF token (newsletter, contact, sign-in) are refused by their Origin, and nothing is stored.
 * The other site is served to Chromium under a host of its own (http://attacker.test), so the
 * post is cross-site for the browser exactly as it would be on the internet.
 */
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

import { eq } from "drizzle-orm";
import type { Page } from "@playwright/test";

import { session } from "~/db/auth-schema";
import { leads, newsletterSubscribers } from "~/db/schema";

import { createStaffUser } from "../setup/auth-helpers";
import { expect, test } from "./fixtures";
import { liftPublicWriteLimit, uniqueSuffix } from "./public-forms";

liftPublicWriteLimit();

const ATTACKER = "http://attacker.test";

/** Another site's page with one form posting `fields` to `action`; `head` goes into its <head>. */
async function openAttackerPage(page: Page, action: string, fields: Record<string, string>, head = "") {
  const inputs = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${name}" value="${value}">`)
    .join("");
  // data-hydrated: the fixture's page.goto waits for the site's pages to hydrate; this one is not the site's.
  const html = `<!doctype html><html data-hydrated="true"><head>${head}</head><body><form method="post" action="${action}">${inputs}<button>Выиграть приз</button></form></body></html>`;
  await page.route(`${ATTACKER}/**`, (route) => route.fulfill({ contentType: "text/html; charset=utf-8", body: html }));
  await page.goto(`${ATTACKER}/`);
}

/** Clicks the other site's button; the status of the browser's post to our site. */
async function submitCrossSite(page: Page, siteUrl: string): Promise<number> {
  const answered = page.waitForResponse((response) => response.request().method() === "POST" && response.url().startsWith(siteUrl));
  await page.getByRole("button", { name: "Выиграть приз" }).click();
  return (await answered).status();
}

/**
 * A server on 127.0.0.1 that records the headers of each request it gets, as they arrive on the
 * socket (Playwright's own view of a request leaves out the Sec-Fetch-* headers).
 */
async function startHeaderRecorder(): Promise<{ url: string; seen: IncomingHttpHeaders[]; close: () => Promise<void> }> {
  const seen: IncomingHttpHeaders[] = [];
  const server = createServer((request, response) => {
    seen.push(request.headers);
    response.end("recorded");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, seen, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

test.describe("what Chromium sends with another site's form post", () => {
  test("its Origin and Sec-Fetch-Site: cross-site", async ({ page }) => {
    const recorder = await startHeaderRecorder();
    await openAttackerPage(page, `${recorder.url}/api/newsletter`, { email: "victim@example.kz" });
    await page.getByRole("button", { name: "Выиграть приз" }).click();
    await expect.poll(() => recorder.seen.length).toBe(1);
    expect(recorder.seen[0]).toMatchObject({ origin: ATTACKER, "sec-fetch-site": "cross-site" });
    await recorder.close();
  });

  test("from a page with Referrer-Policy no-referrer: Origin null, Sec-Fetch-Site: cross-site", async ({ page }) => {
    const recorder = await startHeaderRecorder();
    await openAttackerPage(page, `${recorder.url}/api/newsletter`, { email: "victim@example.kz" }, '<meta name="referrer" content="no-referrer">');
    await page.getByRole("button", { name: "Выиграть приз" }).click();
    await expect.poll(() => recorder.seen.length).toBe(1);
    expect(recorder.seen[0]).toMatchObject({ origin: "null", "sec-fetch-site": "cross-site" });
    expect(recorder.seen[0]!.referer).toBeUndefined();
    await recorder.close();
  });
});

test("another site's newsletter form is refused and nobody is subscribed", async ({ page, server, db }) => {
  const email = `victim-${uniqueSuffix()}@example.kz`;
  await openAttackerPage(page, `${server.url}/api/newsletter`, { email });
  expect(await submitCrossSite(page, server.url)).toBe(403);
  await expect(page.getByText("Запрос с другого сайта отклонён")).toBeVisible();
  expect(await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email))).toHaveLength(0);
});

test("the same from a page with Referrer-Policy no-referrer (Origin null)", async ({ page, server, db }) => {
  const email = `victim-${uniqueSuffix()}@example.kz`;
  await openAttackerPage(page, `${server.url}/api/newsletter`, { email }, '<meta name="referrer" content="no-referrer">');
  expect(await submitCrossSite(page, server.url)).toBe(403);
  expect(await db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.email, email))).toHaveLength(0);
});

test("another site's copy of the contact form is refused and stores no lead", async ({ page, server, db }) => {
  const email = `victim-${uniqueSuffix()}@example.kz`;
  await openAttackerPage(page, `${server.url}/contact`, {
    name: "Айгерим",
    email,
    phone: "+77011234567",
    service: "ai-agents",
    message: "Подделанная заявка",
    consent: "on",
  });
  expect(await submitCrossSite(page, server.url)).toBe(403);
  expect(await db.select().from(leads).where(eq(leads.email, email))).toHaveLength(0);
});

test("another site cannot sign a visitor in to an account of its choosing (login CSRF)", async ({ page, context, server, db }) => {
  const staff = await createStaffUser(db, { role: "editor" });
  await openAttackerPage(page, `${server.url}/auth`, { intent: "sign-in", email: staff.email, password: staff.password });
  expect(await submitCrossSite(page, server.url)).toBe(403);
  expect(await db.select().from(session).where(eq(session.userId, staff.id))).toHaveLength(0);
  expect((await context.cookies(server.url)).map((cookie) => cookie.name)).not.toContain("better-auth.session_token");
});
