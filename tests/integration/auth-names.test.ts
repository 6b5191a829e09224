/**
 * A display name with control characters is refused wherever a name is set, better-auth's own
 * endpoints included (found by tests/integration/fuzz.test.ts: such a sign-up created the first,
 * administrator, account).
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { user } from "~/db/auth-schema";

import { staffSession } from "../setup/auth-helpers";
import { startTestApp, TEST_ORIGIN, type TestApp } from "../setup/test-app";

describe("display names", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  const json = (body: unknown, cookie?: string) => ({
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: TEST_ORIGIN, ...(cookie ? { Cookie: cookie } : {}) },
    body: JSON.stringify(body),
  });

  it("a sign-up with control characters or an over-long name creates no account, through the API or the /auth form", async () => {
    for (const name of ["Ив\u0000ан", "Иван\nАдминистратор", "\u001b[31mИван"]) {
      const response = await app.request("/api/auth/sign-up/email", json({ name, email: "first@example.kz", password: "tulpar-2026" }));
      expect(response.status, JSON.stringify(name)).toBe(400);
      expect(await response.json()).toMatchObject({ message: "Имя содержит недопустимые символы" });
    }
    const long = await app.request("/api/auth/sign-up/email", json({ name: "я".repeat(5001), email: "first@example.kz", password: "tulpar-2026" }));
    expect(long.status).toBe(400);
    expect(await long.json()).toMatchObject({ message: "Имя не длиннее 100 символов" });
    const password = await app.request("/api/auth/sign-up/email", json({ name: "Иван", email: "first@example.kz", password: "tulpar-2026\u0007" }));
    expect(password.status).toBe(400);
    expect(await password.json()).toMatchObject({ message: "Пароль содержит недопустимые символы" });
    const form = new URLSearchParams({ intent: "sign-up", name: "Ив\u0007ан", email: "first@example.kz", password: "tulpar-2026" });
    const page = await app.request("/auth", {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: TEST_ORIGIN },
      body: form.toString(),
    });
    expect(await page.text()).toContain("Имя содержит недопустимые символы");
    expect(await app.db.select().from(user).where(eq(user.email, "first@example.kz"))).toEqual([]);
  });

  it("a signed-in staff member cannot set such a name through better-auth's update endpoint", async () => {
    const { staff, cookie } = await staffSession(app.db, app.request, TEST_ORIGIN, "editor");
    const response = await app.request("/api/auth/update-user", json({ name: "Редактор\u0000" }, cookie));
    expect(response.status).toBe(400);
    const [row] = await app.db.select().from(user).where(eq(user.id, staff.id));
    expect(row?.name).toBe(staff.name);
  });
});
