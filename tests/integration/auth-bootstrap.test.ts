import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";

import { user } from "~/db/auth-schema";
import { userRoles } from "~/db/schema";

import { signIn } from "../setup/auth-helpers";
import { startTestApp, TEST_ORIGIN, type TestApp } from "../setup/test-app";

// Set before the server reads its settings: this file's server starts with them.
const saved = { ...process.env };
process.env.ADMIN_EMAIL = "Boss@Example.kz";
process.env.ADMIN_PASSWORD = "bootstrap-secret";
process.env.TRUST_PROXY = "true";
process.env.RATE_LIMIT_SIGNIN_POINTS = "3";

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp();
});
afterAll(async () => {
  await app.close();
  process.env = { ...saved };
});

function attempt(email: string, password: string, clientIp: string) {
  return app.request("/api/auth/sign-in/email", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: TEST_ORIGIN, "X-Forwarded-For": clientIp },
    body: JSON.stringify({ email, password }),
  });
}

it("ADMIN_EMAIL and ADMIN_PASSWORD create the first admin, and sign-up is then closed to strangers", async () => {
  expect((await app.request("/auth")).status).toBe(200);
  const [row] = await app.db
    .select({ role: userRoles.role, verified: user.emailVerified })
    .from(user)
    .innerJoin(userRoles, eq(userRoles.userId, user.id))
    .where(eq(user.email, "boss@example.kz"));
  expect(row).toEqual({ role: "admin", verified: true });
  expect(await signIn(app.request, TEST_ORIGIN, { email: "boss@example.kz", password: "bootstrap-secret" })).toContain(
    "session_token",
  );

  const stranger = await app.request("/api/auth/sign-up/email", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: TEST_ORIGIN },
    body: JSON.stringify({ name: "X", email: "first-come@example.kz", password: "secret1" }),
  });
  expect(stranger.status).toBe(403);
});

it("limits failed sign-ins per client without locking out anyone else", async () => {
  for (let i = 0; i < 3; i++) expect((await attempt("boss@example.kz", "guess", "203.0.113.7")).status).toBe(401);
  const blocked = await attempt("boss@example.kz", "bootstrap-secret", "203.0.113.7");
  expect(blocked.status).toBe(429);
  expect(((await blocked.json()) as { message: string }).message).toMatch(/^Слишком много попыток\. Попробуйте снова через \d+ мин\.$/);
  expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);

  // The owner, from the office, is not affected by someone guessing elsewhere.
  expect((await attempt("boss@example.kz", "bootstrap-secret", "198.51.100.20")).status).toBe(200);
  // Successful sign-ins do not use up the office's allowance.
  for (let i = 0; i < 4; i++) expect((await attempt("boss@example.kz", "bootstrap-secret", "198.51.100.20")).status).toBe(200);
});
