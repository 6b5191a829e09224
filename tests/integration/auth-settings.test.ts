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
