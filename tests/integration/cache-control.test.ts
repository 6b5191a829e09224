/**
 * Responses that carry a staff member's data or session are never kept by a browser or a shared
 * cache: admin pages, every `.data` response and the session endpoints are sent with
 * `Cache-Control: no-store`, whatever the spelling of the path (issue 8 point 8, ADR 0020).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { staffSession } from "../setup/auth-helpers";
import { startTestApp, TEST_ORIGIN, type TestApp } from "../setup/test-app";

let app: TestApp;
let cookie: string;

beforeAll(async () => {
  app = await startTestApp();
  ({ cookie } = await staffSession(app.db, app.request, TEST_ORIGIN, "admin"));
});

afterAll(async () => {
  await app?.close();
});

function get(path: string, signedIn = true) {
  return app.request(path, { headers: signedIn ? { cookie } : {}, redirect: "manual" });
}

describe("Cache-Control: no-store", () => {
  it.each(["/admin", "/admin/leads", "/ADMIN/Leads", "/admin/%6Ceads", "/admin/profile/", "/admin/no-such-screen"])(
    "on the admin page %s",
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
    },
  );

  it("on an admin page's redirect to sign-in", async () => {
    const response = await get("/admin/leads", false);
    expect(response.status).toBe(302);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it.each(["/admin/leads.data", "/_root.data", "/contact.data", "/cases.data", "/Admin/Leads.data"])("on the data request %s", async (path) => {
    const response = await get(path);
    expect(response.status).toBeLessThan(300);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  // better-auth's own router is case-sensitive (404 for /API/Auth/…), but the answer is still its.
  it.each(["/api/auth/get-session", "/API/Auth/get-session", "/auth", "/auth.data"])("on the session endpoint %s", async (path) => {
    const response = await get(path, false);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("on a sign-in's answer, which sets the session cookie", async () => {
    const response = await app.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "content-type": "application/json", origin: TEST_ORIGIN },
      body: JSON.stringify({ email: "nobody@example.kz", password: "wrong-password" }),
    });
    expect(response.status).toBe(401);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});

describe("public pages keep their own caching", () => {
  it.each(["/", "/contact", "/cases"])("%s is not marked no-store", async (path) => {
    const response = await get(path, false);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).not.toBe("no-store");
  });
});
