import path from "node:path";

import { afterEach, describe, expect, it } from "vitest";

import { getEnv, resetEnvForTests } from "~/server/env.server";

import { createFileStore, uploadsDir } from "./index.server";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  resetEnvForTests();
});

const S3 = {
  S3_BUCKET: "site-media",
  S3_ENDPOINT: "http://127.0.0.1:9000",
  S3_REGION: "ru-central1",
  S3_ACCESS_KEY_ID: "key",
  S3_SECRET_ACCESS_KEY: "secret",
};

describe("the file store the environment names", () => {
  it("is DATA_DIR/uploads without S3 settings", async () => {
    process.env.DATA_DIR = "/srv/site-data";
    const env = getEnv();
    expect(uploadsDir(env)).toBe(path.resolve("/srv/site-data/uploads"));
    expect((await createFileStore(env)).kind).toBe("local");
  });

  it("is S3 with all five S3 settings", async () => {
    Object.assign(process.env, S3);
    expect((await createFileStore(getEnv())).kind).toBe("s3");
  });

  it("stops start-up when only some S3 settings are set", () => {
    const { S3_SECRET_ACCESS_KEY: _missing, ...partial } = S3;
    Object.assign(process.env, partial);
    expect(() => getEnv()).toThrow(/S3_BUCKET, S3_ENDPOINT, S3_REGION, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together/);
  });
});
