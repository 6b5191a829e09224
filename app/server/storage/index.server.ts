import path from "node:path";

import { getEnv, type Env } from "~/server/env.server";

import type { FileStore } from "./file-store.server";
import { createLocalFileStore } from "./local-store.server";

export type { ByteRange, FileStore } from "./file-store.server";

/**
 * The store the environment names: S3 when the S3_* settings are set (all or none, env.server.ts),
 * else DATA_DIR/uploads. The AWS SDK is loaded only for S3, so a local install never starts it.
 */
export async function createFileStore(env: Env): Promise<FileStore> {
  if (env.S3_BUCKET && env.S3_ENDPOINT && env.S3_REGION && env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY) {
    const { createS3FileStore } = await import("./s3-store.server");
    return createS3FileStore({
      bucket: env.S3_BUCKET,
      endpoint: env.S3_ENDPOINT,
      region: env.S3_REGION,
      accessKeyId: env.S3_ACCESS_KEY_ID,
      secretAccessKey: env.S3_SECRET_ACCESS_KEY,
    });
  }
  return createLocalFileStore(uploadsDir(env));
}

export function uploadsDir(env: Pick<Env, "DATA_DIR">): string {
  return path.resolve(env.DATA_DIR, "uploads");
}

let store: Promise<FileStore> | undefined;

/** The process's store, made on first use from the validated environment. */
export function getFileStore(): Promise<FileStore> {
  store ??= createFileStore(getEnv());
  return store;
}
