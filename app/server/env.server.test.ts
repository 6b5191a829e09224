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

  it.each([
    [undefined, { hops: 0 }],
    ["false", { hops: 0 }],
    ["0", { hops: 0 }],
    ["true", { hops: 1 }],
    ["1", { hops: 1 }],
    ["2", { hops: 2 }],
    ["127.0.0.1", { addresses: ["127.0.0.1"] }],
    [" 10.0.0.0/8, loopback ,fd00::/8", { addresses: ["10.0.0.0/8", "loopback", "fd00::/8"] }],
  ])("reads TRUST_PROXY=%s as %j", (value, expected) => {
    if (value === undefined) delete process.env.TRUST_PROXY;
    else process.env.TRUST_PROXY = value;
    resetEnvForTests();
    expect(getEnv().TRUST_PROXY).toEqual(expected);
  });

  it.each(["yes", "10.0.0.0/33", "proxy.example.kz", "-1"])("refuses TRUST_PROXY=%s with what it accepts", (value) => {
    process.env.TRUST_PROXY = value;
    resetEnvForTests();
    expect(() => getEnv()).toThrowError(
      /TRUST_PROXY: TRUST_PROXY must be false, true \(one proxy\), a number of proxy hops, or a comma-separated list/,
    );
  });

  it("names every bad setting in one readable message", () => {
    process.env.PORT = "abc";
    process.env.DATABASE_URL = "mysql://nope";
    resetEnvForTests();
    expect(() => getEnv()).toThrowError(
      /Invalid environment settings:\n {2}PORT: PORT must be a number\n {2}DATABASE_URL: DATABASE_URL must start with postgres:\/\/ or postgresql:\/\//,
    );
  });

  it("without NODE_ENV runs as production: development must be asked for", () => {
    delete process.env.NODE_ENV;
    resetEnvForTests();
    expect(getEnv().NODE_ENV).toBe("production");
  });

  it("reads OUTBOUND_ALLOW_PORTS and WEBHOOK_ALLOW_HTTP, both off by default", () => {
    delete process.env.OUTBOUND_ALLOW_PORTS;
    delete process.env.WEBHOOK_ALLOW_HTTP;
    resetEnvForTests();
    expect(getEnv()).toMatchObject({ OUTBOUND_ALLOW_PORTS: [], WEBHOOK_ALLOW_HTTP: false });
    process.env.OUTBOUND_ALLOW_PORTS = " 8080, 8443 ";
    process.env.WEBHOOK_ALLOW_HTTP = "true";
    resetEnvForTests();
    expect(getEnv()).toMatchObject({ OUTBOUND_ALLOW_PORTS: [8080, 8443], WEBHOOK_ALLOW_HTTP: true });
  });

  it.each(["http", "0", "65536", "8080;8443", "-1"])("refuses OUTBOUND_ALLOW_PORTS=%s with what it accepts", (value) => {
    process.env.OUTBOUND_ALLOW_PORTS = value;
    resetEnvForTests();
    expect(() => getEnv()).toThrowError(
      /OUTBOUND_ALLOW_PORTS: OUTBOUND_ALLOW_PORTS must be a comma-separated list of ports from 1 to 65535, such as 8080,8443/,
    );
  });

  it("refuses a WEBHOOK_ALLOW_HTTP other than true or false", () => {
    process.env.WEBHOOK_ALLOW_HTTP = "yes";
    resetEnvForTests();
    expect(() => getEnv()).toThrowError(/WEBHOOK_ALLOW_HTTP: WEBHOOK_ALLOW_HTTP must be true or false/);
  });
});
