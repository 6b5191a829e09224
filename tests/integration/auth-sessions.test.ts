/**
 * Session lifetime (issue 8 point 8, docs/decisions/0021-account-limits-and-sessions.md): an idle
 * timeout and an absolute lifetime from the environment, and a password change that signs out every
 * other session while the one that changed it stays signed in. Time passes by moving the session
 * rows' timestamps back, not by waiting.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { session } from "~/db/auth-schema";

import { cookiesFrom, createStaffUser, signIn, staffSession, type TestStaff } from "../setup/auth-helpers";
import { startTestApp, TEST_ORIGIN, type TestApp } from "../setup/test-app";

const IDLE_MINUTES = 30;
const MAX_AGE_HOURS = 8;

const saved = { ...process.env };
process.env.SESSION_IDLE_TIMEOUT_MINUTES = String(IDLE_MINUTES);
process.env.SESSION_MAX_AGE_HOURS = String(MAX_AGE_HOURS);

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
  process.env = { ...saved };
});

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

function adminStatus(cookie: string) {
  return app.request("/admin", { headers: { Cookie: cookie }, redirect: "manual" }).then((r) => r.status);
}

async function sessionsOf(staff: TestStaff) {
  return app.db.select().from(session).where(eq(session.userId, staff.id));
}

/** Moves every session of the user back in time: last used `idleMs` ago, created `ageMs` ago. */
async function age(staff: TestStaff, { idleMs, ageMs }: { idleMs: number; ageMs: number }) {
  const now = Date.now();
  await app.db
    .update(session)
    .set({ updatedAt: new Date(now - idleMs), createdAt: new Date(now - ageMs) })
    .where(eq(session.userId, staff.id));
}

describe("idle timeout and absolute lifetime", () => {
  it("the cookie lives as long as the absolute lifetime from SESSION_MAX_AGE_HOURS", async () => {
    const staff = await createStaffUser(app.db, { role: "editor" });
    const response = await app.request("/api/auth/sign-in/email", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: TEST_ORIGIN },
      body: JSON.stringify({ email: staff.email, password: staff.password }),
    });
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith("better-auth.session_token="));
    expect(cookie).toMatch(new RegExp(`Max-Age=${MAX_AGE_HOURS * 3600}(;|$)`));
    const [row] = await sessionsOf(staff);
    expect(Math.abs(row!.expiresAt.getTime() - row!.createdAt.getTime() - MAX_AGE_HOURS * HOUR)).toBeLessThan(1000);
  });

  it("a session used within the idle timeout stays, and using it counts as activity", async () => {
    const { staff, cookie } = await staffSession(app.db, app.request, TEST_ORIGIN, "editor");
    await age(staff, { idleMs: (IDLE_MINUTES - 5) * MINUTE, ageMs: 2 * HOUR });
    expect(await adminStatus(cookie)).toBe(200);
    const [row] = await sessionsOf(staff);
    expect(Date.now() - row!.updatedAt.getTime()).toBeLessThan(MINUTE);
    // Used again later the same way, it still stays: the timeout runs from the last use.
    await age(staff, { idleMs: (IDLE_MINUTES - 5) * MINUTE, ageMs: 3 * HOUR });
    expect(await adminStatus(cookie)).toBe(200);
  });

  it("a session left idle longer than SESSION_IDLE_TIMEOUT_MINUTES is signed out and removed", async () => {
    const { staff, cookie } = await staffSession(app.db, app.request, TEST_ORIGIN, "admin");
    await age(staff, { idleMs: (IDLE_MINUTES + 1) * MINUTE, ageMs: 2 * HOUR });
    expect(await adminStatus(cookie)).toBe(302);
    expect(await sessionsOf(staff)).toEqual([]);
  });

  it("better-auth's own endpoints honour the idle timeout too", async () => {
    const { staff, cookie } = await staffSession(app.db, app.request, TEST_ORIGIN, "editor");
    await age(staff, { idleMs: (IDLE_MINUTES + 1) * MINUTE, ageMs: HOUR });
    const response = await app.request("/api/auth/get-session", { headers: { Cookie: cookie } });
    expect(await response.json()).toBeNull();
    const change = await app.request("/api/auth/update-user", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: TEST_ORIGIN, Cookie: cookie },
      body: JSON.stringify({ name: "Чужое имя" }),
    });
    expect(change.status).toBe(401);
  });

  it("a session older than SESSION_MAX_AGE_HOURS is signed out however active it was", async () => {
    const { staff, cookie } = await staffSession(app.db, app.request, TEST_ORIGIN, "marketer");
    await age(staff, { idleMs: 0, ageMs: (MAX_AGE_HOURS + 1) * HOUR });
    expect(await adminStatus(cookie)).toBe(302);
    expect(await sessionsOf(staff)).toEqual([]);
  });
});

describe("changing the password", () => {
  it("on the profile screen signs out every other session and keeps this one signed in", async () => {
    const staff = await createStaffUser(app.db, { role: "editor" });
    const here = await signIn(app.request, TEST_ORIGIN, staff);
    const otherDevice = await signIn(app.request, TEST_ORIGIN, staff);
    expect(await adminStatus(otherDevice)).toBe(200);

    const response = await app.request("/admin/profile.data", {
      method: "POST",
      headers: { Cookie: here, Origin: TEST_ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "password", currentPassword: staff.password, newPassword: "kettle-orbit-77" }).toString(),
    });
    // A success redirects back to the profile (the admin kit, ADR 0024) with its toast.
    expect(response.status).toBeLessThan(400);

    // The browser takes the new cookie from the answer and stays in the panel, and the next page
    // says the password was changed.
    const renewed = cookiesFrom(response);
    expect(renewed).toContain("better-auth.session_token=");
    const next = await app.request("/admin/profile", { headers: { Cookie: renewed } });
    expect(next.status).toBe(200);
    expect(await next.text()).toContain("Пароль изменён");
    expect(await adminStatus(renewed)).toBe(200);
    expect(await adminStatus(otherDevice)).toBe(302);
    expect(await sessionsOf(staff)).toHaveLength(1);
  });

  it("through better-auth's endpoint signs out the other sessions even when asked not to", async () => {
    const staff = await createStaffUser(app.db, { role: "editor" });
    const here = await signIn(app.request, TEST_ORIGIN, staff);
    const otherDevice = await signIn(app.request, TEST_ORIGIN, staff);
    const response = await app.request("/api/auth/change-password", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: TEST_ORIGIN, Cookie: here },
      body: JSON.stringify({ currentPassword: staff.password, newPassword: "kettle-orbit-78", revokeOtherSessions: false }),
    });
    expect(response.status).toBe(200);
    expect(await adminStatus(cookiesFrom(response))).toBe(200);
    expect(await adminStatus(otherDevice)).toBe(302);
  });
});
