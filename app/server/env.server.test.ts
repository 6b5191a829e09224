import { afterEach, describe, expect, it } from "vitest";

import { getEnv, resetEnvForTests } from "./env.server";

describe("environment validation", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
    resetEnvForTests();
  });

  it("applies the documented defaults", () => {
    delete process.env.PORT;
    delete process.env.DATA_DIR;
    delete process.env.DATABASE_URL;
    resetEnvForTests();
    const env = getEnv();
    expect(env).toMatchObject({ PORT: 3000, DATA_DIR: "./data" });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("names every bad setting in one readable message", () => {
    process.env.PORT = "abc";
    process.env.DATABASE_URL = "mysql://nope";
    resetEnvForTests();
    expect(() => getEnv()).toThrowError(
      /Invalid environment settings:\n {2}PORT: PORT must be a number\n {2}DATABASE_URL: DATABASE_URL must start with postgres:\/\/ or postgresql:\/\//,
    );
  });
});
