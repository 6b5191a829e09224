import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";

import { newsletterSubscribers } from "~/db/schema";
import { resetEnvForTests } from "~/server/env.server";

import { startTestApp, TEST_ORIGIN, type TestApp } from "../setup/test-app";

const savedEnv = { ...process.env };
let app: TestApp;

beforeAll(async () => {
  Object.assign(process.env, { RATE_LIMIT_PUBLIC_POINTS: "100000" });
  resetEnvForTests();
  app = await startTestApp({ seed: false });
});

afterAll(async () => {
  await app?.close();
  process.env = savedEnv;
  resetEnvForTests();
});

beforeEach(async () => {
  await app.db.delete(newsletterSubscribers);
});

/** The footer form without JavaScript: a form-encoded post that follows no redirect. */
function postForm(referer: string) {
  return app.request("/api/newsletter", {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded", referer },
    body: new URLSearchParams({ email: "reader@example.kz" }).toString(),
    redirect: "manual",
  });
}

function post(body: BodyInit, contentType?: string) {
  return app.request("/api/newsletter", {
    method: "POST",
    headers: contentType ? { "content-type": contentType } : {},
    body,
    redirect: "manual",
  });
}

describe("POST /api/newsletter without JavaScript: the way back stays on this site", () => {
  it.each([
    `${TEST_ORIGIN}//evil.example/x`,
    `${TEST_ORIGIN}///evil.example/x`,
    `${TEST_ORIGIN}/\\evil.example/x`,
    `${TEST_ORIGIN}/.//evil.example/x`,
    `${TEST_ORIGIN}/a/..//evil.example/x`,
    `${TEST_ORIGIN}/%2F%2Fevil.example/x`,
    `${TEST_ORIGIN}/%5Cevil.example/x`,
  ])("a Referer of %s sends the visitor to this site's home page", async (referer) => {
    const response = await postForm(referer);
    expect(response.status).toBe(303);
    const location = response.headers.get("location") ?? "";
    expect(location).toBe("/?newsletter=subscribed#newsletter");
    expect(new URL(location, TEST_ORIGIN).origin).toBe(TEST_ORIGIN);
    expect(await app.db.select().from(newsletterSubscribers)).toHaveLength(1);
  });

  it("keeps an ordinary page of this site as the way back", async () => {
    const response = await postForm(`${TEST_ORIGIN}/cases?x=1`);
    expect(response.headers.get("location")).toBe("/cases?x=1&newsletter=subscribed#newsletter");
  });
});

describe("POST /api/newsletter with a body that is neither a form nor JSON", () => {
  it("answers 415 with a Russian error for text/plain and stores nothing", async () => {
    const response = await post("email=reader@example.kz", "text/plain");
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ error: "Некорректный запрос: ожидается форма" });
    expect(await app.db.select().from(newsletterSubscribers)).toHaveLength(0);
  });

  it("answers 415 for a body without a content type and for an unknown one", async () => {
    for (const contentType of [undefined, "application/octet-stream", "text/json", "application/xml"]) {
      const response = await post(new TextEncoder().encode('{"email": "reader@'), contentType);
      expect(response.status, String(contentType)).toBe(415);
      expect(await response.json()).toMatchObject({ error: "Некорректный запрос: ожидается форма" });
    }
    expect(await app.db.select().from(newsletterSubscribers)).toHaveLength(0);
  });

  it("answers 400 with a Russian error for a broken multipart form", async () => {
    const response = await post("garbage without parts", "multipart/form-data; boundary=----nothing");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "Некорректный запрос: ожидается форма" });
  });

  it("answers 400 with the address error for JSON that is not an object", async () => {
    for (const body of ["null", "[]", '"reader@example.kz"', "42"]) {
      const response = await post(body, "application/json");
      expect(response.status, body).toBe(400);
      expect(await response.json()).toEqual({ error: "Введите корректный email, например name@company.kz" });
    }
    expect(await app.db.select().from(newsletterSubscribers)).toHaveLength(0);
  });

  it("answers 400 with a Russian error for broken JSON", async () => {
    const response = await post('{"email": "reader@', "application/json; charset=utf-8");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "Некорректный запрос: ожидается JSON" });
  });
});
