/**
 * Password guessing and weak passwords (issue 8 point 7, docs/decisions/0021-account-limits-and-sessions.md):
 * failed attempts count per account as well as per client address, a successful sign-in gives back
 * only its own attempt, password changes are limited too, and the most common passwords are refused.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { inviteStaff } from "~/server/users.server";

import { createStaffUser, signIn, type TestStaff } from "../setup/auth-helpers";
import { startTestApp, TEST_ORIGIN, type TestApp } from "../setup/test-app";

// Set before the server reads its settings: this file's server starts with them. The address
// allowance is generous so that only the per-account limit can answer 429 here.
const saved = { ...process.env };
process.env.TRUST_PROXY = "1";
process.env.RATE_LIMIT_SIGNIN_POINTS = "100";
process.env.RATE_LIMIT_ACCOUNT_POINTS = "3";
process.env.RATE_LIMIT_ACCOUNT_WINDOW_SECONDS = "900";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
  process.env = { ...saved };
});

const ACCOUNT_LOCKED = /^Слишком много неудачных попыток ввести пароль этой учётной записи\. Попробуйте снова через (\d+) мин\.$/;
const TOO_COMMON = "Этот пароль слишком распространён, его легко подобрать. Придумайте другой.";

/** Common passwords: the top of the list, a variant in other letter case, and one from deep in it (rank ~48,000). */
const COMMON_PASSWORDS = ["123456", "password", "qwerty123", "Password1", "august30"];

function json(path: string, body: unknown, headers: Record<string, string> = {}) {
  return app.request(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: TEST_ORIGIN, ...headers },
    body: JSON.stringify(body),
  });
}

function attempt(email: string, password: string, clientIp: string) {
  return json("/api/auth/sign-in/email", { email, password }, { "X-Forwarded-For": clientIp });
}

async function messageOf(response: Response): Promise<string> {
  return ((await response.json()) as { message: string }).message;
}

/** The profile screen's password form, posted as the browser's fetcher posts it. */
function profilePassword(cookie: string, currentPassword: string, newPassword: string) {
  return app.request("/admin/profile.data", {
    method: "POST",
    headers: { Cookie: cookie, Origin: TEST_ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "password", currentPassword, newPassword }).toString(),
  });
}

describe.sequential("per-account sign-in limit", () => {
  let victim: TestStaff;
  let colleague: TestStaff;

  beforeAll(async () => {
    victim = await createStaffUser(app.db, { role: "admin" });
    colleague = await createStaffUser(app.db, { role: "editor" });
  });

  it("locks an account guessed at from many addresses, says when to try again, and another account's sign-in does not lift it", async () => {
    for (let i = 0; i < 3; i++) expect((await attempt(victim.email, "guess-" + i, `203.0.113.${10 + i}`)).status).toBe(401);

    // The attacker signs in to an account of their own from the same addresses: that gives nothing back.
    for (let i = 0; i < 3; i++) expect((await attempt(colleague.email, colleague.password, `203.0.113.${10 + i}`)).status).toBe(200);

    // Even the right password, from an address that never failed, waits until the lock ends.
    const locked = await attempt(victim.email, victim.password, "198.51.100.20");
    expect(locked.status).toBe(429);
    const [, minutes] = ACCOUNT_LOCKED.exec(await messageOf(locked)) ?? [];
    expect(Number(minutes)).toBeGreaterThanOrEqual(1);
    expect(Number(minutes)).toBeLessThanOrEqual(15);
    const retryAfter = Number(locked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(900);

    // The address as typed in other letter case is the same account.
    expect((await attempt(victim.email.toUpperCase(), victim.password, "198.51.100.21")).status).toBe(429);
    // The colleague is not locked out with them.
    expect((await attempt(colleague.email, colleague.password, "198.51.100.20")).status).toBe(200);
  });

  it("shows the lock on the /auth page's sign-in form too", async () => {
    const response = await app.request("/auth.data", {
      method: "POST",
      headers: { Origin: TEST_ORIGIN, "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": "198.51.100.30" },
      body: new URLSearchParams({ intent: "sign-in", email: victim.email, password: victim.password }).toString(),
    });
    const text = await response.text();
    expect(text).toContain("Слишком много неудачных попыток ввести пароль этой учётной записи");
    expect(response.headers.getSetCookie().some((c) => c.startsWith("better-auth.session_token="))).toBe(false);
  });
});

describe.sequential("password change limit", () => {
  it("counts wrong current passwords against the account, on the profile screen and the API alike", async () => {
    const staff = await createStaffUser(app.db, { role: "editor" });
    const cookie = await signIn(app.request, TEST_ORIGIN, staff);

    const first = await profilePassword(cookie, "wrong-current-1", "brand-new-pass");
    expect(await first.text()).toContain("Неверный текущий пароль");
    expect(
      (await json("/api/auth/change-password", { currentPassword: "wrong-current-2", newPassword: "brand-new-pass" }, { Cookie: cookie })).status,
    ).toBe(400);
    expect((await profilePassword(cookie, "wrong-current-3", "brand-new-pass")).status).toBe(400);

    // The right current password now waits too, and the screen says until when.
    const locked = await profilePassword(cookie, staff.password, "brand-new-pass");
    expect(locked.status).toBe(429);
    expect(await locked.text()).toMatch(/Слишком много неудачных попыток ввести пароль этой учётной записи\. Попробуйте снова через \d+ мин\./);
    const api = await json("/api/auth/change-password", { currentPassword: staff.password, newPassword: "brand-new-pass" }, { Cookie: cookie });
    expect(api.status).toBe(429);
    expect(Number(api.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await messageOf(api)).toMatch(ACCOUNT_LOCKED);

    // Sign-in to the same account shares the count: the guesses were against the same password.
    expect((await attempt(staff.email, staff.password, "198.51.100.40")).status).toBe(429);
    // The password did not change.
    expect((await attempt(staff.email, "brand-new-pass", "198.51.100.41")).status).toBe(429);
  });

  it("a successful change gives back its own attempt only", async () => {
    const staff = await createStaffUser(app.db, { role: "editor" });
    let cookie = await signIn(app.request, TEST_ORIGIN, staff);
    for (const next of ["brand-new-pass-1", "brand-new-pass-2", "brand-new-pass-3", "brand-new-pass-4"]) {
      const response = await json("/api/auth/change-password", { currentPassword: staff.password, newPassword: next }, { Cookie: cookie });
      expect(response.status).toBe(200);
      cookie = response.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
      staff.password = next;
    }
  });
});

describe.sequential("common passwords", () => {
  it("are refused on sign-up with the reason, and nothing is created", async () => {
    const admin = await createStaffUser(app.db, { role: "admin" });
    const email = `newcomer-${Date.now()}@example.kz`;
    const { token } = await inviteStaff({ email, role: "editor" }, admin);
    for (const password of COMMON_PASSWORDS) {
      const response = await json("/api/auth/sign-up/email", { name: "Новичок", email, password, inviteToken: token });
      expect(response.status, password).toBe(400);
      expect(await messageOf(response), password).toBe(TOO_COMMON);
    }
    // The /auth page puts the reason under the password field.
    const page = await app.request("/auth.data", {
      method: "POST",
      headers: { Origin: TEST_ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ intent: "sign-up", name: "Новичок", email, password: "qwerty123", invite: token }).toString(),
    });
    const text = await page.text();
    expect(text).toContain(TOO_COMMON);
    expect(text).toContain("fieldErrors");

    // The invitation still works with a password of their own.
    const accepted = await json("/api/auth/sign-up/email", { name: "Новичок", email, password: "kettle-orbit-77", inviteToken: token });
    expect(accepted.status).toBe(200);
  });

  it("are refused as a new password on the profile screen and the API, and the old password stays", async () => {
    const staff = await createStaffUser(app.db, { role: "marketer" });
    const cookie = await signIn(app.request, TEST_ORIGIN, staff);
    for (const password of COMMON_PASSWORDS) {
      const api = await json("/api/auth/change-password", { currentPassword: staff.password, newPassword: password }, { Cookie: cookie });
      expect(api.status, password).toBe(400);
      expect(await messageOf(api), password).toBe(TOO_COMMON);
    }
    const screen = await profilePassword(cookie, staff.password, "qwerty123");
    expect(screen.status).toBe(400);
    expect(await screen.text()).toContain(TOO_COMMON);
    // Refusing a weak new password is not a wrong guess: the account is not locked by it.
    expect(await signIn(app.request, TEST_ORIGIN, staff)).toContain("session_token");
  });
});
