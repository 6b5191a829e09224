import { afterEach, expect, it } from "vitest";

import { DEV_AUTH_SECRET, getEnv, resetEnvForTests } from "~/server/env.server";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetEnvForTests();
});

it("production refuses the public development secret", () => {
  process.env.NODE_ENV = "production";
  process.env.BETTER_AUTH_SECRET = DEV_AUTH_SECRET;
  resetEnvForTests();
  expect(() => getEnv()).toThrow(/BETTER_AUTH_SECRET: BETTER_AUTH_SECRET is the public development value/);
});

it("asks for ADMIN_EMAIL and ADMIN_PASSWORD together, and a password of at least 6 characters", () => {
  process.env.ADMIN_EMAIL = "boss@example.kz";
  delete process.env.ADMIN_PASSWORD;
  resetEnvForTests();
  expect(() => getEnv()).toThrow(/ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD must be set together/);
  process.env.ADMIN_PASSWORD = "12345";
  resetEnvForTests();
  expect(() => getEnv()).toThrow(/ADMIN_PASSWORD must be at least 6 characters/);
});

it("refuses to start with one of the most common passwords as ADMIN_PASSWORD", () => {
  process.env.ADMIN_EMAIL = "boss@example.kz";
  process.env.ADMIN_PASSWORD = "qwerty123";
  resetEnvForTests();
  expect(() => getEnv()).toThrow(/ADMIN_PASSWORD: ADMIN_PASSWORD is one of the most common passwords; choose another/);
  process.env.ADMIN_PASSWORD = "kettle-orbit-77";
  resetEnvForTests();
  expect(getEnv().ADMIN_PASSWORD).toBe("kettle-orbit-77");
});

it("documents session and account-limit defaults, and reads them from the environment", () => {
  for (const name of ["SESSION_IDLE_TIMEOUT_MINUTES", "SESSION_MAX_AGE_HOURS", "RATE_LIMIT_ACCOUNT_POINTS", "RATE_LIMIT_ACCOUNT_WINDOW_SECONDS"]) {
    delete process.env[name];
  }
  resetEnvForTests();
  expect(getEnv()).toMatchObject({
    SESSION_IDLE_TIMEOUT_MINUTES: 120,
    SESSION_MAX_AGE_HOURS: 12,
    RATE_LIMIT_ACCOUNT_POINTS: 10,
    RATE_LIMIT_ACCOUNT_WINDOW_SECONDS: 900,
  });
  process.env.SESSION_IDLE_TIMEOUT_MINUTES = "2";
  resetEnvForTests();
  expect(() => getEnv()).toThrow(/SESSION_IDLE_TIMEOUT_MINUTES/);
});
